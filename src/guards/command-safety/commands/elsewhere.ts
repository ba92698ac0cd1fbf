import type { Field } from "../model.js";

/** A command that another machine, a container, or another session runs for this one. */
export interface ElsewhereCommand {
  /** Where it runs, for reasons: `ssh db1`, `docker exec web`, `kubectl exec api-0`. */
  where: string;
  /** On another host or in a container: its paths are that machine's, none of them the project. */
  remote: boolean;
  /** Shell code it runs (re-parsed). */
  code?: Field[];
  /** A command given as words (`docker exec db psql -c …`). */
  argv?: Field[];
  /** The other side runs what arrives on this command's stdin (`ssh host < script.sh`, `docker exec -i c sh`). */
  stdin?: boolean;
  /** Host directories mounted into a container: container path → host path. */
  mounts?: readonly (readonly [string, string])[];
  /** The image a container is started from (`docker run amazon/aws-cli …`). */
  image?: string;
  /** The working directory inside (`docker run -w /app`). */
  cwd?: string;
  /**
   * A service of a compose project (`docker compose exec|run SERVICE …`): the compose command's
   * arguments after `compose` and the engine's own address options, to tell whether the project is
   * the one of the working directory.
   */
  compose?: { service: string; args: readonly Field[]; engineOptions: readonly Field[] };
}
