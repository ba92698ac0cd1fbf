import type { Field, Invocation } from "../model.js";
import type { PathContext } from "../targets/classify-path.js";
import { readCompose } from "./compose-project.js";

/** Options of `compose up|start|run|create` that take a value (their value is no service name). */
const VALUED = /^(?:--scale|--timeout|-t|--wait-timeout|--exit-code-from|--attach|--no-attach|--pull|--profile|-e|--env|--name|--entrypoint|-u|--user|-w|--workdir|-v|--volume|-p|--publish|-l|--label)$/;

/**
 * The services of the project's own compose file that a command starts (`docker compose up -d db`,
 * `docker-compose start postgres`, `podman compose up`), `*` when it starts every one; undefined
 * when it starts none, or works on another project, file, directory or engine. A database the
 * script started this way is the project's own: its service name, as a host, is this project's
 * container.
 *
 * @example
 * startedServices(invocation("docker", "compose", "up", "-d", "db"), paths) // ["db"]
 */
export function startedServices(invocation: Invocation, paths: PathContext): string[] | undefined {
  const name = invocation.name;
  const argv = invocation.argv.slice(1, 65);
  let args: readonly Field[];
  if (name === "docker-compose" || name === "podman-compose") args = argv;
  else if ((name === "docker" || name === "podman") && argv[0]?.value === "compose") args = argv.slice(1);
  else return undefined;
  const command = readCompose(invocation, args, [], paths);
  if (command.elsewhere !== undefined || (command.subcommand !== "up" && command.subcommand !== "start" && command.subcommand !== "create")) return undefined;
  const services: string[] = [];
  for (let index = 0; index < command.args.length; index++) {
    const value = command.args[index]?.value;
    if (value === undefined) return undefined;
    if (value.startsWith("-")) {
      if (VALUED.test(value)) index++;
      continue;
    }
    services.push(value);
  }
  return services.length > 0 ? services : ["*"];
}
