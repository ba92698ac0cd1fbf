import type { MutateHookName, WrapHookName } from "../types.js";
import type { MutateHookDescriptor, WrapHookDescriptor } from "./hook-descriptor.js";
import { messageBefore } from "./message-before.js";
import { modelAfter } from "./model-after.js";
import { modelBefore } from "./model-before.js";
import { modelWrap } from "./model-wrap.js";
import { paramsBefore } from "./params-before.js";
import { toolAfter } from "./tool-after.js";
import { toolBefore } from "./tool-before.js";
import { toolWrap } from "./tool-wrap.js";

export type { Halt, HookDescriptor, MutateHookDescriptor, WrapHookDescriptor } from "./hook-descriptor.js";

/** Every hook point's descriptor, by name: the one place that says what each hook does. */
export const HOOKS: { readonly [N in MutateHookName]: MutateHookDescriptor<N> } & { readonly [N in WrapHookName]: WrapHookDescriptor<N> } = {
  "message.before": messageBefore,
  "params.before": paramsBefore,
  "model.before": modelBefore,
  "model.wrap": modelWrap,
  "model.after": modelAfter,
  "tool.before": toolBefore,
  "tool.wrap": toolWrap,
  "tool.after": toolAfter,
};
