import { afterEach, expect, vi } from "vitest";
import { userMessage } from "../../messages/content.js";
import type { ModelDelta, ModelRequest } from "../spec.js";
import { startReplayServer, type Reply, type ReplayServer } from "./replay-server.js";

/**
 * A replay server per test, closed (and stubbed environment variables restored) after each one.
 * Call at the top of a test file.
 */
export function useReplayServer(): (...replies: Reply[]) => Promise<ReplayServer> {
  let server: ReplayServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    vi.unstubAllEnvs();
  });
  return async (...replies) => {
    server = await startReplayServer(replies);
    return server;
  };
}

/** A one-message request. */
export function request(partial: Partial<ModelRequest> = {}): ModelRequest {
  return { messages: [userMessage("Hi")], tools: [], params: {}, ...partial };
}

/** Collects the deltas a call streams. */
export function collect(): { deltas: ModelDelta[]; onDelta: (delta: ModelDelta) => void } {
  const deltas: ModelDelta[] = [];
  return { deltas, onDelta: (delta) => deltas.push(delta) };
}

/** The error a call rejects with; fails the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("the call should have failed"),
    (error: unknown) => error,
  );
}
