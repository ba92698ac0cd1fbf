import { describe, expect, it } from "vitest";
import { hostingControlEffect } from "./hosting-controls.js";

const rule = (method: string, path: string, body = "", query = "") => hostingControlEffect({ method, path: path.split("/"), body, query: new URLSearchParams(query), host: "api.github.com" })?.rule;

describe("hostingControlEffect", () => {
  it("reads visibility from fields, JSON and the query", () => {
    expect(rule("PATCH", "repos/acme/app", "visibility=public")).toBe("git.repository-public");
    expect(rule("PATCH", "repos/acme/app", '{"private":false}')).toBe("git.repository-public");
    expect(rule("PUT", "projects/42", "", "visibility=public")).toBe("git.repository-public");
    expect(rule("PUT", "repositories/acme/app", '{"is_private":false}')).toBe("git.repository-public");
    expect(rule("PATCH", "repos/acme/app", "@settings.json")).toBe("git.repository-public");
    expect(rule("PATCH", "repos/acme/app", "visibility=private")).toBeUndefined();
  });

  it("reads security features from nested fields and JSON", () => {
    expect(rule("PATCH", "repos/acme/app", "security_and_analysis[secret_scanning][status]=disabled")).toBe("git.security-off");
    expect(rule("PATCH", "repos/acme/app", '{"security_and_analysis":{"secret_scanning":{"status":"enabled"},"secret_scanning_push_protection":{"status":"disabled"}}}')).toBe("git.security-off");
    expect(rule("PATCH", "repos/acme/app", "security_and_analysis[secret_scanning][status]=enabled")).toBeUndefined();
    expect(rule("DELETE", "repos/acme/app/vulnerability-alerts")).toBe("git.security-off");
    expect(rule("PUT", "repos/acme/app/vulnerability-alerts")).toBeUndefined();
    expect(rule("POST", "orgs/acme/secret_scanning/disable_all")).toBe("git.security-off");
  });

  it("flags access added, not read or removed", () => {
    expect(rule("POST", "repos/acme/app/hooks", "name=web")).toBe("git.access-granted");
    expect(rule("PUT", "repos/acme/app/collaborators/bob", "permission=push")).toBe("git.access-granted");
    expect(rule("POST", "projects/42/deploy_keys", "title=k")).toBe("git.access-granted");
    expect(rule("GET", "repos/acme/app/hooks")).toBeUndefined();
    expect(rule("DELETE", "repos/acme/app/collaborators/bob")).toBeUndefined();
    expect(rule("POST", "repos/acme/app/issues", "title=x")).toBeUndefined();
  });
});
