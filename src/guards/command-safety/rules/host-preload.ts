import type { Field, Invocation } from "../model.js";
import type { Env } from "../walk/env.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

/**
 * Variables that make the dynamic loader map a library into every program it starts, before the
 * program's own code: ld.so(8) `LD_PRELOAD` and `LD_AUDIT`, dyld(1) `DYLD_INSERT_LIBRARIES`.
 */
const INJECTING = new Set(["LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES"]);
/**
 * Variables that add directories the loader searches first for a program's own libraries:
 * ld.so(8) `LD_LIBRARY_PATH`, dyld(1) `DYLD_LIBRARY_PATH`, `DYLD_FRAMEWORK_PATH` and their fallbacks.
 */
const SEARCHING = new Set(["LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "DYLD_FRAMEWORK_PATH", "DYLD_FALLBACK_LIBRARY_PATH", "DYLD_FALLBACK_FRAMEWORK_PATH"]);

/**
 * Programs that run with another user's rights: the privilege wrappers, and set-user-ID programs
 * every Linux and macOS host installs (passwd(1), chsh(1), newgrp(1), mount(8), fusermount(1),
 * crontab(1), …). A library loaded into them runs with their rights.
 */
const PRIVILEGED = new Set([
  "sudo", "sudo-rs", "su", "doas", "pkexec", "run0", "sudoedit", "sg",
  "passwd", "chsh", "chfn", "newgrp", "gpasswd", "chage", "expiry",
  "mount", "umount", "fusermount", "fusermount3", "crontab", "at", "ping", "traceroute6",
  "ssh-keysign", "unix_chkpwd", "pam_timestamp_check", "xorg", "newuidmap", "newgidmap",
  "login", "dscl", "security", "authopen",
]);

/** Directories only the administrator writes, where the system and its packages keep libraries: loading one of those is how allocators and sanitizers are used. */
const SYSTEM_LIBRARY = /^\/(?:usr|lib(?:32|64|x32)?|opt|nix\/store|snap|System|Library|Applications)\//;
/** Places anyone may write, or where downloads land: a library there is not one the host installed. */
const SHARED_PLACE = /^\/(?:tmp|var\/tmp|dev\/shm|dev\/mqueue|run\/shm|private\/tmp|private\/var\/tmp|var\/crash|Users\/Shared)(?:\/|$)|^\/var\/folders\/|^(?:\/home\/[^/]+|\/Users\/[^/]+|\/root|~)\/(?:Downloads|Desktop|Public)(?:\/|$)/;
/** A hidden directory on the way (`~/.cache/x.so`, `/tmp/.x/a.so`), where implants hide. */
const HIDDEN_DIRECTORY = /(?:^|\/)\.(?!\.?\/)[^/]+\//;

/** At most this many libraries are read from one variable. */
const MAX_LIBRARIES = 16;

/**
 * Dynamic-linker injection (ld.so(8), dyld(1), MITRE ATT&CK T1574.006): a library the loader
 * maps into programs before their own code, given by `LD_PRELOAD`, `LD_AUDIT` or
 * `DYLD_INSERT_LIBRARIES` in any spelling the walker resolves — a prefix assignment, `env VAR=…`,
 * `sudo VAR=…`, `export`, `declare -x`, `typeset -x`, a plain assignment under `set -a` — when the
 * library sits in a place anyone may write, a hidden directory or the downloads folder, when it is
 * handed to a privileged program (`sudo`, `su`, `doas`, `pkexec`, set-user-ID programs, or
 * `sudo --preserve-env=LD_PRELOAD`), or when it is exported for the rest of the session from
 * outside the system's library directories and the project. The search-path variables
 * (`LD_LIBRARY_PATH`, `DYLD_LIBRARY_PATH`, `DYLD_FRAMEWORK_PATH`) count only for privileged
 * programs. Libraries in the system's directories, the project's own builds and values only known
 * at run time (`$(gcc -print-file-name=libasan.so)`) stay allowed. Writes of `/etc/ld.so.preload`
 * are system-file rules.
 *
 * @example
 * analyzeCommand("LD_PRELOAD=/tmp/x.so sudo id").rule // "host.preload-injection"
 * analyzeCommand("LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2 ./server").decision // "allow"
 */
export const hostPreloadRules: RuleSet = {
  category: "host",
  rules: [
    { id: "host.preload-injection", decision: "ask", description: "Makes the dynamic loader inject a library into programs (LD_PRELOAD, LD_AUDIT, DYLD_INSERT_LIBRARIES) from a temporary, hidden or downloads directory, or exported for the session from outside the system and the project; denied when given to a privileged program (sudo, su, doas, pkexec, set-user-ID programs, also LD_LIBRARY_PATH/DYLD_LIBRARY_PATH from such a place)." },
  ],
  invocation(invocation, context) {
    if (invocation.assignments.size === 0 && invocation.name !== "sudo") return [];
    return preloadedInvocation(invocation, context);
  },
  assignment(name, value, exported, context) {
    if (!INJECTING.has(name)) return [];
    const risky = riskyLibraries(value, context, undefined, exported ? "system-or-project" : "outside-shared");
    if (!risky) return [];
    return [{ rule: "host.preload-injection", decision: "ask", reason: `${exported ? "export " : ""}${name}=${risky.library} makes the dynamic loader inject ${risky.why} into every program started afterwards` }];
  },
  script(env, context) {
    return plainAssignments(env, context);
  },
};

/** An untrusted library a loader variable names, and why it is one. */
interface RiskyLibrary {
  library: string;
  why: string;
}

function preloadedInvocation(invocation: Invocation, context: RuleContext): Hit[] {
  const privileged = invocation.elevated || PRIVILEGED.has(invocation.name.toLowerCase());
  const hits: Hit[] = [];
  for (const [name, value] of invocation.assignments) {
    const injecting = INJECTING.has(name);
    if (!injecting && !(privileged && SEARCHING.has(name))) continue;
    const risky = riskyLibraries(value, context, invocation.cwd.known ? invocation.cwd.path : undefined, privileged ? "system" : "outside-shared");
    if (!risky) continue;
    const target = privileged ? `the privileged program ${shown(invocation)}` : shown(invocation);
    const what = injecting ? `inject ${risky.why} into` : `load libraries from ${risky.why} for`;
    hits.push({ rule: "host.preload-injection", decision: privileged ? "deny" : "ask", reason: `${name}=${risky.library} makes the dynamic loader ${what} ${target}${via(invocation)}` });
  }
  const preserved = invocation.name === "sudo" ? preservedLoaderVariable(invocation) : undefined;
  if (preserved) hits.push({ rule: "host.preload-injection", decision: "deny", reason: `${shown(invocation)} keeps ${preserved} for a program run as root, so the loader injects whatever library it names` });
  return hits;
}

/**
 * The first library of a loader variable's value that is not trustworthy: in a shared, hidden or
 * downloads place; or, for a privileged program or an exported variable, anywhere but
 * the system's library directories (and, when exported, the project).
 */
function riskyLibraries(value: Field, context: RuleContext, cwd: string | undefined, trust: Trust): RiskyLibrary | undefined {
  if (value.process) return trust !== "outside-shared" ? { library: value.text, why: "what a process substitution names" } : undefined;
  if (value.value === undefined) return undefined;
  const libraries = value.value.split(/[\s:]+/, MAX_LIBRARIES).filter(Boolean);
  for (const library of libraries) {
    const path = absolute(library, context.home, cwd ?? context.initialCwd);
    if (SHARED_PLACE.test(path)) return { library, why: `a library from a directory anyone may write or downloads land in (${library})` };
    if (HIDDEN_DIRECTORY.test(path)) return { library, why: `a library from a hidden directory (${library})` };
    if (trust === "outside-shared" || SYSTEM_LIBRARY.test(path)) continue;
    const inProject = context.initialCwd !== undefined && (path === context.initialCwd || path.startsWith(`${context.initialCwd}/`));
    if (trust === "system" || !inProject) return { library, why: `a library from outside the system's library directories (${library})` };
  }
  return undefined;
}

/**
 * Which libraries a use trusts: `outside-shared` (a program's own run: all but shared, hidden and
 * downloads places), `system-or-project` (exported for the session), `system` (a privileged program).
 */
type Trust = "outside-shared" | "system-or-project" | "system";

/** A path made absolute against the home and working directories (left relative when they are unknown). */
function absolute(path: string, home: string, cwd: string | undefined): string {
  if (path === "~" || path.startsWith("~/")) return `${home}${path.slice(1)}`;
  if (path.startsWith("/") || cwd === undefined) return path;
  return `${cwd}/${path.replace(/^\.\//, "")}`;
}

/** `sudo --preserve-env=LD_PRELOAD,…`: a loader variable of the caller's environment kept for root. */
function preservedLoaderVariable(invocation: Invocation): string | undefined {
  for (const field of invocation.argv.slice(1, 17)) {
    const value = field.value;
    if (value === undefined || !value.startsWith("--preserve-env=")) continue;
    const kept = value.slice("--preserve-env=".length).split(",").find((name) => INJECTING.has(name) || SEARCHING.has(name));
    if (kept) return kept;
  }
  return undefined;
}

/** Loader variables the script leaves assigned to an untrusted library (`set -a; LD_PRELOAD=/tmp/x.so`): exported ones were reported where they were declared. */
function plainAssignments(env: Env, context: RuleContext): Hit[] {
  for (const name of INJECTING) {
    const variable = env.get(name);
    if (variable?.value === undefined) continue;
    const risky = riskyLibraries({ value: variable.value, text: variable.value, glob: false }, context, undefined, "outside-shared");
    if (risky) return [{ rule: "host.preload-injection", decision: "ask", reason: `${name}=${risky.library} makes the dynamic loader inject ${risky.why} into the programs the session starts` }];
  }
  return [];
}
