import type { Field } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { sqlStatements } from "./sql-tokens.js";
import { analyzeSql } from "./sql-statements.js";
import { wordParts } from "./verbs.js";

/**
 * Destructive SQL handed as an argument to a program the guard has no model of: a data platform's
 * CLI (`databricks sql "DROP DATABASE x CASCADE"`, `warehouse exec --statement "TRUNCATE t"`), a
 * project script (`./bin/run-sql "DELETE FROM users"`) or a task (`make sql Q="DROP TABLE t"`).
 * A program given a whole statement as an argument is, far more often than not, a program that
 * sends it to a database; the SQL model (`sql-statements.ts`) says what it destroys.
 *
 * The argument must *be* a statement, not prose that starts with a verb ("delete old files",
 * "truncate the log"): DROP of a kind of object the SQL model knows, then names only; TRUNCATE of
 * names only; DELETE FROM a name; ALTER TABLE a name then DROP. Text that is only a label stays
 * allowed: the value of a label option (`--message`, `--description`, `--title`), the words after a
 * verb that makes something (`migration new "drop table users"`). Text tools, `git`, file writers
 * and interpreters' own code are judged before this (they never reach it).
 */

/** A name of a table, schema or database, quoted or qualified (`"sales"."orders"`, `` `db`.t ``, `[dbo].[t]`, `main.sales.orders`). */
const NAME = String.raw`(?:[\w$]+|"[^"]+"|\x60[^\x60]+\x60|\[[^\]]+\])(?:\.(?:[\w$]+|"[^"]+"|\x60[^\x60]+\x60|\[[^\]]+\]))*`;
const NAMES = String.raw`${NAME}(?:\s*,\s*${NAME})*`;
/** The object kinds whose DROP loses data (as `sql-statements.ts` reads them), with the words that may precede them. */
const DROPPED = String.raw`(?:(?:external|foreign|unlogged|global|local|virtual|materialized|row|access)\s+)*(?:database|schema|table|tables|keyspace|tablespace|columnfamily|collection|measurement|series|retention\s+policy|sequence|catalog|dataset|user|role|login|shard|stream|topic|bucket|namespace|dictionary|volume|owned\s+by)`;
/** Statement shapes: a whole DROP or TRUNCATE of names, a DELETE FROM a name (its WHERE judged by the SQL model), an ALTER TABLE … DROP. */
const STATEMENT_SHAPES: readonly RegExp[] = [
  new RegExp(String.raw`^drop\s+${DROPPED}\s+(?:if\s+exists\s+)?${NAMES}(?:\s+(?:cascade|restrict|purge|force|sync|on\s+cluster\s+${NAME}))*\s*$`, "i"),
  new RegExp(String.raw`^truncate\s+(?:table\s+)?(?:only\s+)?(?:if\s+exists\s+)?${NAMES}(?:\s+(?:cascade|restrict|(?:restart|continue)\s+identity|reuse\s+storage|drop\s+storage|on\s+cluster\s+${NAME}))*\s*$`, "i"),
  new RegExp(String.raw`^delete\s+from\s+${NAME}(?:\s+(?:as\s+)?\w+)?(?:\s+where\s[\s\S]*)?\s*$`, "i"),
  new RegExp(String.raw`^alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${NAME}\s+(?:drop|truncate)\s`, "i"),
  // Retention taken away (`sql-statements.ts`: Snowflake's Time Travel, Delta Lake's VACUUM).
  new RegExp(String.raw`^alter\s+(?:account|database|schema|table)\s+(?:${NAME}\s+)?set\s`, "i"),
  new RegExp(String.raw`^vacuum\s+${NAME}\s+retain\s+\d+\s+hours\s*$`, "i"),
];
/** The effects a statement shape may carry (not `UPDATE … SET`, whose argument form is too close to prose and to `key=value` data). */
const ARGUMENT_RULES = new Set(["planes.sql-drop", "planes.sql-truncate", "planes.sql-delete-all", "planes.sql-alter-drop", "planes.recovery-removed"]);
/** Options whose value names or describes something (a commit, an issue, a migration, a job): a label, never a statement run. */
const LABEL_OPTIONS = /^-{1,2}(?:m|t|message|msg|description|desc|title|comment|note|reason|body|summary|subject|label|text|name|commit-message|notes|changelog)$/i;
/** Verbs that make something new: what follows them is its name (`migration new "drop users"`, `issue create "DROP TABLE …"`). */
const CREATING = new Set(["new", "create", "add", "generate", "gen", "make", "revision", "scaffold", "g", "draft", "comment", "note", "log", "echo", "say", "print", "notify", "send", "post"]);
/** A subcommand word (`new`, `migrate:make`, `create-issue`), not an option, path or statement. */
const SUBCOMMAND_WORD = /^[A-Za-z][\w:.-]*$/;
/** Arguments longer than this are not read (a statement argument is short; a document is not one). */
const ARGUMENT_LIMIT = 4096;
const ARGUMENT_COUNT = 64;

/**
 * What destructive SQL a program's arguments carry, statement by statement, with the rule the SQL
 * model gives it.
 *
 * @example
 * sqlArgumentEffects("databricks", fields("sql", "DROP DATABASE x CASCADE"))[0]?.rule // "planes.sql-drop"
 * sqlArgumentEffects("jira", fields("issue", "create", "--title", "DROP TABLE users fails")) // []
 */
export function sqlArgumentEffects(tool: string, args: readonly Field[]): PlaneEffect[] {
  const effects: PlaneEffect[] = [];
  for (let index = 0; index < args.length && index < ARGUMENT_COUNT; index++) {
    const value = args[index]?.value;
    if (value === undefined) continue;
    if (LABEL_OPTIONS.test(value)) {
      index++;
      continue;
    }
    // The words after a verb that makes something name what it makes.
    if (SUBCOMMAND_WORD.test(value) && wordParts(value).some((part) => CREATING.has(part))) break;
    const text = argumentText(value);
    if (text === undefined) continue;
    for (const statement of sqlStatements(text)) {
      const shown = statement.text.trim();
      if (statement.meta !== undefined || !STATEMENT_SHAPES.some((shape) => shape.test(shown))) continue;
      for (const effect of analyzeSql(shown).effects) {
        if (ARGUMENT_RULES.has(effect.rule)) effects.push({ rule: effect.rule, what: `hands \`${effect.statement}\` to ${tool}, which runs it as SQL: it ${effect.what}` });
      }
    }
  }
  return effects;
}

/** The text of an argument that may be a statement: the value itself, an option's attached value (`--sql=…`), or an assignment's (`Q="DROP …"`). */
function argumentText(value: string): string | undefined {
  if (value.length > ARGUMENT_LIMIT || !/\s/.test(value)) return undefined;
  const attached = /^(?:-{1,2}[\w-]+|[A-Za-z_]\w*)=([\s\S]*)$/.exec(value);
  if (attached) {
    const name = value.slice(0, value.indexOf("="));
    return LABEL_OPTIONS.test(name) ? undefined : attached[1];
  }
  return /^\s*(?:drop|truncate|delete|alter|vacuum|select|with|begin|use|set)\b/i.test(value) ? value : undefined;
}
