import { carriedCommands } from "../commands/package-manager-hooks.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/**
 * Package managers told on their command line to take their configuration, plugins, package
 * sources or helper programs from a place outside the system's own directories (apt-get(8) `-c
 * FILE` and `-o Dir::Etc::…`/`Dir::Bin::…`, dnf(8) `--setopt=pluginpath=…`, `reposdir=`,
 * `--config FILE`). Such configuration can hold hook commands the package manager runs as root
 * (apt.conf(5) `DPkg::Pre-Invoke`) or load code as plugins, and its content is not on the command
 * line; hooks given directly (`-o APT::Update::Pre-Invoke::=…`) are judged as the commands they
 * carry. Everyday options (`-o APT::Get::Assume-Yes=true`, `--setopt=install_weak_deps=False`)
 * stay allowed.
 *
 * @example
 * analyzeCommand("apt-get -c /tmp/apt.conf update").rule // "host.package-config-elsewhere"
 */
export const carriedConfigurationRules: RuleSet = {
  category: "host",
  programs: ["apt", "apt-get", "apt-cache", "apt-config", "aptitude", "apt-mark", "dnf", "dnf5", "yum", "microdnf"],
  rules: [
    { id: "host.package-manager-hook", decision: "ask", description: "apt told on its command line to run a command as a hook, as root, around updates or dpkg runs (apt-get -o APT::Update::Pre-Invoke::=…, -o DPkg::Post-Invoke::=…, -o DPkg::Pre-Install-Pkgs::=…); the command itself is judged too." },
    { id: "host.package-config-elsewhere", decision: "ask", description: "A package manager told to read its configuration, plugins, package sources or helper programs from outside the system's directories (apt-get -c FILE, -o Dir::Etc::…, -o Dir::Bin::…, dnf --setopt=pluginpath=…, reposdir=…, --config FILE): they can run commands as root or load code, unseen on the command line." },
  ],
  invocation(invocation) {
    const hits: Hit[] = [];
    for (const carried of carriedCommands(invocation)) {
      if (carried.elsewhere !== undefined) hits.push({ rule: "host.package-config-elsewhere", decision: "ask", reason: `${shown(invocation)} ${carried.elsewhere}${via(invocation)}` });
      else if (carried.code !== undefined && invocation.name.startsWith("apt")) hits.push({ rule: "host.package-manager-hook", decision: "ask", reason: `${shown(invocation)} runs \`${carried.code.slice(0, 80)}\` as a hook of ${carried.label.split(" ").pop() ?? "apt"}${via(invocation)}` });
      if (hits.length >= 2) break;
    }
    return hits;
  },
};
