import { shellQuote } from "./grid-words.js";
import { GRID_BENIGN_COMMANDS, GRID_BENIGN_SPELLINGS, GRID_DESIGNED, GRID_NETWORK, GRID_PRINTERS, GRID_SPELLINGS, type GridSpelling } from "./credential-command-grid.js";

/** What a case must reach: `allow`, `flag` (ask or deny) or `deny`. */
export type CommandGridExpect = "allow" | "flag" | "deny";

/** One generated combination of the credential-command grid. */
export interface CommandGridCase {
  command: string;
  expect: CommandGridExpect;
  /** `printer × spelling` or `printer × spelling × sink`, for failure messages. */
  axes: string;
  /** Which part of the grid the case belongs to. */
  group: "transcript" | "kept" | "network" | "designed" | "benign";
}

/** The program named by its path: `/usr/local/bin/gh auth token`, `echo x | /usr/local/bin/git credential fill`. */
function absolute(command: string): string {
  const pipe = command.lastIndexOf("| ");
  const at = pipe >= 0 ? pipe + 2 : 0;
  return `${command.slice(0, at)}/usr/local/bin/${command.slice(at)}`;
}

/**
 * A command spelled by a template: `{C}` the command, `{Q}` it quoted as one shell word, `{ABS}`
 * it with its program named by path.
 *
 * @example
 * spell("sudo {C}", "gh auth token") // "sudo gh auth token"
 * spell("bash -c {Q}", "gh auth token") // "bash -c 'gh auth token'"
 */
export function spell(template: string, command: string): string {
  if (template === "{ABS}") return absolute(command);
  // `$(( … ))` is arithmetic: a subshell inside a command substitution needs a space (`$( ( … ) )`).
  const spaced = command.startsWith("(") ? template.replace("$({C})", "$( {C} )") : template;
  return spaced.replace("{Q}", () => shellQuote(command)).replace("{C}", () => command);
}

const SPELLING_BY_ID = new Map<string, GridSpelling>(GRID_SPELLINGS.map((spelling) => [spelling.id, spelling]));
/** Spellings rotated inside the network sinks: the wrappers and output filters (not where the output is written, nor a login given it, nor the clipboard, which passes nothing on). */
const INNER_SPELLINGS = GRID_SPELLINGS.filter((spelling) => !spelling.kept && !["plain", "absolute", "tee", "tmp-file", "home-file", "stderr", "merged", "docker-login-p", "helm-login-password", "mysql-p", "clipboard-mac", "clipboard-x"].includes(spelling.id));

/** Options of the generator. */
export interface CommandGridOptions {
  /**
   * Every form of every printer with every spelling and sink (the benchmark). Without it, the first
   * form of each printer takes every spelling and sink and each further form a rotating covering
   * subset (every spelling and sink is still crossed with every printer): the test stays fast.
   */
  full?: boolean;
}

/** How many spellings and sinks each further form takes when the grid is not full. */
const FURTHER_SPELLINGS = 3;
const FURTHER_SINKS = 1;
/** How many sinks take a rotating spelling of the printer inside them when the grid is not full. */
const INNER_SINKS = 4;
/** The benign spellings the test keeps when the grid is not full (the benchmark takes them all). */
const QUICK_BENIGN_SPELLINGS = new Set(["plain", "sudo", "bash-c", "absolute", "jq", "var-echo", "echo-subst", "file"]);

/**
 * The grid: printer forms with the spellings (the transcript: flag; kept in the project or on the
 * clipboard: allow, unless a whole store is exported or a secret file read), printer forms with the network sinks, plain
 * and with a rotating spelling of the printer inside (deny), the designed uses (allow) and every
 * benign command with the benign spellings (allow).
 *
 * @example
 * const cases = credentialCommandGridCases();
 * const all = credentialCommandGridCases({ full: true });
 */
export function credentialCommandGridCases(options: CommandGridOptions = {}): CommandGridCase[] {
  const cases: CommandGridCase[] = [];
  let turn = 0;
  for (const printer of GRID_PRINTERS) {
    printer.forms.forEach((form, i) => {
      const spellings = options.full || i === 0 ? GRID_SPELLINGS : rotate(GRID_SPELLINGS, turn, FURTHER_SPELLINGS);
      for (const spelling of spellings) {
        const kept = spelling.kept === true && printer.wholeStore !== true && printer.fileRead !== true && printer.minted !== true;
        cases.push({ command: spell(spelling.template, form), expect: kept ? "allow" : "flag", axes: `${printer.id} × ${spelling.id}`, group: kept ? "kept" : "transcript" });
      }
      const sinks = options.full || i === 0 ? GRID_NETWORK : rotate(GRID_NETWORK, turn, FURTHER_SINKS);
      sinks.forEach((sink, j) => {
        cases.push({ command: spell(sink.template, form), expect: "deny", axes: `${printer.id} × ${sink.id}`, group: "network" });
        if (!options.full && (j + turn) % sinks.length >= INNER_SINKS) return;
        const inner = INNER_SPELLINGS[(turn + j) % INNER_SPELLINGS.length] as GridSpelling;
        cases.push({ command: spell(sink.template, spell(inner.template, form)), expect: "deny", axes: `${printer.id} × ${inner.id} × ${sink.id}`, group: "network" });
      });
      turn++;
    });
  }
  for (const designed of GRID_DESIGNED) cases.push({ command: designed.command, expect: "allow", axes: "designed use", group: "designed" });
  for (const benign of GRID_BENIGN_COMMANDS) {
    for (const id of GRID_BENIGN_SPELLINGS) {
      if (!options.full && !QUICK_BENIGN_SPELLINGS.has(id)) continue;
      const spelling = SPELLING_BY_ID.get(id);
      // A store file handed to a program run as root asks whatever the program (`secrets.pass-to-program`).
      const elevated = benign.storeOperand === true && id === "sudo";
      if (spelling !== undefined) cases.push({ command: spell(spelling.template, benign.command), expect: elevated ? "flag" : "allow", axes: `benign × ${id}`, group: "benign" });
    }
  }
  return cases;
}

/** `count` items of `items`, starting at `turn` times `count` and wrapping around. */
function rotate<T>(items: readonly T[], turn: number, count: number): T[] {
  const picked: T[] = [];
  for (let offset = 0; offset < Math.min(count, items.length); offset++) picked.push(items[(turn * count + offset) % items.length] as T);
  return picked;
}
