import type { ContentBlock, Message } from "../../messages/types.js";

/**
 * A copy of `value` with `rewrite` applied to every string in it (arrays and plain objects walked),
 * or `value` itself when nothing changed, so unchanged requests and results keep their identity.
 */
export function mapStrings<T>(value: T, rewrite: (text: string) => string, depth = 0): T {
  if (typeof value === "string") return rewrite(value) as T;
  if (typeof value !== "object" || value === null || depth > 64) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const copy = value.map((item) => {
      const next = mapStrings(item, rewrite, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? copy : value) as T;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const next = mapStrings(item, rewrite, depth + 1);
    if (next !== item) changed = true;
    copy[key] = next;
  }
  return (changed ? copy : value) as T;
}

/**
 * The messages with `rewrite` applied to what they say: text, tool calls' inputs and tool results.
 * Thinking blocks are left alone (their signatures would no longer verify), and so are images.
 * Unchanged messages are the same objects.
 */
export function mapMessages(messages: readonly Message[], rewrite: (text: string) => string): Message[] | undefined {
  let changed = false;
  const next = messages.map((message) => {
    let touched = false;
    const content = message.content.map((block): ContentBlock => {
      const rewritten = mapBlock(block, rewrite);
      if (rewritten !== block) touched = true;
      return rewritten;
    });
    if (!touched) return message;
    changed = true;
    return { ...message, content };
  });
  return changed ? next : undefined;
}

function mapBlock(block: ContentBlock, rewrite: (text: string) => string): ContentBlock {
  switch (block.type) {
    case "text": {
      const text = rewrite(block.text);
      return text === block.text ? block : { ...block, text };
    }
    case "tool_result": {
      const content = rewrite(block.content);
      return content === block.content ? block : { ...block, content };
    }
    case "tool_use": {
      const input = mapStrings(block.input, rewrite);
      return input === block.input ? block : { ...block, input };
    }
    default:
      return block;
  }
}
