import { staticField, type Field, type Invocation } from "../model.js";
import type { ElsewhereCommand } from "./elsewhere.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { kubeletCommand } from "../planes/kubelet-api.js";
import { bootScripts } from "../planes/remote-boot-code.js";
import { ansibleModuleCommand, saltFunctionCommand } from "./fleet-host-modules.js";
import { platformShell } from "./platform-shells.js";
import { SSH_OPTIONS as SSH, login, sshLogin as ssh } from "./ssh-login.js";
import { joinFields } from "./wrappers.js";

const AUTOSSH: OptionGrammar = { ...SSH, values: `${SSH.values ?? ""}M` };
const MOSH: OptionGrammar = { flags: "anp46", long: ["no-init", "local", "no-ssh-pty", "predict-overwrite", "experimental-remote-ip"], longValues: ["client", "server", "ssh", "predict", "family", "port", "bind-server"], stopAtOperand: true };
const GCLOUD: OptionGrammar = { long: ["dry-run", "internal-ip", "tunnel-through-iap", "plain", "strict-host-key-checking", "quiet", "troubleshoot", "no-user-output-enabled"], longValues: ["command", "zone", "project", "ssh-flag", "ssh-key-file", "container", "worker", "account", "configuration", "format", "verbosity", "ssh-key-expire-after"] };
const PDSH: OptionGrammar = { flags: "SbdNLqsV", values: "wxgXRltufcmoFCM", stopAtOperand: true };
const PSSH: OptionGrammar = { flags: "iAvPIZ", values: "hHlpoetOxX", long: ["inline", "askpass", "verbose", "print", "send-input", "inline-stdout"], longValues: ["hosts", "host", "user", "par", "outdir", "errdir", "timeout", "option", "extra-args", "extra-arg"], aliases: { h: "hosts", H: "host", l: "user", p: "par" }, stopAtOperand: true };
const ANSIBLE: OptionGrammar = { flags: "bkKCDvo", values: "aeifmMtuBPl", long: ["become", "ask-pass", "ask-become-pass", "check", "diff", "one-line", "list-hosts", "syntax-check"], longValues: ["args", "extra-vars", "inventory", "forks", "module-name", "module-path", "tree", "user", "background", "poll", "limit", "become-user", "become-method", "private-key", "connection", "timeout"], aliases: { a: "args", m: "module-name", i: "inventory", e: "extra-vars", u: "user", l: "limit" } };
const TSH: OptionGrammar = { flags: "ANtTX", values: "plLDRo", long: ["forward-agent", "no-remote-exec", "tty", "local", "x11-untrusted", "x11-trusted", "insecure", "debug", "no-resume", "relogin", "headless", "enable-escape-sequences"], longValues: ["cluster", "login", "port", "proxy", "user", "auth", "request-id", "request-reason", "log-level", "option", "participant-req", "mode", "format", "identity", "ttl", "add-keys-to-agent", "mfa-mode", "relay"], aliases: { l: "login", p: "port", o: "option" }, stopAtOperand: true };
/** adb's global options (`-s SERIAL`, `-t ID`, `-H host`, …) and those of its `shell` subcommand. */
const ADB: OptionGrammar = { flags: "ade", values: "stHPL", long: ["exit-on-write-error"], longValues: ["one-device"], stopAtOperand: true };
const ADB_SHELL: OptionGrammar = { flags: "nTtxv", values: "e", stopAtOperand: true };
const DEVCONTAINER_EXEC: OptionGrammar = { long: ["remove-remote-env", "log-format", "skip-post-attach"], longValues: ["workspace-folder", "container-id", "id-label", "config", "override-config", "remote-env", "docker-path", "docker-compose-path", "log-level", "user-data-folder", "terminal-columns", "terminal-rows", "default-user-env-probe"], stopAtOperand: true };
const DDEV_EXEC: OptionGrammar = { long: ["raw", "quiet"], longValues: ["service", "dir"], values: "sd", aliases: { s: "service", d: "dir" }, stopAtOperand: true };
const REMOTE_RUNNERS = new Set(["adb", "hdc", "minikube", "docker-machine", "devcontainer", "ddev", "lando", "tsh", "ssh", "autossh", "mosh", "gcloud", "vagrant", "eb", "fly", "flyctl", "heroku", "aws", "az", "pdsh", "pssh", "parallel-ssh", "ansible", "salt", "salt-ssh"]);
const SHELL_MODULES = /^(?:ansible\.builtin\.|ansible\.legacy\.)?(?:shell|command|raw|script)$/;

/**
 * The command another host runs for this one: `ssh [options] host command…` (also `autossh`,
 * `mosh host -- …`, Teleport's `tsh ssh`), `gcloud compute ssh --command`, `vagrant ssh -c`, `eb ssh --command`,
 * `fly ssh console -C`, `fly machine exec`, `heroku run`, `aws ssm send-command`/`start-session` parameters, `aws ecs
 * execute-command --command`, `az vm run-command
 * invoke --scripts`, `az aks command invoke --command`, `pdsh`, `pssh`, ad-hoc `ansible -m shell
 * -a`, `salt … cmd.run`, a device's `adb shell`/`adb exec-out` (and `hdc shell`), `minikube ssh`,
 * `docker-machine ssh`, a dev container's `devcontainer exec`, `ddev exec`, `lando ssh -c`, and the
 * development platforms' remote shells read by `platformShell` (`gh codespace ssh`, `tailscale ssh`,
 * `coder ssh`, …). A remote login without a command runs what arrives on its stdin.
 *
 * @example
 * remoteCommand(invocation("ssh", "-p", "22", "host", "rm", "-rf", "/"))?.code?.[0]?.value // "rm -rf /"
 */
export function remoteCommand(invocation: Invocation): ElsewhereCommand | undefined {
  if (!REMOTE_RUNNERS.has(invocation.name)) return platformShell(invocation) ?? kubeletCommand(invocation);
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value);
  switch (invocation.name) {
    case "ssh":
    case "autossh":
      return ssh(invocation.name, args, invocation.name === "ssh" ? SSH : AUTOSSH);
    case "tsh":
      // Teleport's `tsh ssh [user@]host command…` (or a label selector in place of the host).
      return values[0] === "ssh" ? ssh("tsh ssh", args.slice(1), TSH) : undefined;
    case "mosh": {
      const parsed = parseOptions(args, MOSH);
      const [host, ...rest] = parsed.operands;
      const command = rest[0]?.value === "--" ? rest.slice(1) : rest;
      return host ? login(`mosh ${host.value ?? host.text}`, command) : undefined;
    }
    case "gcloud":
      return gcloudSsh(args) ?? bootScripts(invocation);
    case "vagrant":
      return values[0] === "ssh" ? optionCode("vagrant ssh", args.slice(1), ["-c", "--command"]) : undefined;
    case "eb":
      return values[0] === "ssh" ? optionCode("eb ssh", args.slice(1), ["--command", "-c"]) : undefined;
    case "fly":
    case "flyctl":
      if (values[0] === "machine" || values[0] === "machines" || values[0] === "m") return flyMachineExec(args.slice(1));
      return values[0] === "ssh" && values[1] === "console" ? optionCode("fly ssh console", args.slice(2), ["-C", "--command"]) : undefined;
    case "heroku":
      return values[0] === "run" || values[0] === "run:detached" ? herokuRun(args.slice(1)) : undefined;
    case "aws":
      return awsSsm(args) ?? bootScripts(invocation);
    case "az":
      return azureRunCommand(args) ?? bootScripts(invocation);
    case "adb":
    case "hdc":
      return deviceShell(invocation.name, args);
    case "devcontainer": {
      // `devcontainer exec [--workspace-folder DIR …] COMMAND…` runs in the project's dev container.
      if (values[0] !== "exec") return undefined;
      const operands = parseOptions(args.slice(1), DEVCONTAINER_EXEC).operands;
      return operands.length > 0 ? { where: "devcontainer exec", remote: true, argv: operands } : undefined;
    }
    case "ddev": {
      // `ddev exec [-s SERVICE] COMMAND…` runs in the project's container.
      if (values[0] !== "exec") return undefined;
      const operands = parseOptions(args.slice(1), DDEV_EXEC).operands;
      // One word is a command line (`ddev exec "mysql -e …"`); several are the command's own words.
      if (operands.length === 1) return { where: "ddev exec", remote: true, code: operands };
      return operands.length > 0 ? { where: "ddev exec", remote: true, argv: operands } : undefined;
    }
    case "lando":
      // `lando ssh [-s SERVICE] -c COMMAND`.
      return values[0] === "ssh" ? optionCode("lando ssh", args.slice(1), ["-c", "--command"]) : undefined;
    case "minikube":
      // `minikube ssh [flags] [-- COMMAND…]`: the command runs in the cluster's node.
      return values[0] === "ssh" ? nodeShell("minikube ssh", args.slice(1)) : undefined;
    case "docker-machine":
      // `docker-machine ssh MACHINE [COMMAND…]`.
      return values[0] === "ssh" && args[1] ? login(`docker-machine ssh ${values[1] ?? "?"}`, args.slice(2)) : undefined;
    case "pdsh": {
      const parsed = parseOptions(args, PDSH);
      return parsed.operands.length ? { where: `pdsh -w ${parsed.value("w")?.value ?? "?"}`, remote: true, code: [joinFields(parsed.operands)] } : undefined;
    }
    case "pssh":
    case "parallel-ssh": {
      const parsed = parseOptions(args, PSSH);
      return parsed.operands.length ? { where: "pssh", remote: true, code: [joinFields(parsed.operands)] } : undefined;
    }
    case "ansible":
      return ansible(args);
    case "salt":
    case "salt-ssh":
      return salt(args);
    default:
      return undefined;
  }
}

/**
 * `adb [-s SERIAL] shell [-t] [COMMAND…]` and `adb exec-out COMMAND…` (HarmonyOS's `hdc shell` the
 * same): the device's shell runs the words joined; without a command it reads this one's stdin.
 */
function deviceShell(name: string, args: readonly Field[]): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, ADB);
  const [verb, ...rest] = parsed.operands;
  const serial = parsed.value("s")?.value ?? parsed.value("t")?.value;
  const where = `${name}${serial ? ` -s ${serial}` : ""} ${verb?.value ?? ""}`;
  if (verb?.value === "exec-out") return rest.length > 0 ? { where, remote: true, code: [joinFields(rest)] } : undefined;
  if (verb?.value !== "shell") return undefined;
  return login(where, parseOptions(rest, ADB_SHELL).operands);
}

/** A node login whose command follows `--` or the options (`minikube ssh -- sudo rm …`). */
function nodeShell(where: string, args: readonly Field[]): ElsewhereCommand | undefined {
  const dashes = args.findIndex((field) => field.value === "--");
  const command = dashes >= 0 ? args.slice(dashes + 1) : parseOptions(args, { values: "np", longValues: ["node", "native-ssh", "profile", "user"], long: ["native-ssh"], stopAtOperand: true }).operands;
  return login(where, command);
}

function gcloudSsh(args: readonly Field[]): ElsewhereCommand | undefined {
  const words = args.filter((field) => !field.value?.startsWith("-")).map((field) => field.value);
  // `gcloud [alpha|beta] compute|cloud-shell|workstations|compute tpus tpu-vm … ssh`.
  const ssh = words.indexOf("ssh");
  if (ssh < 0 || ssh > 4) return undefined;
  const dashes = args.findIndex((field) => field.value === "--");
  const parsed = parseOptions(dashes < 0 ? args : args.slice(0, dashes), GCLOUD);
  const instance = parsed.operands[ssh + 1]?.value ?? "?";
  const command = parsed.value("command");
  const extra = dashes < 0 ? [] : parseOptions(args.slice(dashes + 1), SSH).operands;
  if (command) return { where: `gcloud compute ssh ${instance}`, remote: true, code: [command] };
  return login(`gcloud compute ssh ${instance}`, extra);
}

/** A host login whose command is an option's value (`vagrant ssh -c CMD`). */
function optionCode(where: string, args: readonly Field[], options: readonly string[]): ElsewhereCommand | undefined {
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value ?? "";
    if (options.includes(value) && args[index + 1]) return { where, remote: true, code: [args[index + 1] as Field] };
    const long = options.find((option) => option.startsWith("--") && value.startsWith(`${option}=`));
    if (long) return { where, remote: true, code: [{ ...(args[index] as Field), value: value.slice(long.length + 1) }] };
  }
  // After `--` come ssh's own arguments; what follows its options is the remote command.
  const dashes = args.findIndex((field) => field.value === "--");
  const command = dashes >= 0 ? parseOptions(args.slice(dashes + 1), SSH).operands : [];
  return command.length > 0 ? { where, remote: true, code: [joinFields(command)] } : undefined;
}

/** `fly machine exec [MACHINE_ID] COMMAND`: the machine runs the command string. */
function flyMachineExec(args: readonly Field[]): ElsewhereCommand | undefined {
  if (args[0]?.value !== "exec") return undefined;
  const operands = parseOptions(args.slice(1), { long: ["select", "verbose", "debug"], longValues: ["app", "config", "timeout", "container", "access-token"], values: "act", aliases: { a: "app", c: "config" }, stopAtOperand: true }).operands;
  const command = operands[operands.length - 1];
  return command ? { where: `fly machine exec ${operands.length > 1 ? (operands[0]?.value ?? "?") : ""}`.trimEnd(), remote: true, code: [command] } : undefined;
}

function herokuRun(args: readonly Field[]): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, { flags: "x", long: ["exit-code", "no-tty", "no-notify", "listen"], longValues: ["app", "remote", "size", "env", "type"], values: "arset", aliases: { a: "app", r: "remote", s: "size", e: "env", t: "type" }, stopAtOperand: true });
  return parsed.operands.length ? { where: `heroku run (${parsed.value("app")?.value ?? "app"})`, remote: true, code: [joinFields(parsed.operands)] } : undefined;
}

/** `aws ssm send-command --parameters commands=[…]` (shorthand or JSON) runs shell commands on instances; an association (`create-association`, `update-association`) runs them on a schedule. */
function awsSsm(args: readonly Field[]): ElsewhereCommand | undefined {
  const values = args.map((field) => field.value ?? "");
  if (values.includes("ecs") && values.includes("execute-command")) {
    // `aws ecs execute-command --command "…"` runs in a task's container.
    const index = values.indexOf("--command");
    return index >= 0 && args[index + 1] ? { where: "aws ecs execute-command", remote: true, code: [args[index + 1] as Field] } : undefined;
  }
  if (!values.includes("ssm") || !["send-command", "start-session", "create-association", "update-association"].some((verb) => values.includes(verb))) return undefined;
  const index = values.findIndex((value) => value === "--parameters" || value.startsWith("--parameters="));
  if (index < 0) return undefined;
  const text = values[index]?.startsWith("--parameters=") ? (values[index] as string).slice(13) : (values[index + 1] ?? "");
  const commands = ssmCommands(text);
  return commands.length ? { where: "aws ssm send-command", remote: true, code: commands.map((command) => staticField(command)) } : undefined;
}

function ssmCommands(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as { commands?: unknown; command?: unknown };
    const commands = parsed.commands ?? parsed.command;
    if (Array.isArray(commands)) return commands.filter((command): command is string => typeof command === "string");
  } catch {
    // Not JSON: the CLI's shorthand `commands=[a,b]` or `commands=a`.
  }
  const shorthand = /(?:^|,)\s*commands?\s*=\s*(?:\[([\s\S]*)\]|([\s\S]*))$/.exec(text);
  if (!shorthand) return [];
  return shorthand[1] !== undefined ? splitList(shorthand[1]) : [shorthand[2] ?? ""];
}

function splitList(text: string): string[] {
  const items: string[] = [];
  for (const match of text.matchAll(/"((?:\\.|[^"\\])*)"|'([^']*)'|([^,]+)/g)) items.push((match[1] ?? match[2] ?? match[3] ?? "").trim());
  return items.filter(Boolean);
}

function azureRunCommand(args: readonly Field[]): ElsewhereCommand | undefined {
  const values = args.map((field) => field.value ?? "");
  // `az ssh vm|arc … -- command`: ssh's own arguments follow `--`, the remote command last among them.
  if (values[0] === "ssh" && (values[1] === "vm" || values[1] === "arc")) {
    const dashes = values.indexOf("--");
    const command = dashes < 0 ? [] : args.slice(dashes + 1);
    return command.length ? { where: `az ssh ${values[1]}`, remote: true, code: [joinFields(command)] } : undefined;
  }
  // `az containerapp exec --command CMD`, `az container exec --exec-command CMD`: a running container runs it.
  if ((values[0] === "containerapp" || values[0] === "container") && values[1] === "exec") {
    const option = values[0] === "containerapp" ? "--command" : "--exec-command";
    const at = values.findIndex((value) => value === option || value.startsWith(`${option}=`));
    const code = at < 0 ? undefined : values[at]?.startsWith(`${option}=`) ? { ...(args[at] as Field), value: values[at]?.slice(option.length + 1) } : args[at + 1];
    return code ? { where: `az ${values[0]} exec`, remote: true, code: [code] } : undefined;
  }
  const runCommand = (values[0] === "vm" || values[0] === "vmss") && values[1] === "run-command";
  const aksCommand = values[0] === "aks" && values[1] === "command" && values[2] === "invoke";
  if (!runCommand && !aksCommand) return undefined;
  const option = aksCommand ? ["--command", "-c"] : ["--scripts", "--script"];
  const start = values.findIndex((value) => option.includes(value));
  if (start < 0) return undefined;
  const end = values.findIndex((value, index) => index > start && value.startsWith("-"));
  const code = args.slice(start + 1, end < 0 ? undefined : end);
  return code.length ? { where: aksCommand ? "az aks command invoke" : "az vm run-command", remote: true, code } : undefined;
}

function ansible(args: readonly Field[]): ElsewhereCommand | undefined {
  const parsed = parseOptions(args, ANSIBLE);
  const module = parsed.value("module-name")?.value ?? "command";
  const code = parsed.value("args");
  if (!code) return undefined;
  const where = `ansible ${parsed.operands[0]?.value ?? "?"}`;
  // The file module with `state=absent` deletes the path (recursively for a directory).
  const absent = FILE_MODULES.test(module) && code.value !== undefined ? absentPath(code.value) : undefined;
  if (absent !== undefined) return { where, remote: true, code: [staticField(`rm -rf '${absent.replace(/'/g, "'\\''")}'`, code.text)] };
  // Service, firewall, SELinux and sysctl modules: judged as the shell command with the same effect.
  const hostChange = code.value !== undefined ? ansibleModuleCommand(module, code.value) : undefined;
  if (hostChange !== undefined) return { where, remote: true, code: [staticField(hostChange, code.text)] };
  if (!SHELL_MODULES.test(module)) return undefined;
  return { where, remote: true, code: [code] };
}

const FILE_MODULES = /^(?:ansible\.builtin\.|ansible\.legacy\.)?file$/;

function absentPath(moduleArgs: string): string | undefined {
  if (!/(?:^|\s)state=["']?absent\b/.test(moduleArgs)) return undefined;
  return /(?:^|\s)(?:path|dest|name)=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(moduleArgs)?.slice(1).find((value) => value !== undefined);
}

function salt(args: readonly Field[]): ElsewhereCommand | undefined {
  const operands = args.filter((field) => !field.value?.startsWith("-"));
  // `salt '*' file.remove /path` deletes the path (recursively for a directory).
  const remove = operands.findIndex((field) => /^file\.(?:remove|absent|rmdir)$/.test(field.value ?? ""));
  const removed = remove >= 0 ? operands[remove + 1]?.value : undefined;
  if (removed !== undefined) return { where: `salt ${operands[0]?.value ?? "?"}`, remote: true, code: [staticField(`rm -rf '${removed.replace(/'/g, "'\\''")}'`)] };
  // Service, SELinux, iptables and sysctl functions: judged as the shell command with the same effect.
  const function_ = operands.findIndex((field) => /^(?:service|selinux|iptables|sysctl)\.\w+$/.test(field.value ?? ""));
  const hostChange = function_ >= 0 ? saltFunctionCommand(operands[function_]?.value ?? "", operands.slice(function_ + 1).map((field) => field.value ?? "")) : undefined;
  if (hostChange !== undefined) return { where: `salt ${operands[0]?.value ?? "?"}`, remote: true, code: [staticField(hostChange)] };
  const index = operands.findIndex((field) => /^cmd\.(?:run|run_all|run_stdout|shell|exec_code)$/.test(field.value ?? ""));
  const code = index >= 0 ? operands[index + 1] : undefined;
  return code ? { where: `salt ${operands[0]?.value ?? "?"}`, remote: true, code: [code] } : undefined;
}
