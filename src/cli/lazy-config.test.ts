import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loopgateConfigSchema } from "../config/schema.js";
import { loadCommandConfigLazily } from "./lazy-config.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const tempDir = () => (dir = realpathSync(mkdtempSync(path.join(tmpdir(), "loopgate-lazy-config-"))));

describe("loadCommandConfigLazily", () => {
  it("gives the schema's own defaults when there is no file to read", async () => {
    const workspace = tempDir();
    const defaults = { config: loopgateConfigSchema.parse({}), file: undefined, dir: workspace };
    expect(await loadCommandConfigLazily(undefined, workspace, workspace)).toEqual(defaults);
    writeFileSync(path.join(workspace, "loopgate.config.json"), JSON.stringify({ guards: { securityAudit: false } }));
    expect(await loadCommandConfigLazily(false, workspace, workspace)).toEqual(defaults);
  });

  it("reads and validates a file found upward or named, as loadCommandConfig does", async () => {
    const workspace = tempDir();
    writeFileSync(path.join(workspace, "loopgate.config.json"), JSON.stringify({ guards: { securityAudit: false } }));
    const sub = path.join(workspace, "sub");
    mkdirSync(sub);
    const found = await loadCommandConfigLazily(undefined, sub, workspace);
    expect(found).toMatchObject({ config: { guards: { securityAudit: false } }, file: path.join(workspace, "loopgate.config.json") });
    writeFileSync(path.join(workspace, "bad.json"), JSON.stringify({ guards: { nope: true } }));
    await expect(loadCommandConfigLazily("bad.json", workspace, workspace)).rejects.toThrow(/bad\.json/);
  });
});
