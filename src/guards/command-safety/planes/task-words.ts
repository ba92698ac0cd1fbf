import type { Field, Invocation } from "../model.js";
import { interpreterFamily } from "../commands/command-name.js";
import { ownEntry } from "../../../util/own-entry.js";

/** What a command line asks a tool to do: the tool (a program, a script, or a runner's task) and the words after it. */
export interface TaskWords {
  /** `prisma`, `manage.py`, `artisan`, `npm run`, `make`. */
  tool: string;
  /** Arguments after the tool. */
  args: readonly Field[];
  /** The tool runs a named task of the project (`npm run x`, `make x`): its content is not visible here. */
  task: boolean;
}

/** Subcommands of package managers; any other first word runs a binary or script of the project (`yarn prisma …`). */
const PACKAGE_MANAGER_COMMANDS: Readonly<Record<string, ReadonlySet<string>>> = {
  yarn: new Set(["add", "install", "remove", "upgrade", "up", "why", "info", "init", "config", "cache", "workspace", "workspaces", "set", "plugin", "dlx", "exec", "pack", "publish", "npm", "version", "link", "unlink", "constraints", "dedupe", "explain", "patch", "rebuild", "node", "bin", "import", "list", "outdated", "audit", "global", "create", "login", "logout", "owner", "tag", "team", "licenses", "check", "autoclean", "generate-lock-entry", "test", "start", "run"]),
  pnpm: new Set(["add", "install", "i", "remove", "rm", "uninstall", "update", "up", "why", "list", "ls", "outdated", "audit", "init", "config", "store", "exec", "dlx", "create", "publish", "pack", "link", "unlink", "rebuild", "prune", "fetch", "import", "patch", "patch-commit", "deploy", "env", "setup", "server", "bin", "root", "licenses", "dedupe", "doctor", "test", "t", "start", "run", "recursive", "-r", "approve-builds"]),
  bun: new Set(["add", "install", "i", "remove", "rm", "update", "outdated", "link", "unlink", "pm", "init", "create", "upgrade", "build", "test", "x", "exec", "run", "repl", "publish", "patch", "audit", "info", "why", "completions"]),
};
/** Runners whose operands name tasks defined by the project. */
const TASK_RUNNERS = new Set(["make", "gmake", "just", "task", "rake", "mix", "invoke", "poe", "nx", "turbo", "grunt", "gulp", "mage", "cake", "jake", "lerna"]);
const RUN_SCRIPT = new Set(["run", "run-script", "rum", "urn"]);

/**
 * `java [options] -jar jenkins-cli.jar ARGS`: the jar is the program, named by its file's base name
 * (`jenkins-cli`), even when its directory is only known when it runs (`"$JENKINS_HOME/…/jenkins-cli.jar"`).
 */
function jarOf(args: readonly Field[]): TaskWords | undefined {
  const at = args.findIndex((field) => field.value === "-jar" || field.value === "--jar");
  const jar = at >= 0 && at < 16 ? args[at + 1] : undefined;
  if (!jar) return undefined;
  const file = (jar.value ?? jar.text.replace(/["']/g, "")).split("/").at(-1) ?? "";
  if (!/\.jar$/i.test(file) || file.length <= 4) return undefined;
  return { tool: file.slice(0, -4), args: args.slice(at + 2), task: false };
}

/**
 * The tool a command line drives and its arguments, seeing through package managers (`npm run
 * db:reset`, `yarn prisma migrate reset`, `pnpm knex …`), interpreters running a project script
 * (`python manage.py flush`, `php artisan migrate:fresh`, `php bin/console …`), jars run by `java
 * -jar` (`java -jar jenkins-cli.jar delete-job x`) and task runners (`make db-drop`, `rake db:drop`).
 *
 * @example
 * taskWords(invocation("yarn", "prisma", "migrate", "reset")).tool // "prisma"
 */
export function taskWords(invocation: Invocation): TaskWords {
  const name = invocation.name;
  const args = invocation.argv.slice(1);
  const first = args[0]?.value;
  if ((name === "npm" || name === "pnpm" || name === "yarn" || name === "bun") && first !== undefined && RUN_SCRIPT.has(first)) {
    return { tool: `${name} run`, args: args.slice(1).filter((field) => !field.value?.startsWith("-")), task: true };
  }
  const commands = ownEntry(PACKAGE_MANAGER_COMMANDS, name);
  if (commands && first !== undefined && !first.startsWith("-") && !commands.has(first)) {
    return { tool: first.slice(first.lastIndexOf("/") + 1), args: args.slice(1), task: false };
  }
  if (interpreterFamily(name) !== undefined) {
    const script = args.find((field) => field.value === undefined || !field.value.startsWith("-"));
    if (script?.value !== undefined && /\.(?:py|php|js|mjs|cjs|ts|rb|pl)$|(?:^|\/)(?:artisan|console|ace)$/.test(script.value)) {
      return { tool: script.value.slice(script.value.lastIndexOf("/") + 1), args: args.slice(args.indexOf(script) + 1), task: false };
    }
  }
  if (name === "java") {
    const jar = jarOf(args);
    if (jar) return jar;
  }
  if (TASK_RUNNERS.has(name)) return { tool: name, args, task: true };
  return { tool: name, args, task: false };
}
