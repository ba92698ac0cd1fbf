import { describe, expect, it } from "vitest";
import { expand } from "../__fixtures__/walk-helpers.js";
import { sqlArgumentEffects } from "./sql-arguments.js";

const rules = (tool: string, args: string) => sqlArgumentEffects(tool, expand(args)).map((effect) => effect.rule);

describe("sqlArgumentEffects", () => {
  it("reads a whole destructive statement given as an operand, an option's value or an assignment", () => {
    expect(rules("databricks", `sql "DROP DATABASE x CASCADE"`)).toEqual(["planes.sql-drop"]);
    expect(rules("warehouse", `exec --statement "TRUNCATE TABLE users"`)).toEqual(["planes.sql-truncate"]);
    expect(rules("warehouse", `exec --statement="DELETE FROM users"`)).toEqual(["planes.sql-delete-all"]);
    expect(rules("warehouse", `exec -q 'delete from "sales"."orders" where 1=1'`)).toEqual(["planes.sql-delete-all"]);
    expect(rules("databricks", `statement-execution execute-statement --statement "ALTER TABLE main.s.orders DROP COLUMN email"`)).toEqual(["planes.sql-alter-drop"]);
    expect(rules("make", `sql Q="DROP TABLE orders"`)).toEqual(["planes.sql-drop"]);
    expect(rules("dwh", `run "SELECT 1; DROP SCHEMA analytics CASCADE"`)).toEqual(["planes.sql-drop"]);
    expect(rules("databricks", `sql "VACUUM main.sales.orders RETAIN 0 HOURS"`)).toEqual(["planes.recovery-removed"]);
    expect(rules("snowcli", `run "ALTER DATABASE prod SET DATA_RETENTION_TIME_IN_DAYS = 0"`)).toEqual(["planes.recovery-removed"]);
  });

  it("leaves reads, filtered deletes and prose that starts with a verb", () => {
    expect(rules("databricks", `sql "SELECT * FROM orders"`)).toEqual([]);
    expect(rules("warehouse", `exec "DELETE FROM users WHERE id = 3"`)).toEqual([]);
    expect(rules("todo", `add "delete old files"`)).toEqual([]);
    expect(rules("todo", `"truncate the log"`)).toEqual([]);
    expect(rules("todo", `"drop the table if it gets big"`)).toEqual([]);
    expect(rules("warehouse", `exec "DROP TABLE IF EXISTS tmp_import"`)).toEqual([]);
    expect(rules("warehouse", `exec "UPDATE users SET active = false"`)).toEqual([]);
  });

  it("leaves labels: label options' values and the names of what a verb makes", () => {
    expect(rules("jira", `issue create --summary "DROP TABLE users fails"`)).toEqual([]);
    expect(rules("tool", `run --message "DROP TABLE users" --title="TRUNCATE TABLE x"`)).toEqual([]);
    expect(rules("sqlx", `migrate add "drop table users"`)).toEqual([]);
    expect(rules("gh", `issue create -t "DROP TABLE users" -b "TRUNCATE TABLE x"`)).toEqual([]);
  });
});
