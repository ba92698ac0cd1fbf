import type { InterceptorEvent } from "../events.js";
import type { ParamsBeforeOutput } from "../types.js";
import type { MutateHookDescriptor } from "./hook-descriptor.js";
import { describeValue, expectString, NO_CHANGES, shallowEqual } from "./shape.js";

const PARAM_KEYS = ["thinkLevel", "reasoningLevel", "temperature"] as const;

/**
 * `params.before`: once per run, after `message.before`. Handlers override the thinking level, the
 * reasoning level and the temperature; `provider` and `model` are read-only context. Matched by
 * agent id; it cannot halt.
 */
export const paramsBefore: MutateHookDescriptor<"params.before"> = {
  kind: "mutate",
  name: "params.before",
  matchesOn: "agent",
  defaultOnError: "continue",
  allowsGuards: false,
  draft: (output) => ({ ...output }),
  check(draft, before) {
    if (draft.provider !== before.provider || draft.model !== before.model) return "`provider` and `model` are read-only here";
    const temperature = draft.temperature;
    if (temperature !== undefined && !(typeof temperature === "number" && Number.isFinite(temperature))) {
      return `\`temperature\` must be a finite number or undefined, got ${describeValue(temperature)}`;
    }
    return expectString("thinkLevel", draft.thinkLevel, true) ?? expectString("reasoningLevel", draft.reasoningLevel, true);
  },
  commit: (before, draft) => (shallowEqual(before as unknown as Record<string, unknown>, draft as unknown as Record<string, unknown>) ? before : draft),
  changes(before, after) {
    if (before === after) return NO_CHANGES;
    const changes: NonNullable<InterceptorEvent["changes"]> = {};
    for (const key of PARAM_KEYS) if (!Object.is(before[key], after[key])) changes[key] = { from: before[key], to: after[key] };
    return Object.keys(changes).length > 0 ? [{ action: "params_changed", changes }] : [];
  },
  halt: () => undefined,
  failClosed: () => undefined,
  format(event) {
    if (event.action !== "params_changed") return null;
    const changes = Object.entries(event.changes ?? {}).map(([key, change]) => `${key} → ${String(change.to)}`);
    return `⚙️ params.before · ${changes.join(", ")}`;
  },
};

/** The parameters a `params.before` output may set, picked from any object. */
export function pickParams(source: Partial<ParamsBeforeOutput>): Pick<ParamsBeforeOutput, (typeof PARAM_KEYS)[number]> {
  const params: Pick<ParamsBeforeOutput, (typeof PARAM_KEYS)[number]> = {};
  if (typeof source.thinkLevel === "string") params.thinkLevel = source.thinkLevel;
  if (typeof source.reasoningLevel === "string") params.reasoningLevel = source.reasoningLevel;
  if (typeof source.temperature === "number" && Number.isFinite(source.temperature)) params.temperature = source.temperature;
  return params;
}
