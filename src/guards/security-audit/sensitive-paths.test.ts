import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifySensitivePath } from "./sensitive-paths.js";

let root: string;
let home: string;
let project: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "loopgate-audit-"));
  home = path.join(root, "home", "ada");
  project = path.join(root, "work", "app");
  mkdirSync(path.join(home, ".ssh"), { recursive: true });
  mkdirSync(project, { recursive: true });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const classify = (target: string, cwd = project) => classifySensitivePath(target, { cwd, home });
const ruleOf = (target: string, cwd = project) => classify(target, cwd)?.rule;

describe("classifySensitivePath: every category of the seed's list", () => {
  it.each([
    ["~/.ssh/id_rsa", "secrets.ssh-private-key"],
    ["/srv/keys/id_dsa", "secrets.ssh-private-key"],
    ["backup/id_ecdsa", "secrets.ssh-private-key"],
    ["~/.ssh/id_ed25519", "secrets.ssh-private-key"],
    ["~/.aws/credentials", "secrets.cloud-credentials"],
    ["~/.aws/config", "secrets.cloud-credentials"],
    ["~/.boto", "secrets.cloud-credentials"],
    ["config/credentials.json", "secrets.cloud-credentials"],
    ["deploy/service-account.json", "secrets.cloud-credentials"],
    ["ops/kubeconfig", "secrets.kube-config"],
    ["~/.gnupg/private-keys-v1.d/key.key", "secrets.keyring"],
    ["~/.gnupg/pubring.kbx", "secrets.keyring"],
    ["~/.password-store/bank.gpg", "secrets.keyring"],
    ["/etc/passwd", "secrets.system-auth"],
    ["/etc/shadow", "secrets.system-auth"],
    ["/etc/sudoers", "secrets.system-auth"],
    [".env", "secrets.env-file"],
    ["server.pem", "secrets.private-key-file"],
    ["tls/server.key", "secrets.private-key-file"],
    ["certs/client.p12", "secrets.private-key-file"],
    ["certs/client.pfx", "secrets.private-key-file"],
    ["~/.claude/.credentials.json", "secrets.claude-auth"],
    ["~/.claude/credentials/token", "secrets.claude-auth"],
    ["~/.openclaw/credentials/oauth.json", "secrets.openclaw-auth"],
    ["~/.clawdbot/credentials/oauth.json", "secrets.openclaw-auth"],
    ["agents/main/auth-profiles.json", "secrets.openclaw-auth"],
    ["~/.codex/auth.json", "secrets.codex-auth"],
    ["cache/github-copilot.token.json", "secrets.copilot-token"],
    ["~/.qwen/oauth_creds.json", "secrets.portal-oauth"],
    ["~/.minimax/oauth_creds.json", "secrets.portal-oauth"],
    ["~/.config/gogcli/credentials.json", "secrets.google-cli-oauth"],
    ["~/.openclaw/whatsapp/default/creds.json", "secrets.whatsapp-session"],
    ["~/.profile", "secrets.shell-profile"],
    ["~/.bashrc", "secrets.shell-profile"],
    ["~/.zshrc", "secrets.shell-profile"],
    ["~/.zprofile", "secrets.shell-profile"],
    ["~/.bash_profile", "secrets.shell-profile"],
    ["~/.config/fish/config.fish", "secrets.shell-profile"],
  ])("%s → %s", (target, rule) => {
    expect(ruleOf(target)).toBe(rule);
  });
});

describe("classifySensitivePath: additions beyond the seed", () => {
  it.each([
    [".env.local", "secrets.env-file"],
    [".env.production", "secrets.env-file"],
    [".env.test.local", "secrets.env-file"],
    [".envrc", "secrets.env-file"],
    ["~/.netrc", "secrets.netrc"],
    ["~/.npmrc", "secrets.package-registry-token"],
    ["~/.pypirc", "secrets.package-registry-token"],
    ["~/.docker/config.json", "secrets.docker-config"],
    ["~/.kube/config", "secrets.kube-config"],
    ["~/.git-credentials", "secrets.git-credentials"],
    ["~/.config/gh/hosts.yml", "secrets.git-credentials"],
    ["~/.pgpass", "secrets.database-credentials"],
    ["~/.ssh/agent.sock.d/key", "secrets.ssh-directory"],
    ["~/.ssh", "secrets.credential-store"],
    ["~/.aws", "secrets.credential-store"],
    ["~/.config/gcloud/application_default_credentials.json", "secrets.cloud-credentials"],
    ["~/.gemini/oauth_creds.json", "secrets.portal-oauth"],
    ["/etc/sudoers.d/ada", "secrets.system-auth"],
    ["/proc/self/environ", "secrets.process-environment"],
    ["/proc/1234/task/1234/environ", "secrets.process-environment"],
  ])("%s → %s", (target, rule) => {
    expect(ruleOf(target)).toBe(rule);
  });

  it("resolves /proc/self/root and /proc/self/cwd to the places they name before any .. after them (proc(5))", () => {
    const context = { cwd: "/home/dev/projects/webapp", home: "/home/dev" };
    expect(classifySensitivePath("/proc/self/cwd/../../.yarnrc", context)?.rule).toBe("secrets.package-registry-token");
    expect(classifySensitivePath("/proc/thread-self/root/home/dev/.netrc", context)?.rule).toBe("secrets.netrc");
    expect(classifySensitivePath("/proc/self/root/proc/self/cwd/../../.pgpass", context)?.rule).toBe("secrets.database-credentials");
    expect(classifySensitivePath("/proc/self/cwd/src/index.ts", context)).toBeUndefined();
  });

  it("reads the public files of ~/.ssh freely, and guards changes to those that decide who logs in and what ssh runs", () => {
    for (const file of ["config", "known_hosts", "authorized_keys", "id_ed25519.pub"]) expect(ruleOf(`~/.ssh/${file}`), file).toBeUndefined();
    const writeRule = (target: string) => classifySensitivePath(target, { cwd: project, home, access: "write" })?.rule;
    expect(writeRule("~/.ssh/authorized_keys")).toBe("secrets.ssh-settings");
    expect(writeRule("~/.ssh/config")).toBe("secrets.ssh-settings");
    expect(writeRule("~/.ssh/rc")).toBe("secrets.ssh-directory");
    expect(writeRule("~/.ssh/known_hosts")).toBeUndefined();
    expect(ruleOf("~/.ssh/id_ed25519")).toBe("secrets.ssh-private-key");
  });

  it("treats a project .npmrc as a secret only when it holds a token", () => {
    writeFileSync(path.join(project, ".npmrc"), "registry=https://registry.npmjs.org/\n");
    expect(classify(".npmrc")).toBeUndefined();
    writeFileSync(path.join(project, ".npmrc"), "//registry.npmjs.org/:_authToken=npm_abc\n");
    expect(ruleOf(".npmrc")).toBe("secrets.package-registry-token");
  });
});

describe("classifySensitivePath: what stays allowed", () => {
  it.each([
    ".env.example",
    ".env.sample",
    ".env.template",
    ".env.local.example",
    "~/.ssh/id_rsa.pub",
    "~/.ssh/id_ed25519.pub",
    "src/monkey.keyboard.ts",
    "keys.json",
    "docs/keynote.md",
    "src/environment.ts",
    "README.md",
    "~/.claude/settings.json",
    "/etc/hosts",
    "",
    "   ",
  ])("%j is not sensitive", (target) => {
    expect(classify(target)).toBeUndefined();
  });

  it("applies the seed's exceptions in a project: node_modules, tests, fixtures, *.test.*, package-lock.json", () => {
    expect(classify("node_modules/aws-sdk/credentials.json")).toBeUndefined();
    expect(classify("test/server.key")).toBeUndefined();
    expect(classify("src/__fixtures__/server.pem")).toBeUndefined();
    expect(classify("fixtures/id_rsa")).toBeUndefined();
    expect(classify("src/credentials.test.json")).toBeUndefined();
    expect(classify("package-lock.json")).toBeUndefined();
  });
});

describe("classifySensitivePath: exceptions never open a hole", () => {
  it.each([
    "~/.ssh/fixtures/id_rsa",
    "~/.ssh/test/id_rsa",
    "~/.aws/test/credentials",
    "~/.aws/fixtures/credentials",
    "~/.aws/node_modules/credentials",
    "~/.gnupg/test/secring.gpg",
    "~/.ssh/id_rsa.test.bak",
    "~/.claude/credentials/fixtures/token",
    "/root/.ssh/fixtures/id_rsa",
    "/home/bob/.aws/test/credentials",
  ])("%s stays blocked", (target) => {
    expect(classify(target)).toBeDefined();
  });

  it("does not count directories above the project root as test directories", () => {
    const testProject = path.join(root, "srv", "test", "app");
    mkdirSync(testProject, { recursive: true });
    expect(ruleOf(".env", testProject)).toBe("secrets.env-file");
    expect(ruleOf("fixtures/.env", testProject)).toBeUndefined();
  });

  it("never lets allowPaths open a home credential store", () => {
    const options = { cwd: project, home, allowPaths: ["~/.ssh", "./certs"] };
    expect(classifySensitivePath("~/.ssh/id_rsa", options)?.rule).toBe("secrets.ssh-private-key");
    expect(classifySensitivePath("certs/dev.key", options)).toBeUndefined();
    expect(classifySensitivePath("other/dev.key", options)?.rule).toBe("secrets.private-key-file");
  });
});

describe("classifySensitivePath: normalization", () => {
  it.each(["$HOME/.ssh/id_rsa", "${HOME}/.ssh/id_rsa", "~/.ssh/../.ssh/./id_rsa", "~/.SSH/ID_RSA", '"~/.ssh/id_rsa"'])(
    "%s is expanded to the SSH key",
    (target) => {
      expect(classify(target)?.path.toLowerCase()).toBe(path.join(home, ".ssh", "id_rsa").toLowerCase());
    },
  );

  it("falls back to the real home directory when none is given, never to an empty ~", () => {
    const hit = classifySensitivePath("~/.ssh/id_rsa", { cwd: project, home: "" });
    expect(hit?.path).toBe(path.join(homedir(), ".ssh", "id_rsa"));
  });

  it("resolves relative paths against cwd and collapses ..", () => {
    const hit = classify("../../../home/ada/x/../.aws/credentials", path.join(root, "work", "app", "src"));
    expect(hit?.rule).toBe("secrets.cloud-credentials");
    expect(hit?.reason).toBe("Access denied: ~/.aws/credentials (cloud credentials)");
  });

  it("names the path and what it is in the reason", () => {
    expect(classify("~/.ssh/id_rsa")?.reason).toBe("Access denied: ~/.ssh/id_rsa (SSH private key)");
  });

  it("blocks a symlink that leads to a key (./notes.txt -> ~/.ssh/id_rsa)", () => {
    writeFileSync(path.join(home, ".ssh", "id_rsa"), "-----BEGIN OPENSSH PRIVATE KEY-----\n");
    symlinkSync(path.join(home, ".ssh", "id_rsa"), path.join(project, "notes.txt"));
    const hit = classify("notes.txt");
    expect(hit?.rule).toBe("secrets.ssh-private-key");
    expect(hit?.path).toBe(path.join(home, ".ssh", "id_rsa"));
    expect(hit?.reason).toContain("links to ~/.ssh/id_rsa");
  });

  it("blocks a dangling symlink whose target would be created in a credential store", () => {
    symlinkSync(path.join(home, ".aws", "credentials"), path.join(project, "out.txt"));
    expect(ruleOf("out.txt")).toBe("secrets.cloud-credentials");
  });

  it("follows a symlinked directory for files that do not exist yet", () => {
    symlinkSync(path.join(home, ".ssh"), path.join(project, "keys"));
    expect(ruleOf("keys/new_key")).toBe("secrets.ssh-directory");
  });

  it("blocks a fixture-looking symlink into a credential store (the real path is matched too)", () => {
    mkdirSync(path.join(project, "fixtures"), { recursive: true });
    symlinkSync(path.join(home, ".ssh", "id_rsa"), path.join(project, "fixtures", "id_rsa"));
    expect(ruleOf("fixtures/id_rsa")).toBe("secrets.ssh-private-key");
  });

  it("matches the literal path even when the real one is harmless", () => {
    writeFileSync(path.join(project, "plain.txt"), "hello");
    symlinkSync(path.join(project, "plain.txt"), path.join(project, ".env"));
    expect(ruleOf(".env")).toBe("secrets.env-file");
  });

  it("survives symlink loops and NUL bytes without throwing", () => {
    symlinkSync(path.join(project, "loop-b"), path.join(project, "loop-a"));
    symlinkSync(path.join(project, "loop-a"), path.join(project, "loop-b"));
    expect(classify("loop-a/file.txt")).toBeUndefined();
    expect(classify("loop-a/.env")?.rule).toBe("secrets.env-file");
    expect(classify("bad\0name/.env")?.rule).toBe("secrets.env-file");
  });
});

describe("classifySensitivePath: copies of secret files are the secret", () => {
  it.each([
    ["~/.config/gh/hosts.yml.bak", "secrets.git-credentials"],
    ["~/.config/glab-cli/config.yml~", "secrets.tool-credentials"],
    ["~/.config/hcloud/.cli.toml.swp", "secrets.tool-credentials"],
    ["~/.config/doctl/#config.yaml#", "secrets.tool-credentials"],
    ["~/.netrc.dpkg-old", "secrets.netrc"],
    ["~/.pgpass.rpmsave", "secrets.database-credentials"],
    ["~/.git-credentials.2024-01-01", "secrets.git-credentials"],
    ["~/.docker/config.json.1", "secrets.docker-config"],
    ["~/.bashrc.orig", "secrets.shell-profile"],
    ["deploy/service-account.json.bak", "secrets.cloud-credentials"],
    ["keys/server.key.old", "secrets.private-key-file"],
    ["~/.aws.bak/config", "secrets.cloud-credentials"],
    ["~/.config/gh.old/hosts.yml", "secrets.git-credentials"],
    ["~/.kube.orig/config", "secrets.kube-config"],
  ])("%s → %s", (target, rule) => {
    const match = classify(target);
    expect(match?.rule).toBe(rule);
    expect(match?.reason).toMatch(/backup or editor copy/);
  });

  it.each(["~/.ssh/id_ed25519.pub.bak", "~/.ssh/known_hosts.orig", "~/.ssh/config~", ".env.example.bak", "package.json.orig", "src/.app.ts.swp", "notes (copy).md", "~/.ssh.old/known_hosts", "dist.bak/index.js", "/usr/lib/python3.11/os.py"])("%s stays allowed", (target) => {
    expect(classify(target)).toBeUndefined();
  });

  it("does not extend write-only rules to copies", () => {
    expect(classifySensitivePath("~/.claude/settings.json.bak", { cwd: project, home, access: "write" })?.rule).toBeUndefined();
  });
});

describe("classifySensitivePath: credential files named by other tools' documentation", () => {
  it.each([
    ["~/.smbcredentials", "secrets.tool-credentials"],
    ["/root/.smbcredentials", "secrets.tool-credentials"],
    ["/etc/samba/credentials", "secrets.tool-credentials"],
    ["/etc/cifs-credentials", "secrets.tool-credentials"],
    ["/etc/samba/smbpasswd", "secrets.tool-credentials"],
    ["~/.gftp/gftprc", "secrets.tool-credentials"],
    ["~/.lftp/bookmarks", "secrets.tool-credentials"],
    ["~/.local/share/lftp/rl_history", "secrets.tool-credentials"],
    ["~/.fetchmailrc", "secrets.tool-credentials"],
    ["~/.config/msmtp/config", "secrets.tool-credentials"],
    ["/boot/grub2/user.cfg", "secrets.system-auth"],
    ["/boot/efi/EFI/redhat/user.cfg", "secrets.system-auth"],
    ["/etc/postgresql-common/pg_service.conf", "secrets.database-credentials"],
    ["/var/lib/cloud/instance/user-data.txt", "secrets.service-credentials"],
    ["/var/lib/cloud/instance/scripts/part-001", "secrets.service-credentials"],
    ["/var/lib/waagent/ovf-env.xml", "secrets.service-credentials"],
  ])("%s → %s", (target, rule) => {
    expect(ruleOf(target)).toBe(rule);
  });

  it.each(["/etc/samba/smb.conf", "/usr/bin/smbpasswd", "~/.lftp/rc", "/boot/grub/grub.cfg", "/var/lib/cloud/instance/boot-finished", "/var/log/cloud-init.log"])("%s stays allowed", (target) => {
    expect(classify(target)).toBeUndefined();
  });
});
