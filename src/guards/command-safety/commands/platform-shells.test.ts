import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { platformShell } from "./platform-shells.js";

const shell = (source: string) => {
  const found = platformShell(invocations(source)[0]!);
  return found ? { where: found.where, code: found.code?.map((field) => field.value), argv: found.argv?.map((field) => field.value), remote: found.remote } : undefined;
};

describe("platformShell", () => {
  it("reads the command of GitHub Codespaces, Tailscale and Coder shells", () => {
    expect(shell("gh codespace ssh -c cs1 -- rm -rf /")).toMatchObject({ where: "gh codespace ssh cs1", code: ["rm -rf /"] });
    expect(shell("gh cs ssh -- -t 'make test'")?.code).toEqual(["make test"]);
    expect(shell("gh cs ssh --config")).toBeUndefined();
    expect(shell("gh cs ssh -- -N -L 3000:localhost:3000")?.code).toBeUndefined();
    expect(shell("tailscale ssh root@box -- uptime")).toMatchObject({ where: "tailscale ssh root@box", code: ["uptime"] });
    expect(shell("coder ssh --forward-agent ws -- ls -la")?.code).toEqual(["ls -la"]);
    expect(shell("tailscale status")).toBeUndefined();
  });

  it("reads command options and what `--` passes to ssh", () => {
    expect(shell("devpod ssh ws --command 'npm test'")?.code).toEqual(["npm test"]);
    expect(shell("devpod ssh ws --command=ls")?.code).toEqual(["ls"]);
    expect(shell("doctl compute ssh d1 --ssh-command uptime")?.code).toEqual(["uptime"]);
    expect(shell("gitpod workspace ssh ws-1 -- git status")?.code).toEqual(["git status"]);
    expect(shell("boundary connect ssh -target-id t1 -- -l admin df -h")?.code).toEqual(["df -h"]);
    expect(shell("et host -c 'tmux ls'")?.code).toEqual(["tmux ls"]);
    expect(shell("hcloud server ssh -u root web-1 df -h")?.code).toEqual(["df -h"]);
  });

  it("reads fleet shells and upterm's local command, and leaves other uses of the word alone", () => {
    expect(shell("clush -w node[1-4] -b uptime")).toMatchObject({ where: "clush -w node[1-4]", code: ["uptime"] });
    expect(shell("clush -w n1 --copy a.txt --dest /tmp")).toBeUndefined();
    expect(shell("upterm host -- bash")).toMatchObject({ remote: false, argv: ["bash"] });
    expect(shell("railway ssh --service api -- ls")?.code).toEqual(["ls"]);
    expect(shell("grep ssh -- notes.txt")).toBeUndefined();
    expect(shell("git grep ssh -- src")).toBeUndefined();
    expect(shell("npm run ssh -- --help")).toBeUndefined();
  });

  it("reads hosting platforms' one-off and exec commands", () => {
    expect(shell("nomad alloc exec -task web 5f3c ls /local")).toMatchObject({ where: "nomad alloc exec 5f3c", argv: ["ls", "/local"] });
    expect(shell("cf ssh app -c 'ps aux'")?.code).toEqual(["ps aux"]);
    expect(shell("dokku run app rake db:migrate")?.argv).toEqual(["rake", "db:migrate"]);
    expect(shell("upsun ssh -e main 'ls -la'")?.code).toEqual(["ls -la"]);
    expect(shell("copilot svc exec -n api --command 'ls'")?.code).toEqual(["ls"]);
    expect(shell("scalingo --app a run rake db:migrate")?.code).toEqual(["rake db:migrate"]);
    expect(shell("okteto exec -- npm test")?.argv).toEqual(["npm", "test"]);
    expect(shell("garden exec api 'npm test'")?.code).toEqual(["npm test"]);
    expect(shell("dokku apps:list")).toBeUndefined();
  });
});
