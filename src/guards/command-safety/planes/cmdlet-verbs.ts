import type { Invocation } from "../model.js";
import { cmdletParameters } from "./cloud-cmdlets.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * PowerShell cmdlets of any module, judged by the verb every module shares rather than by a list of
 * modules. A cmdlet is named `<Verb>-<Noun>`, the verb one of PowerShell's approved verbs
 * (Microsoft Learn, "Approved Verbs for PowerShell Commands"; `Get-Verb` lists them) and the noun
 * usually a module prefix and a resource (`Remove-MgUser`, `Remove-PnPList`, `Remove-S3Bucket`).
 *
 * Which verbs destroy, from each verb's definition on that page:
 * - `Remove` "deletes a resource from a container" and `Clear` "removes all the resources from a
 *   container": what they apply to is gone.
 * - `Unpublish` "makes a resource unavailable to others", as a CLI's `unpublish` does.
 * - `Reset` "sets a resource back to its original state": a data store's content lost, only next
 *   to a data noun (a key or password reset is a rotation).
 * Not destruction: `Revoke`, `Block`, `Disable`, `Suspend`, `Stop`, `Dismount` take access or
 * activity away and `Grant`, `Unblock`, `Enable`, `Resume`, `Start`, `Mount` give it back;
 * `Uninstall` and `Unregister` remove an installation or a registry entry, and what they removed
 * can be installed or registered again. `Invoke-<Verb><Noun>`, the Microsoft Graph modules' spelling
 * of an API action (`Invoke-MgWipeDeviceManagementManagedDevice`), is read by its action's verb.
 *
 * What the verb applies to is the noun's head, its last word (compound nouns end with what they
 * name: `DnsServerResourceRecord` is a record): a shared or remote resource — an identity, a
 * mailbox, a site or list, a team, a tenant, an application, a secret or key, a database or
 * table, a bucket, a machine, a group, a DNS zone or record, a policy — asks. Documented
 * exceptions stay with other rules or lose nothing: the session's own objects (`Variable`,
 * `Alias`, `Module`, `PSDrive`, `Job`, `PSSession`, `Event`, `PSBreakpoint`, `TypeData`,
 * `History`, `Host`), the file system provider's (`Item`, `ItemProperty`, `Content`, judged by the
 * filesystem rules), caches (`Clear-DnsClientCache`), this machine's accounts (`Remove-LocalUser`,
 * judged by the account rules), memberships, grants, tags, sessions and tokens. A noun of neither
 * kind asks only when the command names a remote endpoint or credential (`Remove-DatabricksDBFSItem
 * -BearerToken …`). `-WhatIf` changes nothing.
 */

/** Approved verbs that delete or empty what they are applied to, and the Graph modules' `Invoke-` actions. */
const CMDLET = /^(remove|clear|reset|unpublish|invoke)-([a-z][a-z0-9]*)$/;
/**
 * `Invoke-<Prefix><Action><Noun>` whose action destroys (the verbs of `verbs.ts`), after a module
 * prefix of at most six letters (`Mg`, `MgBeta`): cmdlet names reach the guard in lower case, as
 * PowerShell matches them.
 */
const INVOKED_ACTION = /^[a-z]{0,6}?(?:wipe|purge|delete|destroy|erase|nuke|obliterate|truncate|terminate|deprovision|decommission)[a-z]/;

/**
 * Heads of nouns that name a shared or remote resource whose deletion loses what it holds or
 * who it is: identities and their groups, mail, collaboration sites and lists, teams, tenants,
 * applications, secrets and keys, data stores and their parts, machines, DNS and policies.
 */
const RESOURCE_HEAD =
  /(?:user|users|group|groups|mailbox|mailboxes|site|sites|sitecollection|tenant|list|lists|team|teams|channel|channels|application|applications|app|apps|serviceprincipal|secret|secrets|key|keys|vault|vaults|keyvault|certificate|database|databases|db|table|tables|bucket|buckets|collection|collections|index|indexes|indices|dataset|datasets|keyspace|schema|queue|queues|topic|topics|stream|streams|namespace|volume|volumes|disk|disks|virtualdisk|storagepool|snapshot|snapshots|backup|backups|folder|filesystem|vm|vms|virtualmachine|machine|server|servers|cluster|clusters|resourcegroup|subscription|subscriptions|environment|workspace|workspaces|project|projects|repository|repositories|repo|repos|pipeline|zone|zones|dnszone|record|records|recordset|resourcerecord|domain|domains|organization|organisation|policy|policies|device|devices|plan|flow|flows|adcomputer|organizationalunit)$/;
/**
 * PowerShell's own nouns, whole: the session's objects (`Variable`, `Alias`, `Module`, `PSDrive`,
 * `Job`, `PSSession`, `Event`, `PSBreakpoint`, `TypeData`, `History`, `Host`), the file system
 * provider's (`Item`, `ItemProperty`, `Content`, judged by the filesystem rules), WMI's and the
 * Storage module's (judged by the backup and disk rules), and this machine's recycle bin.
 */
const SESSION_NOUN =
  /^(?:variable|alias|module|psdrive|job|pssession|cimsession|event|eventsubscriber|psbreakpoint|typedata|formatdata|history|host|item|itemproperty|content|childitem|pssnapin|psreadlinekeyhandler|ciminstance|wmiobject|partition|recyclebin)$/;
/**
 * Heads of nouns whose removal loses nothing: caches, relations and grants between resources
 * (members, owners, references, links, permissions, assignments), labels, sessions, tokens and
 * credentials, and local settings and the clients' own saved contexts.
 */
const HARMLESS_HEAD =
  /(?:cache|caches|member|members|owner|owners|ref|byref|link|links|permission|permissions|assignment|assignments|tags?|labels?|tokens?|credentials?|context|connections?|config|configuration|preferences?|mappings?|sessions?|alias|variable|module)$/;
/** A user removed from a container named before it (`Remove-TeamUser`, `Remove-TeamChannelUser`, `Remove-SPOSiteUser`): a membership taken back. */
const MEMBERSHIP = /(?:team|channel|group|site|role|project|list|app|application|web)users?$/;
/**
 * Nouns of this machine's own modules: its accounts (`LocalUser`, judged by the account rules, as
 * are Active Directory's users and groups), PowerShell's and WMI's objects, its network, SMB,
 * Appx, Windows feature, printer and Defender settings, IIS's sites (WebAdministration), and
 * SecretManagement's `Remove-Secret`, whose vaults are registered on this machine.
 */
const THIS_MACHINE = /^(?:local|ps|cim|wmi|net|smb|appx|windows|printer|mp|web|ad(?:user|group)$|secret$)/;
/** Items of a site's or tenant's recycle bin (`Clear-PnPRecycleBinItem -All`): what is cleared from there is gone for good. This machine's own is `Clear-RecycleBin`. */
const RECYCLE_BIN_ITEMS = /recyclebinitems?$/;
/** Nouns a `Reset` empties: data stores and their parts. */
const DATA_HEAD = /(?:database|databases|db|table|tables|index|collection|dataset|keyspace|schema|queue|topic|stream|bucket|storage|disk|volume)$/;

/**
 * Parameters by which a cmdlet reaches a remote platform: its endpoint, workspace or region, or the
 * credential it signs in with (`Remove-DatabricksDBFSItem -BearerToken … -Region …`,
 * `Remove-DbaDatabase -SqlInstance prod`, `Clear-…Index -Uri https://…`). PowerShell's own modules
 * act on this machine or name a computer (`-ComputerName`, `-CimSession`), never these.
 */
const ENDPOINT_PARAMETERS = new Set([
  "bearertoken", "token", "accesstoken", "apikey", "apitoken", "personalaccesstoken", "region", "workspace", "workspaceurl", "workspaceid",
  "connectionstring", "uri", "url", "baseuri", "baseurl", "endpoint", "endpointuri", "sqlinstance", "serverinstance", "accountname", "tenant",
]);

/**
 * What a cmdlet of a module no model here knows destroys, read by its approved verb and its noun's
 * head; undefined when its verb destroys nothing (so other models may read it), `[]` for `-WhatIf`.
 *
 * @example
 * cmdletVerbEffects(invocation("Remove-MgUser", "-UserId", "ada@contoso.com"))?.[0]?.rule // "planes.destructive-subcommand"
 * cmdletVerbEffects(invocation("Remove-Variable", "x")) // undefined
 */
export function cmdletVerbEffects(invocation: Invocation): PlaneEffect[] | undefined {
  const cmdlet = CMDLET.exec(invocation.name.toLowerCase());
  if (!cmdlet) return undefined;
  const verb = cmdlet[1] as string;
  const noun = cmdlet[2] as string;
  const written = invocation.name.slice(invocation.name.indexOf("-") + 1);
  const kind = resourceKind(verb, noun);
  if (kind === undefined) return undefined;
  const parameters = cmdletParameters(invocation);
  if (parameters.has("whatif") && !/^(?:false|0)$/i.test(parameters.get("whatif") ?? "")) return [];
  const endpoint = (verb === "remove" || verb === "clear") && [...parameters.keys()].some((parameter) => ENDPOINT_PARAMETERS.has(parameter));
  if (kind === "resource" && !endpoint) {
    const action = verb === "clear" ? "empties" : verb === "invoke" ? "runs the destructive action" : verb === "unpublish" ? "withdraws" : verb === "reset" ? "resets" : "deletes";
    const target = verb === "invoke" ? `\`${invocation.name}\`` : `a ${headOf(noun)}`;
    return [{ rule: "planes.destructive-subcommand", what: `${action} ${target} through a PowerShell module the guard has no model of: it cannot rule out that what it names is a shared or remote resource, which could not be restored` }];
  }
  if (!endpoint) return undefined;
  return verb === "clear"
    ? [{ rule: "planes.store-flush", what: `empties the platform's ${written} it signs in to, which cannot be undone` }]
    : [{ rule: "planes.cloud-delete", what: `deletes the platform's ${written} it signs in to, which cannot be undone` }];
}

/**
 * Whether a cmdlet's noun names a shared resource (`resource`), something the verb may destroy
 * only where the command says it signs in to a remote platform (`unknown`), or nothing it
 * destroys (undefined).
 */
function resourceKind(verb: string, noun: string): "resource" | "unknown" | undefined {
  if (verb === "invoke") {
    // `Invoke-MgWipeDeviceManagementManagedDevice`, `Invoke-MgBetaPurge…`: the action follows the module prefix.
    return INVOKED_ACTION.test(noun) ? "resource" : undefined;
  }
  if (RECYCLE_BIN_ITEMS.test(noun) && verb !== "reset") return "resource";
  if (SESSION_NOUN.test(noun) || THIS_MACHINE.test(noun) || HARMLESS_HEAD.test(noun) || MEMBERSHIP.test(noun)) return undefined;
  if (verb === "reset") return DATA_HEAD.test(noun) ? "resource" : undefined;
  if (RESOURCE_HEAD.test(noun)) return "resource";
  return verb === "remove" || verb === "clear" ? "unknown" : undefined;
}

/** The resource a noun names, for the reason (`mguser` → user, `pnplist` → list). */
function headOf(noun: string): string {
  if (RECYCLE_BIN_ITEMS.test(noun)) return "recycle bin's items";
  return RESOURCE_HEAD.exec(noun)?.[0] ?? DATA_HEAD.exec(noun)?.[0] ?? noun;
}
