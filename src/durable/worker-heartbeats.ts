import pg from "pg";

/** One worker's row in `loopgate_workers`: who it is and when it last said it was alive. */
export interface WorkerHeartbeats {
  /** Records this worker as alive (now, and every `intervalMs` after). */
  start(): Promise<void>;
  /** Workers whose last heartbeat is older than `staleAfterMs` (never this one). */
  staleWorkers(): Promise<string[]>;
  /** Forgets a worker whose runs were handed to the queue again. */
  forget(executorId: string): Promise<void>;
  /** Stops beating and marks this worker stale at once, so the others take over its unfinished runs without waiting. */
  stop(): Promise<void>;
}

/**
 * Heartbeats of the workers sharing a system database, in a table beside DBOS's (`loopgate_workers`).
 * DBOS recovers the runs of the executor that starts, not those of another machine that died; the
 * heartbeats tell the living workers which executors stopped beating, so they can hand those
 * executors' runs back to the queue with DBOS's own recovery.
 */
export function createWorkerHeartbeats(options: { databaseUrl: string; executorId: string; intervalMs: number; staleAfterMs: number; onError?: (error: unknown) => void }): WorkerHeartbeats {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  pool.on("error", (error) => options.onError?.(error));
  let timer: NodeJS.Timeout | undefined;
  const beat = () =>
    pool.query(
      `INSERT INTO loopgate_workers (executor_id, heartbeat_at) VALUES ($1, now()) ON CONFLICT (executor_id) DO UPDATE SET heartbeat_at = now()`,
      [options.executorId],
    );
  return {
    async start() {
      await pool.query(`CREATE TABLE IF NOT EXISTS loopgate_workers (executor_id text PRIMARY KEY, heartbeat_at timestamptz NOT NULL, started_at timestamptz NOT NULL DEFAULT now())`).catch((error: { code?: string }) => {
        // Two workers creating the table at once: the loser's error is harmless.
        if (error.code !== "23505") throw error;
      });
      await beat();
      timer = setInterval(() => void beat().catch((error: unknown) => options.onError?.(error)), options.intervalMs);
      timer.unref();
    },
    async staleWorkers() {
      const { rows } = await pool.query<{ executor_id: string }>(
        `SELECT executor_id FROM loopgate_workers WHERE executor_id <> $1 AND heartbeat_at < now() - make_interval(secs => $2::double precision / 1000)`,
        [options.executorId, options.staleAfterMs],
      );
      return rows.map((row) => row.executor_id);
    },
    async forget(executorId) {
      await pool.query(`DELETE FROM loopgate_workers WHERE executor_id = $1`, [executorId]);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      try {
        await pool.query(`UPDATE loopgate_workers SET heartbeat_at = '-infinity' WHERE executor_id = $1`, [options.executorId]);
      } finally {
        await pool.end();
      }
    },
  };
}
