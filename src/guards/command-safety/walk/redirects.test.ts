import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("heredocs with a quoted delimiter", () => {
  it("read the body without the closing delimiter's line", () => {
    // "echo hi" and "rm -rf ~", base64-encoded: the decoder sees exactly the body.
    expect(verdict("base64 -d <<'EOF' | sh\nZWNobyBoaQ==\nEOF\n")).toBe("allow");
    expect(verdict("base64 -d <<'EOF' | sh\ncm0gLXJmIH4=\nEOF\n")).toMatch(/^deny /);
    expect(verdict('base64 -d <<"END" | bash\nZWNobyBoaQ==\nEND')).toBe("allow");
  });

  it("drop the tabs before the delimiter of <<-", () => {
    expect(verdict("base64 -d <<-'EOF' | sh\n\tZWNobyBoaQ==\n\tEOF\n")).toBe("allow");
  });
});
