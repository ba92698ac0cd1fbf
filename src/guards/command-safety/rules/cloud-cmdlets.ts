import { CLOUD_CMDLETS, cmdletEffects } from "../planes/cloud-cmdlets.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/**
 * The PowerShell spellings (AWS Tools for PowerShell, the Az module) of the cloud controls the
 * CLI models know: they report the same rules (`planes.audit-impair`, `planes.alerts-silenced`,
 * `planes.metadata-exposed`, `planes.share-external`,
 * `secrets.mint-credential`, `planes.access-widened`, `planes.key-disabled`, `planes.open-to-internet`,
 * `planes.remote-boot-code`, `planes.recovery-removed`, `planes.backup-delete`,
 * `planes.deletion-protection-off`, `planes.capacity-zero`), declared with those models.
 */
export const cloudCmdletRules: RuleSet = {
  category: "infrastructure",
  programs: CLOUD_CMDLETS,
  rules: [],
  invocation(invocation) {
    return cmdletEffects(invocation).map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(invocation)} ${effect.what}${via(invocation)}` }));
  },
};
