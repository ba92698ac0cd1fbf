import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
});

// A fake npm token in the documented format, assembled at run time.
const NPM_TOKEN = ["npm", "_", "Wq3Ze8Rt1Yu6Io9Pa2Sd5Fg7Hj0Kl4Zx8CvB"].join("");

describe("loopgate run with the secret redaction (on by default)", () => {
  it("the model sees a placeholder, the tool gets the real value, and neither the output nor the audit log holds the secret", async () => {
    project = tempProject({
      "build.log": `npm ERR! 403 Forbidden - token ${NPM_TOKEN} cannot publish\n`,
      "script.json": JSON.stringify([
        { toolCalls: [{ name: "read", input: { path: "build.log" } }] },
        { toolCalls: [{ name: "write", input: { path: "npmrc.txt", content: "//registry.npmjs.org/:_authToken=[[secret:npm-token:1]]\n" } }] },
        { text: "Saved the token as [[secret:npm-token:1]] in npmrc.txt." },
      ]),
    });
    const { code, stdout, stderr } = await runCli(["run", "fix the publish", "--model", "scripted:script.json", "--json", "--audit", "audit.jsonl"], { cwd: project.dir });
    expect(code).toBe(0);
    expect(readFileSync(project.file("npmrc.txt"), "utf8")).toBe(`//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n`);
    expect(stdout).toContain("[[secret:npm-token:1]]");
    for (const text of [stdout, stderr, readFileSync(project.file("audit.jsonl"), "utf8")]) expect(text).not.toContain(NPM_TOKEN);
  });

  it("is switched off by the config", async () => {
    project = tempProject({
      "loopgate.config.json": JSON.stringify({ guards: { secretRedaction: false } }),
      "build.log": `token ${NPM_TOKEN}\n`,
      "script.json": JSON.stringify([{ toolCalls: [{ name: "read", input: { path: "build.log" } }] }, { text: "done" }]),
    });
    const { code, stdout } = await runCli(["run", "look", "--model", "scripted:script.json", "--json"], { cwd: project.dir });
    expect(code).toBe(0);
    expect(stdout).toContain(NPM_TOKEN);
  });
});
