// A real MCP server process for tests, over stdio. Its first argument picks how it behaves:
//   serve     a normal server with the tools below (the default)
//   garbage   writes lines that are not JSON-RPC to stdout, then never answers
//   noisy     writes a banner line to stdout, then serves normally
//   silent    reads its input and never answers anything
//   fail      writes an error to stderr and exits with code 2 at once
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const mode = process.argv[2] ?? "serve";

if (mode === "fail") {
  process.stderr.write("starting the test server\nError: cannot open the database at /nonexistent/db.sqlite\n");
  process.exit(2);
}
if (mode === "silent") {
  process.stdin.resume();
} else if (mode === "garbage") {
  process.stdout.write("Welcome to the test server!\n{\"not\": \"json-rpc\"}\n");
  process.stdin.resume();
} else {
  if (mode === "noisy") process.stdout.write("test server v1 starting\n");
  const tools = [
    { name: "echo", description: "Echoes its text.", inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } },
    { name: "pid", description: "Answers with the server's process id.", inputSchema: { type: "object", properties: {} } },
    { name: "crash", description: "Exits the server process.", inputSchema: { type: "object", properties: {} } },
    { name: "hang", description: "Never answers.", inputSchema: { type: "object", properties: {} } },
    // Tools that open nothing and run nothing, but whose arguments the guards judge: for benchmarks.
    { name: "touch_path", description: "Answers with the path it was given.", inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] } },
    { name: "run_command", description: "Answers with the command it was given.", inputSchema: { type: "object", properties: { command: { type: "string" } }, required: ["command"] } },
  ];
  const server = new Server({ name: "stdio-test-server", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    switch (request.params.name) {
      case "echo":
        return { content: [{ type: "text", text: String(request.params.arguments?.text) }] };
      case "touch_path":
        return { content: [{ type: "text", text: String(request.params.arguments?.path) }] };
      case "run_command":
        return { content: [{ type: "text", text: String(request.params.arguments?.command) }] };
      case "pid":
        return { content: [{ type: "text", text: String(process.pid) }] };
      case "crash":
        process.stderr.write("fatal: the test server crashed on purpose\n");
        process.exit(3);
        break;
      case "hang":
        return new Promise(() => undefined);
      default:
        return { content: [{ type: "text", text: `unknown tool ${request.params.name}` }], isError: true };
    }
  });
  await server.connect(new StdioServerTransport());
}
