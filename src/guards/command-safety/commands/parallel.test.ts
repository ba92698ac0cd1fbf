import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { parallelJobs } from "./parallel.js";

const jobs = (source: string) => {
  const invocation = invocations(source).find((entry) => entry.name === "parallel")!;
  const found = parallelJobs(invocation, invocation.stdin);
  return { code: found.code.map((field) => field.value), argv: found.argv.map((argv) => argv.map((field) => field.value ?? "?")), unknown: found.unknownCommands !== undefined };
};

describe("parallelJobs", () => {
  it("replaces {} or appends each argument, joining the words into a shell command line", () => {
    expect(jobs("parallel rm -rf ::: a b").code).toEqual(["rm -rf a", "rm -rf b"]);
    expect(jobs("parallel 'gzip {}' ::: x.log").code).toEqual(["gzip x.log"]);
    expect(jobs("parallel ::: 'ls -l' pwd").code).toEqual(["ls -l", "pwd"]);
    expect(jobs("parallel awk '{print $1}' {} ::: f").code).toEqual(["awk {print $1} f"]);
  });

  it("keeps words with --quote, and stands one unknown item for unknown input", () => {
    expect(jobs("parallel -q psql -c 'DROP TABLE {}' ::: t").argv).toEqual([["psql", "-c", "DROP TABLE t"]]);
    expect(jobs("find . -name '*.log' | parallel rm {}").argv).toEqual([["rm", "?"]]);
    expect(jobs("cat cmds.txt | parallel").unknown).toBe(true);
  });
});
