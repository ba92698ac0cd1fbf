/**
 * Programs whose items are secrets: secret managers and password managers' CLIs. Every item such
 * a program keeps is a password, a token or a key, so the verb that reads one prints a secret
 * without any secret noun in the command (`keeper get UID`, `tss secret --id 12`, `dcli password
 * github`). Listing and searching names, generating passwords, locking, unlocking, syncing and help
 * stay allowed: their verbs are not a store's printing verbs.
 *
 * Each store's printing verbs, from its own reference:
 * - Keeper Commander (`keeper`; "Record Commands"): `get`, `find-password`, `totp`, `export`, `download-attachment`;
 * - Keeper Secrets Manager CLI (`ksm`; "Secret Command"): `secret get|notation|totp|download`;
 * - Delinea Secret Server CLI (`tss`; "tss secret"): `secret`, which prints an item's fields;
 * - Delinea DevOps Secrets Vault (`dsv`; CLI reference): `secret read|get`;
 * - Bitwarden Secrets Manager CLI (`bws`; "Secrets Manager CLI"): `secret get|list` (a listing prints each secret's `value`);
 * - rbw (README): `code`, the item's TOTP code (its `get` is modelled with its field selections in `credential-commands.ts`);
 * - KeePassXC (keepassxc-cli(1)): `attachment-export --stdout` beside the modelled `show` and `export`;
 * - passbolt CLI (go-passbolt-cli README): `get resource`;
 * - chamber (README): `env`, export lines with the values, beside the modelled `read` and `export`;
 * - Teller (README): `sh` and `env`, export lines with the values, beside the modelled `show` and `export`;
 * - Psono CI CLI (`psonoci`; docs): `secret get`;
 * - Proton Pass CLI (`pass-cli`; Proton's "Pass CLI" guide): `item view|totp`;
 * - CyberArk Conjur CLI (`conjur`; CLI reference): `variable get` (v8) and `variable value` (v6).
 *
 * Dashlane's `dcli` is modelled in `credential-commands.ts`: its `password` copies to the clipboard
 * unless `-o console|json|password` prints it (Dashlane CLI docs, "Get a password").
 *
 * kpcli (kpcli(1)) runs its own commands from `--command`: `show` prints a password there;
 * kwalletcli (kwalletcli(1)) prints the entry `-e` names unless `-p` stores one.
 *
 * Windows' `cmdkey /list` prints each stored credential's target, type and user name, never its
 * password (Microsoft's cmdkey reference), and `vaultcmd /listcreds` prints each credential's
 * resource and identity (vaultcmd's usage): both are listings and stay allowed.
 */

/** One secret store's CLI: the programs, the verbs that print an item, and the nouns a verb may follow. */
interface SecretStore {
  programs: readonly string[];
  prints: readonly string[];
  /** Nouns that may come before the verb (`secret get`, `item view`). */
  nouns?: readonly string[];
  /** The verb prints only the item kinds named after it (`passbolt get resource`). */
  kinds?: readonly string[];
}

const SECRET_STORES: readonly SecretStore[] = [
  { programs: ["keeper"], prints: ["get", "find-password", "totp", "export", "download-attachment"] },
  { programs: ["ksm"], nouns: ["secret"], prints: ["get", "notation", "totp", "download"] },
  { programs: ["tss"], prints: ["secret"] },
  { programs: ["dsv"], nouns: ["secret"], prints: ["read", "get"] },
  { programs: ["bws"], nouns: ["secret"], prints: ["get", "list"] },
  { programs: ["rbw"], prints: ["code"] },
  { programs: ["keepassxc-cli"], prints: ["attachment-export"] },
  { programs: ["passbolt"], prints: ["get"], kinds: ["resource"] },
  { programs: ["chamber"], prints: ["env"] },
  { programs: ["teller"], prints: ["sh", "env"] },
  { programs: ["psonoci"], nouns: ["secret"], prints: ["get"] },
  { programs: ["pass-cli"], nouns: ["item"], prints: ["view", "totp"] },
  { programs: ["conjur"], nouns: ["variable"], prints: ["get", "value"] },
];

const BY_PROGRAM: ReadonlyMap<string, SecretStore> = new Map(SECRET_STORES.flatMap((store) => store.programs.map((program) => [program, store] as const)));

/** The programs of every secret store modelled here, whose operands are item names. */
export const SECRET_STORE_PROGRAMS: ReadonlySet<string> = new Set([...BY_PROGRAM.keys(), "kpcli", "kwalletcli"]);

/** A word that is an option's value (`--config cfg.json`, `--server https://…`, an id), not a command word. */
const VALUE_LIKE = /[./:@\d=]/;

/**
 * The store command that prints an item, named for reasons (`keeper get`), or undefined.
 *
 * @example
 * secretStorePrint("keeper", ["get", "AbC123"]) // "keeper get"
 * secretStorePrint("keeper", ["list"]) // undefined
 * secretStorePrint("bws", ["--access-token", "x", "secret", "get", "id"]) // "bws secret get"
 */
export function secretStorePrint(name: string, args: readonly string[]): string | undefined {
  if (name === "kpcli") return kpcliShows(args) ? "kpcli show" : undefined;
  if (name === "kwalletcli") return args.some((arg) => arg === "-e") && !args.includes("-p") ? "kwalletcli -e" : undefined;
  const store = BY_PROGRAM.get(name);
  if (store === undefined) return undefined;
  const words: string[] = [];
  const operands = args.filter((arg) => !arg.startsWith("-"));
  for (let index = 0; index < operands.length && index < 5; index++) {
    const word = operands[index] as string;
    if (store.prints.includes(word) && (store.nouns === undefined || words.length > 0 || !store.nouns.length)) {
      if (store.kinds !== undefined && !store.kinds.includes(operands[index + 1] ?? "")) return undefined;
      return [name, ...words, word].join(" ");
    }
    if (store.nouns?.includes(word)) {
      words.push(word);
      continue;
    }
    // A global option's value comes before the command; any other word is a command that prints no item.
    if (!VALUE_LIKE.test(word)) return undefined;
  }
  return undefined;
}

/**
 * `kpcli --kdb=db.kdbx --command 'show -f /Root/github'`: kpcli's `show` prints the entry's
 * password, in the clear with `-f` and otherwise as red-on-red text that a transcript keeps all the same.
 */
function kpcliShows(args: readonly string[]): boolean {
  return args.some((arg, index) => {
    const command = arg.startsWith("--command=") ? arg.slice(10) : args[index - 1] === "--command" ? arg : undefined;
    return command !== undefined && /^\s*show\b/.test(command);
  });
}
