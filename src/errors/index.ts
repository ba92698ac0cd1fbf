export {
  AbortedError,
  ConfigurationError,
  describeError,
  InterceptorError,
  LoopgateError,
  LoopStepError,
  MissingCredentialsError,
  RegistrationError,
  ScriptExhaustedError,
} from "./loopgate-error.js";
export type { LoopgateErrorCode } from "./loopgate-error.js";
