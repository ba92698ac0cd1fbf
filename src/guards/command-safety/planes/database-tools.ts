import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";

const TOOLS = new Set(["dropdb", "dropuser", "pg_dropcluster", "memcflush", "mysqladmin", "mariadb-admin", "pg_restore", "mongorestore", "mongoimport"]);

/**
 * Database utilities whose job is to destroy, from their manuals: `dropdb`, `dropuser` and
 * `pg_dropcluster` (PostgreSQL), `mysqladmin drop`, `memcflush`, and restores and imports that first drop what exists (`pg_restore
 * --clean`, `mongorestore --drop`, `mongoimport --drop`).
 *
 * @example
 * databaseToolEffects(invocation("dropdb", "-h", "db", "app"))[0]?.rule // "planes.sql-drop"
 */
export function databaseToolEffects(invocation: Invocation): PlaneEffect[] {
  if (!TOOLS.has(invocation.name)) return [];
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  const operands = values.filter((value) => !value.startsWith("-"));
  switch (invocation.name) {
    case "dropdb":
      return [{ rule: "planes.sql-drop", what: `drops the database ${operands.at(-1) ?? ""}`.trim() }];
    case "pg_dropcluster":
      return [{ rule: "planes.sql-drop", what: "deletes a PostgreSQL cluster and its data directory" }];
    case "memcflush":
      return [{ rule: "planes.store-flush", what: "empties the Memcached servers" }];
    case "dropuser":
      return [{ rule: "planes.sql-drop", what: `drops the role ${operands.at(-1) ?? ""}`.trim() }];
    case "mysqladmin":
    case "mariadb-admin": {
      const drop = operands.findIndex((value) => value === "drop");
      return drop >= 0 ? [{ rule: "planes.sql-drop", what: `drops the database ${operands[drop + 1] ?? ""}`.trim() }] : [];
    }
    case "pg_restore":
      return values.some((value) => value === "--clean" || value === "-c" || /^-[a-zA-Z]*c[a-zA-Z]*$/.test(value)) && !values.includes("-l") && !values.includes("--list")
        ? [{ rule: "planes.sql-drop", what: "drops every object it restores before re-creating it" }]
        : [];
    case "mongorestore":
      return values.includes("--drop") ? [{ rule: "planes.sql-drop", what: "drops each collection before restoring it" }] : [];
    case "mongoimport":
      return values.includes("--drop") ? [{ rule: "planes.sql-drop", what: "drops the collection before importing into it" }] : [];
    default:
      return [];
  }
}
