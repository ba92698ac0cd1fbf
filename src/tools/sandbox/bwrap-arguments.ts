import path from "node:path";
import type { HiddenPaths } from "./hidden-paths.js";

/** Everything that shapes one sandboxed command. */
export interface SandboxPlan {
  /** The folder the command starts in. */
  cwd: string;
  /** Existing folders the command may write: the workspace, package caches, configured extras. */
  writable: readonly string[];
  /** Existing folders that get a private, empty tmpfs (`/tmp`, `/var/tmp`). */
  privateTemp: readonly string[];
  /** Folders inside a private temp folder that stay visible, read-only (a home directory kept there). */
  keptVisible?: readonly string[];
  hidden: HiddenPaths;
  network: boolean;
}

/**
 * The bubblewrap arguments (up to and including `--`) for a plan: the whole system read-only, a new
 * `/dev` and a `/proc` of the command's own PID namespace, private temp folders, the writable
 * folders bound read-write (parents before children), then the secrets hidden — last, so no
 * writable bind can uncover them. Capabilities are dropped (loopgate may run as root), and the
 * sandbox dies with loopgate.
 *
 * @example
 * bwrapArguments({ cwd: "/work/app", writable: ["/work/app"], privateTemp: ["/tmp"], hidden: { folders: [], files: [] }, network: false })
 * // ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--bind", "/work/app", "/work/app", …, "--"]
 */
export function bwrapArguments(plan: SandboxPlan): string[] {
  const args = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"];
  for (const folder of plan.privateTemp) args.push("--tmpfs", folder);
  for (const folder of plan.keptVisible ?? []) args.push("--ro-bind", folder, folder);
  for (const folder of parentsFirst(plan.writable)) args.push("--bind", folder, folder);
  for (const folder of plan.hidden.folders) args.push("--tmpfs", folder);
  // The null device reads as an empty file; what is written to it goes nowhere.
  for (const file of plan.hidden.files) args.push("--dev-bind", "/dev/null", file);
  args.push("--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--unshare-user-try");
  if (!plan.network) args.push("--unshare-net");
  args.push("--cap-drop", "ALL", "--die-with-parent", "--chdir", plan.cwd, "--");
  return args;
}

function parentsFirst(folders: readonly string[]): string[] {
  const depth = (folder: string) => folder.split(path.sep).filter(Boolean).length;
  return [...new Set(folders)].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
}
