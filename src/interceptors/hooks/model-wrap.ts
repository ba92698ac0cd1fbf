import type { WrapHookDescriptor } from "./hook-descriptor.js";
import { expectModelResponse } from "./shape.js";
import { wrapEventLine } from "./tool-wrap.js";

/**
 * `model.wrap`: around every model call (not one `model.before` answered itself). Handlers call
 * `next()` zero or more times — retry, fall back to another model, serve from a cache, time it —
 * and may pass a different request or a delta sink inward. Matched by agent id; a failure under the
 * `block` policy ends the run with status `error`.
 */
export const modelWrap: WrapHookDescriptor<"model.wrap"> = {
  kind: "wrap",
  name: "model.wrap",
  matchesOn: "agent",
  defaultOnError: "continue",
  check: (result) => expectModelResponse("result", result),
  failClosed: () => undefined,
  format: wrapEventLine,
};
