import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, runCli, tempProject } from "./__fixtures__/run-cli.js";

beforeAll(assertBuilt);

// Fake credentials in their vendors' formats, assembled at run time.
const NPM_TOKEN = ["npm", "_", "Qm7Xk2Lp9Rt4Vw8Yz1Bc5Df3Gh6Jk0Mn2Pq4"].join("");
const AWS_KEY_ID = ["AKIA", "Z7QW3ER5TY8UI2OP"].join("");

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
});

describe("loopgate redact", () => {
  it("filters stdin to stdout, the same placeholder for the same value", async () => {
    const input = `npm ERR! 403 token ${NPM_TOKEN}\nretrying with ${NPM_TOKEN}\nAWS_ACCESS_KEY_ID=${AWS_KEY_ID}\nAKIAIOSFODNN7EXAMPLE is the documented example\n`;
    const { code, stdout } = await runCli(["redact"], { input });
    expect(code).toBe(0);
    expect(stdout).toBe(
      "npm ERR! 403 token [[secret:npm-token:1]]\nretrying with [[secret:npm-token:1]]\nAWS_ACCESS_KEY_ID=[[secret:aws-access-key-id:1]]\nAKIAIOSFODNN7EXAMPLE is the documented example\n",
    );
  });

  it("reads files in order, shares placeholders across them, and --check exits 3 when something was redacted", async () => {
    project = tempProject({ "a.log": `first ${NPM_TOKEN}\n`, "b.log": `again ${NPM_TOKEN}\n`, "clean.log": "nothing here\n" });
    const found = await runCli(["redact", "--check", "a.log", "b.log"], { cwd: project.dir });
    expect(found.stdout).toBe("first [[secret:npm-token:1]]\nagain [[secret:npm-token:1]]\n");
    expect(found.code).toBe(3);
    const clean = await runCli(["redact", "--check", "clean.log"], { cwd: project.dir });
    expect(clean).toMatchObject({ code: 0, stdout: "nothing here\n" });
  });

  it("an unreadable file is a usage error before anything is written", async () => {
    project = tempProject({ "a.log": `first ${NPM_TOKEN}\n` });
    const { code, stdout, stderr } = await runCli(["redact", "a.log", "missing.log"], { cwd: project.dir });
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("cannot read missing.log: no such file");
  });

  it("--pii also replaces personal data", async () => {
    const { stdout } = await runCli(["redact", "--pii"], { input: "ticket from jane.roe@corp.example.org, card 4111 1111 1111 1111\n" });
    expect(stdout).toBe("ticket from [[pii:email:1]], card [[pii:card:1]]\n");
  });
});
