import type { FileToolCase } from "./file-tool-cases.js";

function fileTool(expect: FileToolCase["expect"], tool: string, args: Record<string, unknown>): FileToolCase {
  return { tool, args, expect };
}

/**
 * File tools writing the host's firewall rulesets and macOS's system-wide preferences and policy
 * databases (the application firewall, Gatekeeper, the login window, launchd's overrides), which
 * the shell guard protects; and the project's own look-alike files.
 */
export const HOST_FILE_TOOL_CASES: readonly FileToolCase[] = [
  fileTool("ask", "Write", { file_path: "/Library/Preferences/com.apple.alf.plist", content: "<plist><dict><key>globalstate</key><integer>0</integer></dict></plist>" }),
  fileTool("ask", "Write", { file_path: "/var/db/SystemPolicy-prefs.plist", content: "<plist><dict><key>enabled</key><string>no</string></dict></plist>" }),
  fileTool("ask", "Edit", { file_path: "/Library/Preferences/com.apple.loginwindow.plist", old_string: "</dict>", new_string: "<key>autoLoginUser</key><string>ada</string></dict>" }),
  fileTool("ask", "Write", { file_path: "/etc/pf.conf", content: "pass all" }),
  fileTool("ask", "Write", { file_path: "/etc/nftables.conf", content: "flush ruleset" }),
  fileTool("allow", "Write", { file_path: "ios/App/Info.plist", content: "<plist><dict/></plist>" }),
  fileTool("allow", "Write", { file_path: "deploy/pf.conf", content: "pass all" }),
  fileTool("allow", "Write", { file_path: "infra/nftables.conf", content: "table inet filter {}" }),
];
