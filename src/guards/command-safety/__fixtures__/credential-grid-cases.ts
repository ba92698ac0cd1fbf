import { CORPUS_CONTEXT } from "./corpus-types.js";
import { GRID_BENIGN, GRID_READERS, GRID_RELOCATED, GRID_SINKS, GRID_STORES, type GridReader, type GridStore } from "./credential-grid.js";

/** What a grid case must reach: `allow`, `flag` (ask or deny) or `deny`. */
export type GridExpect = "allow" | "flag" | "deny";

/** One generated combination. */
export interface GridCase {
  command: string;
  expect: GridExpect;
  /** `store × reader × spelling` or `store × sink`, for failure messages. */
  axes: string;
  /** Which part of the grid: reads to the transcript, benign reads, or stores sent to a sink. */
  group: "transcript" | "benign" | "sinks" | "relocated";
}

const HOME = CORPUS_CONTEXT.home;
const CWD = CORPUS_CONTEXT.cwd;

/** Unquoted shell word for a path: spaces escaped. */
function bare(path: string): string {
  return path.replace(/ /g, "\\ ");
}

/** A glob that still names the file: the last name cut after four characters. */
function globbed(spelled: string): string {
  const slash = spelled.lastIndexOf("/");
  const name = spelled.slice(slash + 1);
  if (name.length < 6 || name.includes("\\")) return spelled;
  return `${spelled.slice(0, slash + 1)}${name.slice(0, 4)}*`;
}

/** The ways one store's path can be spelled on a command line. */
export function spellings(store: GridStore): string[] {
  const p = store.path;
  if (store.place === "home") {
    return [`~/${bare(p)}`, `$HOME/${bare(p)}`, `${HOME}/${bare(p)}`, `\${HOME}/${bare(p)}`, `../../${HOME.slice(1)}/${bare(p)}`, `"$HOME/${p}"`, globbed(`~/${bare(p)}`)];
  }
  if (store.place === "absolute") {
    return [bare(p), `"${p}"`, `../..${bare(p)}`, globbed(bare(p))];
  }
  return [bare(p), `./${bare(p)}`, `${CWD}/${bare(p)}`, `"${p}"`, `"$PWD/${p}"`];
}

/** The absolute path, for readers that take the path inside program text. */
function absolute(store: GridStore): string {
  if (store.place === "home") return `${HOME}/${store.path}`;
  if (store.place === "project") return `${CWD}/${store.path}`;
  return store.path;
}

function readsInCode(reader: GridReader): boolean {
  return /['"]\{P\}['"]/.test(reader.template);
}

function readersOf(store: GridStore): GridReader[] {
  return GRID_READERS.filter((reader) => !reader.databaseOnly || store.database === true);
}

function readCommand(reader: GridReader, store: GridStore, spelled: string): string {
  return reader.template.replace("{P}", readsInCode(reader) ? absolute(store) : spelled);
}

/**
 * The grid: every store with every reader to the transcript (path spellings rotated), every
 * benign look-alike with every reader and spelling, and a sample of stores × sinks (every sink
 * with about ten stores, every store with two sinks).
 *
 * @example
 * const cases = credentialGridCases();
 */
export function credentialGridCases(): GridCase[] {
  const cases: GridCase[] = [];
  GRID_STORES.forEach((store, i) => {
    const spelled = spellings(store);
    readersOf(store).forEach((reader, j) => {
      const spelling = spelled[(i + j) % spelled.length] ?? store.path;
      cases.push({ command: readCommand(reader, store, spelling), expect: "flag", axes: `${store.path} × ${reader.template} × ${spelling}`, group: "transcript" });
    });
  });
  GRID_BENIGN.forEach((store, i) => {
    // No glob spelling: `~/.ssh/id_e*` also matches the private key beside the public one.
    const spelled = spellings(store).filter((spelling) => !spelling.endsWith("*"));
    const add = (reader: GridReader, spelling: string): void => {
      cases.push({ command: readCommand(reader, store, spelling), expect: "allow", axes: `benign ${store.path} × ${reader.template} × ${spelling}`, group: "benign" });
    };
    // Every reader (spellings rotated), and every spelling with `cat`; `cp` to /tmp is a copy, not a read.
    readersOf(store).forEach((reader, j) => {
      if (!reader.template.startsWith("cp ")) add(reader, spelled[(i + j) % spelled.length] ?? store.path);
    });
    const cat = GRID_READERS[0];
    if (cat) for (const spelling of spelled) add(cat, spelling);
  });
  const sinkPairs = new Set<string>();
  const addSink = (storeIndex: number, sinkIndex: number): void => {
    const key = `${storeIndex}:${sinkIndex}`;
    if (sinkPairs.has(key)) return;
    sinkPairs.add(key);
    const store = GRID_STORES[storeIndex];
    const sink = GRID_SINKS[sinkIndex];
    if (!store || !sink) return;
    // The shell expands no glob inside `f=@PATH` or `--post-file=PATH`: only separate words get one.
    const attached = /[=@]\{P\}/.test(sink.template);
    const spelled = spellings(store).filter((spelling) => !attached || !spelling.endsWith("*"));
    const spelling = spelled[(storeIndex + sinkIndex) % spelled.length] ?? spelled[0] ?? store.path;
    const readers = readersOf(store).filter((reader) => !reader.template.startsWith("cp ") && !reader.template.startsWith("less ") && !reader.template.startsWith("more ") && !reader.template.startsWith("vim "));
    const reader = readers[(storeIndex * 7 + sinkIndex) % readers.length] ?? readers[0];
    if (!reader) return;
    const command = sink.template.replace("{R}", readCommand(reader, store, spelling)).replace("{P}", spelling);
    cases.push({ command, expect: sink.expect, axes: `${store.path} × ${sink.template} × ${reader.template} × ${spelling}`, group: "sinks" });
  };
  GRID_SINKS.forEach((_, s) => {
    for (let k = 0; k < 10; k += 1) addSink((k * 9 + s) % GRID_STORES.length, s);
  });
  GRID_STORES.forEach((_, i) => {
    addSink(i, i % GRID_SINKS.length);
    addSink(i, (i + 5) % GRID_SINKS.length);
  });
  relocatedCases(cases);
  return cases;
}

/**
 * Axis D: every relocated spelling with every shell reader, and with two network sinks that take
 * the file themselves (no reader in program text: the spelling is a shell word).
 */
function relocatedCases(cases: GridCase[]): void {
  const readers = GRID_READERS.filter((reader) => !reader.databaseOnly && !readsInCode(reader));
  const sinks = GRID_SINKS.filter((sink) => sink.expect === "deny" && !/[=@]\{P\}/.test(sink.template));
  GRID_RELOCATED.forEach((relocation, i) => {
    for (const reader of readers) {
      cases.push({ command: reader.template.replace("{P}", relocation.spelled), expect: "flag", axes: `relocated ${relocation.spelled} × ${reader.template}`, group: "relocated" });
    }
    for (const sink of [sinks[i % sinks.length], sinks[(i + 3) % sinks.length]]) {
      if (!sink) continue;
      const reader = readers[(i * 5) % readers.length] ?? readers[0];
      const command = sink.template.replace("{R}", (reader?.template ?? "cat {P}").replace("{P}", relocation.spelled)).replace("{P}", relocation.spelled);
      cases.push({ command, expect: sink.expect, axes: `relocated ${relocation.spelled} × ${sink.template}`, group: "relocated" });
    }
  });
}
