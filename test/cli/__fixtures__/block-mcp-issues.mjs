// Blocks one MCP tool by name: the hook and `check` must accept a matcher for a tool they have never seen.
export default {
  id: "test.no-mcp-issues",
  name: "tool.before",
  toolMatcher: /^mcp__github__create_issue$/,
  handler: (_input, output) => {
    output.block = true;
    output.blockReason = "no issues from agents";
  },
};
