import { signalProcessGroup } from "./process-group.js";

const liveGroups = new Set<number>();
let hooked = false;

function killAllOnExit(): void {
  for (const pid of liveGroups) signalProcessGroup(pid, "SIGKILL");
  liveGroups.clear();
}

/**
 * Remembers a detached process group so it is killed if Node exits while it still runs (detached
 * children would otherwise outlive loopgate). Returns the function that forgets it again.
 *
 * @example
 * const forget = killOnExit(child.pid);
 * child.once("exit", forget);
 */
export function killOnExit(pid: number): () => void {
  if (!hooked) {
    process.once("exit", killAllOnExit);
    hooked = true;
  }
  liveGroups.add(pid);
  return () => {
    liveGroups.delete(pid);
  };
}
