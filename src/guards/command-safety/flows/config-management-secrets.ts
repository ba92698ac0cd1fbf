/**
 * A key or variable name that marks a secret: `mysql:root_password`, `profile::db::password`,
 * `vault_db_password`, `api_token`, `ssl_key`; not `ntp::servers` or `nginx:port`.
 */
const SECRET_KEY = /passw|passphrase|secret|token|credential|private|api_?key|access_?key|(?:^|[^a-z])(?:key|pass|pwd|auth)s?(?:[^a-z]|$)|vault_/i;
/** Salt's execution functions that print pillar data, where Salt keeps secrets (decrypted by its renderers). */
const PILLAR_DUMPS = new Set(["pillar.items", "pillar.raw", "pillar.data"]);
const PILLAR_GETS = new Set(["pillar.get", "pillar.item", "pillar.fetch"]);
/** Variables of Ansible that hold every variable of every host (vault-encrypted ones decrypted). */
const ANSIBLE_ALL_VARIABLES = /^(?:hostvars|vars)(?:$|[[.])/;

/**
 * The decrypted secrets a configuration-management tool prints, by each tool's reference, for
 * reasons; undefined for anything else. Salt's pillar (`salt '*' pillar.items`, `salt-call
 * pillar.get mysql:root_password`, `salt-run pillar.show_pillar`), Chef's vaults and encrypted data
 * bags (`knife vault show VAULT ITEM`, `knife data bag show BAG ITEM --secret-file F`, `chef-vault`),
 * Puppet's Hiera (`puppet lookup` and `hiera` of a secret key, `eyaml decrypt`), Ansible's variables
 * (`ansible … -m debug -a var=vault_db_password`, `var=hostvars`). Listing keys (`pillar.ls`, `knife
 * vault list`) or running states prints no secret.
 *
 * @example
 * configManagementSecret("salt-call", ["pillar.items"]) // "salt-call pillar.items"
 * configManagementSecret("salt", ["*", "test.ping"]) // undefined
 */
export function configManagementSecret(name: string, args: readonly string[]): string | undefined {
  switch (name) {
    case "salt":
    case "salt-call":
    case "salt-ssh": {
      const at = args.findIndex((arg) => PILLAR_DUMPS.has(arg) || PILLAR_GETS.has(arg));
      if (at < 0) return undefined;
      const fn = args[at] as string;
      if (PILLAR_DUMPS.has(fn)) return `${name} ${fn}`;
      // `pillar.get KEY`: one value, a secret when its key names one.
      const key = args.slice(at + 1).find((arg) => !arg.startsWith("-") && !arg.includes("="));
      return key !== undefined && SECRET_KEY.test(key) ? `${name} ${fn} ${key}` : undefined;
    }
    case "salt-run":
      return args.some((arg) => arg === "pillar.show_pillar") ? "salt-run pillar.show_pillar" : undefined;
    case "knife": {
      const operands = args.filter((arg) => !arg.startsWith("-"));
      // `knife vault show VAULT ITEM [VALUES]` decrypts the item; with only the vault it lists items.
      if (operands[0] === "vault" && operands[1] === "show" && operands.length >= 4) return `knife vault show ${operands[2]} ${operands[3]}`;
      // `knife data bag show BAG ITEM` decrypts an encrypted item when given its secret.
      if (operands[0] === "data" && operands[1] === "bag" && operands[2] === "show" && operands.length >= 5 && args.some((arg) => /^--secret(?:-file)?(?:=|$)/.test(arg))) return `knife data bag show ${operands[3]} ${operands[4]}`;
      return undefined;
    }
    case "chef-vault":
      return args.some((arg) => arg === "-i" || arg === "--item" || arg.startsWith("--item=")) ? "chef-vault" : undefined;
    case "eyaml":
      return args[0] === "decrypt" ? "eyaml decrypt" : undefined;
    case "puppet": {
      if (args[0] !== "lookup") return undefined;
      const keys = args.slice(1).filter((arg, index) => !arg.startsWith("-") && !/^--(?:node|environment|merge|render-as|type|default|facts|knock-out-prefix|sort-merged-arrays|merge-hash-arrays|compile)$/.test(args[index] ?? ""));
      const key = keys.find((candidate) => SECRET_KEY.test(candidate));
      return key === undefined ? undefined : `puppet lookup ${key}`;
    }
    case "hiera": {
      // hiera [-c CONFIG] [-y|-j FACTS] KEY [scope=value …]
      const key = args.find((arg, index) => !arg.startsWith("-") && !arg.includes("=") && !/^-(?:c|y|j|m|i|-config|-yaml|-json|-mcollective|-inventory_service)$/.test(args[index - 1] ?? ""));
      return key !== undefined && SECRET_KEY.test(key) ? `hiera ${key}` : undefined;
    }
    case "ansible":
      return ansibleDebug(args);
    default:
      return undefined;
  }
}

/** `ansible PATTERN -m debug -a 'var=X'` or `-a 'msg={{ X }}'` of a secret variable, or of every variable. */
function ansibleDebug(args: readonly string[]): string | undefined {
  const module = valueOf(args, "-m", "--module-name");
  if (module !== "debug" && module !== "ansible.builtin.debug") return undefined;
  const moduleArgs = valueOf(args, "-a", "--args") ?? "";
  if (moduleArgs.length > 4096) return undefined;
  const variable = /\bvar=["']?([\w.[\]'"-]{1,128})/.exec(moduleArgs)?.[1];
  const expressions = [...moduleArgs.matchAll(/\{\{\s*([^}]{1,256})\}\}/g)].map((match) => (match[1] as string).trim());
  const named = [variable, ...expressions].find((name) => name !== undefined && (ANSIBLE_ALL_VARIABLES.test(name) || SECRET_KEY.test(name)));
  return named === undefined ? undefined : `ansible -m debug (${named})`;
}

function valueOf(args: readonly string[], short: string, long: string): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === short || arg === long) return args[index + 1];
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
    if (arg.startsWith(short) && arg.length > short.length && !arg.startsWith("--")) return arg.slice(short.length);
  }
  return undefined;
}
