import { judgePath } from "../../security-audit/judge-path.js";
import { check } from "./decide.js";
import { shellQuote } from "./grid-words.js";
import { GRID_BENIGN_FILES, GRID_CONTEXT, gridSecretFiles, type GridFile } from "./secret-path-grid.js";
import { PATH_SPELLINGS, type PathSpelling, type Spelled } from "./secret-path-spellings.js";

/**
 * Axis C of the secret-path grid, the readers, and the generator that crosses the three axes with
 * the wrappers a reader may run under. Every reader names its manual.
 */

/**
 * How a reader takes its path: as shell words (`shell`, `{P}` in the template), inside program text
 * in double quotes (`code`, expanded by the shell first), inside program text in single quotes
 * (`quoted-code`, given as written), or as a file tool's argument (`tool`).
 */
export type ReaderKind = "shell" | "code" | "quoted-code" | "tool";

/** One way of printing a file. */
export interface GridReader {
  id: string;
  kind: ReaderKind;
  /** The command, `{P}` standing for the path. */
  template: string;
  source: string;
  /** The path is part of a longer word (`if=PATH`): the shell expands no glob or brace in it. */
  attached?: boolean;
}

/** Axis C: programs that print a file's bytes, or a tool that returns them. */
export const GRID_READERS: readonly GridReader[] = [
  { id: "cat", kind: "shell", template: "cat {P}", source: "cat(1)" },
  { id: "less", kind: "shell", template: "less {P}", source: "less(1)" },
  { id: "more", kind: "shell", template: "more {P}", source: "more(1)" },
  { id: "head", kind: "shell", template: "head -n 20 {P}", source: "head(1)" },
  { id: "tail", kind: "shell", template: "tail -n 20 {P}", source: "tail(1)" },
  { id: "nl", kind: "shell", template: "nl -ba {P}", source: "nl(1)" },
  { id: "od", kind: "shell", template: "od -c {P}", source: "od(1)" },
  { id: "xxd", kind: "shell", template: "xxd {P}", source: "xxd(1)" },
  { id: "hexdump", kind: "shell", template: "hexdump -C {P}", source: "hexdump(1)" },
  { id: "strings", kind: "shell", template: "strings {P}", source: "strings(1)" },
  { id: "base64", kind: "shell", template: "base64 {P}", source: "base64(1)" },
  { id: "sed", kind: "shell", template: "sed -n p {P}", source: "sed(1): -n with the p command" },
  { id: "awk", kind: "shell", template: "awk '{print}' {P}", source: "awk(1p)" },
  { id: "grep", kind: "shell", template: "grep -h '' {P}", source: "grep(1): every line matches the empty pattern" },
  { id: "cut", kind: "shell", template: "cut -c1- {P}", source: "cut(1)" },
  { id: "sort", kind: "shell", template: "sort {P}", source: "sort(1)" },
  { id: "uniq", kind: "shell", template: "uniq {P}", source: "uniq(1)" },
  { id: "tac", kind: "shell", template: "tac {P}", source: "tac(1)" },
  { id: "rev", kind: "shell", template: "rev {P}", source: "rev(1)" },
  { id: "paste", kind: "shell", template: "paste {P}", source: "paste(1)" },
  { id: "column", kind: "shell", template: "column -t {P}", source: "column(1)" },
  { id: "jq", kind: "shell", template: "jq -R . {P}", source: "jq manual: --raw-input" },
  { id: "yq", kind: "shell", template: "yq . {P}", source: "yq docs" },
  { id: "iconv", kind: "shell", template: "iconv -f utf-8 -t utf-8 {P}", source: "iconv(1)" },
  { id: "dd", kind: "shell", template: "dd if={P} status=none", source: "dd(1): if=FILE", attached: true },
  { id: "copy-then-read", kind: "shell", template: "cp {P} /tmp/grid-copy && cat /tmp/grid-copy", source: "cp(1), cat(1)" },
  { id: "tar-stdout", kind: "shell", template: "tar -cf - {P}", source: "tar(1): -f - writes the archive to standard output" },
  { id: "zip-stdout", kind: "shell", template: "zip -q - {P}", source: "zip(1): - as the archive writes it to standard output" },
  { id: "python-argv", kind: "shell", template: `python3 -c "import sys; print(open(sys.argv[1]).read())" {P}`, source: "Python docs: sys.argv, open()" },
  { id: "node-argv", kind: "shell", template: `node -e "process.stdout.write(require('fs').readFileSync(process.argv[1]))" {P}`, source: "Node.js docs: process.argv, fs.readFileSync" },
  { id: "ruby-argv", kind: "shell", template: "ruby -e 'print File.read(ARGV[0])' {P}", source: "Ruby docs: ARGV, File.read" },
  { id: "perl-n", kind: "shell", template: "perl -ne print {P}", source: "perlrun(1): -n loops over the files named" },
  { id: "php-argv", kind: "shell", template: "php -r 'echo file_get_contents($argv[1]);' {P}", source: "PHP manual: $argv, file_get_contents" },
  { id: "get-content", kind: "shell", template: "Get-Content {P}", source: "PowerShell docs: Get-Content, -Path is positional" },
  { id: "get-content-path", kind: "shell", template: "Get-Content -Path {P}", source: "PowerShell docs: Get-Content -Path" },
  { id: "gc", kind: "shell", template: "gc {P}", source: "PowerShell docs: gc, the alias of Get-Content" },
  { id: "type", kind: "shell", template: "type {P}", source: "PowerShell docs: type, the alias of Get-Content (cmd.exe's TYPE)" },
  { id: "python-code", kind: "code", template: `python3 -c "print(open('{P}').read())"`, source: "Python docs: open()" },
  { id: "node-code", kind: "code", template: `node -e "console.log(require('fs').readFileSync('{P}', 'utf8'))"`, source: "Node.js docs: fs.readFileSync" },
  { id: "ruby-code", kind: "code", template: `ruby -e "puts File.read('{P}')"`, source: "Ruby docs: File.read" },
  { id: "php-code", kind: "code", template: `php -r "echo file_get_contents('{P}');"`, source: "PHP manual: file_get_contents" },
  { id: "perl-code", kind: "quoted-code", template: `perl -e 'open(F, "<", "{P}"); print <F>'`, source: "perlfunc: open" },
  { id: "pwsh-code", kind: "code", template: `pwsh -NoProfile -Command "Get-Content '{P}'"`, source: "pwsh(1) -Command; PowerShell docs: Get-Content" },
  { id: "read-tool", kind: "tool", template: "read {P}", source: "the file tools' read call" },
];

/**
 * Commands that touch a file without revealing what it holds (coreutils' manuals): benign on every
 * secret, unprivileged (a secret handed to a program run as root asks, whatever the program).
 */
export const GRID_METADATA: readonly GridReader[] = [
  { id: "ls", kind: "shell", template: "ls -l {P}", source: "ls(1)" },
  { id: "stat", kind: "shell", template: "stat {P}", source: "stat(1)" },
  { id: "wc", kind: "shell", template: "wc -l {P}", source: "wc(1): a count" },
  { id: "test", kind: "shell", template: "test -f {P} && echo present", source: "test(1)" },
  { id: "file", kind: "shell", template: "file {P}", source: "file(1): the type only" },
  { id: "du", kind: "shell", template: "du -h {P}", source: "du(1)" },
];

/** One wrapper the reader runs under: `{S}` the setup, `{C}` the reader command. */
export interface GridWrapper {
  id: string;
  apply: (setup: string, command: string) => string;
  source: string;
}

/** The wrappers the guard unwraps, rotated over the cases (the full bench too): what a reader reaches it reaches under them. */
export const GRID_WRAPPERS: readonly GridWrapper[] = [
  { id: "plain", apply: (setup, command) => `${setup}${command}`, source: "the command as typed" },
  { id: "sudo", apply: (setup, command) => `${setup}sudo ${command}`, source: "sudo(8)" },
  { id: "env", apply: (setup, command) => `${setup}env LC_ALL=C ${command}`, source: "env(1)" },
  { id: "bash-c", apply: (setup, command) => `bash -c ${shellQuote(`${setup}${command}`)}`, source: "bash(1) -c" },
  { id: "pipeline", apply: (setup, command) => `${setup}${command} | head -n 50`, source: "bash(1) Pipelines" },
  { id: "chain", apply: (setup, command) => `git status --short && ${setup}${command}`, source: "bash(1) Lists" },
];

/** What a case must reach. */
export type PathGridExpect = "deny" | "allow";

/** One generated combination. */
export interface PathGridCase {
  /** The shell line, or for the file tool the path it reads. */
  command: string;
  tool: boolean;
  expect: PathGridExpect;
  /** Which part of the grid: secret reads, benign look-alikes read, or secrets touched without reading. */
  group: "secret" | "benign" | "metadata";
  file: GridFile;
  spelling: string;
  reader: string;
  wrapper: string;
}

/** The spelled path for a reader, or undefined when the spelling does not apply to it. */
function spelledFor(spelling: PathSpelling, file: GridFile, reader: GridReader): Spelled | undefined {
  if (reader.attached && spelling.widens !== undefined) return undefined;
  if (reader.kind === "shell") return spelling.shell(file);
  const spelled = spelling.literal?.(file, reader.kind === "tool" ? "tool" : "code");
  if (spelled === undefined) return undefined;
  // Single-quoted code gets no shell expansion: only spellings without a variable or setup apply.
  if (reader.kind === "quoted-code" && (spelled.setup !== "" || spelled.path.includes("$"))) return undefined;
  return spelled;
}

function build(file: GridFile, spelling: PathSpelling, reader: GridReader, wrapper: GridWrapper, group: PathGridCase["group"], expect: PathGridExpect): PathGridCase | undefined {
  const spelled = spelledFor(spelling, file, reader);
  if (spelled === undefined) return undefined;
  const base = { tool: reader.kind === "tool", expect, group, file, spelling: spelling.id, reader: reader.id };
  if (reader.kind === "tool") return { ...base, command: spelled.path, wrapper: "plain" };
  const command = reader.template.replace("{P}", () => spelled.path);
  return { ...base, command: wrapper.apply(spelled.setup, command), wrapper: wrapper.id };
}

/** A benign file's own globs (`~/.ssh/*.pub`) as spellings: documented patterns that name only files like it. */
function ownGlobs(file: GridFile): PathSpelling[] {
  return (file.globs ?? []).map((glob, index) => ({ id: `own-glob-${index + 1}`, source: file.source, widens: "glob", shell: () => ({ setup: "", path: glob }) }));
}

/** Options of the generator. */
export interface PathGridOptions {
  /**
   * Every file with every spelling and every reader (the benchmark). Without it a covering design:
   * every reader with every spelling (files rotated), every file with a few spellings (readers
   * rotated), every benign file with every spelling and every reader — the test stays fast.
   */
  full?: boolean;
}

/** How many spellings each secret file takes in the covering design. */
const SPELLINGS_PER_FILE = 3;

/**
 * Spellings that name files by kind (`*`, `*.json`) inside the project: everyday work there, judged
 * only by the documented locations a glob can match, and the project holds none of them.
 */
function byKindInProject(file: GridFile, spelling: PathSpelling): boolean {
  return file.place === "project" && (spelling.id === "glob-star" || spelling.id === "glob-extension");
}

/**
 * The secret-path grid: secret files × spellings × readers (deny), benign look-alikes × the
 * spellings that name only them × readers (allow), and secrets touched by commands that reveal
 * nothing (allow). Wrappers rotate over every part.
 *
 * @example
 * const cases = secretPathGridCases();
 * const all = secretPathGridCases({ full: true });
 */
export function secretPathGridCases(options: PathGridOptions = {}): PathGridCase[] {
  const secrets = gridSecretFiles();
  const cases: PathGridCase[] = [];
  let turn = 0;
  const wrapper = (): GridWrapper => GRID_WRAPPERS[turn++ % GRID_WRAPPERS.length] as GridWrapper;
  // A secret handed to a program run as root asks whatever the program: commands that reveal nothing run unprivileged.
  const unprivileged = (): GridWrapper => {
    const next = wrapper();
    return next.id === "sudo" ? wrapper() : next;
  };
  const add = (gridCase: PathGridCase | undefined): boolean => {
    if (gridCase === undefined) return false;
    cases.push(gridCase);
    return true;
  };
  /** The first of `count` choices, from `start` on, that makes a case. */
  const firstApplicable = (start: number, count: number, make: (index: number) => PathGridCase | undefined): void => {
    for (let offset = 0; offset < count; offset++) if (add(make((start + offset) % count))) return;
  };
  const secret = (file: GridFile, spelling: PathSpelling, reader: GridReader): PathGridCase | undefined =>
    byKindInProject(file, spelling) ? undefined : build(file, spelling, reader, wrapper(), "secret", "deny");
  if (options.full) {
    for (const file of secrets) for (const spelling of PATH_SPELLINGS) for (const reader of GRID_READERS) add(secret(file, spelling, reader));
  } else {
    GRID_READERS.forEach((reader, r) => {
      PATH_SPELLINGS.forEach((spelling, j) => firstApplicable(r * 13 + j * 5, secrets.length, (f) => secret(secrets[f] as GridFile, spelling, reader)));
    });
    secrets.forEach((file, i) => {
      for (let k = 0; k < SPELLINGS_PER_FILE; k++) {
        const spelling = PATH_SPELLINGS[(i * SPELLINGS_PER_FILE + k) % PATH_SPELLINGS.length] as PathSpelling;
        firstApplicable(i * 7 + k, GRID_READERS.length, (r) => secret(file, spelling, GRID_READERS[r] as GridReader));
      }
    });
  }
  GRID_BENIGN_FILES.forEach((file, i) => {
    const spellings = [...PATH_SPELLINGS.filter((spelling) => spelling.widens === undefined), ...ownGlobs(file)];
    spellings.forEach((spelling, j) => {
      if (options.full) for (const reader of GRID_READERS) add(build(file, spelling, reader, wrapper(), "benign", "allow"));
      else firstApplicable(i * 5 + j, GRID_READERS.length, (r) => build(file, spelling, GRID_READERS[r] as GridReader, wrapper(), "benign", "allow"));
    });
    if (!options.full) GRID_READERS.forEach((reader, r) => firstApplicable(i + r, spellings.length, (s) => build(file, spellings[s] as PathSpelling, reader, wrapper(), "benign", "allow")));
  });
  secrets.forEach((file, i) => {
    if (options.full) {
      for (const command of GRID_METADATA) for (const spelling of PATH_SPELLINGS) add(build(file, spelling, command, unprivileged(), "metadata", "allow"));
      return;
    }
    const command = GRID_METADATA[i % GRID_METADATA.length] as GridReader;
    firstApplicable(i * 3, PATH_SPELLINGS.length, (s) => build(file, PATH_SPELLINGS[s] as PathSpelling, command, unprivileged(), "metadata", "allow"));
  });
  if (!options.full) {
    GRID_METADATA.forEach((command, m) => {
      PATH_SPELLINGS.forEach((spelling, j) => firstApplicable(m * 17 + j * 3, secrets.length, (f) => build(secrets[f] as GridFile, spelling, command, unprivileged(), "metadata", "allow")));
    });
  }
  return cases;
}

/** The decision a case reaches: the shell guard's for a command, the security audit's for a file tool's read. */
export function decideGridCase(gridCase: PathGridCase): { decision: string; rule?: string } {
  if (gridCase.tool) {
    const verdict = judgePath(gridCase.command, { ...GRID_CONTEXT, access: "read" });
    return verdict ? { decision: verdict.decision, rule: verdict.rule } : { decision: "allow" };
  }
  const result = check(gridCase.command, GRID_CONTEXT);
  return result.rule === undefined ? { decision: result.decision } : { decision: result.decision, rule: result.rule };
}

/** How a case misses its expectation, or undefined when it holds. */
export function gridMiss(gridCase: PathGridCase): string | undefined {
  const { decision, rule } = decideGridCase(gridCase);
  if (decision === gridCase.expect) return undefined;
  const shown = gridCase.tool ? `read ${gridCase.command}` : gridCase.command;
  return `${gridCase.expect} expected, got ${decision} ${rule ?? ""}: ${shown}  [${gridCase.spelling} × ${gridCase.reader} × ${gridCase.wrapper}]`;
}
