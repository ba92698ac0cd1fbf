import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/**
 * Exceptions carved into a protection through its own command line: Microsoft Defender for
 * Endpoint's exclusions and allowed threats on Linux and macOS (`mdatp exclusion … add`,
 * `mdatp threat allowed add`), and Santa's allow and compiler rules (`santactl rule --allow`), which
 * let a program run or go unscanned as Windows' `Add-MpPreference -ExclusionPath` does.
 */
export const hostExclusionRules: RuleSet = {
  category: "host",
  programs: ["mdatp", "santactl"],
  rules: [],
  invocation(invocation) {
    const args = invocation.argv.slice(1, 33).map((field) => field.value ?? field.text);
    if (invocation.name === "mdatp" && ((args[0] === "exclusion" && args.includes("add")) || (args[0] === "threat" && args[1] === "allowed" && args.includes("add")))) {
      return hit(invocation, "host.antivirus-disabled", args[0] === "exclusion" ? "excludes files or programs from Microsoft Defender's scans" : "lets a threat Microsoft Defender found run");
    }
    if (invocation.name === "santactl" && args[0] === "rule" && args.some((arg) => /^--(?:allow|allowlist|whitelist|compiler)$/.test(arg))) {
      return hit(invocation, "host.quarantine-disabled", "lets a program run past Santa's binary authorization");
    }
    return [];
  },
};

function hit(invocation: Invocation, rule: string, what: string): Hit[] {
  return [{ rule, decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}
