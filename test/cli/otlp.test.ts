import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject>;
let server: Server | undefined;
afterEach(async () => {
  project?.remove();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

interface ReceivedSpan {
  name: string;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

/** An OTLP/HTTP receiver on 127.0.0.1 that decodes every JSON export it gets. */
async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; paths: string[] }> {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      paths.push(request.url ?? "");
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ReceivedSpan[] }> }> };
      for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, paths };
}

const script = JSON.stringify([{ toolCalls: [{ id: "call-1", name: "exec", input: { command: "echo traced" } }] }, { text: "done" }]);

describe("loopgate run --otlp", () => {
  it("exports the run's GenAI spans to an OTLP/HTTP receiver", async () => {
    const receiver = await startReceiver();
    project = tempProject({ "script.json": script });
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json", "--otlp", receiver.url], { cwd: project.dir });
    expect(code, stderr).toBe(0);
    expect(receiver.paths[0]).toBe("/v1/traces");
    expect(receiver.spans.map((span) => span.name).sort()).toEqual(["chat script.json", "chat script.json", "execute_tool exec", "invoke_agent main"]);
    const tool = receiver.spans.find((span) => span.name === "execute_tool exec")!;
    expect(tool.attributes).toContainEqual({ key: "gen_ai.tool.call.id", value: { stringValue: "call-1" } });
    expect(tool.attributes).toContainEqual({ key: "loopgate.tool.exit_code", value: { intValue: 0 } });
  });

  it("takes the endpoint from OTEL_EXPORTER_OTLP_ENDPOINT, and warns (exit unchanged) when nobody receives", async () => {
    const receiver = await startReceiver();
    project = tempProject({ "script.json": script });
    const fromEnv = await runCli(["run", "x", "--model", "scripted:script.json"], { cwd: project.dir, env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } });
    expect(fromEnv.code).toBe(0);
    expect(receiver.spans.map((span) => span.name)).toContain("invoke_agent main");

    const nobody = await runCli(["run", "x", "--model", "scripted:script.json", "--otlp", "http://127.0.0.1:9"], { cwd: project.dir });
    expect(nobody.code).toBe(0);
    expect(nobody.stderr).toContain("⚠ the traces could not be sent to http://127.0.0.1:9/v1/traces");
  }, 30_000);

  it("refuses an endpoint that is not an http URL (exit 2)", async () => {
    project = tempProject({ "script.json": script });
    const { code, stderr } = await runCli(["run", "x", "--model", "scripted:script.json", "--otlp", "grpc://127.0.0.1:4317"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stderr).toContain("--otlp: OTLP endpoint \"grpc://127.0.0.1:4317\" must be an http:// or https:// URL");
  });
});
