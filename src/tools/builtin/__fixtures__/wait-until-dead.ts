import { isProcessAlive } from "../shared/process-group.js";

/** Polls until none of the processes runs any more; false if some still run after `ms`. */
export async function waitUntilDead(pids: readonly number[], ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (pids.every((pid) => !isProcessAlive(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return pids.every((pid) => !isProcessAlive(pid));
}
