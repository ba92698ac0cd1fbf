/**
 * The guard's own model of a shell command, independent of the parser: fields (expanded words),
 * invocations (one program run with its arguments, redirects and input), and findings.
 */

/** Where data of unknown text comes from. Flags merge by "or" as data flows through pipes. */
export interface Provenance {
  /** Fetched from the network (curl, wget, nc, a socket). */
  network: boolean;
  /** Passed through a decoder (base64 -d, xxd -r, …) whose input is unknown. */
  obfuscated: boolean;
  /** Printed by a local program the guard cannot evaluate. */
  generated: boolean;
  /** An unknown variable or positional parameter. */
  parameter: boolean;
  /** Printed by a known environment-setup tool (`ssh-agent -s`, `pyenv init -`, …). */
  envInit: boolean;
  /** Credentials the data holds, by the command that printed or decrypted them (`gh auth token`). */
  secrets?: readonly string[];
  /** Dumps of the environment the data holds, by the command that printed them (`env`, `export -p`): exported tokens live there. */
  environment?: readonly string[];
  /**
   * Dumps of the environment reduced to its names by a filter that passes lines without `=` whole
   * (`env | cut -d= -f1`): the continuation lines of a multi-line value get through. Harmless in
   * the transcript; sent over the network, a value may go with them.
   */
  names?: readonly string[];
  /** Listings of settings that keep credentials among harmless entries (`git config --list`, `docker inspect`): filtered for secret words, what is left is those credentials. */
  listings?: readonly string[];
  /**
   * Private data the data holds, by the command that produced it: a dump or export of a database
   * server that is not this machine's, the clipboard, a capture of the screen, a camera or the
   * microphone. Harmless in the transcript or a local file; sent over the network, it leaves.
   */
  privateData?: readonly string[];
  /**
   * Decoders the data passed through (`base64 -d`, `xxd -r`, `certutil -decode`), kept even when the
   * guard computed the decoded text: a file the command decodes and then runs is code no one could
   * read in the command (ATT&CK T1140), so running it asks whatever it holds.
   */
  decoded?: readonly string[];
  /** Names of the programs that produced the data, for reasons. */
  sources: readonly string[];
}

/** The part of a field the guard cannot know statically. */
export interface DynamicInfo {
  /** The static text before the first unknown part. */
  prefix: string;
  /** The value if every unknown variable were empty or unset; undefined when a substitution contributes. */
  ifEmpty: string | undefined;
  /** Every unknown variable is guarded (`${X:?}`), so the command fails instead of running with it empty. */
  guarded: boolean;
  /** Only digits can appear in the unknown parts (`$((…))`, `${#x}`, `$$`). */
  numeric: boolean;
  provenance: Provenance;
  /** The value with each unknown part replaced by `UNKNOWN_PART` (`/proc/\u0001/environ`), when known text surrounds them. */
  shape?: string;
}

/** What stands for an unknown part of a word in `DynamicInfo.shape`. */
export const UNKNOWN_PART = "\u0001";

/** One shell field: a word after brace, tilde, parameter and command expansion, and field splitting. */
export interface Field {
  /** The value when fully known: quotes removed, escapes decoded, `~` and known variables expanded. */
  value: string | undefined;
  /** The word as written. */
  text: string;
  /** The value holds unquoted glob characters that the shell expands. */
  glob: boolean;
  /** What is unknown about the value (absent when `value` is known). */
  dynamic?: DynamicInfo;
  /** A process substitution `<(…)`/`>(…)`: the field names a pipe to or from those commands (what they print, when known, and the paths a listing among them yields, `<(find ~/x)`). */
  process?: { direction: "in" | "out"; provenance: Provenance; text?: string; found?: Field["found"] };
  /** A `find -exec` placeholder: each path `find` visits below `root`. */
  /** `only`: every path found matches one of `names` (find has no `-o` alternative to them); `paths`: the whole-path patterns they match (`-path '*\/.aws/*'`). */
  found?: { root: Field; narrowed: boolean; names?: readonly string[]; only?: boolean; paths?: readonly string[] };
}

/** The working directory at some point of a script. */
export type CwdState =
  | { known: true; path: string; initial: boolean }
  | { known: false; initial: boolean };

/** Data fed to a command's input or into a code sink. */
export interface DataSource {
  provenance: Provenance;
  /** The data, when the guard could compute it (echo, printf, heredocs, base64 -d of a literal, …). */
  text?: string;
  /** What produced it, for reasons: `curl https://x`. */
  description: string;
  /** The data is a file's content (`< file`): as opaque as running that file. */
  file?: Field;
  /** The data is a list of paths `find` visits (`find … | xargs rm`). */
  found?: Field["found"];
  /**
   * The data is a JSON file's text rewritten by a filter (`jq '.permissions.deny += [...]' FILE`):
   * the file, by the path the script writes it under, and the filter with its `--arg` values, so
   * writing the data back onto the file is judged by the change the filter makes.
   */
  rewrite?: { file: string; filter: string; variables: Readonly<Record<string, unknown>> };
  /** Known pieces of data that is partly unknown (`(cat x; echo 'rm -rf /') | sh`). */
  fragments?: readonly string[];
}

/** A redirect of one invocation (or of a compound command). */
export interface Redirection {
  op: string;
  fd?: number;
  target: Field;
}

/** Where an invocation sits in a pipeline. */
export interface PipelinePosition {
  id: number;
  stage: number;
  stages: number;
}

/** One program run: the command after wrappers (sudo, env, timeout, …) are stripped. */
export interface Invocation {
  /** The program's base name (`/usr/bin/rm` → `rm`), or "" when the command word is dynamic. */
  name: string;
  /** Every field, the command word first. */
  argv: readonly Field[];
  /** `NAME=value` prefixes, including those set through `env` or `sudo`. */
  assignments: ReadonlyMap<string, Field>;
  redirects: readonly Redirection[];
  /** Standard input when it is not inherited: a pipe, heredoc, herestring or file. */
  stdin?: DataSource;
  cwd: CwdState;
  /** How the command was reached, outermost first: `["bash -c", "sudo"]`. */
  via: readonly string[];
  /** Runs with raised privileges (sudo, doas, su, pkexec, …). */
  elevated: boolean;
  pipeline?: PipelinePosition;
  /** The command as written in the outermost script. */
  text: string;
  /** The command normalized: base name and arguments, `?` for unknown ones. */
  line: string;
  /** Symbolic links created earlier in the script (link → target, absolute when known). */
  links?: ReadonlyMap<string, string>;
  /** What the script wrote to files before this command, by path (so `psql -f x.sql` is judged by what x.sql holds). */
  files?: ReadonlyMap<string, DataSource>;
  /** Runs on another host or in a container (`ssh host`, `docker exec db`): its paths are that machine's, none of them the project. */
  remote?: string;
  /** In a container with host directories bind-mounted: mapped paths are the host's, so the project is still the project. */
  mounted?: boolean;
  /**
   * Runs in a service of the project's own compose file (`docker compose exec redis …`), named: a
   * data client there talks, unless told otherwise, to that service — the project's own local store.
   */
  composeService?: string;
  /** In a loop walked once for all its passes (`while git stash drop; do :; done`): it may run many times. */
  repeated?: boolean;
}

/** A verdict short of allowing. */
export type FindingDecision = "ask" | "deny";

/** One thing a rule found. */
export interface Finding {
  /** Stable rule id, e.g. `fs.recursive-delete-root`. */
  rule: string;
  /** The rule's category, e.g. `filesystem`. */
  category: string;
  decision: FindingDecision;
  /** What was found, in words. */
  reason: string;
  /** A catastrophic target (the root, a home directory, a system directory, a disk): no allow-list or override lowers it. */
  catastrophic: boolean;
  /** The command it was found in (for allow-lists). */
  invocation?: Invocation;
}

/** The empty provenance: fully known data. */
export const NO_PROVENANCE: Provenance = Object.freeze({
  network: false,
  obfuscated: false,
  generated: false,
  parameter: false,
  envInit: false,
  sources: Object.freeze([]) as readonly string[],
});

/**
 * Merges provenances ("or" of every flag).
 *
 * @example
 * mergeProvenance(a, b).network // true when either came from the network
 */
export function mergeProvenance(...items: readonly Provenance[]): Provenance {
  if (items.length === 1) return items[0] as Provenance;
  const sources = new Set<string>();
  const merged: Omit<Provenance, "sources"> = { network: false, obfuscated: false, generated: false, parameter: false, envInit: false };
  for (const item of items) {
    merged.network ||= item.network;
    merged.obfuscated ||= item.obfuscated;
    merged.generated ||= item.generated;
    merged.parameter ||= item.parameter;
    merged.envInit ||= item.envInit;
    if (item.secrets?.length) merged.secrets = union(merged.secrets, item.secrets);
    if (item.environment?.length) merged.environment = union(merged.environment, item.environment);
    if (item.listings?.length) merged.listings = union(merged.listings, item.listings);
    if (item.names?.length) merged.names = union(merged.names, item.names);
    if (item.privateData?.length) merged.privateData = union(merged.privateData, item.privateData);
    if (item.decoded?.length) merged.decoded = union(merged.decoded, item.decoded);
    for (const source of item.sources) if (sources.size < 8) sources.add(source);
  }
  return { ...merged, sources: [...sources] };
}

function union(first: readonly string[] | undefined, second: readonly string[]): readonly string[] {
  if (!first) return second;
  return [...new Set([...first, ...second])].slice(0, 8);
}

/** A provenance with the given flags set. */
export function provenance(flags: Partial<Omit<Provenance, "sources">>, sources: readonly string[] = []): Provenance {
  return { ...NO_PROVENANCE, ...flags, sources };
}

/** Whether nothing about the data is unknown. */
export function isKnownProvenance(value: Provenance): boolean {
  return !value.network && !value.obfuscated && !value.generated && !value.parameter && !value.envInit;
}

/** A field with a known value. */
export function staticField(value: string, text = value): Field {
  return { value, text, glob: false };
}

/** Whether a field's value is known and, optionally, equals one of `values`. */
export function fieldIs(field: Field | undefined, ...values: string[]): boolean {
  return field?.value !== undefined && (values.length === 0 || values.includes(field.value));
}
