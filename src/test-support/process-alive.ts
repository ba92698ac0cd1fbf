import { readFileSync } from "node:fs";

/**
 * Whether a process still runs. A killed process whose parent died stays a zombie until PID 1 reaps
 * it — in some containers never — so a zombie counts as gone.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}
