import path from "node:path";
import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import type { Field, Invocation } from "../model.js";
import { resolve, type PathContext } from "../targets/classify-path.js";

/** Global options of `docker compose` (v2), `docker-compose` (v1) and `podman-compose` before the subcommand. */
const COMPOSE_GLOBAL: OptionGrammar = {
  flags: "v",
  values: "fpcH",
  long: ["all-resources", "compatibility", "dry-run", "verbose", "no-ansi", "tls", "tlsverify", "skip-hostname-check", "in-pod", "no-normalize", "no-pod"],
  longValues: ["file", "project-name", "project-directory", "env-file", "profile", "ansi", "parallel", "progress", "host", "context", "log-level", "tlscacert", "tlscert", "tlskey", "podman-path", "podman-args", "pod-args"],
  aliases: { f: "file", p: "project-name", c: "context", H: "host" },
  stopAtOperand: true,
};

/** Variables that point compose at another project, file, engine or context. */
const ELSEWHERE_VARIABLES = ["COMPOSE_PROJECT_NAME", "COMPOSE_FILE", "DOCKER_HOST", "DOCKER_CONTEXT", "CONTAINER_HOST"] as const;

/** A compose command line: its subcommand, that subcommand's arguments, and where it acts if not on the project here. */
export interface ComposeCommand {
  /** `down`, `rm`, `up`, … (undefined when none is given). */
  subcommand: string | undefined;
  /** The arguments after the subcommand. */
  args: Field[];
  /**
   * Why the command acts on something other than the project in the working directory of the run
   * (another project's name or compose file, another directory, a remote engine), in words; undefined
   * when it acts on this project.
   */
  elsewhere: string | undefined;
}

/**
 * Reads a compose command (`docker compose …`, `docker-compose …`, `podman compose …`) after its
 * program: the subcommand, and whether it works on the project of the run's working directory — the
 * compose file found there and the project named for that directory — or on another one: a
 * project name (`-p`, `COMPOSE_PROJECT_NAME`) other than the directory's, a compose file or project
 * directory outside the project (`-f ../other/compose.yaml`, `--project-directory ~/x`), a working
 * directory left by `cd`, an engine elsewhere (`--context`, `-H`, `DOCKER_HOST`, a command run
 * on another host), or a compose file, env file or profile whose name says it describes
 * production (`-f docker-compose.prod.yml`, `--env-file .env.production`): that is the
 * deployment's configuration, and the machine it runs on may be the deployment.
 *
 * @example
 * readCompose(invocation("docker-compose", "-p", "billing", "down", "-v"), fields("-p", "billing", "down", "-v"), [], paths).elsewhere
 * // "names the compose project billing, not the one of /work/app"
 */
export function readCompose(invocation: Invocation, args: readonly Field[], engineOptions: readonly Field[], paths: PathContext): ComposeCommand {
  const parsed = parseOptions(args, COMPOSE_GLOBAL);
  const [subcommand, ...rest] = parsed.operands;
  return { subcommand: subcommand?.value, args: rest, elsewhere: elsewhere(invocation, parsed, engineOptions, paths) };
}

function elsewhere(invocation: Invocation, parsed: ReturnType<typeof parseOptions>, engineOptions: readonly Field[], paths: PathContext): string | undefined {
  if (invocation.remote !== undefined && invocation.mounted !== true) return `runs on ${invocation.remote}, where nothing is this project`;
  const engine = [...engineOptions, ...parsed.values("host"), ...parsed.values("context")].find((field) => !isLocalEngine(field.value));
  if (engine !== undefined) return `talks to the container engine ${engine.text}, not this machine's`;
  for (const name of ELSEWHERE_VARIABLES) {
    const value = invocation.assignments.get(name);
    if (value === undefined) continue;
    if ((name === "DOCKER_HOST" || name === "DOCKER_CONTEXT" || name === "CONTAINER_HOST") && isLocalEngine(value.value)) continue;
    if (name === "COMPOSE_PROJECT_NAME" && value.value !== undefined && isProjectName(value.value, paths)) continue;
    if (name === "COMPOSE_FILE" && value.value !== undefined && value.value.split(/[:;]/).every((file) => insideProject(file, paths) && !namesProduction(file))) continue;
    return `sets ${name}${value.value === undefined ? "" : `=${value.value}`}`;
  }
  if (!paths.cwd.initial && (!paths.cwd.known || !insideProject(".", paths))) return `runs in ${paths.cwd.known ? paths.cwd.path : "a directory only known when the command runs"}, outside the project`;
  const outside = [...parsed.values("file"), ...parsed.values("project-directory"), ...parsed.values("env-file")].find((field) => field.value === undefined || !insideProject(field.value, paths));
  if (outside !== undefined) return `reads ${outside.text}, outside the project`;
  const name = parsed.value("project-name");
  if (name !== undefined && (name.value === undefined || !isProjectName(name.value, paths))) return `names the compose project ${name.text}, not the one of ${projectDirectory(paths) ?? "the working directory"}`;
  const production = [...parsed.values("file"), ...parsed.values("env-file"), ...parsed.values("profile")].find((field) => namesProduction(field.value ?? ""));
  if (production !== undefined) return `reads ${production.text}, whose name says it describes production`;
  return undefined;
}

/** A word of a file's or profile's name that says it describes a shared or live deployment (`docker-compose.prod.yml`, `.env.production`, `staging`). */
const PRODUCTION_WORD = /(?:^|[^a-z])(?:prod|production|prd|live|staging|stage)(?:[^a-z]|$)/i;

function namesProduction(value: string): boolean {
  return PRODUCTION_WORD.test(value.slice(value.lastIndexOf("/") + 1));
}

/** Contexts and engine addresses on this machine: the default context, desktop VMs, a local socket or loopback port. */
const LOCAL_ENGINE = /^(?:default|desktop-linux|desktop-windows|colima(?:-[\w-]+)?|rancher-desktop|orbstack|podman-machine-default(?:-root)?|(?:unix|npipe):\/\/\S*|tcp:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?\/?)$/;

function isLocalEngine(value: string | undefined): boolean {
  return value !== undefined && LOCAL_ENGINE.test(value);
}

/** A path that stays inside the project (relative without `..` when the project is not known). */
function insideProject(value: string, paths: PathContext): boolean {
  if (value === "-") return false;
  if (value.startsWith("~")) return false;
  const project = paths.initialCwd;
  const resolved = resolve(value, paths);
  if (!resolved.absolute) return !resolved.path.split("/").includes("..") && paths.cwd.initial;
  if (project === undefined) return paths.cwd.initial && !value.startsWith("/") && !value.split("/").includes("..");
  return resolved.path === project || resolved.path.startsWith(`${project}/`);
}

/** The directory whose name compose takes as the default project name. */
function projectDirectory(paths: PathContext): string | undefined {
  return paths.initialCwd ?? (paths.cwd.known ? paths.cwd.path : undefined);
}

/** Whether `name` is the project name compose derives from the project's directory (lower case, only letters, digits, `-` and `_`). */
function isProjectName(name: string, paths: PathContext): boolean {
  const directory = projectDirectory(paths);
  if (directory === undefined) return false;
  const derived = path.posix.basename(directory).toLowerCase().replace(/[^a-z0-9_-]/g, "");
  return derived !== "" && name.toLowerCase() === derived;
}
