import { startServer, writeSse, type ScriptedServer } from "./http-server.js";
import { textIn, type Script } from "./script.js";

/**
 * A scripted model speaking the OpenAI Responses API (streaming SSE), for the Codex CLI through a
 * custom model provider with `wire_api = "responses"`. Requests that offer tools follow the script;
 * others (titles, summaries) get a short text.
 */
export async function startResponsesServer(script: Script): Promise<ScriptedServer> {
  let turn = 0;
  let id = 0;
  return startServer((request, response) => {
    if (request.method !== "POST" || !request.path.includes("/responses")) {
      response.writeHead(request.path.includes("/models") ? 200 : 404, { "content-type": "application/json" });
      response.end(JSON.stringify(request.path.includes("/models") ? { object: "list", data: [], models: [] } : { error: { message: "not found" } }));
      return;
    }
    const body = request.body as { tools?: unknown[]; input?: unknown[]; model?: string };
    const main = Array.isArray(body.tools) && body.tools.length > 0;
    const lastInput = Array.isArray(body.input) ? body.input.at(-1) : undefined;
    const step = main ? script({ turn: turn++, lastText: textIn(lastInput) }) : { text: "ok" };
    const responseId = `resp_${++id}`;
    const item =
      "tool" in step
        ? { type: "function_call", id: `fc_${id}`, call_id: `call_${id}`, name: step.tool, arguments: JSON.stringify(step.input), status: "completed" }
        : { type: "message", id: `msg_${id}`, role: "assistant", status: "completed", content: [{ type: "output_text", text: step.text, annotations: [] }] };
    const usage = { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 5, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 15 };
    const base = { id: responseId, object: "response", created_at: Math.floor(Date.now() / 1000), model: body.model, output: [] as unknown[] };
    writeSse(response, [
      { event: "response.created", data: { type: "response.created", response: { ...base, status: "in_progress" } } },
      { event: "response.output_item.added", data: { type: "response.output_item.added", output_index: 0, item: { ...item, status: "in_progress" } } },
      { event: "response.output_item.done", data: { type: "response.output_item.done", output_index: 0, item } },
      { event: "response.completed", data: { type: "response.completed", response: { ...base, status: "completed", output: [item], usage } } },
    ]);
  });
}
