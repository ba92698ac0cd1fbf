import type { Invocation } from "../model.js";
import { ownEntry } from "../../../util/own-entry.js";
import { optionValues } from "./option-values.js";

/** A URL of another machine: http, https or ftp, not this machine's own servers. */
const REMOTE_URL = /^(?:https?|ftps?):\/\/(?!(?:[^/@]*@)?(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?:[:/]|$))[^\s/]/i;

/** What a runner runs from a URL, for reasons: the URL and the kind of code. */
export interface RemoteRun {
  url: string;
  /** "a notebook", "an init script", … */
  what: string;
}

/** Runners whose file to run is their first operand, and what they call it. */
const FIRST_OPERAND: Readonly<Record<string, string>> = {
  papermill: "a notebook",
  jbang: "a script",
  groovy: "a script",
  kscript: "a script",
  "scala-cli": "a script",
};

/** Subcommands of runners that run the file named next (`marimo run URL`, `streamlit run URL`). */
const RUN_SUBCOMMANDS: Readonly<Record<string, { verbs: readonly string[]; what: string }>> = {
  marimo: { verbs: ["run", "edit"], what: "a notebook" },
  streamlit: { verbs: ["run"], what: "an app" },
  jbang: { verbs: ["run", "edit", "install", "app"], what: "a script" },
  "scala-cli": { verbs: ["run", "shebang"], what: "a script" },
  "jupyter-execute": { verbs: [], what: "a notebook" },
  "jupyter-run": { verbs: [], what: "a notebook" },
};

/** Every runner read here, so other commands cost one lookup. */
const RUNNER_NAMES = new Set([...Object.keys(FIRST_OPERAND), ...Object.keys(RUN_SUBCOMMANDS), "gradle", "ansible-pull", "jupyter", "jupyter-nbconvert", "pre-commit"]);

/**
 * The URL a runner fetches a file from and runs, by each tool's documentation: a notebook executed
 * by `jupyter nbconvert --execute`, `jupyter execute|run`, `papermill`, `marimo run|edit`; an app by
 * `streamlit run`; a script by `jbang`, `groovy`, `kscript`, `scala-cli`; an init script by Gradle's
 * `--init-script`/`-I`; a playbook repository by `ansible-pull -U`; hooks by `pre-commit try-repo`.
 * Local files and this machine's servers are not returned.
 *
 * @example
 * remoteRunnerUrl(invocation("gradle", "-I", "https://x.example/init.gradle", "build"))?.what // "an init script"
 */
export function remoteRunnerUrl(invocation: Invocation): RemoteRun | undefined {
  const name = invocation.name === "gradlew" ? "gradle" : invocation.name;
  if (!RUNNER_NAMES.has(name)) return undefined;
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const operands = values.filter((value) => !value.startsWith("-"));
  const remote = (value: string | undefined): string | undefined => (value !== undefined && REMOTE_URL.test(value) ? value : undefined);
  const found = (url: string | undefined, what: string): RemoteRun | undefined => (url === undefined ? undefined : { url, what });
  switch (name) {
    case "gradle":
      return found(optionValues(values, ["-I", "--init-script"]).find((value) => remote(value)), "an init script");
    case "ansible-pull":
      return found(optionValues(values, ["-U", "--url"]).find((value) => remote(value) || /^(?:git@|ssh:\/\/)/.test(value)), "a playbook repository");
    case "jupyter": {
      const [verb, ...rest] = operands;
      if (verb === "nbconvert" && values.includes("--execute")) return found(rest.find((value) => remote(value)), "a notebook");
      if (verb === "execute" || verb === "run") return found(rest.find((value) => remote(value)), "a notebook");
      return undefined;
    }
    case "jupyter-nbconvert":
      return values.includes("--execute") ? found(operands.find((value) => remote(value)), "a notebook") : undefined;
    case "pre-commit":
      return operands[0] === "try-repo" ? found(remote(operands[1]) ?? (/^git@/.test(operands[1] ?? "") ? operands[1] : undefined), "hooks of a repository") : undefined;
    default:
      break;
  }
  const subcommands = ownEntry(RUN_SUBCOMMANDS, name);
  if (subcommands && operands[0] !== undefined && subcommands.verbs.includes(operands[0])) {
    return found(operands.slice(1, 3).find((value) => remote(value)), subcommands.what);
  }
  const first = ownEntry(FIRST_OPERAND, name) ?? (subcommands && subcommands.verbs.length === 0 ? subcommands.what : undefined);
  return first === undefined ? undefined : found(remote(operands[0]), first);
}

