import { homedir } from "node:os";
import { classifySensitivePath } from "../../guards/security-audit/sensitive-paths.js";
import { openInWorkspace } from "../../tools/safe-fs/open-in-workspace.js";
import { createWorkspace } from "../../tools/workspace.js";
import type { Workspace } from "../../tools/workspace.js";
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
 * the working directory is appended to the message. Secret files (the security audit's rules), paths
 * outside the working directory (also through symbolic links, even ones swapped in while the file is
 * opened) and hard links to secret files are never read; the message says why instead.
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
    let workspace: Workspace;
    try {
      workspace = createWorkspace(originalRequest.cwd, { home: this.#home });
    } catch {
      return createdMessage;
    }
    const blocks: ContentBlock[] = [];
    for (const mention of mentions) blocks.push({ type: "text", text: await this.#inline(mention, workspace) });
    const messages = [...createdMessage.message.messages];
    const last = messages.at(-1);
    if (last?.role === "user") messages[messages.length - 1] = { ...last, content: [...last.content, ...blocks] };
    return { ...createdMessage, message: { ...createdMessage.message, messages } };
  }

  async #inline(mention: string, workspace: Workspace): Promise<string> {
    const refused = (reason: string) => `<file path="${mention}" error="${reason}" />`;
    const resolved = await workspace.resolve(mention);
    if (!resolved.ok) return refused("outside the working directory, not read");
    // Both the name as written and where it leads are checked against the secret-file rules.
    for (const candidate of [mention, resolved.path.absolute]) {
      const secret = classifySensitivePath(candidate, { cwd: workspace.root, home: this.#home });
      if (secret) return refused(`${secret.reason}; not read`);
    }
    let entry;
    try {
      entry = await openInWorkspace(workspace, mention);
    } catch (error) {
      return refused((error as NodeJS.ErrnoException).code ?? "unreadable");
    }
    if (!entry.ok) {
      if (entry.reason === "missing") return refused("ENOENT");
      if (entry.reason === "not-file") return refused("not a file");
      if (entry.reason === "hard-link") return refused("a hard link to a secret file, not read");
      return refused("outside the working directory, not read");
    }
    try {
      if (entry.kind !== "file") return refused("not a file");
      const size = Number(entry.stats.size);
      const buffer = Buffer.alloc(Math.min(size, this.#maxBytes));
      const { bytesRead } = await entry.handle.read(buffer, 0, buffer.length, 0);
      const bytes = buffer.subarray(0, bytesRead);
      if (bytes.includes(0)) return refused("binary file, not inlined");
      const cut = size > bytesRead ? `\n[… ${size - bytesRead} more bytes not shown]` : "";
      return `<file path="${mention}">\n${bytes.toString("utf8")}${cut}\n</file>`;
    } catch (error) {
      return refused((error as NodeJS.ErrnoException).code ?? "unreadable");
    } finally {
      await entry.handle.close().catch(() => undefined);
    }
  }
}
