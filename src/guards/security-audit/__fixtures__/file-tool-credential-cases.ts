import type { FileToolCase } from "./file-tool-cases.js";

function fileTool(expect: FileToolCase["expect"], tool: string, args: Record<string, unknown>): FileToolCase {
  return { tool, args, expect };
}

/**
 * File tools on copies of secret files (backups, editor swap and auto-save files, package
 * managers' conffile copies, numbered and dated rotations, file managers' copies) and on the
 * credential files of CIFS mounts, FTP and mail clients, GRUB and instance bootstrap; with the
 * copies of public and ordinary files that stay allowed. The shell guard reaches the same
 * classification (`corpus-credential-round-17.ts`).
 */
export const CREDENTIAL_COPY_FILE_TOOL_CASES: readonly FileToolCase[] = [
  fileTool("deny", "Read", { file_path: "/home/ada/.config/gh/hosts.yml.bak" }),
  fileTool("deny", "Read", { file_path: "~/.config/glab-cli/config.yml~" }),
  fileTool("deny", "Read", { file_path: "~/.config/doctl/#config.yaml#" }),
  fileTool("deny", "Read", { file_path: "~/.config/hcloud/.cli.toml.swp" }),
  fileTool("deny", "Read", { file_path: "~/.netrc.orig" }),
  fileTool("deny", "Read", { file_path: "~/.pgpass.dpkg-dist" }),
  fileTool("deny", "Read", { file_path: "~/.my.cnf.rpmnew" }),
  fileTool("deny", "Read", { file_path: "~/.git-credentials.2024-01-01" }),
  fileTool("deny", "Read", { file_path: "~/.docker/config.json.1" }),
  fileTool("deny", "Read", { file_path: "/home/ada/.config/gh/hosts (copy).yml" }),
  fileTool("deny", "Read", { file_path: "/home/ada/.config/gh/hosts copy.yml" }),
  fileTool("deny", "Read", { file_path: "/home/ada/code/app/.env.production.bak" }),
  fileTool("deny", "Grep", { pattern: "token", path: "~/.config/gh/hosts.yml.old" }),
  fileTool("deny", "Read", { file_path: "~/.smbcredentials" }),
  fileTool("deny", "Read", { file_path: "/etc/samba/credentials" }),
  fileTool("deny", "Read", { file_path: "/etc/cifs-credentials" }),
  fileTool("deny", "Read", { file_path: "~/.gftp/bookmarks" }),
  fileTool("deny", "Read", { file_path: "~/.local/share/lftp/bookmarks" }),
  fileTool("deny", "Read", { file_path: "~/.fetchmailrc" }),
  fileTool("deny", "Read", { file_path: "~/.msmtprc" }),
  fileTool("deny", "Read", { file_path: "/boot/grub2/user.cfg" }),
  fileTool("deny", "Read", { file_path: "/var/lib/cloud/instance/user-data.txt" }),
  fileTool("deny", "Read", { file_path: "/var/lib/waagent/ovf-env.xml" }),
  fileTool("allow", "Read", { file_path: "/home/ada/code/app/.env.example.bak" }),
  fileTool("allow", "Read", { file_path: "~/.ssh/id_ed25519.pub.bak" }),
  fileTool("allow", "Read", { file_path: "~/.ssh/known_hosts.old" }),
  fileTool("allow", "Read", { file_path: "/home/ada/code/app/package.json.orig" }),
  fileTool("allow", "Read", { file_path: "/home/ada/code/app/src/.index.ts.swp" }),
  fileTool("allow", "Read", { file_path: "/home/ada/code/app/docker-compose (copy).yml" }),
  fileTool("allow", "Read", { file_path: "/boot/grub/grub.cfg" }),
  fileTool("allow", "Read", { file_path: "/etc/samba/smb.conf" }),
  fileTool("allow", "Read", { file_path: "~/.lftp/rc" }),
  fileTool("allow", "Write", { file_path: "/home/ada/code/app/config.yml.bak", content: "port: 8080" }),
];
