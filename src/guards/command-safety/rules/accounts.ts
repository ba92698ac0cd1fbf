import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/** One account or group a command deletes. */
export interface DeletedAccount {
  /** The account or group as named (`alice`, `/Users/alice`). */
  name: string;
  /** A group rather than a user. */
  group: boolean;
  /** Its home directory and files go with it (`userdel -r`, `deluser --remove-home`, `sysadminctl -deleteUser` without `-keepHome`). */
  withData: boolean;
}

const PROGRAMS = ["userdel", "deluser", "delgroup", "groupdel", "pw", "sysadminctl", "dscl", "dseditgroup", "jamf", "wmic", "net", "net1", "remove-localuser", "remove-aduser", "remove-localgroup", "remove-adgroup", "luserdel", "lgroupdel"];

/** Options of userdel(8) and pw(8) that take a value (`-R CHROOT_DIR`, `-P PREFIX_DIR`, pw's `-n NAME`, `-V ETCDIR`, `-C CONFIG`). */
const VALUED = new Set(["-R", "--root", "-P", "--prefix", "-n", "-V", "-C", "--conf"]);

/**
 * The accounts and groups a command deletes, from each tool's documented grammar: userdel(8)
 * (`-r`/`--remove` takes the home directory and mail spool), luserdel, deluser(8) (`--remove-home`,
 * `--remove-all-files`; two operands only take a user out of a group), delgroup and groupdel,
 * FreeBSD's `pw userdel|groupdel` (`-r`), macOS `sysadminctl -deleteUser` (the home goes unless
 * `-keepHome`), `dscl . -delete /Users/NAME`, `dseditgroup -o delete` and Jamf's `jamf
 * deleteAccount` (`-deleteHomeDirectory`), Windows `net user NAME /delete`, `net localgroup NAME
 * /delete`, `wmic useraccount … delete` and PowerShell's Remove-LocalUser, Remove-ADUser,
 * Remove-LocalGroup and Remove-ADGroup (also given accounts down the pipeline). Empty for anything else.
 *
 * @example
 * deletedAccounts(invocationOf("userdel -r alice")) // [{ name: "alice", group: false, withData: true }]
 */
export function deletedAccounts(invocation: Invocation): DeletedAccount[] {
  const name = invocation.name.toLowerCase().replace(/\.exe$/, "");
  const args = invocation.argv.slice(1, 33).map((field) => field.value ?? field.text);
  if (args.some((arg) => arg === "--help" || arg === "-h" || arg === "/?" || arg === "-?")) return [];
  const operands = (values: readonly string[]) => values.filter((arg, index) => !arg.startsWith("-") && !VALUED.has(values[index - 1] ?? ""));
  switch (name) {
    case "userdel":
    case "luserdel": {
      const withData = args.some((arg) => arg === "--remove" || /^-[a-zA-Z]*r/.test(arg));
      return operands(args).slice(-1).map((user) => ({ name: user, group: false, withData }));
    }
    case "groupdel":
    case "lgroupdel":
    case "delgroup":
      return operands(args).slice(0, 1).map((group) => ({ name: group, group: true, withData: false }));
    case "deluser": {
      const users = operands(args);
      const group = args.includes("--group");
      // `deluser USER GROUP` takes the user out of the group; the account stays.
      if (users.length !== 1) return [];
      const withData = args.some((arg) => arg === "--remove-home" || arg === "--remove-all-files");
      return [{ name: users[0] as string, group, withData }];
    }
    case "pw": {
      const verb = args[0];
      if (verb !== "userdel" && verb !== "groupdel") return [];
      const rest = args.slice(1);
      const named = rest[rest.indexOf("-n") + 1];
      const target = rest.includes("-n") ? named : operands(rest)[0];
      return target === undefined ? [] : [{ name: target, group: verb === "groupdel", withData: verb === "userdel" && rest.includes("-r") }];
    }
    case "sysadminctl": {
      const at = args.findIndex((arg) => /^-deleteuser$/i.test(arg));
      const user = at >= 0 ? args[at + 1] : undefined;
      return user === undefined ? [] : [{ name: user, group: false, withData: !args.some((arg) => /^-keephome$/i.test(arg)) }];
    }
    case "dscl": {
      // dscl [options] DATASOURCE -delete|delete PATH [KEY]: without a key the whole record goes.
      const at = args.findIndex((arg) => /^-?delete$/i.test(arg));
      const path = at >= 0 ? args[at + 1] : undefined;
      const record = path === undefined ? undefined : /^\/(Users|Groups)\/([^/]+)$/i.exec(path);
      if (!record || args[at + 2] !== undefined) return [];
      return [{ name: path as string, group: /^groups$/i.test(record[1] as string), withData: false }];
    }
    case "net":
    case "net1": {
      // net user NAME /delete (also /del), net localgroup|group NAME /delete.
      const noun = args[0]?.toLowerCase();
      if (noun !== "user" && noun !== "localgroup" && noun !== "group") return [];
      if (!args.some((arg) => /^[/-]del(?:ete)?$/i.test(arg))) return [];
      const target = args.slice(1).find((arg) => !/^[/-]/.test(arg));
      return target === undefined ? [] : [{ name: target, group: noun !== "user", withData: false }];
    }
    case "dseditgroup": {
      // dseditgroup -o delete [-t group] NAME: the group's record goes.
      const at = args.indexOf("-o");
      if (at < 0 || args[at + 1] !== "delete") return [];
      const target = args.at(-1);
      return target === undefined || target.startsWith("-") ? [] : [{ name: target, group: true, withData: false }];
    }
    case "jamf": {
      // `jamf deleteAccount -username NAME [-deleteHomeDirectory]` (Jamf Pro's binary).
      if (args[0]?.toLowerCase() !== "deleteaccount") return [];
      const at = args.findIndex((arg) => /^-username$/i.test(arg));
      const target = at >= 0 ? args[at + 1] : undefined;
      return target === undefined ? [] : [{ name: target, group: false, withData: args.some((arg) => /^-deletehomedirectory$/i.test(arg)) }];
    }
    case "wmic": {
      // wmic useraccount|group where name='bob' delete.
      const noun = args[0]?.toLowerCase();
      if ((noun !== "useraccount" && noun !== "group") || args.at(-1)?.toLowerCase() !== "delete") return [];
      const named = args.map((arg) => /name\s*=\s*["']?([^"'\s]+)/i.exec(arg)?.[1]).find((value) => value !== undefined);
      return [{ name: named ?? "that the query selects", group: noun === "group", withData: false }];
    }
    case "remove-localuser":
    case "remove-aduser":
    case "remove-localgroup":
    case "remove-adgroup": {
      const named = args.findIndex((arg) => /^-(?:name|identity|sid)$/i.test(arg));
      // `Get-LocalUser bob | Remove-LocalUser`: the accounts come down the pipeline.
      const target = named >= 0 ? args[named + 1] : args.find((arg) => !arg.startsWith("-")) ?? (invocation.stdin ? "piped to it" : undefined);
      return target === undefined ? [] : [{ name: target, group: name.endsWith("group"), withData: false }];
    }
    default:
      return [];
  }
}

/** A container started fresh from an image (`docker run --rm img userdel …`): its accounts are a copy that goes with it. */
const FRESH_CONTAINER = /^(?:docker|podman|nerdctl) (?:container )?run\b/;
/** A running container: the home directory is in its writable layer, not the host's disks. */
const CONTAINER = /^(?:docker|podman|nerdctl|kubectl|oc|crictl|lxc) /;

/**
 * Deleting the host's user accounts and groups. A user's home directory holds data outside the
 * project that no one can get back: deleting it with the account is denied; deleting the account
 * or a group alone takes away its access (and leaves files without an owner) and asks, as does a
 * home deleted inside a running container. Accounts of a container started fresh from an image
 * are that container's copy.
 */
export const accountRules: RuleSet = {
  category: "filesystem",
  programs: PROGRAMS,
  rules: [
    { id: "fs.delete-account", decision: "deny", description: "Deletes a user account with its home directory and files (userdel -r alice, deluser --remove-home bob, pw userdel bob -r, sysadminctl -deleteUser bob); deleting an account or a group alone takes away its access and asks (userdel alice, dscl . -delete /Users/bob, dseditgroup -o delete devs, net user bob /delete, wmic useraccount where name=bob delete, Remove-LocalUser bob, Remove-ADUser bob, groupdel devs); jamf deleteAccount -deleteHomeDirectory takes the home too." },
  ],
  invocation(invocation) {
    const deleted = deletedAccounts(invocation);
    if (deleted.length === 0 || (invocation.remote !== undefined && FRESH_CONTAINER.test(invocation.remote))) return [];
    const account = deleted[0] as (typeof deleted)[number];
    const where = invocation.remote === undefined ? "" : ` on ${invocation.remote}`;
    if (account.withData) return [hit(invocation, invocation.remote !== undefined && CONTAINER.test(invocation.remote) ? "ask" : "deny", `deletes the user ${account.name}${where} with the home directory and files, which cannot be got back`)];
    return [hit(invocation, "ask", `deletes the ${account.group ? "group" : "user account"} ${account.name}${where}, taking away its access and leaving its files without an owner`)];
  },
};

function hit(invocation: Invocation, decision: Hit["decision"], what: string): Hit {
  return { rule: "fs.delete-account", decision, reason: `${shown(invocation)} ${what}${via(invocation)}` };
}
