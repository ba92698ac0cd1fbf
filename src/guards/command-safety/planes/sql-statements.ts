import { sqlStatements, type SqlStatement, type SqlToken } from "./sql-tokens.js";

/** What a destructive statement does, as a rule id and words. */
export interface SqlEffect {
  /** `planes.sql-drop`, `planes.sql-truncate`, `planes.sql-delete-all`, `planes.sql-update-all`, `planes.sql-alter-drop`, `planes.sql-revoke-all`. */
  rule: string;
  /** What it destroys, in words: "drops table users". */
  what: string;
  /** The statement, shortened. */
  statement: string;
}

/** What running some SQL does beyond reading and adding rows. */
export interface SqlAnalysis {
  effects: SqlEffect[];
  /** Shell commands the client or the server runs (`\! rm …`, `.shell …`, `COPY … FROM PROGRAM '…'`). */
  shell: { code: string; server: boolean }[];
  /** SQL produced by the server and run by the client (`\gexec`): the literal templates seen. */
  generated: boolean;
  /** Files of SQL the script reads in (`\i file`, `.read file`, mysql's `source file`). */
  includes: string[];
}

/** Objects whose DROP loses data (or, for users and roles, every grant they hold). */
const DROPPED_DATA = new Set([
  "database", "schema", "table", "tables", "keyspace", "tablespace", "owned", "columnfamily", "collection", "measurement",
  "series", "retention", "sequence", "catalog", "dataset", "user", "role", "login", "shard", "stream", "topic", "bucket",
  "namespace", "partition", "dictionary", "volume", "storage", "shadow", "policy",
]);
/** Words that may stand between DROP and the object kind. */
const DROP_MODIFIERS = new Set(["external", "foreign", "unlogged", "global", "local", "if", "exists", "virtual", "materialized", "row", "access"]);
/** What ALTER … DROP may drop without losing rows or columns. */
const ALTER_DROP_KEEPS = new Set(["constraint", "index", "key", "primary", "foreign", "default", "not", "check", "trigger", "identity", "expression", "statistics", "unique", "fulltext", "spatial", "projection", "if"]);
const WORD_LIMIT = 4096;

/**
 * Finds what destroys data in SQL, whatever client runs it: DROP of databases, schemas, tables
 * and their kin (and anything with CASCADE), TRUNCATE, DELETE and UPDATE without a WHERE (or with
 * one that is always true), ALTER … DROP of columns and partitions, REVOKE ALL, `INSERT OVERWRITE`,
 * Cypher's unfiltered `MATCH (n) DELETE`; and shell commands it runs.
 *
 * @example
 * analyzeSql("DELETE FROM users; SELECT 1").effects[0]?.rule // "planes.sql-delete-all"
 * analyzeSql("DELETE FROM users WHERE id = 3").effects // []
 */
export function analyzeSql(source: string): SqlAnalysis {
  const result: SqlAnalysis = { effects: [], shell: [], generated: false, includes: [] };
  collect(source, result, 0);
  return result;
}

/** Dynamic SQL: statements built from strings and run by DO blocks, EXECUTE, PREPARE or EXEC. */
const DYNAMIC_SQL = /\b(?:do|execute|exec|prepare|sp_executesql)\b/i;
const MAX_NESTING = 2;

function collect(source: string, result: SqlAnalysis, depth: number): void {
  const statements = sqlStatements(source);
  const dynamic = depth < MAX_NESTING && DYNAMIC_SQL.test(source);
  statements.forEach((statement, index) => {
    if (dynamic && statement.meta === undefined) {
      // `DO $$ BEGIN EXECUTE 'DROP TABLE t'; END $$`, `PREPARE s FROM 'DELETE FROM t'`: the strings run as SQL too.
      for (const token of statement.tokens) if (token.kind === "string" && /[a-z]/i.test(token.text)) collect(token.text.replace(/\b(?:begin|end|declare)\b/gi, ";"), result, depth + 1);
    }
    if (statement.meta !== undefined) {
      metaCommand(statement, statements[index - 1], result);
      return;
    }
    if (statement.tokens[0]?.text === "source" && statement.tokens.length > 1) {
      result.includes.push(statement.text.replace(/^source\s+/i, "").trim());
      return;
    }
    if (statement.tokens[0]?.text === "system" && statement.tokens.length > 1) {
      // The mysql client's `system cmd` runs a shell command (up to the end of the line).
      result.shell.push({ code: statement.text.replace(/^system\s+/i, "").split("\n")[0] as string, server: false });
      return;
    }
    const effect = statementEffect(statement);
    if (effect) result.effects.push(effect);
    const program = serverProgram(statement.tokens);
    if (program !== undefined) result.shell.push({ code: program, server: true });
  });
}

/** The effect of one statement, if it destroys data. */
function statementEffect(statement: SqlStatement): SqlEffect | undefined {
  const tokens = statement.tokens.length > WORD_LIMIT ? statement.tokens.slice(0, WORD_LIMIT) : statement.tokens;
  const start = mainVerb(tokens);
  const verb = tokens[start]?.kind === "word" ? tokens[start]?.text : undefined;
  const shownStatement = statement.text.replace(/\s+/g, " ").slice(0, 80);
  const effect = (rule: string, what: string): SqlEffect => ({ rule, what, statement: shownStatement });
  const rest = tokens.slice(start + 1);
  const top = rest.filter((token) => token.depth === tokens[start]?.depth);
  switch (verb) {
    case "drop":
      return dropEffect(rest, top, effect);
    case "truncate": {
      const table = top.find((token) => token.kind === "word" && token.text !== "table" && token.text !== "only" && token.text !== "if" && token.text !== "exists");
      return effect("planes.sql-truncate", `empties ${table?.text ?? "a table"}`);
    }
    case "delete":
      return unfiltered(top) ? effect("planes.sql-delete-all", `deletes every row of ${target(top, "from")}`) : undefined;
    case "update":
      return unfiltered(top) ? effect("planes.sql-update-all", `overwrites every row of ${top[0]?.text ?? "a table"}`) : undefined;
    case "alter":
      return retentionEffect(rest, top, effect) ?? alterEffect(top, effect);
    case "vacuum":
      return vacuumEffect(top, effect);
    case "select":
    case "call":
      return timescaleEffect(tokens, effect);
    case "revoke":
      return top[0]?.text === "all" ? effect("planes.sql-revoke-all", "revokes every privilege") : undefined;
    case "insert":
      return top[0]?.text === "overwrite" ? effect("planes.sql-truncate", `replaces every row of ${target(top, "table")}`) : undefined;
    case "reset":
      return top[0]?.text === "master" || top[0]?.text === "binary" ? effect("planes.sql-drop", "deletes every binary log") : undefined;
    case "purge":
      return top.some((token) => token.text === "logs") ? effect("planes.sql-drop", "deletes binary logs") : undefined;
    case "match":
    case "optional":
      return cypherDelete(tokens) ? effect("planes.sql-delete-all", "deletes every node of the graph") : undefined;
    default:
      return undefined;
  }
}

/** The index of the statement's main verb: after a `WITH … AS (…)` prefix, `EXPLAIN ANALYZE`, or opening parentheses. */
function mainVerb(tokens: readonly SqlToken[]): number {
  let index = 0;
  while (tokens[index]?.text === "(") index++;
  const first = tokens[index];
  if (first?.text === "explain") {
    const analyze = tokens.slice(index + 1, index + 4).some((token) => token.text === "analyze" || token.text === "analyse");
    if (!analyze) return tokens.length;
    index++;
    while (index < tokens.length && tokens[index]?.kind === "word" && !isVerb(tokens[index]?.text)) index++;
    return index;
  }
  if (first?.text === "with") {
    // Skip the common table expressions: the verb is the first one at the statement's own depth after them.
    const depth = first.depth;
    for (let at = index + 1; at < tokens.length; at++) {
      const token = tokens[at] as SqlToken;
      if (token.depth === depth && token.kind === "word" && isVerb(token.text) && tokens[at - 1]?.text !== "as" && tokens[at - 1]?.text !== ",") return at;
    }
    return tokens.length;
  }
  return index;
}

function isVerb(word: string | undefined): boolean {
  return word === "select" || word === "insert" || word === "update" || word === "delete" || word === "drop" || word === "truncate" || word === "alter" || word === "merge";
}

function dropEffect(rest: readonly SqlToken[], top: readonly SqlToken[], effect: (rule: string, what: string) => SqlEffect): SqlEffect | undefined {
  if (top.some((token) => token.text === "cascade")) return effect("planes.sql-drop", `drops ${describeDrop(top)} and everything that depends on it`);
  let index = 0;
  while (index < top.length && DROP_MODIFIERS.has(top[index]?.text ?? "")) index++;
  const kind = top[index]?.text;
  if (kind === "temporary" || kind === "temp") return undefined;
  if (kind === undefined || !DROPPED_DATA.has(kind)) return undefined;
  if (kind === "stream" && !rest.some((token) => token.text === "topic")) return undefined;
  if (kind === "table" && scratchTablesOnly(top.slice(index + 1))) return undefined;
  return effect("planes.sql-drop", `drops ${describeDrop(top)}`);
}

/** A table whose name marks it as scratch space for one job: `tmp_import`, `orders_tmp`, `temp_users`, `scratch`. */
const SCRATCH_TABLE = /^(?:(?:tmp|temp|scratch)(?:_\w*)?|\w+_(?:tmp|temp|scratch))$/;

/** Whether every table a DROP TABLE names is a scratch table (`DROP TABLE IF EXISTS tmp_import, public.orders_tmp`). */
function scratchTablesOnly(names: readonly SqlToken[]): boolean {
  let count = 0;
  let last: string | undefined;
  for (const token of names.slice(0, 64)) {
    if (token.kind === "punct" && token.text === ",") {
      if (last === undefined || !SCRATCH_TABLE.test(last)) return false;
      count++;
      last = undefined;
    } else if (token.kind === "punct" && token.text === ".") continue;
    else if (token.kind === "word" && count === 0 && last === undefined && (token.text === "if" || token.text === "exists")) continue;
    else if (token.kind === "word" && token.text === "restrict") break;
    else if (token.kind === "word") last = token.text.slice(token.text.lastIndexOf(".") + 1);
    else return false;
  }
  return last !== undefined && SCRATCH_TABLE.test(last) && names.length <= 64;
}

function describeDrop(top: readonly SqlToken[]): string {
  const words = top.filter((token) => token.kind === "word" && token.text !== "if" && token.text !== "exists").slice(0, 2).map((token) => token.text);
  return words.join(" ") || "an object";
}

/** Whether a DELETE or UPDATE has no WHERE at its own level, or one that is always true. */
function unfiltered(top: readonly SqlToken[]): boolean {
  const where = top.findIndex((token) => token.kind === "word" && (token.text === "where" || token.text === "current"));
  return where < 0 || alwaysTrue(top.slice(where + 1));
}

/** `WHERE 1=1`, `WHERE true`, `WHERE 1`, `WHERE 'a'='a'`, `WHERE id = id`, alone. */
function alwaysTrue(condition: readonly SqlToken[]): boolean {
  const words = condition.map((token) => (token.kind === "string" ? `'${token.text}'` : token.text));
  const until = words.findIndex((word) => word === "returning" || word === "limit" || word === "order");
  // Operators arrive one character per token (`<`, `>`): join them back (`<>`).
  const expression = (until < 0 ? words : words.slice(0, until)).join(" ").replace(/([<>!=]) (?=[<>=])/g, "$1");
  if (/^(?:true|1|not\s+false|'[^']*')$/.test(expression)) return true;
  // `x IS NOT NULL` on a key column, and comparisons of two constants (`1 <> 2`), hold for every row.
  if (/^\S+ is not null$/.test(expression)) return true;
  const comparison = /^(\S+) (=|<>|!=|<|>|<=|>=) (\S+)$/.exec(expression);
  if (!comparison) return false;
  const [, left = "", operator, right = ""] = comparison;
  if (operator === "=" && left === right) return true;
  const [a, b] = [Number(left), Number(right)];
  if (!/^\d+$/.test(left) || !/^\d+$/.test(right)) return false;
  return operator === "<>" || operator === "!=" ? a !== b : operator === "<" ? a < b : operator === ">" ? a > b : operator === "<=" ? a <= b : operator === ">=" ? a >= b : a === b;
}

function target(top: readonly SqlToken[], after: string): string {
  const index = top.findIndex((token) => token.text === after);
  const name = top.slice(index + 1).find((token) => token.kind === "word" && token.text !== "only");
  return name?.text ?? top.find((token) => token.kind === "word")?.text ?? "a table";
}

function alterEffect(top: readonly SqlToken[], effect: (rule: string, what: string) => SqlEffect): SqlEffect | undefined {
  const object = top[0]?.text;
  for (let index = 1; index < top.length; index++) {
    const word = top[index]?.text;
    if (word === "drop" || word === "truncate") {
      const next = top[index + 1]?.text;
      if (word === "drop" && ALTER_DROP_KEEPS.has(next ?? "")) continue;
      if (word === "drop" && next === "column" && top[index + 2]?.text === "if") return effect("planes.sql-alter-drop", `drops column ${top[index + 4]?.text ?? ""} of ${top[1]?.text ?? object}`.trim());
      const what = next === "column" || next === "partition" ? `${next} ${top[index + 2]?.text ?? ""}`.trim() : `column ${next ?? ""}`.trim();
      return effect("planes.sql-alter-drop", `${word === "truncate" ? "empties" : "drops"} ${what} of ${tableName(top)}`);
    }
    // `… REFERENCES users(id) ON DELETE CASCADE` is a foreign key's referential action, not a mutation.
    if (word === "delete" && object === "table" && top[index - 1]?.text !== "on") {
      // ClickHouse mutations: ALTER TABLE t DELETE WHERE …
      const rest = top.slice(index + 1);
      const where = rest.findIndex((token) => token.text === "where");
      if (where < 0 || alwaysTrue(rest.slice(where + 1))) return effect("planes.sql-delete-all", `deletes every row of ${tableName(top)}`);
    }
  }
  return undefined;
}

/**
 * Time Travel turned off, from Snowflake's "Understanding & using Time Travel": a database, schema,
 * table or the whole account given `DATA_RETENTION_TIME_IN_DAYS = 0` keeps no history, so what is
 * dropped or overwritten next cannot be undropped or queried back (the default is 1 day, so only 0
 * takes away the last day). Delta Lake's `delta.deletedFileRetentionDuration` set below its
 * 7-day default (Delta Lake, "Remove files no longer referenced by a Delta table") lets the next
 * VACUUM delete the files earlier versions need.
 */
function retentionEffect(rest: readonly SqlToken[], top: readonly SqlToken[], effect: (rule: string, what: string) => SqlEffect): SqlEffect | undefined {
  const object = top[0]?.text;
  for (let index = 1; index < rest.length && index < 256; index++) {
    const word = rest[index]?.text.toLowerCase();
    // InfluxQL's `ALTER RETENTION POLICY p ON db DURATION 1h` and ClickHouse's `ALTER TABLE t MODIFY TTL ts + INTERVAL 1 HOUR`: rows older than that are deleted.
    if ((word === "duration" && object === "retention") || (word === "ttl" && rest[index - 1]?.text === "modify")) {
      const hours = durationHours(rest.slice(index + 1, index + 8));
      if (hours !== undefined && hours < DAY_HOURS) return effect("planes.store-delete", `keeps the data of ${object === "retention" ? "the retention policy" : (top[1]?.text ?? "the table")} for ${hours < 1 ? "less than an hour" : `${hours} hours`}, so the server deletes what is older`);
    }
    if (word === "data_retention_time_in_days" && rest[index + 1]?.text === "=" && rest[index + 2]?.text === "0") {
      return effect("planes.recovery-removed", `sets DATA_RETENTION_TIME_IN_DAYS = 0 on the ${object ?? "object"} ${object === "account" ? "" : (top[1]?.text ?? "")}, turning off Time Travel, so nothing dropped or changed after it can be restored`.replace(/\s+,/, ","));
    }
    if (rest[index]?.kind === "string" && word === "delta.deletedfileretentionduration" && rest[index + 1]?.text === "=") {
      const hours = intervalHours(rest[index + 2]?.text ?? "");
      if (hours !== undefined && hours < DELTA_RETENTION_HOURS) return effect("planes.recovery-removed", `keeps deleted files of ${top[1]?.text ?? "the table"} for less than Delta Lake's 7 days, so a VACUUM removes what earlier versions need`);
    }
  }
  return undefined;
}

/** Delta Lake's default retention of removed files: 7 days (`delta.deletedFileRetentionDuration`, VACUUM's default threshold). */
const DELTA_RETENTION_HOURS = 168;

/** Delta Lake's and Databricks' `VACUUM t RETAIN N HOURS` below the 7-day default deletes the data files earlier versions need: Time Travel to them is gone. */
function vacuumEffect(top: readonly SqlToken[], effect: (rule: string, what: string) => SqlEffect): SqlEffect | undefined {
  const retain = top.findIndex((token) => token.text === "retain");
  if (retain < 0 || top[retain + 2]?.text !== "hours" || top.some((token) => token.text === "dry")) return undefined;
  const hours = Number(top[retain + 1]?.text);
  return Number.isFinite(hours) && hours < DELTA_RETENTION_HOURS ? effect("planes.recovery-removed", `deletes the files of ${top[0]?.text ?? "the table"}'s versions older than ${hours} hours, so they can no longer be restored`) : undefined;
}

/** A retention shorter than a day deletes data about as soon as it is written (as a Kafka topic's `retention.ms` of seconds does). */
const DAY_HOURS = 24;

/**
 * TimescaleDB's functions (TimescaleDB API reference): `drop_chunks` deletes every chunk older
 * than its interval at once; `add_retention_policy` with an interval under a day makes a job
 * delete them from now on.
 */
function timescaleEffect(tokens: readonly SqlToken[], effect: (rule: string, what: string) => SqlEffect): SqlEffect | undefined {
  const call = tokens.findIndex((token, index) => token.kind === "word" && (token.text === "drop_chunks" || token.text === "add_retention_policy") && tokens[index + 1]?.text === "(");
  if (call < 0) return undefined;
  const table = tokens.slice(call + 2).find((token) => token.kind === "string")?.text ?? "a hypertable";
  if (tokens[call]?.text === "drop_chunks") return effect("planes.sql-delete-all", `deletes the chunks of ${table} older than its interval`);
  const at = tokens.findIndex((token, index) => index > call && token.text === "interval");
  const hours = at < 0 ? undefined : durationHours(tokens.slice(at, at + 4));
  return hours !== undefined && hours < DAY_HOURS ? effect("planes.store-delete", `makes TimescaleDB delete the data of ${table} once it is ${hours < 1 ? "less than an hour" : `${hours} hours`} old`) : undefined;
}

/** Hours of a duration written as `1h`/`30m` (InfluxQL), `interval 1 hour` (ClickHouse) or `interval '1 hour'` (PostgreSQL); undefined for `INF` or anything else. */
function durationHours(tokens: readonly SqlToken[]): number | undefined {
  const kept = tokens.filter((token) => token.kind !== "punct" || token.text !== "+");
  const words = kept.map((token) => token.text);
  const start = words.indexOf("interval");
  if (start >= 0) return intervalHours(`interval ${kept[start + 1]?.kind === "string" ? words[start + 1] : words.slice(start + 1, start + 3).join(" ")}`);
  const short = /^(\d+)(s|m|h|d|w)$/.exec(words[0] ?? "");
  if (!short) return undefined;
  const hours: Record<string, number> = { s: 1 / 3600, m: 1 / 60, h: 1, d: 24, w: 168 };
  return Number(short[1]) * (hours[short[2] as string] as number);
}

/** Hours of a Delta interval (`interval 0 hours`, `interval 1 days`, `interval 30 minutes`). */
function intervalHours(text: string): number | undefined {
  const match = /^\s*interval\s+(\d+(?:\.\d+)?)\s+(second|minute|hour|day|week)s?\s*$/i.exec(text);
  if (!match) return undefined;
  const hours: Record<string, number> = { second: 1 / 3600, minute: 1 / 60, hour: 1, day: 24, week: 168 };
  return Number(match[1]) * (hours[(match[2] as string).toLowerCase()] ?? Number.NaN);
}

function tableName(top: readonly SqlToken[]): string {
  let index = 1;
  while (top[index]?.text === "if" || top[index]?.text === "exists" || top[index]?.text === "only") index++;
  return top[index]?.text ?? "a table";
}

/** Cypher: `MATCH (n) [DETACH] DELETE n` with no label, no properties and no WHERE. */
function cypherDelete(tokens: readonly SqlToken[]): boolean {
  if (!tokens.some((token) => token.text === "delete")) return false;
  if (tokens.some((token) => token.text === "where" || token.text === "{" || token.text === ":" || token.text === "limit")) return false;
  return true;
}

/** `COPY … FROM PROGRAM '…'` and `TO PROGRAM`: the database server runs a shell command. */
function serverProgram(tokens: readonly SqlToken[]): string | undefined {
  if (tokens[0]?.text !== "copy") return undefined;
  const index = tokens.findIndex((token) => token.text === "program");
  const command = index >= 0 ? tokens[index + 1] : undefined;
  return command?.kind === "string" ? command.text : undefined;
}

/** Client meta-commands: shell escapes run locally, `\gexec` runs generated SQL. */
function metaCommand(statement: SqlStatement, previous: SqlStatement | undefined, result: SqlAnalysis): void {
  const meta = statement.meta ?? "";
  const include = /^(?:i|ir|include|include_relative|\.|read|source)\s+(\S+)/.exec(meta);
  if (include) {
    result.includes.push(include[1] as string);
    return;
  }
  const shell = /^(?:!|shell\b|system\b)\s*([\s\S]*)$/i.exec(meta);
  if (shell && (shell[1] ?? "").trim() !== "") {
    result.shell.push({ code: (shell[1] as string).trim(), server: false });
    return;
  }
  if (/^gexec\b/.test(meta) && previous && previous.meta === undefined) {
    result.generated = true;
    // Literal statements the query builds are run one by one: judge them as SQL too.
    for (const token of previous.tokens) {
      if (token.kind !== "string") continue;
      for (const inner of sqlStatements(`${token.text} x`)) {
        const effect = statementEffect(inner);
        if (effect) result.effects.push({ ...effect, what: `${effect.what} for every row \\gexec runs`, statement: previous.text.replace(/\s+/g, " ").slice(0, 80) });
      }
    }
  }
}
