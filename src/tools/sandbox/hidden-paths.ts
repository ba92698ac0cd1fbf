import { lstat, readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { HOME_CREDENTIAL_STORES } from "../../guards/security-audit/rules.js";
import { HOME_SECRET_FILES, SYSTEM_SECRET_PATHS } from "../../guards/security-audit/secret-locations.js";

/** What the sandbox hides: folders (an empty tmpfs over them) and files (an empty file over them). */
export interface HiddenPaths {
  folders: string[];
  files: string[];
}

/**
 * Sockets of daemons that act with more rights than the command has (a container engine is root
 * on the host). A socket stays usable on a read-only mount, so it is hidden, not just read-only.
 */
const PRIVILEGED_SOCKETS: readonly string[] = ["/var/run/docker.sock", "/run/docker.sock", "/run/containerd/containerd.sock", "/run/podman/podman.sock"];

/** Per-user runtime folders: agent sockets (ssh-agent, gpg-agent, keyrings) live there. */
const RUNTIME_FOLDERS: readonly string[] = ["/run/user"];

/** `/etc/passwd` is no secret, and `id`, `whoami` and every shell prompt need it. */
const SYSTEM_FILES_KEPT = new Set(["/etc/passwd", "/etc/passwd-"]);

/**
 * The existing secrets the sandbox hides, for one home directory: the security audit's credential
 * stores and secret files of that home, the system's authentication files and SSH host keys, agent
 * sockets and the container engines' sockets. Each is listed by its real path: a store reached
 * through a symbolic link is hidden where it really is, which hides it through the link as well.
 * Only existing paths are listed: the sandbox cannot create mount points on a read-only system.
 *
 * @example
 * await pathsToHide("/home/ada") // { folders: ["/home/ada/.ssh", …], files: ["/home/ada/.netrc", "/etc/shadow", …] }
 */
export async function pathsToHide(home: string): Promise<HiddenPaths> {
  const folders = new Set<string>();
  const files = new Set<string>();
  const add = async (candidate: string, kind: "folder" | "file") => {
    const found = await lookAt(candidate);
    if (found?.kind !== kind) return;
    (kind === "folder" ? folders : files).add(found.real);
  };
  await Promise.all([
    ...HOME_CREDENTIAL_STORES.map((store) => add(path.join(home, store), "folder")),
    ...HOME_SECRET_FILES.map((file) => add(path.join(home, file), "file")),
    ...SYSTEM_SECRET_PATHS.filter((entry) => !SYSTEM_FILES_KEPT.has(entry)).map((entry) =>
      entry.endsWith("/") ? add(entry.slice(0, -1), "folder") : add(entry, "file"),
    ),
    ...PRIVILEGED_SOCKETS.map((socket) => add(socket, "file")),
    ...RUNTIME_FOLDERS.map((folder) => add(folder, "folder")),
    ...(await sshHostKeys()).map((key) => add(key, "file")),
  ]);
  return { folders: [...folders].sort(), files: [...files].sort() };
}

// One system call for the usual case (no link); a link is followed to where it leads.
async function lookAt(candidate: string): Promise<{ kind: "folder" | "file"; real: string } | undefined> {
  try {
    const entry = await lstat(candidate);
    if (!entry.isSymbolicLink()) return { kind: entry.isDirectory() ? "folder" : "file", real: candidate };
    const [target, real] = await Promise.all([stat(candidate), realpath(candidate)]);
    return { kind: target.isDirectory() ? "folder" : "file", real };
  } catch {
    // Missing, or a dangling link: nothing to hide, and nothing the command could read.
    return undefined;
  }
}

async function sshHostKeys(): Promise<string[]> {
  const names = await readdir("/etc/ssh").catch(() => [] as string[]);
  return names.filter((name) => /^ssh_host_.*_key$/.test(name)).map((name) => path.join("/etc/ssh", name));
}
