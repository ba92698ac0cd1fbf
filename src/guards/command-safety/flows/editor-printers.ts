import type { Invocation } from "../model.js";
import { kubectlOperands } from "../planes/kubectl-verb.js";

/** Variables through which tools choose the editor they open a decrypted secret in. */
const EDITOR_VARIABLES = ["EDITOR", "VISUAL", "SOPS_EDITOR", "GIT_EDITOR"] as const;
/** "Editors" that print the file instead of editing it: the decrypted secret lands in the transcript. */
const PRINTING_EDITOR = /^(?:\S*\/)?(?:cat|tac|less|more|most|head|tail|bat|batcat|nl|od|xxd|strings|base64|tee|cp|view)(?:\s|$)/;

/**
 * A command that decrypts a secret into a temporary file for an editor, given an "editor" that
 * prints it instead (`EDITOR=cat rails credentials:edit`, `EDITOR=cat ansible-vault edit v.yml`,
 * `EDITOR=cat sops s.enc.yaml`, `EDITOR=cat kubectl edit secret db`), for reasons; undefined for
 * anything else, or a real editor.
 *
 * @example
 * editorPrints(invocationWith({ EDITOR: "cat" }, "rails", "credentials:edit")) // "rails credentials:edit with EDITOR=cat"
 */
export function editorPrints(invocation: Invocation): string | undefined {
  if (invocation.assignments.size === 0) return undefined;
  const editor = EDITOR_VARIABLES.map((name) => [name, invocation.assignments.get(name)?.value] as const).find(([, value]) => value !== undefined && PRINTING_EDITOR.test(value));
  if (!editor) return undefined;
  const args = invocation.argv.slice(1, 33).map((field) => field.value ?? "");
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const edits = editsSecret(invocation.name, operands, args);
  return edits === undefined ? undefined : `${edits} with ${editor[0]}=${editor[1]}`;
}

/** The secret-decrypting edit command, by each tool's reference, or undefined. */
function editsSecret(name: string, operands: readonly string[], args: readonly string[]): string | undefined {
  const first = operands[0] ?? "";
  switch (name) {
    case "rails":
    case "rake":
      return /^(?:credentials|encrypted):edit$/.test(first) ? `${name} ${first}` : undefined;
    case "ansible-vault":
      return first === "edit" ? "ansible-vault edit" : undefined;
    case "sops":
      // `sops FILE` opens the decrypted file in the editor, as `sops edit FILE` does.
      return first === "edit" || (operands.length === 1 && !["encrypt", "decrypt", "rotate", "publish", "keyservice", "exec-env", "exec-file", "groups", "updatekeys", "filestatus", "set", "unset"].includes(first) && !args.some((arg) => /^-(?:e|d|r|i)$|^--(?:encrypt|decrypt|rotate|in-place|set)/.test(arg))) ? "sops (edit)" : undefined;
    case "eyaml":
      return first === "edit" ? "eyaml edit" : undefined;
    case "kubectl":
    case "oc": {
      // Past kubectl's global options and their values (`kubectl -n shop edit secret db`).
      const [verb, kind] = kubectlOperands(args);
      return verb === "edit" && /^secrets?(?:\/|$)/.test(kind ?? "") ? `${name} edit secret` : undefined;
    }
    case "knife":
      return first === "vault" && operands[1] === "edit" ? "knife vault edit" : undefined;
    case "pass":
    case "gopass":
      return first === "edit" ? `${name} edit` : undefined;
    case "helm":
      return first === "secrets" && operands[1] === "edit" ? "helm secrets edit" : undefined;
    default:
      return undefined;
  }
}
