import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";

/** rabbitmqctl's options that take a value (rabbitmqctl(8)): `-n node`, `-p vhost`, `-t timeout`, `--erlang-cookie`. */
const RABBITMQCTL_VALUED = new Set(["-n", "--node", "-p", "--vhost", "-t", "--timeout", "--erlang-cookie", "-l", "--longnames"]);
/** A permission pattern that matches every resource (`.*`, `.+`, `^.*$`, `#`): RabbitMQ permissions are regular expressions. */
const EVERYTHING = /^\^?\.[*+]\$?$/;
/** Passwords a scanner tries first: the broker defaults and the usual placeholders. */
const GUESSABLE = /^(?:guest|admin|password|passw0rd|changeme|secret|rabbit|rabbitmq|123456|12345678|root|default)$/i;
/** Principals that stand for everyone: Kafka's wildcard and its unauthenticated user. */
const ANYONE = /^(?:User:)?(?:\*|ANONYMOUS)$/i;
/**
 * Redpanda cluster properties whose `false` turns authentication, authorization or auditing off
 * (Redpanda cluster configuration reference): SASL on the Kafka API, Kafka ACL authorization, the
 * Admin API's authentication, the audit log, and HTTP Proxy / Schema Registry authentication.
 */
const REDPANDA_GUARDS = /^(?:enable_sasl|kafka_enable_authorization|admin_api_require_auth|audit_enabled|http_authentication|pandaproxy_api_require_auth|schema_registry_api_require_auth)$/;

/**
 * Access to a message broker opened to anyone, from each tool's reference: RabbitMQ's default
 * `guest` user given every permission on a vhost (`rabbitmqctl set_permissions -p VHOST guest ".*"
 * ".*" ".*"`, `rabbitmqadmin declare permission … user=guest`), the `administrator` tag given
 * (`set_user_tags NAME administrator`, `declare user … tags=administrator`), an account created with
 * a guessable password, or `loopback_users` emptied so guest may log in from anywhere; Redpanda's
 * authentication, authorization or audit log turned off (`rpk cluster config set enable_sasl
 * false`); Kafka ACLs allowing every principal or the anonymous user (`rpk acl create
 * --allow-principal 'User:*'`, `kafka-acls --add --allow-principal User:*`), or
 * `allow.everyone.if.no.acl.found=true`. Everyday access work — listing users and ACLs, a named
 * user's permissions, an account with a real password — stays allowed.
 *
 * @example
 * brokerAccessEffects(invocation("rpk", "cluster", "config", "set", "enable_sasl", "false"))[0]?.rule // "planes.access-widened"
 */
export function brokerAccessEffects(invocation: Invocation): PlaneEffect[] {
  const name = invocation.name;
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "\u0000");
  if (name === "rabbitmqctl") return rabbitCtl(values);
  if (name === "rabbitmqadmin") return rabbitAdmin(values);
  if (name === "rpk") return redpanda(values);
  if (name === "kafka-acls" || name === "kafka-acls.sh") return values.includes("--add") && allowsAnyone(values) ? widened("allows every principal on the Kafka cluster's resources") : [];
  if ((name === "kafka-configs" || name === "kafka-configs.sh") && values.includes("--alter") && values.some((value) => /allow\.everyone\.if\.no\.acl\.found=true/i.test(value))) {
    return widened("lets every principal reach any resource that has no ACL (allow.everyone.if.no.acl.found=true)");
  }
  return [];
}

function widened(what: string): PlaneEffect[] {
  return [{ rule: "planes.access-widened", what }];
}

function rabbitCtl(values: readonly string[]): PlaneEffect[] {
  const words = values.filter((value, index) => !value.startsWith("-") && !RABBITMQCTL_VALUED.has(values[index - 1] ?? ""));
  const [command, user, ...rest] = words;
  if (command === "set_permissions" && user === "guest" && rest.some((pattern) => EVERYTHING.test(pattern))) return widened("gives the default guest user permissions on every resource of the vhost");
  if (command === "set_user_tags" && rest.includes("administrator")) return widened(`gives ${user ?? "a user"} the administrator tag: full control of the broker`);
  if ((command === "add_user" || command === "change_password") && user !== undefined && rest[0] !== undefined && (GUESSABLE.test(rest[0]) || rest[0] === user)) {
    return widened(`gives the broker account ${user} a guessable password`);
  }
  if (command === "eval" && rest.concat(user ?? "").some((code) => /loopback_users\s*,\s*\[\s*\]/.test(code))) return widened("empties loopback_users, so the guest account may log in from any host");
  return [];
}

function rabbitAdmin(values: readonly string[]): PlaneEffect[] {
  const words = values.filter((value) => !value.startsWith("-"));
  if (words[0] !== "declare") return [];
  const settings = new Map(words.slice(2).map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)] as const));
  if (words[1] === "permission" && settings.get("user") === "guest" && ["configure", "write", "read"].some((key) => EVERYTHING.test(settings.get(key) ?? ""))) {
    return widened("gives the default guest user permissions on every resource of the vhost");
  }
  if (words[1] === "user" && (settings.get("tags") ?? "").split(",").includes("administrator")) return widened(`gives ${settings.get("name") ?? "a user"} the administrator tag: full control of the broker`);
  if (words[1] === "user" && GUESSABLE.test(settings.get("password") ?? "")) return widened(`gives the broker account ${settings.get("name") ?? ""} a guessable password`.trimEnd());
  return [];
}

function redpanda(values: readonly string[]): PlaneEffect[] {
  const words = values.filter((value) => !value.startsWith("-"));
  // `rpk cluster config set KEY VALUE` (cluster properties) and `rpk redpanda config set redpanda.KEY VALUE` (a node's redpanda.yaml).
  const set = words.findIndex((word, index) => word === "set" && words[index - 1] === "config" && (words[index - 2] === "cluster" || words[index - 2] === "redpanda"));
  if (set >= 0) {
    const [given = "", value = ""] = (words[set + 1] ?? "").includes("=") ? (words[set + 1] as string).split("=", 2) : [words[set + 1], words[set + 2]];
    const key = given.replace(/^redpanda\./, "");
    if (REDPANDA_GUARDS.test(key) && /^(?:false|0|no|off)$/i.test(value)) return widened(`turns the cluster's ${key} off, so clients need no credentials or permissions, or go unaudited`);
    // A Kafka API listener's `authentication_method: none` lets any client in without SASL or mTLS.
    if (/authentication_method$/.test(key) && /^none$/i.test(value)) return widened(`sets ${given} to none, so clients of that listener need no credentials`);
    return [];
  }
  const acl = words.findIndex((word, index) => word === "create" && words[index - 1] === "acl");
  return acl >= 0 && allowsAnyone(values) ? widened("allows every principal on the cluster's resources") : [];
}

/** `--allow-principal User:*` (or `=User:*`, or the anonymous user) among a command's arguments. */
function allowsAnyone(values: readonly string[]): boolean {
  return values.some((value, index) => (value === "--allow-principal" && ANYONE.test(values[index + 1] ?? "")) || (value.startsWith("--allow-principal=") && ANYONE.test(value.slice(18))));
}
