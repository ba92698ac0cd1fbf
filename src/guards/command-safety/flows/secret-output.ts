import { posix } from "node:path";
import { secretsHolder } from "../../security-audit/secret-ancestors.js";
import { tarArchiveOf, ZIP_VALUES } from "../commands/archives.js";
import { mergeProvenance, provenance, type DataSource, type Field, type Invocation, type Provenance } from "../model.js";
import { credentialCommand } from "./credential-commands.js";
import { processMemoryRead } from "./process-memory.js";
import { filteredListing, settingsListing } from "./settings-listings.js";
import { ENVIRONMENT_PRINTERS, environmentPrint } from "./environment-dumps.js";
import { isSecretVariable, secretVariables } from "./secret-names.js";
import { dropsUnnamedLines, keepsOnlyKeys, keepsOnlyVariableNames } from "./names-only.js";
import { selectsEverydayVariables } from "./everyday-variables.js";
import { markPrivateData } from "./private-data-marks.js";
import { keepsOnlyNonSensitiveOutputs } from "./terraform-outputs.js";
import { selectsPublicItemFields } from "./public-fields.js";

/** Commands that print their arguments. */
const PRINTS_ARGUMENTS = new Set(["echo", "printf", "print"]);
/** Filters that keep only lines matching a pattern: a dump of the environment filtered by a harmless name is harmless. */
const LINE_FILTERS = new Set(["grep", "egrep", "fgrep", "rg", "ag"]);
/** Fragments of variable names that hold credentials, for judging a filter's pattern. */
const SECRET_PATTERN = /token|secret|pass|pwd|key|auth|cred|cookie|session|private|aws|gh_|github|npm|api|database|db_|\.\*|^\.$|^\^?$/i;

/**
 * Marks a command's output with the secrets it carries: a credential a command prints or decrypts
 * (`gh auth token`), a dump of the environment (`env`), variables named as secrets that a command
 * prints (`echo $GITHUB_TOKEN`, `printenv NPM_TOKEN`). Filters keep the marks of their input
 * (the walker passes it through), except a dump of the environment filtered by a harmless name
 * (`env | grep PROXY`). Everything else is returned as it is. `bridged`: an earlier command of the
 * script opened a bridge to a remote plane (`kubectl proxy`), so loopback API hosts count too.
 *
 * @example
 * withSecrets(invocation("gh", "auth", "token"), output).provenance.secrets // ["gh auth token"]
 */
export function withSecrets(invocation: Invocation, input: DataSource, home?: string, bridged = false): DataSource {
  const output = namesOf(invocation, input);
  const secrets: string[] = [];
  const environment: string[] = [];
  const credential = credentialCommand(invocation, { bridged });
  if (credential) secrets.push(credential);
  const memory = processMemoryRead(invocation);
  if (memory) secrets.push(memory);
  const archived = home === undefined || !ARCHIVERS.has(invocation.name) ? undefined : archivedSecrets(invocation, home);
  if (archived) secrets.push(archived);
  if (ENVIRONMENT_PRINTERS.has(invocation.name)) {
    const printed = environmentPrint(invocation.name, invocation.argv.slice(1).map((field) => field.value ?? "?"));
    if (printed.dump) environment.push(printed.dump);
    secrets.push(...printed.secrets);
  }
  if (PRINTS_ARGUMENTS.has(invocation.name)) {
    for (const field of invocation.argv.slice(1)) collect(field, secrets, environment);
  }
  // A listing filtered for secret words (`git config --list | grep -i token`) prints the credentials in it.
  // Filters the walker does not pass input through (findstr, Select-String) still read the listing piped to them.
  const passedOver = UNWALKED_FILTERS.test(invocation.name) ? invocation.stdin?.provenance.listings : undefined;
  const picked = filteredListing(invocation, output.provenance.listings ?? passedOver ?? []);
  if (picked) secrets.push(picked);
  const listing = settingsListing(invocation.name, invocation.argv.slice(1).map((field) => field.value ?? "?"));
  const filtered = markPrivateData(invocation, filterEnvironment(invocation, output));
  if (secrets.length === 0 && environment.length === 0 && listing === undefined) return filtered;
  const marks: Provenance = { ...provenance({ generated: true }, [...secrets, ...environment]), ...(secrets.length ? { secrets } : {}), ...(environment.length ? { environment } : {}), ...(listing ? { listings: [listing] } : {}) };
  return { provenance: mergeProvenance(filtered.provenance, marks), description: filtered.description };
}

/**
 * What a declaration builtin prints (`export -p`, `declare -x`, `declare -p TOKEN`), which the
 * parser reads as a declaration rather than a command; undefined when it prints nothing secret.
 *
 * @example
 * declarationOutput("export", ["-p"])?.provenance.environment // ["export -p"]
 */
export function declarationOutput(variant: string, words: readonly string[]): DataSource | undefined {
  const printed = environmentPrint(variant, words);
  if (!printed.dump && printed.secrets.length === 0) return undefined;
  const environment = printed.dump ? [printed.dump] : [];
  const base = provenance({ generated: true }, [...printed.secrets, ...environment]);
  return { provenance: { ...base, ...(printed.secrets.length ? { secrets: printed.secrets } : {}), ...(environment.length ? { environment } : {}) }, description: [variant, ...words].join(" ") };
}

/** Windows' line filters, whose input the walker does not pass on as a filter's. */
const UNWALKED_FILTERS = /^(?:findstr(?:\.exe)?|select-string|sls)$/i;

/** Archivers that can write the archive to standard output. */
const ARCHIVERS = new Set(["tar", "bsdtar", "gtar", "zip", "7z", "7za", "7zz"]);

/** An archive of a directory that holds secrets, and where it is written. */
export interface SecretsArchive {
  /** What it holds, for reasons: `tar of ~/.config, which holds credentials (…)`. */
  secrets: string;
  /** The archive file as written (`/tmp/h.tgz`); undefined when it goes to standard output. */
  file?: string;
}

/**
 * An archive created (`tar cz ~/.config`, `tar -cf - ~`, `tar czf /tmp/h.tgz ~/.config`, `zip -qr -
 * ~/.config`, `zip -r /tmp/home.zip ~`, `7z a -so x.7z ~`, `7z a /tmp/x.7z ~`) of a directory that
 * holds secrets: the archive carries them, on standard output or in the file it names. Undefined
 * for anything else.
 *
 * @example
 * secretsArchive(invocation("tar", "czf", "/tmp/h.tgz", "/home/ada/.config"), "/home/ada")?.file // "/tmp/h.tgz"
 */
export function secretsArchive(invocation: Invocation, home: string): SecretsArchive | undefined {
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (args.length > 64 || !ARCHIVERS.has(invocation.name)) return undefined;
  const name = invocation.name;
  let file: string | undefined;
  let archive: string | undefined;
  if (name === "zip") {
    // zip [options] ARCHIVE FILES…: the first operand is the archive, `-` for standard output;
    // zip(1)'s options that take a value come before it (`-P password`, `-b path`, `-n suffixes`).
    archive = args.find((arg, index) => (!arg.startsWith("-") || arg === "-") && !ZIP_VALUES.has(args[index - 1] ?? ""));
    file = archive;
  } else if (name.startsWith("7z")) {
    // 7z a [switches] ARCHIVE FILES…, `-so` writing it to standard output instead.
    if (args[0] !== "a") return undefined;
    archive = args.slice(1).find((arg) => !arg.startsWith("-"));
    file = args.includes("-so") ? undefined : archive;
  } else {
    // tar creates with `c` (first word's letters or `-c`/`--create`); no `-f`, `-f -` or `-f /dev/stdout` writes to standard output.
    const first = args[0] ?? "";
    const create = /^-?[a-zA-Z]*c/.test(first) && !first.startsWith("--") || args.some((arg) => arg === "--create" || /^-[a-zA-Z]*c[a-zA-Z]*$/.test(arg));
    if (!create) return undefined;
    archive = tarArchiveOf(invocation.argv.slice(1))?.value;
    file = archive;
  }
  if (file === "-" || (file !== undefined && /^\/dev\/(?:stdout|fd\/1)$/.test(file))) file = undefined;
  const cwd = invocation.cwd.known ? invocation.cwd.path : undefined;
  for (const field of invocation.argv.slice(1)) {
    const value = field.value;
    if (value === undefined || value.startsWith("-") || value === "" || value === archive) continue;
    const absolute = value.startsWith("/") ? value : cwd !== undefined ? posix.resolve(cwd, value) : undefined;
    if (absolute === undefined) continue;
    const holder = secretsHolder(posix.normalize(absolute), home);
    if (holder) return { secrets: `${name} of ${holder}`, ...(file === undefined ? {} : { file }) };
  }
  return undefined;
}

/** An archive of a secrets-holding directory written to standard output: the data carries them. */
function archivedSecrets(invocation: Invocation, home: string): string | undefined {
  const archive = secretsArchive(invocation, home);
  return archive && archive.file === undefined ? archive.secrets : undefined;
}

function collect(field: Field, secrets: string[], environment: string[]): void {
  const origin = field.dynamic?.provenance;
  if (!origin || field.dynamic?.numeric) return;
  secrets.push(...(origin.secrets ?? []), ...secretVariables(origin));
  environment.push(...(origin.environment ?? []));
}

/**
 * What is left of the marks when a filter keeps only names: the keys of JSON or YAML (`kubectl get
 * secret db -o json | jq '.data | keys'`) carry none of the values; the names of `NAME=value` lines
 * (`env | cut -d= -f1`) carry none of the environment's values. A token printed alone has no `=`,
 * so a name filter keeps it whole: its mark stays.
 */
function namesOf(invocation: Invocation, output: DataSource): DataSource {
  const origin = output.provenance;
  if (!origin.secrets?.length && !origin.environment?.length && !origin.listings?.length && secretVariables(origin).length === 0) return output;
  const args = invocation.argv.slice(1).map((field) => field.value ?? "?");
  const secrets = origin.secrets ?? [];
  if (keepsOnlyKeys(invocation.name, args) || (!origin.environment?.length && (keepsOnlyNonSensitiveOutputs(invocation.name, args, secrets) || selectsPublicItemFields(invocation.name, args, secrets)))) {
    const { secrets: _secrets, environment: _environment, listings: _listings, ...rest } = origin;
    const dropped = new Set([...(origin.secrets ?? []), ...(origin.environment ?? []), ...secretVariables(origin)]);
    return { ...output, provenance: { ...rest, sources: rest.sources.filter((source) => !dropped.has(source)) } };
  }
  if (origin.environment?.length && keepsOnlyVariableNames(invocation.name, args)) {
    const { environment: dumped, ...rest } = origin;
    // `cut -s`, `grep -o`: lines without a name are dropped; otherwise a multi-line value's tail passes.
    const names = dropsUnnamedLines(invocation.name, args) ? rest.names : [...(rest.names ?? []), ...dumped].slice(0, 8);
    return { ...output, provenance: { ...rest, ...(names?.length ? { names } : {}), sources: rest.sources.filter((source) => !dumped.includes(source)) } };
  }
  return output;
}

/** `env | grep -i proxy` prints proxy settings, not the environment; `env | grep TOKEN` and `env | grep DD_` print what the names hold. */
function filterEnvironment(invocation: Invocation, output: DataSource): DataSource {
  const dumped = output.provenance.environment;
  if (!dumped?.length || !LINE_FILTERS.has(invocation.name)) return output;
  const args = invocation.argv.slice(1);
  const patternIndex = args.findIndex((field, index) => field.value !== undefined && !field.value.startsWith("-") && !/^-[a-zA-Z]*[efm]$/.test(args[index - 1]?.value ?? ""));
  const explicit = args.filter((field, index) => /^-[a-zA-Z]*e$|^--regexp$/.test(args[index - 1]?.value ?? "")).map((field) => field.value);
  const patterns = explicit.length > 0 ? explicit : [args[patternIndex]?.value];
  const counts = args.some((field) => /^-[a-zA-Z]*[cqlL]|^--(?:count|quiet|silent|files-with)/.test(field.value ?? ""));
  const inverted = args.some((field) => /^-[a-zA-Z]*v|^--invert-match$/.test(field.value ?? ""));
  if (inverted && !counts) return output;
  // A filter hides the environment only when it can pick out nothing but everyday variables (`grep ^PATH=`, `grep -i proxy`).
  if (!counts && patterns.some((pattern) => pattern === undefined || SECRET_PATTERN.test(pattern) || looksLikeSecretName(pattern) || !selectsEverydayVariables(pattern))) return output;
  const { environment: _dropped, ...rest } = output.provenance;
  return { ...output, provenance: { ...rest, sources: rest.sources.filter((source) => !dumped.includes(source)) } };
}

function looksLikeSecretName(pattern: string): boolean {
  const word = /[A-Za-z_][A-Za-z0-9_]*/.exec(pattern)?.[0];
  return word !== undefined && isSecretVariable(word);
}
