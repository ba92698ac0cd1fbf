import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../errors/index.js";
import { scriptedModel } from "../models/scripted.js";
import { createPostgresThreadStore } from "../threads/postgres/postgres-thread-store.js";
import { createDurableClient } from "./durable-client.js";
import { launchDurableWorker, redactUrl } from "./durable-worker.js";

// Bad options fail where they are given, before any connection is made (no PostgreSQL needed).
describe("durable options", () => {
  it("launchDurableWorker refuses a missing or non-PostgreSQL URL, a missing model and bad numbers", async () => {
    const agent = { model: scriptedModel([]) };
    await expect(launchDurableWorker({ databaseUrl: "mysql://x/y", agent })).rejects.toSatisfy((error: unknown) => ConfigurationError.isInstance(error) && /PostgreSQL URL/.test(String(error)));
    await expect(launchDurableWorker({ databaseUrl: "postgres://x/y", agent: {} as never })).rejects.toThrow(/`agent`/);
    await expect(launchDurableWorker({ databaseUrl: "postgres://x/y", agent, concurrency: 0 })).rejects.toThrow(/`concurrency` must be a positive number/);
    await expect(launchDurableWorker({ databaseUrl: "postgres://x/y", agent, concurrency: 1.5 })).rejects.toThrow(/positive integer/);
    await expect(launchDurableWorker({ databaseUrl: "postgres://x/y", agent, approvalTimeoutMs: -1 })).rejects.toThrow(/approvalTimeoutMs/);
  });

  it("createDurableClient and createPostgresThreadStore refuse bad settings", async () => {
    await expect(createDurableClient({ databaseUrl: "" })).rejects.toSatisfy(ConfigurationError.isInstance);
    expect(() => createPostgresThreadStore({ connectionString: "postgres://x/y", table: "threads; drop" })).toThrow(/plain SQL name/);
  });

  it("messages never show a database password", () => {
    expect(redactUrl("postgres://loopgate:s3cret@db:5432/loopgate")).toBe("postgres://loopgate:***@db:5432/loopgate");
    expect(redactUrl("postgres://loopgate@db/loopgate")).toBe("postgres://loopgate@db/loopgate");
  });
});
