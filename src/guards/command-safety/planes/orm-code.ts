import { interpreterFamily } from "../commands/command-name.js";
import { interpreterCall } from "../commands/interpreters.js";
import type { Field, Invocation } from "../model.js";
import { mongoEffects } from "./mongo-shell.js";
import type { PlaneEffect } from "./plane-effect.js";
import { analyzeSql } from "./sql-statements.js";
import { taskWords, type TaskWords } from "./task-words.js";

/** ORM calls that drop, empty or overwrite every table or row, from each ORM's API reference. */
const ORM_CALLS: readonly { pattern: RegExp; rule: string; what: string }[] = [
  // Active Record: class-level bulk deletes, schema statements.
  { pattern: /\b[A-Z]\w*(?:::[A-Z]\w*)*(?:\.(?:all|unscoped))?\.(?:delete_all|destroy_all)\b/, rule: "planes.sql-delete-all", what: "deletes every record of a model" },
  { pattern: /\.(?:drop_table|drop_database|purge_current_database|drop_current)\b|truncate_tables?\b/, rule: "planes.sql-drop", what: "drops or empties tables through Active Record" },
  // Django.
  { pattern: /\.objects\.all\(\)\.delete\(\)/, rule: "planes.sql-delete-all", what: "deletes every row of a model" },
  { pattern: /\.objects(?:\.all\(\))?\.update\(/, rule: "planes.sql-update-all", what: "overwrites every row of a model" },
  { pattern: /call_command\(\s*['"](?:flush|reset_db)['"]/, rule: "planes.schema-reset", what: "flushes the database" },
  // SQLAlchemy.
  { pattern: /\bmetadata\.drop_all\(|\.drop_all\(\s*(?:bind\s*=\s*)?\w*engine/, rule: "planes.sql-drop", what: "drops every table of the metadata" },
  // Flask-SQLAlchemy's `db.drop_all()`, Peewee's `db.drop_tables([…])`, Pony's `db.drop_all_tables(…)`, Tortoise's `_drop_databases()`.
  { pattern: /\.drop_all(?:_tables)?\(|\.drop_tables\(|\b_drop_databases\(/, rule: "planes.sql-drop", what: "drops every table the application's models define" },
  { pattern: /\.query\(\s*\w+\s*\)\.delete\(/, rule: "planes.sql-delete-all", what: "deletes every row of a model" },
  // Sequelize, TypeORM, Knex, Prisma.
  { pattern: /\.sync\(\s*\{[^}]*\bforce\s*:\s*true/, rule: "planes.sql-drop", what: "drops and re-creates every table (sync force)" },
  { pattern: /\.synchronize\(\s*true\s*\)|\.dropDatabase\(\)|\bsequelize\.drop\(|\.schema\.drop(?:Table|TableIfExists|Schema)\(/, rule: "planes.sql-drop", what: "drops tables or the database" },
  { pattern: /\.destroy\(\s*\{[^}]*\btruncate\s*:\s*true|\.truncate\(\s*\)|\brepository\.clear\(\)|getRepository\([^)]*\)\.clear\(\)/, rule: "planes.sql-truncate", what: "empties a table" },
  { pattern: /\bknex\(\s*['"][\w.]+['"]\s*\)\.(?:del|delete)\(\s*\)/, rule: "planes.sql-delete-all", what: "deletes every row of a table" },
  { pattern: /\.deleteMany\(\s*(?:\{\s*\}|\{\s*where\s*:\s*\{\s*\}\s*\})?\s*\)/, rule: "planes.sql-delete-all", what: "deletes every row of a model" },
];
/** A string literal that holds a destructive SQL statement. */
const SQL_LITERAL = /(["'`])\s*((?:drop|truncate|delete|update|alter|revoke|insert\s+overwrite)\b(?:\\[\s\S]|(?!\1)[^\\])*)\1/gi;
/** A call (or tagged template) that sends its string argument to a database, ending right before the literal. */
const RUNS_SQL = /(?:execute\w*|exec(?:_\w+)?|query\w*|raw\w*|run|prepare|sql|text|executescript|executemany|\$(?:execute|query)Raw\w*)\s*(?:\(\s*)?$/i;
const MAX_CODE = 100_000;

/**
 * Destruction written in application code run from the command line: raw SQL in string literals
 * (`cursor.execute("DROP TABLE …")`, `prisma.$executeRawUnsafe(…)`,
 * `ActiveRecord::Base.connection.execute(…)`) and ORM bulk calls (`User.delete_all`,
 * `Model.objects.all().delete()`, `metadata.drop_all`, `sequelize.sync({ force: true })`), in
 * interpreter one-liners, `rails runner`, `manage.py shell -c`, and code piped into a console.
 *
 * @example
 * ormCodeEffects(invocation("rails", "runner", "User.delete_all"))[0]?.rule // "planes.sql-delete-all"
 */
export function ormCodeEffects(invocation: Invocation, task: TaskWords = taskWords(invocation)): PlaneEffect[] {
  const effects: PlaneEffect[] = [];
  for (const { code, language } of codeOf(invocation, task)) {
    const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
    const shown = text.replace(/\s+/g, " ").slice(0, 80);
    for (const call of ORM_CALLS) if (call.pattern.test(text)) effects.push({ rule: call.rule, what: `runs \`${shown}\`, which ${call.what}` });
    for (const match of text.matchAll(SQL_LITERAL)) {
      // Only a literal handed to something that runs SQL is SQL; `print("DROP TABLE …")` is text.
      if (!RUNS_SQL.test(text.slice(Math.max(0, (match.index ?? 0) - 48), match.index))) continue;
      for (const effect of analyzeSql(match[2] ?? "").effects) effects.push({ rule: effect.rule, what: `runs SQL \`${effect.statement}\`, which ${effect.what}` });
    }
    if (language === "node") for (const effect of mongoEffects(text)) effects.push({ rule: effect.rule, what: `runs \`${shown}\`, which ${effect.what}` });
  }
  return effects;
}

/** The application code a command runs, when it is written on its command line or its input. */
function codeOf(invocation: Invocation, task: TaskWords): { code: string; language: string }[] {
  const family = interpreterFamily(invocation.name);
  if (family) {
    if (task.tool === "manage.py") return djangoShell(task.args, invocation);
    return known(interpreterCall(family, invocation).code).map((code) => ({ code, language: family }));
  }
  const { tool, args } = task;
  if (tool === "rails" || tool === "rails.rb") {
    const [command, ...rest] = args;
    if (command?.value === "runner" || command?.value === "r") return known(rest.filter((field) => !field.value?.startsWith("-")).slice(0, 1)).map((code) => ({ code, language: "ruby" }));
    if ((command?.value === "console" || command?.value === "c") && invocation.stdin?.text !== undefined) return [{ code: invocation.stdin.text, language: "ruby" }];
  }
  if (tool === "manage.py" || tool === "django-admin") return djangoShell(args, invocation);
  return [];
}

function djangoShell(args: readonly Field[], invocation: Invocation): { code: string; language: string }[] {
  if (args[0]?.value !== "shell" && args[0]?.value !== "shell_plus") return [];
  const index = args.findIndex((field) => field.value === "-c" || field.value === "--command");
  if (index >= 0) return known(args.slice(index + 1, index + 2)).map((code) => ({ code, language: "python" }));
  return invocation.stdin?.text !== undefined ? [{ code: invocation.stdin.text, language: "python" }] : [];
}

function known(fields: readonly Field[]): string[] {
  return fields.map((field) => field.value).filter((value): value is string => value !== undefined);
}
