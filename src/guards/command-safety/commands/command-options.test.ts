import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { verdict } from "../__fixtures__/decide.js";
import { optionCommands } from "./command-options.js";

function invocation(...argv: string[]): Invocation {
  return { name: argv[0] ?? "", argv: argv.map((word) => staticField(word)), assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: argv.join(" "), line: argv.join(" ") };
}

describe("optionCommands", () => {
  it("reads each documented spelling of a command-valued option", () => {
    expect(optionCommands(invocation("rg", "--pre", "rm -rf ~", "x"))).toEqual([{ value: "rm -rf ~", label: "rg option" }]);
    expect(optionCommands(invocation("rg", "--pre=pdftotext", "x")).map((found) => found.value)).toEqual(["pdftotext"]);
    expect(optionCommands(invocation("scp", "-Sx", "a", "b:c")).map((found) => found.value)).toEqual(["x"]);
    expect(optionCommands(invocation("git", "grep", "-Ovim", "x")).map((found) => found.value)).toEqual(["vim"]);
  });

  it("takes git's transport options only after the subcommands that have them", () => {
    expect(optionCommands(invocation("git", "clone", "-u", "evil", "a", "b")).map((found) => found.value)).toEqual(["evil"]);
    // `git fetch -u` is --update-head-ok, not a program.
    expect(optionCommands(invocation("git", "fetch", "-u", "origin"))).toEqual([]);
    expect(optionCommands(invocation("git", "-C", "x", "push", "--receive-pack=evil", "o")).map((found) => found.value)).toEqual(["evil"]);
  });

  it("fills fzf's placeholders and reads its key bindings", () => {
    expect(optionCommands(invocation("fzf", "--preview", "cat {}")).map((found) => found.value)).toEqual(["cat file"]);
    expect(optionCommands(invocation("fzf", "--bind", "a:execute(vim {+})+abort,b:become:rm x")).map((found) => found.value)).toEqual(["vim file", "rm x"]);
  });

  it("reads git's ext:: remotes and cargo's program keys", () => {
    expect(optionCommands(invocation("git", "clone", "ext::sh -c rm% -rf% /", "x")).map((found) => found.value)).toEqual(["sh -c 'rm -rf /'"]);
    expect(optionCommands(invocation("cargo", "--config", "target.'cfg(unix)'.runner=['a','b c']", "run")).map((found) => found.value)).toEqual(["a 'b c'"]);
    expect(optionCommands(invocation("cargo", "--config", "profile.dev.opt-level=3", "run"))).toEqual([]);
  });
});

describe("command-valued options as commands that run", () => {
  it("judges the value as the command it is", () => {
    expect(verdict("rg --pre 'rm -rf ~' x")).toBe("deny fs.recursive-delete-home");
    expect(verdict("git clone --upload-pack='rm -rf ~' ../a b")).toBe("deny fs.recursive-delete-home");
    expect(verdict("sort --compress-program='rm -rf ~' a")).toBe("deny fs.recursive-delete-home");
    expect(verdict("perf record -- rm -rf ~")).toBe("deny fs.recursive-delete-home");
    expect(verdict("xterm -e 'rm -rf ~'")).toBe("deny fs.recursive-delete-home");
  });

  it("allows everyday values", () => {
    expect(verdict("rg --pre pdftotext x docs")).toBe("allow");
    expect(verdict("fzf --preview 'bat {}'")).toBe("allow");
    expect(verdict("tcpdump -w a.pcap -G 60 -z gzip")).toBe("allow");
    expect(verdict("less +F app.log")).toBe("allow");
  });
});
