import { describe, expect, it } from "vitest";
import { createBuiltinGuardRegistry, evaluateToolCall } from "../../agent-clis/evaluate-tool-call.js";
import { FILE_TOOL_CASES, FILE_TOOL_CONTEXT } from "./__fixtures__/file-tool-cases.js";

describe("file tools on credential stores, system files and everyday paths", () => {
  it("decides every labelled call as labelled", async () => {
    const registry = createBuiltinGuardRegistry({ home: FILE_TOOL_CONTEXT.home });
    const wrong: string[] = [];
    for (const { tool, args, expect: expected } of FILE_TOOL_CASES) {
      const decision = await evaluateToolCall({ tool, args }, { registry, ...FILE_TOOL_CONTEXT });
      if (decision.decision !== expected) wrong.push(`${tool} ${JSON.stringify(args)}: expected ${expected}, got ${decision.decision} (${decision.rule ?? "-"})`);
    }
    expect(FILE_TOOL_CASES.length).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });
});
