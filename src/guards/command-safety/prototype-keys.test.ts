import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";

/**
 * Names that a plain `table[key]` lookup would find on Object.prototype (`constructor`, `__proto__`,
 * `toString`, `hasOwnProperty`, …). Programs, subcommands, options and variables may be named so.
 */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** Places in a command where a name is looked up in one of the guard's tables; `N` stands for the name. */
const SHAPES = [
  "N",
  "N -x",
  "./N --help",
  "cat $N",
  "echo ${N}",
  "echo ${N:-x}",
  "echo ${#N}",
  "sudo N",
  "nohup N &",
  "N=1 cat x",
  "export N=1",
  "env N=1 x",
  "echo x | N",
  "N.exe /c x",
  "x --N=1",
  "x -N",
  "printf '\\N'",
  "tr '[:N:]' x",
  "npm N x",
  "npx N",
  "pip N x",
  "apt N x",
  "brew N x",
  "git N",
  "git config N x",
  "gh N x",
  "docker N x",
  "docker run N",
  "kubectl N x",
  "helm N x",
  "terraform N",
  "aws N x",
  "aws sns N",
  "gcloud N x",
  "az N x",
  "systemctl N x",
  "curl -X N http://example.com",
  "find . -N",
  "tar -N",
  "sed N",
  "awk 'N'",
  "cmd /c N",
  "pwsh -c 'N'",
  "pwsh -c '$env:N'",
  "bash -c 'N'",
  "python3 -c 'import os; os.N(1)'",
  "node -e 'N(1)'",
  "perl -e 'N(1)'",
  "ruby -e 'N'",
  "php -r 'N();'",
  "psql -c 'N'",
  "redis-cli N",
  "mongosh --eval 'db.N()'",
  "nats N x",
  "nu -c '$env.N'",
  "fish -c 'set -x N 1'",
];

/** Messages of JavaScript's own errors: a reason quoting one means the analysis broke, not that it judged. */
const INTERNAL_ERROR = /is not a function|Cannot read properties|Cannot convert|is not iterable|is not a constructor|is not defined/;

/** Shapes that are ordinary whatever the name: they must be allowed for every name. */
const PLAIN_SHAPES = ["N", "N -x", "cat $N", "echo ${N}", "echo ${N:-x}", "N=1 cat x", "export N=1", "env N=1 x", "echo x | N", "x --N=1", "git N", "aws N x", "cmd /c N", "pwsh -c 'N'"];

describe("names of Object.prototype's members in a command", () => {
  it("are judged, never break the analysis", () => {
    const broken: string[] = [];
    for (const shape of SHAPES) {
      for (const name of PROTOTYPE_NAMES) {
        const command = shape.replaceAll("N", name);
        const result = check(command);
        if (INTERNAL_ERROR.test(result.reason ?? "")) broken.push(`${command} → ${result.decision} ${result.rule ?? ""}: ${result.reason}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("leave ordinary commands allowed", () => {
    const refused: string[] = [];
    for (const shape of PLAIN_SHAPES) {
      for (const name of PROTOTYPE_NAMES) {
        const command = shape.replaceAll("N", name);
        const result = check(command);
        if (result.decision !== "allow") refused.push(`${command} → ${result.decision} ${result.rule ?? ""}: ${result.reason}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("match the examples of the report", () => {
    for (const command of ["constructor -x", "cat $constructor", "toString=1 cat x", "__proto__=1 cat x", "hasOwnProperty=1 cat x", "env valueOf=1 x", "aws constructor x", "echo x | constructor"]) {
      expect(check(command).decision, command).toBe("allow");
    }
  });
});
