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
 * loopgate's own processes stopped, paused or disabled: its hook (`loopgate hook claude`), its MCP
 * proxy (`loopgate mcp-proxy`), a service or launch agent that runs it. With them gone the agent's
 * calls are no longer judged, so this is tampering with the guard, read through the same reading of
 * what a command stops as the host's protections (`host-stops.ts`).
 */
export const guardProcessRules: RuleSet = {
  category: "tamper",
  programs: STOPPING_PROGRAMS,
  rules: [
    { id: "tamper.guard-stopped", decision: "deny", description: "Stops, pauses or disables loopgate's own processes, which judge the agent's calls: its hook, its MCP proxy, a service running it (pkill -f \"loopgate hook\", kill -STOP $(pgrep -f loopgate), killall loopgate, systemctl --user stop loopgate-mcp, launchctl bootout gui/501/dev.loopgate.proxy, taskkill /IM loopgate.exe)." },
  ],
  invocation(invocation) {
    if (namesGuard(invocation.name)) return [];
    const target = stoppedTargets(invocation).find((stopped) => namesGuard(stopped.name));
    return target ? [stoppedGuard(invocation, target.name)] : [];
  },
};

function stoppedGuard(invocation: Invocation, name: string): Hit {
  const what = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  return { rule: "tamper.guard-stopped", decision: "deny", reason: `${shown(invocation)} stops loopgate's own process (${what}), which judges the agent's calls${via(invocation)}` };
}
