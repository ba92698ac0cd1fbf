import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { httpRequests } from "./http-requests.js";

const request = (source: string) => httpRequests(invocations(source)[0]!)[0];

describe("PowerShell web cmdlets as requests", () => {
  it("binds -Method, -Uri and -Body in any case, abbreviated or with a colon", () => {
    expect(request("Invoke-RestMethod -Method Delete -Uri https://api.github.com/repos/acme/app")).toEqual({ method: "DELETE", url: "https://api.github.com/repos/acme/app", body: "" });
    expect(request("irm -meth:PUT https://api.github.com/repos/acme/app/rulesets/1 -Body '{\"enforcement\":\"disabled\"}'")).toEqual({ method: "PUT", url: "https://api.github.com/repos/acme/app/rulesets/1", body: '{"enforcement":"disabled"}' });
    expect(request("iwr -UseBasicParsing https://example.com/x")).toEqual({ method: "GET", url: "https://example.com/x", body: "" });
  });

  it("gives a body read from a file as @FILE", () => {
    expect(request("Invoke-WebRequest -Method Put -InFile protection.json -Uri https://api.github.com/repos/acme/app/branches/main/protection")?.body).toBe("@protection.json");
  });

  it("reads no request without a URL", () => {
    expect(httpRequests(invocations("Invoke-RestMethod -Method Get")[0]!)).toEqual([]);
  });
});
