import { SHELLS } from "../commands/command-classes.js";
import { interpreterFamily } from "../commands/command-name.js";
import type { Field, Invocation } from "../model.js";
import { classifyPath, resolve, type PathTarget } from "../targets/classify-path.js";
import { pathContext, shown, via } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

/** Octal modes: leading zeros allowed (`04755`), and GNU chmod's operator forms (`=4755`, `+4000`, `-0002`). */
const OCTAL = /^[-+=]?0*[0-7]{1,4}$/;
const SYMBOLIC = /^(?:[ugoa]*(?:[-+=][rwxXstugo]*)+)(?:,[ugoa]*(?:[-+=][rwxXstugo]*)+)*$/;
const PRIVATE_FILES = ["/etc/shadow", "/etc/gshadow", "/etc/sudoers", "/etc/shadow-", "/etc/gshadow-", "/etc/master.passwd"];
const CHMOD_FLAGS = new Set(["-R", "--recursive", "-c", "--changes", "-f", "--silent", "--quiet", "-v", "--verbose", "-h", "--no-dereference", "-H", "-L", "-P", "--dereference", "--no-preserve-root", "--preserve-root"]);

/** What a chmod mode does that matters. */
interface ModeEffect {
  worldWritable: boolean;
  removesAll: boolean;
  setuid: boolean;
  /** Grants group or others any access. */
  opens: boolean;
}

/** World-writable or locked-out system trees, setuid shells, ownership of system trees handed away. */
export const permissionRules: RuleSet = {
  category: "permissions",
  programs: ["chmod", "chown", "chgrp", "setfacl", "chattr", "install"],
  rules: [
    { id: "perm.world-writable-system", decision: "deny", description: "Makes the root, a home or system directories world-writable." },
    { id: "perm.remove-all-system", decision: "deny", description: "Removes every permission from the root, a home or system directories (chmod 000)." },
    { id: "perm.recursive-chmod-system", decision: "ask", description: "Changes modes recursively under the root, a home or system directories." },
    { id: "perm.world-writable", decision: "ask", description: "Makes files world-writable (chmod 777, o+w)." },
    { id: "perm.expose-system-file", decision: "deny", description: "Makes /etc/shadow, /etc/sudoers or similar readable or writable by others." },
    { id: "perm.setuid-shell", decision: "deny", description: "Sets the setuid bit on a shell or interpreter." },
    { id: "perm.setuid", decision: "ask", description: "Sets the setuid or setgid bit." },
    { id: "perm.chown-system", decision: "deny", description: "Changes the owner of the root, a home or system directories." },
    { id: "perm.dynamic-target", decision: "ask", description: "A dangerous mode or owner change on a path only known at run time." },
  ],
  invocation(invocation, context) {
    if (invocation.name === "chmod") return chmod(invocation, context);
    if (invocation.name === "chown" || invocation.name === "chgrp") return chown(invocation, context);
    if (invocation.name === "setfacl" || invocation.name === "chattr") return acl(invocation, context);
    if (invocation.name === "install") return installMode(invocation);
    return [];
  },
};

/** install(1) `-m 4755 /bin/bash /tmp/rootbash`: a copy made with the setuid bit, judged by what is copied as well as where. */
function installMode(invocation: Invocation): Hit[] {
  const args = invocation.argv.slice(1);
  const index = args.findIndex((field) => field.value === "-m" || field.value === "--mode" || /^-m.|^--mode=/.test(field.value ?? ""));
  const option = args[index]?.value;
  if (option === undefined) return [];
  const mode = option === "-m" || option === "--mode" ? args[index + 1]?.value : option.replace(/^-m|^--mode=/, "");
  if (mode === undefined || !(OCTAL.test(mode) || SYMBOLIC.test(mode)) || !modeEffect(mode).setuid) return [];
  const files = args.filter((field, position) => position !== index && !(position === index + 1 && (option === "-m" || option === "--mode")) && (field.value === undefined || !field.value.startsWith("-")));
  const copied = files.find((field) => isShellLike(field.value?.split("/").at(-1) ?? ""));
  const target = files.at(-1);
  if (!target) return [];
  if (copied) return [{ rule: "perm.setuid-shell", decision: "deny", reason: `${shown(invocation)} installs a copy of ${copied.value} that runs as its owner (setuid shell)${via(invocation)}`, catastrophic: true }];
  return [{ rule: "perm.setuid", decision: "ask", reason: `${shown(invocation)} installs ${target.text} with the setuid/setgid bit${via(invocation)}` }];
}

function isShellLike(name: string): boolean {
  return SHELLS.has(name) || interpreterFamily(name) !== undefined || name === "env" || name === "find" || name === "vim" || name === "less";
}

function chmod(invocation: Invocation, context: RuleContext): Hit[] {
  let recursive = false;
  let mode: string | undefined;
  let reference = false;
  const targets: Field[] = [];
  for (const field of invocation.argv.slice(1)) {
    const value = field.value;
    if (value !== undefined && CHMOD_FLAGS.has(value)) recursive ||= value === "-R" || value === "--recursive";
    else if (value !== undefined && /^-[RcfvhHLP]+$/.test(value)) recursive ||= value.includes("R");
    else if (value?.startsWith("--reference")) reference = true;
    else if (mode === undefined && !reference && value !== undefined && (OCTAL.test(value) || SYMBOLIC.test(value))) mode = value;
    else if (mode === undefined && !reference && value === undefined) mode = "?";
    else targets.push(field);
  }
  if (mode === undefined || mode === "?") return [];
  const effect = modeEffect(mode);
  const hits: Hit[] = [];
  for (const field of targets) {
    const target = classifyPath(field, pathContext(invocation, context));
    const hit = chmodHit(invocation, field, target, effect, recursive, mode, context);
    if (hit) hits.push(hit);
  }
  return hits;
}

function chmodHit(invocation: Invocation, field: Field, target: PathTarget, effect: ModeEffect, recursive: boolean, mode: string, context: RuleContext): Hit | undefined {
  const what = `${shown(invocation)} ${recursive ? "recursively " : ""}sets mode ${mode} on ${target.why || target.shown}${via(invocation)}`;
  const absolute = field.value !== undefined ? resolve(field.value, pathContext(invocation, context)).path : undefined;
  if (effect.setuid) {
    const name = absolute?.split("/").at(-1) ?? "";
    if (isShellLike(name)) {
      return { rule: "perm.setuid-shell", decision: "deny", reason: `${shown(invocation)} makes ${absolute} run as its owner (setuid shell)${via(invocation)}`, catastrophic: true };
    }
    return { rule: "perm.setuid", decision: "ask", reason: `${shown(invocation)} sets the setuid/setgid bit on ${field.text}${via(invocation)}` };
  }
  if (absolute && PRIVATE_FILES.includes(absolute) && (effect.opens || effect.worldWritable)) {
    return { rule: "perm.expose-system-file", decision: "deny", reason: `${shown(invocation)} opens ${absolute} to other users${via(invocation)}`, catastrophic: true };
  }
  const wide = target.class === "catastrophic" || target.class === "system" || target.class === "home-data";
  if (effect.worldWritable) {
    if (wide) return { rule: "perm.world-writable-system", decision: "deny", reason: what, catastrophic: target.class === "catastrophic" };
    if (target.class === "dynamic") return { rule: "perm.dynamic-target", decision: "ask", reason: `${shown(invocation)} makes ${field.text} world-writable, and it is only known when it runs${via(invocation)}` };
    return { rule: "perm.world-writable", decision: "ask", reason: `${shown(invocation)} makes ${target.shown} world-writable${via(invocation)}` };
  }
  if (effect.removesAll) {
    if (wide) return { rule: "perm.remove-all-system", decision: "deny", reason: what, catastrophic: target.class === "catastrophic" };
    if (target.class === "dynamic" || (recursive && target.class === "cwd")) return { rule: "perm.dynamic-target", decision: "ask", reason: what };
    return undefined;
  }
  if (target.class === "catastrophic" || (recursive && (target.class === "system" || target.class === "home-data"))) {
    return { rule: "perm.recursive-chmod-system", decision: "ask", reason: what };
  }
  return undefined;
}

/**
 * What a chmod mode does: octal digits, or symbolic clauses (`u+x,go-w`, `a=rwx`). A clause with no
 * "who" is limited by the umask, so `+w` does not make a file world-writable.
 *
 * @example
 * modeEffect("777").worldWritable // true
 * modeEffect("a-rwx").removesAll // true
 */
export function modeEffect(mode: string): ModeEffect {
  if (OCTAL.test(mode)) {
    // `-MODE` only takes bits away; `+MODE` and `=MODE` set them as MODE does.
    const operator = /^[-+=]/.test(mode) ? (mode[0] as string) : "";
    const bits = mode.slice(operator.length).replace(/^0+(?=\d)/, "");
    if (operator === "-") return { worldWritable: false, removesAll: false, setuid: false, opens: false };
    const digits = bits.slice(-4).padStart(4, "0");
    const special = Number(digits[0]);
    const group = Number(digits[2]);
    const other = Number(digits[3]);
    return {
      worldWritable: (other & 2) !== 0,
      removesAll: operator !== "+" && Number(bits) === 0,
      setuid: (special & 6) !== 0,
      opens: group !== 0 || other !== 0,
    };
  }
  const effect: ModeEffect = { worldWritable: false, removesAll: false, setuid: false, opens: false };
  for (const clause of mode.split(",")) {
    const who = /^[ugoa]*/.exec(clause)?.[0] ?? "";
    const others = who === "" || who.includes("o") || who.includes("a");
    const all = who.includes("a") || (who.includes("u") && who.includes("g") && who.includes("o"));
    for (const action of clause.slice(who.length).matchAll(/([-+=])([rwxXstugo]*)/g)) {
      const [, op, perms = ""] = action;
      if ((op === "+" || op === "=") && perms.includes("s") && (who === "" || who.includes("u") || who.includes("g") || who.includes("a"))) effect.setuid = true;
      if ((op === "+" || op === "=") && who !== "" && others && perms.includes("w")) effect.worldWritable = true;
      if ((op === "+" || op === "=") && who !== "" && (others || who.includes("g")) && /[rwx]/.test(perms)) effect.opens = true;
      if (all && who !== "" && ((op === "-" && /r/.test(perms) && /w/.test(perms) && /x/.test(perms)) || (op === "=" && perms === ""))) effect.removesAll = true;
    }
  }
  return effect;
}

function chown(invocation: Invocation, context: RuleContext): Hit[] {
  const args = invocation.argv.slice(1);
  const recursive = args.some((field) => field.value === "-R" || field.value === "--recursive" || (field.value !== undefined && /^-[a-zA-Z]*R/.test(field.value) && !field.value.startsWith("--")));
  const reference = args.some((field) => field.value?.startsWith("--reference"));
  const operands = args.filter((field) => field.value === undefined || !field.value.startsWith("-"));
  const targets = reference ? operands : operands.slice(1);
  const hits: Hit[] = [];
  for (const field of targets) {
    const target = classifyPath(field, pathContext(invocation, context));
    if (target.class === "catastrophic") {
      hits.push({ rule: "perm.chown-system", decision: "deny", reason: `${shown(invocation)} ${recursive ? "recursively " : ""}hands ${target.why || target.shown} to another owner${via(invocation)}`, catastrophic: recursive || target.scope === "root" });
    } else if (recursive && (target.class === "system" || target.class === "home-data")) {
      hits.push({ rule: "perm.chown-system", decision: "deny", reason: `${shown(invocation)} recursively changes the owner of ${target.why || target.shown}${via(invocation)}` });
    } else if (recursive && target.class === "dynamic") {
      hits.push({ rule: "perm.dynamic-target", decision: "ask", reason: `${shown(invocation)} recursively changes the owner of ${field.text}, which is only known when it runs${via(invocation)}` });
    }
  }
  return hits;
}

function acl(invocation: Invocation, context: RuleContext): Hit[] {
  const args = invocation.argv.slice(1);
  const recursive = args.some((field) => field.value === "-R" || field.value === "--recursive" || (field.value !== undefined && /^-[a-zA-Z]*R/.test(field.value) && !field.value.startsWith("--")));
  if (!recursive) return [];
  const hits: Hit[] = [];
  for (const field of args.filter((candidate) => candidate.value === undefined || candidate.value.startsWith("/") || candidate.value.startsWith("~"))) {
    const target = classifyPath(field, pathContext(invocation, context));
    if (target.class === "catastrophic") hits.push({ rule: "perm.recursive-chmod-system", decision: "ask", reason: `${shown(invocation)} recursively changes access rules of ${target.why || target.shown}${via(invocation)}` });
  }
  return hits;
}
