import path from "node:path";
import { downloadedFiles } from "../commands/downloads.js";
import { isSshdConfig, sedHardensSshd } from "../commands/sshd-hardening.js";
import { COPY_GRAMMARS, copyGrammar } from "../commands/copy-grammars.js";
import { parseOptions } from "../commands/getopt.js";
import type { Field, Invocation } from "../model.js";
import { classifyPath, resolve } from "../targets/classify-path.js";
import { isAutostartPath, systemFileClass } from "../../security-audit/system-paths.js";
import { pathContext, shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

const WRITERS_IN_PLACE = new Set(["sed", "gsed", "perl", "ruby"]);
const DIRECTORY_TARGETS = new Set(["/etc", "/boot", "/bin", "/sbin", "/usr/bin", "/usr/sbin", "/etc/sudoers.d", "/etc/pam.d", "/etc/cron.d", "/etc/profile.d", "/etc/security", "/lib", "/usr/lib"]);

/** Overwriting, appending to or deleting account databases, sudoers, PAM, boot files and other system files. */
export const systemFileRules: RuleSet = {
  category: "system-files",
  rules: [
    { id: "sysfile.overwrite", decision: "deny", description: "Writes to a critical system file (/etc/passwd, /etc/shadow, /etc/sudoers, PAM, /boot, …) by redirect, tee, cp, mv, sed -i, dd, …" },
    { id: "sysfile.delete", decision: "deny", description: "Deletes or truncates a critical system file." },
    { id: "sysfile.modify", decision: "ask", description: "Writes to another system file (/etc/hosts, /usr/bin/…, cron spools)." },
    { id: "sysfile.extract-into-system", decision: "ask", description: "Extracts an archive into the root, a home or a system directory (tar -x -C /, unzip -d /etc)." },
  ],
  invocation(invocation, context) {
    const hits: Hit[] = [];
    if (invocation.name === "tar" || invocation.name === "bsdtar" || invocation.name === "unzip") {
      for (const directory of extractionTarget(invocation)) {
        const target = classifyPath(directory, pathContext(invocation, context));
        if (target.class === "catastrophic" || target.class === "system") {
          hits.push({ rule: "sysfile.extract-into-system", decision: "ask", reason: `${shown(invocation)} extracts files into ${target.why || target.shown}, overwriting what is there${via(invocation)}` });
        }
      }
    }
    for (const { field, action } of writes(invocation, context)) {
      if (field.value === undefined) continue;
      const absolute = resolve(field.value, pathContext(invocation, context));
      if (!absolute.absolute) continue;
      // A change that only hardens the SSH daemon (PasswordAuthentication no) is judged by what it changes, not where.
      if (action === "edits" && isSshdConfig(absolute.path) && sedHardensSshd(invocation)) continue;
      const hit = systemFileHit(absolute.path, action, `${shown(invocation)}${via(invocation)}`);
      if (hit) hits.push(hit);
    }
    return hits;
  },
  redirect(redirect, invocation, context) {
    if (!writeTarget(redirect.op, redirect.target) || redirect.target.value === undefined) return [];
    const cwd = invocation?.cwd ?? (context.initialCwd ? { known: true as const, path: context.initialCwd, initial: true } : { known: false as const, initial: true });
    const absolute = resolve(redirect.target.value, { home: context.home, cwd, initialCwd: context.initialCwd });
    if (!absolute.absolute) return [];
    const action = redirect.op.endsWith(">>") ? "appends to" : "overwrites";
    const hit = systemFileHit(absolute.path, action, invocation ? `a redirect of ${shown(invocation)}` : "a redirect");
    return hit ? [hit] : [];
  },
};

function systemFileHit(absolute: string, action: string, by: string): Hit | undefined {
  const kind = systemFileClass(absolute);
  if (!kind) return undefined;
  const deleting = action === "deletes" || action === "truncates";
  if (kind === "critical") return { rule: deleting ? "sysfile.delete" : "sysfile.overwrite", decision: "deny", reason: `${by} ${action} ${absolute}, a critical system file`, catastrophic: true };
  return { rule: "sysfile.modify", decision: "ask", reason: `${by} ${action} ${absolute}, a system file` };
}

/** The files a command writes or deletes, and how. */
function writes(invocation: Invocation, context: RuleContext): { field: Field; action: string }[] {
  const args = invocation.argv.slice(1);
  switch (invocation.name) {
    case "tee":
      return args.filter((field) => field.value === undefined || !field.value.startsWith("-")).map((field) => ({ field, action: args.some((arg) => arg.value === "-a" || arg.value === "--append") ? "appends to" : "overwrites" }));
    case "cp":
    case "mv":
    case "install":
    case "ln":
    case "rsync":
      return copyTargets(invocation, context).map((field) => ({ field, action: "overwrites" }));
    case "dd":
      return args.filter((field) => field.value?.startsWith("of=")).map((field) => ({ field: { ...field, value: field.value?.slice(3) }, action: "overwrites" }));
    case "truncate":
      return args.filter((field) => field.value === undefined || !field.value.startsWith("-")).filter((field, index, all) => !isOptionValue(all, field, args)).map((field) => ({ field, action: "truncates" }));
    case "rm":
    case "unlink":
    case "shred":
    case "srm":
      return args.filter((field) => field.value === undefined || !field.value.startsWith("-")).map((field) => ({ field, action: "deletes" }));
    case "sudoedit":
    case "visudo":
    case "vipw":
    case "vigr": {
      // visudo(8) `-c` only checks; without a file, visudo, vipw and vigr edit the system's own (through $EDITOR when set).
      if (args.some((field) => field.value === "--check" || field.value === "--help" || (invocation.name === "visudo" && /^-[a-zA-Z]*[chx]/.test(field.value ?? "")))) return [];
      const files = args.filter((field) => field.value === undefined || !field.value.startsWith("-"));
      const own = { visudo: "/etc/sudoers", vipw: args.some((field) => field.value === "-s" || field.value === "--shadow") ? "/etc/shadow" : "/etc/passwd", vigr: "/etc/group" }[invocation.name as "visudo" | "vipw" | "vigr"];
      if (files.length === 0 && own !== undefined) return [{ field: { value: own, text: invocation.name, glob: false }, action: "edits" }];
      return files.map((field) => ({ field, action: "edits" }));
    }
    case "chpasswd":
    case "newusers":
      return [{ field: { value: "/etc/shadow", text: invocation.name, glob: false }, action: "rewrites" }];
    case "passwd":
      return args.some((field) => field.value === "-d" || field.value === "--delete" || field.value === "-u" || field.value === "--unlock") ? [{ field: { value: "/etc/shadow", text: invocation.name, glob: false }, action: "rewrites" }] : [];
    case "usermod":
    case "gpasswd":
    case "adduser":
    case "useradd": {
      const privileged = args.some((field) => field.value !== undefined && /(?:^|,)(?:sudo|wheel|admin|root|docker)(?:,|$)/.test(field.value));
      const rootId = args.some((field, index) => (args[index - 1]?.value === "-u" || args[index - 1]?.value === "--uid") && field.value === "0");
      return privileged || rootId ? [{ field: { value: "/etc/group", text: invocation.name, glob: false }, action: "grants privileges in" }] : [];
    }
    case "curl":
    case "wget":
    case "wget2":
      return downloadedFiles(invocation).map((file) => ({ field: { value: file, text: file, glob: false }, action: "downloads over" }));

    default:
      break;
  }
  if (WRITERS_IN_PLACE.has(invocation.name) && args.some((field) => field.value !== undefined && (/^-[a-zA-Z]*i/.test(field.value) || field.value.startsWith("--in-place")))) {
    const files = args.filter((field) => field.value === undefined || !field.value.startsWith("-"));
    // sed's first operand is its script unless -e/-f gave one; perl and ruby take the code with -e.
    const scripted = args.some((field) => field.value !== undefined && /^-[a-zA-Z]*[ef]$|^--expression|^--file/.test(field.value));
    return (invocation.name.endsWith("sed") && !scripted ? files.slice(1) : files).filter((field) => !isScriptArgument(field, args)).map((field) => ({ field, action: "edits" }));
  }
  return [];
}

/** Where an archive is extracted: `tar -x … -C DIR`, `unzip … -d DIR`, as a directory to write into. */
function extractionTarget(invocation: Invocation): Field[] {
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  const extracting = invocation.name === "unzip" || values.some((value, index) => value === "--extract" || value === "--get" || (index === 0 && /^[^-]*x/.test(value)) || /^-[a-zA-Z]*x/.test(value));
  if (!extracting) return [];
  const flag = invocation.name === "unzip" ? /^-d$/ : /^(?:-C|--directory)$/;
  const found = args.flatMap((field, index) => (flag.test(values[index - 1] ?? "") ? [field] : field.value?.startsWith("--directory=") ? [{ ...field, value: field.value.slice(12) }] : []));
  return found;
}

function copyTargets(invocation: Invocation, context: RuleContext): Field[] {
  // rsync's targets are read with cp's grammar: enough to find the last operand.
  const parsed = parseOptions(invocation.argv.slice(1), copyGrammar(invocation.name) ?? COPY_GRAMMARS.cp);
  const directory = parsed.value("target-directory");
  const sources = directory ? parsed.operands : parsed.operands.slice(0, -1);
  const destination = directory ?? parsed.operands.at(-1);
  if (!destination || destination.value === undefined || (sources.length === 0 && !directory)) return [];
  const absolute = resolve(destination.value, pathContext(invocation, context));
  const intoDirectory = directory !== undefined || destination.value.endsWith("/") || sources.length > 1 || DIRECTORY_TARGETS.has(absolute.path);
  const targets = intoDirectory ? sources.filter((source) => source.value !== undefined).map((source) => ({ value: path.posix.join(absolute.path, path.posix.basename(source.value as string)), text: destination.text, glob: false })) : [destination];
  // Without -f, ln only creates new links: that matters where a new file alone is dangerous (a sudoers drop-in, a `sudo` on the PATH,
  // a unit linked into a `.wants` directory, a cron table, anything else the system runs by itself from where it lies).
  if (invocation.name === "ln" && !parsed.has("f") && !parsed.has("force")) {
    return targets.filter((target) => {
      const absolute = resolve(target.value as string, pathContext(invocation, context)).path;
      return systemFileClass(absolute) === "critical" || (systemFileClass(absolute) !== undefined && isAutostartPath(absolute, undefined));
    });
  }
  return targets;
}

function isOptionValue(all: readonly Field[], field: Field, args: readonly Field[]): boolean {
  const index = args.indexOf(field);
  const previous = args[index - 1]?.value;
  return previous === "-s" || previous === "--size" || previous === "-r" || previous === "--reference";
}

function isScriptArgument(field: Field, args: readonly Field[]): boolean {
  const previous = args[args.indexOf(field) - 1]?.value;
  return previous !== undefined && /^-[a-zA-Z]*[eEf]$|^--expression$|^--file$/.test(previous);
}
