import { describe, expect, it } from "vitest";
import { selectsEverydayVariables } from "./everyday-variables.js";

describe("selectsEverydayVariables", () => {
  it("accepts patterns that can pick out only everyday variables", () => {
    for (const pattern of ["^(PATH|HOME|SHELL)=", "XDG_", "^LC_", "proxy", "JAVA_HOME", "^node_", "\\bPATH\\b"]) {
      expect(selectsEverydayVariables(pattern), pattern).toBe(true);
    }
  });

  it("refuses patterns that may pick out anything else", () => {
    for (const pattern of ["DD_", "STRIPE", "OPENAI", "DD_|NEW_RELIC", ".", "=", "^A", "PATH|SENTRY"]) {
      expect(selectsEverydayVariables(pattern), pattern).toBe(false);
    }
  });
});
