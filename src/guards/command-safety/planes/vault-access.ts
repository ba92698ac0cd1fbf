import type { Invocation } from "../model.js";
import { adminNamed } from "./policy-documents.js";
import { writtenFileText } from "./written-files.js";
import type { PlaneEffect } from "./plane-effect.js";

/** Vault flags that take a separate value (`-policy admin`, `-address https://…`), so it is not read as an operand (Vault CLI, "Flags"). */
const VALUED = new Set(["address", "namespace", "ns", "format", "field", "policy", "ttl", "period", "display-name", "metadata", "role", "type", "path", "description", "id", "entity-alias", "wrap-ttl", "mfa", "header", "explicit-max-ttl", "use-limit", "accessor", "ca-cert", "ca-path", "client-cert", "client-key", "tls-server-name", "plugin-name", "default-lease-ttl", "max-lease-ttl", "audit-non-hmac-request-keys", "audit-non-hmac-response-keys"]);
/** Policies a token or identity may be given that hold every right: `root`, or one named for administrators. */
const PRIVILEGED_POLICY = (name: string): boolean => name.trim() === "root" || adminNamed(name.trim());

/** A Vault command line: its operands in order and its flags by name (without dashes; repeated flags keep every value). */
interface VaultCommand {
  operands: string[];
  flags: Map<string, string[]>;
}

function read(invocation: Invocation): VaultCommand {
  const operands: string[] = [];
  const flags = new Map<string, string[]>();
  const args = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    const flag = /^--?([\w-]+)(?:=(.*))?$/s.exec(arg);
    if (!flag || arg === "-") {
      operands.push(arg);
      continue;
    }
    const name = flag[1] as string;
    let value = flag[2];
    if (value === undefined && VALUED.has(name) && args[index + 1] !== undefined) value = args[++index];
    flags.set(name, [...(flags.get(name) ?? []), value ?? ""]);
  }
  return { operands, flags };
}

/** Whether a Vault policy (HCL or JSON) grants `sudo`, or writes anything under every path or the system backend (Vault "Policies", "Capabilities"). */
export function broadVaultPolicy(text: string): boolean {
  if (/["']sudo["']/.test(text)) return true;
  // A rule on every path (`path "*"`), on the system backend (`sys/*`, `sys/policy/*`, `sys/auth/*`) or on every auth method, allowing more than reading.
  const rules = text.slice(0, 16384).matchAll(/path\s+"((?:\*|\+\/\*|sys\/[\w/+-]*\*?|auth\/\*|identity\/\*))"\s*\{([^}]*)\}/g);
  for (const rule of rules) {
    if (/["'](?:create|update|delete|patch)["']/.test(rule[2] as string)) return true;
  }
  return /"path"\s*:\s*\{\s*"\*"\s*:/.test(text) && /"(?:create|update|delete|sudo)"/.test(text);
}

/**
 * What a `vault` command does to who may reach the secrets, when it widens access or cuts the
 * record of it (Vault CLI reference: `policy write`, `token create`, `write auth/…`, `operator
 * generate-root`, `audit disable`, `auth disable`): a policy granting `sudo` or writes on every
 * path written (from stdin, or a file named for administrators), a token or identity given the
 * `root` policy or an administrators' one, a root token generated, an audit device turned off
 * (`planes.audit-impair`), an auth method turned off, which revokes every token it issued
 * (`planes.key-disabled`). Reading policies and looking tokens up stay unflagged here.
 *
 * @example
 * vaultAccessEffects(invocation("vault", "token", "create", "-policy=root"))[0]?.rule // "planes.access-widened"
 */
export function vaultAccessEffects(invocation: Invocation): PlaneEffect[] {
  if (invocation.name !== "vault") return [];
  const { operands, flags } = read(invocation);
  const [command, subcommand] = operands;
  if (command === "audit" && subcommand === "disable") return [{ rule: "planes.audit-impair", what: "turns a Vault audit device off, ending its record of every request" }];
  if (command === "auth" && subcommand === "disable") return [{ rule: "planes.key-disabled", what: "turns a Vault auth method off, revoking every token and lease it issued" }];
  if (command === "policy" && subcommand === "write") {
    const name = operands[2] ?? "";
    const source = operands[3] ?? "-";
    const text = source === "-" ? invocation.stdin?.text : writtenFileText(invocation, source);
    const broad = text !== undefined ? broadVaultPolicy(text) : PRIVILEGED_POLICY(name) || adminNamed(source);
    return broad ? [{ rule: "planes.access-widened", what: `writes the Vault policy ${name || "?"}, granting sudo or writes on every path or the system backend` }] : [];
  }
  if (command === "token" && subcommand === "create") {
    const policies = (flags.get("policy") ?? []).flatMap((value) => value.split(","));
    const privileged = policies.find(PRIVILEGED_POLICY);
    return privileged ? [{ rule: "planes.access-widened", what: `creates a Vault token with the ${privileged} policy` }] : [];
  }
  if (command === "operator" && subcommand === "generate-root" && !flags.has("status") && !flags.has("cancel")) {
    return [{ rule: "planes.access-widened", what: "generates a Vault root token, which may do anything" }];
  }
  if (command === "write" && subcommand !== undefined) {
    // `vault write auth/userpass/users/eve policies=admin`, `identity/group … policies=root`, `sys/policy/NAME policy=…`.
    const fields = operands.slice(2);
    const policies = fields.filter((field) => /^(?:token_)?policies=/.test(field)).flatMap((field) => field.slice(field.indexOf("=") + 1).split(","));
    const privileged = policies.find(PRIVILEGED_POLICY);
    if (privileged) return [{ rule: "planes.access-widened", what: `gives ${subcommand} the Vault ${privileged} policy` }];
    const policy = fields.find((field) => field.startsWith("policy="))?.slice(7);
    if (/^sys\/(?:policy|policies\/acl)\//.test(subcommand) && policy !== undefined && (policy.startsWith("@") ? adminNamed(policy.slice(1)) || PRIVILEGED_POLICY(subcommand.split("/").at(-1) ?? "") : broadVaultPolicy(policy))) {
      return [{ rule: "planes.access-widened", what: `writes the Vault policy ${subcommand}, granting sudo or writes on every path or the system backend` }];
    }
  }
  return [];
}
