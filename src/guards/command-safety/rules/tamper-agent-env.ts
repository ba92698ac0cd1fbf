import { ownEntry } from "../../../util/own-entry.js";
import { turnsApprovalsOff } from "../../security-audit/guard-switches.js";
/**
 * Environment variables that make an agent approve every action by itself, by each agent's
 * documentation: Aider's `AIDER_YES_ALWAYS` (its `--yes-always`), Goose's `GOOSE_MODE=auto`
 * (fully autonomous), OpenHands' `SECURITY_CONFIRMATION_MODE=false` (its `[security]
 * confirmation_mode`), and Gemini CLI's `GEMINI_SANDBOX=false` (its configuration reference: the
 * variable overrides the `sandbox` setting; `false` runs tools on the host unconfined), and opencode's
 * permission object given through the environment.
 */
const AGENT_ENV_SWITCHES: Readonly<Record<string, (value: string) => boolean>> = {
  // opencode's config reference: `OPENCODE_PERMISSION` holds the `permission` object as JSON,
  // `OPENCODE_CONFIG_CONTENT` a whole config; either may allow every tool (`{"bash": "allow"}`, `"allow"`).
  OPENCODE_PERMISSION: (value) => turnsApprovalsOff(`"permission": ${value}`),
  OPENCODE_CONFIG_CONTENT: (value) => turnsApprovalsOff(value),
  GEMINI_SANDBOX: (value) => /^(?:false|0|no|off)$/i.test(value),
  AIDER_YES_ALWAYS: (value) => /^(?:true|1|yes|on)$/i.test(value),
  GOOSE_MODE: (value) => value.toLowerCase() === "auto",
  SECURITY_CONFIRMATION_MODE: (value) => /^(?:false|0|no|off)$/i.test(value),
};

/**
 * Whether an environment assignment turns an agent's approvals off (an unknown value counts).
 * @example
 * agentApprovalsOffByEnv("GOOSE_MODE", "auto"); // true
 * agentApprovalsOffByEnv("GOOSE_MODE", "approve"); // false
 */
export function agentApprovalsOffByEnv(name: string, value: string | undefined): boolean {
  const off = ownEntry(AGENT_ENV_SWITCHES, name);
  return off !== undefined && (value === undefined || off(value));
}

/**
 * A variable whose name says it turns an agent's or a guard's checks off: hooks, guards,
 * guardrails, permission or approval checks (`CLAUDE_CODE_DISABLE_HOOKS`, `AGENT_SKIP_GUARDS`,
 * `LOOPGATE_DISABLE`, `NO_GUARDRAILS`, `BYPASS_PERMISSIONS`). Agent CLIs document few such
 * variables, and a made-up name does nothing by itself; but a name that says so is what a reader
 * would take it for, so exporting it asks. A sandbox switch by name is not among them: browsers'
 * and Electron's (`ELECTRON_DISABLE_SANDBOX`) are set in every containerised test run.
 */
const CHECKS_OFF_NAME =
  /^(?:\w+_)?(?:DISABLE|DISABLED|SKIP|BYPASS|NO)_(?:\w+_)?(?:HOOKS?|GUARDS?|GUARDRAILS?|PERMISSIONS?|PERMISSION_CHECKS?|APPROVALS?)$|^(?:\w+_)?(?:HOOKS?|GUARDS?|GUARDRAILS?)_(?:DISABLED?|OFF|SKIP|BYPASS)$|^LOOPGATE_\w*(?:DISABLE|OFF|BYPASS|SKIP)\w*$|^LOOPGATE_(?:DISABLED?|OFF)$/;

/**
 * Whether an exported variable's name says it turns hooks, guards or permission checks off, and
 * its value does not say no (an unknown value counts).
 * @example
 * checksOffByName("CLAUDE_CODE_DISABLE_HOOKS", "1"); // true
 * checksOffByName("CLAUDE_CODE_DISABLE_HOOKS", "0"); // false
 */
export function checksOffByName(name: string, value: string | undefined): boolean {
  return CHECKS_OFF_NAME.test(name) && (value === undefined || !/^(?:|0|false|no|off)$/i.test(value));
}
