/**
 * The host's own secret stores, read through their administration tools: NetworkManager's
 * connection secrets, disk-encryption volume keys, Kerberos keys, and the password store's
 * search and one-time codes. Each tool masks or omits these secrets unless asked by a documented
 * switch or subcommand; asked, it prints them (or writes a copy of the key material), which is a
 * credential leaving its store. Keyed on the program name, so other commands pay nothing.
 */

/**
 * The administration tools modelled here in full: what `hostSecretCommand` does not name, they do
 * not print (`systemd-creds decrypt IN OUT` writes a file), whatever their words look like to the
 * general subcommand model. The password stores have further commands modelled elsewhere.
 */
export const HOST_SECRET_TOOLS: ReadonlySet<string> = new Set(["nmcli", "cryptsetup", "dmsetup", "klist", "ktutil", "clevis", "systemd-creds"]);

/** nmcli's global options that take a value (nmcli(1), OPTIONS): `-c`, `-e`, `-f`, `-g`, `-m`, `-w`. */
const NMCLI_VALUED = ["colors", "escape", "fields", "get-values", "mode", "wait"];
/**
 * Setting names and fields whose values are not secrets, for a `-f`/`-g` field list
 * (nm-settings-nmcli(5)): selecting only these prints no secret even with `--show-secrets`.
 */
const NMCLI_PUBLIC_SETTINGS = new Set(["connection", "ipv4", "ipv6", "802-3-ethernet", "ethernet", "proxy", "match", "general", "ip4", "ip6", "dhcp4", "dhcp6", "name", "uuid", "type", "device", "active", "state", "timestamp", "autoconnect"]);
/** Property names that hold secrets in NetworkManager's settings: `psk`, `password`, `wep-key0`, `pin`, `secrets`, `private-key-password`. */
const NMCLI_SECRET_PROPERTY = /psk|pass|secret|key|pin|token|leap/i;

/**
 * Whether `word` is an abbreviation of `full`: nmcli accepts any prefix of an object, command or
 * option name (`c s` for `connection show`, `--show` for `--show-secrets`; nmcli(1), "OBJECT").
 */
function abbreviates(word: string, full: string): boolean {
  return word.length > 0 && full.startsWith(word);
}

/** nmcli's option name without its one or two dashes (`-s`, `--show-secrets`, `-show-secrets`), or undefined. */
function nmcliOption(arg: string): string | undefined {
  const match = /^--?([a-z][a-z-]*)(?:=.*)?$/.exec(arg);
  return match?.[1];
}

/** Whether a `-f`/`-g` field list names only non-secret settings and properties (`connection.id,ipv4.addresses`, `NAME,TYPE`). */
function nmcliFieldsArePublic(fields: string): boolean {
  return fields.split(",").every((field) => {
    const [setting = "", property] = field.trim().toLowerCase().split(".");
    if (property === undefined) return NMCLI_PUBLIC_SETTINGS.has(setting);
    return !NMCLI_SECRET_PROPERTY.test(property) && !/security|802-1x|vpn|wireguard|pppoe|gsm|cdma|macsec/.test(setting);
  });
}

/**
 * `nmcli -s|--show-secrets … connection show ID` (also `con show --show-secrets ID`, `-s c s ID`)
 * prints the connection's Wi-Fi PSK, 802.1X and VPN passwords; `nmcli device wifi show-password`
 * prints the current network's password (nmcli(1)). A listing without an ID, or a field list of
 * only non-secret fields, prints none.
 */
function nmcliPrintsSecrets(args: readonly string[]): string | undefined {
  const words: string[] = [];
  let showSecrets = false;
  let fields: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    const option = nmcliOption(arg);
    if (option === undefined) {
      words.push(arg);
      continue;
    }
    if (abbreviates(option, "show-secrets")) showSecrets = true;
    const valued = words.length === 0 ? NMCLI_VALUED.find((name) => abbreviates(option, name)) : undefined;
    if (valued !== undefined || (words.length >= 2 && option === "order")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[++index] ?? "";
      if (valued === "fields" || valued === "get-values") fields = value;
    }
  }
  const [object = "", command = "", ...operands] = words;
  if (abbreviates(object, "device") && abbreviates(command, "wifi") && operands[0] !== undefined && abbreviates(operands[0], "show-password")) return "nmcli device wifi show-password";
  if (!showSecrets || !abbreviates(object, "connection") || !abbreviates(command, "show")) return undefined;
  const named = operands.filter((operand) => !/^(?:id|uuid|path|apath)$/.test(operand));
  if (named.length === 0 || (fields !== undefined && nmcliFieldsArePublic(fields))) return undefined;
  return "nmcli --show-secrets connection show";
}

/**
 * cryptsetup(8): `--dump-volume-key` (formerly `--dump-master-key`) makes `luksDump` and the other
 * `*Dump` actions print the volume key, or write it to `--volume-key-file`; `luksHeaderBackup`
 * writes the header with its key slots to `--header-backup-file`, and the manual warns that
 * anyone holding that file and an old passphrase can open the volume.
 */
function cryptsetupExposesKey(args: readonly string[]): string | undefined {
  if (args.some((arg) => /^--dump-(?:volume|master)-key$/.test(arg))) return "cryptsetup --dump-volume-key";
  if (args.some((arg) => /^luksheaderbackup$/i.test(arg))) return "cryptsetup luksHeaderBackup";
  return undefined;
}

/** Whether a single-dash cluster or exact option gives the one-letter switch (`-K`, `-kK`, `-Kte`). */
function hasLetter(args: readonly string[], letter: string): boolean {
  return args.some((arg) => /^-[A-Za-z]+$/.test(arg) && arg.includes(letter));
}

/**
 * The host secret a command prints or copies out of its store, named for reasons, or undefined:
 * `nmcli --show-secrets connection show ID`, `cryptsetup luksDump --dump-volume-key`,
 * `dmsetup table --showkeys` (dmsetup(8): the crypt target's key in the table), `klist -K`
 * (klist(1): the encryption keys of a keytab's entries or the cache's session keys), Heimdal's
 * `ktutil list --keys`, `clevis luks pass` (clevis-luks-pass(1): the slot's passphrase),
 * `systemd-creds decrypt`/`cat` (systemd-creds(1): a credential's plaintext on standard output),
 * `pass grep` (pass(1): the matching lines of every decrypted entry), and `pass otp`/`gopass otp`
 * (pass-otp(1), gopass: a one-time code, or with `uri` the TOTP seed itself).
 *
 * @example
 * hostSecretCommand("klist", ["-k", "-K"]) // "klist -K"
 * hostSecretCommand("klist", ["-l"]) // undefined
 */
export function hostSecretCommand(name: string, args: readonly string[]): string | undefined {
  switch (name) {
    case "nmcli":
      return nmcliPrintsSecrets(args);
    case "cryptsetup":
      return cryptsetupExposesKey(args);
    case "dmsetup":
      return args.includes("--showkeys") && args.some((arg) => arg === "table") ? "dmsetup table --showkeys" : undefined;
    case "klist":
      return hasLetter(args, "K") ? "klist -K" : undefined;
    case "ktutil":
      return args.includes("list") && args.includes("--keys") ? "ktutil list --keys" : undefined;
    case "clevis":
      if (args[0] === "luks" && args[1] === "pass") return "clevis luks pass";
      return args[0] === "decrypt" ? "clevis decrypt" : undefined;
    case "systemd-creds":
      return systemdCredsPrints(args);
    case "pass":
    case "gopass":
      return passStorePrints(name, args);
    default:
      return undefined;
  }
}

/** `systemd-creds decrypt IN` (no output file, or `-`) and `systemd-creds cat NAME` print the plaintext. */
function systemdCredsPrints(args: readonly string[]): string | undefined {
  const operands = args.filter((arg) => !arg.startsWith("-") || arg === "-");
  if (operands[0] === "cat") return "systemd-creds cat";
  if (operands[0] === "decrypt" && (operands[2] === undefined || operands[2] === "-")) return "systemd-creds decrypt";
  return undefined;
}

/** pass(1) `grep`, pass-otp(1) `otp [code|uri] NAME` and gopass's `grep` and `otp`; `otp insert|append|validate` store or check a code. */
function passStorePrints(name: string, args: readonly string[]): string | undefined {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  if (operands[0] === "grep") return operands.length > 1 ? `${name} grep` : undefined;
  if (operands[0] !== "otp" && operands[0] !== "totp") return undefined;
  const action = operands[1];
  if (action === "insert" || action === "append" || action === "validate" || action === "help") return undefined;
  return operands.length > 1 ? `${name} otp` : undefined;
}
