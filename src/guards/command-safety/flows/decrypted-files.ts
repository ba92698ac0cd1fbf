import { optionValues } from "../commands/option-values.js";
import { provenance, type DataSource, type Invocation } from "../model.js";

/**
 * Files a command fills with decrypted or rendered secrets, as designed: `op inject -i tpl -o
 * config.yml` (op inject: the template's secret references resolved into the output file),
 * `ansible-vault decrypt FILE…` (decrypted in place, or into `--output FILE`), `sops -d -i FILE`
 * and `sops -d --output FILE` (sops(1)), `gpg -d -o FILE` and `age -d -o FILE`. Writing them is
 * everyday work; the file is marked as holding the secret, so that printing it later in the same
 * command (`… && cat config.yml`) is judged as printing the secret itself.
 *
 * @example
 * decryptedFiles(invocation("op", "inject", "-i", "tpl", "-o", "config.yml"))[0]?.file // "config.yml"
 */
export function decryptedFiles(invocation: Invocation): { file: string; data: DataSource }[] {
  const written = writtenSecretFiles(invocation.name, invocation.argv.slice(1).map((field) => field.value ?? ""));
  if (written === undefined) return [];
  const marks = { ...provenance({ generated: true }, [written.what]), secrets: [written.what] };
  return written.files
    .filter((file) => file !== "" && file !== "-" && !file.startsWith("/dev/"))
    .slice(0, 4)
    .map((file) => ({ file, data: { provenance: marks, description: `${file} (${written.what})` } }));
}

/** The files named and what fills them, by each tool's reference; undefined for anything else. */
function writtenSecretFiles(name: string, args: readonly string[]): { files: string[]; what: string } | undefined {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  switch (name) {
    case "op":
      return operands[0] === "inject" ? { files: optionValues(args, ["-o", "--out-file"]), what: "op inject (secrets rendered)" } : undefined;
    case "ansible-vault": {
      if (operands[0] !== "decrypt") return undefined;
      const output = optionValues(args, ["--output"]);
      // Without `--output`, every FILE operand is decrypted in place (the `--vault-id`/`--vault-password-file` values are not files to print).
      const values = new Set(optionValues(args, ["--vault-id", "--vault-password-file", "--vault-pass-file"]));
      return { files: output.length > 0 ? output : operands.slice(1).filter((file) => !values.has(file)), what: "ansible-vault decrypt" };
    }
    case "sops": {
      const decrypting = operands[0] === "decrypt" || args.some((arg) => arg === "-d" || arg === "--decrypt");
      if (!decrypting) return undefined;
      const output = optionValues(args, ["--output"]);
      const inPlace = args.some((arg) => arg === "-i" || arg === "--in-place" || /^-[a-z]*i[a-z]*$/.test(arg));
      return { files: output.length > 0 ? output : inPlace ? operands.slice(operands[0] === "decrypt" ? 1 : 0).slice(-1) : [], what: "sops decrypt" };
    }
    case "gpg":
    case "gpg2":
    case "age":
    case "rage":
      return args.some((arg) => arg === "-d" || arg === "--decrypt") ? { files: optionValues(args, ["-o", "--output"]), what: `${name} --decrypt` } : undefined;
    default:
      return undefined;
  }
}
