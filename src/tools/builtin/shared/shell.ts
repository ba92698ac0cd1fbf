import { existsSync } from "node:fs";

/** The shell commands run in when none is configured: bash where present, else `/bin/sh`. */
export function defaultShell(): string {
  return existsSync("/bin/bash") ? "/bin/bash" : "/bin/sh";
}

/** The environment commands run with by default: loopgate's own, with pagers and git prompts off so nothing waits for a person. */
export function defaultCommandEnv(): NodeJS.ProcessEnv {
  return { ...process.env, PAGER: "cat", GIT_PAGER: "cat", GIT_TERMINAL_PROMPT: "0" };
}
