export { LoopgateError, type LoopgateErrorCode, type LoopgateErrorOptions } from "./loopgate-error.js";
export { AbortedError } from "./aborted-error.js";
export { ConfigurationError } from "./configuration-error.js";
export { InterceptorError } from "./interceptor-error.js";
export { LoopStepError } from "./loop-step-error.js";
export { MissingCredentialsError } from "./missing-credentials-error.js";
export { RegistrationError } from "./registration-error.js";
export { ScriptExhaustedError } from "./script-exhausted-error.js";
export { describeError } from "./describe-error.js";
