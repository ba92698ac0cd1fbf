import type { Field, Invocation } from "../model.js";
import { cacheLocation } from "../commands/known-paths.js";
import { kubectlVerb } from "../planes/kubectl-verb.js";

/**
 * Words that mark a credential's line or key: tokens, passwords, secrets, authorization headers
 * (`http.extraHeader`), `url.<base>.insteadOf` rewrites and URLs with a password (`://user:pw@`),
 * API and private keys. Bounded: no nested repetition, one bounded run for the URL's user part.
 */
const SECRET_WORDS = /token|passw|pwd|passphrase|secret|credential|header|insteadof|oauth|bearer|authoriz|(?:^|[^a-z])(?:auth|pass)(?:[^a-z]|$)|_auth|api[_-]?key|apikey|access[_-]?key|private|(?:^|[^a-z])key(?:s|[^a-z]|$)|_key\b|:\/\/[^\s/@]{0,64}@|x-access-token/i;
/** Filters that keep the lines (or fields) their pattern or program picks. */
const GREPS = new Set(["grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "ugrep", "findstr", "select-string", "sls"]);
const PROGRAM_FILTERS = new Set(["awk", "gawk", "mawk", "nawk", "sed", "gsed", "jq", "gojq", "yq", "perl"]);
/** grep's options that take a separate value other than the pattern. */
const GREP_VALUES = /^-(?:[ABCmdD]|-max-count|-after-context|-before-context|-context|-include|-exclude|-exclude-dir|-glob|-type|-type-not|-color|-colour|g|t|T)$/;
/** Files of tools' settings that keep tokens among ordinary settings (a remote's URL, an index URL, a registry's auth). */
const SETTINGS_FILE = /(?:^|\/)(?:\.git\/config|\.gitconfig|git\/config|pip\.conf|pip\.ini|\.condarc|\.bundle\/config|\.yarnrc(?:\.yml)?)$|^\/etc\/environment$/;

/**
 * A command that lists settings or state in which credentials sit among harmless entries, named
 * for reasons: a config listing (`git config --list`, `npm config list`, `pip config list`,
 * `gcloud config list`, `bundle config`), a remote's URLs (`git remote -v`), a container's or
 * workload's full description (`docker inspect`, `docker compose config`, `kubectl get … -o yaml`,
 * `kubectl describe`, `helm get manifest`), a service's settings (`systemctl show`), process command
 * lines (`ps aux`), the shell's history and the user's crontab. Alone each is everyday; filtered
 * for secret words (`| grep -i token`) what is left is the credentials. Undefined for anything else.
 *
 * @example
 * settingsListing("git", ["config", "--list"]) // "git config --list"
 * settingsListing("git", ["status"]) // undefined
 */
export function settingsListing(name: string, args: readonly string[]): string | undefined {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const first = operands[0];
  const processes = processListing(name, args);
  if (processes !== undefined) return processes;
  switch (name) {
    case "git":
      if (first === "config" && !args.some((arg) => /^--(?:unset|add|replace-all|rename-section|remove-section|edit)/.test(arg)) && !["set", "unset", "edit"].includes(operands[1] ?? "")) return "git config";
      if (first === "remote" && (args.includes("-v") || args.includes("--verbose") || operands[1] === "get-url" || operands[1] === "show")) return "git remote -v";
      return first === "var" && args.includes("-l") ? "git var -l" : undefined;
    case "docker":
    case "podman":
    case "nerdctl":
      if (first === "inspect" || (operands[1] === "inspect" && ["container", "image", "service", "secret", "config", "network", "volume"].includes(first ?? ""))) return `${name} inspect`;
      return first === "compose" && operands[1] === "config" ? `${name} compose config` : undefined;
    case "docker-compose":
    case "podman-compose":
      return first === "config" ? `${name} config` : undefined;
    case "kubectl":
    case "oc": {
      // The verb past kubectl's global options (`kubectl -n shop get cm app -o yaml`).
      const verb = kubectlVerb(args);
      if (verb === "describe") return `${name} describe`;
      return verb === "get" && args.some((arg, index) => /^(?:-o=?|--output=)(?:yaml|json)/.test(arg) || (/^(?:-o|--output)$/.test(arg) && /^(?:yaml|json)/.test(args[index + 1] ?? ""))) ? `${name} get -o` : undefined;
    }
    case "helm":
      return first === "get" && operands[1] === "manifest" ? "helm get manifest" : undefined;
    case "npm":
    case "pnpm":
    case "yarn":
    case "pip":
    case "pip3":
    case "conda":
    case "gcloud":
    case "gh":
    case "glab":
    case "composer":
    case "poetry":
      // The cache's location alone (`npm config get cache`, `poetry config cache-dir`) is a path, not settings.
      return first === "config" && cacheLocation(name, args, "") === undefined ? `${name} config` : undefined;
    case "bundle":
      return first === "config" && operands.length === 1 ? "bundle config" : undefined;
    case "systemctl":
      return first === "show" || first === "cat" ? `systemctl ${first}` : undefined;
    case "ps":
    case "pgrep":
      return name === "ps" || args.some((arg) => /^-[a-zA-Z]*[al]|^--list-full$/.test(arg)) ? name : undefined;
    case "history":
      return "history";
    case "fc":
      return args.some((arg) => /^-[a-zA-Z]*l/.test(arg)) ? "fc -l" : undefined;
    case "crontab":
      return args.includes("-l") ? "crontab -l" : undefined;
    case "fly":
    case "flyctl":
      return first === "secrets" || (first === "config" && operands[1] === "env") ? `${name} ${first}` : undefined;
    case "consul":
      return first === "kv" && operands[1] === "get" && args.includes("-recurse") ? "consul kv get -recurse" : undefined;
    case "etcdctl":
      return first === "get" && args.some((arg) => arg === "--prefix" || arg === "--from-key") ? "etcdctl get --prefix" : undefined;
    default:
      return undefined;
  }
}

/** Readers that print a file's bytes: given every process's `cmdline`, they list command lines. */
const CMDLINE_READERS = new Set(["cat", "strings", "tr", "xargs", "head", "tail", "less", "more", "od", "xxd", "hexdump"]);
/** Every process's command line: `/proc/` then `*`, a bracket glob or an unknown (`?`), then `/cmdline`. */
const ALL_CMDLINES = /^\/proc\/(?:\*|\[[^\]/]{1,16}\]\*?|\?)\/cmdline$/;
const WINDOWS_PROCESS_CLASSES = /^["']?win32_process["']?$/i;

/**
 * Listings of other processes' command lines, where passwords given as arguments sit (procps's
 * `ps` with any format, `pgrep -a`/`-l`, `procs` and its keyword search, every `/proc/PID/cmdline`
 * read at once, `wmic process`, PowerShell's `Get-CimInstance`/`Get-WmiObject Win32_Process`);
 * undefined for anything else.
 */
function processListing(name: string, args: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  if (lower === "procs") return "procs";
  if (CMDLINE_READERS.has(lower) && args.some((arg) => arg.length < 64 && ALL_CMDLINES.test(arg))) return "/proc/*/cmdline";
  if (lower === "wmic" || lower === "wmic.exe") return args.some((arg) => /^process$/i.test(arg)) ? "wmic process" : undefined;
  if (/^(?:get-ciminstance|get-wmiobject|gcim|gwmi)$/.test(lower)) return args.some((arg) => WINDOWS_PROCESS_CLASSES.test(arg)) ? `${name} Win32_Process` : undefined;
  return undefined;
}

/**
 * The pattern or program by which a filter picks the secret lines of what it reads (`grep -i
 * token`, `rg -e password`, `awk '/extraheader/'`, `sed -n '/passw/p'`, `jq '.data.password'`), or
 * undefined when it filters for anything else, inverts the match or only counts or names files.
 *
 * @example
 * secretFilter("grep", ["-i", "authorization"]) // "authorization"
 * secretFilter("grep", ["-i", "user"]) // undefined
 */
export function secretFilter(name: string, args: readonly string[]): string | undefined {
  if (args.length > 32) return undefined;
  if (GREPS.has(name)) {
    if (args.some((arg) => /^-[a-zA-Z]*[vcqlL]|^--(?:invert-match|count|quiet|silent|files-with)/.test(arg))) return undefined;
    const explicit = args.filter((_arg, index) => /^-[a-zA-Z]*e$|^--regexp$|^-Pattern$/i.test(args[index - 1] ?? ""));
    // After `--` the next word is the pattern, dashes and all (`grep -- --password`); findstr's options start with `/`.
    const ended = args.indexOf("--");
    const first = ended >= 0 && ended + 1 < args.length ? args[ended + 1] : args.find((arg, index) => !arg.startsWith("-") && !GREP_VALUES.test(args[index - 1] ?? "") && !(name === "findstr" && /^\/[a-z]+(?::\S*)?$/i.test(arg)));
    const patterns = explicit.length > 0 ? explicit : [first];
    return patterns.find((pattern): pattern is string => pattern !== undefined && pattern.length < 512 && SECRET_WORDS.test(pattern));
  }
  if (!PROGRAM_FILTERS.has(name)) return undefined;
  // awk's, sed's and jq's program: its first operand, or what `-e` gives.
  const program = args.find((arg, index) => (!arg.startsWith("-") && !/^-[a-zA-Z]*[fFv]$/.test(args[index - 1] ?? "")) || /^-[a-zA-Z]*e$|^--expression$/.test(args[index - 1] ?? ""));
  return program !== undefined && program.length < 512 && SECRET_WORDS.test(program) ? program : undefined;
}

/**
 * Files of tools' settings (`.git/config`, `~/.gitconfig`, `pip.conf`, `.bundle/config`,
 * `/etc/environment`) a filter reads as operands: filtered for secret words, they print the tokens
 * kept in them (`grep -i extraheader .git/config`).
 *
 * @example
 * settingsFiles([{ value: ".git/config", text: ".git/config", glob: false }]) // [".git/config"]
 */
export function settingsFiles(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => (field.value !== undefined && field.value.length < 1024 && SETTINGS_FILE.test(field.value) ? [field.value] : []));
}

/**
 * The credentials a filter prints from a listing it reads (on its input, marked by the walker) or
 * from settings files named as operands, for reasons; undefined when it filters for anything else.
 *
 * @example
 * filteredListing(grepInvocation, ["git config"]) // "git config filtered by grep for token"
 */
export function filteredListing(invocation: Invocation, listings: readonly string[]): string | undefined {
  const name = invocation.name.toLowerCase();
  if (!GREPS.has(name) && !PROGRAM_FILTERS.has(name)) return undefined;
  const args = invocation.argv.slice(1);
  const files = settingsFiles(args);
  if (listings.length === 0 && files.length === 0) return undefined;
  const pattern = secretFilter(name, args.map((field) => field.value ?? field.text));
  if (pattern === undefined) return undefined;
  return `${listings[0] ?? files[0]} filtered by ${invocation.name} for ${pattern}`;
}
