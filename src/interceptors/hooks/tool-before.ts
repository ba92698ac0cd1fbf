import type { MutateHookDescriptor } from "./hook-descriptor.js";
import { describeValue, expectBoolean, expectObject, expectString, isPlainObject, NO_CHANGES, shallowEqual } from "./shape.js";

/**
 * `tool.before`: before every tool call. Handlers rewrite the arguments, ask a person, or block
 * the call (final: nothing of lower priority runs, and `tool.after` does not either). Matched by
 * tool name and capability; fails closed by default. Guards (`guard: true`) judge the final
 * arguments: they run again if a later handler rewrote them. An approval request, once made,
 * cannot be withdrawn by a later handler.
 */
export const toolBefore: MutateHookDescriptor<"tool.before"> = {
  kind: "mutate",
  name: "tool.before",
  matchesOn: "tool",
  defaultOnError: "block",
  allowsGuards: true,
  draft: (output) => ({ ...output, args: { ...output.args } }),
  check(draft) {
    const problem =
      expectObject("args", draft.args) ??
      expectBoolean("block", draft.block) ??
      expectString("blockReason", draft.blockReason, true) ??
      expectString("blockRule", draft.blockRule, true);
    if (problem) return problem;
    const ask = draft.ask;
    if (ask === undefined) return undefined;
    if (!isPlainObject(ask)) return `\`ask\` must be { reason, rule? } or undefined, got ${describeValue(ask)}`;
    return expectString("ask.reason", ask.reason) ?? expectString("ask.rule", ask.rule, true);
  },
  commit(before, draft) {
    const args = shallowEqual(before.args, draft.args) ? before.args : draft.args;
    const ask = before.ask ?? draft.ask;
    if (args === before.args && ask === before.ask && draft.block === before.block && draft.blockReason === before.blockReason && draft.blockRule === before.blockRule) return before;
    return args === draft.args && ask === draft.ask ? draft : { ...draft, args, ...(ask ? { ask } : {}) };
  },
  changes(before, after) {
    if (before === after) return NO_CHANGES;
    const events = [];
    if (before.args !== after.args) events.push({ action: "args_mutated" as const, args: after.args });
    if (after.ask && !before.ask && after.block !== true) {
      events.push({ action: "ask" as const, reason: after.ask.reason, ...(after.ask.rule ? { rule: after.ask.rule } : {}) });
    }
    return events;
  },
  halt: (output) =>
    output.block === true ? { reason: output.blockReason || "blocked by an interceptor", ...(output.blockRule ? { rule: output.blockRule } : {}) } : undefined,
  failClosed: (output, reason) => ({ output: { ...output, block: true, blockReason: reason }, action: "blocked" }),
  format(event) {
    if (event.action === "blocked") return `🛡️ ${event.interceptorId} · blocked ${event.toolName ?? "a tool"} — ${JSON.stringify(event.reason ?? "")}`;
    if (event.action === "ask") return `🙋 ${event.interceptorId} · asks before ${event.toolName ?? "a tool"} — ${JSON.stringify(event.reason ?? "")}`;
    return null;
  },
};
