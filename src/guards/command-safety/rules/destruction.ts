import { homeOf, placeOf, type PlaceOfPath } from "../../security-audit/path-places.js";
import { TEMPLATE_FILLED_RULES } from "../../security-audit/rules.js";
import { isAutostartPath, systemFileClass } from "../../security-audit/system-paths.js";
import { fileWrites, type FileEffect, type FileWrite } from "../commands/file-writes.js";
import { installsDownloadedCredential } from "../flows/credential-installs.js";
import { derivedPublicKeySource } from "../flows/public-key-derivation.js";
import type { CwdState, Field, Invocation, Redirection } from "../model.js";
import { classifyPath, resolve, type PathContext, type PathTarget } from "../targets/classify-path.js";
import { deletionHit, JUDGED_HERE } from "./filesystem.js";
import { installContext, pathContext, shown, via } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

const VERBS: Readonly<Record<FileEffect, string | undefined>> = {
  delete: "deletes",
  truncate: "empties",
  "move-away": "moves away",
  overwrite: "overwrites",
  edit: "edits",
  append: undefined,
  create: undefined,
};

/**
 * Destruction judged by where it lands, for every command that deletes, empties, overwrites,
 * edits or moves files (by their argument grammar, `commands/file-writes.ts`), for redirects, and
 * for interpreter one-liners (which the walker turns into those commands): inside the project,
 * in temporary space or a cache it is everyday work; in another project, a home directory,
 * service data or on a mounted disk it needs a person, and wiping a whole disk is denied. The
 * root, homes, system directories and the working directory keep their own rules (`filesystem.ts`).
 */
export const destructionRules: RuleSet = {
  category: "filesystem",
  rules: [
    { id: "fs.destroy-outside-project", decision: "ask", description: "Deletes, empties or moves away files outside the project: another project, a home directory's files, the trash (rm -rf ../other-project, ~/code/other-repo, ~/notes.txt, trash-empty)." },
    { id: "fs.destroy-service-data", decision: "ask", description: "Deletes, empties or moves away service or application data (/srv, /opt, /var/www, /var/lib, /var/log)." },
    { id: "fs.destroy-mount", decision: "deny", description: "Deletes a mounted disk or everything on it (/mnt/x, /media/x, /Volumes/x)." },
    { id: "fs.overwrite-outside-project", decision: "ask", description: "Overwrites or edits files outside the project: another project, a home directory, service data, a mount (cp, tee, >, dd of=, install, mv onto, sed -i, git checkout in another tree)." },
  ],
  invocation(invocation, context) {
    const hits: Hit[] = [];
    if (emptiesTrash(invocation)) hits.push({ rule: "fs.destroy-outside-project", decision: "ask", reason: `${shown(invocation)} empties the trash, deleting for good what was moved there${via(invocation)}` });
    for (const write of fileWrites(invocation)) {
      const hit = destructionHit(write, invocation.cwd, `${shown(invocation)}`, via(invocation), invocation, context);
      if (hit) hits.push(hit);
    }
    return hits;
  },
  redirect(redirect, invocation, context) {
    const effect = redirectEffect(redirect);
    if (!effect) return [];
    const cwd: CwdState = invocation?.cwd ?? (context.initialCwd ? { known: true, path: context.initialCwd, initial: true } : { known: false, initial: true });
    const by = invocation ? `a redirect of ${shown(invocation)}` : "a redirect";
    const hit = destructionHit({ field: redirect.target, effect, recursive: false }, cwd, by, "", invocation, context);
    return hit ? [hit] : [];
  },
};

/** `trash-empty` (trash-cli), `gio trash --empty`, `ktrash5 --empty`: what the trash kept is deleted. */
function emptiesTrash(invocation: Invocation): boolean {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  if (invocation.name === "trash-empty") return !values.some((value) => value === "--help" || value === "-h" || value === "--version" || value === "--dry-run");
  if (invocation.name === "gio") return values[0] === "trash" && values.includes("--empty");
  return /^ktrash\d*$/.test(invocation.name) && values.includes("--empty");
}

function redirectEffect(redirect: Redirection): FileEffect | undefined {
  if (redirect.op === ">" || redirect.op === ">|" || redirect.op === "&>") return "overwrite";
  if (redirect.op === ">&" && redirect.target.value !== undefined && !/^(?:\d+|-)$/.test(redirect.target.value)) return "overwrite";
  return undefined;
}

function destructionHit(write: FileWrite, cwd: CwdState, by: string, through: string, invocation: Invocation | undefined, context: RuleContext): Hit | undefined {
  const { field, effect } = write;
  const verb = VERBS[effect];
  if (!verb) return undefined;
  const paths = invocation ? pathContext({ ...invocation, cwd }, context) : { home: context.home, cwd, initialCwd: context.initialCwd };
  // `ssh-keygen -y -f KEY > KEY.pub` regenerates the public half beside its key (ssh-keygen(1)).
  if (invocation && effect === "overwrite" && field.value !== undefined && derivesOwnPublicKey(invocation, field.value, paths)) return undefined;
  const target = classifyPath(field, paths);
  if (invocation && target.class !== "ordinary") {
    const hit = beyondPlaces(write, target, invocation, context);
    if (hit) return hit;
  }
  const found = foundSystemFiles(write, paths);
  if (found) return { rule: "fs.overwrite-outside-project", decision: "ask", reason: `${by} ${verb} ${found}, system files${through}` };
  const place = placeOfTarget(target, field, effect, paths);
  if (!place || place.place === "project" || place.place === "temporary" || place.place === "cache") return undefined;
  // Moving something into the project keeps it.
  if (effect === "move-away" && write.to && keeps(classifyPath(write.to, paths))) return undefined;
  // A downloaded credential moved where its tool reads it (`mv ~/Downloads/kaggle.json ~/.kaggle/`) is kept there.
  if (effect === "move-away" && invocation?.name === "mv" && installsDownloadedCredential(invocation, installContext(invocation, context, cwd.known ? cwd.path : context.initialCwd))) return undefined;
  // Secret files, the agent's own settings and autostart locations have rules of their own, with better reasons.
  if (!destroysEffect(effect) && isAutostartTarget(field, paths)) return undefined;
  // An env file is the exception: writing one is routine for the secret rules, so where it lands decides here (`: > ../api/.env`).
  const secret = context.classifySecret(field, cwd.known ? cwd.path : context.initialCwd, "write");
  if (secret && !TEMPLATE_FILLED_RULES.has(secret.rule)) return undefined;
  const what = describe(target, place);
  const destroys = destroysEffect(effect);
  if (destroys && place.place === "mount" && (place.everything || (place.mountPoint && write.recursive))) {
    return { rule: "fs.destroy-mount", decision: "deny", reason: `${by} ${verb} ${what}, a whole mounted disk${through}` };
  }
  // Installing into /usr/local, Homebrew's prefix or ~/.local/bin is routine; deleting there is not.
  // On another host or in a container there is no project to be outside of: writing a deploy into
  // `/srv/app` there is everyday (system files, whole homes and the root are judged above).
  if (!destroys && invocation?.remote !== undefined && invocation.mounted !== true && place.place !== "mount") return undefined;
  if (!destroys) return place.place === "software" ? undefined : { rule: "fs.overwrite-outside-project", decision: "ask", reason: `${by} ${verb} ${what}, outside the project${through}` };
  if (place.place === "service-data" || place.place === "software") return { rule: "fs.destroy-service-data", decision: "ask", reason: `${by} ${verb} ${what}${through}` };
  return { rule: "fs.destroy-outside-project", decision: "ask", reason: `${by} ${verb} ${what}${through}` };
}

/** The redirect target is the public key file of the private key `ssh-keygen -y -f` reads: its path plus `.pub`. */
function derivesOwnPublicKey(invocation: Invocation, target: string, paths: PathContext): boolean {
  const key = derivedPublicKeySource(invocation);
  if (key === undefined) return false;
  const resolvedKey = resolve(key, paths);
  const resolvedTarget = resolve(target, paths);
  return resolvedKey.absolute === resolvedTarget.absolute && resolvedTarget.path === `${resolvedKey.path}.pub`;
}

/**
 * Files `find`, `fd` or a listing visit below a system directory (`find /etc/nginx -exec sed -i d
 * {} +`), overwritten or emptied: the system-file rules judge named paths, this judges the found ones.
 */
function foundSystemFiles(write: FileWrite, paths: PathContext): string | undefined {
  const root = write.field.value === undefined ? write.field.found?.root.value : undefined;
  if (root === undefined || write.effect === "delete" || write.effect === "move-away") return undefined;
  const absolute = resolve(root, paths);
  return absolute.absolute && systemFileClass(absolute.path) ? `files found under ${absolute.path}` : undefined;
}

/**
 * Where a target lies, for this rule: ordinary paths by their place; a home's data directory and
 * system paths no system-file rule covers (`/var/lib/mysql`) for what the filesystem rules do not
 * judge (emptying, overwriting, moving away; they judge deletion).
 */
function placeOfTarget(target: PathTarget, field: Field, effect: FileEffect, paths: PathContext): (PlaceOfPath & { everything?: boolean }) | undefined {
  if (target.class === "ordinary") return target.place;
  if (effect === "delete") return undefined;
  if (target.class === "home-data") return { place: "home", why: "a home directory's data or keys" };
  // Paths `find` visits below a directory (`find /var/www -type f -exec truncate -s 0 {} +`) lie where it does.
  const value = field.value ?? field.found?.root.value;
  if ((target.class !== "system" && !(target.class === "catastrophic" && field.found)) || value === undefined) return undefined;
  const absolute = resolve(value, paths);
  if (!absolute.absolute || systemFileClass(absolute.path) || /^\/(?:dev|proc|sys)(?:\/|$)/.test(absolute.path)) return undefined;
  return placeOf(absolute.path, { home: paths.home, project: paths.initialCwd });
}

/**
 * The root, a home, system directories, the working directory and run-time paths, for deleters the
 * filesystem rules do not read themselves (`git clean`, `shred -u`, `del-cli`, a one-liner's
 * listing): the same verdict as `rm` would get. A whole tree of those overwritten (`git
 * --work-tree=~ checkout .`, `tar -x -C ~`) asks.
 */
function beyondPlaces(write: FileWrite, target: PathTarget, invocation: Invocation, context: RuleContext): Hit | undefined {
  if (write.effect === "delete" && !JUDGED_HERE.has(invocation.name)) {
    // `git clean` of the working tree deletes untracked files, not the directory.
    if (invocation.name === "git" && target.class === "cwd" && isWorkingDirectory(write.field, invocation, context)) return undefined;
    return deletionHit(invocation, write.field, target, write.recursive, context);
  }
  // `mv * /tmp/` takes the project away; moving within it keeps it.
  if (write.effect === "move-away" && (target.class === "cwd-all" || target.class === "cwd") && !(write.to && keeps(classifyPath(write.to, pathContext(invocation, context))))) {
    return { rule: "fs.destroy-outside-project", decision: "ask", reason: `${shown(invocation)} moves ${target.class === "cwd-all" ? "everything in the working directory" : target.why || target.shown} out of the project${via(invocation)}` };
  }
  // `gzip -r ~`, `zip -rm /tmp/h.zip ~`: a whole home or system tree replaced by an archive somewhere else.
  if (write.effect === "move-away" && target.class === "catastrophic" && invocation.name !== "mv" && !(write.to && keeps(classifyPath(write.to, pathContext(invocation, context))))) {
    return { rule: "fs.destroy-outside-project", decision: "ask", reason: `${shown(invocation)} moves away ${target.why || target.shown}${via(invocation)}` };
  }
  if (write.effect === "overwrite" && write.recursive && target.class === "catastrophic" && !["tar", "bsdtar", "gtar", "unzip"].includes(invocation.name)) {
    return { rule: "fs.overwrite-outside-project", decision: "ask", reason: `${shown(invocation)} overwrites files throughout ${target.why || target.shown}${via(invocation)}` };
  }
  return undefined;
}

function isWorkingDirectory(field: Field, invocation: Invocation, context: RuleContext): boolean {
  const paths = pathContext(invocation, context);
  return field.value !== undefined && paths.cwd.known && resolve(field.value, paths).path === paths.cwd.path;
}

function destroysEffect(effect: FileEffect): boolean {
  return effect === "delete" || effect === "truncate" || effect === "move-away";
}

function isAutostartTarget(field: Field, paths: PathContext): boolean {
  if (field.value === undefined) return false;
  const absolute = resolve(field.value, paths);
  const home = homeOf(absolute.path, paths.home);
  return absolute.absolute && isAutostartPath(absolute.path, home === undefined ? undefined : absolute.path.slice(home.length + 1));
}

function keeps(target: PathTarget): boolean {
  return target.class === "cwd" || target.class === "cwd-all" || target.place?.place === "project";
}

function describe(target: PathTarget, place: PlaceOfPath & { everything?: boolean }): string {
  return `${place.everything ? "everything in " : ""}${target.shown}${place.why ? ` (${place.why})` : ""}`;
}
