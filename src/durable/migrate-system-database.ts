import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/** The advisory lock migrating processes take in turn (any 64-bit number no one else uses). */
const MIGRATION_LOCK = "7426113503127711";

/**
 * Creates or brings up to date DBOS's tables in the system database, quietly (a client's stdout may
 * be a program's). Processes starting together (workers, `loopgate run --durable`) would migrate at
 * once, which PostgreSQL answers with deadlocks and "tuple concurrently updated": they take an
 * advisory lock in turn, and the later ones find the work done. A database that does not exist yet
 * is created by the first one (a race there is retried).
 */
export async function migrateSystemDatabase(databaseUrl: string): Promise<void> {
  const { migrateSystemDatabase: migrate } = await import("@dbos-inc/dbos-sdk/internal/system_database");
  const quiet = { info() {}, debug() {}, warn() {}, error() {}, destroy: async () => {} };
  const run = () => migrate(databaseUrl, quiet as unknown as Parameters<typeof migrate>[1]);
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("error", () => undefined);
    let locked = false;
    try {
      try {
        await client.connect();
        // Polled, not waited on: a session blocked in pg_advisory_lock holds a snapshot, which the
        // lock holder's CREATE INDEX CONCURRENTLY would wait for, a deadlock PostgreSQL cannot see.
        while (!(await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${MIGRATION_LOCK}) AS locked`)).rows[0]!.locked) await sleep(50);
        locked = true;
      } catch (error) {
        // No database yet: DBOS creates it, so migrate without the lock (it lives in that database).
        if ((error as { code?: string }).code !== "3D000") throw error;
      }
      await run();
      return;
    } catch (error) {
      if (attempt >= 5 || !isRace(error)) throw error;
      await sleep(100 * attempt + Math.floor(Math.random() * 100));
    } finally {
      if (locked) await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  }
}

/** The errors of two processes creating the same things at once. */
function isRace(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code === "40P01" || code === "XX000" || code === "23505" || code === "42P04" || code === "42P06" || code === "42P07") return true;
    if (/deadlock detected|tuple concurrently updated|already exists/.test(String((current as Error).message))) return true;
  }
  return false;
}
