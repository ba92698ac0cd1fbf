import { existsSync } from "node:fs";

let reachable: boolean | undefined;

/**
 * A path that reaches the file or folder behind an open descriptor without resolving any name again:
 * `/proc/self/fd/N` on Linux, where a path through it jumps straight to what the descriptor opened,
 * even if its names were swapped since. `undefined` where the system has no such paths (macOS).
 *
 * @example
 * const folder = await open(root, constants.O_RDONLY | constants.O_DIRECTORY);
 * descriptorPath(folder.fd) // "/proc/self/fd/23": `${that}/name` is `name` inside the opened folder
 */
export function descriptorPath(fd: number): string | undefined {
  return hasDescriptorPaths() ? `/proc/self/fd/${fd}` : undefined;
}

/** Whether this system reaches files through their descriptors' paths (Linux with `/proc` mounted). */
export function hasDescriptorPaths(): boolean {
  reachable ??= process.platform === "linux" && existsSync("/proc/self/fd");
  return reachable;
}
