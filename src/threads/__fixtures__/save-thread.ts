// Started as its own process by the thread store's tests. Two modes:
//   race <dir> <thread> <name> <go-file>: loads the thread, says "loaded", waits for <go-file>, appends one
//     message and saves once against the revision it loaded; prints "saved <revision>" or "conflict".
//   append <dir> <thread> <name> <count>: appends <count> messages one save at a time, reloading and
//     retrying on every conflict; prints the number of conflicts it met.
import { existsSync } from "node:fs";
import type { Message } from "../../messages/types.js";
import { createFileThreadStore } from "../file-thread-store.js";
import { ThreadConflictError } from "../thread-conflict-error.js";

const [mode, dir = "", threadId = "", name = "", last = ""] = process.argv.slice(2);
const store = createFileThreadStore(dir);
const message = (text: string): Message => ({ role: "user", content: [{ type: "text", text }], timestamp: new Date() });

function appendOnce(text: string): void {
  const loaded = store.load(threadId);
  store.save(threadId, { messages: [...(loaded?.messages ?? []), message(text)], state: {} }, { expectedRevision: loaded?.revision ?? null });
}

if (mode === "race") {
  const loaded = store.load(threadId);
  process.stdout.write("loaded\n");
  while (!existsSync(last)) await new Promise((resolve) => setTimeout(resolve, 2));
  try {
    const { revision } = store.save(threadId, { messages: [...(loaded?.messages ?? []), message(name)], state: {} }, { expectedRevision: loaded?.revision ?? null });
    process.stdout.write(`saved ${revision}\n`);
  } catch (error) {
    if (!ThreadConflictError.isInstance(error)) throw error;
    process.stdout.write("conflict\n");
  }
} else {
  let conflicts = 0;
  for (let index = 0; index < Number(last); index += 1) {
    for (;;) {
      try {
        appendOnce(`${name}-${index}`);
        break;
      } catch (error) {
        if (!ThreadConflictError.isInstance(error)) throw error;
        conflicts += 1;
      }
    }
  }
  process.stdout.write(`${conflicts}\n`);
}
