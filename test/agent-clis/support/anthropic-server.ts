import { startServer, writeSse, type ScriptedServer } from "./http-server.js";
import { textIn, type Script } from "./script.js";

/**
 * A scripted model speaking the Anthropic Messages API (streaming SSE and plain JSON), for Claude
 * Code through `ANTHROPIC_BASE_URL`. Requests that offer tools follow the script; side requests
 * (titles, summaries) get a short text.
 */
export async function startAnthropicServer(script: Script): Promise<ScriptedServer> {
  let turn = 0;
  let id = 0;
  return startServer((request, response) => {
    if (request.method !== "POST" || !request.path.startsWith("/v1/messages")) {
      response.writeHead(request.path.startsWith("/v1/messages/count_tokens") ? 200 : 404, { "content-type": "application/json" });
      response.end(JSON.stringify(request.path.startsWith("/v1/messages/count_tokens") ? { input_tokens: 10 } : { error: "not found" }));
      return;
    }
    if (request.path.startsWith("/v1/messages/count_tokens")) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ input_tokens: 10 }));
      return;
    }
    const body = request.body as { tools?: unknown[]; stream?: boolean; messages?: { content: unknown }[]; model?: string };
    const main = Array.isArray(body.tools) && body.tools.length > 0;
    const step = main ? script({ turn: turn++, lastText: textIn(body.messages?.at(-1)?.content) }) : { text: "ok" };
    const messageId = `msg_${++id}`;
    const block =
      "tool" in step
        ? { type: "tool_use", id: `toolu_${id}`, name: step.tool, input: step.input }
        : { type: "text", text: step.text };
    const stopReason = "tool" in step ? "tool_use" : "end_turn";
    const usage = { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    if (!body.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: messageId, type: "message", role: "assistant", model: body.model, content: [block], stop_reason: stopReason, stop_sequence: null, usage }));
      return;
    }
    const start = block.type === "tool_use" ? { ...block, input: {} } : { ...block, text: "" };
    const delta = block.type === "tool_use" ? { type: "input_json_delta", partial_json: JSON.stringify(block.input) } : { type: "text_delta", text: (block as { text: string }).text };
    writeSse(response, [
      { event: "message_start", data: { type: "message_start", message: { id: messageId, type: "message", role: "assistant", model: body.model, content: [], stop_reason: null, stop_sequence: null, usage } } },
      { event: "content_block_start", data: { type: "content_block_start", index: 0, content_block: start } },
      { event: "content_block_delta", data: { type: "content_block_delta", index: 0, delta } },
      { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
      { event: "message_delta", data: { type: "message_delta", delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 5 } } },
      { event: "message_stop", data: { type: "message_stop" } },
    ]);
  });
}
