import { describe, expect, it } from "vitest";
import { createCommandAnalyzer } from "./analyze-command.js";
import { BENIGN_AGENT_COMMANDS } from "./__fixtures__/benign-agent-commands.js";
import { CORPUS_CONTEXT } from "./__fixtures__/corpus.js";

describe("everyday agent commands", () => {
  it("are all allowed", () => {
    const analyze = createCommandAnalyzer({ home: CORPUS_CONTEXT.home });
    const flagged = BENIGN_AGENT_COMMANDS.map((command) => ({ command, result: analyze(command, { cwd: CORPUS_CONTEXT.cwd }) }))
      .filter(({ result }) => result.decision !== "allow")
      .map(({ command, result }) => `${result.decision} ${result.rule}: ${command}`);
    expect(BENIGN_AGENT_COMMANDS.length).toBeGreaterThan(150);
    expect(flagged).toEqual([]);
  });
});
