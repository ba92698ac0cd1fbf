// An interceptor naming an MCP tool: blocks every call of the test server's echo tool.
export default {
  id: "test:deny-echo",
  name: "tool.before",
  toolMatcher: /^mcp__test__echo$/,
  handler(_input, output) {
    output.block = true;
    output.blockReason = "echo is not allowed here";
  },
};
