/**
 * `terraform output -json` prints every root module output as `{"NAME": {"sensitive": BOOL,
 * "type": …, "value": …}}`, sensitive values in clear (Terraform CLI reference, "terraform output":
 * "sensitive values … are displayed in plain text" with `-json`). A jq program that keeps only the
 * outputs marked `"sensitive": false` prints none of the values Terraform knows to be secret.
 */
const NOT_SENSITIVE = String.raw`select\(\s*(?:\.value)?\.sensitive\s*(?:==\s*false|!=\s*true|\|\s*not)\s*\)`;
/** The shapes of such a program: `with_entries(select(…))`, `to_entries[] | select(…)`, `to_entries | map(select(…))`, `map_values(select(…))`, optionally narrowed further by a pipe. */
const KEEPS_NON_SENSITIVE = new RegExp(
  String.raw`^\s*(?:with_entries\(\s*${NOT_SENSITIVE}\s*\)|to_entries\s*(?:\[\]\s*\|\s*${NOT_SENSITIVE}|\|\s*map\(\s*${NOT_SENSITIVE}\s*\))|map_values\(\s*${NOT_SENSITIVE}\s*\))\s*(?:\|[^,;]*)?$`,
);
/** The credential marks that `terraform output` (and OpenTofu's, Terragrunt's) puts on its output. */
const TERRAFORM_OUTPUT = /^(?:terraform|tofu|terragrunt) output$/;

/**
 * Whether a jq command keeps only the non-sensitive outputs of `terraform output -json` it reads
 * (`jq 'with_entries(select(.value.sensitive == false))'`): every credential mark on its input is
 * a Terraform output listing, and its program is one of the selections above.
 *
 * @example
 * keepsOnlyNonSensitiveOutputs("jq", ["with_entries(select(.value.sensitive == false))"], ["terraform output"]) // true
 * keepsOnlyNonSensitiveOutputs("jq", [".db_password.value"], ["terraform output"]) // false
 */
export function keepsOnlyNonSensitiveOutputs(name: string, args: readonly string[], secrets: readonly string[]): boolean {
  if ((name !== "jq" && name !== "gojq") || secrets.length === 0 || !secrets.every((secret) => TERRAFORM_OUTPUT.test(secret))) return false;
  const operands = args.filter((arg) => !arg.startsWith("-"));
  // The program is the one operand: a file operand would be read instead of the piped output.
  if (operands.length !== 1 || args.some((arg) => /^--(?:arg|argjson|slurpfile|rawfile|args|jsonargs|from-file)$|^-[a-zA-Z]*f$/.test(arg))) return false;
  const program = operands[0] as string;
  return program.length < 512 && KEEPS_NON_SENSITIVE.test(program);
}
