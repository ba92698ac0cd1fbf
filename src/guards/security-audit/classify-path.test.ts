import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyPath } from "./classify-path.js";
import { placeOf } from "./path-places.js";
import { judgePath } from "./judge-path.js";

const context = { home: "/home/ada", project: "/work/app" };

describe("placeOf", () => {
  it("puts the project first, even when it lives in a temporary directory", () => {
    expect(placeOf("/work/app/dist", context).place).toBe("project");
    expect(placeOf("/tmp/build/dist", { home: "/home/ada", project: "/tmp/build" }).place).toBe("project");
  });

  it("knows temporary space and re-downloadable caches", () => {
    for (const target of ["/tmp/x", "/var/tmp/y", "/dev/shm/z", "/private/var/folders/ab/T/x"]) expect(placeOf(target, context).place, target).toBe("temporary");
    for (const target of ["/home/ada/.cache/pip", "/home/ada/.npm/_cacache", "/home/ada/.m2/repository/org", "/home/ada/.gradle/caches", "/work/other/node_modules", "/var/cache/apt/archives", "/home/ada/Library/Caches/x", "/home/ada/go/pkg/mod/github.com"]) {
      expect(placeOf(target, context).place, target).toBe("cache");
    }
  });

  it("tells a home directory's data, other projects, mounts and service data apart", () => {
    expect(placeOf("/home/ada/code/other-repo", context)).toMatchObject({ place: "home", why: "the home directory" });
    expect(placeOf("/home/bob/notes", context)).toMatchObject({ place: "home", why: "another user's home directory" });
    expect(placeOf("/work/other-project", context)).toMatchObject({ place: "outside", why: "another project next to this one" });
    expect(placeOf("/mnt/backup", context)).toMatchObject({ place: "mount", mountPoint: true });
    expect(placeOf("/Volumes/USB/photos", context)).toMatchObject({ place: "mount", mountPoint: false });
    expect(placeOf("/srv/www", context).place).toBe("service-data");
    expect(placeOf("/opt/app/config", context).place).toBe("service-data");
    expect(placeOf("/var/www/html", context).place).toBe("service-data");
    expect(placeOf("/data/exports", context).place).toBe("service-data");
    expect(placeOf("/backups/db", context).place).toBe("outside");
  });
});

describe("classifyPath", () => {
  const options = { cwd: "/work/app", home: "/home/ada" };

  it("classifies secrets for every access, and agent settings only for writes", () => {
    expect(classifyPath("~/.ssh/id_rsa", { ...options, access: "read" })).toMatchObject({ sensitivity: "secret", rule: "secrets.ssh-private-key" });
    expect(classifyPath(".claude/settings.json", { ...options, access: "read" }).sensitivity).toBe("project");
    expect(classifyPath(".claude/settings.json", { ...options, access: "write" })).toMatchObject({ sensitivity: "agent-settings", rule: "tamper.agent-settings" });
    for (const target of [".claude/settings.local.json", "~/.claude/settings.json", ".claude/hooks/guard.sh", "/etc/claude-code/managed-settings.json", "~/.config/loopgate/config.yaml", "loopgate.config.ts", ".git/config", "/usr/local/bin/loopgate"]) {
      expect(classifyPath(target, { ...options, access: "write" }).sensitivity, target).toBe("agent-settings");
    }
  });

  it("classifies system files and autostart locations for writes", () => {
    expect(classifyPath("/etc/pam.d/sshd", { ...options, access: "write" }).sensitivity).toBe("system-critical");
    expect(classifyPath("/etc/ld.so.preload", { ...options, access: "write" }).sensitivity).toBe("system-critical");
    expect(classifyPath("/etc/ssh/sshd_config", { ...options, access: "write" }).sensitivity).toBe("system");
    expect(classifyPath("/etc/hosts", { ...options, access: "write" }).sensitivity).toBe("system");
    expect(classifyPath("/etc/cron.d/backup", { ...options, access: "write" }).sensitivity).toBe("autostart");
    expect(classifyPath("/etc/systemd/system/x.service", { ...options, access: "write" }).sensitivity).toBe("autostart");
    expect(classifyPath("~/.config/systemd/user/x.service", { ...options, access: "write" }).sensitivity).toBe("autostart");
    expect(classifyPath("~/Library/LaunchAgents/com.x.plist", { ...options, access: "write" }).sensitivity).toBe("autostart");
    expect(classifyPath("/etc/hosts", { ...options, access: "read" }).sensitivity).toBe("outside");
  });

  it("treats git's record of history as its own kind of file, except in throwaway clones", () => {
    for (const target of [".git/refs/heads/main", ".git/packed-refs", ".git/HEAD", ".git/logs/HEAD", ".git/objects/pack/x.pack", "~/code/other/.git/refs/tags/v1"]) {
      expect(classifyPath(target, { ...options, access: "write" }).sensitivity, target).toBe("git-history");
    }
    for (const target of [".git/info/exclude", ".git/COMMIT_EDITMSG", "/tmp/clone/.git/HEAD", "node_modules/x/.git/HEAD"]) {
      expect(classifyPath(target, { ...options, access: "write" }).sensitivity, target).not.toBe("git-history");
    }
    expect(judgePath(".git/refs/heads/main", { ...options, access: "write" })).toMatchObject({ decision: "ask", rule: "git.overwrite-history" });
  });

  it("treats Python's start-up files and PowerShell profiles as autostart locations", () => {
    for (const target of ["~/.local/lib/python3.12/site-packages/zz.pth", "/usr/lib/python3/dist-packages/x.pth", ".venv/lib/python3.11/site-packages/sitecustomize.py", "~/.config/powershell/Microsoft.PowerShell_profile.ps1", "~/Documents/PowerShell/profile.ps1"]) {
      expect(classifyPath(target, { ...options, access: "write" }).sensitivity, target).toBe("autostart");
    }
    expect(classifyPath(".venv/lib/python3.11/site-packages/pkg/module.py", { ...options, access: "write" }).sensitivity).toBe("project");
  });

  it("treats a privileged program's name on the PATH as critical, wherever the program directory is", () => {
    for (const target of ["/usr/local/bin/sudo", "~/.local/bin/sudo", "~/bin/su", "/opt/homebrew/bin/ssh", "node_modules/.bin/doas"]) {
      expect(classifyPath(target, { ...options, access: "write" }).sensitivity, target).toBe("system-critical");
    }
    for (const target of ["/usr/local/bin/kubectl", "~/.local/bin/python", "docs/sudo", "~/bin/sudo-notes.txt"]) {
      expect(classifyPath(target, { ...options, access: "write" }).sensitivity, target).not.toBe("system-critical");
    }
  });

  it("places everything else relative to the project", () => {
    expect(classifyPath("src/index.ts", { ...options, access: "write" }).sensitivity).toBe("project");
    expect(classifyPath("../other-app/src/x.ts", { ...options, access: "write" })).toMatchObject({ sensitivity: "outside", reason: "/work/other-app/src/x.ts (another project next to this one)" });
    expect(classifyPath("~/notes.txt", { ...options, access: "write" }).sensitivity).toBe("home");
    expect(classifyPath("/tmp/scratch.txt", { ...options, access: "write" }).sensitivity).toBe("temporary");
  });
});

describe("classifyPath through links on disk", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "loopgate-classify-"));
    mkdirSync(path.join(root, "project"));
    mkdirSync(path.join(root, "elsewhere"));
    symlinkSync(path.join(root, "elsewhere"), path.join(root, "project", "out"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("judges a path where it really leads", () => {
    const classified = classifyPath("out/data.txt", { cwd: path.join(root, "project"), home: "/home/ada", access: "write" });
    expect(classified.sensitivity).toBe("temporary");
    expect(classified.path).toBe(path.join(root, "elsewhere", "data.txt"));
    expect(classified.reason).toContain("links to");
  });
});

describe("judgePath", () => {
  const options = { cwd: "/work/app", home: "/home/ada" };

  it("denies secrets, settings and critical system files, and asks before other writes outside the project", () => {
    expect(judgePath("~/.aws/credentials", { ...options, access: "read" })).toMatchObject({ decision: "deny", rule: "secrets.cloud-credentials" });
    expect(judgePath("/etc/sudoers.d/ada", { ...options, access: "write" })).toMatchObject({ decision: "deny" });
    expect(judgePath("/etc/ld.so.preload", { ...options, access: "write" })).toMatchObject({ decision: "deny", rule: "sysfile.overwrite" });
    expect(judgePath("/etc/hosts", { ...options, access: "write" })).toMatchObject({ decision: "ask", rule: "sysfile.modify" });
    expect(judgePath("/etc/cron.d/x", { ...options, access: "write" })).toMatchObject({ decision: "ask", rule: "host.persistence" });
    expect(judgePath("../other/x.ts", { ...options, access: "write" })).toMatchObject({ decision: "ask", rule: "fs.overwrite-outside-project" });
    expect(judgePath("/etc/hosts", { ...options, access: "read" })).toBeUndefined();
    expect(judgePath("src/x.ts", { ...options, access: "write" })).toBeUndefined();
    expect(judgePath("/tmp/x", { ...options, access: "write" })).toBeUndefined();
  });

  it("lets trusted paths lift the question about places outside the project, not about system files", () => {
    expect(judgePath("../shared/x.ts", { ...options, access: "write", allowPaths: ["../shared"] })).toBeUndefined();
    expect(judgePath("/etc/hosts", { ...options, access: "write", allowPaths: ["/etc"] })).toMatchObject({ decision: "ask" });
  });
});
