import { RegistrationError } from "../errors/index.js";
import { hasCapability, TOOL_CAPABILITY_KINDS, toolCapabilitiesOf } from "../tools/tool-capabilities.js";
import { matchableToolNames, normalizeToolName } from "../tools/tool-names.js";
import type { InterceptorEvent, InterceptorEventListener } from "./events.js";
import { HOOKS } from "./hooks/index.js";
import type { MatchContext } from "./match-context.js";
import {
  INTERCEPTOR_NAMES,
  type AnyInterceptorRegistration,
  type InterceptorBundle,
  type InterceptorName,
  type InterceptorRegistration,
  type RegisteredInterceptor,
} from "./types.js";

export type { MatchContext } from "./match-context.js";

/** An ordered set of interceptors. */
export interface InterceptorRegistry {
  /** Registers one interceptor or a bundle; validates everything first, so a bad bundle adds nothing. */
  add(registration: AnyInterceptorRegistration | InterceptorBundle): void;
  /** Removes by id; returns whether it was there. */
  remove(id: string): boolean;
  /** The interceptors for a hook that match the context, highest priority first, ties in registration order. */
  get<N extends InterceptorName>(name: N, matchContext?: MatchContext): readonly RegisteredInterceptor<N>[];
  /** Every registered interceptor, in registration order. */
  list(): RegisteredInterceptor[];
  /** Removes every interceptor. */
  clear(): void;
  /** Sets (or with `null` clears) the listener for interceptor events. */
  setOnEvent(listener: InterceptorEventListener | null): void;
  /** Delivers an event to the listener set with `setOnEvent`; a throwing listener is ignored. */
  emit(event: InterceptorEvent): void;
  /** Tells the registry about tools beyond the canonical ones, so a `toolMatcher` may target them. */
  addToolNames(names: Iterable<string>): void;
}

/** Options of `createInterceptorRegistry`. */
export interface InterceptorRegistryOptions {
  /** Tool names a `toolMatcher` may target besides the canonical ones. */
  toolNames?: Iterable<string>;
  /**
   * Prefixes of tool names known only when they are called, such as `mcp__github__` for the tools
   * of an MCP server that has not started yet. A `toolMatcher` whose pattern spells one of them
   * (`/^mcp__github__create_issue$/`) is accepted.
   */
  toolNamePrefixes?: Iterable<string>;
}

/**
 * Creates an empty interceptor registry. A `toolMatcher` must match one of the canonical tool
 * names or a name the registry was told about (`toolNames`, `addToolNames`, or an agent's tools),
 * or spell one of the `toolNamePrefixes` in its pattern.
 *
 * @example
 * const registry = createInterceptorRegistry({ toolNames: ["deploy_site"] });
 * registry.add({ id: "audit", name: "tool.before", priority: -10, handler: (input) => console.log(input.toolName) });
 */
export function createInterceptorRegistry(options: InterceptorRegistryOptions = {}): InterceptorRegistry {
  const byId = new Map<string, RegisteredInterceptor>();
  const byHook = new Map<InterceptorName, readonly RegisteredInterceptor[]>();
  // Hooks none of whose interceptors filter: get() answers them without looking at the context.
  const unfiltered = new Set<InterceptorName>();
  // get() runs for every hook call; what matches a given tool or agent is remembered until the registry changes.
  const matched = new Map<string, readonly RegisteredInterceptor[]>();
  const toolNames = new Set<string>();
  for (const name of options.toolNames ?? []) toolNames.add(normalizeToolName(name));
  const prefixes = [...(options.toolNamePrefixes ?? [])];
  let sequence = 0;
  let listener: InterceptorEventListener | null = null;

  const rebuild = (name: InterceptorName) => {
    const sorted = [...byId.values()].filter((entry) => entry.name === name).sort((a, b) => b.priority - a.priority || a.sequence - b.sequence);
    byHook.set(name, Object.freeze(sorted));
    if (sorted.some((entry) => entry.toolMatcher || entry.capability || entry.agentMatcher)) unfiltered.delete(name);
    else unfiltered.add(name);
    matched.clear();
  };

  return {
    add(registration) {
      const entries: readonly AnyInterceptorRegistration[] = Array.isArray(registration) ? registration : [registration as AnyInterceptorRegistration];
      const seen = new Set<string>();
      for (const entry of entries) {
        validateRegistration(entry, toolNames, prefixes);
        if (byId.has(entry.id) || seen.has(entry.id)) {
          throw new RegistrationError({ message: `An interceptor with id "${entry.id}" is already registered; remove it first` });
        }
        seen.add(entry.id);
      }
      const touched = new Set<InterceptorName>();
      for (const entry of entries) {
        byId.set(entry.id, Object.freeze({
          ...entry,
          priority: entry.priority ?? 0,
          onError: entry.onError ?? HOOKS[entry.name].defaultOnError,
          sequence: sequence++,
        }) as RegisteredInterceptor);
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
      const all = (byHook.get(name) ?? NONE) as readonly RegisteredInterceptor<N>[];
      if (matchContext === undefined || unfiltered.has(name)) return all;
      const context = typeof matchContext === "string" ? (HOOKS[name].matchesOn === "tool" ? { toolName: matchContext } : { agentId: matchContext }) : matchContext;
      const capabilities = context.toolName !== undefined || context.capabilities ? toolCapabilitiesOf(normalizeToolName(context.toolName ?? ""), context.capabilities) : undefined;
      const kinds = capabilities ? TOOL_CAPABILITY_KINDS.filter((kind) => hasCapability(capabilities, kind)).join(",") : "*";
      const key = `${name}\u0000${context.toolName ?? "*"}\u0000${context.agentId ?? "*"}\u0000${kinds}`;
      let found = matched.get(key) as readonly RegisteredInterceptor<N>[] | undefined;
      if (!found) {
        found = Object.freeze(all.filter((entry) => matches(entry, context.toolName, context.agentId, kinds)));
        if (matched.size >= MATCH_CACHE_LIMIT) matched.clear();
        matched.set(key, found);
      }
      return found;
    },
    list() {
      return [...byId.values()].sort((a, b) => a.sequence - b.sequence);
    },
    clear() {
      byId.clear();
      byHook.clear();
      unfiltered.clear();
      matched.clear();
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
      for (const name of names) toolNames.add(normalizeToolName(name));
    },
  };
}

const NONE: readonly RegisteredInterceptor[] = Object.freeze([]);

/** How many (hook, tool, agent) combinations `get()` remembers before starting over. */
const MATCH_CACHE_LIMIT = 1_024;

function matches(entry: RegisteredInterceptor, toolName: string | undefined, agentId: string | undefined, kinds: string): boolean {
  if (entry.toolMatcher && toolName !== undefined && !entry.toolMatcher.test(toolName)) return false;
  if (entry.capability && kinds !== "*" && !kinds.split(",").includes(entry.capability)) return false;
  if (entry.agentMatcher && agentId !== undefined && !entry.agentMatcher.test(agentId)) return false;
  return true;
}

function validateRegistration(entry: AnyInterceptorRegistration, toolNames: ReadonlySet<string>, prefixes: readonly string[]): void {
  if (typeof entry !== "object" || entry === null) throw new RegistrationError({ message: "registry.add() takes a registration object or an array of them" });
  const label = typeof entry.id === "string" && entry.id ? `Interceptor "${entry.id}"` : "Interceptor";
  const fail = (problem: string) => new RegistrationError({ message: `${label}: ${problem}` });
  if (typeof entry.id !== "string" || entry.id.trim() === "") throw fail("`id` must be a non-empty string");
  if (!INTERCEPTOR_NAMES.includes(entry.name)) throw fail(`unknown hook "${String(entry.name)}"; use one of ${INTERCEPTOR_NAMES.join(", ")}`);
  const hook = HOOKS[entry.name];
  if (typeof entry.handler !== "function") throw fail("`handler` must be a function");
  if (entry.priority !== undefined && !Number.isFinite(entry.priority)) throw fail("`priority` must be a finite number");
  if (entry.timeoutMs !== undefined && !(Number.isFinite(entry.timeoutMs) && entry.timeoutMs >= 0)) {
    throw fail("`timeoutMs` must be a number of milliseconds (0 for no limit)");
  }
  if (entry.onError !== undefined && entry.onError !== "block" && entry.onError !== "continue") throw fail('`onError` must be "block" or "continue"');
  if (entry.guard !== undefined && (typeof entry.guard !== "boolean" || (entry.guard && !(hook.kind === "mutate" && hook.allowsGuards)))) {
    throw fail("`guard` is a boolean, and applies to tool.before only");
  }
  for (const key of ["toolMatcher", "agentMatcher"] as const) {
    const matcher = (entry as InterceptorRegistration)[key];
    if (matcher === undefined) continue;
    if (!(matcher instanceof RegExp)) throw fail(`\`${key}\` must be a RegExp`);
    if (matcher.global || matcher.sticky) throw fail(`\`${key}\` ${matcher} has the /g or /y flag, which makes test() stateful; remove the flag`);
  }
  const toolHooks = INTERCEPTOR_NAMES.filter((name) => HOOKS[name].matchesOn === "tool").join(", ");
  if (entry.capability !== undefined) {
    if (hook.matchesOn !== "tool") throw fail(`\`capability\` applies to ${toolHooks} only, not ${entry.name}`);
    if (!TOOL_CAPABILITY_KINDS.includes(entry.capability)) throw fail(`\`capability\` must be one of ${TOOL_CAPABILITY_KINDS.join(", ")}`);
  }
  if (entry.toolMatcher) {
    if (hook.matchesOn !== "tool") throw fail(`\`toolMatcher\` applies to ${toolHooks} only, not ${entry.name}`);
    const names = matchableToolNames(toolNames);
    const matcher = entry.toolMatcher;
    if (!names.some((name) => matcher.test(name)) && !prefixes.some((prefix) => matcher.source.includes(prefix))) {
      const also = prefixes.length > 0 ? `, and names starting with ${prefixes.join(", ")}` : "";
      throw fail(`toolMatcher ${matcher} does not match any known tool name. Valid tool names: ${names.join(", ")}${also}`);
    }
  }
}
