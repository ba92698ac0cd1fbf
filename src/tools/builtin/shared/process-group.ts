import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * Sends a signal to a whole process group (a child spawned with `detached: true` leads its own).
 * Returns false when the group is already gone.
 */
export function signalProcessGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether any process of the group is still running. Zombies do not count: where nothing reaps
 * orphans (a container without an init process) they linger, yet hold no resources.
 */
export function isProcessGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
  } catch {
    return false;
  }
  const states = processStatesOfGroup(pid);
  return states === undefined || states.some((state) => state !== "Z" && state !== "X");
}

/** Whether one process is running (not gone, not a zombie). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const state = readProcessStat(pid)?.state;
  return state !== "Z" && state !== "X";
}

// Linux only: the state letter of every process in a group, or undefined where /proc is missing.
function processStatesOfGroup(pgid: number): string[] | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  const states: string[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcessStat(Number(entry));
    if (stat?.pgrp === pgid) states.push(stat.state);
  }
  return states;
}

function readProcessStat(pid: number): { state: string; pgrp: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name sits in parentheses and may itself contain spaces or parentheses.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

/**
 * Stops a detached child and everything it started: SIGTERM to the group, then SIGKILL after
 * `graceMs` if the group is still there. Resolves once the group is gone (or after the SIGKILL).
 *
 * @example
 * await terminateProcessGroup(child, 1000);
 */
export async function terminateProcessGroup(child: ChildProcess, graceMs: number): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (!signalProcessGroup(pid, "SIGTERM")) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (!isProcessGroupAlive(pid)) return;
  }
  signalProcessGroup(pid, "SIGKILL");
}
