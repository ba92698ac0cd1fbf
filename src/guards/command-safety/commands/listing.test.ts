import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { listingOutput } from "./listing.js";

const listed = (source: string) => {
  const invocation = invocations(source).find((entry) => entry.name === "ls")!;
  const found = listingOutput(invocation)?.found;
  return found ? { root: found.root.value, narrowed: found.narrowed } : undefined;
};

describe("listingOutput", () => {
  it("remembers the listed directory, narrowed by a name pattern", () => {
    expect(listed("ls ~/code/other")).toEqual({ root: "/home/ada/code/other", narrowed: false });
    expect(listed("ls -la /srv/www/")).toEqual({ root: "/srv/www", narrowed: false });
    expect(listed("ls ~/code/other/*.db")).toEqual({ root: "/home/ada/code/other", narrowed: true });
    expect(listed("ls -d ~/code/*/")).toEqual({ root: "/home/ada/code", narrowed: false });
  });

  it("keeps a listed pattern's names, as a loop over the same pattern does", () => {
    const invocation = invocations("ls ~/.ssh/id_* | xargs cat").find((entry) => entry.name === "ls")!;
    expect(listingOutput(invocation)?.found?.names).toEqual(["id_*"]);
  });

  it("returns nothing for the working directory or a pattern spanning directories", () => {
    expect(listed("ls")).toBeUndefined();
    expect(listed("ls -t")).toBeUndefined();
    expect(listed("ls *.log")).toBeUndefined();
    expect(listed("ls ~/*/notes/*.txt")).toBeUndefined();
  });
});
