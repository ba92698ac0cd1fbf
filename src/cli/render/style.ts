/** Text styles for terminal output; every function is the identity when colors are off. */
export interface Style {
  readonly enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  blue(text: string): string;
  magenta(text: string): string;
  cyan(text: string): string;
}

const CODES = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
} as const;

/**
 * Whether to color output written to `stream`, following the common conventions: `NO_COLOR`
 * (any non-empty value) turns colors off, `FORCE_COLOR` (anything but `0` or `false`) turns them
 * on, otherwise colors are used on a terminal that is not `TERM=dumb`.
 *
 * @example
 * useColor(process.stderr, process.env) // false when piped or with NO_COLOR=1
 */
export function useColor(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== "") return force !== "0" && force.toLowerCase() !== "false";
  return stream.isTTY === true && env.TERM !== "dumb";
}

/**
 * ANSI styles, or plain text when `enabled` is false.
 *
 * @example
 * const style = createStyle(useColor(process.stderr, process.env));
 * process.stderr.write(style.red("blocked") + "\n");
 */
export function createStyle(enabled: boolean): Style {
  const wrap = ([open, close]: readonly [number, number]) =>
    enabled ? (text: string) => `\u001b[${open}m${text}\u001b[${close}m` : (text: string) => text;
  return {
    enabled,
    bold: wrap(CODES.bold),
    dim: wrap(CODES.dim),
    red: wrap(CODES.red),
    green: wrap(CODES.green),
    yellow: wrap(CODES.yellow),
    blue: wrap(CODES.blue),
    magenta: wrap(CODES.magenta),
    cyan: wrap(CODES.cyan),
  };
}

/** Removes ANSI escape sequences (for measuring widths). */
export function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}
