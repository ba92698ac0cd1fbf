import { staticField, type Field } from "../model.js";

/** What a build-file line runs: its command's fields, or shell code given as one string. */
export interface BuildStep {
  /** The command the line runs, as fields. */
  command?: Field[];
  /** Shell code the line runs (a quoted YAML value). */
  code?: Field;
  /** How the line was recognised, for the trail of what ran what. */
  label: string;
}

/** YAML keys whose value CI systems and compose files run as a shell command. */
const YAML_RUN_KEYS = /^(?:run|script|before_script|after_script|command):$/;
/** The most words a JSON exec form is read from. */
const MAX_EXEC_WORDS = 64;

/**
 * A line copied from a Dockerfile or a CI file, which runs the command it names: Dockerfile's
 * `RUN [--mount=…|--network=…|--security=…] cmd`, its exec form `RUN ["sh","-c","…"]` and
 * `ONBUILD RUN …`; CI YAML's `- run: cmd` (GitHub Actions), `script: cmd` (GitLab CI, Travis),
 * `command: cmd` (compose files, Buildkite), and the items of a `script:` list (`- cmd`). Undefined for any other line; the instruction words
 * are matched as written (`RUN` in capitals), so no real program is mistaken for one.
 *
 * @example
 * buildStep(fields("RUN", "--mount=type=cache,target=/root/.cache", "rm", "-rf", "/"))?.command // rm -rf /
 */
export function buildStep(argv: readonly Field[]): BuildStep | undefined {
  const head = argv[0]?.value;
  // `RUN <<EOF … EOF`: the heredoc is the script the build's shell runs.
  if (head === "RUN" && argv.length === 1) return { command: [staticField("sh", argv[0]?.text)], label: "Dockerfile RUN" };
  if (head === undefined || argv.length < 2) return undefined;
  if (head === "ONBUILD" && argv[1]?.value === "RUN") return dockerRun(argv.slice(2), "Dockerfile ONBUILD RUN");
  if (head === "RUN") return dockerRun(argv.slice(1), "Dockerfile RUN");
  const keyAt = head === "-" ? 1 : 0;
  // `- rm -rf build`: an item of a `script:` list is a command line too.
  if (!YAML_RUN_KEYS.test(argv[keyAt]?.value ?? "")) return head === "-" ? { command: argv.slice(1), label: "YAML list item" } : undefined;
  const rest = argv.slice(keyAt + 1);
  const label = `YAML ${argv[keyAt]?.value ?? ""}`;
  const only = rest.length === 1 ? rest[0] : undefined;
  // `run: "rm -rf ~/x"`: a quoted scalar is the whole command line.
  if (only?.value !== undefined && /^["']/.test(only.text)) return { code: only, label };
  return rest.length > 0 ? { command: [...rest], label } : undefined;
}

function dockerRun(words: readonly Field[], label: string): BuildStep | undefined {
  let start = 0;
  // RUN's own flags come first: --mount, --network, --security (and --device in newer syntaxes).
  while (start < words.length && /^--[a-z][\w-]*(?:=|$)/.test(words[start]?.value ?? "")) start++;
  const rest = words.slice(start);
  if (rest.length === 0) return undefined;
  if (rest[0]?.text.startsWith("[") && rest.length <= MAX_EXEC_WORDS) {
    const exec = execForm(rest.map((field) => field.text).join(" "));
    if (exec) return { command: exec.map((word) => staticField(word, rest[0]?.text)), label };
  }
  return { command: [...rest], label };
}

/** The JSON array of Dockerfile's exec form, when every element is a string. */
function execForm(text: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every((word) => typeof word === "string") ? (parsed as string[]) : undefined;
  } catch {
    return undefined;
  }
}
