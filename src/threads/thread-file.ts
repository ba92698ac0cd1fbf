import { z } from "zod";
import type { ContentBlock, Message } from "../messages/types.js";
import type { ThreadSnapshot } from "../loop/thread-store.js";

/** Version of the thread file format; bumped on incompatible changes. */
export const THREAD_FILE_VERSION = 1;

const block = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("text"), text: z.string() }),
  z.looseObject({ type: z.literal("thinking"), thinking: z.string() }),
  z.looseObject({ type: z.literal("image"), source: z.looseObject({ type: z.enum(["base64", "url"]) }) }),
  z.looseObject({ type: z.literal("tool_use"), id: z.string(), name: z.string(), input: z.record(z.string(), z.unknown()) }),
  z.looseObject({ type: z.literal("tool_result"), toolUseId: z.string(), content: z.string(), isError: z.boolean().optional() }),
]);

const timestamp = z.union([z.string(), z.number()]).transform((value, context) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    context.addIssue({ code: "custom", message: `not a valid timestamp: ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return date;
});

const threadFile = z.object({
  version: z.literal(THREAD_FILE_VERSION),
  threadId: z.string(),
  /** Counts the saves; files written before revisions were kept have none (revision 0). */
  revision: z.number().int().min(0).optional(),
  updatedAt: z.string().optional(),
  messages: z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.array(block), timestamp })),
  state: z.record(z.string(), z.unknown()),
});

/**
 * The JSON text stored for a thread: its revision, transcript (timestamps as ISO strings) and
 * interceptor state. The revision is the snapshot's unless given.
 */
export function serializeThread(threadId: string, snapshot: ThreadSnapshot, revision = snapshot.revision ?? 0): string {
  const file = {
    version: THREAD_FILE_VERSION,
    threadId,
    revision,
    updatedAt: new Date().toISOString(),
    messages: snapshot.messages,
    state: snapshot.state,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * Reads a thread file's text back into a snapshot, reviving `Date` timestamps. Returns the problem
 * (with the JSON path where it is) instead of throwing, so the caller can name the file.
 */
export function parseThread(text: string): { snapshot: ThreadSnapshot; threadId: string } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
  const parsed = threadFile.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
    return { problem: `not a loopgate thread file${where}: ${issue?.message ?? "unexpected shape"}` };
  }
  const messages: Message[] = parsed.data.messages.map((message) => ({
    role: message.role,
    content: message.content as ContentBlock[],
    timestamp: message.timestamp,
  }));
  return { threadId: parsed.data.threadId, snapshot: { messages, state: parsed.data.state, revision: parsed.data.revision ?? 0 } };
}

/**
 * The revision stored in a thread file's text, without checking the rest (a save only needs to know
 * whether the thread moved on): `undefined` when the text is not a thread file at all.
 */
export function readRevision(text: string): number | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || (value as { version?: unknown }).version !== THREAD_FILE_VERSION) return undefined;
  const revision = (value as { revision?: unknown }).revision;
  if (revision === undefined) return 0;
  return Number.isInteger(revision) && (revision as number) >= 0 ? (revision as number) : undefined;
}
