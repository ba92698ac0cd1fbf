import { optionLists, optionValues } from "../commands/option-values.js";
import type { Invocation } from "../model.js";
import { argumentText, cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import { kubectlVerb } from "./kubectl-verb.js";
import { publicTunnelExposure, TUNNEL_PROGRAMS } from "./public-tunnels.js";
import { subcommandWords } from "./verbs.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * Network exposure: inbound access opened to every address on the internet by a cloud's
 * firewall, security group, network ACL or network security group, or a cluster service or an
 * ssh tunnel served on every interface of this machine, or a shell, database, container runtime or
 * file share of this machine given a public address by a tunnel service (`planes/public-tunnels.ts`). Egress rules, rules from a private range, a single address
 * or another group, and describes and lists expose nothing. Each provider's defaults are read
 * from its CLI reference: a Google Cloud firewall rule without `--source-ranges`, `--source-tags`
 * or `--source-service-accounts` admits 0.0.0.0/0; an Azure NSG rule without
 * `--source-address-prefixes` admits `*`, inbound and allowed; an OpenStack rule without a remote
 * admits 0.0.0.0/0 (or ::/0); `az vm open-port` opens the port to any source.
 */

/** Sources that stand for every address: IPv4 and IPv6 default routes, and the providers' words for any source (Azure's `*`, `Internet`, `Any`). */
const ANY_SOURCE = /^(?:0\.0\.0\.0\/0|::\/0|0::0\/0|0\/0|\*|any|internet|0\.0\.0\.0-255\.255\.255\.255)$/i;
/** A body (AWS shorthand or JSON, doctl's `address:`, OCI's and Linode's JSON) naming every address as a source or CIDR. */
const ANY_CIDR_IN_TEXT = /(?:CidrIp(?:v4)?|CidrIpv6|cidrs?|address|source|ipv4|ipv6|cidr_?block|ip_?range)\W{0,6}(?:0\.0\.0\.0\/0|::\/0)(?![\d.])/i;

/** Whether any comma- or space-separated part of a list is every address (`10.0.0.0/8,0.0.0.0/0`). */
function anyAddress(list: readonly string[]): boolean {
  return list.some((value) => value.split(/[\s,;]+/).some((part) => ANY_SOURCE.test(part.replace(/^["'[\]]+|["'[\]]+$/g, ""))));
}

const has = (values: readonly string[], ...names: string[]): boolean => values.some((value) => names.some((name) => value === name || value.startsWith(`${name}=`)));
/** The values of the long option `name`; with `list`, read as a space-separated list (az). */
const words = (command: CloudCommand, name: string, list = false): string[] => (list ? optionLists : optionValues)(command.values, [name]);

/** aws ec2 authorize-security-group-ingress: `--cidr`, `--ip-permissions` (shorthand or JSON) with every address. https://docs.aws.amazon.com/cli/latest/reference/ec2/authorize-security-group-ingress.html */
const awsIngress = (command: CloudCommand): boolean => anyAddress(words(command, "--cidr")) || ANY_CIDR_IN_TEXT.test(words(command, "--ip-permissions").join(" "));
/** A network ACL entry that allows traffic in from every address (ingress unless `--egress`). https://docs.aws.amazon.com/cli/latest/reference/ec2/create-network-acl-entry.html */
const awsAclEntry = (command: CloudCommand): boolean =>
  !command.has("--egress") && /^allow$/i.test(command.option("--rule-action") ?? "") && anyAddress([...words(command, "--cidr-block"), ...words(command, "--ipv6-cidr-block")]);
/** The ports a Lightsail instance serves to the web, which the console's own default opens to every address. */
const WEB_PORTS = new Set([80, 443]);
/**
 * Lightsail ports opened to every address — `cidrs=0.0.0.0/0`, `ipv6Cidrs=::/0`, or no `cidrs` at
 * all (every IPv4 address) — other than the web ports 80 and 443 a public web server serves. Each
 * `fromPort=…` entry of `--port-info` (open) or `--port-infos` (put, which replaces every rule) is
 * read on its own, in shorthand or JSON.
 * https://docs.aws.amazon.com/cli/latest/reference/lightsail/open-instance-public-ports.html
 * https://docs.aws.amazon.com/cli/latest/reference/lightsail/put-instance-public-ports.html
 */
const lightsailPorts = (command: CloudCommand): boolean => {
  const info = [...words(command, "--port-info", true), ...words(command, "--port-infos", true)].join(" ");
  return info.split(/(?=["']?fromPort\b)/).some((entry) => {
    if (!/fromPort/.test(entry)) return false;
    const open = ANY_CIDR_IN_TEXT.test(entry) || !/cidrs|cidrListAliases|ipv6Cidrs/i.test(entry);
    const from = Number(/fromPort["']?\s*[:=]\s*(-?\d+)/.exec(entry)?.[1] ?? NaN);
    const to = Number(/toPort["']?\s*[:=]\s*(-?\d+)/.exec(entry)?.[1] ?? NaN);
    return open && !(from === to && WEB_PORTS.has(from));
  });
};

/**
 * A Google Cloud VPC firewall rule that admits every address: ingress (the default; not
 * `--direction=EGRESS|OUT`), allowing (`--allow`, or `--action=ALLOW` without `--action=DENY`), from
 * `--source-ranges` naming 0.0.0.0/0 or ::/0 — or from nothing named at all, which the reference
 * says means 0.0.0.0/0. https://cloud.google.com/sdk/gcloud/reference/compute/firewall-rules/create
 */
const gcloudFirewallCreate = (command: CloudCommand): boolean => {
  if (/^(?:egress|out)$/i.test(command.option("--direction") ?? "") || /^deny$/i.test(command.option("--action") ?? "")) return false;
  const ranges = words(command, "--source-ranges");
  if (ranges.length > 0) return anyAddress(ranges);
  return !command.has("--source-tags") && !command.has("--source-service-accounts");
};
/** `firewall-rules update --source-ranges=0.0.0.0/0`: an existing rule now admits every address. */
const gcloudFirewallUpdate = (command: CloudCommand): boolean => anyAddress(words(command, "--source-ranges"));
/** Hierarchical and network firewall policy rules: `--src-ip-ranges` every address with `--action=allow`, ingress (the default). https://cloud.google.com/sdk/gcloud/reference/compute/network-firewall-policies/rules/create */
const gcloudPolicyRule = (command: CloudCommand): boolean =>
  /^allow$/i.test(command.option("--action") ?? "") && !/^egress$/i.test(command.option("--direction") ?? "") && anyAddress(words(command, "--src-ip-ranges"));
/** A control plane or database whose authorized networks include every address (`--master-authorized-networks`, `--api-server-authorized-ip-ranges`). */
const authorizedEverywhere = (...names: string[]) => (command: CloudCommand): boolean => names.some((name) => anyAddress(words(command, name)));

/**
 * An Azure network security group rule that admits every address: inbound and allowing (the
 * defaults: `--direction Inbound`, `--access Allow`) with `--source-address-prefixes` `*`,
 * `Internet`, `Any` or 0.0.0.0/0 — on create also when no source is named, since the default is `*`.
 * https://learn.microsoft.com/cli/azure/network/nsg/rule#az-network-nsg-rule-create
 */
const azureNsgRule = (creating: boolean) => (command: CloudCommand): boolean => {
  if (/^outbound$/i.test(command.option("--direction") ?? "") || /^deny$/i.test(command.option("--access") ?? "")) return false;
  const sources = [...words(command, "--source-address-prefixes", true), ...words(command, "--source-address-prefix", true)];
  if (sources.length > 0) return anyAddress(sources);
  return creating && !command.has("--source-asgs");
};
/** A flexible server's firewall opened from 0.0.0.0 to 255.255.255.255, or created with `--public-access All`. https://learn.microsoft.com/cli/azure/postgres/flexible-server/firewall-rule */
const azureFirewallRange = (command: CloudCommand): boolean => /^0\.0\.0\.0$/.test(command.option("--start-ip-address") ?? "") && command.option("--end-ip-address") === "255.255.255.255";
const azurePublicAccess = (command: CloudCommand): boolean => /^(?:all|0\.0\.0\.0-255\.255\.255\.255)$/i.test(command.option("--public-access") ?? "");

/** A resource firewall whose default action becomes Allow: every network may reach it (`az storage account update --default-action Allow`). https://learn.microsoft.com/azure/storage/common/storage-network-security */
const defaultAllow = (command: CloudCommand): boolean => /^allow$/i.test(command.option("--default-action") ?? "");

/** The cloud CLIs' operations that open inbound access, each from its CLI reference. */
const OPERATIONS: readonly CloudOperation[] = [
  { command: "aws ec2 authorize-security-group-ingress", what: "lets every address on the internet in through the security group", when: awsIngress },
  { command: "aws ec2 modify-security-group-rules", what: "changes a security group rule to admit every address on the internet", when: (c) => ANY_CIDR_IN_TEXT.test(argumentText(c)) },
  { command: "aws ec2 create-network-acl-entry", what: "lets every address on the internet into the subnet through its network ACL", when: awsAclEntry },
  { command: "aws ec2 replace-network-acl-entry", what: "lets every address on the internet into the subnet through its network ACL", when: awsAclEntry },
  { command: "aws lightsail open-instance-public-ports", what: "opens the instance's ports to every address on the internet", when: lightsailPorts },
  { command: "aws lightsail put-instance-public-ports", what: "opens the instance's ports to every address on the internet", when: lightsailPorts },
  { command: "aws rds authorize-db-security-group-ingress", what: "lets every address on the internet reach the database", when: (c) => anyAddress(words(c, "--cidrip")) },
  { command: "aws redshift authorize-cluster-security-group-ingress", what: "lets every address on the internet reach the warehouse", when: (c) => anyAddress(words(c, "--cidrip")) },
  { command: "gcloud compute firewall-rules create", what: "lets every address on the internet through the VPC firewall", when: gcloudFirewallCreate },
  { command: "gcloud compute firewall-rules update", what: "lets every address on the internet through the VPC firewall", when: gcloudFirewallUpdate },
  { command: "gcloud compute network-firewall-policies rules create", what: "lets every address on the internet through the firewall policy", when: gcloudPolicyRule },
  { command: "gcloud compute network-firewall-policies rules update", what: "lets every address on the internet through the firewall policy", when: gcloudPolicyRule },
  { command: "gcloud compute firewall-policies rules create", what: "lets every address on the internet through the firewall policy", when: gcloudPolicyRule },
  { command: "gcloud compute firewall-policies rules update", what: "lets every address on the internet through the firewall policy", when: gcloudPolicyRule },
  { command: "gcloud container clusters create", what: "lets every address on the internet reach the cluster's control plane", when: authorizedEverywhere("--master-authorized-networks") },
  { command: "gcloud container clusters update", what: "lets every address on the internet reach the cluster's control plane", when: authorizedEverywhere("--master-authorized-networks") },
  { command: "gcloud sql instances create", what: "opens the database to every address on the internet", when: authorizedEverywhere("--authorized-networks") },
  { command: "az network nsg rule create", what: "lets every address on the internet in through the network security group", when: azureNsgRule(true) },
  { command: "az network nsg rule update", what: "lets every address on the internet in through the network security group", when: azureNsgRule(false) },
  { command: "az vm open-port", what: "opens the port to every address on the internet (the rule it adds admits any source)" },
  { command: "az aks create", what: "lets every address on the internet reach the cluster's API server", when: authorizedEverywhere("--api-server-authorized-ip-ranges") },
  { command: "az aks update", what: "lets every address on the internet reach the cluster's API server", when: authorizedEverywhere("--api-server-authorized-ip-ranges") },
  { command: "az postgres flexible-server firewall-rule create", what: "opens the database server to every address on the internet", when: azureFirewallRange },
  { command: "az postgres flexible-server firewall-rule update", what: "opens the database server to every address on the internet", when: azureFirewallRange },
  { command: "az mysql flexible-server firewall-rule create", what: "opens the database server to every address on the internet", when: azureFirewallRange },
  { command: "az mysql flexible-server firewall-rule update", what: "opens the database server to every address on the internet", when: azureFirewallRange },
  { command: "az postgres flexible-server create", what: "opens the new database server to every address on the internet", when: azurePublicAccess },
  { command: "az mysql flexible-server create", what: "opens the new database server to every address on the internet", when: azurePublicAccess },
  { command: "aws eks update-cluster-config", what: "lets every address on the internet reach the cluster's API server", when: (c) => /publicAccessCidrs\W{0,6}0\.0\.0\.0\/0/i.test(words(c, "--resources-vpc-config").join(" ")) },
  { command: "az storage account update", what: "lets every network reach the storage account (its firewall's default action is Allow)", when: defaultAllow },
  { command: "az keyvault update", what: "lets every network reach the key vault (its firewall's default action is Allow)", when: defaultAllow },
  { command: "az acr update", what: "lets every network reach the container registry (its firewall's default action is Allow)", when: defaultAllow },
  { command: "az cognitiveservices account update", what: "lets every network reach the account (its firewall's default action is Allow)", when: defaultAllow },
  { command: "az cosmosdb update", what: "opens the database account to every address on the internet", when: (c) => anyAddress(words(c, "--ip-range-filter")) },
];
const TABLE = operationTable(OPERATIONS);

/** Other clouds' CLIs, with their global options that take a value (so a value is not read as a subcommand: `openstack --os-cloud prod security group …`). */
const OTHER_CLIS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["doctl", new Set(["context", "access-token", "t", "api-url", "u", "config", "c", "output", "o"])],
  ["hcloud", new Set(["context", "config", "poll-interval"])],
  ["openstack", new Set(["os-cloud", "os-region-name", "os-project-name", "os-project-id", "os-auth-url", "os-username", "os-password", "os-token", "os-interface", "os-identity-api-version", "os-user-domain-name", "os-project-domain-name", "os-auth-type", "os-cacert", "format", "f"])],
  ["scw", new Set(["profile", "p", "config", "c", "output", "o"])],
  ["linode-cli", new Set(["as-user", "page", "page-size"])],
  ["exo", new Set(["zone", "z", "use-account", "A", "config", "C", "output-format", "O"])],
  ["oci", new Set(["profile", "region", "config-file", "auth", "output"])],
  ["ibmcloud", new Set<string>()],
  ["vultr-cli", new Set(["config"])],
]);

/**
 * Inbound access opened to every address by the other clouds' CLIs:
 * - DigitalOcean: `doctl compute firewall create|update|add-rules --inbound-rules "…address:0.0.0.0/0…"`
 *   (https://docs.digitalocean.com/reference/doctl/reference/compute/firewall/add-rules/);
 * - Hetzner: `hcloud firewall add-rule --direction in --source-ips 0.0.0.0/0`
 *   (https://docs.hetzner.cloud/ and `hcloud firewall add-rule --help`);
 * - OpenStack: `openstack security group rule create` ingress (the default) with `--remote-ip`
 *   every address or no remote at all (https://docs.openstack.org/python-openstackclient/latest/cli/command-objects/security-group-rule.html);
 * - Scaleway: `scw instance security-group create-rule direction=inbound action=accept ip-range=0.0.0.0/0`,
 *   whose defaults are inbound, accept and 0.0.0.0/0 (https://cli.scaleway.com/instance/);
 * - Linode: `linode-cli firewalls rules-update|create` with an accepting inbound rule from every address;
 * - Exoscale: `exo compute security-group rule add --network 0.0.0.0/0` (ingress unless `--flow egress`);
 * - OCI: `oci network security-list update|create --ingress-security-rules` and `oci network nsg rules add|update`
 *   with an ingress rule from every address;
 * - IBM Cloud: `ibmcloud is security-group-rule-add SG inbound … --remote 0.0.0.0/0`;
 * - Vultr: `vultr-cli firewall rule create --subnet 0.0.0.0 --size 0`.
 */
function otherCliExposure(invocation: Invocation, valued: ReadonlySet<string>): string | undefined {
  const values = invocation.argv.slice(1, 129).map((field) => field.value ?? "");
  const operands = subcommandWords(invocation.argv.slice(1, 129), valued, 8);
  const at = (...path: string[]): boolean => path.every((word, index) => operands[index] === word);
  switch (invocation.name) {
    case "doctl":
      if (at("compute", "firewall") && ["create", "update", "add-rules"].includes(operands[2] ?? "") && ANY_CIDR_IN_TEXT.test(optionValues(values, ["--inbound-rules"]).join(" "))) return "lets every address on the internet in through the cloud firewall";
      return undefined;
    case "hcloud":
      if (at("firewall", "add-rule") && /^in$/i.test(optionValues(values, ["--direction"])[0] ?? "") && anyAddress(optionValues(values, ["--source-ips"]))) return "lets every address on the internet in through the cloud firewall";
      return undefined;
    case "openstack": {
      if (!(at("security", "group", "rule", "create"))) return undefined;
      if (has(values, "--egress") || has(values, "--remote-group", "--remote-address-group")) return undefined;
      const remote = optionValues(values, ["--remote-ip"]);
      return remote.length === 0 || anyAddress(remote) ? "lets every address on the internet in through the security group (no remote, or every address, is 0.0.0.0/0)" : undefined;
    }
    case "scw": {
      if (!at("instance", "security-group", "create-rule")) return undefined;
      const setting = (key: string): string | undefined => values.find((value) => value.startsWith(`${key}=`))?.slice(key.length + 1);
      if (/^outbound$/i.test(setting("direction") ?? "") || /^drop$/i.test(setting("action") ?? "")) return undefined;
      const range = setting("ip-range");
      return range === undefined || anyAddress([range]) ? "lets every address on the internet in through the security group (its default range is 0.0.0.0/0)" : undefined;
    }
    case "linode-cli": {
      if (operands[0] !== "firewalls" || !["rules-update", "create"].includes(operands[1] ?? "")) return undefined;
      const inbound = [...optionValues(values, ["--inbound"]), ...optionValues(values, ["--rules.inbound"])].join(" ");
      return /ACCEPT/i.test(inbound) && /0\.0\.0\.0\/0|::\/0/.test(inbound) ? "lets every address on the internet in through the cloud firewall" : undefined;
    }
    case "exo":
      if (at("compute", "security-group", "rule", "add") && !/^egress$/i.test(optionValues(values, ["--flow"])[0] ?? "") && anyAddress(optionValues(values, ["--network"]))) return "lets every address on the internet in through the security group";
      return undefined;
    case "oci": {
      if (operands[0] !== "network") return undefined;
      const rules = at("network", "security-list") ? optionValues(values, ["--ingress-security-rules"]) : at("network", "nsg", "rules") ? optionValues(values, ["--security-rules"]).filter((text) => /INGRESS/i.test(text)) : [];
      return ANY_CIDR_IN_TEXT.test(rules.join(" ")) ? "lets every address on the internet in through the security list" : undefined;
    }
    case "ibmcloud":
      if (at("is", "security-group-rule-add") && operands[3] === "inbound" && anyAddress(optionValues(values, ["--remote"]))) return "lets every address on the internet in through the security group";
      return undefined;
    case "vultr-cli":
      if (at("firewall", "rule", "create") && optionValues(values, ["--subnet"])[0] === "0.0.0.0" && optionValues(values, ["--size"])[0] === "0") return "lets every address on the internet in through the firewall group";
      return undefined;
    default:
      return undefined;
  }
}

/** Loopback addresses: a port forward bound only to them serves this machine alone. */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * `kubectl|oc port-forward --address 0.0.0.0 …`: the cluster's service answers on every
 * interface of this machine, to anyone who can reach it, with this user's access to the cluster.
 * https://kubernetes.io/docs/reference/kubectl/generated/kubectl_port-forward/ (--address, default localhost)
 */
function portForwardExposure(invocation: Invocation): string | undefined {
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  if (kubectlVerb(values) !== "port-forward") return undefined;
  const addresses = optionValues(values, ["--address"]).flatMap((value) => value.split(","));
  const open = addresses.find((address) => address !== "" && !LOOPBACK.test(address.trim()));
  return open === undefined ? undefined : `serves a cluster port on ${open}, beyond this machine, to anyone who can reach it`;
}

/** ssh's flags without a value: a cluster of them may carry `-g` before a valued option (`-fNgL`). ssh(1) SYNOPSIS. */
const SSH_FLAG_CLUSTER = /^-[46AaCfGgKkMNnqsTtVvXxYy]*g/;
/** Bind addresses that ssh(1) binds on every interface: `*`, an empty one, or the wildcard addresses. */
const EVERY_INTERFACE = /^(?:\*|0\.0\.0\.0|::|\[::\])?$/;

/** ssh's options, up to its destination: the words after it are the remote command's. */
function sshOptions(values: readonly string[]): string[] {
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    if (value === "--" || !value.startsWith("-")) return values.slice(0, index);
    // A cluster ending in an option that takes a value (`-p`, `-fNL`) takes the next word.
    if (/^-[46AaCfGgKkMNnqsTtVvXxYy]*[BbcDEeFIiJLlmOoPpQRSWw]$/.test(value)) index++;
  }
  return [...values];
}

/**
 * `ssh -L [bind_address:]port:host:hostport` and `-D [bind_address:]port` with a bind address of
 * `*`, empty, 0.0.0.0 or `::`, or with `-g` (or `-o GatewayPorts=yes`) and no bind address: ssh(1)
 * says such a forward is "available from all interfaces", so whoever reaches this machine reaches
 * the host behind the tunnel (an open SOCKS proxy with `-D`).
 */
function sshForwardExposure(invocation: Invocation): string | undefined {
  const values = sshOptions(invocation.argv.slice(1, 65).map((field) => field.value ?? ""));
  const gateway = values.some((value, index) => SSH_FLAG_CLUSTER.test(value) || /^-oGatewayPorts[= ]yes$/i.test(value) || (value === "-o" && /^GatewayPorts[= ]yes$/i.test(values[index + 1] ?? "")));
  for (let index = 0; index < values.length; index++) {
    const option = /^-[46AaCfGgKkMNnqsTtVvXxYy]*([LD])(.*)$/.exec(values[index] as string);
    if (!option) continue;
    const spec = option[2] !== "" ? (option[2] as string) : (values[index + 1] ?? "");
    const parts = spec.replace(/\[[^\]]*\]/g, (address) => address.replace(/:/g, "_")).split(":");
    const bound = option[1] === "L" ? parts.length >= 4 : parts.length >= 2;
    if (bound ? EVERY_INTERFACE.test(parts[0] ?? "") : gateway) return `serves a forwarded port (${option[1] === "D" ? "a SOCKS proxy" : spec}) on every interface of this machine, to anyone who can reach it`;
  }
  return undefined;
}

/**
 * What a command opens to every address on the internet, as `planes.open-to-internet` effects.
 *
 * @example
 * exposureEffects(invocation("aws", "ec2", "authorize-security-group-ingress", "--group-id", "sg-1", "--protocol", "tcp", "--port", "22", "--cidr", "0.0.0.0/0"))[0]?.rule // "planes.open-to-internet"
 * exposureEffects(invocation("aws", "ec2", "authorize-security-group-ingress", "--group-id", "sg-1", "--cidr", "10.0.0.0/16")) // []
 */
export function exposureEffects(invocation: Invocation): PlaneEffect[] {
  const name = invocation.name;
  let what: string | undefined;
  if (name === "kubectl" || name === "oc") what = portForwardExposure(invocation);
  else if (name === "ssh" || name === "autossh") what = sshForwardExposure(invocation);
  else if (TUNNEL_PROGRAMS.includes(name)) what = publicTunnelExposure(invocation);
  else if (OTHER_CLIS.has(name)) what = otherCliExposure(invocation, OTHER_CLIS.get(name) as ReadonlySet<string>);
  else {
    const command = cloudCommand(invocation);
    if (command !== undefined) what = matchOperation(TABLE, command)?.what;
  }
  return what ? [{ rule: "planes.open-to-internet", what }] : [];
}

/** The programs `exposureEffects` reads. */
export const EXPOSURE_PROGRAMS: readonly string[] = ["aws", "gcloud", "az", "kubectl", "oc", "ssh", "autossh", ...TUNNEL_PROGRAMS, ...OTHER_CLIS.keys()];
