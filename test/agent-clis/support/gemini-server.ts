import { startServer, writeSse, type ScriptedServer } from "./http-server.js";
import { textIn, type Script } from "./script.js";

/**
 * A scripted model speaking the Gemini API (`generateContent`, `streamGenerateContent?alt=sse`,
 * `countTokens`), for the Gemini CLI through `GOOGLE_GEMINI_BASE_URL`. Requests that declare tools
 * follow the script; others (routing, summaries) get a short text.
 */
export async function startGeminiServer(script: Script): Promise<ScriptedServer> {
  let turn = 0;
  return startServer((request, response) => {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    if (request.path.includes(":countTokens")) return json(200, { totalTokens: 10 });
    if (request.method !== "POST" || !/:(stream)?[gG]enerateContent/.test(request.path)) return json(404, { error: { code: 404, message: "not found" } });
    const body = request.body as { tools?: { functionDeclarations?: unknown[] }[]; contents?: { parts?: unknown[] }[] };
    const main = Array.isArray(body.tools) && body.tools.some((tool) => (tool.functionDeclarations?.length ?? 0) > 0);
    const step = main ? script({ turn: turn++, lastText: textIn(body.contents?.at(-1)?.parts) }) : { text: '{"reasoning":"scripted","model_choice":"flash"}' };
    const part = "tool" in step ? { functionCall: { name: step.tool, args: step.input } } : { text: step.text };
    const answer = {
      candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
      modelVersion: "gemini-scripted",
    };
    if (request.path.includes(":streamGenerateContent")) return writeSse(response, [{ data: answer }]);
    return json(200, answer);
  });
}
