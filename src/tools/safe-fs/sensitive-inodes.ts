import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { HOME_CREDENTIAL_STORES } from "../../guards/security-audit/rules.js";
import { HOME_SECRET_FILES, SYSTEM_SECRET_PATHS } from "../../guards/security-audit/secret-locations.js";

/** The identity of a file: its device and inode, the same for every hard link to it. */
export interface FileIdentity {
  dev: bigint;
  ino: bigint;
  nlink: bigint;
}

interface Index {
  builtAt: number;
  /** `dev:ino` → the secret file's path. */
  files: Map<string, string>;
}

// A secret created after the index was built is found by rebuilding it, at most this often.
const REFRESH_AFTER_MS = 1000;
const MAX_DEPTH = 4;
const MAX_FILES = 5000;

// Per home directory and process: stat-ing every secret file on each read would cost more than the read.
const indexes = new Map<string, Promise<Index>>();

/**
 * The secret file that `identity` is a hard link to, if it is one: a file of the home directory's
 * credential stores, one of its secret files, or one of the system's authentication files — the
 * locations the security audit guards by name. A hard link has a name of its own, so only its
 * device and inode give it away.
 *
 * Cheap: a file with a single link is no other file's link and is answered at once; otherwise the
 * secrets' identities, kept per process, are rebuilt when older than a second and the file is not among them.
 *
 * @example
 * const stats = await handle.stat({ bigint: true });
 * const secret = await hardLinkedSecret(stats, "/home/ada"); // "/home/ada/.ssh/id_rsa" for a hard link to it
 */
export async function hardLinkedSecret(identity: FileIdentity, home: string): Promise<string | undefined> {
  if (identity.nlink <= 1n) return undefined;
  const key = `${identity.dev}:${identity.ino}`;
  let index = await indexFor(home);
  if (!index.files.has(key) && Date.now() - index.builtAt > REFRESH_AFTER_MS) index = await indexFor(home, index);
  return index.files.get(key);
}

/** The index of a home directory, built on first use; rebuilt when `stale` is still the current one (so concurrent callers share one rebuild). */
async function indexFor(home: string, stale?: Index): Promise<Index> {
  const current = indexes.get(home);
  if (current !== undefined) {
    if (stale === undefined) return current;
    const resolved = await current;
    const latest = indexes.get(home);
    if (latest !== undefined && (latest !== current || resolved !== stale)) return latest;
  }
  const fresh = buildIndex(home);
  indexes.set(home, fresh);
  return fresh;
}

async function buildIndex(home: string): Promise<Index> {
  const builtAt = Date.now();
  const candidates: string[] = [...HOME_SECRET_FILES.map((file) => path.join(home, file))];
  const folders: string[] = HOME_CREDENTIAL_STORES.map((store) => path.join(home, store));
  for (const entry of SYSTEM_SECRET_PATHS) (entry.endsWith("/") ? folders : candidates).push(entry.replace(/\/$/, ""));
  for (const folder of folders) await collectFiles(folder, candidates, 0);
  const files = new Map<string, string>();
  await Promise.all(
    candidates.map(async (file) => {
      const stats = await stat(file, { bigint: true }).catch(() => undefined);
      if (stats?.isFile()) files.set(`${stats.dev}:${stats.ino}`, file);
    }),
  );
  return { builtAt, files };
}

async function collectFiles(folder: string, into: string[], depth: number): Promise<void> {
  if (depth > MAX_DEPTH || into.length >= MAX_FILES) return;
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const absolute = path.join(folder, entry.name);
    if (entry.isDirectory()) await collectFiles(absolute, into, depth + 1);
    else if (into.length < MAX_FILES) into.push(absolute);
  }
}
