import type { InterceptorError } from "../../errors/index.js";
import type { InterceptorAction, InterceptorEvent } from "../events.js";
import type { InterceptorErrorPolicy, InterceptorOutput, MutateHookName, WrapHookName } from "../types.js";

/** Why a chain stopped for good: a block, a stop, or a failure under the `block` policy. */
export interface Halt {
  reason: string;
  rule?: string;
}

/** What every hook point says about itself. */
interface HookDescriptorBase {
  /** What registrations' matchers filter on: the tool being called, or the agent. */
  readonly matchesOn: "tool" | "agent";
  /** The `onError` policy when a registration sets none. */
  readonly defaultOnError: InterceptorErrorPolicy;
  /** A status line for an event of this hook (other than `error`), or `null` for events too noisy to show. */
  format(event: InterceptorEvent): string | null;
}

/**
 * A hook whose handlers change an output. Each handler works on its own draft, which becomes the
 * output only when the handler returns in time with a usable shape; a late or failed handler changes nothing.
 */
export interface MutateHookDescriptor<N extends MutateHookName> extends HookDescriptorBase {
  readonly kind: "mutate";
  readonly name: N;
  /** `guard: true` registrations are allowed (they judge the final output again after later rewrites). */
  readonly allowsGuards: boolean;
  /** A writable copy for one handler: its fields may be assigned and the objects they hold changed in place; deeper values stay read-only. */
  draft(output: InterceptorOutput<N>): InterceptorOutput<N>;
  /** What is wrong with a handler's draft, naming the field; `undefined` when it is usable. `before` is the output it was drafted from. */
  check(draft: InterceptorOutput<N>, before: InterceptorOutput<N>): string | undefined;
  /** The output after a handler's draft is accepted (a hook may keep what must not be undone, such as an approval request). */
  commit(before: InterceptorOutput<N>, draft: InterceptorOutput<N>): InterceptorOutput<N>;
  /** What a handler changed, as partial events. */
  changes(before: InterceptorOutput<N>, after: InterceptorOutput<N>): readonly Partial<InterceptorEvent>[];
  /** Whether the output now halts the chain. */
  halt(output: InterceptorOutput<N>): Halt | undefined;
  /**
   * The output after a handler failed under the `block` policy, with the halt and the event action;
   * `undefined` for hooks that cannot halt, whose failure ends the run.
   */
  failClosed(output: InterceptorOutput<N>, reason: string, failure: InterceptorError): { output: InterceptorOutput<N>; action: InterceptorAction } | undefined;
}

/** A hook whose handlers wrap a call: `(input, next) => result`, the highest priority outermost. */
export interface WrapHookDescriptor<N extends WrapHookName> extends HookDescriptorBase {
  readonly kind: "wrap";
  readonly name: N;
  /** What is wrong with a layer's result; `undefined` when it is usable. */
  check(result: unknown): string | undefined;
  /** The result of a layer that failed under the `block` policy; `undefined` when the run must end instead. */
  failClosed(reason: string, failure: InterceptorError): InterceptorOutput<N> | undefined;
}

/** The descriptor of any hook point. */
export type HookDescriptor = MutateHookDescriptor<MutateHookName> | WrapHookDescriptor<WrapHookName>;
