import { RegistrationError } from "../errors/index.js";
import { matchableToolNames } from "../tools/tool-names.js";
import type { InterceptorEvent, InterceptorEventListener } from "./events.js";
import {
  INTERCEPTOR_NAMES,
  type AnyInterceptorRegistration,
  type InterceptorBundle,
  type InterceptorName,
  type InterceptorRegistration,
  type RegisteredInterceptor,
} from "./types.js";

/** What `get()` filters by: a tool name (tool hooks) or agent id (other hooks), or both. */
export type MatchContext = string | { toolName?: string; agentId?: string };

/** An ordered set of interceptors. */
export interface InterceptorRegistry {
  /** Registers one interceptor or a bundle; validates everything first, so a bad bundle adds nothing. */
  add(registration: AnyInterceptorRegistration | InterceptorBundle): void;
  /** Removes by id; returns whether it was there. */
  remove(id: string): boolean;
  /** The interceptors for a hook that match the context, highest priority first, ties in registration order. */
  get<N extends InterceptorName>(name: N, matchContext?: MatchContext): RegisteredInterceptor<N>[];
  /** Every registered interceptor, in registration order. */
  list(): RegisteredInterceptor[];
  /** Removes every interceptor. */
  clear(): void;
  /** Sets (or with `null` clears) the listener for interceptor events. */
  setOnEvent(listener: InterceptorEventListener | null): void;
  /** Delivers an event to the listener set with `setOnEvent`; a throwing listener is ignored. */
  emit(event: InterceptorEvent): void;
  /** Adds names a `toolMatcher` may target (tools that are not defined with `defineTool`). */
  addToolNames(names: Iterable<string>): void;
}

const TOOL_HOOKS: ReadonlySet<InterceptorName> = new Set(["tool.before", "tool.after"]);

/**
 * Creates an empty interceptor registry.
 *
 * @example
 * const registry = createInterceptorRegistry();
 * registry.add({ id: "audit", name: "tool.before", priority: -10, handler: (input) => console.log(input.toolName) });
 */
export function createInterceptorRegistry(options: { toolNames?: Iterable<string> } = {}): InterceptorRegistry {
  const byId = new Map<string, RegisteredInterceptor>();
  const byHook = new Map<InterceptorName, RegisteredInterceptor[]>();
  const extraToolNames = new Set<string>(options.toolNames ?? []);
  let sequence = 0;
  let listener: InterceptorEventListener | null = null;

  const rebuild = (name: InterceptorName) => {
    const sorted = [...byId.values()]
      .filter((entry) => entry.name === name)
      .sort((a, b) => b.priority - a.priority || a.sequence - b.sequence);
    byHook.set(name, sorted);
  };

  return {
    add(registration) {
      const entries: readonly AnyInterceptorRegistration[] = Array.isArray(registration)
        ? (registration as InterceptorBundle)
        : [registration as AnyInterceptorRegistration];
      const seen = new Set<string>();
      for (const entry of entries) {
        validateRegistration(entry, extraToolNames);
        if (byId.has(entry.id) || seen.has(entry.id)) {
          throw new RegistrationError({ message: `An interceptor with id "${entry.id}" is already registered; remove it first` });
        }
        seen.add(entry.id);
      }
      const touched = new Set<InterceptorName>();
      for (const entry of entries) {
        byId.set(entry.id, {
          ...entry,
          priority: entry.priority ?? 0,
          onError: entry.onError ?? (entry.name === "tool.before" ? "block" : "continue"),
          sequence: sequence++,
        } as RegisteredInterceptor);
        touched.add(entry.name);
      }
      for (const name of touched) rebuild(name);
    },
    remove(id) {
      const entry = byId.get(id);
      if (!entry) return false;
      byId.delete(id);
      rebuild(entry.name);
      return true;
    },
    get<N extends InterceptorName>(name: N, matchContext?: MatchContext) {
      const all = (byHook.get(name) ?? []) as RegisteredInterceptor<N>[];
      if (matchContext === undefined) return [...all];
      const context =
        typeof matchContext === "string"
          ? TOOL_HOOKS.has(name)
            ? { toolName: matchContext }
            : { agentId: matchContext }
          : matchContext;
      return all.filter((entry) => matches(entry, context));
    },
    list() {
      return [...byId.values()].sort((a, b) => a.sequence - b.sequence);
    },
    clear() {
      byId.clear();
      byHook.clear();
    },
    setOnEvent(next) {
      listener = next;
    },
    emit(event) {
      if (!listener) return;
      try {
        listener(event);
      } catch {
        // A broken listener must not change the run it observes.
      }
    },
    addToolNames(names) {
      for (const name of names) extraToolNames.add(name);
    },
  };
}

function matches(entry: RegisteredInterceptor, context: { toolName?: string; agentId?: string }): boolean {
  if (entry.toolMatcher && context.toolName !== undefined && !entry.toolMatcher.test(context.toolName)) return false;
  if (entry.agentMatcher && context.agentId !== undefined && !entry.agentMatcher.test(context.agentId)) return false;
  return true;
}

function validateRegistration(entry: AnyInterceptorRegistration, extraToolNames: Set<string>): void {
  const label = typeof entry?.id === "string" && entry.id ? `Interceptor "${entry.id}"` : "Interceptor";
  if (typeof entry !== "object" || entry === null) throw new RegistrationError({ message: "registry.add() takes a registration object or an array of them" });
  if (typeof entry.id !== "string" || entry.id.trim() === "") throw new RegistrationError({ message: `${label}: \`id\` must be a non-empty string` });
  if (!INTERCEPTOR_NAMES.includes(entry.name)) {
    throw new RegistrationError({ message: `${label}: unknown hook "${String(entry.name)}"; use one of ${INTERCEPTOR_NAMES.join(", ")}` });
  }
  if (typeof entry.handler !== "function") throw new RegistrationError({ message: `${label}: \`handler\` must be a function` });
  if (entry.priority !== undefined && !Number.isFinite(entry.priority)) throw new RegistrationError({ message: `${label}: \`priority\` must be a finite number` });
  if (entry.timeoutMs !== undefined && !(Number.isFinite(entry.timeoutMs) && entry.timeoutMs > 0)) {
    throw new RegistrationError({ message: `${label}: \`timeoutMs\` must be a positive number of milliseconds` });
  }
  if (entry.onError !== undefined && entry.onError !== "block" && entry.onError !== "continue") {
    throw new RegistrationError({ message: `${label}: \`onError\` must be "block" or "continue"` });
  }
  if (entry.guard !== undefined && (typeof entry.guard !== "boolean" || (entry.guard && entry.name !== "tool.before"))) {
    throw new RegistrationError({ message: `${label}: \`guard\` is a boolean, and applies to tool.before only` });
  }
  for (const key of ["toolMatcher", "agentMatcher"] as const) {
    const matcher = (entry as InterceptorRegistration)[key];
    if (matcher === undefined) continue;
    if (!(matcher instanceof RegExp)) throw new RegistrationError({ message: `${label}: \`${key}\` must be a RegExp` });
    if (matcher.global || matcher.sticky) {
      throw new RegistrationError({ message: `${label}: \`${key}\` ${matcher} has the /g or /y flag, which makes test() stateful; remove the flag` });
    }
  }
  if (entry.toolMatcher) {
    if (!TOOL_HOOKS.has(entry.name)) {
      throw new RegistrationError({ message: `${label}: \`toolMatcher\` applies to tool.before and tool.after only, not ${entry.name}` });
    }
    const names = matchableToolNames(extraToolNames);
    const matcher = entry.toolMatcher;
    if (!names.some((name) => matcher.test(name))) {
      throw new RegistrationError({ message: `${label}: toolMatcher ${matcher} does not match any known tool name. Valid tool names: ${names.join(", ")}` });
    }
  }
}
