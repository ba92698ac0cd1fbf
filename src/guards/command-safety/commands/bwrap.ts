import type { Field } from "../model.js";

/** bubblewrap's options by how many values follow them (bwrap(1)); the others take none. */
const TWO_VALUES = new Set([
  "--bind", "--bind-try", "--dev-bind", "--dev-bind-try", "--ro-bind", "--ro-bind-try", "--symlink", "--setenv", "--chmod",
  "--file", "--bind-data", "--ro-bind-data", "--overlay-src-unused",
]);
const ONE_VALUE = new Set([
  "--args", "--argv0", "--userns", "--userns2", "--pidns", "--uid", "--gid", "--hostname", "--chdir", "--unsetenv", "--lock-file",
  "--sync-fd", "--tmpfs", "--dev", "--proc", "--mqueue", "--dir", "--remount-ro", "--exec-label", "--file-label", "--seccomp",
  "--add-seccomp-fd", "--block-fd", "--userns-block-fd", "--info-fd", "--json-status-fd", "--cap-add", "--cap-drop", "--perms",
  "--size", "--overlay-src", "--tmp-overlay", "--ro-overlay",
]);

/**
 * The command `bwrap [options] COMMAND…` runs, after bubblewrap's options and their one, two or
 * three values (`--overlay RWSRC WORKDIR DEST`); undefined when none is given.
 *
 * @example
 * bwrapCommand(fields("--bind", "/", "/", "rm", "-rf", "/home"))?.map((f) => f.value) // ["rm", "-rf", "/home"]
 */
export function bwrapCommand(args: readonly Field[]): Field[] | undefined {
  let index = 0;
  while (index < args.length) {
    const value = args[index]?.value;
    if (value === undefined) break;
    if (value === "--") {
      index++;
      break;
    }
    if (!value.startsWith("--")) break;
    index += 1 + (value === "--overlay" ? 3 : TWO_VALUES.has(value) ? 2 : ONE_VALUE.has(value) ? 1 : 0);
  }
  const command = args.slice(index);
  return command.length > 0 ? command : undefined;
}
