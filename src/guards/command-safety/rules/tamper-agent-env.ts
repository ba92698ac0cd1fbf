import { ownEntry } from "../../../util/own-entry.js";
/**
 * Environment variables that make an agent approve every action by itself, by each agent's
 * documentation: Aider's `AIDER_YES_ALWAYS` (its `--yes-always`), Goose's `GOOSE_MODE=auto`
 * (fully autonomous), OpenHands' `SECURITY_CONFIRMATION_MODE=false` (its `[security]
 * confirmation_mode`).
 */
const AGENT_ENV_SWITCHES: Readonly<Record<string, (value: string) => boolean>> = {
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
