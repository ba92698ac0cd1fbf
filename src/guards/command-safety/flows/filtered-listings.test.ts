import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("filtered listings", () => {
  it("judges a reader of rewritten or selected names as reading unknown files of the listed directory", () => {
    for (const command of ["ls ~/.ssh/id_*.pub | sed 's/\\.pub$//' | xargs cat", "ls ~/.ssh/*.pub | rev | cut -c5- | rev | xargs cat", "ls ~/.ssh/* | grep -v pub | xargs cat", "ls ~/.ssh/*.pub | sed 's/\\.pub$//' | while read f; do cat \"$f\"; done"]) {
      expect(verdict(command), command).toBe("deny secrets.read");
    }
  });

  it("keeps public keys, listings and project filters allowed", () => {
    for (const command of ["ls ~/.ssh/*.pub | xargs cat", "ls ~/.ssh/*.pub | grep id | xargs cat", "ls src/*.ts | sed 's/\\.ts$//' | xargs -I{} cat {}.ts", "find . -type f | grep -v node_modules | xargs wc -l"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("judges a loop variable trimmed of its suffix as an unknown name in the globbed directory", () => {
    expect(verdict('for f in ~/.ssh/*.pub; do cat "${f%.pub}"; done')).toBe("deny secrets.read");
    expect(verdict('for f in ~/.ssh/*.pub; do cat "$f"; done')).toBe("allow");
    expect(verdict('for f in ~/.ssh/*.pub; do echo "${f##*/}"; done')).toBe("allow");
    expect(verdict('for f in dist/*.map; do rm -f "${f%.map}"; done')).toBe("allow");
  });
});

