import { describe, expect, it } from "vitest";
import { kubectlRawRequest } from "./kubectl-raw.js";

describe("kubectlRawRequest", () => {
  it("reads the method from the verb and the path from --raw in either spelling", () => {
    expect(kubectlRawRequest(["get", "--raw", "/api/v1/secrets"])).toEqual({ method: "GET", url: "https://kubernetes.cluster/api/v1/secrets", body: "" });
    expect(kubectlRawRequest(["--context", "prod", "get", "--raw=/api/v1/namespaces/a/secrets/b"])?.url).toBe("https://kubernetes.cluster/api/v1/namespaces/a/secrets/b");
    expect(kubectlRawRequest(["create", "--raw", "/api/v1/namespaces/ci/serviceaccounts/d/token", "-f", "req.json"])?.method).toBe("POST");
    expect(kubectlRawRequest(["replace", "--raw", "/x", "-f", "x.json"])?.method).toBe("PUT");
    expect(kubectlRawRequest(["delete", "--raw", "/x"])?.method).toBe("DELETE");
  });

  it("returns nothing without a raw path, with another verb or a path that is not absolute", () => {
    expect(kubectlRawRequest(["get", "pods"])).toBeUndefined();
    expect(kubectlRawRequest(["config", "view", "--raw"])).toBeUndefined();
    expect(kubectlRawRequest(["get", "--raw"])).toBeUndefined();
    expect(kubectlRawRequest(["get", "--raw", "healthz"])).toBeUndefined();
  });
});
