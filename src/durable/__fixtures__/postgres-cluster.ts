import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A throwaway PostgreSQL cluster for tests and benchmarks: its own directory, port and superuser. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** A URL of another database of this cluster (created on first use by `createDatabase`). */
  urlOf(database: string): string;
  createDatabase(database: string): void;
  /** Stops the server (fast shutdown) and removes the directory. */
  stop(): void;
}

/** Where Debian's postgresql package puts `initdb` and `pg_ctl`, the newest version first; undefined when it is not installed. */
export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((entry) => existsSync(path.join(root, entry, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresUnavailableReason(): string | undefined {
  if (!findPostgresBin()) return "PostgreSQL is not installed (apt-get install postgresql, as .ci/run does)";
  return undefined;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Creates a cluster with `initdb` in a temporary directory and starts it with `pg_ctl` on a free
 * port, listening on 127.0.0.1 only, with trust authentication. The server refuses to run as root,
 * so under root both run as the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresUnavailableReason());
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const outcome = spawnSync(file as string, argv as string[], { encoding: "utf8", cwd: dir });
    if (outcome.status !== 0) throw new Error(`${command} failed (${outcome.status}): ${outcome.stderr || outcome.stdout}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlOf("postgres"),
    port,
    dir,
    urlOf,
    createDatabase(database) {
      const psql = path.join(bin, "psql");
      const outcome = spawnSync(psql, ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-c", `CREATE DATABASE "${database}"`], { encoding: "utf8" });
      if (outcome.status !== 0 && !/already exists/.test(outcome.stderr)) throw new Error(`createdb failed: ${outcome.stderr}`);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
