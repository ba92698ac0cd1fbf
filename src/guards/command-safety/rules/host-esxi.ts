import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit } from "./types.js";
import { optionValue } from "../commands/option-values.js";

/**
 * A VMware ESXi host's own protections weakened through `esxcli`, from the vSphere ESXCLI
 * reference and VMware's hardening guide:
 * - `system settings kernel set -s execInstalledOnly -v FALSE` lets binaries that no signed VIB
 *   installed run on the host, and `system settings encryption set
 *   --require-exec-installed-only=F | --require-secure-boot=F` drops the same enforcement from the
 *   host's configuration: `host.quarantine-disabled`;
 * - `system auditrecords local|remote disable` stops the host recording its audit events:
 *   `host.audit-disabled`.
 * The firewall (`network firewall set --enabled false`) is read in `host-firewall.ts`. Reading
 * these settings (`kernel list`, `encryption get`, `auditrecords get`) stays allowed.
 *
 * @example
 * esxiHostWeakened(invocation("esxcli", "system", "auditrecords", "local", "disable"))[0]?.rule // "host.audit-disabled"
 */
export function esxiHostWeakened(invocation: Invocation): Hit[] {
  if (invocation.name !== "esxcli") return [];
  const all = invocation.argv.slice(1, 24).map((field) => field.value ?? "?");
  const { words, end } = namespacePath(all);
  const path = words.join(" ").toLowerCase();
  // The command's own options follow its words; those before are the connection's (`-s HOST` is `--server`).
  const args = all.slice(end);
  const off = (value: string | undefined) => value !== undefined && /^(?:false|f|0|no|off)$/i.test(value);
  if (path === "system settings kernel set" && /^execinstalledonly$/i.test(optionValue(args, ["-s", "--setting"]) ?? "") && off(optionValue(args, ["-v", "--value"]))) {
    return hit(invocation, "host.quarantine-disabled", "lets binaries no signed package installed run on the ESXi host (execInstalledOnly FALSE)");
  }
  if (path === "system settings encryption set" && (off(optionValue(args, ["-e", "--require-exec-installed-only"])) || off(optionValue(args, ["-s", "--require-secure-boot"])))) {
    return hit(invocation, "host.quarantine-disabled", "drops the ESXi host's enforcement of signed binaries or Secure Boot");
  }
  if (/^system auditrecords (?:local|remote) disable$/.test(path)) return hit(invocation, "host.audit-disabled", "stops the ESXi host recording its audit events");
  return [];
}

/** The namespace and command words: esxcli's leading words, after its connection options (`--server HOST`, `-s HOST`). */
function namespacePath(args: readonly string[]): { words: string[]; end: number } {
  const words: string[] = [];
  let index = 0;
  for (; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg.startsWith("-")) {
      if (words.length > 0) break;
      if (!arg.includes("=")) index += 1;
      continue;
    }
    words.push(arg);
  }
  return { words, end: index };
}

function hit(invocation: Invocation, rule: string, what: string): Hit[] {
  return [{ rule, decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}
