import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { writeFdText } from "./write-fd-text.js";

const MODULE = fileURLToPath(new URL("./write-fd-text.ts", import.meta.url));

describe("writeFdText", () => {
  it("writes all of a text to a file, and returns nothing left", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "loopgate-write-fd-"));
    try {
      const file = path.join(dir, "out.txt");
      const fd = openSync(file, "w");
      try {
        expect(writeFdText(fd, "héllo ").length).toBe(0);
        expect(writeFdText(fd, "wörld\n").length).toBe(0);
      } finally {
        closeSync(fd);
      }
      expect(readFileSync(file, "utf8")).toBe("héllo wörld\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes more than a pipe holds to a pipe another process reads; what the pipe refused goes through the stream", () => {
    const text = "x".repeat(1_000_000) + "é\n";
    // A pipe may be non-blocking and full while the reader is busy: the rest is handed back.
    const script = `import { writeFdText } from ${JSON.stringify(MODULE)}; const rest = writeFdText(1, "x".repeat(1_000_000) + "é\\n"); if (rest.length > 0) process.stdout.write(rest);`;
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", maxBuffer: 4_000_000 });
    expect(child.stderr).toBe("");
    expect(child.status).toBe(0);
    expect(child.stdout.length).toBe(text.length);
    expect(child.stdout).toBe(text);
  });

  it("hands back every byte for a descriptor it does not write to (a closed one, a device)", () => {
    expect(writeFdText(987_654, "answer").toString("utf8")).toBe("answer");
    const fd = openSync("/dev/null", "w");
    try {
      expect(writeFdText(fd, "é").toString("utf8")).toBe("é");
    } finally {
      closeSync(fd);
    }
  });

  it("hands back what a pipe whose reader went away refused", async () => {
    // The child waits until the parent has closed its end of the pipe, then writes.
    const script = `import { writeFdText } from ${JSON.stringify(MODULE)}; process.stdin.once("data", () => process.stderr.write(String(writeFdText(1, "answer").length)));`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.stdout.destroy();
    child.stdin.end("go");
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(stderr).toBe("6");
  });
});
