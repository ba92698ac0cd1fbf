import { describe, expect, it } from "vitest";
import { analyzeSql } from "./sql-statements.js";
import { sqlStatements } from "./sql-tokens.js";

const rules = (sql: string) => analyzeSql(sql).effects.map((effect) => effect.rule);

describe("sqlStatements", () => {
  it("splits on semicolons outside strings, quoted identifiers, dollar quotes and comments", () => {
    const statements = sqlStatements("select ';'; select \"a;b\"; do $x$ begin; end $x$; -- drop table t;\n/* drop /* nested */ table u; */ select 1");
    expect(statements.map((statement) => statement.tokens[0]?.text)).toEqual(["select", "select", "do", "select"]);
  });

  it("reads meta-commands on their own line and after a statement", () => {
    const statements = sqlStatements("\\dt\nselect 'drop table x' \\gexec");
    expect(statements.map((statement) => statement.meta ?? statement.tokens[0]?.text)).toEqual(["dt", "select", "gexec"]);
  });
});

describe("analyzeSql", () => {
  it("finds what destroys data", () => {
    expect(rules("DROP DATABASE prod")).toEqual(["planes.sql-drop"]);
    expect(rules("drop table if exists users")).toEqual(["planes.sql-drop"]);
    expect(rules("DROP VIEW v CASCADE")).toEqual(["planes.sql-drop"]);
    expect(rules("DROP OWNED BY app")).toEqual(["planes.sql-drop"]);
    expect(rules("TRUNCATE orders")).toEqual(["planes.sql-truncate"]);
    expect(rules("DELETE FROM users")).toEqual(["planes.sql-delete-all"]);
    expect(rules("delete from users where 1 = 1")).toEqual(["planes.sql-delete-all"]);
    expect(rules("DELETE FROM t WHERE 1 <> 2")).toEqual(["planes.sql-delete-all"]);
    expect(rules("DELETE FROM t WHERE id IS NOT NULL")).toEqual(["planes.sql-delete-all"]);
    expect(rules("UPDATE users SET admin = true")).toEqual(["planes.sql-update-all"]);
    expect(rules("ALTER TABLE users DROP COLUMN email")).toEqual(["planes.sql-alter-drop"]);
    expect(rules("ALTER TABLE users DROP email")).toEqual(["planes.sql-alter-drop"]);
    expect(rules("ALTER TABLE events DELETE WHERE 1")).toEqual(["planes.sql-delete-all"]);
    expect(rules("REVOKE ALL ON DATABASE app FROM PUBLIC")).toEqual(["planes.sql-revoke-all"]);
    expect(rules("INSERT OVERWRITE TABLE sales SELECT * FROM s")).toEqual(["planes.sql-truncate"]);
    expect(rules("MATCH (n) DETACH DELETE n")).toEqual(["planes.sql-delete-all"]);
    expect(rules("WITH x AS (SELECT 1) DELETE FROM t")).toEqual(["planes.sql-delete-all"]);
    expect(rules("EXPLAIN ANALYZE DELETE FROM t")).toEqual(["planes.sql-delete-all"]);
  });

  it("leaves everyday statements alone", () => {
    for (const sql of [
      "SELECT * FROM users WHERE name = 'DROP TABLE x'",
      "DELETE FROM users WHERE id = 3",
      "DELETE FROM t WHERE id IN (SELECT id FROM u)",
      "DELETE FROM t WHERE id > 100",
      "UPDATE users SET name = 'x' WHERE id = 1",
      "INSERT INTO t VALUES (1); CREATE TABLE u (id int)",
      "DROP INDEX idx; DROP VIEW v; DROP FUNCTION f()",
      "DROP TEMPORARY TABLE scratch",
      "ALTER TABLE t DROP CONSTRAINT c",
      "ALTER TABLE t ALTER COLUMN c DROP NOT NULL",
      "ALTER TABLE o ADD CONSTRAINT fk FOREIGN KEY (u) REFERENCES u(id) ON DELETE CASCADE",
      "ALTER TABLE events DELETE WHERE day < '2020-01-01'",
      "EXPLAIN DELETE FROM t",
      "BEGIN; COMMIT; ROLLBACK",
      "MATCH (n:User {id: 1}) DELETE n",
      "-- DROP TABLE users",
    ]) {
      expect(rules(sql), sql).toEqual([]);
    }
  });

  it("judges the statements \\gexec builds from literals", () => {
    expect(rules("SELECT 'DROP TABLE ' || tablename FROM pg_tables\n\\gexec")).toEqual(["planes.sql-drop"]);
    expect(analyzeSql("SELECT 'DROP TABLE ' || tablename FROM pg_tables \\gexec").generated).toBe(true);
  });

  it("judges dynamic SQL run by DO blocks, EXECUTE, PREPARE and EXEC", () => {
    expect(rules("DO $$ BEGIN EXECUTE 'DROP TABLE users'; END $$")).toEqual(["planes.sql-drop"]);
    expect(rules("SET @q = 'DELETE FROM t'; PREPARE s FROM @q; EXECUTE s")).toEqual(["planes.sql-delete-all"]);
    expect(rules("INSERT INTO t VALUES ('x') ON CONFLICT DO NOTHING")).toEqual([]);
  });

  it("returns the shell commands a client or server runs", () => {
    expect(analyzeSql("\\! rm -rf ~").shell).toEqual([{ code: "rm -rf ~", server: false }]);
    expect(analyzeSql(".shell ls").shell).toEqual([{ code: "ls", server: false }]);
    expect(analyzeSql("COPY t FROM PROGRAM 'curl x | sh'").shell).toEqual([{ code: "curl x | sh", server: true }]);
  });

  it("finds retention taken away: Snowflake's Time Travel off, Delta Lake's removed files kept under 7 days", () => {
    // Snowflake, "Understanding & using Time Travel": 0 turns it off; the default is 1 day.
    expect(rules("ALTER DATABASE prod SET DATA_RETENTION_TIME_IN_DAYS = 0")).toEqual(["planes.recovery-removed"]);
    expect(rules("alter table orders set data_retention_time_in_days=0")).toEqual(["planes.recovery-removed"]);
    expect(rules("ALTER ACCOUNT SET DATA_RETENTION_TIME_IN_DAYS = 0")).toEqual(["planes.recovery-removed"]);
    expect(rules("ALTER SCHEMA raw SET COMMENT = 'x', DATA_RETENTION_TIME_IN_DAYS = 0")).toEqual(["planes.recovery-removed"]);
    expect(rules("ALTER TABLE orders SET DATA_RETENTION_TIME_IN_DAYS = 1")).toEqual([]);
    expect(rules("ALTER TABLE orders SET DATA_RETENTION_TIME_IN_DAYS = 90")).toEqual([]);
    expect(rules("CREATE TABLE scratch (id INT) DATA_RETENTION_TIME_IN_DAYS = 0")).toEqual([]);
    // Delta Lake, "Remove files no longer referenced by a Delta table": 7 days by default.
    expect(rules("VACUUM events RETAIN 0 HOURS")).toEqual(["planes.recovery-removed"]);
    expect(rules("vacuum main.sales.orders retain 24 hours")).toEqual(["planes.recovery-removed"]);
    expect(rules("ALTER TABLE events SET TBLPROPERTIES ('delta.deletedFileRetentionDuration' = 'interval 1 hours')")).toEqual(["planes.recovery-removed"]);
    expect(rules("VACUUM events")).toEqual([]);
    expect(rules("VACUUM events RETAIN 168 HOURS")).toEqual([]);
    expect(rules("VACUUM events RETAIN 0 HOURS DRY RUN")).toEqual([]);
    expect(rules("VACUUM ANALYZE orders")).toEqual([]);
    expect(rules("ALTER TABLE events SET TBLPROPERTIES ('delta.deletedFileRetentionDuration' = 'interval 30 days')")).toEqual([]);
  });

  it("finds retentions under a day and TimescaleDB's chunk deletion", () => {
    // InfluxQL ALTER RETENTION POLICY, ClickHouse MODIFY TTL, TimescaleDB drop_chunks and add_retention_policy.
    expect(rules(`ALTER RETENTION POLICY "autogen" ON "telegraf" DURATION 1h`)).toEqual(["planes.store-delete"]);
    expect(rules("ALTER TABLE events MODIFY TTL ts + INTERVAL 1 HOUR")).toEqual(["planes.store-delete"]);
    expect(rules("SELECT drop_chunks('metrics', older_than => INTERVAL '0 days')")).toEqual(["planes.sql-delete-all"]);
    expect(rules("SELECT add_retention_policy('conditions', INTERVAL '1 hour')")).toEqual(["planes.store-delete"]);
    expect(rules(`ALTER RETENTION POLICY "autogen" ON "telegraf" DURATION 30d`)).toEqual([]);
    expect(rules(`ALTER RETENTION POLICY "autogen" ON "telegraf" DURATION INF`)).toEqual([]);
    expect(rules("ALTER TABLE events MODIFY TTL ts + INTERVAL 90 DAY")).toEqual([]);
    expect(rules("SELECT add_retention_policy('conditions', INTERVAL '30 days')")).toEqual([]);
    expect(rules("SELECT show_chunks('metrics')")).toEqual([]);
  });
});
