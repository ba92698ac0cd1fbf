import { describe, expect, it } from "vitest";
import { createRunSecrets } from "./run-secrets.js";

describe("createRunSecrets", () => {
  it("replaces every known secret, the longest first, and ignores values too short to be secrets", () => {
    const secrets = createRunSecrets();
    secrets.add("ghp_abcdefghijklmnop", "[[secret:github-token:1]]");
    secrets.add("ghp_abcdefghijklmnop_extended", "[[secret:github-token:2]]");
    secrets.add("abc", "[[secret:short:1]]");
    expect(secrets.size).toBe(2);
    expect(secrets.redact("a ghp_abcdefghijklmnop_extended b ghp_abcdefghijklmnop c abc")).toBe(
      "a [[secret:github-token:2]] b [[secret:github-token:1]] c abc",
    );
  });

  it("treats secrets as text, not as patterns", () => {
    const secrets = createRunSecrets();
    secrets.add("p4ss.w*rd(1)", "[[secret:password:1]]");
    expect(secrets.redact("pass p4ss.w*rd(1) p4ssXwwrd(1)")).toBe("pass [[secret:password:1]] p4ssXwwrd(1)");
  });

  it("copies structures deeply without touching the original, and rewrites error messages", () => {
    const secrets = createRunSecrets();
    secrets.add("s3cr3t-value", "[[secret:password:1]]");
    const error = new Error("login with s3cr3t-value failed");
    const original = { args: { command: "echo s3cr3t-value" }, list: ["s3cr3t-value", 1, null], when: new Date(0), error };
    const redacted = secrets.redactDeep(original);
    expect(redacted).toEqual({ args: { command: "echo [[secret:password:1]]" }, list: ["[[secret:password:1]]", 1, null], when: new Date(0), error });
    expect(original.args.command).toBe("echo s3cr3t-value");
    expect(error.message).toBe("login with [[secret:password:1]] failed");
  });

  it("returns the same value when it knows no secret", () => {
    const secrets = createRunSecrets();
    const value = { a: "b" };
    expect(secrets.redactDeep(value)).toBe(value);
  });
});
