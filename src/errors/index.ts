export {
  AbortedError,
  ConfigurationError,
  describeError,
  InterceptorError,
  LoopgateError,
  LoopStepError,
  RegistrationError,
  ScriptExhaustedError,
} from "./loopgate-error.js";
export type { LoopgateErrorCode } from "./loopgate-error.js";
