import { provenance, staticField, type Field, type Invocation } from "../model.js";
import { parseOptions } from "./getopt.js";
import { splitShellWords } from "./split-words.js";
import { subscriptCommands } from "../evaluate/arithmetic-subscripts.js";
import { optionCommands } from "./command-options.js";
import { carriedCommands } from "./package-manager-hooks.js";
import { looksLikeSql } from "./typed-text.js";
import { joinFields } from "./wrappers.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Code a command runs that is written inside one of its options, its configuration or its environment. */
export interface HiddenCode {
  /** Shell code (re-parsed). */
  code: { field: Field; label: string }[];
  /** Commands given as words. */
  commands: { argv: Field[]; label: string }[];
}

/** Environment variables whose value some program runs as a command. */
const COMMAND_VARIABLES = new Set(["EDITOR", "VISUAL", "PAGER", "GIT_EDITOR", "GIT_PAGER", "GIT_SEQUENCE_EDITOR", "GIT_SSH_COMMAND", "GIT_EXTERNAL_DIFF", "GIT_ASKPASS", "SSH_ASKPASS", "GIT_PROXY_COMMAND", "MANPAGER", "SYSTEMD_PAGER",
  // Programs other tools start by this name: editors, pagers, remote shells, askpass helpers, compilers' wrappers.
  "GIT_SSH", "SUDO_ASKPASS", "SUDO_EDITOR", "SYSTEMD_EDITOR", "KUBE_EDITOR", "GH_EDITOR", "GH_PAGER", "PSQL_PAGER", "PSQL_EDITOR", "BAT_PAGER", "DELTA_PAGER", "AWS_PAGER", "PERLDOC_PAGER", "FCEDIT", "HGEDITOR", "SVN_EDITOR", "CVS_RSH", "RSYNC_RSH", "RSYNC_CONNECT_PROG", "FZF_DEFAULT_COMMAND", "RUSTC_WRAPPER", "RUSTC_WORKSPACE_WRAPPER", "CARGO_BUILD_RUSTC_WRAPPER", "npm_config_script_shell", "NPM_CONFIG_SCRIPT_SHELL"]);
/** Builtins that take a variable name (with a subscript) or an arithmetic expression as an argument. */
const NAME_TAKING_BUILTINS: ReadonlySet<string> = new Set(["read", "printf", "test", "[", "unset", "mapfile", "readarray", "getopts", "wait", "let", "declare", "typeset", "local", "export", "readonly", "shift", "return", "exit"]);
/** Environment variables that hold a program's default options, by program. */
const DEFAULT_OPTION_VARIABLES: Readonly<Record<string, string>> = { tar: "TAR_OPTIONS", gtar: "TAR_OPTIONS", fzf: "FZF_DEFAULT_OPTS", sk: "SKIM_DEFAULT_OPTIONS" };
/** `CARGO_TARGET_<TRIPLE>_RUNNER`/`_LINKER`: programs cargo runs for that target. */
const CARGO_TARGET_PROGRAM = /^CARGO_TARGET_\w+_(?:RUNNER|LINKER)$/;
/** git configuration keys whose value git runs through a shell. */
const GIT_COMMAND_KEYS = /^(?:core\.(?:pager|editor|sshcommand|fsmonitor|askpass|gitproxy)|sequence\.editor|diff\.external|gpg\.program|gpg\.\w+\.program|pager\.[\w.-]+|interactive\.difffilter|uploadpack\.packobjectshook|merge\.[\w.-]+\.driver|filter\.[\w.-]+\.(?:clean|smudge|process)|diff\.[\w.-]+\.(?:textconv|command)|difftool\.[\w.-]+\.cmd|mergetool\.[\w.-]+\.cmd|credential(?:\.[^=]+)?\.helper|core\.alternaterefscommand|sendemail\.(?:tocmd|cccmd|headercmd|sendmailcmd)|remote\.[\w.-]+\.(?:uploadpack|receivepack)|(?:browser|man)\.[\w.-]+\.cmd|trailer\.[\w.-]+\.(?:command|cmd)|alias\.[\w.-]+)$/i;
const GIT_FILTER_OPTIONS = new Set(["--tree-filter", "--index-filter", "--msg-filter", "--env-filter", "--commit-filter", "--parent-filter", "--tag-name-filter"]);

/**
 * Finds code hidden in a command's options, configuration or environment: `git -c core.pager=…`,
 * `git filter-branch --tree-filter`, `git rebase --exec`, `ssh -o ProxyCommand=…`, `rsync -e`,
 * `tar --to-command`/`-I`/`--checkpoint-action=exec=`, `zip -TT`, `vim -c '!…'`, tmux commands,
 * crontab lines, sed's `e`, AppleScript's `do shell script`, and `EDITOR`/`PAGER`/`GIT_SSH_COMMAND`-like variables.
 *
 * @example
 * hiddenCode(invocation("git", "-c", "core.pager=rm -rf /", "log")).code[0]?.field.value // "rm -rf /"
 */
export function hiddenCode(invocation: Invocation): HiddenCode {
  const found: HiddenCode = { code: [], commands: [] };
  for (const [name, value] of invocation.assignments) {
    if (COMMAND_VARIABLES.has(name)) {
      if (value.value === undefined) found.code.push({ field: value, label: name });
      else if (SHELL_OF_EXPANSIONS.test(value.value)) found.code.push({ field: runTimeCode(value.value), label: name });
      else addCode(found, value.value, name);
    } else if (CARGO_TARGET_PROGRAM.test(name)) addCode(found, value.value, name);
    else if (name === "LESSOPEN" && value.value?.startsWith("|")) addCode(found, value.value.replace(/^\|+/, "").replace(/%s/g, "file"), name);
    // less runs LESSCLOSE through the shell when it closes a file LESSOPEN prepared.
    else if (name === "LESSCLOSE" && value.value !== undefined) addCode(found, value.value.replace(/%s/g, "file"), name);
    // Prompts are expanded, command substitutions included, each time the shell shows them (PS4 before every traced command).
    else if (/^PS[0124]$/.test(name) && /\$\(|`/.test(value.value ?? "")) addCode(found, value.value, name);
    else if (name === "PROMPT_COMMAND" && value.value !== undefined) addCode(found, value.value, name);
    // bash sources $BASH_ENV (sh and bash in POSIX mode $ENV) before running a script or `-c` code.
    else if ((name === "BASH_ENV" || name === "ENV") && value.process?.text !== undefined) addCode(found, value.process.text, name);
  }
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  switch (invocation.name) {
    case "git":
      git(args, found, (value: string | undefined, label: string) => addCode(found, value, label), invocation.assignments);
      break;
    case "ssh":
    case "scp":
    case "sftp":
      values.forEach((value, index) => {
        const option = value === "-o" ? (values[index + 1] ?? "") : value.startsWith("-o") ? value.slice(2) : "";
        const match = /^(ProxyCommand|LocalCommand|KnownHostsCommand|RemoteCommand)[=\s]+([\s\S]+)$/i.exec(option);
        if (match && !/^none$/i.test(match[2] ?? "")) addCode(found, match[2], `ssh ${match[1]}`);
      });
      break;
    case "repo":
      // Android's repo(1): `repo forall [projects] -c command…` runs the command in every project's checkout.
      if (values[0] === "forall") {
        const at = values.findIndex((value) => value === "-c" || value === "--command");
        if (at > 0 && args.length > at + 1) found.code.push({ field: joinFields(args.slice(at + 1)), label: "repo forall -c" });
      }
      break;
    case "rsync":
      values.forEach((value, index) => {
        // `-e CMD`, also at the end of a cluster of flags (`-avze CMD`).
        if (/^-[a-zA-Z]*e$/.test(value) || value === "--rsh") addCode(found, values[index + 1], "rsync -e");
        else if (value.startsWith("--rsh=")) addCode(found, value.slice(6), "rsync -e");
        else if (value.startsWith("--rsync-path=")) addCode(found, value.slice(13), "rsync --rsync-path");
      });
      break;
    case "tar":
    case "bsdtar":
      values.forEach((value, index) => {
        if (value.startsWith("--to-command=")) addCode(found, value.slice(13), "tar --to-command");
        else if (value === "--to-command" || value === "-I" || value === "--use-compress-program") addCode(found, values[index + 1], `tar ${value}`);
        else if (value.startsWith("--use-compress-program=")) addCode(found, value.slice(23), "tar --use-compress-program");
        else if (/^--checkpoint-action=exec=/.test(value)) addCode(found, value.slice(25), "tar --checkpoint-action");
      });
      break;
    case "zip":
      values.forEach((value, index) => {
        if (value === "-TT" || value === "--unzip-command") addCode(found, values[index + 1], "zip -TT");
      });
      break;
    case "vim":
    case "vi":
    case "nvim":
    case "view":
    case "ex":
      values.forEach((value, index) => {
        const command = value === "-c" || value === "--cmd" ? values[index + 1] : value.startsWith("+") ? value.slice(1) : undefined;
        if (command !== undefined) for (const code of vimShellCommands(command)) addCode(found, code, `${invocation.name} -c`);
      });
      break;
    case "tmux":
      tmux(args, found);
      break;
    case "crontab":
      break;
    case "sed":
    case "gsed":
      sedExecute(args, values, (value: string | undefined, label: string) => addCode(found, value, label));
      break;
    case "osascript":
      osascriptShell(values, (value: string | undefined, label: string) => addCode(found, value, label));
      break;
    case "make":
    case "gmake":
      // `make --eval=$'x:\n\tcmd' x`: recipe lines are shell commands.
      values.forEach((value, index) => {
        const text = value.startsWith("--eval=") ? value.slice(7) : value === "--eval" || value === "-E" ? values[index + 1] : undefined;
        for (const recipe of makeRecipes(text ?? "")) addCode(found, recipe, "make --eval");
      });
      break;
    case "socat":
      // socat's EXEC: and SYSTEM: addresses run a program (SYSTEM: through sh -c).
      for (const value of values) {
        const address = /^(EXEC|SYSTEM):([^,]+)/i.exec(value);
        if (address) addCode(found, address[2], `socat ${address[1]?.toUpperCase()}:`);
      }
      break;
    case "npm":
    case "pnpm":
      npmScripts(values, (value: string | undefined, label: string) => addCode(found, value, label));
      break;
    case "gdb":
      // `gdb -ex '!cmd'` and `-ex 'shell cmd'` run cmd through a shell (GDB's "Shell Commands").
      values.forEach((value, index) => {
        const command = value === "-ex" || value === "--ex" || value === "-eval-command" || value === "--eval-command" || value === "-iex" ? values[index + 1] : /^--?eval-command=/.test(value) ? value.slice(value.indexOf("=") + 1) : undefined;
        const shell = command !== undefined ? /^\s*(?:!|shell\s+|pipe\s[^|]*\|)([\s\S]+)$/.exec(command) : null;
        if (shell) addCode(found, shell[1], "gdb shell");
      });
      break;
    case "man":
      // `man -P pager` and `--pager=` run the pager through a shell, like MANPAGER.
      values.forEach((value, index) => {
        if (value === "-P" || value === "--pager") addCode(found, values[index + 1], "man -P");
        else if (value.startsWith("--pager=")) addCode(found, value.slice(8), "man -P");
        else if (/^-P./.test(value)) addCode(found, value.slice(2), "man -P");
      });
      break;
    case "just":
      justCommands(args, found);
      break;
    case "expect":
      // Tcl: `spawn cmd args` and `exec cmd args` start programs.
      values.forEach((value, index) => {
        if (values[index - 1] !== "-c") return;
        for (const match of value.matchAll(/(?:^|[;\n{[])\s*(?:spawn|exec)\s+(?:-\w+\s+)*([^;\n\]}]+)/g)) addCode(found, match[1], "expect spawn");
      });
      break;
    default:
      break;
  }
  if (NAME_TAKING_BUILTINS.has(invocation.name)) {
    // `read 'a[$(cmd)]'`, `printf -v 'a[$(cmd)]'`, `test -v 'a[$(cmd)]'`, `unset 'a[$(cmd)]'`, `let 'x=a[$(cmd)]'`:
    // bash evaluates the subscript of a variable name it is given, and runs the substitution.
    for (const value of values) {
      if (invocation.name === "let" || /^[A-Za-z_]\w*\[/.test(value)) for (const command of subscriptCommands(value)) addCode(found, command, `${invocation.name} subscript`);
    }
  }
  for (const { value, label } of optionCommands(invocation)) addCode(found, value, label);
  for (const { code, label } of carriedCommands(invocation)) addCode(found, code, label);
  // `TAR_OPTIONS`, `FZF_DEFAULT_OPTS`: options read from the environment before the command line's own.
  const defaults = ownEntry(DEFAULT_OPTION_VARIABLES, invocation.name);
  const preset = defaults !== undefined ? invocation.assignments.get(defaults)?.value : undefined;
  if (preset !== undefined && invocation.argv[0]) {
    const inner = hiddenCode({ ...invocation, assignments: new Map(), argv: [invocation.argv[0], ...splitShellWords(staticField(preset))] });
    found.code.push(...inner.code);
    found.commands.push(...inner.commands);
  }
  for (const { value, label } of gitConfigFromEnvironment(invocation)) addCode(found, value, label);
  return found;
}

function addCode(found: HiddenCode, value: string | undefined, label: string, field?: Field): void {
  if (value !== undefined && value.trim() !== "") found.code.push({ field: field ?? staticField(value), label });
}

/** The most `GIT_CONFIG_KEY_<n>` entries read. */
const MAX_GIT_CONFIG_COUNT = 32;

/**
 * `GIT_CONFIG_COUNT=n GIT_CONFIG_KEY_0=k GIT_CONFIG_VALUE_0=v git …` sets configuration like
 * `git -c k=v`: values of keys git runs as commands are code.
 */
function gitConfigFromEnvironment(invocation: Invocation): { value: string; label: string }[] {
  if (invocation.name !== "git") return [];
  const found: { value: string; label: string }[] = [];
  for (let index = 0; index < MAX_GIT_CONFIG_COUNT; index++) {
    const key = invocation.assignments.get(`GIT_CONFIG_KEY_${index}`)?.value;
    const value = invocation.assignments.get(`GIT_CONFIG_VALUE_${index}`)?.value;
    if (key === undefined) break;
    if (value === undefined || !GIT_COMMAND_KEYS.test(key)) continue;
    if (/^(?:alias|credential)/i.test(key) && !value.startsWith("!")) continue;
    found.push({ value: value.replace(/^!/, ""), label: `GIT_CONFIG_KEY_${index}=${key}` });
  }
  return found;
}

/**
 * Shell commands in an Ex command line: `:!cmd`, `:r !cmd`, `:w !cmd`, `:silent !cmd`,
 * `:terminal cmd`, and vimscript's `system("cmd")`/`systemlist('cmd')` with a literal string.
 */
function vimShellCommands(command: string): string[] {
  const found: string[] = [];
  // `:!cmd`, `:r !cmd` and `:w !cmd` see a `|` as part of their command (`:help :bar`): the rest of the line is the shell's.
  const parts = command.split("|", 16);
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as string;
    const bang = /^[:\s]*(?:(?:sil(?:ent)?!?|exe(?:cute)?)\s+)?(?:r(?:ead)?\s*|w(?:rite)?\s*|[\d%.$,]{0,16})?!(.+)$/.exec(part);
    if (bang) {
      found.push([bang[1] as string, ...parts.slice(index + 1)].join("|"));
      break;
    }
    const shell = /^[:\s]*ter(?:m|mi|min|mina|minal)?!?\s+(?:\+\+\w+\s+)*(.+)$/.exec(part);
    if (shell) found.push(shell[1] as string);
  }
  for (const match of command.matchAll(/\bsystem(?:list)?\(\s*(?:"((?:\\.|[^"\\])*)"|'([^']*)')/g)) found.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : (match[2] ?? ""));
  return found;
}

/** MAX_RECIPE_LINES bounds the lines of a makefile read for recipes. */
const MAX_RECIPE_LINES = 2000;

/**
 * The recipe lines of makefile text (tab-led lines and `target: prereqs; recipe`), without their
 * `@`, `-` and `+` prefixes: each is a shell command make runs.
 *
 * @example
 * makeRecipes("x:\n\t@rm -rf dist\n") // ["rm -rf dist"]
 */
export function makeRecipes(text: string): string[] {
  const recipes: string[] = [];
  for (const line of text.split("\n", MAX_RECIPE_LINES)) {
    const recipe = line.startsWith("\t") ? line.slice(1) : /^[^:=\t#]+:[^=;]*;([\s\S]*)$/.exec(line)?.[1];
    if (recipe !== undefined && recipe.trim() !== "") recipes.push(recipe.replace(/^\s*[@+-]*\s*/, ""));
  }
  return recipes;
}

/**
 * `npm pkg set scripts.NAME=CMD` and `npm set-script NAME CMD` write a script that `npm run NAME`
 * (or an install, for lifecycle names) runs through a shell: the script is judged as code.
 */
function npmScripts(values: readonly string[], add: (value: string | undefined, label: string) => void): void {
  const verb = values.findIndex((value) => !value.startsWith("-"));
  if (values[verb] === "pkg" && values[verb + 1] === "set") {
    for (const value of values.slice(verb + 2)) {
      const match = /^scripts\.([^=]+)=([\s\S]*)$/.exec(value);
      if (match) add(match[2], `npm pkg set scripts.${match[1]}`);
    }
  } else if (values[verb] === "set-script" && values[verb + 2] !== undefined) add(values[verb + 2], "npm set-script");
}

/**
 * A shell started with `-c` code that expands variables or substitutions (`bash -c "$X"`, `sh -c
 * "$(cat f)"`). git-config(1) already runs the values of core.pager, core.editor,
 * core.sshCommand, core.fsmonitor, diff.external and `!` aliases and helpers through the shell,
 * and git(1) does the same for `GIT_SSH_COMMAND`, `GIT_EXTERNAL_DIFF`, `GIT_PAGER` and `PAGER`, so
 * a program with options is all they need (`less -R`, `code --wait`, `ssh -i key`); a second shell
 * given for one command runs code that exists only when the program expands it.
 */
const SHELL_OF_EXPANSIONS = /^\s*(?:\S*\/)?(?:ba|z|da|k|fi|c|tc)?sh\s+(?:-[a-zA-Z]+\s+)*-[a-zA-Z]*c[a-zA-Z]*\s+[\s\S]*[$`]/;

/** Code given as a value that only running it computes: judged as code a program printed (`code.generated`). */
function runTimeCode(text: string): Field {
  return { value: undefined, text, glob: false, dynamic: { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: provenance({ generated: true }, [text]) } };
}

function git(args: readonly Field[], found: HiddenCode, add: (value: string | undefined, label: string) => void, assignments: ReadonlyMap<string, Field>): void {
  const global = parseOptions(args, { values: "Cc", longValues: ["git-dir", "work-tree", "namespace", "config-env"], long: ["bare", "no-pager", "paginate"], flags: "pPhv", stopAtOperand: true });
  // `git --config-env=core.pager=VAR`: the key takes the value of the environment variable VAR.
  for (const entry of global.values("config-env")) {
    const text = entry.value ?? "";
    const equals = text.lastIndexOf("=");
    const value = equals > 0 ? assignments.get(text.slice(equals + 1))?.value : undefined;
    if (value !== undefined && GIT_COMMAND_KEYS.test(text.slice(0, equals)) && !/^(?:alias|credential)/i.test(text)) add(value, `git --config-env ${text.slice(0, equals)}`);
  }
  for (const entry of global.values("c")) {
    if (entry.value === undefined) {
      // `git -c core.fsmonitor="$(cat hook)" status`: a key that runs commands, set to a value only known when it runs.
      const key = /^([^=]+)=/.exec(entry.dynamic?.prefix ?? "")?.[1];
      if (key !== undefined && GIT_COMMAND_KEYS.test(key) && !/^(?:alias|credential)/i.test(key)) found.code.push({ field: entry, label: `git -c ${key}` });
      continue;
    }
    const text = entry.value;
    const equals = text.indexOf("=");
    const key = equals < 0 ? text : text.slice(0, equals);
    const value = equals < 0 ? "" : text.slice(equals + 1);
    if (!GIT_COMMAND_KEYS.test(key)) continue;
    const code = /^(?:alias|credential)/i.test(key) ? (value.startsWith("!") ? value.slice(1) : undefined) : value;
    if (code === undefined) continue;
    if (SHELL_OF_EXPANSIONS.test(code)) found.code.push({ field: runTimeCode(code), label: `git -c ${key}` });
    else add(code, `git -c ${key}`);
  }
  const [subcommand, ...rest] = global.operands;
  const restValues = rest.map((field) => field.value ?? "");
  // `git -c alias.pf='push --force' pf origin main` runs `git push --force origin main`.
  const alias = global.values("c").map((entry) => /^alias\.([^=]+)=([^!][\s\S]*)$/i.exec(entry.value ?? "")).find((match) => match && match[1] === subcommand?.value);
  if (alias) found.commands.push({ argv: [staticField("git"), ...splitShellWords(staticField(alias[2] as string)), ...rest], label: `git alias ${alias[1]}` });
  switch (subcommand?.value) {
    case "filter-branch":
      restValues.forEach((value, index) => {
        if (GIT_FILTER_OPTIONS.has(value)) add(restValues[index + 1], `git filter-branch ${value}`);
      });
      break;
    case "rebase":
      restValues.forEach((value, index) => {
        if (value === "--exec" || value === "-x") add(restValues[index + 1], "git rebase --exec");
        else if (value.startsWith("--exec=")) add(value.slice(7), "git rebase --exec");
      });
      break;
    case "submodule": {
      const foreach = restValues.indexOf("foreach");
      if (foreach >= 0) {
        const command = rest.slice(foreach + 1).filter((field) => field.value !== "--recursive" && field.value !== "-q" && field.value !== "--quiet");
        if (command.length) found.code.push({ field: joinFields(command), label: "git submodule foreach" });
      }
      break;
    }
    case "bisect":
      if (restValues[0] === "run" && rest.length > 1) found.commands.push({ argv: rest.slice(1), label: "git bisect run" });
      break;
    case "config": {
      const keyIndex = restValues.findIndex((value) => GIT_COMMAND_KEYS.test(value));
      const value = keyIndex >= 0 ? restValues[keyIndex + 1] : undefined;
      const key = keyIndex >= 0 ? restValues[keyIndex] : "";
      if (value !== undefined && (!/^(?:alias|credential)/i.test(key ?? "") || value.startsWith("!"))) add(value.replace(/^!/, ""), `git config ${key}`);
      break;
    }
    default:
      break;
  }
}

/** just's options that take a value, so `--command`'s words and the recipe names are found. */
const JUST_VALUED = new Set(["-f", "--justfile", "-d", "--working-directory", "--shell", "--shell-arg", "--set", "--dotenv-filename", "--dotenv-path", "-E", "--chooser", "--color", "--dump-format", "--list-heading", "--list-prefix", "--timestamp-format", "--command-color", "--unstable", "-s", "--show", "--usage"]);

/**
 * What just runs besides a justfile's recipes, from its `--help`: `--command CMD ARGS…` (`-c`)
 * runs CMD with the justfile's environment, through the recipe shell with `--shell-command`; and
 * `--shell PROGRAM --shell-arg ARG…` replaces the program each recipe line is given to (`PROGRAM
 * ARG… LINE`), so `--shell bash --shell-arg -c --shell-arg 'rm -rf ~'` runs that code. The
 * recipe line itself comes from the justfile (`commands/task-files.ts`); `:` stands for it here.
 * `--set NAME VALUE` overrides a justfile variable, not the shell setting.
 */
function justCommands(args: readonly Field[], found: HiddenCode): void {
  let shell: Field | undefined;
  const shellArgs: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value ?? "";
    if (value === "--command" || value === "-c") {
      const command = args.slice(index + 1);
      if (command.length === 0) return;
      if (args.some((field) => field.value === "--shell-command")) found.code.push({ field: joinFields(command), label: "just --shell-command" });
      else found.commands.push({ argv: command, label: "just --command" });
      return;
    }
    const [option, attached] = value.startsWith("--") && value.includes("=") ? [value.slice(0, value.indexOf("=")), staticField(value.slice(value.indexOf("=") + 1))] : [value, undefined];
    if (!JUST_VALUED.has(option)) continue;
    const given = attached ?? args[++index];
    if (option === "--shell") shell = given;
    else if (option === "--shell-arg" && given) shellArgs.push(given);
    else if (option === "--set") index++;
  }
  if (shell) found.commands.push({ argv: [shell, ...shellArgs, staticField(":")], label: "just --shell" });
}

const TMUX_COMMANDS = new Set(["new-session", "new", "new-window", "neww", "split-window", "splitw", "respawn-pane", "respawnp", "respawn-window", "respawnw", "run-shell", "run", "display-popup", "popup", "if-shell", "if"]);
const TMUX_KEYS = /^(?:Enter|C-m|C-j|KPEnter|Escape|C-c|C-d|Space|Tab|BSpace)$/;

function tmux(args: readonly Field[], found: HiddenCode): void {
  const groups: Field[][] = [[]];
  for (const field of args) {
    if (field.value === ";" || field.value === "\\;") groups.push([]);
    else groups.at(-1)?.push(field);
  }
  for (const group of groups) {
    const start = group.findIndex((field) => field.value !== undefined && !field.value.startsWith("-"));
    const command = group[start]?.value;
    if (command === undefined) continue;
    const parsed = parseOptions(group.slice(start + 1), { flags: "dPhvbfAEIZklXNRH", values: "sntxyeFcwTLSrM", stopAtOperand: true });
    if (TMUX_COMMANDS.has(command) && parsed.operands.length) found.code.push({ field: joinFields(command === "if-shell" || command === "if" ? parsed.operands.slice(0, 2) : parsed.operands), label: `tmux ${command}` });
    if (command === "send-keys" || command === "send") {
      const keys = parsed.operands.filter((field) => !TMUX_KEYS.test(field.value ?? ""));
      const typed = joinFields(keys);
      // SQL typed into a database client is judged as SQL (typed-text.ts), not as a command line.
      if (keys.length && !(typed.value !== undefined && looksLikeSql(typed.value))) found.code.push({ field: typed, label: "tmux send-keys" });
    }
  }
}

/** GNU sed's `e command` and the `e` flag of `s///`, which run shell commands. */
function sedExecute(args: readonly Field[], values: readonly string[], add: (value: string | undefined, label: string) => void): void {
  const scripts: string[] = [];
  values.forEach((value, index) => {
    if (value === "-e" || value === "--expression") scripts.push(values[index + 1] ?? "");
    else if (value.startsWith("--expression=")) scripts.push(value.slice(13));
  });
  if (scripts.length === 0) {
    const first = args.find((field) => field.value !== undefined && !field.value.startsWith("-"));
    if (first?.value !== undefined) scripts.push(first.value);
  }
  for (const script of scripts) {
    for (const match of script.matchAll(/(?:^|[;\n])\s*(?:\d+|\$|\/[^/]*\/)?\s*e\s+([^;\n]+)/g)) add(match[1], "sed e");
    for (const match of script.matchAll(/(?:^|[;\n])\s*(?:\d+|\$|\/[^/]*\/)?\s*s(.)((?:\\.|(?!\1).)*)\1((?:\\.|(?!\1).)*)\1([a-zA-Z0-9]*)/g)) {
      if ((match[4] ?? "").includes("e")) add((match[3] ?? "").replace(/\\(.)/g, "$1"), "sed s///e");
    }
  }
}

/** AppleScript's `do shell script "…"` and JavaScript for Automation's `doShellScript('…')` in `osascript -e`. */
function osascriptShell(values: readonly string[], add: (value: string | undefined, label: string) => void): void {
  const scripts = values.flatMap((value, index) => (value === "-e" ? [values[index + 1] ?? ""] : []));
  for (const script of scripts) {
    for (const match of script.matchAll(/do\s+shell\s+script\s+"((?:\\.|[^"\\])*)"/gi)) add(unescapeScriptString(match[1] ?? ""), "osascript do shell script");
    for (const match of script.matchAll(/doShellScript\(\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g)) add(unescapeScriptString(match[2] ?? ""), "osascript doShellScript");
  }
}

function unescapeScriptString(text: string): string {
  return text.replace(/\\(.)/g, "$1");
}
