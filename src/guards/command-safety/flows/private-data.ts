import type { Field, Invocation } from "../model.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";

/** What a command produces that is private data: on its standard output, in files it writes, or both. */
export interface PrivateData {
  /** What the data is, for reasons: `a dump of the database server db.example.com (pg_dump)`. */
  what: string;
  /** It prints the data on its standard output. */
  stdout: boolean;
  /** Files it writes the data to, as written (`/tmp/s.png`). */
  files: string[];
}

/**
 * Dump tools: what each prints by default, and its option that sends the dump to a file instead.
 * pg_dump(1) and pg_dumpall(1) print to standard output unless `-f`/`--file`; mysqldump(1) and
 * mariadb-dump unless `-r`/`--result-file`; mongoexport unless `-o`/`--out`.
 */
const DUMPERS: ReadonlyMap<string, RegExp> = new Map([
  ["pg_dump", /^(?:-f|--file)$/],
  ["pg_dumpall", /^(?:-f|--file)$/],
  ["mysqldump", /^(?:-r|--result-file)$/],
  ["mariadb-dump", /^(?:-r|--result-file)$/],
  ["mysqlpump", /^(?:--result-file)$/],
  ["mongoexport", /^(?:-o|--out)$/],
]);
/** SQL and query clients whose query prints rows of the server's data. */
const QUERY_CLIENTS = new Set(["psql", "mysql", "mariadb", "sqlcmd", "clickhouse-client", "mongosh", "mongo", "cqlsh", "usql"]);
/** The options that carry the query: psql `-c`, mysql `-e`, clickhouse-client `-q`, sqlcmd `-Q`/`-q`, mongosh `--eval`, cqlsh `-e`. */
const QUERY_OPTIONS = /^(?:-c|--command|-e|--execute|-q|--query|-Q|--eval)$/;
/** A query that reads data: `SELECT`, `COPY … TO`, `\copy`, `TABLE t`, a Mongo `find`/`aggregate`. */
const READS_DATA = /\b(?:select|copy|table|find|aggregate|export)\b/i;
/** Options naming the server: `-h`/`--host` (PostgreSQL, MySQL, MongoDB, Redis, ClickHouse), `-S` (sqlcmd, bcp), `--uri`/`-u` URLs. */
const HOST_OPTIONS = /^(?:-h|--host|-S|--server|--uri|--url|-d|--dbname)$/;
/** Connection URLs of database servers (`postgresql://u@db.example.com/app`). */
const SERVER_URL = /^(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|clickhouse|sqlserver|jdbc:[a-z]+):\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^/:?,]*)/i;
/** This machine as database clients name it besides its network names: a Unix socket directory, sqlcmd's `.`, `(local)` and `tcp:localhost[,port]`. */
const LOCAL_SERVER = /^(?:\/.*|\.|\(local\)|tcp:localhost(?:,\d+)?)$/i;

/** Clipboard readers: each prints the clipboard. */
const CLIPBOARD_READERS = new Set(["pbpaste", "wl-paste", "termux-clipboard-get", "get-clipboard", "gcb", "clipnotify", "cliphist"]);
/** Screen, camera and microphone capture tools. */
const CAPTURERS = new Set(["screencapture", "scrot", "gnome-screenshot", "grim", "maim", "spectacle", "flameshot", "xwd", "import", "imagesnap", "arecord", "termux-camera-photo", "termux-microphone-record"]);
/** ffmpeg's input formats that grab the screen, a camera or the microphone. */
const GRAB_FORMATS = /^(?:x11grab|avfoundation|gdigrab|kmsgrab|dshow|pulse|alsa|v4l2|video4linux2|pipewiregrab|wayland)$/;
/** Capture tools' options that take a value (the rest are flags). */
const CAPTURE_VALUES = /^(?:-t|-T|-R|-D|-l|-V|-G|-d|--delay|-e|--exec|-q|--quality|-o|--output|-s|--select|-g|--geometry|-w|--window|-i|--windowid|-c|--camera|-f|--file|-p|--path|-r|--region|--delay|-window|-crop|-resize|-display|-screen|-frame|-quality|-D|--device|-r|--rate|-f|--format)$/;

function values(invocation: Invocation): (string | undefined)[] {
  return invocation.argv.slice(1, 65).map((field) => field.value);
}

/**
 * The server a database tool talks to, when named: `-h`/`--host`/`-S` values, a connection URL or
 * a conninfo string's `host=`. `undefined` when it names none (the default server); `"?"` when
 * the name is not known statically (`-h "$DB_HOST"`).
 */
export function databaseServer(invocation: Invocation): string | undefined {
  const args = invocation.argv.slice(1, 65);
  for (let index = 0; index < args.length; index++) {
    const field = args[index] as Field;
    const value = field.value;
    if (value !== undefined && (HOST_OPTIONS.test(value) || (value === "-u" && invocation.name === "redis-cli")) && index + 1 < args.length) {
      const next = args[index + 1] as Field;
      const named = next.value === undefined ? "?" : hostOf(next.value, value === "-d" || value === "--dbname");
      // sqlcmd's `-h -1` is a header count, not a host.
      if (named !== undefined && !/^-?\d+$/.test(named)) return named;
      continue;
    }
    const attached = value === undefined ? undefined : /^(?:--host|--server|--uri|--url|--dbname)=(.*)$|^-[hS](.+)$/.exec(value);
    if (attached) return hostOf((attached[1] ?? attached[2]) as string, false) ?? (attached[1] ?? attached[2]);
    if (value === undefined) {
      // `pg_dump "$DATABASE_URL"`: a connection the guard cannot see.
      if (/^["']?\$\{?[A-Z_]*(?:URL|URI|DSN)\b/i.test(field.text)) return "?";
      continue;
    }
    const url = hostOf(value, true);
    if (url !== undefined) return url;
  }
  return undefined;
}

/** The host of a connection URL or conninfo string; `undefined` when the text is neither (and not a plain host, unless `plain` is off). */
function hostOf(text: string, connectionOnly: boolean): string | undefined {
  const url = SERVER_URL.exec(text);
  if (url) return (url[1] as string) || "localhost";
  const conninfo = /(?:^|\s)host=([^\s]+)/.exec(text);
  if (conninfo) return conninfo[1] as string;
  return connectionOnly ? undefined : text;
}

/** Whether a server name is this machine (a loopback address, a socket directory). */
export function isLocalServer(host: string): boolean {
  return isLoopbackHost(host) || LOCAL_SERVER.test(host);
}

/**
 * What a command produces that is private data when it leaves: a dump or export of a database
 * server that is not explicitly this machine (pg_dump, pg_dumpall, mysqldump, mariadb-dump,
 * mongodump `--archive`, mongoexport, redis-cli `--rdb`, bcp `out`, a query client's `SELECT` or
 * `COPY … TO STDOUT`), the clipboard (pbpaste, xclip -o, xsel, wl-paste, Get-Clipboard,
 * termux-clipboard-get), and captures of the screen, a camera or the microphone (screencapture,
 * import -window root, scrot, grim, gnome-screenshot, ffmpeg -f x11grab). An explicit loopback
 * server or socket is a development database, and one named by none is the developer's own
 * unless the whole server is dumped with its roles' password hashes (pg_dumpall, `mysqldump
 * --all-databases`). Undefined for anything else.
 *
 * @example
 * privateData(invocation("pg_dump", "-h", "db.example.com", "app"))?.stdout // true
 * privateData(invocation("pg_dump", "-h", "localhost", "app")) // undefined
 */
export function privateData(invocation: Invocation): PrivateData | undefined {
  const name = invocation.name.toLowerCase();
  if (CLIPBOARD_READERS.has(name) || name === "xclip" || name === "xsel" || name === "copyq") return clipboard(invocation, name);
  if (CAPTURERS.has(name)) return capture(invocation, name);
  if (name === "ffmpeg") return grab(invocation);
  return database(invocation, name);
}

function clipboard(invocation: Invocation, name: string): PrivateData | undefined {
  const args = values(invocation);
  const what = `the clipboard (${name})`;
  // xclip(1) prints the selection with `-o`/`-out` (any prefix of it); otherwise it reads input into it.
  if (name === "xclip") return args.some((arg) => arg !== undefined && /^-o(?:ut?)?$/.test(arg)) ? { what, stdout: true, files: [] } : undefined;
  // xsel(1) prints the selection with `-o`, or by default when its input is not piped; the
  // selection options (`-b`, `-p`, `-s`) only say which one.
  if (name === "xsel") {
    if (args.some((arg) => arg !== undefined && /^(?:-[a-z]*[iacdkx][a-z]*|--(?:input|append|clear|delete|keep|exchange|follow))$/.test(arg) && !/^-[a-z]*o/.test(arg))) return undefined;
    return args.some((arg) => arg === "-o" || arg === "--output" || (arg !== undefined && /^-[a-z]*o[a-z]*$/.test(arg))) || invocation.stdin === undefined ? { what, stdout: true, files: [] } : undefined;
  }
  // `copyq read`/`copyq clipboard` print items; `cliphist list`/`decode` print the history.
  if (name === "copyq") return args[0] === "read" || args[0] === "clipboard" ? { what, stdout: true, files: [] } : undefined;
  if (name === "cliphist") return args[0] === "list" || args[0] === "decode" ? { what: `the clipboard history (${name})`, stdout: true, files: [] } : undefined;
  if (name === "clipnotify") return undefined;
  return { what, stdout: true, files: [] };
}

function capture(invocation: Invocation, name: string): PrivateData | undefined {
  const args = values(invocation);
  const what = name === "arecord" || name === "termux-microphone-record" ? `a recording of the microphone (${name})` : name === "imagesnap" || name === "termux-camera-photo" ? `a photo from the camera (${name})` : `a capture of the screen (${name})`;
  // ImageMagick's import captures only with a window to grab (`-window root`, or one picked by the pointer): it is also a common verb elsewhere.
  if (name === "import" && !args.some((arg) => arg === "-window" || arg === "-screen")) return undefined;
  // `screencapture -c`, `gnome-screenshot -c` copy to the clipboard; `-h`/`--help` prints help.
  if (args.some((arg) => arg === "--help" || arg === "-h" || arg === "--version")) return undefined;
  const operands: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === undefined) continue;
    if (/^(?:-f|--file|-o|--output|-p|--path)$/.test(arg) && name !== "arecord" && index + 1 < args.length) {
      const file = args[++index];
      if (file !== undefined) operands.push(file);
      continue;
    }
    if (CAPTURE_VALUES.test(arg)) {
      index++;
      continue;
    }
    if (arg === "-" || !arg.startsWith("-")) operands.push(arg);
  }
  const cleaned = operands.map((file) => file.replace(/^[a-z0-9]+:(?=-$|[^/])/i, "")).filter((file) => !["full", "gui", "screen", "root", "launcher"].includes(file));
  const stdout = cleaned.some((file) => file === "-" || /^\/dev\/(?:stdout|fd\/1)$/.test(file)) || (cleaned.length === 0 && (name === "maim" || name === "xwd" || name === "arecord" || (name === "flameshot" && args.some((arg) => arg === "-r" || arg === "--raw"))));
  return { what, stdout, files: cleaned.filter((file) => file !== "-" && !file.startsWith("/dev/")) };
}

/** `ffmpeg -f x11grab -i :0 out.mp4`: a screen, camera or microphone grabbed into the output. */
function grab(invocation: Invocation): PrivateData | undefined {
  const args = values(invocation);
  const grabbed = args.findIndex((arg, index) => args[index - 1] === "-f" && arg !== undefined && GRAB_FORMATS.test(arg));
  if (grabbed < 0) return undefined;
  const output = args.at(-1);
  if (output === undefined || args.length < 4) return { what: "a capture of the screen or devices (ffmpeg)", stdout: false, files: [] };
  const stdout = output === "-" || /^pipe:1?$/.test(output) || /^\/dev\/stdout$/.test(output);
  return { what: `a capture of the screen or devices (ffmpeg -f ${args[grabbed]})`, stdout, files: stdout || output.includes("://") ? [] : [output] };
}

function database(invocation: Invocation, name: string): PrivateData | undefined {
  const fileOption = DUMPERS.get(name);
  const dumps = fileOption !== undefined || name === "mongodump" || name === "redis-cli" || name === "bcp" || name === "clickhouse" || QUERY_CLIENTS.has(name);
  if (!dumps) return undefined;
  const args = values(invocation);
  if (args.some((arg) => arg === "--help" || arg === "--version" || arg === "-V" || arg === "-?")) return undefined;
  // Run on another host or in a container (`ssh db1 pg_dump`, `kubectl exec db-0 -- pg_dump`), even
  // its `localhost` is that machine's server, not a development database here.
  const elsewhere = invocation.remote;
  const server = databaseServer(invocation);
  if (elsewhere === undefined && server !== undefined && isLocalServer(server)) return undefined;
  // The default server (none named) is the developer's own; a dump of all its databases still
  // carries its roles' password hashes (pg_dumpall, `mysqldump --all-databases`): credentials.
  const everything = name === "pg_dumpall" || args.some((arg) => arg === "--all-databases" || arg === "-A");
  if (elsewhere === undefined && server === undefined && !everything) return undefined;
  const where = elsewhere !== undefined ? `the database server on ${elsewhere}` : server === undefined ? "every database of the default server, its roles' password hashes included," : server === "?" ? "a database server the command does not name statically" : `the database server ${server}`;
  const what = `${name === "redis-cli" || name === "bcp" || QUERY_CLIENTS.has(name) || name === "clickhouse" ? "data of" : "a dump of"} ${where} (${name})`;
  if (fileOption !== undefined) {
    const at = args.findIndex((arg) => arg !== undefined && fileOption.test(arg));
    const attached = args.map((arg) => (arg === undefined ? undefined : /^--(?:file|result-file|out)=(.+)$/.exec(arg)?.[1])).find((file) => file !== undefined);
    const file = attached ?? (at >= 0 ? args[at + 1] : undefined);
    if (file === undefined && (at >= 0 || attached !== undefined)) return { what, stdout: false, files: [] };
    return file === undefined || file === "-" || file === "/dev/stdout" ? { what, stdout: true, files: [] } : { what, stdout: false, files: [file] };
  }
  if (name === "mongodump") {
    // mongodump prints an archive with `--archive` and no file (or `--archive=-`), or with `--out -`.
    const archive = args.find((arg) => arg !== undefined && /^--archive(?:=|$)/.test(arg));
    const out = args.findIndex((arg) => arg === "-o" || arg === "--out");
    if (archive === "--archive" || archive === "--archive=-" || args[out + 1] === "-" || args.includes("--out=-")) return { what, stdout: true, files: [] };
    const file = archive?.slice("--archive=".length);
    return { what, stdout: false, files: file ? [file] : [] };
  }
  if (name === "redis-cli") {
    // `redis-cli --rdb FILE` (and `--functions-rdb`) saves the server's snapshot; `-` is standard output.
    const at = args.findIndex((arg) => arg === "--rdb" || arg === "--functions-rdb");
    if (at < 0) return undefined;
    const file = args[at + 1];
    return file === "-" || file === "/dev/stdout" ? { what, stdout: true, files: [] } : { what, stdout: false, files: file === undefined ? [] : [file] };
  }
  if (name === "bcp") {
    // bcp TABLE|QUERY out|queryout FILE -S server: copies the rows into FILE.
    const at = args.findIndex((arg) => arg === "out" || arg === "queryout");
    if (at < 1) return undefined;
    const file = args[at + 1];
    return file === "/dev/stdout" || file === "-" ? { what, stdout: true, files: [] } : { what, stdout: false, files: file === undefined ? [] : [file] };
  }
  // Query clients: `psql -c 'COPY t TO STDOUT'`, `mysql -e 'SELECT …'`, `clickhouse-client -q '… FORMAT CSV'`.
  if (name === "clickhouse" && args[0] !== "client") return undefined;
  const query = args.find((arg, index) => arg !== undefined && QUERY_OPTIONS.test(args[index - 1] ?? "") && READS_DATA.test(arg)) ?? args.find((arg) => arg !== undefined && /^--(?:command|execute|query|eval)=/.test(arg) && READS_DATA.test(arg));
  if (query === undefined) return undefined;
  return { what, stdout: true, files: [] };
}
