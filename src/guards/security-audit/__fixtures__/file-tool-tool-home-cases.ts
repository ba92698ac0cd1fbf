import type { FileToolCase } from "./file-tool-cases.js";

function fileTool(expect: FileToolCase["expect"], tool: string, args: Record<string, unknown>): FileToolCase {
  return { tool, args, expect };
}

/**
 * File tools on data files in per-user tool homes (`tool-home-files.ts`): a read returns the file
 * whole into the transcript and asks (`secrets.tool-home-file`); names that mark a login are
 * denied; settings-only homes, code, caches, the project's own dot-directories and searches of one
 * word stay allowed. The shell guard reaches the same classification (`corpus-credentials-round-22.ts`).
 */
export const TOOL_HOME_FILE_TOOL_CASES: readonly FileToolCase[] = [
  fileTool("ask", "Read", { file_path: "~/.config/todoist/config.json" }),
  fileTool("ask", "Read", { file_path: "/home/ada/.local/share/atuin/history.db" }),
  fileTool("ask", "Read", { file_path: "/home/ada/.acme/config" }),
  fileTool("ask", "Read", { file_path: "/home/ada/Library/Application Support/acme/state.json" }),
  fileTool("ask", "Read", { file_path: "/home/ada/Library/Preferences/com.tinyspeck.slackmacgap.plist" }),
  fileTool("ask", "Read", { file_path: "C:\\Users\\ada\\AppData\\Roaming\\acme\\config.yml" }),
  fileTool("ask", "read_file", { path: "~/.config/spotify-tui/client.yml" }),
  fileTool("deny", "Read", { file_path: "~/.config/acme/hosts.json" }),
  fileTool("ask", "Read", { file_path: "~/.config/acme/session.json" }),
  fileTool("deny", "Read", { file_path: "~/.config/acme/keys.json" }),
  fileTool("allow", "Read", { file_path: "~/.config/kitty/kitty.conf" }),
  fileTool("allow", "Read", { file_path: "~/.config/Code/User/settings.json" }),
  fileTool("allow", "Read", { file_path: "~/.config/nvim/init.lua" }),
  fileTool("allow", "Read", { file_path: "~/.config/kitty/session.conf" }),
  fileTool("allow", "Read", { file_path: "~/.cache/acme/index.json" }),
  fileTool("allow", "Read", { file_path: "~/.config/acme/acme.log" }),
  fileTool("allow", "Read", { file_path: "/home/ada/code/app/.acme/config.json" }),
  fileTool("allow", "Read", { file_path: "~/.ssh/config" }),
  fileTool("allow", "Grep", { pattern: "theme", path: "~/.config/acme" }),
  fileTool("allow", "Glob", { pattern: "~/.config/acme/*.json" }),
];
