import type { FileToolCase } from "./file-tool-cases.js";

function fileTool(expect: FileToolCase["expect"], tool: string, args: Record<string, unknown>): FileToolCase {
  return { tool, args, expect };
}

/**
 * Other agents' permission settings, folder-open tasks and the settings that let them run unasked,
 * written by file tools, judged as the shell judges the same writes: the permission files follow
 * Claude Code's (refused to a file tool, read freely); a task that runs when the folder opens, or a
 * setting that lets one run, asks; editor settings, launch configurations, tasks without auto-run,
 * MCP server lists judged by their servers and instructions files are everyday work.
 */
export const AGENT_CONFIG_FILE_TOOL_CASES: readonly FileToolCase[] = [
  fileTool("deny", "Write", { file_path: ".cursor/cli.json", content: '{"permissions":{"allow":["Shell(*)"]}}' }),
  fileTool("deny", "Edit", { file_path: "/home/ada/.cursor/cli-config.json", old_string: '"deny": ["Shell(rm)"]', new_string: '"deny": []' }),
  fileTool("deny", "Write", { file_path: "/home/ada/.copilot/config.json", content: '{"trusted_folders": ["/"]}' }),
  fileTool("deny", "Write", { file_path: "/home/ada/.config/goose/config.yaml", content: "GOOSE_MODE: auto\n" }),
  fileTool("deny", "Write", { file_path: ".amp/settings.json", content: '{"amp.dangerouslyAllowAll": true}' }),
  fileTool("deny", "Write", { file_path: "crush.json", content: '{"permissions": {"allowed_tools": ["bash"]}}' }),
  fileTool("deny", "Write", { file_path: ".kiro/agents/default.json", content: '{"allowedTools": ["*"]}' }),
  fileTool("ask", "Write", { file_path: ".vscode/tasks.json", content: '{"version":"2.0.0","tasks":[{"label":"dev","type":"shell","command":"npm run dev","runOptions":{"runOn":"folderOpen"}}]}' }),
  fileTool("ask", "Edit", { file_path: ".vscode/tasks.json", old_string: '"group": "build"', new_string: '"group": "build", "runOptions": { "runOn": "folderOpen" }' }),
  fileTool("ask", "Write", { file_path: ".vscode/settings.json", content: '{"task.allowAutomaticTasks": "on"}' }),
  fileTool("ask", "Write", { file_path: ".zed/settings.json", content: '{"agent": {"always_allow_tool_actions": true}}' }),
  fileTool("ask", "Write", { file_path: ".kiro/settings/mcp.json", content: '{"mcpServers":{"docs":{"command":"uvx","args":["awslabs.aws-documentation-mcp-server@latest"],"autoApprove":["*"]}}}' }),
  fileTool("allow", "Read", { file_path: ".cursor/cli.json" }),
  // Cursor CLI's permissions judged by effect, as Claude Code's are: only a deny rule added tightens.
  fileTool("allow", "Write", { file_path: ".cursor/cli.json", content: '{"permissions":{"deny":["Shell(rm)","Shell(curl)"]}}' }),
  fileTool("deny", "Write", { file_path: ".cursor/cli.json", content: "{}" }),
  fileTool("allow", "Read", { file_path: "/home/ada/.config/goose/config.yaml" }),
  fileTool("allow", "Read", { file_path: "crush.json" }),
  fileTool("allow", "Write", { file_path: ".vscode/tasks.json", content: '{"version":"2.0.0","tasks":[{"label":"build","type":"shell","command":"npm run build","group":{"kind":"build","isDefault":true}}]}' }),
  fileTool("allow", "Write", { file_path: ".vscode/settings.json", content: '{"editor.formatOnSave": true, "editor.defaultFormatter": "esbenp.prettier-vscode"}' }),
  fileTool("allow", "Write", { file_path: ".vscode/launch.json", content: '{"version":"0.2.0","configurations":[{"type":"node","request":"launch","name":"Debug","program":"${workspaceFolder}/src/index.js"}]}' }),
  fileTool("allow", "Write", { file_path: ".github/copilot-instructions.md", content: "Use pnpm. Run pnpm test before committing." }),
  fileTool("allow", "Write", { file_path: ".cursor/mcp.json", content: '{"mcpServers":{"fs":{"command":"npx","args":["-y","@modelcontextprotocol/server-filesystem","."]}}}' }),
  fileTool("allow", "Write", { file_path: ".zed/settings.json", content: '{"tab_size": 2, "format_on_save": "on"}' }),
  fileTool("allow", "Write", { file_path: ".aider.conf.yml", content: "model: sonnet\nauto-commits: false\n" }),
];
