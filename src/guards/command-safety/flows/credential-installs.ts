import { posix } from "node:path";
import { copyGrammar } from "../commands/copy-grammars.js";
import { parseOptions } from "../commands/getopt.js";
import type { Field, Invocation } from "../model.js";
import { resolve, type PathContext } from "../targets/classify-path.js";

/** What the check needs of the analysis: where paths resolve, and the audit's rule for a path written. */
export interface InstallContext {
  paths: PathContext;
  /** The audit's rule id for a file written at this path (in the working directory `cwd`), if it is a secret. */
  secretRule: (field: Field) => string | undefined;
}

/** Programs that put a file in place: cp(1), mv(1), install(1), read by their grammars in `COPY_GRAMMARS`. */
const PLACERS: ReadonlySet<string> = new Set(["cp", "mv", "install"]);
/** The credential rules whose files a tool's documentation tells the user to put in place by hand. */
const INSTALLABLE_RULES: ReadonlySet<string> = new Set(["secrets.tool-credentials"]);

/**
 * Whether a command puts a credential the user downloaded into the place its tool documents for
 * it: `mv ~/Downloads/kaggle.json ~/.kaggle/` (Kaggle's API docs: "place this file in the location
 * ~/.kaggle/kaggle.json"), `install -m 600 ~/Downloads/kaggle.json ~/.kaggle/kaggle.json`. Every source lies in the user's Downloads folder, where a browser saves
 * what a service's console hands out, and the destination is a tool's own credential file, so the
 * credential is being used as designed. Configs that make their tool run programs (Docker's
 * credential helpers in `~/.docker/config.json`, a kubeconfig's `exec` plugin) and private keys
 * (`~/.ssh/id_rsa`, `~/.oci/*.pem`) are not installed this way: their rules are not the tool-credential one. Taking a
 * credential out of its home stays a copy of a secret.
 *
 * @example
 * installsDownloadedCredential(invocation("mv", "~/Downloads/kaggle.json", "~/.kaggle/"), installContext) // true
 * installsDownloadedCredential(invocation("mv", "~/.kaggle/kaggle.json", "~/Downloads/"), installContext) // false
 */
export function installsDownloadedCredential(invocation: Invocation, context: InstallContext): boolean {
  if (!PLACERS.has(invocation.name) || invocation.remote !== undefined || invocation.argv.length > 12) return false;
  const args = invocation.argv.slice(1);
  const grammar = copyGrammar(invocation.name);
  if (grammar === undefined || args.some((field) => field.value === undefined)) return false;
  const parsed = parseOptions(args, grammar);
  // `-t DIR` names the destination among the options; such a command is left to the ordinary rules.
  if (parsed.options.some((option) => option.name === "target-directory") || parsed.operands.length < 2) return false;
  const operands = parsed.operands;
  const downloads = `${context.paths.home.replace(/\/+$/, "")}/Downloads/`;
  const sources = operands.slice(0, -1).map((field) => resolve(field.value as string, context.paths));
  if (!sources.every((source) => source.absolute && source.path.startsWith(downloads) && !source.path.slice(downloads.length).includes(".."))) return false;
  const destination = operands.at(-1) as Field;
  return sources.every((source) => {
    const rule = context.secretRule(destination) ?? context.secretRule(inDirectory(destination, posix.basename(source.path)));
    return rule !== undefined && INSTALLABLE_RULES.has(rule);
  });
}

/** The destination directory's file of that name (`~/.kaggle/` and `kaggle.json` give `~/.kaggle/kaggle.json`). */
function inDirectory(directory: Field, name: string): Field {
  const value = `${(directory.value as string).replace(/\/+$/, "")}/${name}`;
  return { value, text: value, glob: false };
}
