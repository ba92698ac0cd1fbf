import { readdirSync, readFileSync } from "node:fs";

/**
 * A unique number to put in a command line (`sleep 300.<marker>`), so a test can find the process
 * from outside: inside the sandbox's PID namespace, `$$` and `$!` are not the host's pids.
 */
export function processMarker(): string {
  return String(Math.floor(Math.random() * 1e9)).padStart(9, "1");
}

/** Host pids of running (not zombie) processes whose command line contains `marker`. Linux only. */
export function processesWithMarker(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      if (!commandLine.includes(marker)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
      if (state !== "Z" && state !== "X") found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Polls until no process with the marker runs; false if some still do after `ms`. */
export async function waitUntilNoneRun(marker: string, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (processesWithMarker(marker).length === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return processesWithMarker(marker).length === 0;
}
