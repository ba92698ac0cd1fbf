import type { Field, Invocation } from "../model.js";
import type { ElsewhereCommand } from "./elsewhere.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { SSH_OPTIONS, login, passedSshCommand, sshLogin } from "./ssh-login.js";
import { joinFields } from "./wrappers.js";

const GH_CODESPACE_SSH: OptionGrammar = { flags: "d", values: "cRe", long: ["config", "debug", "stdio"], longValues: ["codespace", "profile", "server-port", "repo", "repo-owner", "debug-file"], aliases: { c: "codespace", R: "repo", d: "debug" } };
const CODER_SSH: OptionGrammar = { flags: "AGq", values: "Rle", long: ["stdio", "forward-agent", "forward-gpg", "no-wait", "disable-autostart", "quiet", "usage-app"], longValues: ["remote-forward", "log-dir", "identity-agent", "workspace-poll-interval", "wait", "env", "network-info-dir", "network-info-interval", "ssh-host-prefix", "hostname-suffix"], aliases: { A: "forward-agent", R: "remote-forward", e: "env" }, stopAtOperand: true };
const RAILWAY_SSH: OptionGrammar = { values: "psed", longValues: ["project", "service", "environment", "deployment-instance", "session"], stopAtOperand: true };
const CLUSH: OptionGrammar = { flags: "naqvdbBrLNPSGp", values: "gXwxfltuoRmOE", long: ["nostdin", "all", "quiet", "verbose", "debug", "dshbak", "regroup", "groupsbase", "progress", "diff", "copy", "rcopy", "preserve"], longValues: ["group", "hostfile", "topology", "pick", "outdir", "errdir", "dest", "fanout", "user", "options", "connect_timeout", "command_timeout", "worker", "mode", "color", "option", "remote"], aliases: { c: "copy" }, stopAtOperand: true };
const HCLOUD_SSH: OptionGrammar = { flags: "", long: ["ipv6"], longValues: ["user", "port"], values: "up", stopAtOperand: true };
const UPTERM_HOST: OptionGrammar = { long: ["accept", "read-only", "skip-host-key-check", "hide-client-ip"], longValues: ["server", "force-command", "private-key", "known-hosts", "github-user", "gitlab-user", "srht-user", "codeberg-user", "authorized-keys", "vscode"], stopAtOperand: true };
const PLATFORM_SH: OptionGrammar = { flags: "qvyWYAI", values: "peAI", long: ["pipe", "all", "yes", "no", "quiet", "verbose", "no-interaction"], longValues: ["project", "environment", "app", "worker", "instance", "identity-file"], aliases: { p: "project", e: "environment", A: "app", I: "instance" }, stopAtOperand: true };
const SCALINGO_RUN: OptionGrammar = { flags: "d", values: "efst", long: ["detached", "silent"], longValues: ["env", "file", "size", "type"], stopAtOperand: true };
const OKTETO_EXEC: OptionGrammar = { values: "nc", longValues: ["namespace", "context", "file", "log-level", "log-output"], stopAtOperand: true };
/** Nomad's single-dash options that take a value (`-task web`, `-address URL`). */
const NOMAD_VALUES: ReadonlySet<string> = new Set(["-task", "-job", "-group", "-e", "-escape", "-address", "-region", "-namespace", "-ca-cert", "-ca-path", "-client-cert", "-client-key", "-tls-server-name", "-token"]);
const ET: OptionGrammar = { flags: "xvN", values: "cptrjlu", long: ["kill-other-sessions", "verbose", "no-terminal", "forward-ssh-agent"], longValues: ["command", "port", "tunnel", "reversetunnel", "jumphost", "jport", "logdir", "ssh-socket", "serverfifo", "terminal-path", "macserver"], aliases: { c: "command" }, stopAtOperand: true };

/** Programs that take `ssh` as a word to search, print or look up, or as a script's name, not as a subcommand. */
const NOT_RUNNERS: ReadonlySet<string> = new Set(["echo", "printf", "grep", "egrep", "fgrep", "rg", "ag", "ack", "git", "man", "info", "tldr", "apropos", "whatis", "which", "type", "command", "apt", "apt-get", "apt-cache", "brew", "dnf", "yum", "pacman", "apk", "systemctl", "service", "journalctl", "pgrep", "pkill", "killall", "ls", "cat", "cd", "find", "fd", "npm", "pnpm", "yarn", "bun", "npx", "make", "just", "task", "cargo", "go"]);

/**
 * The command a development platform's remote shell runs, per each CLI's reference: GitHub
 * Codespaces `gh codespace|cs ssh [-c NAME] [-- SSH-ARGS…] [COMMAND]`, `tailscale ssh HOST
 * COMMAND…`, `coder ssh WORKSPACE [--] COMMAND…`, `devpod ssh WS --command CMD`, `gitpod
 * workspace|environment ssh ID -- COMMAND`, `railway ssh COMMAND…`, `render ssh SERVICE -- …`,
 * `balena ssh DEVICE` (commands on stdin), `boundary connect ssh … -- COMMAND`, `clush -w NODES
 * COMMAND`, `hcloud server ssh SERVER COMMAND…`, `doctl compute ssh DROPLET --ssh-command CMD`,
 * kitty's `kitten ssh HOST COMMAND`, Eternal Terminal's `et HOST -c CMD`, Platform.sh's
 * `platform|upsun ssh COMMAND`, `cf ssh APP -c CMD`, `copilot svc exec --command CMD`, `nomad alloc
 * exec ALLOC COMMAND…`, `dokku run APP COMMAND…`, `scalingo run COMMAND…`, `okteto exec`,
 * `devspace enter`, `garden exec`, and `upterm host -- COMMAND` (which runs the command here and
 * shares its terminal). Any other CLI's `ssh`
 * subcommand that passes `-- SSH-ARGS…` through is read the same way. Undefined when the command
 * opens no shell elsewhere.
 *
 * @example
 * platformShell(invocation("gh", "cs", "ssh", "--", "rm", "-rf", "/"))?.code?.[0]?.value // "rm -rf /"
 */
export function platformShell(invocation: Invocation): ElsewhereCommand | undefined {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value);
  switch (invocation.name) {
    case "gh":
      return (values[0] === "codespace" || values[0] === "cs") && values[1] === "ssh" ? codespace(args.slice(2)) : undefined;
    case "tailscale":
    case "kitten":
    case "+kitten":
      // kitty's `kitten ssh HOST …` (also `kitty +kitten ssh`, whose window runs `+kitten`).
      return values[0] === "ssh" ? sshLogin(`${invocation.name.replace("+", "")} ssh`, args.slice(1), SSH_OPTIONS) : undefined;
    case "coder":
      return values[0] === "ssh" ? workspaceLogin("coder ssh", args.slice(1), CODER_SSH) : undefined;
    case "hcloud":
      return values[0] === "server" && values[1] === "ssh" ? workspaceLogin("hcloud server ssh", args.slice(2), HCLOUD_SSH) : undefined;
    case "devpod":
      return values[0] === "ssh" ? optionOrPassed("devpod ssh", args.slice(1), ["--command"]) : undefined;
    case "doctl":
      return values[0] === "compute" && values[1] === "ssh" ? optionOrPassed("doctl compute ssh", args.slice(2), ["--ssh-command"]) : undefined;
    case "et":
      return etLogin(args);
    case "railway":
      return values[0] === "ssh" ? railway(args.slice(1)) : undefined;
    case "balena":
      // `balena ssh DEVICE [SERVICE]` (or `balena device ssh`): commands arrive on stdin.
      return values[0] === "ssh" || (values[0] === "device" && values[1] === "ssh") ? passedOrStdin("balena ssh", args) : undefined;
    case "upterm":
      return values[0] === "host" ? upterm(args.slice(1)) : undefined;
    case "clush":
      return clush(args);
    case "platform":
    case "upsun":
      // Platform.sh's `platform ssh [options] [--] COMMAND…`.
      return values[0] === "ssh" ? login(`${invocation.name} ssh`, parseOptions(args.slice(1), PLATFORM_SH).operands) : undefined;
    case "cf":
      // Cloud Foundry's `cf ssh APP -c COMMAND`.
      return values[0] === "ssh" ? optionOrPassed(`cf ssh ${values[1] ?? "?"}`, args.slice(2), ["-c", "--command"]) : undefined;
    case "copilot":
      // `copilot svc|task exec --command CMD`.
      return (values[0] === "svc" || values[0] === "task" || values[0] === "job") && values[1] === "exec" ? optionOrPassed(`copilot ${values[0]} exec`, args.slice(2), ["--command", "-c"]) : undefined;
    case "nomad":
      return nomadExec(args);
    case "dokku":
      // `dokku run APP COMMAND…` (also `run:detached`) runs in a one-off container of the app.
      return (values[0] === "run" || values[0] === "run:detached") && args.length > 2 ? { where: `dokku run ${values[1] ?? "?"}`, remote: true, argv: args.slice(2) } : undefined;
    case "scalingo": {
      // `scalingo [--app APP] run [options] COMMAND…`.
      const run = values.indexOf("run");
      const command = run >= 0 && run <= 4 ? parseOptions(args.slice(run + 1), SCALINGO_RUN).operands : [];
      return command.length ? { where: "scalingo run", remote: true, code: [joinFields(command)] } : undefined;
    }
    case "okteto":
    case "devspace": {
      // `okteto exec [--] COMMAND…`, `devspace enter [--] COMMAND…`: the development container runs it.
      if (values[0] !== (invocation.name === "okteto" ? "exec" : "enter")) return undefined;
      const command = parseOptions(args.slice(1), OKTETO_EXEC).operands;
      return command.length ? { where: `${invocation.name} ${values[0]}`, remote: true, argv: command } : undefined;
    }
    case "garden":
      // `garden exec TARGET COMMAND`.
      return values[0] === "exec" && args.length > 2 ? { where: `garden exec ${values[1] ?? "?"}`, remote: true, code: [joinFields(args.slice(2))] } : undefined;
    default:
      // `gitpod workspace ssh ID -- …`, `render ssh SERVICE -- …`, `boundary connect ssh … -- …`, and any other CLI's `ssh` subcommand.
      return sshSubcommand(invocation.name, args);
  }
}

/** A CLI's `ssh` subcommand (`TOOL ssh`, `TOOL GROUP ssh`), with ssh's own arguments after `--`. */
function sshSubcommand(name: string, args: readonly Field[]): ElsewhereCommand | undefined {
  if (NOT_RUNNERS.has(name)) return undefined;
  const ssh = args[0]?.value === "ssh" ? 0 : args[1]?.value === "ssh" && !args[0]?.value?.startsWith("-") ? 1 : -1;
  if (ssh < 0) return undefined;
  const dashes = args.findIndex((field, index) => index > ssh && field.value === "--");
  if (dashes < 0) return name === "gitpod" || name === "render" || name === "boundary" ? { where: `${name} ssh`, remote: true, stdin: true } : undefined;
  return login(`${name} ${values(args.slice(0, ssh + 1))}`, passedSshCommand(args.slice(dashes + 1)));
}

function values(fields: readonly Field[]): string {
  return fields.map((field) => field.value ?? "?").join(" ");
}

/** `gh codespace ssh`: gh's options, then (after `--`) ssh's; the command comes last. */
function codespace(args: readonly Field[]): ElsewhereCommand | undefined {
  const dashes = args.findIndex((field) => field.value === "--");
  const parsed = parseOptions(dashes < 0 ? args : args.slice(0, dashes), GH_CODESPACE_SSH);
  if (parsed.has("config") || parsed.has("stdio")) return undefined;
  const command = [...parsed.operands, ...(dashes < 0 ? [] : passedSshCommand(args.slice(dashes + 1)))];
  return login(`gh codespace ssh ${parsed.value("codespace")?.value ?? ""}`.trimEnd(), command);
}

/** `TOOL ssh [options] WORKSPACE [options] [--] COMMAND…`. */
function workspaceLogin(where: string, args: readonly Field[], grammar: OptionGrammar): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, grammar);
  const [target, ...rest] = parsed.operands;
  if (!target || parsed.has("stdio")) return undefined;
  const after = parseOptions(rest, grammar);
  return login(`${where} ${target.value ?? target.text}`, after.operands);
}

/** A command given as an option's value (`--command CMD`, `--command=CMD`), or after `--` as ssh's arguments. */
function optionOrPassed(where: string, args: readonly Field[], options: readonly string[]): ElsewhereCommand | undefined {
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const value = field.value ?? "";
    if (value === "--") break;
    if (options.includes(value) && args[index + 1]) return { where, remote: true, code: [args[index + 1] as Field] };
    const long = options.find((option) => value.startsWith(`${option}=`));
    if (long) return { where, remote: true, code: [{ ...field, value: value.slice(long.length + 1) }] };
  }
  return passedOrStdin(where, args);
}

/** ssh's arguments after `--`, or a login that reads its stdin. */
function passedOrStdin(where: string, args: readonly Field[]): ElsewhereCommand {
  const dashes = args.findIndex((field) => field.value === "--");
  return login(where, dashes < 0 ? [] : passedSshCommand(args.slice(dashes + 1)));
}

/** `nomad alloc exec [options] ALLOC COMMAND…` (and the older `nomad exec`), with Nomad's single-dash options. */
function nomadExec(args: readonly Field[]): ElsewhereCommand | undefined {
  const start = args[0]?.value === "alloc" && args[1]?.value === "exec" ? 2 : args[0]?.value === "exec" ? 1 : -1;
  if (start < 0) return undefined;
  let index = start;
  while (index < args.length && args[index]?.value?.startsWith("-")) index += NOMAD_VALUES.has(args[index]?.value ?? "") ? 2 : 1;
  const allocation = args[index];
  const command = args.slice(index + 1);
  return allocation && command.length ? { where: `nomad alloc exec ${allocation.value ?? "?"}`, remote: true, argv: command } : undefined;
}

/** Eternal Terminal: `et [options] [user@]host[:port] -c CMD`. */
function etLogin(args: readonly Field[]): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, { ...ET, stopAtOperand: false });
  const command = parsed.value("command");
  const host = parsed.operands[0];
  return command && host ? { where: `et ${host.value ?? host.text}`, remote: true, code: [command] } : undefined;
}

/** `railway ssh [options] [COMMAND…]`: the service's container runs the words. */
function railway(args: readonly Field[]): ElsewhereCommand {
  return login("railway ssh", parseOptions(args, RAILWAY_SSH).operands);
}

/** `upterm host [--force-command CMD] [-- COMMAND…]`: the command runs here, its terminal shared. */
function upterm(args: readonly Field[]): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, UPTERM_HOST);
  const forced = parsed.value("force-command");
  if (parsed.operands.length > 0) return { where: "upterm host", remote: false, argv: parsed.operands, ...(forced ? { code: [forced] } : {}) };
  return forced ? { where: "upterm host", remote: false, code: [forced] } : undefined;
}

/** ClusterShell's `clush -w NODES|-g GROUP|-a COMMAND…`; `--copy`/`--rcopy` copy files instead. */
function clush(args: readonly Field[]): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, CLUSH);
  if (parsed.has("copy") || parsed.has("rcopy") || parsed.operands.length === 0) return undefined;
  const nodes = parsed.value("w")?.value ?? parsed.value("group")?.value ?? parsed.value("g")?.value ?? (parsed.has("all") || parsed.has("a") ? "all" : "?");
  return { where: `clush -w ${nodes}`, remote: true, code: [joinFields(parsed.operands)] };
}
