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
  ModelCallOverrides,
  ModelWrapInput,
  MutateHookName,
  NextModelCall,
  NextToolCall,
  ParamsBeforeInput,
  ParamsBeforeOutput,
  RegisteredInterceptor,
  RunScope,
  ThreadState,
  ToolAfterInput,
  ToolAfterOutput,
  ToolBeforeInput,
  ToolBeforeOutput,
  ToolWrapInput,
  WrapHookName,
} from "./types.js";
export { INTERCEPTOR_NAMES } from "./types.js";
export type { InterceptorAction, InterceptorEvent, InterceptorEventListener } from "./events.js";
export { createInterceptorRegistry, type InterceptorRegistry, type InterceptorRegistryOptions, type MatchContext } from "./registry.js";
export type { RunSecrets } from "./run-secrets.js";
export { formatInterceptorEvent } from "./format.js";
