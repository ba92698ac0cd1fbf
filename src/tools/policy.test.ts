import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigurationError } from "../errors/index.js";
import { defineTool } from "./define-tool.js";
import { expandToolGroups, filterTools, resolveToolPolicy, TOOL_PROFILES } from "./policy.js";
import { KNOWN_TOOL_NAMES } from "./tool-names.js";

const allowedOf = (policy: (name: string) => boolean) => [...KNOWN_TOOL_NAMES].filter(policy).sort();

describe("resolveToolPolicy", () => {
  it("allows everything by default", () => {
    const policy = resolveToolPolicy();
    expect(allowedOf(policy)).toEqual([...KNOWN_TOOL_NAMES].sort());
    expect(policy("my_plugin_tool")).toBe(true);
  });

  it("expands profiles", () => {
    expect(allowedOf(resolveToolPolicy({ profile: "minimal" }))).toEqual(["memory_get", "memory_search", "read"]);
    expect(allowedOf(resolveToolPolicy({ profile: "coding" }))).toEqual(
      ["apply_patch", "edit", "exec", "memory_get", "memory_search", "process", "read", "web_fetch", "write"].sort(),
    );
    expect(resolveToolPolicy({ profile: "coding" })("web_search")).toBe(false);
    expect(resolveToolPolicy({ profile: "full" })("anything")).toBe(true);
  });

  it("adds allow entries to a profile and normalizes names", () => {
    const policy = resolveToolPolicy({ profile: "minimal", allow: ["Bash", "group:web"] });
    expect(policy("exec")).toBe(true);
    expect(policy("bash")).toBe(true);
    expect(policy("web_search")).toBe(true);
    expect(policy("write")).toBe(false);
  });

  it("allows only the allow list when there is no profile", () => {
    const policy = resolveToolPolicy({ allow: ["read", "apply-patch"] });
    expect(allowedOf(policy)).toEqual(["apply_patch", "read"]);
  });

  it("lets deny win over allow", () => {
    const policy = resolveToolPolicy({ profile: "coding", allow: ["exec"], deny: ["group:runtime", "write"] });
    expect(policy("exec")).toBe(false);
    expect(policy("process")).toBe(false);
    expect(policy("write")).toBe(false);
    expect(policy("edit")).toBe(true);
    expect(allowedOf(resolveToolPolicy({ deny: ["*"] }))).toEqual([]);
  });

  it("rejects unknown profiles and groups with a clear error", () => {
    expect(() => resolveToolPolicy({ profile: "admin" as "full" })).toThrow(ConfigurationError);
    expect(() => resolveToolPolicy({ allow: ["group:filesystem"] })).toThrow(/Unknown tool group "group:filesystem" in the allow list/);
    expect(() => resolveToolPolicy({ deny: ["group:nope"] })).toThrow(/deny list/);
    expect(() => resolveToolPolicy({ allow: [""] })).toThrow(ConfigurationError);
  });

  it("keeps profiles frozen", () => {
    expect(Object.isFrozen(TOOL_PROFILES)).toBe(true);
    expect(Object.isFrozen(TOOL_PROFILES.coding)).toBe(true);
  });
});

describe("filterTools / expandToolGroups", () => {
  it("keeps allowed tools in order", () => {
    const make = (name: string) => defineTool({ name, description: name, inputSchema: z.object({}), execute: () => ({ output: "" }) });
    const tools = [make("write"), make("read"), make("exec"), make("custom_tool")];
    const kept = filterTools(tools, resolveToolPolicy({ profile: "minimal", allow: ["custom_tool"] }));
    expect(kept.map((tool) => tool.name)).toEqual(["read", "custom_tool"]);
  });

  it("expands groups to names", () => {
    expect(expandToolGroups(["group:runtime", "read"]).sort()).toEqual(["exec", "process", "read"]);
  });
});
