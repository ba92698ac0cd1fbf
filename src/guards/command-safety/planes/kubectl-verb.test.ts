import { describe, expect, it } from "vitest";
import { kubectlVerb } from "./kubectl-verb.js";

describe("kubectlVerb", () => {
  it("skips global options and their values", () => {
    expect(kubectlVerb(["--context", "prod", "proxy", "--port=8011"])).toBe("proxy");
    expect(kubectlVerb(["-n", "kube-system", "get", "--raw", "/api/v1/secrets"])).toBe("get");
    expect(kubectlVerb(["--context=prod", "get", "svc", "proxy"])).toBe("get");
    expect(kubectlVerb(["--help"])).toBeUndefined();
  });
});
