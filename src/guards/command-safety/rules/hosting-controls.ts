import { hostingCliEffects } from "../planes/hosting-cli-controls.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/**
 * A git hosting service's repository settings and access, changed through its CLI or REST API
 * (`planes/hosting-controls.ts` reads the requests, `planes/hosting-cli-controls.ts` the CLIs'
 * own switches): a repository made public, a security feature turned off, access given away.
 * Each asks: such changes are sometimes intended, and a person should say yes first.
 */
export const hostingControlRules: RuleSet = {
  category: "git",
  programs: ["gh"],
  rules: [
    { id: "git.repository-public", decision: "ask", description: "Makes a private repository or project public on a hosting service: gh repo edit --visibility public, or a PATCH/PUT of the repository (GitHub, Gitea, Bitbucket) or project (GitLab) with visibility public, private false or is_private false, through gh api, glab api, curl, HTTPie, xh, wget or Invoke-RestMethod, with the body in fields, JSON, a query or standard input." },
    { id: "git.security-off", decision: "ask", description: "Turns a hosting service's security feature off: secret scanning, push protection, Dependabot alerts or security updates, code scanning's default setup, private vulnerability reporting or advanced security (gh repo edit --enable-secret-scanning=false, security_and_analysis[…][status]=disabled, DELETE …/vulnerability-alerts, …/automated-security-fixes, …/private-vulnerability-reporting), or an organisation's defaults for new repositories." },
    { id: "git.access-granted", decision: "ask", description: "Gives access to a repository, project or organisation away: a deploy key with write access (gh repo deploy-key add --allow-write), or a deploy key, webhook, collaborator, member, invitation or group share added through the REST API (POST …/keys, …/hooks, …/members, …/invitations, PUT …/collaborators/USER)." },
  ],
  invocation(invocation) {
    return hostingCliEffects(invocation).map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(invocation)} ${effect.what}${via(invocation)}` }));
  },
};
