import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError, MissingCredentialsError } from "../errors/index.js";
import { userMessage } from "../messages/content.js";
import type { ModelRequest } from "./spec.js";
import type { ReplayServer } from "./__fixtures__/replay-server.js";
import { readFixture, startReplayServer } from "./__fixtures__/replay-server.js";
import { ollamaBaseURL, resolveModel } from "./resolve-model.js";

const scripts = fileURLToPath(new URL("./__fixtures__/scripts/", import.meta.url));
const request: ModelRequest = { messages: [userMessage("hi")], tools: [], params: {} };

let server: ReplayServer | undefined;
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "loopgate-resolve-"));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => expect.unreachable("resolveModel should have failed"),
    (error: unknown) => error as Error,
  );
}

describe("resolveModel: providers", () => {
  it("builds an Anthropic model from anthropic:<model> and the standard variables", async () => {
    server = await startReplayServer([{ sse: readFixture("anthropic/text.sse") }]);
    const model = await resolveModel("anthropic:claude-haiku-4-5", { env: { ANTHROPIC_API_KEY: "sk-ant", ANTHROPIC_BASE_URL: server.url } });
    expect([model.provider, model.modelId]).toEqual(["anthropic", "claude-haiku-4-5"]);
    const response = await model.generate(request);
    expect(response.content).toEqual([{ type: "text", text: "Hello! How can I help?" }]);
    expect(server.requests[0]!.body).toMatchObject({ model: "claude-haiku-4-5" });
  });

  it("builds an OpenAI model from openai:<model>", async () => {
    server = await startReplayServer([{ sse: readFixture("openai/text.sse") }]);
    const model = await resolveModel("openai:gpt-4.1-mini", { env: { OPENAI_API_KEY: "sk", OPENAI_BASE_URL: `${server.url}/v1` }, maxTokens: 64 });
    await model.generate(request);
    expect(server.requests[0]!.body).toMatchObject({ model: "gpt-4.1-mini", max_tokens: 64 });
  });

  it("builds an Ollama model at OLLAMA_HOST, keeping colons in the model name", async () => {
    server = await startReplayServer([{ sse: readFixture("openai/ollama-reasoning-tools.sse") }]);
    const model = await resolveModel("ollama:qwen3:8b", { env: { OLLAMA_HOST: server.url.replace("http://", "") } });
    expect([model.provider, model.modelId]).toEqual(["ollama", "qwen3:8b"]);
    const response = await model.generate(request);
    expect(response.stopReason).toBe("tool_use");
    expect(server.requests[0]!.url).toBe("/v1/chat/completions");
    expect(server.requests[0]!.body).toMatchObject({ model: "qwen3:8b" });
  });

  it("names the variable to set when an API key is missing", async () => {
    const anthropicError = await rejection(resolveModel("anthropic:claude-haiku-4-5", { env: {} }));
    expect(anthropicError).toBeInstanceOf(MissingCredentialsError);
    expect(anthropicError).toMatchObject({ envVar: "ANTHROPIC_API_KEY", code: "MISSING_CREDENTIALS" });
    expect(anthropicError.message).toContain("ANTHROPIC_API_KEY");
    const openaiError = await rejection(resolveModel("openai:gpt-4.1", { env: {} }));
    expect(openaiError).toBeInstanceOf(MissingCredentialsError);
    expect(openaiError).toMatchObject({ envVar: "OPENAI_API_KEY" });
    expect(openaiError.message).toContain("OPENAI_API_KEY");
  });

  it("rejects unknown providers and incomplete strings, listing the forms", async () => {
    for (const spec of ["gemini:pro", "claude-sonnet", "openai:", ":x"]) {
      const error = await rejection(resolveModel(spec, { env: {} }));
      expect(error).toBeInstanceOf(ConfigurationError);
      expect(error.message).toContain("anthropic:<model>");
    }
  });
});

describe("ollamaBaseURL", () => {
  it.each([
    [undefined, "http://127.0.0.1:11434/v1"],
    ["", "http://127.0.0.1:11434/v1"],
    ["0.0.0.0", "http://127.0.0.1:11434/v1"],
    ["0.0.0.0:8080", "http://127.0.0.1:8080/v1"],
    [":11500", "http://127.0.0.1:11500/v1"],
    ["gpu-box", "http://gpu-box:11434/v1"],
    ["http://gpu-box:80", "http://gpu-box/v1"],
    ["https://ollama.example.com", "https://ollama.example.com/v1"],
    ["https://example.com/ollama/", "https://example.com/ollama/v1"],
  ])("%s → %s", (host, expected) => {
    expect(ollamaBaseURL(host)).toBe(expected);
  });
});

describe("resolveModel: scripted", () => {
  it("plays a YAML script given as an array of turns", async () => {
    const model = await resolveModel("scripted:list-files.yaml", { cwd: scripts });
    const first = await model.generate(request);
    expect(first).toMatchObject({
      stopReason: "tool_use",
      content: [
        { type: "thinking", thinking: "The user wants the file list." },
        { type: "tool_use", id: "call_ls", name: "exec", input: { command: "ls" } },
      ],
    });
    const second = await model.generate(request);
    expect(second).toMatchObject({ content: [{ type: "text", text: "There are three files." }], usage: { inputTokens: 120, outputTokens: 8 } });
  });

  it("plays a JSON script given as { turns }", async () => {
    const model = await resolveModel(`scripted:${join(scripts, "greet.json")}`);
    expect((await model.generate(request)).content).toEqual([{ type: "text", text: "Hello from a script." }]);
    expect((await model.generate(request)).stopReason).toBe("max_tokens");
  });

  it("reports a missing file with its path", async () => {
    const error = await rejection(resolveModel("scripted:nope.yaml", { cwd: dir }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toContain(join(dir, "nope.yaml"));
  });

  it.each([
    ["bad.json", '[{"text": "hi"', /scripted:bad\.json: not valid JSON/],
    ["bad.yaml", "- text: [unclosed\n", /scripted:bad\.yaml: not valid YAML/],
    ["object.yaml", "text: hi\n", /expected an array of turns or \{ turns: \[\.\.\.\] \}/],
    ["empty.json", "[]", /the script has no turns/],
    ["typo.yaml", "- text: hi\n- toolcalls: []\n", /turns\[1\]: Unrecognized key: "toolcalls"/],
    ["no-name.yaml", "- toolCalls:\n    - input: {}\n", /turns\[0\]\.toolCalls\[0\]\.name: Invalid input/],
    ["stop.json", '{"turns": [{"stopReason": "done"}]}', /turns\[0\]\.stopReason/],
  ])("rejects %s with a message naming the file and the problem", async (name, content, pattern) => {
    await writeFile(join(dir, name), content);
    const error = await rejection(resolveModel(`scripted:${name}`, { cwd: dir }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toContain(`scripted:${name}`);
    expect(error.message).toMatch(pattern);
  });
});
