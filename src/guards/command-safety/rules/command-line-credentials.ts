import { commandLineCredential, PASSWORD_OPTION_PROGRAMS, printsLoginCommand } from "../flows/command-line-credentials.js";
import { literalToken } from "../flows/literal-tokens.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/** How each kind of value on the command line is exposed, for reasons. */
const EXPOSED = {
  literal: "writes a password into the shell's history and the process list",
  substitution: "puts the credential it fetches on the command line, where every user of the machine sees it in the process list",
} as const;

/**
 * Credentials exposed by the command line itself, before anything runs: a password or token given
 * to an option the tool's reference warns against (`docker login -p "$(aws ecr get-login-password)"`,
 * `mysql -h db.example.com -p$(…)`, `sshpass -p …`), and a token in a vendor's documented format
 * written anywhere in the command (`doctl auth init --access-token dop_v1_…`, `export
 * OPENAI_API_KEY=sk-proj-…`). The documented ways in stay allowed: `--password-stdin`, a prompt,
 * a variable, a local development database's password.
 */
export const commandLineCredentialRules: RuleSet = {
  category: "secrets",
  rules: [
    { id: "secrets.credential-argument", decision: "ask", description: "Gives a password or token to an option its tool's reference warns against, where the process list shows it to every user and the history keeps a literal (docker|podman|helm registry|oras login -p \"$(aws ecr get-login-password)\", --password \"$(gh auth token)\", $(aws ecr get-login), cargo login \"$(cat token)\", sshpass -p …, mysql -p$(…), mysql -h db.example.com -pSECRET, redis-cli -h cache.example.com -a …); --password-stdin, prompts, the tools' variables and variables (how CI hands a credential to its tool) and a local development database's password stay allowed." },
    { id: "secrets.literal-token", decision: "ask", description: "Writes a token in a vendor's documented format into the command, and so into the transcript and the shell's history (doctl auth init --access-token dop_v1_…, curl -H \"Authorization: token ghp_…\", export OPENAI_API_KEY=sk-proj-…, a Slack webhook URL); placeholders and documented examples (ghp_xxxx…, AKIAIOSFODNN7EXAMPLE) are not tokens." },
  ],
  programs: PASSWORD_OPTION_PROGRAMS,
  invocation(invocation) {
    const login = printsLoginCommand(invocation);
    if (login !== undefined) return [{ rule: "secrets.credential-argument", decision: "ask", reason: `${shown(invocation)} prints a docker login command with the registry password on its command line, printed into the transcript or run where the process list shows it; aws ecr get-login-password | docker login --password-stdin is the documented way${via(invocation)}` }];
    const found = commandLineCredential(invocation);
    if (found === undefined) return [];
    return [{ rule: "secrets.credential-argument", decision: "ask", reason: `${shown(invocation)} ${EXPOSED[found.kind]} (${found.option}); its reference documents ${found.instead} instead${via(invocation)}` }];
  },
  script(_env, _context, command) {
    const token = literalToken(command);
    if (token === undefined) return [];
    return [{ rule: "secrets.literal-token", decision: "ask", reason: `the command holds a ${token.kind.replace(/-/g, " ")} (${token.shown}) in clear, so the transcript and the shell's history keep it` }];
  },
};
