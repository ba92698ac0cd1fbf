export type {
  AnyInterceptorRegistration,
  ApprovalRequest,
  InterceptorBundle,
  InterceptorErrorPolicy,
  InterceptorHandler,
  InterceptorInput,
  InterceptorMap,
  InterceptorName,
  InterceptorOutput,
  InterceptorRegistration,
  MessageBeforeInput,
  MessageBeforeOutput,
  ModelAfterInput,
  ModelAfterOutput,
  ModelBeforeInput,
  ModelBeforeOutput,
  ParamsBeforeInput,
  ParamsBeforeOutput,
  RegisteredInterceptor,
  RunScope,
  ThreadState,
  ToolAfterInput,
  ToolAfterOutput,
  ToolBeforeInput,
  ToolBeforeOutput,
} from "./types.js";
export { INTERCEPTOR_NAMES, KNOWN_TOOL_NAMES } from "./types.js";
export type { InterceptorAction, InterceptorEvent, InterceptorEventListener } from "./events.js";
export { createInterceptorRegistry } from "./registry.js";
export { createRunSecrets, type RunSecrets } from "./run-secrets.js";
export type { InterceptorRegistry, MatchContext } from "./registry.js";
export { triggerInterceptors } from "./trigger.js";
export type { TriggerOptions, TriggerResult } from "./trigger.js";
export { formatInterceptorEvent } from "./format.js";
