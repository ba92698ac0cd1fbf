import { interpreterFamily } from "../commands/command-name.js";
import { interpreterCall } from "../commands/interpreters.js";
import type { Field, Invocation } from "../model.js";
import { consoleCode, programInput, type ConsoleCode } from "./console-input.js";
import { mongoEffects } from "./mongo-shell.js";
import { sdkCallEffects } from "./sdk-calls.js";
import { clientLibraryEffects } from "./client-library-calls.js";
import type { PlaneEffect } from "./plane-effect.js";
import { analyzeSql } from "./sql-statements.js";
import { taskWords, type TaskWords } from "./task-words.js";

/** ORM calls that drop, empty or overwrite every table or row, from each ORM's API reference. */
const ORM_CALLS: readonly { pattern: RegExp; rule: string; what: string }[] = [
  // Active Record: class-level bulk deletes, schema statements.
  // (Ecto's `Repo.delete_all(query)` takes a query, judged below.)
  { pattern: /\b(?!Repo\b)[A-Z]\w*(?:::[A-Z]\w*)*(?:\.(?:all|unscoped))?\.(?:delete_all|destroy_all)\b/, rule: "planes.sql-delete-all", what: "deletes every record of a model" },
  // `update_all` on a model (not on a `where` scope) overwrites every row.
  { pattern: /\b(?!Repo\b)[A-Z]\w*(?:::[A-Z]\w*)*(?:\.(?:all|unscoped))?\.update_all\b/, rule: "planes.sql-update-all", what: "overwrites a column of every record of a model" },
  { pattern: /\.(?:drop_table|drop_database|purge_current_database|drop_current)\b|truncate_tables?\b/, rule: "planes.sql-drop", what: "drops or empties tables through Active Record" },
  // Django.
  { pattern: /\.objects\.all\(\)\.delete\(\)/, rule: "planes.sql-delete-all", what: "deletes every row of a model" },
  { pattern: /\.objects(?:\.all\(\))?\.update\(/, rule: "planes.sql-update-all", what: "overwrites every row of a model" },
  { pattern: /call_command\(\s*['"](?:flush|reset_db)['"]/, rule: "planes.schema-reset", what: "flushes the database" },
  // SQLAlchemy.
  { pattern: /\bmetadata\.drop_all\(|\.drop_all\(\s*(?:bind\s*=\s*)?\w*engine/, rule: "planes.sql-drop", what: "drops every table of the metadata" },
  // Flask-SQLAlchemy's `db.drop_all()`, Peewee's `db.drop_tables([…])`, Pony's `db.drop_all_tables(…)`, Tortoise's `_drop_databases()`.
  { pattern: /\.drop_all(?:_tables)?\(|\.drop_tables\(|\b_drop_databases\(/, rule: "planes.sql-drop", what: "drops every table the application's models define" },
  // Flask-SQLAlchemy's `User.query.delete()`: the model's whole query, no filter.
  { pattern: /\b[A-Z]\w*\.query\.delete\(\s*\)/, rule: "planes.sql-delete-all", what: "deletes every row of a model" },
  { pattern: /\.query\(\s*\w+\s*\)\.delete\(/, rule: "planes.sql-delete-all", what: "deletes every row of a model" },
  // Sequelize, TypeORM, Knex, Prisma.
  { pattern: /\.sync\(\s*\{[^}]*\bforce\s*:\s*true/, rule: "planes.sql-drop", what: "drops and re-creates every table (sync force)" },
  { pattern: /\.synchronize\(\s*true\s*\)|\.dropDatabase\(\)|\bsequelize\.drop\(|\.schema\.drop(?:Table|TableIfExists|Schema)\(/, rule: "planes.sql-drop", what: "drops tables or the database" },
  { pattern: /\.destroy\(\s*\{(?:[^{}]|\{[^{}]*\})*\btruncate\s*:\s*true|\.truncate\(\s*\)|\brepository\.clear\(\)|getRepository\([^)]*\)\.clear\(\)/, rule: "planes.sql-truncate", what: "empties a table" },
  { pattern: /\bknex\(\s*['"][\w.]+['"]\s*\)\.(?:del|delete)\(\s*\)/, rule: "planes.sql-delete-all", what: "deletes every row of a table" },
  // Laravel Eloquent and the query builder: `User::truncate()`, `DB::table('t')->delete()`, `Schema::dropIfExists('t')`.
  { pattern: /(?:::|->)truncate\(\s*\)/, rule: "planes.sql-truncate", what: "empties a table" },
  { pattern: /(?:\bDB::table\(\s*['"][\w.]+['"]\s*\)|\b[A-Z]\w*::(?:query\(\s*\)|withTrashed\(\s*\)))->(?:delete|forceDelete)\(\s*\)/, rule: "planes.sql-delete-all", what: "deletes every row of a table" },
  { pattern: /(?:\bDB::table\(\s*['"][\w.]+['"]\s*\)|\b[A-Z]\w*::query\(\s*\))->update\(/, rule: "planes.sql-update-all", what: "overwrites every row of a table" },
  { pattern: /\bSchema::(?:drop|dropIfExists|dropAllTables|dropAllViews|dropAllTypes)\(/, rule: "planes.sql-drop", what: "drops tables" },
  // Ecto: `Repo.delete_all(User)` / `Repo.update_all(User, set: …)` on a whole schema, not a filtered query.
  { pattern: /\bRepo\.delete_all\(\s*[A-Z][\w.]*\s*[,)]/, rule: "planes.sql-delete-all", what: "deletes every row of a schema" },
  { pattern: /\bRepo\.update_all\(\s*[A-Z][\w.]*\s*,/, rule: "planes.sql-update-all", what: "overwrites every row of a schema" },
  // Sequel: a whole dataset deleted or truncated (`DB[:users].delete`, `User.dataset.delete`); a filtered one (`DB[:users].where(…).delete`) is not.
  { pattern: /\b[A-Z]\w*\[\s*:\w+\s*\]\.delete\b|\b[A-Z]\w*\.dataset\.delete\b/, rule: "planes.sql-delete-all", what: "deletes every row of a table" },
  { pattern: /\b[A-Z]\w*\[\s*:\w+\s*\]\.truncate\b/, rule: "planes.sql-truncate", what: "empties a table" },
  // Odoo: every record of a model found with an empty domain, then unlinked or overwritten.
  { pattern: /\.search\(\s*\[\s*\]\s*\)\.unlink\(/, rule: "planes.sql-delete-all", what: "deletes every record of a model" },
  { pattern: /\.search\(\s*\[\s*\]\s*\)\.write\(/, rule: "planes.sql-update-all", what: "overwrites every record of a model" },
  // Sequelize's `Model.destroy({ where: {} })`: an empty filter matches every row.
  { pattern: /\.destroy\(\s*\{\s*where\s*:\s*\{\s*\}\s*\}\s*\)/, rule: "planes.sql-delete-all", what: "deletes every row of a model" },
  { pattern: /\.deleteMany\(\s*(?:\{\s*\}|\{\s*where\s*:\s*\{\s*\}\s*\})?\s*\)/, rule: "planes.sql-delete-all", what: "deletes every row of a model" },
];
/** A string literal that holds a destructive SQL statement. */
const SQL_LITERAL = /(["'`])\s*((?:drop|truncate|delete|update|alter|revoke|insert\s+overwrite)\b(?:\\[\s\S]|(?!\1)[^\\])*)\1/gi;
/** Ruby's percent literals (`%q{DROP TABLE t}`, `%Q(…)`) holding a destructive SQL statement. */
const RUBY_SQL_LITERAL = /%[qQ]?[{([<|!]\s*((?:drop|truncate|delete|update|alter)\b[^})\]>|!]*)/gi;
/**
 * A call (or tagged template) that sends its string argument to a database, ending right before
 * the literal; a connection or repository may come first (`Ecto.Adapters.SQL.query!(Repo, "…")`).
 */
const RUNS_SQL = /(?:execute\w*|exec(?:_\w+)?|query\w*|raw\w*|run|prepare|sql|text|executescript|executemany|statement|unprepared|\$(?:execute|query)Raw\w*)!?\s*(?:\(\s*(?:[\w.]{1,40}\s*,\s*)?)?$/i;
const MAX_CODE = 100_000;
/** Row changes a transaction undoes (what a sandboxed console's rollback restores). */
const ROLLED_BACK: ReadonlySet<string> = new Set(["planes.sql-delete-all", "planes.sql-update-all"]);

/**
 * Destruction written in application code run from the command line: raw SQL in string literals
 * (`cursor.execute("DROP TABLE …")`, `prisma.$executeRawUnsafe(…)`,
 * `ActiveRecord::Base.connection.execute(…)`), ORM bulk calls (`User.delete_all`,
 * `Model.objects.all().delete()`, `metadata.drop_all`, `sequelize.sync({ force: true })`) and cloud
 * SDK calls (`boto3.client('ec2').terminate_instances(…)`, `new DeleteTableCommand(…)`: `sdk-calls.ts`) and
 * other client libraries' destructive methods (`HfApi().delete_repo(…)`: `client-library-calls.ts`), in
 * interpreter one-liners, `rails runner`, `manage.py shell -c`, and code piped into a console.
 *
 * @example
 * ormCodeEffects(invocation("rails", "runner", "User.delete_all"))[0]?.rule // "planes.sql-delete-all"
 */
export function ormCodeEffects(invocation: Invocation, task: TaskWords = taskWords(invocation), written: readonly ConsoleCode[] = applicationCode(invocation, task)): PlaneEffect[] {
  const effects: PlaneEffect[] = [];
  for (const { code, language, sandbox } of written) {
    const found: PlaneEffect[] = [];
    const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
    const shown = text.replace(/\s+/g, " ").slice(0, 80);
    if (language === "sql") {
      for (const effect of analyzeSql(text).effects) effects.push({ rule: effect.rule, what: `runs SQL \`${effect.statement}\`, which ${effect.what}` });
      continue;
    }
    for (const call of ORM_CALLS) if (call.pattern.test(text)) found.push({ rule: call.rule, what: `runs \`${shown}\`, which ${call.what}` });
    const literals = [...text.matchAll(SQL_LITERAL)].map((match) => ({ at: match.index ?? 0, sql: match[2] ?? "" }));
    if (language === "ruby") for (const match of text.matchAll(RUBY_SQL_LITERAL)) literals.push({ at: match.index ?? 0, sql: match[1] ?? "" });
    for (const { at, sql } of literals) {
      // Only a literal handed to something that runs SQL is SQL; `print("DROP TABLE …")` is text.
      if (!RUNS_SQL.test(text.slice(Math.max(0, at - 48), at))) continue;
      for (const effect of analyzeSql(sql).effects) found.push({ rule: effect.rule, what: `runs SQL \`${effect.statement}\`, which ${effect.what}` });
    }
    if (language === "node") for (const effect of mongoEffects(text)) found.push({ rule: effect.rule, what: `runs \`${shown}\`, which ${effect.what}` });
    for (const effect of sdkCallEffects(text)) found.push({ rule: effect.rule, what: `runs \`${shown}\`, which ${effect.what}` });
    // Other client libraries, when nothing above already judged the code (an ORM's `db.drop_all()` is not a platform's).
    if (found.length === 0) for (const effect of clientLibraryEffects(text, language)) found.push({ rule: effect.rule, what: `runs \`${shown}\`, which ${effect.what}` });
    // A sandboxed console rolls its transaction back on exit: deleted and overwritten rows come back, dropped tables may not.
    effects.push(...(sandbox ? found.filter((effect) => !ROLLED_BACK.has(effect.rule)) : found));
  }
  return effects;
}

/**
 * The application code a command runs, when it is written on its command line or its input: a
 * framework console's or runner's code, or an interpreter's one-liner or standard input.
 *
 * @example
 * applicationCode(invocation("python3", "-c", "print(1)"), task)[0] // { code: "print(1)", language: "python" }
 */
export function applicationCode(invocation: Invocation, task: TaskWords): ConsoleCode[] {
  const framework = consoleCode(task.tool, task.args, invocation);
  if (framework) return framework;
  const family = interpreterFamily(invocation.name);
  if (!family) return [];
  const call = interpreterCall(family, invocation);
  return [...known(call.code), ...(call.code.length === 0 ? programInput(invocation, call.script, call.readsStdin) : [])].map((code) => ({ code, language: family }));
}

function known(fields: readonly Field[]): string[] {
  return fields.map((field) => field.value).filter((value): value is string => value !== undefined);
}
