import type { Invocation } from "../model.js";
import { namesGuard } from "./host-protections.js";
import { stoppedTargets } from "./host-stops.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/**
 * The programs `stoppedTargets` reads by their own grammar. Any other program it reads only as a
 * product's control program stopping itself (`wazuh-control stop`), which names the program run,
 * and a program named for loopgate is not judged here: so only these can stop loopgate.
 * `guard-processes.test.ts` keeps the list in step with `host-stops.ts`.
 */
export const STOPPING_PROGRAMS: readonly string[] = [
  "kill", "pkill", "killall", "taskkill", "stop-process", "spps", "wmic", "systemctl", "service", "rc-service", "invoke-rc.d",
  "sv", "s6-svc", "rc-update", "update-rc.d", "chkconfig", "supervisorctl", "sysrc", "launchctl", "sc", "kextunload", "kmutil",
  "docker", "podman", "nerdctl", "kubectl", "helm", "systemextensionsctl", "net", "stop-service", "spsv", "suspend-service", "set-service",
];

/**
 * The agent's guards stopped, paused or disabled. loopgate's own processes — its hook (`loopgate
 * hook claude`), its MCP proxy (`loopgate mcp-proxy`), a service or launch agent that runs it —
 * are denied: with them gone the agent's calls are no longer judged. Other guardrail and hook
 * services the agent's calls go through ask. Both are read through the same reading of what a
 * command stops as the host's protections (`host-stops.ts`).
 */
export const guardProcessRules: RuleSet = {
  category: "tamper",
  programs: STOPPING_PROGRAMS,
  rules: [
    { id: "tamper.guard-stopped", decision: "deny", description: "Stops, pauses or disables loopgate's own processes, which judge the agent's calls: its hook, its MCP proxy, a service running it (pkill -f \"loopgate hook\", kill -STOP $(pgrep -f loopgate), killall loopgate, systemctl --user stop loopgate-mcp, launchctl bootout gui/501/dev.loopgate.proxy, taskkill /IM loopgate.exe)." },
    { id: "tamper.guardrail-stopped", decision: "ask", description: "Stops, pauses or disables another guardrail or hook service that checks an agent's calls (kill $(pgrep -f 'nemoguardrails hooks-server'), pkill -f llm-guard, systemctl stop guardrails-api, docker stop llm-guard, killall hooks-server); a webhook server or any other development server is not one." },
  ],
  invocation(invocation) {
    if (namesGuard(invocation.name) || GUARDRAIL_SERVICE.test(invocation.name)) return [];
    const targets = stoppedTargets(invocation);
    const target = targets.find((stopped) => namesGuard(stopped.name));
    if (target) return [stoppedGuard(invocation, target.name)];
    const guardrail = targets.find((stopped) => GUARDRAIL_SERVICE.test(stopped.name.slice(0, 300)));
    return guardrail ? [stoppedGuardrail(invocation, guardrail.name)] : [];
  },
};

/**
 * Services that check an agent's inputs, outputs or tool calls, by their projects' documented
 * program, package and container names: NeMo Guardrails (`nemoguardrails server`, its hooks
 * server), Guardrails AI's server (`guardrails start`, `guardrails-api`), Protect AI's LLM Guard
 * (`llm_guard_api`), Meta's Llama Guard and Prompt Guard, Lakera Guard, Rebuff, and a hook server
 * by name (`hooks-server`, `hook_server`, `claude-hooks`) — not a webhook server.
 */
const GUARDRAIL_SERVICE = /nemo[-_ ]?guardrails|\bguardrails(?:[-_ ]?(?:ai|api|server|hub))?\b|\bguardrails\s+start\b|llm[-_ ]?guard|llama[-_ ]?guard|prompt[-_ ]?guard|lakera|\brebuff\b|(?<!web)\bhooks?[-_ ]?server|\b(?:claude|codex|gemini|agent)[-_]hooks?\b/i;

function stoppedGuardrail(invocation: Invocation, name: string): Hit {
  const what = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  return { rule: "tamper.guardrail-stopped", decision: "ask", reason: `${shown(invocation)} stops a guardrail or hook service (${what}) that checks the agent's calls${via(invocation)}` };
}

function stoppedGuard(invocation: Invocation, name: string): Hit {
  const what = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  return { rule: "tamper.guard-stopped", decision: "deny", reason: `${shown(invocation)} stops loopgate's own process (${what}), which judges the agent's calls${via(invocation)}` };
}
