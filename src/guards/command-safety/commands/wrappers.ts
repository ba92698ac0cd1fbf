import { staticField, type Field } from "../model.js";
import { bwrapCommand } from "./bwrap.js";
import { parseOptions, type OptionGrammar, type ParsedArguments } from "./getopt.js";
import { isRunner, unwrapRunner } from "./runners.js";
import { splitShellWords } from "./split-words.js";
import { ownEntry } from "../../../util/own-entry.js";

/** What stripping one wrapper revealed. */
export interface Unwrapped {
  /** The wrapped command's fields; absent when the wrapper runs none. */
  command?: Field[];
  /** Shell code the wrapper runs (`su -c`, `watch`, `flock -c`, …): re-parsed as a script. */
  code?: Field;
  /** `NAME=value` the wrapper sets for the command. */
  assignments?: [string, Field][];
  /** Runs with raised privileges. */
  elevated?: boolean;
  /** The command's working directory (`env -C`, `sudo -D`). */
  cwd?: Field;
  /** Without a command the wrapper starts an interactive shell (`sudo -s`, `su`, `chroot DIR`). */
  shell?: boolean;
  /** Files opened in an editor with raised privileges (`sudo -e`). */
  edits?: Field[];
}

interface WrapperSpec {
  grammar: OptionGrammar;
  elevated?: boolean;
  /** Operands the wrapper takes before the command (`timeout DURATION`, `chroot DIR`). */
  skip?: number;
  /** Options with which no command runs (`command -v`, `sudo -l`). */
  noCommand?: readonly string[];
  /** Option whose value is shell code. */
  codeOption?: string;
  /** `NAME=value` operands before the command. */
  assignments?: boolean;
  /** An interactive shell starts when no command is given. */
  shellWhenEmpty?: boolean;
  /** Option naming the command's working directory. */
  chdirOption?: string;
  /** Options that mean "run the command through a shell" even with separate words (`sudo -s cmd`). */
  custom?: (parsed: ParsedArguments, result: Unwrapped) => Unwrapped;
}

const SU: WrapperSpec = {
  grammar: {
    flags: "lmpfP",
    values: "cgGsw",
    long: ["login", "preserve-environment", "pty", "fast"],
    longValues: ["command", "session-command", "shell", "group", "supp-group", "whitelist-environment"],
    aliases: { c: "command", "session-command": "command" },
  },
  elevated: true,
  codeOption: "command",
  // `su [-] [user [args…]]`: what follows the user goes to the user's shell; Android's su (`su 0
  // setenforce 0`, `su root cmd`) runs it as a command, so it is judged as one.
  custom: (parsed, result) => {
    const operands = parsed.operands[0]?.value === "-" ? parsed.operands.slice(1) : parsed.operands;
    return result.code ? result : operands.length > 1 ? { elevated: true, command: operands.slice(1) } : { elevated: true, shell: true };
  },
};

/** `npx`'s options: `-p`/`--package` name packages to fetch, `-c`/`--call` is shell code, the first operand is the command. */
export const NPX_GRAMMAR: OptionGrammar = { flags: "yq", values: "pc", long: ["yes", "no", "quiet", "no-install", "ignore-existing"], longValues: ["package", "call", "shell"], aliases: { p: "package", c: "call" }, stopAtOperand: true };

/** GNU screen's options. */
const SCREEN_GRAMMAR: OptionGrammar = { flags: "dmDRrLaAiOqUxlfn", values: "SceEhpsTtX", stopAtOperand: true };

const WRAPPERS: Readonly<Record<string, WrapperSpec>> = {
  sudo: {
    grammar: {
      flags: "AbEeHiKklnPSsVvh",
      values: "ugpCDrtTUR",
      long: ["askpass", "background", "edit", "set-home", "login", "remove-timestamp", "reset-timestamp", "list", "non-interactive", "preserve-groups", "stdin", "shell", "version", "validate", "bell", "help"],
      longValues: ["user", "group", "host", "prompt", "close-from", "chdir", "role", "type", "command-timeout", "other-user", "chroot"],
      longOptionals: ["preserve-env"],
      aliases: { e: "edit", i: "login", s: "shell", l: "list", v: "validate", k: "reset-timestamp", K: "remove-timestamp", V: "version", D: "chdir", h: "help" },
      stopAtOperand: true,
    },
    elevated: true,
    assignments: true,
    chdirOption: "chdir",
    noCommand: ["list", "validate", "version", "help", "remove-timestamp"],
    custom: (parsed, result) => {
      if (parsed.has("edit")) return { elevated: true, edits: result.command ?? [] };
      if ((parsed.has("shell") || parsed.has("login")) && !result.command?.length) return { ...result, shell: true };
      return result;
    },
  },
  "sudo-rs": { grammar: { flags: "AbEeHiKklnPSsVvh", values: "ugpCDrtTUR", stopAtOperand: true }, elevated: true, assignments: true },
  doas: { grammar: { flags: "nsL", values: "uC", stopAtOperand: true }, elevated: true, noCommand: ["L", "C"], custom: (parsed, result) => (parsed.has("s") ? { ...result, shell: true } : result) },
  pkexec: { grammar: { long: ["disable-internal-agent", "keep-cwd", "help", "version"], longValues: ["user"], stopAtOperand: true }, elevated: true, shellWhenEmpty: true },
  run0: { grammar: { flags: "", values: "uDg", longValues: ["user", "group", "chdir", "unit", "property", "description", "slice", "nice", "setenv", "background", "machine"], stopAtOperand: true }, elevated: true, shellWhenEmpty: true },
  su: SU,
  runuser: {
    ...SU,
    grammar: { ...SU.grammar, values: "cgGsuw", longValues: [...(SU.grammar.longValues ?? []), "user"], aliases: { ...SU.grammar.aliases, u: "user" }, stopAtOperand: true },
    custom: (parsed, result) => (result.code ? result : parsed.has("user") ? result : { elevated: true, shell: true }),
  },
  env: {
    grammar: {
      flags: "i0v",
      values: "uCSPa",
      long: ["ignore-environment", "null", "debug", "list-signal-handling", "help", "version"],
      longValues: ["unset", "chdir", "split-string", "argv0"],
      longOptionals: ["block-signal", "default-signal", "ignore-signal"],
      aliases: { C: "chdir", S: "split-string", u: "unset" },
      stopAtOperand: true,
    },
    assignments: true,
    chdirOption: "chdir",
  },
  nice: { grammar: { values: "n", longValues: ["adjustment"], stopAtOperand: true } },
  ionice: { grammar: { flags: "tu", values: "cnpPu", long: ["ignore"], longValues: ["class", "classdata", "pid", "pgid", "uid"], stopAtOperand: true }, noCommand: ["p", "P", "pid", "pgid", "uid"] },
  timeout: { grammar: { flags: "v", values: "sk", long: ["preserve-status", "foreground", "verbose"], longValues: ["signal", "kill-after"], stopAtOperand: true }, skip: 1 },
  gtimeout: { grammar: { flags: "v", values: "sk", long: ["preserve-status", "foreground", "verbose"], longValues: ["signal", "kill-after"], stopAtOperand: true }, skip: 1 },
  time: { grammar: { flags: "pvaqV", values: "fo", long: ["portability", "verbose", "append", "quiet", "version"], longValues: ["format", "output"], stopAtOperand: true } },
  nohup: { grammar: { stopAtOperand: true } },
  stdbuf: { grammar: { values: "ioe", longValues: ["input", "output", "error"], stopAtOperand: true } },
  setsid: { grammar: { flags: "cfw", long: ["ctty", "fork", "wait"], stopAtOperand: true } },
  command: { grammar: { flags: "pvV", stopAtOperand: true }, noCommand: ["v", "V"] },
  builtin: { grammar: { stopAtOperand: true } },
  exec: { grammar: { flags: "cl", values: "a", stopAtOperand: true } },
  chroot: { grammar: { long: ["skip-chdir", "help", "version"], longValues: ["userspec", "groups"], stopAtOperand: true }, elevated: true, skip: 1, shellWhenEmpty: true },
  chrt: { grammar: { flags: "abdefimoprRv", values: "TPD", stopAtOperand: true }, skip: 1, noCommand: ["p"] },
  taskset: { grammar: { flags: "ac", values: "p", long: ["all-tasks", "cpu-list"], longValues: ["pid"], stopAtOperand: true }, skip: 1, noCommand: ["p", "pid"] },
  numactl: { grammar: { flags: "aHsl", values: "iNCmp", longValues: ["interleave", "preferred", "membind", "cpunodebind", "physcpubind", "localalloc"], stopAtOperand: true } },
  caffeinate: { grammar: { flags: "dimsu", values: "tw", stopAtOperand: true } },
  strace: { grammar: { flags: "cCdDfFhiqrtTvVxyzZk", values: "abeEIoOpPsSuUX", stopAtOperand: true }, noCommand: ["p"] },
  ltrace: { grammar: { flags: "bcCfhiLrStTV", values: "aAeEFlnopsuwxD", stopAtOperand: true }, noCommand: ["p"] },
  valgrind: { grammar: { flags: "qv", stopAtOperand: true } },
  // `perf record|stat|trace|c2c|mem|kvm [options] [--] COMMAND…` profiles the command it runs.
  perf: {
    grammar: { stopAtOperand: true },
    custom: (_parsed, result) => {
      const [verb, ...rest] = result.command ?? [];
      if (!PERF_RUNNERS.has(verb?.value ?? "")) return {};
      const parsed = parseOptions(rest, { values: "eFcopCGmtuTrjDIbLkNWMxy", longValues: ["event", "freq", "count", "output", "pid", "cpu", "cgroup", "mmap-pages", "tid", "uid", "repeat", "delay", "filter", "call-graph", "clockid", "field-separator", "interval-print", "metrics", "control", "post", "pre", "user-regs", "intr-regs", "branch-filter", "aux-sample", "switch-output", "affinity", "buildid-mmap", "threads", "timeout", "duration", "expr", "calls", "syscalls", "max-stack", "sched"], stopAtOperand: true });
      const command = parsed.operands[0]?.value === "--" ? parsed.operands.slice(1) : parsed.operands;
      const hooks = [...parsed.values("pre"), ...parsed.values("post")];
      if (hooks.length) return shellLines([...hooks, ...(command.length ? [joinFields(command)] : [])]);
      return command.length ? { command } : {};
    },
  },
  fakeroot: { grammar: { values: "ls", long: ["unknown-is-real"], longValues: ["lib", "faked", "fd-base"], stopAtOperand: true } },
  proxychains: { grammar: { flags: "q", values: "f", stopAtOperand: true } },
  proxychains4: { grammar: { flags: "q", values: "f", stopAtOperand: true } },
  torsocks: { grammar: { flags: "diq", values: "uapP", stopAtOperand: true } },
  tsocks: { grammar: { stopAtOperand: true } },
  firejail: { grammar: { stopAtOperand: true } },
  unshare: { grammar: { flags: "fimnprUCTcl", values: "SGRw", stopAtOperand: true } },
  nsenter: { grammar: { flags: "aimnpuUCTFZ", values: "tSGwr", long: ["all", "preserve-credentials", "no-fork", "follow-context", "keep-caps"], longValues: ["target", "setuid", "setgid", "root", "wd", "wdns", "env", "join-cgroup"], longOptionals: ["mount", "uts", "ipc", "net", "pid", "user", "cgroup", "time", "user-parent"], stopAtOperand: true } },
  "systemd-run": {
    grammar: {
      flags: "tPqGdrE",
      values: "pE",
      long: ["user", "system", "scope", "pty", "pipe", "wait", "quiet", "collect", "no-block", "remain-after-exit", "same-dir"],
      longValues: ["unit", "property", "description", "slice", "uid", "gid", "nice", "working-directory", "setenv", "service-type", "on-calendar", "on-active", "machine", "host"],
      stopAtOperand: true,
    },
    elevated: true,
  },
  busybox: { grammar: { stopAtOperand: true } },
  // Run a command on the host from inside a Flatpak sandbox, a distrobox or a toolbox container.
  "flatpak-spawn": {
    grammar: {
      long: ["host", "sandbox", "no-network", "watch-bus", "expose-pids", "share-pids", "latest-version", "clear-env", "verbose", "help"],
      longValues: ["forward-fd", "env", "unset-env", "directory", "sandbox-expose", "sandbox-expose-ro", "sandbox-expose-path", "sandbox-expose-path-ro", "sandbox-flag", "app-path", "usr-path"],
      stopAtOperand: true,
    },
  },
  "distrobox-host-exec": { grammar: { flags: "Yvh", long: ["yes", "verbose", "help", "version"], stopAtOperand: true } },
  "host-spawn": { grammar: { flags: "hv", values: "", long: ["no-pty", "pty", "help", "version"], longValues: ["cwd", "env"], stopAtOperand: true } },
  screen: {
    grammar: SCREEN_GRAMMAR,
    noCommand: ["r", "R", "x", "X", "list", "ls", "wipe"],
    // `screen -X stuff 'cmd\n'` types a command into a running session, whose shell runs it: walked as
    // the typed text (see typed-text.ts); `-x|-r NAME` name the session first.
    custom: (given, result) => {
      // `screen -x NAME -X stuff …`: the options after the session's name are screen's too.
      const named = ["x", "r", "R", "d", "D"].some((option) => given.has(option)) && given.operands.length > 1;
      const parsed = named && !given.has("X") ? parseOptions(given.operands.slice(1), SCREEN_GRAMMAR) : given;
      const command = parsed.value("X")?.value;
      if ((command !== "stuff" && command !== "exec") || parsed.operands.length === 0) return result;
      const operands = named && parsed === given ? parsed.operands.slice(1) : parsed.operands;
      if (command === "stuff") return { command: [staticField("stuff", "screen -X stuff"), ...operands] };
      const typed = joinFields(operands);
      return { code: typed.value === undefined ? typed : { ...typed, value: typed.value.replace(/(?:\\n|\\r|\^M|\n|\r)+$/, "") } };
    },
  },
  npx: { grammar: NPX_GRAMMAR, codeOption: "call" },
  bunx: { grammar: { long: ["bun", "silent"], longValues: ["package"], stopAtOperand: true } },
  pnpx: { grammar: { stopAtOperand: true } },
  xvfb: { grammar: { stopAtOperand: true } },
  "xvfb-run": { grammar: { flags: "a", values: "efnpsw", long: ["auto-servernum"], stopAtOperand: true } },
  "dbus-run-session": { grammar: { stopAtOperand: true } },
  eatmydata: { grammar: { stopAtOperand: true } },
  nocache: { grammar: { stopAtOperand: true } },
  unbuffer: { grammar: { flags: "p", stopAtOperand: true } },
  rlwrap: { grammar: { flags: "abcimnrRsSt", values: "fhlopPqwz", stopAtOperand: true } },
  sshpass: { grammar: { flags: "ve", values: "pfdP", stopAtOperand: true } },
  trickle: { grammar: { flags: "sv", values: "udtwnlL", stopAtOperand: true } },
  cpulimit: { grammar: { flags: "zkvif", values: "lpec", stopAtOperand: true } },
  prlimit: { grammar: { stopAtOperand: true } },
  setpriv: { grammar: { stopAtOperand: true } },
  // `capsh [--option=value…] -- ARGS…` runs /bin/bash with ARGS once the capabilities are set.
  capsh: {
    grammar: { stopAtOperand: true },
    custom: (_parsed, result) => (result.command?.length ? { command: [staticField("bash", "capsh --"), ...result.command] } : {}),
  },
  "aws-vault": { grammar: { stopAtOperand: true } },
  doppler: { grammar: { stopAtOperand: true } },
  dotenv: { grammar: { values: "evc", stopAtOperand: true } },
  script: { grammar: { flags: "aefqkmI", values: "cTBOoE", optionals: "t", long: ["append", "return", "flush", "quiet", "force"], longValues: ["command", "log-timing", "log-in", "log-out", "log-io", "output-limit", "echo"], aliases: { c: "command" } }, codeOption: "command", noCommand: [] },
  watch: {
    grammar: {
      flags: "btegcxprwqh",
      values: "n",
      optionals: "d",
      long: ["beep", "errexit", "chgexit", "color", "no-color", "exec", "precise", "no-title", "no-wrap", "no-rerun"],
      longValues: ["interval", "equexit", "shotsdir"],
      longOptionals: ["differences"],
      aliases: { x: "exec" },
      stopAtOperand: true,
    },
    custom: (parsed, result) => {
      if (parsed.has("exec") || !result.command?.length) return result;
      return { code: joinFields(result.command) };
    },
  },
  flock: {
    grammar: { flags: "sxunoFe", values: "wEc", long: ["shared", "exclusive", "unlock", "nonblock", "nb", "close", "no-fork", "verbose"], longValues: ["timeout", "wait", "conflict-exit-code", "command"], aliases: { c: "command" }, stopAtOperand: true },
    skip: 1,
    custom: (parsed, result) => {
      const command = result.command ?? [];
      const first = command[0]?.value;
      if (first === "-c" || first === "--command") return command[1] ? { code: command[1] } : {};
      return result;
    },
  },
  // `faketime [-m] [-f] TIMESTAMP COMMAND…` runs the command with a faked clock.
  faketime: { grammar: { flags: "mf", long: ["exclude-monotonic"], longValues: ["date-prog"], stopAtOperand: true }, skip: 1 },
  // `pueue add [options] [--] COMMAND…` queues the command for its daemon, which runs it through a shell.
  pueue: {
    grammar: { flags: "v", values: "c", longValues: ["config", "profile"], stopAtOperand: true },
    custom: (_parsed, result) => {
      const [verb, ...rest] = result.command ?? [];
      if (verb?.value !== "add") return {};
      const parsed = parseOptions(rest, { flags: "eispf", values: "dgaolw", long: ["escape", "immediate", "stashed", "print-task-id", "follow"], longValues: ["delay", "group", "after", "priority", "label", "working-directory"], stopAtOperand: true });
      const command = parsed.operands[0]?.value === "--" ? parsed.operands.slice(1) : parsed.operands;
      return command.length > 0 ? { code: joinFields(command) } : {};
    },
  },
  // `chronic [-ev] COMMAND…` runs the command and prints its output only when it fails.
  chronic: { grammar: { flags: "ev", stopAtOperand: true } },
  // `systemd-inhibit [--what=… --why=…] COMMAND…` runs the command holding an inhibitor lock.
  "systemd-inhibit": { grammar: { long: ["list", "no-pager", "no-legend"], longValues: ["what", "who", "why", "mode"], stopAtOperand: true }, noCommand: ["list"] },
  // `proot [-r ROOT] [-b PATH] [-w DIR] … COMMAND…` runs the command in a user-space chroot.
  proot: { grammar: { flags: "0i", values: "rbmwqkvRS", longValues: ["rootfs", "bind", "mount", "cwd", "qemu", "kernel-release", "verbose"], stopAtOperand: true } },
  // Terminal emulators run the command after `-e` (`--` for gnome-terminal, the operands for kitty and foot) in a new window.
  xterm: { grammar: { flags: "e", stopAtOperand: true }, custom: (parsed, result) => (parsed.has("e") ? terminalCommand(result) : {}) },
  uxterm: { grammar: { flags: "e", stopAtOperand: true }, custom: (parsed, result) => (parsed.has("e") ? terminalCommand(result) : {}) },
  urxvt: { grammar: { flags: "e", stopAtOperand: true }, custom: (parsed, result) => (parsed.has("e") ? terminalCommand(result) : {}) },
  st: { grammar: { flags: "e", values: "cfgnotTw", stopAtOperand: true }, custom: (parsed, result) => (parsed.has("e") ? terminalCommand(result) : {}) },
  "x-terminal-emulator": { grammar: { flags: "e", stopAtOperand: true }, custom: (parsed, result) => (parsed.has("e") ? terminalCommand(result) : {}) },
  konsole: { grammar: { flags: "e", long: ["hold", "noclose", "new-tab"], longValues: ["workdir", "profile"], stopAtOperand: true }, custom: (parsed, result) => (parsed.has("e") ? result : {}) },
  alacritty: { grammar: { flags: "e", long: ["hold"], longValues: ["working-directory", "title", "class", "config-file"], aliases: { command: "e" }, stopAtOperand: true }, custom: (parsed, result) => (parsed.has("e") ? result : {}) },
  "gnome-terminal": { grammar: { long: ["wait", "tab", "window", "maximize", "full-screen"], longValues: ["working-directory", "title", "profile", "geometry"], stopAtOperand: true } },
  kitty: { grammar: { flags: "1", values: "cdoT", long: ["hold", "detach", "single-instance"], longValues: ["config", "directory", "override", "title", "class", "session"], stopAtOperand: true } },
  foot: { grammar: { flags: "H", values: "cDtTwWa", long: ["hold", "maximized", "fullscreen"], longValues: ["config", "working-directory", "title", "app-id", "window-size-pixels"], stopAtOperand: true } },
  // `nodemon --exec 'CMD'` runs shell code on every change.
  nodemon: { grammar: { flags: "qvIV", values: "wxeiCd", long: ["quiet", "verbose", "no-stdin", "legacy-watch", "on-change-only", "spawn"], longValues: ["exec", "watch", "ext", "ignore", "delay", "config", "signal", "exitcrash"], aliases: { x: "exec" }, stopAtOperand: true }, codeOption: "exec", custom: (_parsed, result) => (result.code ? result : {}) },
  // `hyperfine [--prepare CMD] CMD…`: every command operand and the setup, prepare and cleanup options are shell code.
  hyperfine: {
    grammar: { flags: "iNS", values: "wmMrpscnuo", long: ["ignore-failure", "show-output", "help", "version"], longValues: ["warmup", "min-runs", "max-runs", "runs", "prepare", "setup", "cleanup", "conclude", "command-name", "shell", "export-json", "export-markdown", "export-csv", "time-unit", "output", "style", "parameter-scan", "parameter-list", "sort"], aliases: { p: "prepare", s: "setup", c: "cleanup", n: "command-name", S: "shell", o: "output", r: "runs", w: "warmup" } },
    custom: (parsed, _result) => shellLines([...["setup", "prepare", "conclude", "cleanup"].flatMap((name) => parsed.values(name)), ...parsed.operands]),
  },
  // `concurrently 'CMD' 'CMD'…`: every operand is shell code.
  concurrently: { grammar: { flags: "krgi", values: "npcs", long: ["kill-others", "kill-others-on-fail", "raw", "group", "no-color", "hide-timestamp"], longValues: ["names", "prefix", "prefix-colors", "success", "restart-tries", "max-processes", "passthrough-arguments"] }, custom: (parsed, _result) => shellLines(parsed.operands) },
  // `entr [-acdnprsz] UTILITY…` runs the utility on every change; with `-s` its one argument is shell code.
  entr: { grammar: { flags: "acdnprsz", stopAtOperand: true }, custom: (parsed, result) => (parsed.has("s") && result.command?.[0] ? { code: result.command[0] } : result) },
  // `watchexec [options] -- COMMAND…` runs the command through a shell on every change.
  watchexec: { grammar: { flags: "cnprvNoW", values: "ewidsE", long: ["clear", "restart", "postpone", "no-vcs-ignore", "no-default-ignore", "no-project-ignore", "notify", "quiet"], longValues: ["exts", "watch", "ignore", "debounce", "signal", "shell", "env", "on-busy-update", "filter", "workdir"], stopAtOperand: true }, custom: (_parsed, result) => (result.command?.length ? { code: joinFields(result.command) } : {}) },
  sg: {
    grammar: { values: "c", stopAtOperand: true },
    elevated: true,
    skip: 1,
    custom: (parsed, result) => {
      const command = result.command ?? [];
      if (command[0]?.value === "-c") return command[1] ? { code: command[1], elevated: true } : {};
      return command.length ? { code: joinFields(command), elevated: true } : { elevated: true, shell: true };
    },
  },
};

/** Several commands, each shell code, as one script of lines (an unknown one leaves the first unknown one). */
function shellLines(fields: readonly Field[]): Unwrapped {
  const commands = fields.slice(0, 32);
  if (commands.length === 0) return {};
  const unknown = commands.find((field) => field.value === undefined);
  if (unknown) return { code: unknown };
  return { code: { value: commands.map((field) => field.value).join("\n"), text: commands.map((field) => field.text).join(" "), glob: false } };
}

/** Whether a command name is a wrapper the guard strips (environment runners such as `bundle exec` included). */
export function isWrapper(name: string): boolean {
  return Object.hasOwn(WRAPPERS, name) || name === "bwrap" || isRunner(name);
}

/**
 * Strips one wrapper by its option grammar and returns what it runs.
 *
 * @example
 * unwrap("sudo", fields("-u", "root", "rm", "-rf", "/")).command?.map((f) => f.value) // ["rm", "-rf", "/"]
 */
export function unwrap(name: string, args: readonly Field[]): Unwrapped {
  if (isRunner(name)) return unwrapRunner(name, args);
  if (name === "bwrap") {
    const command = bwrapCommand(args);
    return command ? { command } : {};
  }
  // `runuser -l root -c 'cmd'` (no `-u`) is su's grammar, where the user is an operand before the options.
  const spec = name === "runuser" && !args.some((field) => /^-[a-zA-Z]*u|^--user\b/.test(field.value ?? "")) ? SU : ownEntry(WRAPPERS, name);
  if (!spec) return { command: [...args] };
  // env -S 'a b c' splits one string into arguments, like a shebang line, and reads them as its own.
  const given = name === "env" ? splitEnvStrings(args) : args;
  const parsed = parseOptions(given, { ...spec.grammar, stopAtOperand: spec.grammar.stopAtOperand ?? false });
  let operands = [...parsed.operands];
  const result: Unwrapped = {};
  if (spec.elevated) result.elevated = true;
  if (spec.chdirOption) {
    const cwd = parsed.value(spec.chdirOption);
    if (cwd) result.cwd = cwd;
  }
  if (spec.assignments) {
    const assignments: [string, Field][] = [];
    while (operands[0]?.value !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(operands[0].value)) {
      const field = operands.shift() as Field;
      const value = field.value as string;
      const equals = value.indexOf("=");
      assignments.push([value.slice(0, equals), { value: value.slice(equals + 1), text: field.text, glob: false }]);
    }
    if (assignments.length) result.assignments = assignments;
  }
  if (spec.codeOption) {
    const code = parsed.value(spec.codeOption);
    if (code) result.code = code;
  }
  if (spec.noCommand?.some((option) => parsed.has(option))) return spec.custom ? spec.custom(parsed, {}) : {};
  operands = operands.slice(spec.skip ?? 0);
  if (!result.code) {
    if (operands.length) result.command = operands;
    else if (spec.shellWhenEmpty) result.shell = true;
  }
  return spec.custom ? spec.custom(parsed, result) : result;
}

/** The most `-S` strings one `env` splits. */
const MAX_SPLITS = 8;
/** env's short options that take a value (`-u NAME`, `-C DIR`, `-a NAME`). */
const ENV_VALUE_SHORT = /^[uCPa]$/;

/**
 * env's arguments with every `-S STRING` / `--split-string=STRING` replaced by the words of its
 * string, which GNU env then reads again as options and command (`env -S bash -c 'cmd'` runs
 * `bash -c 'cmd'`; `env -S 'rm -rf /'` runs `rm -rf /`; `env -iS 'sh -c x'` too).
 *
 * @example
 * splitEnvStrings(fields("-S", "bash", "-c", "cmd")).map((f) => f.value) // ["bash", "-c", "cmd"]
 */
export function splitEnvStrings(args: readonly Field[]): Field[] {
  let words = [...args];
  let splits = 0;
  for (let index = 0; index < words.length && splits < MAX_SPLITS; index++) {
    const value = words[index]?.value;
    if (value === undefined || value === "--" || !value.startsWith("-") || value === "-") break;
    const field = words[index] as Field;
    if (value.startsWith("--")) {
      const [option, attached] = value.includes("=") ? [value.slice(0, value.indexOf("=")), value.slice(value.indexOf("=") + 1)] : [value, undefined];
      if (option === "--split-string" || (option.length > 3 && "--split-string".startsWith(option))) {
        const string = attached !== undefined ? { ...field, value: attached } : words[index + 1];
        if (!string) break;
        words = [...words.slice(0, index), ...splitShellWords(string), ...words.slice(index + (attached !== undefined ? 1 : 2))];
        splits++;
        index--;
      } else if (attached === undefined && /^--(?:unset|chdir|argv0)$/.test(option)) index++;
      continue;
    }
    for (let at = 1; at < value.length; at++) {
      const letter = value[at] as string;
      if (letter === "S") {
        const rest = value.slice(at + 1);
        const string = rest !== "" ? { ...field, value: rest } : words[index + 1];
        if (!string) return words;
        const flags = at > 1 ? [{ ...field, value: value.slice(0, at) }] : [];
        words = [...words.slice(0, index), ...flags, ...splitShellWords(string), ...words.slice(index + (rest !== "" ? 1 : 2))];
        splits++;
        index += flags.length - 1;
        break;
      }
      if (ENV_VALUE_SHORT.test(letter)) {
        if (at === value.length - 1) index++;
        break;
      }
    }
  }
  return words;
}

/** `perf` subcommands that run a command and profile it. */
const PERF_RUNNERS: ReadonlySet<string> = new Set(["record", "stat", "trace", "c2c", "mem", "kvm", "lock", "sched", "kmem", "timechart", "ftrace"]);

/** xterm and its kind run one `-e` argument holding blanks through the shell when it names no program. */
function terminalCommand(result: Unwrapped): Unwrapped {
  const command = result.command ?? [];
  return command.length === 1 && /\s/.test(command[0]?.value ?? "") ? { code: command[0] as Field } : result;
}

/** Joins fields with spaces, as commands that pass their arguments to `sh -c` do. */
export function joinFields(fields: readonly Field[]): Field {
  const text = fields.map((field) => field.text).join(" ");
  if (fields.every((field) => field.value !== undefined)) return { value: fields.map((field) => field.value).join(" "), text, glob: false };
  const dynamic = fields.find((field) => field.dynamic)?.dynamic;
  return dynamic ? { value: undefined, text, glob: false, dynamic } : { value: undefined, text, glob: false };
}
