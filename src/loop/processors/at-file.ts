import { open, stat } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { classifySensitivePath } from "../../guards/security-audit/sensitive-paths.js";
import type { ContentBlock } from "../../messages/types.js";
import type { FlatUserMessage, MessageModifier, ProcessedMessage } from "./types.js";

/** Options of `AtFileProcessorModifier`. */
export interface AtFileOptions {
  /** Largest file inlined, in bytes (default 100 KiB); larger ones are cut with a note. */
  maxBytes?: number;
  /** Most mentions resolved per message (default 10). */
  maxFiles?: number;
  /** Home directory for the secret-file rules (default: the user's). */
  home?: string;
}

const MENTION = /(?:^|\s)@((?:\.{0,2}\/)?[\w.\-/]+[\w\-/])/g;

/**
 * A message modifier that resolves `@path` mentions in the user's message: each mentioned file inside
 * the working directory is appended to the message. Secret files (the security audit's rules) and
 * paths outside the working directory are never read; the message says why instead.
 *
 * @example
 * createAgent({ model, processors: { messageModifiers: [new AtFileProcessorModifier()] } });
 * agent.run("Explain @src/index.ts");
 */
export class AtFileProcessorModifier implements MessageModifier {
  readonly #maxBytes: number;
  readonly #maxFiles: number;
  readonly #home: string;

  constructor(options: AtFileOptions = {}) {
    this.#maxBytes = options.maxBytes ?? 100 * 1024;
    this.#maxFiles = options.maxFiles ?? 10;
    this.#home = options.home ?? homedir();
  }

  async modify(originalRequest: FlatUserMessage, createdMessage: ProcessedMessage): Promise<ProcessedMessage> {
    const mentions = [...new Set([...originalRequest.userMessage.matchAll(MENTION)].map((match) => match[1]!))].slice(0, this.#maxFiles);
    if (mentions.length === 0) return createdMessage;
    const blocks: ContentBlock[] = [];
    for (const mention of mentions) blocks.push({ type: "text", text: await this.#inline(mention, originalRequest.cwd) });
    const messages = [...createdMessage.message.messages];
    const last = messages.at(-1);
    if (last?.role === "user") messages[messages.length - 1] = { ...last, content: [...last.content, ...blocks] };
    return { ...createdMessage, message: { ...createdMessage.message, messages } };
  }

  async #inline(mention: string, cwd: string): Promise<string> {
    const root = path.resolve(cwd);
    const target = path.resolve(root, mention);
    if (target !== root && !target.startsWith(root + path.sep)) return `<file path="${mention}" error="outside the working directory, not read" />`;
    const secret = classifySensitivePath(target, { cwd: root, home: this.#home });
    if (secret) return `<file path="${mention}" error="${secret.reason}; not read" />`;
    try {
      const info = await stat(target);
      if (!info.isFile()) return `<file path="${mention}" error="not a file" />`;
      const handle = await open(target, "r");
      try {
        const buffer = Buffer.alloc(Math.min(info.size, this.#maxBytes));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        const bytes = buffer.subarray(0, bytesRead);
        if (bytes.includes(0)) return `<file path="${mention}" error="binary file, not inlined" />`;
        const cut = info.size > bytesRead ? `\n[… ${info.size - bytesRead} more bytes not shown]` : "";
        return `<file path="${mention}">\n${bytes.toString("utf8")}${cut}\n</file>`;
      } finally {
        await handle.close();
      }
    } catch (error) {
      return `<file path="${mention}" error="${(error as NodeJS.ErrnoException).code ?? "unreadable"}" />`;
    }
  }
}
