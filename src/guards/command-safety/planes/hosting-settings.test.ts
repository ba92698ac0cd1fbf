import { describe, expect, it } from "vitest";
import { parseJson, settingsOf, weakenedSetting } from "./hosting-settings.js";

const weakened = (body: string, query = "") => weakenedSetting(settingsOf(body, new URLSearchParams(query)));

describe("hosting settings", () => {
  it("reads JSON bodies, form fields, HTTPie items, nested fields and the query", () => {
    expect(settingsOf('{"enforce_admins":false,"required_pull_request_reviews":{"required_approving_review_count":2}}', new URLSearchParams()).get("required_approving_review_count")).toBe("2");
    expect(settingsOf("enforce_admins=false&restrictions=null", new URLSearchParams()).get("restrictions")).toBe("null");
    expect(settingsOf("enforce_admins:=false", new URLSearchParams()).get("enforce_admins")).toBe("false");
    expect(settingsOf("required_pull_request_reviews[required_approving_review_count]=0", new URLSearchParams()).get("required_approving_review_count")).toBe("0");
    expect(settingsOf("", new URLSearchParams("allow_force_push=true")).get("allow_force_push")).toBe("true");
  });

  it("finds the setting that turns a protection off", () => {
    expect(weakened('{"required_status_checks":null,"enforce_admins":false,"required_pull_request_reviews":null,"restrictions":null}')).toBe("required_status_checks: null");
    expect(weakened('{"required_status_checks":{"strict":true,"contexts":["ci"]},"enforce_admins":true,"required_pull_request_reviews":{"required_approving_review_count":1},"restrictions":null,"allow_force_pushes":true}')).toBe("allow_force_pushes: true");
    expect(weakened('{"enforcement":"disabled"}')).toBe("enforcement: disabled");
    expect(weakened("", "allow_force_push=true")).toBe("allow_force_push: true");
    expect(weakened("allow_force_push==true")).toBe("allow_force_push: true");
    expect(weakened("query=mutation { updateBranchProtectionRule(input: {branchProtectionRuleId: \"B\", allowsForcePushes: true}) { clientMutationId } }")).toBe("allowsforcepushes: true");
  });

  it("leaves protections that are kept or strengthened alone", () => {
    expect(weakened('{"required_status_checks":{"strict":true,"contexts":["ci"]},"enforce_admins":true,"required_pull_request_reviews":{"required_approving_review_count":2},"restrictions":null}')).toBeUndefined();
    expect(weakened('{"enforcement":"active"}')).toBeUndefined();
    expect(weakened("@protection.json")).toBeUndefined();
    expect(weakened("not json {")).toBeUndefined();
  });

  it("reads JSON followed by a here-document's last line", () => {
    expect(parseJson('{"a":1}\nEOF')).toEqual({ a: 1 });
    expect(parseJson("EOF")).toBeUndefined();
  });
});
