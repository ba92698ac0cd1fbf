// A run whose second tool call never ends: the test kills this process with SIGKILL mid-call and
// reads the audit log it left. Usage: node --import tsx killed-run.ts <audit file> <marker file>
import { writeFileSync } from "node:fs";
import { z } from "zod";
import { createAuditLog } from "../audit-log.js";
import { createInterceptorRegistry } from "../../interceptors/registry.js";
import { createAgent } from "../../loop/agent.js";
import { scriptedModel } from "../../models/scripted.js";
import { defineTool } from "../../tools/define-tool.js";

const [auditFile, markerFile] = process.argv.slice(2) as [string, string];
const audit = createAuditLog(auditFile);
const step = defineTool({
  name: "step",
  description: "Does one step; `hang` never returns.",
  inputSchema: z.object({ name: z.string(), hang: z.boolean().optional() }),
  execute: async ({ name, hang }) => {
    if (!hang) return { output: `did ${name}` };
    writeFileSync(markerFile, "running");
    return new Promise<never>(() => setInterval(() => undefined, 1_000));
  },
});
const registry = createInterceptorRegistry();
registry.add({
  id: "fixture:tag",
  name: "tool.before",
  handler: (_input, output) => {
    output.args = { ...output.args, name: `${String(output.args.name)}!` };
  },
});
const agent = createAgent({
  model: scriptedModel([
    { toolCalls: [{ id: "first", name: "step", input: { name: "one" } }], usage: { inputTokens: 5, outputTokens: 2 } },
    { toolCalls: [{ id: "second", name: "step", input: { name: "two", hang: true } }] },
    { text: "never reached" },
  ]),
  tools: [step],
  registry,
  onEvent: (event) => audit.record(event),
});
await agent.run("do the steps");
