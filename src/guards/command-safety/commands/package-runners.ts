import type { Field, Invocation } from "../model.js";
import { parseOptions, type OptionGrammar } from "./getopt.js";
import { joinFields } from "./wrappers.js";
import { ownEntry } from "../../../util/own-entry.js";

const RUNNERS: Readonly<Record<string, readonly string[]>> = { npm: ["exec", "x"], pnpm: ["exec", "dlx"], yarn: ["exec", "dlx"], bun: ["x"] };
const RUNNER_OPTIONS: OptionGrammar = {
  flags: "yq",
  values: "pc",
  long: ["yes", "no", "quiet", "silent", "ws", "workspaces", "include-workspace-root", "recursive", "no-install", "prefer-offline"],
  longValues: ["package", "call", "workspace", "filter", "shell-mode", "dir"],
  aliases: { c: "call", p: "package" },
  stopAtOperand: true,
};

/**
 * The command a package manager's runner executes (`npm exec -- rimraf /`, `npx`-like
 * `pnpm dlx`, `yarn dlx`, `bun x`), or the shell code of `npm exec -c` and `yarn exec`.
 *
 * @example
 * packageRunner(invocation("npm", "exec", "--yes", "--", "rimraf", "/"))?.argv?.map((f) => f.value) // ["rimraf", "/"]
 */
export function packageRunner(invocation: Invocation): { argv?: Field[]; code?: Field } | undefined {
  const [subcommand, ...rest] = invocation.argv.slice(1);
  if (invocation.name === "deno" && subcommand?.value === "run") return denoNpmRunner(rest);
  if (!subcommand?.value || !ownEntry(RUNNERS, invocation.name)?.includes(subcommand.value)) return undefined;
  const parsed = parseOptions(rest, RUNNER_OPTIONS);
  const code = parsed.value("call");
  if (code) return { code };
  // Yarn's `exec` runs its operands as a shell script (`yarn exec 'a && b'`).
  if (invocation.name === "yarn" && subcommand.value === "exec" && parsed.operands.length > 0) return { code: joinFields(parsed.operands) };
  return { argv: parsed.operands };
}

/**
 * `deno run [permissions] npm:rimraf@5 args…` runs the package's binary as `npx rimraf` would
 * (Deno's npm specifiers); a local script or URL is not a package runner.
 */
function denoNpmRunner(args: readonly Field[]): { argv: Field[] } | undefined {
  const at = args.findIndex((field) => field.value === undefined || !field.value.startsWith("-"));
  const specifier = at >= 0 ? args[at]?.value : undefined;
  if (specifier === undefined || !specifier.startsWith("npm:")) return undefined;
  const name = specifier.slice(4).replace(/^(@?[^@/]+(?:\/[^@/]+)?)@.*$/, "$1").replace(/^@[^/]+\//, "");
  return { argv: [{ value: name, text: name, glob: false }, ...args.slice(at + 1)] };
}
