import { describe, expect, it } from "vitest";
import { ownEntry } from "./own-entry.js";

describe("ownEntry", () => {
  const table: Record<string, number> = { rm: 1, "": 2 };

  it("returns the table's own entries", () => {
    expect(ownEntry(table, "rm")).toBe(1);
    expect(ownEntry(table, "")).toBe(2);
  });

  it("returns undefined for absent keys and for every member of Object.prototype", () => {
    expect(ownEntry(table, "mv")).toBeUndefined();
    for (const name of Object.getOwnPropertyNames(Object.prototype)) expect(ownEntry(table, name)).toBeUndefined();
  });

  it("returns an own entry even when its name is also a member of Object.prototype", () => {
    expect(ownEntry({ constructor: 3 } as Record<string, number>, "constructor")).toBe(3);
  });
});
