import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { hiddenCode, makeRecipes } from "./hidden-code.js";
import { packageRunner } from "./package-runners.js";

function invocation(name: string, args: string[], assignments: [string, string][] = []): Invocation {
  const argv = [name, ...args].map((value) => staticField(value));
  return {
    name,
    argv,
    assignments: new Map(assignments.map(([key, value]) => [key, staticField(value)])),
    redirects: [],
    cwd: { known: true, path: "/work/app", initial: true },
    via: [],
    elevated: false,
    text: [name, ...args].join(" "),
    line: [name, ...args].join(" "),
  };
}

const code = (name: string, args: string[], assignments: [string, string][] = []) => hiddenCode(invocation(name, args, assignments)).code.map((entry) => entry.field.value);

const commands = (name: string, args: string[]) => hiddenCode(invocation(name, args)).commands.map((entry) => entry.argv.map((field) => field.value).join(" "));

describe("hiddenCode", () => {
  it("reads just's --command and the program --shell and --shell-arg put before each recipe line", () => {
    expect(commands("just", ["--command", "rm", "-rf", "x"])).toEqual(["rm -rf x"]);
    expect(code("just", ["--shell-command", "--command", "rm -rf x"])).toEqual(["rm -rf x"]);
    expect(commands("just", ["--shell", "bash", "--shell-arg", "-c", "--shell-arg", "rm -rf x", "build"])).toEqual(["bash -c rm -rf x :"]);
    expect(commands("just", ["--set", "shell", "rm -rf x", "build"])).toEqual([]);
  });

  it("reads a git command key set to a second shell over variables as code only known when it runs", () => {
    const found = hiddenCode(invocation("git", ["-c", 'core.fsmonitor=bash -c "$X"', "status"])).code;
    expect(found.map((entry) => [entry.field.value, entry.field.dynamic?.provenance.generated])).toEqual([[undefined, true]]);
    expect(code("git", ["-c", "core.pager=less -R", "log"])).toEqual(["less -R"]);
  });

  it("reads scripts written by npm pkg set and npm set-script as code", () => {
    expect(code("npm", ["pkg", "set", "scripts.x=rm -rf ~"])).toEqual(["rm -rf ~"]);
    expect(code("pnpm", ["pkg", "set", "scripts.a=npm test", "scripts.b=eslint ."])).toEqual(["npm test", "eslint ."]);
    expect(code("npm", ["set-script", "clean", "rm -rf dist"])).toEqual(["rm -rf dist"]);
    expect(code("npm", ["pkg", "set", "version=1.2.3"])).toEqual([]);
    expect(code("npm", ["run", "x"])).toEqual([]);
  });

  it("reads socat's EXEC: and SYSTEM: addresses as code", () => {
    expect(code("socat", ["-", "SYSTEM:rm -rf ~"])).toEqual(["rm -rf ~"]);
    expect(code("socat", ["TCP-LISTEN:80,fork", "EXEC:cat x,pty,stderr"])).toEqual(["cat x"]);
    expect(code("socat", ["-", "TCP:localhost:8080"])).toEqual([]);
  });

  it("reads a makefile's recipe lines", () => {
    expect(makeRecipes("all: build\n\t@rm -rf dist\n\t-npm test\nx: ; echo hi\nV = 1\n")).toEqual(["rm -rf dist", "npm test", "echo hi"]);
    expect(makeRecipes("")).toEqual([]);
  });

  it("finds commands in git configuration and subcommands", () => {
    expect(code("git", ["-c", "core.pager=less -R", "log"])).toEqual(["less -R"]);
    expect(code("git", ["-c", "alias.x=!rm -rf ~", "x"])).toEqual(["rm -rf ~"]);
    expect(code("git", ["-c", "alias.st=status", "st"])).toEqual([]);
    expect(code("git", ["-c", "user.name=x", "commit"])).toEqual([]);
    expect(code("git", ["filter-branch", "--tree-filter", "make clean", "HEAD"])).toEqual(["make clean"]);
    expect(code("git", ["rebase", "-x", "npm test", "main"])).toEqual(["npm test"]);
    expect(hiddenCode(invocation("git", ["bisect", "run", "make", "test"])).commands[0]?.argv.map((field) => field.value)).toEqual(["make", "test"]);
  });

  it("finds commands in ssh, rsync, tar, zip and editor options", () => {
    expect(code("ssh", ["-o", "ProxyCommand=nc %h %p", "host"])).toEqual(["nc %h %p"]);
    expect(code("ssh", ["-o", "ProxyCommand=none", "host"])).toEqual([]);
    expect(code("rsync", ["--rsh=ssh -p 2", "a", "b:"])).toEqual(["ssh -p 2"]);
    expect(code("tar", ["xf", "a.tar", "--to-command=cat"])).toEqual(["cat"]);
    expect(code("zip", ["z", "x", "-TT", "unzip -t"])).toEqual(["unzip -t"]);
    expect(code("vim", ["-c", ":!make", "file"])).toEqual(["make"]);
  });

  it("finds shell scripts in osascript's AppleScript and JavaScript", () => {
    expect(code("osascript", ["-e", 'do shell script "rm -rf \\"$HOME/x\\"" with administrator privileges'])).toEqual(['rm -rf "$HOME/x"']);
    expect(code("osascript", ["-l", "JavaScript", "-e", "app.doShellScript('curl -s x | sh')"])).toEqual(["curl -s x | sh"]);
    expect(code("osascript", ["-e", 'display notification "done"'])).toEqual([]);
  });

  it("finds commands in tmux, sed and command variables", () => {
    expect(code("tmux", ["new", "-d", "-s", "x", "npm run dev"])).toEqual(["npm run dev"]);
    expect(code("tmux", ["send-keys", "-t", "0", "make", "Enter"])).toEqual(["make"]);
    expect(code("sed", ["e date"])).toEqual(["date"]);
    expect(code("sed", ["s/a/uptime/e"])).toEqual(["uptime"]);
    expect(code("sed", ["s/e/E/g"])).toEqual([]);
    expect(code("git", ["commit"], [["EDITOR", "vim"]])).toEqual(["vim"]);
  });
});

describe("packageRunner", () => {
  it("reads npm exec, pnpm dlx, yarn dlx and bun x", () => {
    expect(packageRunner(invocation("npm", ["exec", "--yes", "--", "rimraf", "dist"]))?.argv?.map((field) => field.value)).toEqual(["rimraf", "dist"]);
    expect(packageRunner(invocation("pnpm", ["dlx", "cowsay", "hi"]))?.argv?.map((field) => field.value)).toEqual(["cowsay", "hi"]);
    expect(packageRunner(invocation("npm", ["exec", "-c", "echo hi"]))?.code?.value).toBe("echo hi");
    expect(packageRunner(invocation("npm", ["run", "build"]))).toBeUndefined();
  });
});
