import { mergeProvenance, provenance, type DataSource, type Invocation, type Provenance } from "../model.js";
import { privateData } from "./private-data.js";

/** Programs `privateData` knows, so that every other command is passed through at the cost of one lookup. */
const PRIVATE_DATA_PROGRAMS = new Set([
  "pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mysqlpump", "mongodump", "mongoexport", "redis-cli", "bcp", "clickhouse",
  "clickhouse-client", "psql", "mysql", "mariadb", "sqlcmd", "mongosh", "mongo", "cqlsh", "usql", "pbpaste", "wl-paste",
  "termux-clipboard-get", "get-clipboard", "gcb", "cliphist", "xclip", "xsel", "copyq", "screencapture", "scrot", "gnome-screenshot",
  "grim", "maim", "spectacle", "flameshot", "xwd", "import", "imagesnap", "arecord", "termux-camera-photo", "termux-microphone-record",
  "ffmpeg",
]);

/**
 * The private data a command's output carries, as provenance marks: `undefined` for a command
 * that prints none (or writes it only to files).
 *
 * @example
 * privateDataMarks(invocation("pbpaste"))?.privateData // ["the clipboard (pbpaste)"]
 */
export function privateDataMarks(invocation: Invocation): Provenance | undefined {
  const data = privateDataOf(invocation);
  if (!data?.stdout) return undefined;
  return { ...provenance({ generated: true }, [data.what]), privateData: [data.what] };
}

/**
 * The files a command writes private data to (`screencapture -x /tmp/s.png`, `pg_dump -h db.example.com -f d.sql`),
 * with what they hold, so that sending them later is judged as sending the data.
 *
 * @example
 * privateDataFiles(invocation("screencapture", "-x", "/tmp/s.png"))[0]?.file // "/tmp/s.png"
 */
export function privateDataFiles(invocation: Invocation): { file: string; data: DataSource }[] {
  const data = privateDataOf(invocation);
  if (!data || data.files.length === 0) return [];
  const marks: Provenance = { ...provenance({ generated: true }, [data.what]), privateData: [data.what] };
  return data.files.slice(0, 4).map((file) => ({ file, data: { provenance: marks, description: `${file} (${data.what})` } }));
}

/**
 * A command's output with the marks of the private data it prints added (`pbpaste`, `pg_dump -h
 * db.example.com app`); any other output is returned as it is.
 *
 * @example
 * markPrivateData(invocation("pbpaste"), output).provenance.privateData // ["the clipboard (pbpaste)"]
 */
export function markPrivateData(invocation: Invocation, output: DataSource): DataSource {
  const marks = privateDataMarks(invocation);
  return marks ? { ...output, provenance: mergeProvenance(output.provenance, marks) } : output;
}

function privateDataOf(invocation: Invocation): ReturnType<typeof privateData> {
  return PRIVATE_DATA_PROGRAMS.has(invocation.name.toLowerCase()) ? privateData(invocation) : undefined;
}
