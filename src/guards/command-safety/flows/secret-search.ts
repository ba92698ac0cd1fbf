import { pathOnHost } from "../../security-audit/host-root.js";
import type { Field, Invocation } from "../model.js";
import { linelessSearchOutput } from "./names-only.js";

const GREPS = new Set(["grep", "egrep", "fgrep", "zgrep"]);
/** Searchers that recurse by default. */
const RECURSIVE_SEARCHERS = new Set(["rg", "ag", "ack", "ack-grep", "ugrep", "pt", "sift"]);
/** Options of the searchers whose value is not the pattern or a path. */
const VALUE_OPTIONS = /^-(?:[ABCmgtT]|-max-count|-glob|-type|-type-not|-after-context|-before-context|-context|-include|-exclude|-exclude-dir|-max-depth|-color|-colour|d|-directories|D|-devices)$/;
/**
 * What credential hunters search for, from the secret scanners' rule sets (gitleaks, TruffleHog,
 * GitHub secret scanning) and MS14-025 (Group Policy Preferences' `cpassword`): key and token
 * prefixes (AWS, GitHub, GitLab, Slack, OpenAI, Stripe, Google, npm, Azure storage), PEM headers,
 * and the words credentials are stored under (`password`, `passwd`, `pwd`, `pass=`, `passphrase`,
 * `secret`, `token`, `api_key`, `connectionstring`), and the keys that mark a kubeconfig with its
 * credentials (`current-context`, `client-key-data`; kubeconfig's documented fields).
 */
const CREDENTIAL_PATTERN = /AKIA|ASIA\[|ghp_|gho_|ghs_|ghu_|ghr_|github_pat|glpat-|xox[abprs]|sk-|sk_live|rk_live|AIza|npm_[A-Za-z0-9]|PRIVATE KEY|-----BEGIN|BEGIN [A-Z ]{0,40}(?:PRIVATE|OPENSSH|ENCRYPTED)|passw|passphrase|\bpwd\b|\bpass\s*[=:]|secret|token|api[_-]?key|apikey|credential|aws_access|aws_secret|connection_?string|accountkey|sharedaccesskey|mnemonic|seed.?phrase|private.?key|bearer|current-context|client-key-data/i;

/** A recursive search for credentials: the pattern and where it searches. */
export interface SecretSearch {
  pattern: string;
  /** The places searched (operands, or the root a `find` piped into it started from). */
  places: Field[];
}

/**
 * Whether a command searches directory trees for credentials (`grep -rE "AKIA[0-9A-Z]{16}" ~`,
 * `rg -i 'password' /`, `… | xargs grep -l "PRIVATE KEY"` over what `find ~` found): the places it
 * searches, to be judged by where they are. Undefined for any other command or a harmless pattern.
 *
 * @example
 * secretSearch(invocation("grep", "-rn", "api_key", "/home/ada"))?.places.map((f) => f.value) // ["/home/ada"]
 */
export function secretSearch(invocation: Invocation): SecretSearch | undefined {
  const name = invocation.name;
  const args = invocation.argv.slice(1);
  // A glob over many files (`/mnt/share/Policies/*/Machine/Preferences/Groups/Groups.xml`, `/var/log/*.gz`,
  // Select-String's wildcard `-Path`) searches them all as well.
  const recursive = RECURSIVE_SEARCHERS.has(name) || (GREPS.has(name) && args.some((field) => /^-[a-zA-Z]*[rR]|^--recursive$|^--dereference-recursive$/.test(field.value ?? "") || field.value === "--directories=recurse" || field.found !== undefined || ((field.glob || /[*?]/.test(field.value ?? "")) && field.value !== undefined && !field.value.startsWith("-"))));
  if (!recursive && !GREPS.has(name)) return undefined;
  const patterns: string[] = [];
  const operands: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const value = field.value;
    if (value === "-e" || value === "--regexp") {
      patterns.push(args[++index]?.value ?? "");
      continue;
    }
    if (value?.startsWith("--regexp=")) patterns.push(value.slice(9));
    else if (value !== undefined && VALUE_OPTIONS.test(value)) index++;
    else if (value === undefined || !value.startsWith("-") || value === "-") operands.push(field);
  }
  if (patterns.length === 0 && operands.length > 0) patterns.push(operands.shift()?.value ?? "");
  // A count, an exit status or file names print no line of the files named.
  if (!recursive) return linelessSearchOutput(name, args.map((field) => field.value ?? "?")) === undefined ? systemConfigSearch(patterns, operands) : undefined;
  const pattern = patterns.find((candidate) => CREDENTIAL_PATTERN.test(candidate));
  if (pattern === undefined) return undefined;
  // Items piped from `find ~ …` through xargs stand for paths below the root it searched.
  const places = operands.map((field) => field.found?.root ?? field);
  return { pattern, places };
}

/** A password word alone, as a search for where passwords are stored spells it (`password`, `\bpasswd\b`, `bindpw`, `rootpw`, `secret`). */
const PASSWORD_WORD = /^(?:\\b|\^|\\<)?(?:pass(?:w|word|wd|phrase)?s?|pwd|secrets?|credentials?|bindpw|rootpw|auth_?token|api_?key)(?:\\b|\$|\\>)?$/i;
/** System configuration files with password-named settings but no password: sshd's and ssh's options, PAM's stacks, login.defs. */
const NO_PASSWORDS = /^\/etc\/(?:ssh\/(?:sshd|ssh)_config(?:\.d\/.*)?|pam\.d\/.*|pam\.conf|login\.defs|security\/.*)$/;

/**
 * A grep of system configuration files (`/etc/…`, also under a mount of the host's root) for a
 * password word alone (`grep -i password /etc/samba/smb.conf /etc/ldap/ldap.conf`, `grep -E
 * 'passw|secret' /etc/nginx/nginx.conf`): the same hunt as `grep -ri password /etc`, over the files
 * named. Options that merely contain the word (`PasswordAuthentication` in sshd_config) are
 * settings, not secrets, and so is a file documented to hold none.
 */
function systemConfigSearch(patterns: readonly string[], operands: readonly Field[]): SecretSearch | undefined {
  const pattern = patterns.find((candidate) => candidate.length < 128 && candidate.split(/\\?\|/).every((word) => PASSWORD_WORD.test(word.trim())));
  if (pattern === undefined) return undefined;
  const places = operands.filter((field) => {
    const path = field.value === undefined ? undefined : (pathOnHost(field.value) ?? field.value);
    return path !== undefined && path.startsWith("/etc/") && !NO_PASSWORDS.test(path);
  });
  return places.length === 0 ? undefined : { pattern, places };
}

/** Key and token shapes, and `name = value` assignments of secrets, that a search of the history hunts for. */
const HISTORY_PATTERN = /AKIA|ASIA|ghp_|gho_|ghs_|ghu_|github_pat|glpat-|xox[abprs]-|sk-|sk_live|rk_live|AIza|PRIVATE KEY|BEGIN [A-Z ]*PRIVATE|aws_secret|(?:passw(?:or)?d|secret|token|api[_-]?key)(?:["'\s]|\\s[*+?]?){0,4}[=:]/i;
/** `git log` options whose value is the string or regex the history is searched for. */
const PICKAXE = /^-[SG]/;

/**
 * A search of git's history for credentials that prints what it finds: `git log -p -S AKIA`,
 * `git log -p -G 'password\s*='` (patches of every commit adding or removing a key, including
 * keys long removed from the tree). The pattern, or undefined. Listing the commits without their
 * patches prints no secret.
 *
 * @example
 * historySearch(["log", "-p", "-S", "AKIA"]) // "AKIA"
 * historySearch(["log", "-S", "AKIA", "--oneline"]) // undefined
 */
export function historySearch(args: readonly string[]): string | undefined {
  const words = args.slice(0, 64);
  const at = words.findIndex((word) => word === "log" || word === "whatchanged");
  if (at < 0 || at > 4) return undefined;
  const rest = words.slice(at + 1);
  if (!rest.some((word) => /^(?:-[a-zA-Z]*p[a-zA-Z]*|-u|--patch|--patch-with-stat|-U\d*|--unified(?:=\d+)?)$/.test(word))) return undefined;
  for (let index = 0; index < rest.length; index++) {
    const word = rest[index] as string;
    if (!PICKAXE.test(word)) continue;
    const pattern = word.length > 2 ? word.slice(2) : (rest[index + 1] ?? "");
    if (HISTORY_PATTERN.test(pattern)) return pattern;
  }
  return undefined;
}
