import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { taskCommands, taskFiles } from "./task-files.js";

function invocation(...argv: string[]): Invocation {
  return { name: argv[0] ?? "", argv: argv.map((value) => staticField(value)), assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: argv.join(" "), line: argv.join(" ") };
}
const names = (...argv: string[]) => taskFiles(invocation(...argv)).map((file) => file.file.value);

describe("taskFiles", () => {
  it("names the files each task runner reads", () => {
    expect(names("just", "build")).toEqual(["justfile", "Justfile", ".justfile"]);
    expect(names("just", "-f", "ci.just", "test")).toEqual(["ci.just"]);
    expect(names("task", "--taskfile=ci.yml", "build")).toEqual(["ci.yml"]);
    expect(names("direnv", "allow")).toEqual([".envrc"]);
    expect(names("direnv", "allow", "sub")).toEqual(["sub/.envrc"]);
    expect(names("direnv", "status")).toEqual([]);
  });
});

describe("taskCommands", () => {
  it("reads a justfile's recipe lines", () => {
    expect(taskCommands("just", "set shell := [\"bash\", \"-c\"]\ntest:\n    @npm test\n\t-rm -rf dist\n")).toEqual(["npm test", "rm -rf dist"]);
  });

  it("reads a Taskfile's cmds items", () => {
    const text = "version: '3'\ntasks:\n  build:\n    cmds:\n      - npm run build\n      - cmd: 'rm -rf out'\n    desc: x\n  lint:\n    deps: [a]\n";
    expect(taskCommands("task", text)).toEqual(["npm run build", "rm -rf out"]);
  });
});
