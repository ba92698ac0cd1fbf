import { describe, expect, it } from "vitest";
import { hookEnvironment } from "./hook-environment.js";

describe("hookEnvironment", () => {
  it("reads hook switches set in the process environment or given to a child, per language", () => {
    expect(hookEnvironment("python", "import os; os.environ['HUSKY'] = '0'; os.system('git commit -m x')")).toEqual(["HUSKY=0"]);
    expect(hookEnvironment("python", "subprocess.run(['git', 'push'], env={**os.environ, 'SKIP': 'gitleaks'})")).toEqual(["SKIP=gitleaks"]);
    expect(hookEnvironment("node", "require('child_process').execSync('git push', { env: { ...process.env, HUSKY: '0' } })")).toEqual(["HUSKY=0"]);
    expect(hookEnvironment("node", "process.env['LEFTHOOK'] = '0'")).toEqual(["LEFTHOOK=0"]);
    expect(hookEnvironment("ruby", 'ENV["CLAUDE_CONFIG_DIR"] = "/tmp/c"')).toEqual(["CLAUDE_CONFIG_DIR=/tmp/c"]);
    expect(hookEnvironment("perl", '$ENV{HUSKY} = "0"')).toEqual(["HUSKY=0"]);
    expect(hookEnvironment("php", 'putenv("HUSKY=0");')).toEqual(["HUSKY=0"]);
  });

  it("leaves other variables alone", () => {
    expect(hookEnvironment("python", "os.environ['NODE_ENV'] = 'test'")).toEqual([]);
    expect(hookEnvironment("node", "const o = { name: 'x', Version: '1' }")).toEqual([]);
  });
});
