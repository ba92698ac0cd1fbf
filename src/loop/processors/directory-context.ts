import { readdir } from "node:fs/promises";
import type { FlatUserMessage, MessageModifier, ProcessedMessage } from "./types.js";

/** Options of `DirectoryContextModifier`. */
export interface DirectoryContextOptions {
  /** Most entries listed (default 100). */
  maxEntries?: number;
  /** Entry names left out (default: `.git`, `node_modules`). */
  ignore?: readonly string[];
}

/**
 * A message modifier that tells the model where it works: the working directory and its top-level
 * entries, appended to the system prompt.
 *
 * @example
 * createAgent({ model, processors: { messageModifiers: [new DirectoryContextModifier()] } });
 */
export class DirectoryContextModifier implements MessageModifier {
  readonly #maxEntries: number;
  readonly #ignore: ReadonlySet<string>;

  constructor(options: DirectoryContextOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 100;
    this.#ignore = new Set(options.ignore ?? [".git", "node_modules"]);
  }

  async modify(originalRequest: FlatUserMessage, createdMessage: ProcessedMessage): Promise<ProcessedMessage> {
    let listing: string;
    try {
      const entries = (await readdir(originalRequest.cwd, { withFileTypes: true }))
        .filter((entry) => !this.#ignore.has(entry.name))
        .sort((a, b) => a.name.localeCompare(b.name));
      const shown = entries.slice(0, this.#maxEntries).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
      const more = entries.length > shown.length ? `\n… and ${entries.length - shown.length} more` : "";
      listing = shown.length > 0 ? shown.join("\n") + more : "(empty)";
    } catch (error) {
      listing = `(cannot be listed: ${(error as Error).message})`;
    }
    const context = `<environment>\nWorking directory: ${originalRequest.cwd}\nTop-level entries:\n${listing}\n</environment>`;
    const system = createdMessage.message.system;
    return {
      ...createdMessage,
      message: { ...createdMessage.message, system: system ? `${system}\n\n${context}` : context },
    };
  }
}
