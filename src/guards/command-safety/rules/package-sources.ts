import { installScriptsEnabled, installScriptsEnabledByVariable } from "../commands/install-scripts.js";
import { fromVariable, packageIndexes, weakIndex } from "../commands/package-indexes.js";
import { packageRequest, type PackageRegistry, type PackageRequest } from "../commands/package-specifiers.js";
import { pinnedPackages } from "../commands/pinned-packages.js";
import { remoteModule } from "../commands/remote-modules.js";
import { compromisedRelease } from "./compromised-releases.js";
import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import { normalizePackageName, popularPackages, popularScopes, wellKnownFlake, wellKnownGoModule } from "./popular-packages.js";
import type { Hit, RuleSet } from "./types.js";

/**
 * Where the packages a command installs or runs come from. Straight from a URL, a git repository
 * or a gist instead of a registry name (`pip install git+https://…`, `npm i github:user/repo`,
 * `npx user/repo`, `uvx --from git+https://… tool`, `pipx run https://…/script.py`, `cargo install
 * --git …`, `deno run -A https://…`): code nobody published or reviewed, whose install scripts run
 * at once. A registry name one typing slip away from a widely used one (`reqeusts`, `crossenv`,
 * `electorn`, `python3-dateutil`): the typosquat's trick. Other registry names are everyday work;
 * `file:`, local paths and this machine's servers are local; `deno run` of a URL without
 * permissions stays in Deno's sandbox.
 */
export const packageSourceRules: RuleSet = {
  category: "remote-code",
  rules: [
    { id: "rce.unreviewed-package", decision: "ask", description: "A package installed or run straight from a URL, a git repository or a gist rather than a registry (pip install git+https://…, npx github:user/repo, uvx --from git+…, deno run -A https://…), a Go module run at a version (go run github.com/x/tool@latest) or a Nix flake of a repository run or installed (nix run github:x/flake), unless widely used." },
    { id: "rce.compromised-release", decision: "deny", description: "A package release that a public advisory names as malicious, installed or run by any installer (npm i event-stream@3.3.6, pip install ultralytics==8.3.41, npx nx@21.5.0, apt-get install xz-utils=5.6.1-1, gem install rest-client -v 1.6.13): known malware. Other versions stay allowed." },
    { id: "rce.install-scripts-enabled", decision: "ask", description: "Turns package install scripts back on for every later install, undoing the switch that keeps a compromised dependency's postinstall from running (npm config set ignore-scripts false, npm config delete ignore-scripts, yarn config set enableScripts true, echo ignore-scripts=false >> .npmrc, enableScripts: true in .yarnrc.yml, export npm_config_ignore_scripts=false)." },
    { id: "rce.typosquat-package", decision: "ask", description: "A package installed or run whose name imitates a widely used package's: one typing slip away (pip install reqeusts, npm i crossenv, npx create-react-ap), the name with filler words added (requests-helper, python-requests, reactjs-scripts-setup), or under a scope that imitates a popular scope (@eslint-pluginz/x, @babeljs/core)." },
  ],
  invocation(invocation) {
    const compromised = compromisedPackage(invocation);
    if (compromised) return [{ rule: "rce.compromised-release", decision: "deny", reason: `${shown(invocation)} ${compromised}${via(invocation)}` }];
    const module = unreviewedModule(invocation);
    if (module) return [{ rule: "rce.unreviewed-package", decision: "ask", reason: `${shown(invocation)} ${module}${via(invocation)}` }];
    const index = weakIndex(packageIndexes(invocation));
    const hits: Hit[] = index ? [{ rule: "rce.unreviewed-package", decision: "ask", reason: `${shown(invocation)} ${index}${via(invocation)}` }] : [];
    const scripts = installScriptsEnabled(invocation);
    if (scripts) hits.push({ rule: "rce.install-scripts-enabled", decision: "ask", reason: `${shown(invocation)} ${scripts}, so every later install runs its packages' install scripts${via(invocation)}` });
    const request = packageRequest(invocation);
    if (!request || (request.packages.length === 0 && !request.script)) return hits;
    const unreviewed = unreviewedPackage(request);
    if (unreviewed) hits.push({ rule: "rce.unreviewed-package", decision: "ask", reason: `${shown(invocation)} ${unreviewed}${via(invocation)}` });
    const lookalike = lookalikePackage(request);
    if (lookalike) hits.push({ rule: "rce.typosquat-package", decision: "ask", reason: `${shown(invocation)} ${request.mode === "install" ? "installs" : "runs"} ${JSON.stringify(lookalike.name)}, ${LOOKALIKE[lookalike.how](lookalike.popular)}${via(invocation)}` });
    return hits;
  },
  assignment(name, value, exported) {
    if (!exported || value.value === undefined) return [];
    if (installScriptsEnabledByVariable(name, value.value)) return [{ rule: "rce.install-scripts-enabled", decision: "ask", reason: `export ${name}=${value.value} makes every later install run its packages' install scripts` }];
    const index = weakIndex(fromVariable(name, value.value, true));
    return index ? [{ rule: "rce.unreviewed-package", decision: "ask", reason: `export ${index}` }] : [];
  },
};

/** A release named as malicious by an advisory, among the packages a command installs or runs, described. */
function compromisedPackage(invocation: Invocation): string | undefined {
  for (const pinned of pinnedPackages(invocation)) {
    const source = compromisedRelease(pinned.registry, pinned.name, pinned.version);
    if (source) return `${pinned.version === undefined ? "installs" : "pins"} ${pinned.written}, a release published by an attacker and named as malware (${source})`;
  }
  return undefined;
}

/**
 * A Go module run at a version (`go run github.com/x/tool@latest`) or a Nix flake of a repository
 * run, entered or installed (`nix run github:x/flake`), unless it is a widely used one: code
 * fetched from a repository and run, described. `go install` alone only builds (its program, run
 * later in the command, is judged as a downloaded program).
 */
function unreviewedModule(invocation: Invocation): string | undefined {
  const module = remoteModule(invocation);
  if (!module) return undefined;
  if (module.kind === "go") {
    if (module.mode !== "run" || wellKnownGoModule(module.source.slice(0, module.source.lastIndexOf("@")))) return undefined;
    return `builds and runs the Go module ${module.source} straight from its repository, which nobody reviewed`;
  }
  if (wellKnownFlake(module.source)) return undefined;
  return `${module.mode === "install" ? "installs" : "runs"} the Nix flake ${module.source} straight from its repository, which nobody reviewed; its code runs on this machine`;
}

/** What the command fetches and runs from outside a registry, described, if anything. */
function unreviewedPackage(request: PackageRequest): string | undefined {
  for (const field of request.script ? [...request.packages, request.script] : request.packages) {
    const source = field.value !== undefined ? remoteSource(field.value, request.githubShorthand) : undefined;
    if (!source) continue;
    if (request.hostPermissions !== undefined) return request.hostPermissions ? `runs a script straight from ${source} with access to this machine` : undefined;
    if (field === request.script) return `runs a script straight from ${source}, which nobody reviewed`;
    return `${request.mode === "install" ? "installs" : "runs"} a package straight from ${source}, which no registry vetted; its code runs at once`;
  }
  return undefined;
}

/** How a look-alike name imitates a widely used one, in words. */
const LOOKALIKE: Readonly<Record<"typo" | "combo" | "scope", (popular: string) => string>> = {
  typo: (popular) => `one typing slip from the widely used ${JSON.stringify(popular)} (a typosquat's trick)`,
  combo: (popular) => `the widely used ${JSON.stringify(popular)} with filler words added (a combosquat's trick)`,
  scope: (popular) => `under a scope that imitates the widely used @${popular} (a scope-squat's trick)`,
};

/** The first registry name that imitates a widely used one, with the name it imitates and how. */
function lookalikePackage(request: PackageRequest): { name: string; popular: string; how: keyof typeof LOOKALIKE } | undefined {
  for (const field of request.packages.slice(0, 32)) {
    const name = field.value !== undefined ? registryName(request.registry, field.value) : undefined;
    if (name === undefined) continue;
    const popular = imitated(request.registry, name);
    if (popular) return { name, popular, how: "typo" };
    const scope = request.registry === "npm" ? imitatedScope(name) : undefined;
    if (scope) return { name, popular: scope, how: "scope" };
    const combined = combosquatted(request.registry, name);
    if (combined) return { name, popular: combined, how: "combo" };
  }
  return undefined;
}

/**
 * Words combosquats add to a popular name (Vu et al., "Typosquatting and Combosquatting Attacks on
 * the Python Ecosystem"; npm and PyPI malware advisories): `requests-helper`, `python-requests`,
 * `reactjs-scripts-setup`. Words that name a real kind of extension (`plugin`, `loader`, `types`)
 * are not fillers.
 */
const FILLERS = new Set(["helper", "helpers", "util", "utils", "utility", "utilities", "tool", "tools", "toolkit", "toolbox", "setup", "install", "installer", "init", "cli", "dev", "js", "py", "python", "python3", "node", "nodejs", "official", "plus", "pro", "fix", "patch", "update", "updater", "latest"]);

/** The widely used name a registry name is made of, once filler words (and a `js`/`py` glued to a word) are taken away. */
function combosquatted(registry: PackageRegistry, name: string): string | undefined {
  const normal = normalizePackageName(registry, name);
  // A scoped name's own organisation answers for it; only unscoped names are read here.
  if (normal.startsWith("@")) return undefined;
  const popular = popularPackages(registry);
  if (popular.has(normal)) return undefined;
  const words = normal.split(/[-_.]/).filter(Boolean);
  if (words.length < 2 && !/^[a-z]{4,}(?:js|py)$/.test(normal)) return undefined;
  if (words.length > 6) return undefined;
  const kept = words.filter((word) => !FILLERS.has(word));
  const unglued = kept.map((word) => (word.length > 5 ? word.replace(/(?:js|py)$/, "") : word));
  for (const candidate of [kept.join("-"), unglued.join("-")]) {
    if (candidate.length >= 4 && candidate !== normal && popular.has(candidate)) return candidate;
  }
  return undefined;
}

/** Scope-squat fillers: `@eslint-plugins`, `@babel-js`, `@typescript-dev`. */
const SCOPE_FILLER = /^(.+?)[-_.]?(?:plugins?|pluginz|helpers?|utils?|tools?|js|dev|official|team|hq|labs?|inc|org|io|npm|pkg|cli|setup|sdk)$/;

/** The popular npm scope a package's scope imitates: one typing slip away, the same without separators, or with a filler word added. */
function imitatedScope(name: string): string | undefined {
  const scope = /^@([^/]+)\//.exec(name.toLowerCase())?.[1];
  if (scope === undefined) return undefined;
  const known = popularScopes();
  if (known.has(scope)) return undefined;
  const base = SCOPE_FILLER.exec(scope)?.[1];
  if (base !== undefined && known.has(base)) return base;
  const bare = scope.replace(/[-_.]/g, "");
  for (const candidate of known) {
    if (candidate.length < 4 || Math.abs(candidate.length - scope.length) > 2) continue;
    if (withinOneEdit(scope, candidate) || bare === candidate.replace(/[-_.]/g, "")) return candidate;
  }
  return undefined;
}

/** The registry name in a specifier (`reqeusts==2.0` → `reqeusts`, `@scope/x@1` → `@scope/x`, `npm:x@1` → `x`), if it is one. */
function registryName(registry: PackageRegistry, specifier: string): string | undefined {
  let value = specifier.trim();
  if (registry === "npm") {
    value = value.replace(/^npm:/, "");
    const at = value.indexOf("@", 1);
    if (at > 0) value = value.slice(0, at);
    return /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(value) ? value : undefined;
  }
  // PEP 508: a name, then extras, a version, markers or `@ url`.
  const name = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?=$|[\s[<>=!~;@,(])/.exec(value)?.[1];
  return name !== undefined && !value.includes("/") ? name : undefined;
}

/** The widely used name `name` is one typing slip from (one letter added, dropped, changed or two swapped; separators dropped), unless it is one itself. */
function imitated(registry: PackageRegistry, name: string): string | undefined {
  const normal = normalizePackageName(registry, name);
  const popular = popularPackages(registry);
  if (normal.length < 5 || popular.has(normal)) return undefined;
  const bare = normal.replace(/[-_.]/g, "");
  for (const candidate of popular) {
    if (candidate.length < 5 || Math.abs(candidate.length - normal.length) > 2) continue;
    if (withinOneEdit(normal, candidate) || (bare === candidate.replace(/[-_.]/g, "") && bare.length >= 5)) return candidate;
  }
  return undefined;
}

/** Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours (Damerau–Levenshtein distance 1). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const left = a.slice(start, endA);
  const right = b.slice(start, endB);
  if (left.length + right.length <= 1) return true;
  if (left.length === 1 && right.length === 1) return true;
  return left.length === 2 && right.length === 2 && left[0] === right[1] && left[1] === right[0];
}

/** Where a package specifier points when it is not a registry name or a local path: "github.com (a git repository)", … */
function remoteSource(specifier: string, githubShorthand: boolean): string | undefined {
  const value = specifier.trim();
  // npm's `name@spec` and PEP 508's `name @ url` name a package and say where it comes from.
  const at = value.indexOf("@", 1);
  const spec = at > 0 && !/^(?:git\+|git:|ssh:|https?:)/i.test(value) ? value.slice(at + 1).trim() : value;
  const vcs = /^(?:git\+|hg\+|svn\+|bzr\+)?(?:[a-z]+:\/\/)?(?:[\w.-]+@)?([\w.-]+)[:/]/i;
  if (/^(?:git|hg|svn|bzr)\+/i.test(spec) || /^git:\/\//i.test(spec) || /^git@[\w.-]+:/.test(spec)) return local(spec) ? undefined : `${vcs.exec(spec)?.[1] ?? "a repository"} (a version-control repository)`;
  const hosted = /^(github|gitlab|bitbucket|gist):/i.exec(spec);
  if (hosted) return `${hosted[1]?.toLowerCase()} (a git repository)`;
  const url = /^https?:\/\/([^/:?#\s]+)/i.exec(spec);
  if (url) return local(spec) ? undefined : `${url[1]} (a URL)`;
  if (githubShorthand && /^[A-Za-z0-9][\w.-]*\/[\w.-]+(?:#\S*)?$/.test(spec) && !/\.(?:tgz|tar|tar\.gz)$/i.test(spec)) return "github.com (a git repository)";
  return undefined;
}

/** A URL of this machine (`http://localhost:4873/…`, a local verdaccio) or a `file:` repository. */
function local(spec: string): boolean {
  return /^(?:git\+)?file:/i.test(spec) || /^(?:[a-z+]+:\/\/)?(?:[\w.-]+@)?(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/]|$)/i.test(spec);
}
