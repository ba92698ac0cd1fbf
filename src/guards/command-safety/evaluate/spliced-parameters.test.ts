import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("parameters spliced into words", () => {
  it("judges the command they spell when empty", () => {
    expect(verdict('p"$@"sql -c "DROP TABLE users"')).not.toBe("allow");
    expect(verdict("g$*it pu$*sh --fo$*rce origin main")).not.toBe("allow");
    expect(verdict("git$IFS$9push$IFS$9--force$IFS$9origin$IFS$9main")).not.toBe("allow");
    expect(verdict("ch$@mod 777 /e$@tc/shadow")).not.toBe("allow");
  });

  it("leaves parameters passed as whole words alone", () => {
    expect(verdict('git log "$@"')).toBe("allow");
    expect(verdict('l"$@"s -la src')).toBe("allow");
  });
});
