import type { Field, Invocation } from "../model.js";

/** A credential a command writes to a file it names with its own option. */
export interface SavedCredential {
  /** The command, for reasons: `bw export`, `sops -d`. */
  what: string;
  /** The file written. */
  file: Field;
}

/** A tool's command that writes secrets, decrypted, to the file named by one of its options. */
interface OutputOption {
  program: string;
  /** Subcommand words, in order, among the first operands. */
  words: readonly string[];
  /** The options naming the output file (`--output F`, `--output=F`, `-oF` for one letter). */
  flags: readonly string[];
  /** A further condition on the arguments. */
  when?: (args: readonly string[]) => boolean;
}

const decrypts = (args: readonly string[]) => args.some((arg) => arg === "-d" || arg === "--decrypt" || /^-[a-zA-Z]*d[a-zA-Z]*$/.test(arg));
/** Each tool's reference: where its export, download or decryption writes the plaintext. */
const OUTPUT_OPTIONS: readonly OutputOption[] = [
  { program: "bw", words: ["export"], flags: ["--output"] },
  { program: "op", words: ["document", "get"], flags: ["--out-file", "--output", "-o"] },
  { program: "op", words: ["read"], flags: ["--out-file", "-o"] },
  { program: "op", words: ["inject"], flags: ["--out-file", "-o"] },
  { program: "dcli", words: ["inject"], flags: ["--out", "-o"] },
  { program: "gcloud", words: ["secrets", "versions", "access"], flags: ["--out-file"] },
  { program: "az", words: ["keyvault", "secret", "download"], flags: ["--file", "-f"] },
  { program: "ansible-vault", words: ["decrypt"], flags: ["--output"] },
  { program: "ansible-vault", words: ["view"], flags: ["--output"] },
  { program: "sops", words: [], flags: ["--output"], when: decrypts },
  { program: "sops", words: ["decrypt"], flags: ["--output"] },
  { program: "gpg", words: [], flags: ["--output", "-o"], when: decrypts },
  { program: "chamber", words: ["export"], flags: ["--output-file", "-o"] },
  { program: "infisical", words: ["export"], flags: ["--output-file"] },
  { program: "eyaml", words: ["decrypt"], flags: ["--output"] },
];

/** Exports of a whole password manager or keychain: every secret it holds, wherever the copy lands. */
const WHOLE_STORE = /^(?:bw export|lpass export|keepassxc-cli export|gopass export|pass export|dcli export|security (?:export|dump-keychain)|op export)/;

/**
 * The credentials a command writes, decrypted, to a file named by its own option (`bw export
 * --output /tmp/v.json`, `op document get key --out-file ~/k`, `sops -d --output /tmp/p.yaml
 * s.yaml`, `ansible-vault decrypt v.yml --output /tmp/v`), by each tool's reference.
 *
 * @example
 * savedCredentials(invocation("bw", "export", "--output", "/tmp/v.json"))[0]?.file.value // "/tmp/v.json"
 */
export function savedCredentials(invocation: Invocation): SavedCredential[] {
  const fields = invocation.argv.slice(1, 65);
  const args = fields.map((field) => field.value ?? "");
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const saved: SavedCredential[] = [];
  for (const option of OUTPUT_OPTIONS) {
    if (option.program !== invocation.name || !option.words.every((word, index) => operands[index] === word)) continue;
    if (option.when && !option.when(args)) continue;
    const file = outputField(fields, option.flags);
    if (file) saved.push({ what: [invocation.name, ...option.words].join(" "), file });
  }
  return saved;
}

/**
 * Whether a credential command exports a whole password manager or keychain (`bw export`, `lpass
 * export`, `keepassxc-cli export`): a copy of every secret it holds, inside the project or not.
 *
 * @example
 * isWholeStoreExport("bw export") // true
 * isWholeStoreExport("sops") // false
 */
export function isWholeStoreExport(credential: string): boolean {
  return WHOLE_STORE.test(credential);
}

/** The field an output option names (`-o F`, `--output F`, `--output=F`, `-oF`). */
function outputField(fields: readonly Field[], flags: readonly string[]): Field | undefined {
  for (let index = 0; index < fields.length; index++) {
    const value = fields[index]?.value ?? "";
    for (const flag of flags) {
      if (value === flag) return fields[index + 1];
      if (value.startsWith(`${flag}=`)) return { ...(fields[index] as Field), value: value.slice(flag.length + 1) };
      if (flag.length === 2 && value.startsWith(flag) && value.length > 2 && !value.startsWith("--")) return { ...(fields[index] as Field), value: value.slice(2) };
    }
  }
  return undefined;
}
