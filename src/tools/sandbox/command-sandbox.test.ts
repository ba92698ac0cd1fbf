import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo, Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { processMarker, processesWithMarker, waitUntilNoneRun } from "../builtin/__fixtures__/marked-processes.js";
import { needsSandbox, sandboxUnavailable } from "../builtin/__fixtures__/sandbox-availability.js";
import { testToolContext } from "../builtin/__fixtures__/tool-context.js";
import { execTool } from "../builtin/exec/index.js";
import type { ExecDetails } from "../builtin/exec/index.js";
import { processTool } from "../builtin/process/index.js";
import type { ProcessDetails } from "../builtin/process/index.js";
import type { ToolLogger } from "../types.js";
import { createWorkspace } from "../workspace.js";
import type { Workspace } from "../workspace.js";
import { bwrapArguments } from "./bwrap-arguments.js";
import { createCommandSandbox, sandboxNotice, sandboxStatus } from "./command-sandbox.js";
import type { SandboxOptions } from "./sandbox-options.js";

let base: string;
let root: string;
let home: string;
let workspace: Workspace;

beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-sandbox-")));
  root = path.join(base, "project");
  home = path.join(base, "home");
  const files: Record<string, string> = {
    ".ssh/id_rsa": "-----BEGIN OPENSSH PRIVATE KEY----- fake",
    ".aws/credentials": "[default]\naws_secret_access_key = fake",
    ".config/gcloud/application_default_credentials.json": "{\"fake\":true}",
    ".kube/config": "fake kube",
    ".netrc": "machine example.com password fake",
    ".npmrc": "//registry.npmjs.org/:_authToken=fake",
    ".cache/tool/state": "cached",
    "notes.txt": "not secret",
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(home, name)), { recursive: true });
    writeFileSync(path.join(home, name), content);
  }
  mkdirSync(root, { recursive: true });
  workspace = createWorkspace(root, { home });
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const run = async (command: string, sandbox: SandboxOptions = { mode: "required" }, timeout_ms?: number) => {
  const result = await execTool(workspace, { sandbox }).execute({ command, ...(timeout_ms ? { timeout_ms } : {}) }, testToolContext());
  return { ...result, details: result.details as ExecDetails };
};

describe.skipIf(sandboxUnavailable !== undefined)(`the command sandbox${needsSandbox}`, () => {
  it("runs commands sandboxed, with the workspace writable and the system read-only", async () => {
    const result = await run("echo made > made.txt && cat made.txt; touch /usr/loopgate-probe; echo home >> $HOME/notes.txt; echo out > ../outside.txt");
    expect(result.details.sandboxed).toBe(true);
    expect(result.output).toMatch(/^made\n/);
    expect(result.output).toMatch(/\/usr\/loopgate-probe.*Read-only file system/);
    expect(result.output).toMatch(/notes\.txt: Read-only file system/);
    expect(readFileSync(path.join(root, "made.txt"), "utf8")).toBe("made\n");
    const escaped = existsSync("/usr/loopgate-probe");
    rmSync("/usr/loopgate-probe", { force: true });
    expect(escaped).toBe(false);
    expect(readFileSync(path.join(home, "notes.txt"), "utf8")).toBe("not secret");
    expect(existsSync(path.join(base, "outside.txt"))).toBe(false);
  });

  it("lets no command delete what lies outside the workspace", async () => {
    mkdirSync(path.join(home, "code", "other-repo"), { recursive: true });
    writeFileSync(path.join(home, "code", "other-repo", "main.c"), "int main;");
    mkdirSync(path.join(base, "other-project"));
    writeFileSync(path.join(base, "other-project", "keep.txt"), "keep");
    const result = await run("rm -rf ~/code/other-repo ../other-project; echo exit=$?");
    expect(result.output).toMatch(/other-repo.*Read-only file system/);
    expect(readFileSync(path.join(home, "code", "other-repo", "main.c"), "utf8")).toBe("int main;");
    expect(readFileSync(path.join(base, "other-project", "keep.txt"), "utf8")).toBe("keep");
  });

  it("hides the credential stores and secret files of the home directory, and keeps them unchanged", async () => {
    const result = await run(
      [
        "ls -A ~/.ssh ~/.aws ~/.config/gcloud ~/.kube",
        'echo "[$(cat ~/.ssh/id_rsa 2>&1)]"',
        'echo "netrc=[$(cat ~/.netrc)] npmrc=[$(cat ~/.npmrc)]"',
        "echo stolen > ~/.netrc; echo planted > ~/.ssh/authorized_keys",
        "cat ~/notes.txt",
      ].join("; "),
    );
    expect(result.output).not.toContain("fake");
    expect(result.output).toContain("netrc=[] npmrc=[]");
    expect(result.output).toMatch(/\[cat: .*id_rsa: No such file or directory\]/);
    expect(result.output).toContain("not secret");
    expect(readFileSync(path.join(home, ".netrc"), "utf8")).toBe("machine example.com password fake");
    expect(existsSync(path.join(home, ".ssh", "authorized_keys"))).toBe(false);
  });

  it("hides a credential store reached through a symbolic link, through the link and where it really is", async () => {
    // One store kept with the dotfiles in the home directory, one in a temp folder the sandbox replaces.
    const dotfiles = path.join(home, "dotfiles", "gnupg");
    const temporary = path.join(base, "elsewhere", "docker");
    for (const [store, link] of [[dotfiles, ".gnupg"], [temporary, ".docker"]] as const) {
      mkdirSync(store, { recursive: true });
      writeFileSync(path.join(store, "secret"), `fake ${link} secret`);
      symlinkSync(store, path.join(home, link));
    }
    const result = await run(`ls -A ${dotfiles}; cat ~/.gnupg/secret ${dotfiles}/secret ~/.docker/secret ${temporary}/secret; ls ~/dotfiles`);
    expect(result.output).not.toContain("secret fake");
    expect(result.output).not.toMatch(/fake \.\w+ secret/);
    expect(result.output.match(/No such file or directory/g)).toHaveLength(4);
    expect(result.output).toContain("gnupg");
  });

  it("gives every command a private /tmp and keeps the package caches writable", async () => {
    const hostOnly = path.join(tmpdir(), `loopgate-host-only-${processMarker()}`);
    writeFileSync(hostOnly, "host");
    try {
      const result = await run(`cat ${hostOnly}; echo inside > /tmp/private.txt && cat /tmp/private.txt; echo "tmp=[$TMPDIR]"; echo more >> ~/.cache/tool/state`);
      expect(result.output).toContain("No such file or directory");
      expect(result.output).toContain("inside\ntmp=[/tmp]");
      expect(existsSync(path.join(tmpdir(), "private.txt"))).toBe(false);
      expect(readFileSync(path.join(home, ".cache/tool/state"), "utf8")).toBe("cachedmore\n");
    } finally {
      rmSync(hostOnly, { force: true });
    }
  });

  it("makes configured paths writable", async () => {
    const extra = path.join(base, "shared-output");
    mkdirSync(extra);
    const result = await run(`echo ok > ${extra}/result.txt && echo written`, { mode: "required", writablePaths: [extra] });
    expect(result.output).toContain("written");
    expect(readFileSync(path.join(extra, "result.txt"), "utf8")).toBe("ok\n");
  });

  it("shows a command only the processes of its own PID namespace", async () => {
    const result = await run("ls /proc | grep -cE '^[0-9]+$'; cat /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' ' '");
    const count = Number(result.output.split("\n")[0]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(10);
    expect(result.output).not.toContain("vitest");
    expect(result.output).not.toContain(process.execPath);
  });

  describe("network", () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer((socket) => socket.end("hello from the host\n"));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const connect = () => `exec 3<>/dev/tcp/127.0.0.1/${port} && head -n1 <&3 || echo "no connection"`;

    it("is off unless allowed: the host's loopback services are out of reach", async () => {
      const result = await run(connect());
      expect(result.output).toContain("no connection");
      expect(result.output).not.toContain("hello from the host");
    });

    it("is on when the configuration allows it", async () => {
      const result = await run(connect(), { mode: "required", network: true });
      expect(result.output).toContain("hello from the host");
    });
  });

  it("kills every process of a timed-out command, even one that left its process group", async () => {
    const marker = processMarker();
    const result = await run(`setsid sleep 300.${marker} & sleep 301.${marker} & echo started; wait`, { mode: "required" }, 500);
    expect(result.details.timedOut).toBe(true);
    expect(result.output).toContain("started");
    expect(await waitUntilNoneRun(marker)).toBe(true);
  });

  it("reports a command killed by a signal by its exit code, naming the signal", async () => {
    const result = await run("kill -SEGV $$");
    expect(result.isError).toBe(true);
    expect(result.output).toContain("[exit code 139, as when killed by SIGSEGV]");
  });

  it("leaves no background process of a finished command behind", async () => {
    const marker = processMarker();
    const result = await run(`setsid sleep 300.${marker} & echo done`);
    expect(result.output).toContain("done");
    expect(await waitUntilNoneRun(marker)).toBe(true);
  });

  it("runs background processes sandboxed too, and kills them when the run ends", async () => {
    const context = testToolContext();
    const tool = processTool(workspace, { sandbox: "required" });
    const marker = processMarker();
    const started = await tool.execute({ action: "start", command: `echo "[$(cat ~/.netrc)]"; sleep 300.${marker}`, wait_ms: 2000 }, context);
    expect((started.details as ProcessDetails).sandboxed).toBe(true);
    expect(started.output).toContain("[]");
    expect(processesWithMarker(marker).length).toBeGreaterThan(0);
    const talking = await tool.execute({ action: "start", command: "read line; echo got:$line", wait_ms: 200 }, context);
    const id = (talking.details as ProcessDetails).id;
    await tool.execute({ action: "write", id, input: "hello\n" }, context);
    expect((await tool.execute({ action: "read", id, wait_ms: 3000 }, context)).output).toContain("got:hello");
    context.controller.abort();
    expect(await waitUntilNoneRun(marker)).toBe(true);
  });
});

describe("sandbox modes", () => {
  const missing = { bwrapPath: path.join(tmpdir(), "loopgate-no-such-dir", "bwrap") };

  it('"required" fails closed where the sandbox cannot run: nothing runs, and the call says why', async () => {
    const result = await run("echo ran > ran.txt", { mode: "required", ...missing });
    expect(result.isError).toBe(true);
    expect(result.output).toMatch(/^The command was not run: the sandbox is required \(sandbox: "required"\), but bubblewrap \(.*\) is not installed/);
    expect(existsSync(path.join(root, "ran.txt"))).toBe(false);
    const tool = processTool(workspace, { sandbox: { mode: "required", ...missing } });
    const started = await tool.execute({ action: "start", command: "echo ran > started.txt" }, testToolContext());
    expect(started.isError).toBe(true);
    expect(started.output).toContain("The command was not run");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(path.join(root, "started.txt"))).toBe(false);
  });

  it('"auto" runs commands without it where it cannot run, and warns once', async () => {
    const warnings: string[] = [];
    const logger: ToolLogger = { debug: () => undefined, info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined };
    const sandbox = createCommandSandbox(workspace, { mode: "auto", ...missing });
    const exec = execTool(workspace, { sandbox });
    const first = await exec.execute({ command: "echo one" }, testToolContext({ logger }));
    const second = await exec.execute({ command: "echo two" }, testToolContext({ logger }));
    expect(first.output).toContain("one");
    expect(second.output).toContain("two");
    expect((first.details as ExecDetails).sandboxed).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Commands run without the OS sandbox: bubblewrap .* is not installed/);
    expect(await sandbox.status()).toMatchObject({ mode: "auto", active: false, refusing: false });
  });

  it("tells the user once before a run what the status means", async () => {
    expect(sandboxNotice(await sandboxStatus({ mode: "auto", ...missing }))).toMatch(/^Commands run without the OS sandbox: bubblewrap/);
    expect(sandboxNotice(await sandboxStatus({ mode: "required", ...missing }))).toMatch(/^Commands will not run: the sandbox is required/);
    expect(sandboxNotice(await sandboxStatus({ mode: "off" }))).toBeUndefined();
  });

  it('"off" never uses it', async () => {
    const result = await run("echo plain", { mode: "off" });
    expect(result.details.sandboxed).toBe(false);
    expect(await createCommandSandbox(workspace, { mode: "off" }).status()).toEqual({ mode: "off", active: false, refusing: false });
  });

  it("refuses unknown modes and provider keys as extra variables", () => {
    expect(() => createCommandSandbox(workspace, { mode: "sometimes" as "auto" })).toThrow(/not a sandbox mode/);
    expect(() => createCommandSandbox(workspace, { envNames: ["OPENAI_API_KEY"] })).toThrow(/model provider's key/);
    expect(() => createCommandSandbox(workspace, { envNames: ["NOT A NAME"] })).toThrow(/not an environment variable name/);
  });
});

describe("bwrapArguments", () => {
  it("binds writable folders parents first, hides secrets after them, and cuts the network unless allowed", () => {
    const args = bwrapArguments({
      cwd: "/work/app",
      writable: ["/home/ada/.cache", "/home/ada", "/work/app"],
      privateTemp: ["/tmp"],
      hidden: { folders: ["/home/ada/.ssh"], files: ["/home/ada/.netrc"] },
      network: false,
    });
    const joined = args.join(" ");
    expect(joined.startsWith("--ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --bind /home/ada /home/ada --bind /work/app /work/app --bind /home/ada/.cache /home/ada/.cache")).toBe(true);
    expect(joined).toContain("--tmpfs /home/ada/.ssh --dev-bind /dev/null /home/ada/.netrc");
    expect(args.indexOf("--tmpfs", 10)).toBeGreaterThan(args.lastIndexOf("--bind"));
    expect(args).toContain("--unshare-net");
    expect(args).toContain("--unshare-pid");
    expect(joined).toContain("--cap-drop ALL");
    expect(args.slice(-4)).toEqual(["--die-with-parent", "--chdir", "/work/app", "--"]);
    expect(bwrapArguments({ cwd: "/", writable: [], privateTemp: [], hidden: { folders: [], files: [] }, network: true })).not.toContain("--unshare-net");
  });
});
