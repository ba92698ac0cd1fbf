import { existsSync } from "node:fs";

/** The shell commands run in when none is configured: bash where present, else `/bin/sh`. */
export function defaultShell(): string {
  return existsSync("/bin/bash") ? "/bin/bash" : "/bin/sh";
}

/**
 * Credentials of the model providers that drive the agent. Commands the agent runs do not need
 * them, and an agent that can print its own API key can leak it.
 */
export const MODEL_CREDENTIAL_VARIABLES: readonly string[] = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "OPENAI_API_KEY",
  "OPENROUTER_API_KEY",
];

/**
 * The environment commands run with by default: loopgate's own without the model providers'
 * credentials, and with pagers and git prompts off so nothing waits for a person.
 */
export function defaultCommandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PAGER: "cat", GIT_PAGER: "cat", GIT_TERMINAL_PROMPT: "0" };
  for (const name of MODEL_CREDENTIAL_VARIABLES) delete env[name];
  return env;
}
