/**
 * A short, one-line view of a tool call's arguments: the command for `exec`, the path for file
 * tools, the URL for `web_fetch`, compact JSON otherwise; cut to `max` characters.
 *
 * @example
 * describeCall("exec", { command: "npm test" }) // "npm test"
 */
export function describeCall(toolName: string, args: Record<string, unknown>, max = 100): string {
  const text = pick(toolName, args);
  return truncate(text.replace(/\s*\n\s*/g, " ⏎ "), max);
}

/** The first line of a tool's output, cut to `max` characters. */
export function firstLine(text: string, max = 100): string {
  const line = text.split("\n").find((candidate) => candidate.trim() !== "") ?? "";
  return truncate(line.trim(), max);
}

/**
 * A one-line summary of a tool's output: for `exec`, its last line of output and its status
 * (`4 of 4 failed · exit code 1`); for `read`, how many lines came back; otherwise the first line.
 *
 * @example
 * summarizeResult("exec", "ok\n1 of 2 failed\n\n[exit code 1]") // "1 of 2 failed · exit code 1"
 */
export function summarizeResult(toolName: string, output: string, max = 100): string {
  const lines = output.split("\n").map((line) => line.trim()).filter(Boolean);
  if (toolName === "exec" && lines.length > 0) {
    const status = /^\[(.*)\]$/.exec(lines.at(-1) ?? "");
    if (status) {
      const before = lines.at(-2);
      return truncate(before !== undefined ? `${before} · ${status[1]}` : (status[1] ?? ""), max);
    }
  }
  if (toolName === "read" && lines.length > 1 && /^\d+\t/.test(lines[0] ?? "")) return `${lines.length} lines`;
  return firstLine(output, max);
}

function pick(toolName: string, args: Record<string, unknown>): string {
  const string = (key: string) => (typeof args[key] === "string" ? (args[key] as string) : undefined);
  switch (toolName) {
    case "exec":
      return string("command") ?? compact(args);
    case "read":
    case "write":
    case "edit":
      return string("path") ?? string("file_path") ?? compact(args);
    case "web_fetch":
      return string("url") ?? compact(args);
    default:
      return compact(args);
  }
}

function compact(args: Record<string, unknown>): string {
  try {
    return JSON.stringify(args) ?? "";
  } catch {
    return "[arguments]";
  }
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}
