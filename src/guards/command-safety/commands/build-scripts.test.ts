import { describe, expect, it } from "vitest";
import { buildScriptCode } from "./build-scripts.js";

describe("buildScriptCode", () => {
  it("reads build.rs Command chains into command lines", () => {
    const text = 'let s = Command::new("sh")\n    .arg("-c")\n    .current_dir(dir)\n    .args(["x y", "z"])\n    .arg(path)\n    .status();';
    expect(buildScriptCode("/w/build.rs", text)?.commands).toEqual(["sh -c 'x y' z '$RUST_VALUE'"]);
  });

  it("reads Gradle commandLine, executable and execute()", () => {
    const text = "commandLine 'sh', '-c', 'make'\nproviders.exec { commandLine(\"git\", \"status\") }\ndef a = 'ls -la'.execute()\ndef b = ['echo', 'hi'].execute()\n";
    expect(buildScriptCode("/w/build.gradle", text)?.commands).toEqual(["sh -c make", "git status", "ls -la", "echo hi"]);
  });

  it("reads CMake COMMAND lists up to the next keyword", () => {
    const text = 'execute_process(COMMAND git rev-parse HEAD OUTPUT_VARIABLE V COMMAND "echo" hi)\nadd_custom_target(gen ALL COMMAND python3 gen.py)';
    expect(buildScriptCode("/w/CMakeLists.txt", text)?.commands).toEqual(["git rev-parse HEAD", "echo hi", "python3 gen.py"]);
  });

  it("reads node-gyp expansions and actions", () => {
    const text = "{'targets':[{'include_dirs':['<!(node -p \"1\")'],'actions':[{'action':['python3','gen.py']}]}]}";
    expect(buildScriptCode("/w/binding.gyp", text)?.commands).toEqual(['node -p "1"', "python3 gen.py"]);
  });

  it("gives conftest.py and extconf.rb to their interpreters, and nothing for other files", () => {
    expect(buildScriptCode("/w/conftest.py", "import os")?.interpreter).toEqual(["python3", "-c"]);
    expect(buildScriptCode("/w/ext/extconf.rb", "require 'mkmf'")?.interpreter).toEqual(["ruby", "-e"]);
    expect(buildScriptCode("/w/src/main.rs", "Command::new(\"ls\")")).toBeUndefined();
  });
});
