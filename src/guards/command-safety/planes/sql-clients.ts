import path from "node:path";
import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import type { DataSource, Field, Invocation } from "../model.js";
import { interpreterFamily } from "../commands/command-name.js";
import { taskWords } from "./task-words.js";
import { ownEntry } from "../../../util/own-entry.js";

/** What a client runs: SQL (or the store's own query language) and where it came from. */
export interface QueryInput {
  /** The query text when known. */
  text?: string;
  /** Where it comes from, for reasons: "-c", "stdin", "schema.sql". */
  origin: string;
  /** A file of queries whose content is not visible here. */
  unseenFile?: string;
}

/** The language a client speaks. */
export type QueryLanguage = "sql" | "mongo" | "redis";

/** How one client takes its queries. */
interface ClientSpec {
  language: QueryLanguage;
  /** The option grammar, or the options taking a value of a program that spells long options with one dash (`sqlite3 -cmd …`). */
  grammar: OptionGrammar | { singleDash: readonly string[] };
  /** Options whose value is a query (canonical names after aliases). */
  query?: readonly string[];
  /** Options whose value names a file of queries. */
  file?: readonly string[];
  /** Operands from this index on are queries (`sqlite3 db "…"`, `bq query "…"`). */
  positionalFrom?: number;
  /** Operands ending in these suffixes are query files (`mongosh db script.js`). */
  fileSuffix?: string;
  /** Reads queries from stdin when none is given on the command line. */
  stdin: boolean;
  /** Arguments after `--` go to the database's own client (`manage.py dbshell -- -c "…"`). */
  passthrough?: boolean;
}

const SQLITE: ClientSpec = {
  language: "sql",
  grammar: { singleDash: ["cmd", "init", "separator", "nullvalue", "newline", "vfs", "lookaside", "maxsize", "mmap", "pagecache", "heap", "c", "s", "f", "A", "unsafe-testing"] },
  positionalFrom: 1,
  query: ["cmd", "c", "s"],
  file: ["init", "f"],
  stdin: true,
};

/**
 * SQL and query clients by program (or `program subcommand`), from their manuals: which options
 * carry a query or a file of queries, which operands are queries, and whether stdin is read.
 */
const CLIENTS: Readonly<Record<string, ClientSpec>> = {
  psql: {
    language: "sql",
    grammar: { flags: "aAbeEHlnqsSwWxXz01", values: "cdfFhLopPRTUv", longValues: ["command", "dbname", "file", "field-separator", "host", "log-file", "output", "port", "pset", "record-separator", "table-attr", "username", "set", "variable"], aliases: { command: "c", file: "f", set: "v", variable: "v" } },
    query: ["c"],
    file: ["f"],
    stdin: true,
  },
  mysql: mysqlLike(),
  mariadb: mysqlLike(),
  mycli: { language: "sql", grammar: { values: "hPuSDReplg", longValues: ["execute", "host", "port", "user", "socket", "database"], aliases: { e: "execute" } }, query: ["execute"], stdin: true },
  litecli: { language: "sql", grammar: { values: "eDlR", longValues: ["execute"], aliases: { e: "execute" } }, query: ["execute"], positionalFrom: 99, stdin: true },
  sqlite3: SQLITE,
  sqlite: SQLITE,
  duckdb: SQLITE,
  "clickhouse-client": clickhouse(),
  "clickhouse client": clickhouse(),
  "clickhouse-local": clickhouse(),
  "clickhouse local": clickhouse(),
  "cockroach sql": { language: "sql", grammar: { values: "ed", longValues: ["execute", "file", "database", "url", "host", "user", "certs-dir", "format", "set"], aliases: { e: "execute", f: "file", d: "database" } }, query: ["execute"], file: ["file"], stdin: true },
  "cockroach demo": { language: "sql", grammar: { values: "e", longValues: ["execute"], aliases: { e: "execute" } }, query: ["execute"], stdin: false },
  cqlsh: { language: "sql", grammar: { flags: "C", values: "ekfup", longValues: ["execute", "keyspace", "file", "username", "password", "cqlversion", "encoding", "request-timeout", "connect-timeout"], aliases: { e: "execute", f: "file", k: "keyspace", u: "username", p: "password" } }, query: ["execute"], file: ["file"], stdin: true },
  sqlcmd: { language: "sql", grammar: { values: "SUPdQqiosHlthwWakLeaxyYcvfA", longValues: [] }, query: ["Q", "q"], file: ["i"], stdin: true },
  "cypher-shell": { language: "sql", grammar: { values: "aupdf", longValues: ["address", "username", "password", "database", "file", "format", "encryption"], aliases: { f: "file", a: "address", u: "username", p: "password", d: "database" } }, file: ["file"], positionalFrom: 0, stdin: true },
  influx: { language: "sql", grammar: { singleDash: ["host", "port", "username", "password", "database", "execute", "format", "precision", "path"] }, query: ["execute"], file: ["path"], stdin: false },
  trino: { language: "sql", grammar: { values: "f", longValues: ["execute", "file", "server", "catalog", "schema", "user", "output-format"], aliases: { f: "file" } }, query: ["execute"], file: ["file"], stdin: true },
  presto: { language: "sql", grammar: { values: "f", longValues: ["execute", "file", "server", "catalog", "schema", "user"], aliases: { f: "file" } }, query: ["execute"], file: ["file"], stdin: true },
  "spark-sql": hiveLike(),
  hive: hiveLike(),
  beeline: hiveLike(),
  "impala-shell": { language: "sql", grammar: { values: "qfidku", longValues: ["query", "query_file", "impalad", "database"], aliases: { q: "query", f: "query_file" } }, query: ["query"], file: ["query_file"], stdin: false },
  snowsql: { language: "sql", grammar: { values: "qfacudsrw", longValues: ["query", "filename", "accountname", "username", "dbname", "schemaname", "rolename", "warehouse"], aliases: { q: "query", f: "filename" } }, query: ["query"], file: ["filename"], stdin: true },
  "snow sql": { language: "sql", grammar: { values: "qfc", longValues: ["query", "filename", "connection", "database", "schema", "role", "warehouse"], aliases: { q: "query", f: "filename", c: "connection" } }, query: ["query"], file: ["filename"], stdin: true },
  // Databricks SQL CLI: `dbsqlcli -e "query"` (or a file of queries given to the same option).
  dbsqlcli: { language: "sql", grammar: { values: "e", longValues: ["execute", "hostname", "http-path", "access-token", "table-format", "profile"], aliases: { e: "execute" } }, query: ["execute"], stdin: true },
  usql: { language: "sql", grammar: { values: "cfovP", longValues: ["command", "file", "out", "set", "pset"], aliases: { c: "command", f: "file" } }, query: ["command"], file: ["file"], stdin: true },
  vsql: { language: "sql", grammar: { values: "cdfhpUwF", longValues: [] }, query: ["c"], file: ["f"], stdin: true },
  sqlplus: { language: "sql", grammar: { values: "", stopAtOperand: true }, stdin: true },
  "bq query": { language: "sql", grammar: { values: "", longValues: [] }, positionalFrom: 0, stdin: false },
  "gcloud spanner databases execute-sql": { language: "sql", grammar: { longValues: ["sql", "instance", "project"] }, query: ["sql"], stdin: false },
  "aws rds-data execute-statement": { language: "sql", grammar: { longValues: ["sql", "resource-arn", "secret-arn", "database"] }, query: ["sql"], stdin: false },
  "aws rds-data batch-execute-statement": { language: "sql", grammar: { longValues: ["sql", "resource-arn", "secret-arn", "database"] }, query: ["sql"], stdin: false },
  "aws redshift-data execute-statement": { language: "sql", grammar: { longValues: ["sql", "cluster-identifier", "database", "workgroup-name"] }, query: ["sql"], stdin: false },
  "aws redshift-data batch-execute-statement": { language: "sql", grammar: { longValues: ["sqls", "cluster-identifier", "database"] }, query: ["sqls"], stdin: false },
  "aws athena start-query-execution": { language: "sql", grammar: { longValues: ["query-string", "work-group"] }, query: ["query-string"], stdin: false },
  "aws dynamodb execute-statement": { language: "sql", grammar: { longValues: ["statement", "parameters"] }, query: ["statement"], stdin: false },
  "wrangler d1 execute": { language: "sql", grammar: { longValues: ["command", "file", "env", "config"] }, query: ["command"], file: ["file"], stdin: false },
  "turso db shell": { language: "sql", grammar: { longValues: ["instance", "location"] }, positionalFrom: 1, stdin: true },
  "typeorm query": { language: "sql", grammar: { values: "dc", longValues: ["dataSource", "connection", "config"], aliases: { d: "dataSource", c: "connection" } }, positionalFrom: 0, stdin: false },
  "typeorm-ts-node-commonjs query": { language: "sql", grammar: { values: "dc", longValues: ["dataSource", "connection", "config"], aliases: { d: "dataSource", c: "connection" } }, positionalFrom: 0, stdin: false },
  "prisma db execute": { language: "sql", grammar: { long: ["stdin"], longValues: ["file", "schema", "url"] }, file: ["file"], stdin: true },
  "heroku pg:psql": { language: "sql", grammar: { values: "ac", longValues: ["app", "command", "file", "remote", "credential"], aliases: { c: "command", a: "app", f: "file" } }, query: ["command"], file: ["file"], stdin: true },
  "manage.py dbshell": { language: "sql", grammar: { longValues: ["database", "settings"] }, stdin: true, passthrough: true },
  "django-admin dbshell": { language: "sql", grammar: { longValues: ["database", "settings"] }, stdin: true, passthrough: true },
  // Laravel's `php artisan db [connection]` opens the connection's own client and reads stdin.
  "artisan db": { language: "sql", grammar: { longValues: ["database"] }, stdin: true },
  "rails dbconsole": { language: "sql", grammar: { values: "e", longValues: ["environment", "database"] }, stdin: true },
  "rails db": { language: "sql", grammar: { values: "e", longValues: ["environment", "database"] }, stdin: true },
  ysqlsh: { language: "sql", grammar: { values: "cdfhpU", longValues: ["command", "dbname", "file", "host", "port", "username"], aliases: { command: "c", file: "f" } }, query: ["c"], file: ["f"], stdin: true },
  ycqlsh: { language: "sql", grammar: { values: "ekfup", longValues: ["execute", "keyspace", "file"], aliases: { e: "execute", f: "file" } }, query: ["execute"], file: ["file"], stdin: true },
  mysqlsh: { language: "sql", grammar: { values: "ehPuDf", longValues: ["execute", "uri", "host", "port", "user", "schema", "file"], long: ["sql", "js", "py"], aliases: { e: "execute", f: "file" } }, query: ["execute"], file: ["file"], stdin: true },
  aql: { language: "sql", grammar: { values: "chpUPf", longValues: ["command", "host", "port", "user", "password", "file"], aliases: { c: "command", f: "file" } }, query: ["command"], file: ["file"], stdin: true },
  cbq: { language: "sql", grammar: { values: "esuphf", longValues: ["engine", "script", "user", "password", "file"], aliases: { s: "script", e: "engine", f: "file" } }, query: ["script"], file: ["file"], stdin: true },
  "edgedb query": { language: "sql", grammar: { values: "HPIud", longValues: ["host", "port", "instance", "user", "database", "branch", "dsn"] }, positionalFrom: 0, stdin: false },
  "gel query": { language: "sql", grammar: { values: "HPIud", longValues: ["host", "port", "instance", "user", "database", "branch", "dsn"] }, positionalFrom: 0, stdin: false },
  "sqlite-utils query": { language: "sql", grammar: { longValues: ["param", "load-extension", "attach"] }, positionalFrom: 1, stdin: false },
  "dolt sql": { language: "sql", grammar: { values: "qf", longValues: ["query", "file", "result-format"], aliases: { q: "query", f: "file" } }, query: ["query"], file: ["file"], stdin: true },
  mongosh: mongo(),
  mongo: mongo(),
  "redis-cli": redis(),
  "valkey-cli": redis(),
  "keydb-cli": redis(),
};

function mysqlLike(): ClientSpec {
  return {
    language: "sql",
    grammar: {
      flags: "BCfHNnqrstvVwXEG",
      values: "DehPSuAcO",
      optionals: "p",
      longValues: ["execute", "database", "host", "port", "socket", "user", "default-character-set", "init-command", "defaults-file", "defaults-extra-file", "login-path", "protocol", "ssl-ca", "ssl-mode", "connect-timeout"],
      longOptionals: ["password"],
      aliases: { e: "execute", D: "database", h: "host", P: "port", u: "user" },
    },
    query: ["execute", "init-command"],
    stdin: true,
  };
}

function clickhouse(): ClientSpec {
  return {
    language: "sql",
    grammar: { flags: "mnV", values: "qhudf", longValues: ["query", "queries-file", "host", "port", "user", "password", "database", "format", "param", "config-file"], aliases: { q: "query", h: "host", u: "user", d: "database", f: "format" } },
    query: ["query"],
    file: ["queries-file"],
    stdin: true,
  };
}

function hiveLike(): ClientSpec {
  return { language: "sql", grammar: { values: "efidunpw", longValues: ["database", "hiveconf", "hivevar", "define", "url"], aliases: {} }, query: ["e"], file: ["f", "i"], stdin: true };
}

function mongo(): ClientSpec {
  return {
    language: "mongo",
    grammar: { flags: "", values: "upf", long: ["quiet", "nodb", "norc", "shell", "tls", "ssl"], longValues: ["eval", "file", "host", "port", "username", "password", "authenticationDatabase", "authenticationMechanism", "apiVersion"], aliases: { f: "file", u: "username", p: "password" } },
    query: ["eval"],
    file: ["file"],
    fileSuffix: ".js",
    stdin: true,
  };
}

function redis(): ClientSpec {
  return {
    language: "redis",
    grammar: { flags: "rcxeX", values: "hpsanuiRdD", long: ["tls", "no-auth-warning", "raw", "no-raw", "csv", "json", "quoted-input", "scan", "bigkeys", "memkeys", "hotkeys", "stat", "latency", "pipe", "resp2", "resp3", "verbose"], longValues: ["user", "pass", "askpass", "pattern", "count", "quoted-pattern", "cacert", "cert", "key", "sni", "eval", "ldb", "rdb", "functions-rdb", "intrinsic-latency", "lru-test", "i"], aliases: { i: "interval" }, stopAtOperand: true },
    positionalFrom: 0,
    stdin: true,
  };
}

/** Programs that reach a client through a subcommand (`cockroach sql`, `aws rds-data …`). */
const SUBCOMMAND_CLIENTS = new Set(Object.keys(CLIENTS).filter((key) => key.includes(" ")).map((key) => key.slice(0, key.indexOf(" "))));
const PACKAGE_MANAGERS = new Set(["npm", "npx", "pnpm", "yarn", "bun", "bunx"]);

/** A client recognised on a command line: its spec and the arguments after the program (and subcommands). */
export interface QueryClient {
  name: string;
  language: QueryLanguage;
  inputs: QueryInput[];
  /** Operands after options (for a store's command words: `redis-cli FLUSHALL`). */
  operands: readonly Field[];
}

/**
 * The queries a database client runs, from wherever they come: query options (`psql -c`,
 * `mysql -e`, `--query`), query operands (`sqlite3 db "…"`), files given with `-f` or as stdin
 * whose content the script wrote, heredocs, here-strings and pipes of known text.
 *
 * @example
 * queryClient(invocation("psql", "-h", "db", "-c", "DROP TABLE t"))?.inputs[0]?.text // "DROP TABLE t"
 */
export function queryClient(invocation: Invocation): QueryClient | undefined {
  const found = clientOf(invocation);
  if (!found) return undefined;
  const { key, spec, args } = found;
  const parsed = "singleDash" in spec.grammar ? parseSingleDash(args, spec.grammar.singleDash) : parseOptions(args, spec.grammar);
  const inputs: QueryInput[] = [];
  for (const option of parsed.options) {
    if (spec.query?.includes(option.name) && option.value) inputs.push(queryOf(option.value, `-${option.name.length === 1 ? "" : "-"}${option.name}`));
    if (spec.file?.includes(option.name) && option.value) inputs.push(fileInput(option.value, invocation));
  }
  // Query options run in order in one session: a later `-c '\gexec'` applies to the query before it.
  if (inputs.length > 1 && inputs.every((input) => input.text !== undefined)) inputs.splice(0, inputs.length, { text: inputs.map((input) => input.text).join("\n"), origin: inputs[0]?.origin ?? "its options" });
  if (spec.passthrough) inputs.push(...passedQueries(args));
  const operands = parsed.operands;
  if (spec.positionalFrom !== undefined && spec.language !== "redis") {
    for (const operand of operands.slice(spec.positionalFrom)) {
      if (spec.fileSuffix && operand.value?.endsWith(spec.fileSuffix)) inputs.push(fileInput(operand, invocation));
      else inputs.push(queryOf(operand, "its arguments"));
    }
  } else if (spec.fileSuffix) {
    for (const operand of operands) if (operand.value?.endsWith(spec.fileSuffix)) inputs.push(fileInput(operand, invocation));
  }
  const commandLine = inputs.length > 0 || (spec.language === "redis" && operands.length > 0);
  if (spec.stdin && !commandLine) inputs.push(...stdinInputs(invocation.stdin, invocation));
  return { name: key, language: spec.language, inputs, operands };
}

function clientOf(invocation: Invocation): { key: string; spec: ClientSpec; args: Field[] } | undefined {
  const direct = ownEntry(CLIENTS, invocation.name);
  if (direct) return { key: invocation.name, spec: direct, args: invocation.argv.slice(1) };
  if (!SUBCOMMAND_CLIENTS.has(invocation.name) && !PACKAGE_MANAGERS.has(invocation.name) && interpreterFamily(invocation.name) === undefined) return undefined;
  // `python manage.py dbshell`, `yarn prisma db execute`: the tool a package manager or interpreter runs.
  const task = taskWords(invocation);
  const program = task.tool;
  const args = [...task.args];
  // `cockroach sql`, `aws rds-data execute-statement`: a program and its subcommand words, options between them allowed.
  const words: string[] = [];
  for (let index = 0; index < args.length && words.length < 4; index++) {
    const value = args[index]?.value;
    if (value === undefined) return undefined;
    if (value.startsWith("-")) continue;
    words.push(value);
    const key = `${program} ${words.join(" ")}`;
    const spec = ownEntry(CLIENTS, key);
    if (spec) return { key, spec, args: args.slice(index + 1) };
  }
  return undefined;
}

/** Query options of the database clients a framework's shell starts: psql `-c`, mysql `-e`, sqlite `-cmd`, sqlcmd `-Q`. */
const PASSED_QUERY = /^(?:-c|--command|-e|--execute|-cmd|-Q|-q)(?:=(.*))?$/s;

/** Queries given to the client behind a framework's shell, after `--` (`manage.py dbshell -- -c "TRUNCATE t"`). */
function passedQueries(args: readonly Field[]): QueryInput[] {
  const start = args.findIndex((field) => field.value === "--");
  if (start < 0) return [];
  const inputs: QueryInput[] = [];
  for (let index = start + 1; index < args.length && index < start + 32; index++) {
    const option = PASSED_QUERY.exec(args[index]?.value ?? "");
    if (!option) continue;
    const field = args[index] as Field;
    if (option[1] !== undefined) inputs.push(queryOf({ ...field, value: option[1] }, "its client's options"));
    else if (args[index + 1]) inputs.push(queryOf(args[++index] as Field, "its client's options"));
  }
  return inputs;
}

/** Options spelled `-name value` or `--name=value`, as sqlite3, duckdb and influx take them. */
function parseSingleDash(args: readonly Field[], valued: readonly string[]): { options: { name: string; value?: Field }[]; operands: Field[] } {
  const options: { name: string; value?: Field }[] = [];
  const operands: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const value = field.value;
    if (value === undefined || !value.startsWith("-") || value === "-") {
      operands.push(field);
      continue;
    }
    const [name = "", attached] = value.replace(/^--?/, "").split(/=(.*)/s);
    if (attached !== undefined) options.push({ name, value: { ...field, value: attached } });
    else if (valued.includes(name)) {
      const next = args[++index];
      options.push(next ? { name, value: next } : { name });
    } else options.push({ name });
  }
  return { options, operands };
}

/** A query option's text; when part of it is only known at run time, what is written before that part (`DROP TABLE $T`). */
function queryOf(field: Field, origin: string): QueryInput {
  if (field.value !== undefined) return { text: field.value, origin };
  // `psql -c "$(cat drop.sql)"`: the query is that file's content, as `-f drop.sql` would run it.
  const read = /^"?\$\((?:cat\s+|<\s*)([^\s)$`]+)\)"?$/.exec(field.text)?.[1];
  if (read !== undefined) return { origin: read, unseenFile: read };
  const prefix = field.dynamic?.prefix ?? "";
  return prefix.trim() !== "" ? { text: `${prefix}x`, origin } : { origin };
}

function fileInput(field: Field, invocation: Invocation): QueryInput {
  if (field.value === "-" || field.value === "/dev/stdin") return stdinInputs(invocation.stdin, invocation)[0] ?? { origin: "stdin" };
  // `psql -f <(echo 'DROP …')`: the pipe carries what the commands inside print.
  if (field.process?.text !== undefined) return { text: field.process.text, origin: field.text };
  const content = fileContent(field, invocation);
  if (content?.text !== undefined) return { text: content.text, origin: field.value ?? field.text };
  return field.value !== undefined ? { origin: field.value, unseenFile: field.value } : { origin: field.text };
}

/**
 * Programs whose documented output is SQL that destroys: `manage.py sqlflush` (a statement
 * emptying every table), `pg_dump --clean` (DROP before each CREATE). Piped into a client, that
 * SQL runs there.
 */
const SQL_GENERATORS: readonly [RegExp, string][] = [
  [/\b(?:manage\.py|django-admin)\b.*\bsqlflush\b/, "TRUNCATE every_table;"],
  [/\bpg_dump\b.*\s(?:--clean|-[a-zA-Z]*c[a-zA-Z]*)(?:\s|$)/, "DROP TABLE every_dumped_table;"],
];

function stdinInputs(stdin: DataSource | undefined, invocation: Invocation): QueryInput[] {
  if (!stdin) return [];
  if (stdin.text !== undefined) return [{ text: stdin.text, origin: "its input" }];
  const generated = SQL_GENERATORS.find(([pattern]) => pattern.test(stdin.description));
  if (generated) return [{ text: generated[1], origin: stdin.description }];
  if (stdin.file) return [fileInput(stdin.file, invocation)];
  return (stdin.fragments ?? []).map((text) => ({ text, origin: "its input" }));
}

/** What the script wrote earlier to a file (`cat > x.sql <<EOF … EOF; psql -f x.sql`). */
function fileContent(field: Field, invocation: Invocation): DataSource | undefined {
  const value = field.value;
  if (value === undefined || !invocation.files) return undefined;
  const key = path.posix.isAbsolute(value) ? path.posix.normalize(value) : invocation.cwd.known ? path.posix.resolve(invocation.cwd.path, value) : path.posix.normalize(value);
  return invocation.files.get(key);
}
