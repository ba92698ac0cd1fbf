import pg from "pg";
import { ConfigurationError, describeError } from "../../errors/index.js";
import type { ThreadSaveOptions, ThreadSaveResult, ThreadSnapshot, ThreadStore } from "../../loop/thread-store.js";
import { ThreadConflictError } from "../thread-conflict-error.js";
import { assertThreadId } from "../thread-id.js";
import { parseThread, serializeThread } from "../thread-file.js";
import { ThreadStoreError } from "../thread-store-error.js";

/** A `ThreadStore` in PostgreSQL; `close()` ends its connections when it made them itself. */
export interface PostgresThreadStore extends ThreadStore {
  /** The thread's snapshot with its revision, or undefined when it has none yet. */
  load(threadId: string): Promise<ThreadSnapshot | undefined>;
  /** Saves the next revision; with `expectedRevision`, a stale save throws `ThreadConflictError`. */
  save(threadId: string, snapshot: ThreadSnapshot, options?: ThreadSaveOptions): Promise<ThreadSaveResult>;
  /** The qualified table the threads are kept in. */
  readonly table: string;
  /** Closes the store's pool (a pool given in the options is left open). */
  close(): Promise<void>;
}

/** Options of `createPostgresThreadStore`. */
export interface PostgresThreadStoreOptions {
  /** `postgres://user:password@host:port/database`; or give `pool`. */
  connectionString?: string;
  /** A `pg` pool to use instead of making one (it is not closed by `close()`). */
  pool?: pg.Pool;
  /** The table's name (created when missing); default `loopgate_threads`. Letters, digits and `_`, optionally `schema.table`. */
  table?: string;
  /** Most connections the store's own pool opens (default 4). */
  maxConnections?: number;
}

const TABLE_NAME = /^(?:[A-Za-z_][A-Za-z0-9_]{0,62}\.)?[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * A thread store in a PostgreSQL table, one row per thread holding the same document the file
 * store writes, and its revision. A save with `expectedRevision` is one conditional statement
 * (`UPDATE … WHERE revision = $expected`, or an insert that must not find the row), so two writers
 * on one thread never silently overwrite each other, whichever process or machine they run on: the
 * second gets `ThreadConflictError`. Usable with or without durable runs.
 *
 * @example
 * const threads = createPostgresThreadStore("postgres://loopgate@db.internal/loopgate");
 * const agent = createAgent({ model, threads });
 * await agent.run("first task", { threadId: "feature-login" });
 * await threads.close();
 */
export function createPostgresThreadStore(options: string | PostgresThreadStoreOptions): PostgresThreadStore {
  const settings = typeof options === "string" ? { connectionString: options } : options;
  if (!settings || (!settings.pool && typeof settings.connectionString !== "string")) {
    throw new ConfigurationError({ message: "createPostgresThreadStore: give a `connectionString` (postgres://…) or a `pool`" });
  }
  const table = settings.table ?? "loopgate_threads";
  if (!TABLE_NAME.test(table)) throw new ConfigurationError({ message: `createPostgresThreadStore: \`table\` must be a plain SQL name (letters, digits, _), got ${JSON.stringify(table)}` });
  const ownPool = !settings.pool;
  const pool = settings.pool ?? new pg.Pool({ connectionString: settings.connectionString, max: settings.maxConnections ?? 4 });
  // An idle client's error (the server restarted) must not crash the process; the next query reports it.
  if (ownPool) pool.on("error", () => undefined);
  const where = `postgres table ${table}`;
  let ready: Promise<void> | undefined;
  const ensureTable = () =>
    (ready ??= pool
      .query(`CREATE TABLE IF NOT EXISTS ${table} (thread_id text PRIMARY KEY, revision bigint NOT NULL, document text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`)
      .then(() => undefined)
      .catch((error: unknown) => {
        ready = undefined;
        // Two stores creating the table at once: the loser's error is harmless.
        if ((error as { code?: string }).code === "23505") return undefined;
        throw error;
      }));
  const query = async <R extends pg.QueryResultRow>(threadId: string, verb: string, text: string, values: unknown[]) => {
    try {
      await ensureTable();
      return await pool.query<R>(text, values);
    } catch (error) {
      throw new ThreadStoreError({ file: where, message: `Cannot ${verb} thread "${threadId}" in ${where}: ${describeError(error)}`, cause: error });
    }
  };

  return {
    table,
    async load(threadId) {
      assertThreadId(threadId);
      const { rows } = await query<{ document: string }>(threadId, "load", `SELECT document FROM ${table} WHERE thread_id = $1`, [threadId]);
      if (!rows[0]) return undefined;
      const parsed = parseThread(rows[0].document);
      if ("problem" in parsed) throw new ThreadStoreError({ file: where, message: `Thread "${threadId}" cannot be continued: its row in ${where} is ${parsed.problem}` });
      return parsed.snapshot;
    },
    async save(threadId, snapshot, saveOptions = {}) {
      assertThreadId(threadId);
      const expected = saveOptions.expectedRevision;
      const document = (revision: number) => serializeThread(threadId, snapshot, revision);
      if (expected === undefined) {
        // No check: the next revision, whatever is stored.
        const current = await currentRevision(threadId);
        const revision = (current ?? 0) + 1;
        await query(threadId, "save", `INSERT INTO ${table} (thread_id, revision, document) VALUES ($1, $2, $3) ON CONFLICT (thread_id) DO UPDATE SET revision = ${table}.revision + 1, document = EXCLUDED.document, updated_at = now()`, [threadId, revision, document(revision)]);
        return { revision: (await currentRevision(threadId)) ?? revision };
      }
      const revision = (expected ?? 0) + 1;
      const written =
        expected === null
          ? await query(threadId, "save", `INSERT INTO ${table} (thread_id, revision, document) VALUES ($1, $2, $3) ON CONFLICT (thread_id) DO NOTHING`, [threadId, revision, document(revision)])
          : await query(threadId, "save", `UPDATE ${table} SET revision = $2, document = $3, updated_at = now() WHERE thread_id = $1 AND revision = $4`, [threadId, revision, document(revision), expected]);
      if (written.rowCount !== 1) throw new ThreadConflictError({ threadId, expectedRevision: expected, actualRevision: await currentRevision(threadId) });
      return { revision };
    },
    async close() {
      if (ownPool) await pool.end();
    },
  };

  async function currentRevision(threadId: string): Promise<number | null> {
    const { rows } = await query<{ revision: string }>(threadId, "read", `SELECT revision FROM ${table} WHERE thread_id = $1`, [threadId]);
    return rows[0] ? Number(rows[0].revision) : null;
  }
}
