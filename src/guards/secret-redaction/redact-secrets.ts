import { createRedactor, type RedactionFinding, type RedactorOptions } from "./redactor.js";
import type { SecretVault } from "./secret-vault.js";

/** Options of `redactSecrets`. */
export interface RedactSecretsOptions extends RedactorOptions {
  /** Placeholders to reuse and extend (a thread's vault); default: a fresh one, numbering from 1 in this text. */
  vault?: SecretVault;
}

/**
 * `text` with every secret replaced by a placeholder naming its kind (`[[secret:github-token:1]]`),
 * the same placeholder for the same value. Synchronous and without state: for filters, hooks of
 * other agent CLIs and scripts.
 *
 * @example
 * redactSecrets("export NPM_TOKEN=npm_…").text; // "export NPM_TOKEN=[[secret:npm-token:1]]"
 */
export function redactSecrets(text: string, options: RedactSecretsOptions = {}): { text: string; findings: RedactionFinding[] } {
  const { vault = { values: {}, placeholders: {}, counts: {} }, ...redactorOptions } = options;
  const result = createRedactor(redactorOptions).redact(text, vault);
  return { text: result.text, findings: result.findings };
}
