import type { Invocation } from "../model.js";
import { ownEntry } from "../../../util/own-entry.js";

/** One documented option whose value is a command the program runs on this machine. */
interface CommandOption {
  /** Long spellings (`--pre`), taking `--pre=CMD` or `--pre CMD`. */
  long?: readonly string[];
  /** Long spellings that take their value only after `=` (`git grep --open-files-in-pager=CMD`). */
  longAttached?: readonly string[];
  /** Short spellings (`-S`), taking `-S CMD` or `-SCMD`. */
  short?: readonly string[];
  /** Short spellings whose value can only be attached (`git grep -OCMD`). */
  shortAttached?: readonly string[];
  /** The option counts only after one of these subcommands (`git clone --upload-pack`). */
  subcommands?: readonly string[];
}

/**
 * Documented options whose value a program runs as a command (through a shell or as a program and
 * its arguments), by program. Each is judged as the command it runs here. Options other modules read
 * with more structure (tar `-I`, `rsync -e`, `ssh -o`, `git -c`, `man -P`, vim's `-c`, …) are in
 * hidden-code.ts; wrappers that take a whole command (`watchexec`, `entr`, `nodemon`) in wrappers.ts.
 */
const COMMAND_OPTIONS: Readonly<Record<string, readonly CommandOption[]>> = {
  // ripgrep: `--pre COMMAND` runs COMMAND with each searched file as its argument.
  rg: [{ long: ["--pre"] }],
  // fzf and skim: the preview command runs through $SHELL for the selected line.
  fzf: [{ long: ["--preview"] }],
  sk: [{ long: ["--preview", "--cmd"], short: ["-c"] }],
  // git: the programs run for the other side of a local or `ext::` transport, difftool's command, grep's pager, send-email's helpers.
  git: [
    { long: ["--upload-pack"], subcommands: ["clone", "fetch", "pull", "ls-remote", "fetch-pack"] },
    { short: ["-u"], subcommands: ["clone", "ls-remote"] },
    { long: ["--receive-pack"], subcommands: ["push", "send-pack"] },
    { long: ["--exec"], subcommands: ["push", "send-pack", "fetch-pack", "archive"] },
    { long: ["--extcmd"], short: ["-x"], subcommands: ["difftool"] },
    { longAttached: ["--open-files-in-pager"], shortAttached: ["-O"], subcommands: ["grep"] },
    { long: ["--sendmail-cmd", "--to-cmd", "--cc-cmd", "--header-cmd"], subcommands: ["send-email"] },
  ],
  // GNU tar: the end-of-volume script and the remote shell.
  tar: [{ long: ["--info-script", "--new-volume-script", "--rsh-command"], short: ["-F"] }],
  gtar: [{ long: ["--info-script", "--new-volume-script", "--rsh-command"], short: ["-F"] }],
  // zip: `-TT CMD` / `--unzip-command CMD` tests the archive with CMD.
  zip: [{ longAttached: ["--unzip-command"] }],
  // scp and sftp: `-S PROGRAM` replaces ssh; sftp's `-D PROGRAM` runs a local sftp server.
  scp: [{ short: ["-S"] }],
  sftp: [{ short: ["-S", "-D"] }],
  // GNU sort compresses its temporary files with PROG.
  sort: [{ long: ["--compress-program"] }],
  gsort: [{ long: ["--compress-program"] }],
  // mysql and mariadb page their output through a shell command.
  mysql: [{ long: ["--pager"] }],
  mariadb: [{ long: ["--pager"] }],
  // tcpdump runs `-z COMMAND savefile` after each rotation.
  tcpdump: [{ short: ["-z"] }],
  // pandoc runs each `--filter PROGRAM` on the document.
  pandoc: [{ long: ["--filter"], short: ["-F"] }],
  // npm, pnpm and yarn run every script through `--script-shell`.
  npm: [{ long: ["--script-shell"] }],
  pnpm: [{ long: ["--script-shell"] }],
  yarn: [{ long: ["--script-shell"] }],
};

/** fzf's `--bind` actions whose argument is a command (`execute(…)`, `become:…`, `reload(…)`, …). */
const FZF_COMMAND_ACTIONS = /(?:^|[,:+])(execute-silent|execute-multi|execute|become|reload-sync|reload|change-preview|preview|bg-transform[\w-]*|transform[\w-]*)([([{<~!@#$%^&*;/|:])/g;
const FZF_CLOSERS: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}", "<": ">" };

/** cargo configuration keys whose value is a program cargo runs (`target.<triple>.runner`, the rustc wrapper, linkers, credential providers). */
const CARGO_PROGRAM_KEYS = /^(?:target\.(?:[\w.-]+|'[^']*'|"[^"]*")\.(?:runner|linker)|host\.linker|build\.(?:rustc|rustdoc|rustc-wrapper|rustc-workspace-wrapper)|(?:registry|registries\.[\w-]+)\.credential-provider|registry\.global-credential-providers|credential-alias\.[\w-]+)$/;

/** The most option words read per command. */
const MAX_WORDS = 256;

/**
 * Commands a program runs that are written as an option's value (`rg --pre CMD`, `fzf --preview`,
 * `fzf --bind 'key:execute(CMD)'`, `git clone --upload-pack`, `git difftool -x`, `tar -F`,
 * `scp -S`, `sort --compress-program`, `mysql --pager`, `tcpdump -z`, `npm --script-shell`,
 * `cargo --config 'target.….runner=…'`, `less '+!CMD'`, git's `ext::CMD` remotes): each value,
 * with the program's placeholders filled in, is shell code judged as if it ran here.
 *
 * @example
 * optionCommands(invocation("rg", "--pre", "rm -rf ~", "x")) // [{ value: "rm -rf ~", label: "rg --pre" }]
 */
export function optionCommands(invocation: Invocation): { value: string; label: string }[] {
  const found: { value: string; label: string }[] = [];
  const values = invocation.argv.slice(1, MAX_WORDS + 1).map((field) => field.value ?? "");
  const name = invocation.name;
  const table = ownEntry(COMMAND_OPTIONS, name);
  if (table) {
    const subcommand = name === "git" ? gitSubcommand(values) : undefined;
    for (const option of table) {
      if (option.subcommands && (subcommand === undefined || !option.subcommands.includes(subcommand))) continue;
      for (const value of optionValues(values, option)) found.push({ value: name === "fzf" || name === "sk" ? fillPlaceholders(value) : value, label: `${name} option` });
    }
  }
  if (name === "fzf" || name === "sk") for (const value of bindCommands(values)) found.push({ value, label: `${name} --bind` });
  if (name === "cargo") for (const value of cargoPrograms(values)) found.push({ value, label: "cargo --config" });
  if (name === "less" || name === "more") {
    // less runs `!command` through the shell; `+cmd` runs cmd as the first command.
    for (const value of values) if (/^\+\s*!/.test(value)) found.push({ value: value.replace(/^\+\s*!+/, "").replace(/%/g, "file"), label: `${name} +!` });
  }
  if (name === "git") for (const value of values) if (value.startsWith("ext::")) found.push({ value: extCommand(value.slice(5)), label: "git ext:: remote" });
  return found;
}

/** Every value an option takes in a command line, in all its documented spellings. */
function optionValues(values: readonly string[], option: CommandOption): string[] {
  const found: string[] = [];
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    if (value === "--") break;
    for (const long of option.long ?? []) {
      if (value === long && values[index + 1] !== undefined) found.push(values[index + 1] as string);
      else if (joinedTo(value, long)) found.push(value.slice(long.length + 1));
    }
    for (const long of option.longAttached ?? []) if (joinedTo(value, long)) found.push(value.slice(long.length + 1));
    for (const short of option.short ?? []) {
      if (value === short && values[index + 1] !== undefined) found.push(values[index + 1] as string);
      else if (value.startsWith(short) && value.length > short.length && !value.startsWith("--")) found.push(value.slice(short.length));
    }
    for (const short of option.shortAttached ?? []) if (value.startsWith(short) && value.length > short.length && !value.startsWith("--")) found.push(value.slice(short.length));
  }
  return found.filter((value) => value.trim() !== "");
}

/** Whether `value` is `option=…`; read without building the string, as every word meets every option of its program. */
function joinedTo(value: string, option: string): boolean {
  return value.length > option.length && value.charCodeAt(option.length) === EQUALS && value.startsWith(option);
}

const EQUALS = 61;

/** git's subcommand: the first word after the global options (`-C dir`, `-c k=v` take a value). */
function gitSubcommand(values: readonly string[]): string | undefined {
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    if (value === "-C" || value === "-c" || value === "--git-dir" || value === "--work-tree" || value === "--namespace" || value === "--config-env") index++;
    else if (!value.startsWith("-")) return value;
  }
  return undefined;
}

/** fzf replaces `{}`, `{q}`, `{+}`, `{1..3}` and the like with the selection: a file name stands in for it. */
function fillPlaceholders(value: string): string {
  return value.replace(/\{[+sfrnq0-9.,-]{0,12}\}/g, "file");
}

/** The commands of fzf's `--bind KEY:ACTION(CMD)` and `KEY:ACTION:CMD` bindings (also in `--bind=`). */
function bindCommands(values: readonly string[]): string[] {
  const bindings = values.flatMap((value, index) => (value === "--bind" ? [values[index + 1] ?? ""] : value.startsWith("--bind=") ? [value.slice(7)] : []));
  const found: string[] = [];
  for (const binding of bindings) {
    for (const match of binding.matchAll(FZF_COMMAND_ACTIONS)) {
      const open = match[2] as string;
      const start = (match.index ?? 0) + match[0].length;
      // `action:command` takes the rest of the binding; a delimiter pair ends at its first closing character.
      const end = open === ":" ? binding.length : binding.indexOf(ownEntry(FZF_CLOSERS, open) ?? open, start);
      const command = binding.slice(start, end < 0 ? binding.length : end);
      if (command.trim() !== "") found.push(fillPlaceholders(command));
    }
  }
  return found;
}

/** Programs set by `cargo --config KEY=VALUE` for keys whose value cargo runs (a TOML string or array). */
function cargoPrograms(values: readonly string[]): string[] {
  const settings = values.flatMap((value, index) => (value === "--config" ? [values[index + 1] ?? ""] : value.startsWith("--config=") ? [value.slice(9)] : []));
  const found: string[] = [];
  for (const setting of settings) {
    const equals = setting.indexOf("=");
    if (equals < 0 || !CARGO_PROGRAM_KEYS.test(setting.slice(0, equals).trim())) continue;
    found.push(tomlCommand(setting.slice(equals + 1).trim()));
  }
  return found.filter((value) => value.trim() !== "");
}

/** A TOML string (`"a b"`) or array of strings (`["a", "b"]`) as a command line. */
function tomlCommand(value: string): string {
  if (value.startsWith("[")) return [...value.matchAll(/"((?:\\.|[^"\\])*)"|'([^']*)'/g)].map((match) => quoteWord(match[1] ?? match[2] ?? "")).join(" ");
  const quoted = /^"((?:\\.|[^"\\])*)"$|^'([^']*)'$/.exec(value);
  return quoted ? (quoted[1] ?? quoted[2] ?? "").replace(/\\(.)/g, "$1") : value;
}

/** git's `ext::` remote: words split at unescaped spaces, `% ` is a space, `%%` a percent sign, `%s`/`%S`/`%G`/`%V` placeholders. */
function extCommand(text: string): string {
  const words: string[] = [""];
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === "%" && index + 1 < text.length) {
      const next = text[++index] as string;
      words[words.length - 1] += next === " " ? " " : next === "%" ? "%" : "git-upload-pack";
    } else if (char === " ") words.push("");
    else words[words.length - 1] += char;
  }
  return words.filter((word) => word !== "").map(quoteWord).join(" ");
}

function quoteWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
