import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { httpRequests } from "./http-requests.js";

const run = (...words: string[]): Invocation => ({ name: words[0] as string, argv: words.map((word) => staticField(word)), assignments: new Map(), redirects: [], via: [] }) as unknown as Invocation;

describe("httpRequests", () => {
  it("reads curl's and xh's Unix socket, and xh's localhost shorthands", () => {
    expect(httpRequests(run("curl", "--unix-socket", "/var/run/docker.sock", "http://localhost/containers/web/json"))[0]?.socket).toBe("/var/run/docker.sock");
    expect(httpRequests(run("xh", "--unix-socket", "/var/run/docker.sock", "http://localhost/containers/web/json"))[0]).toMatchObject({ method: "GET", url: "http://localhost/containers/web/json", socket: "/var/run/docker.sock" });
    expect(httpRequests(run("xh", "--unix-socket=/run/podman/podman.sock", ":/containers/json"))[0]).toMatchObject({ url: "localhost/containers/json", socket: "/run/podman/podman.sock" });
    expect(httpRequests(run("xh", ":3000/health"))[0]).toMatchObject({ method: "GET", url: "localhost:3000/health" });
    expect(httpRequests(run("xh", "https://api.example.com/x"))[0]?.socket).toBeUndefined();
  });

  it("reads a URL whose host's first labels come from a variable by its written domain", () => {
    const field = { text: `"https://$ACCOUNT.snowflakecomputing.com/api/v2/statements"`, dynamic: { prefix: "https://", ifEmpty: "https://.snowflakecomputing.com/api/v2/statements", guarded: false, numeric: false, provenance: { sources: [] }, shape: "https://\u0001.snowflakecomputing.com/api/v2/statements" } };
    const invocation = { ...run("curl", "-X", "POST"), argv: [staticField("curl"), staticField("-X"), staticField("POST"), field] } as unknown as Invocation;
    expect(httpRequests(invocation)[0]?.url).toBe("https://x.snowflakecomputing.com/api/v2/statements");
    const path = { ...field, dynamic: { ...field.dynamic, shape: "https://api.example.com/\u0001/delete" } };
    expect(httpRequests({ ...invocation, argv: [staticField("curl"), path] } as unknown as Invocation)[0]?.url).not.toContain("x/delete");
  });

  it("reads curlie's HTTPie-style METHOD operand beside curl's options, and sends nothing with --offline", () => {
    expect(httpRequests(run("curlie", "DELETE", "https://api.example.com/u/1"))[0]).toMatchObject({ method: "DELETE", url: "https://api.example.com/u/1" });
    expect(httpRequests(run("curlie", "-X", "DELETE", "https://api.example.com/u/1"))[0]).toMatchObject({ method: "DELETE", url: "https://api.example.com/u/1" });
    expect(httpRequests(run("curlie", "-H", "Accept: application/json", "https://api.example.com/u/1"))[0]?.method).toBe("GET");
    expect(httpRequests(run("http", "--offline", "DELETE", "https://api.example.com/u/1"))).toEqual([]);
    expect(httpRequests(run("xh", "--offline", "DELETE", "https://api.example.com/u/1"))).toEqual([]);
  });

  it("reads lwp-request's -m and restish's METHOD operand", () => {
    expect(httpRequests(run("lwp-request", "-m", "DELETE", "https://api.example.com/u/1"))[0]).toMatchObject({ method: "DELETE", url: "https://api.example.com/u/1" });
    expect(httpRequests(run("lwp-request", "-t", "10", "https://api.example.com/u"))[0]?.method).toBe("GET");
    expect(httpRequests(run("restish", "delete", "api.example.com/items/1"))[0]).toMatchObject({ method: "DELETE", url: "api.example.com/items/1" });
    expect(httpRequests(run("restish", "api.example.com/items"))[0]?.method).toBe("GET");
  });

  it("reads a grpcurl call as a POST to its method's path, and leaves listings", () => {
    expect(httpRequests(run("grpcurl", "-d", "{}", "api.acme.io:443", "acme.v1.Store/DeleteBucket"))[0]).toMatchObject({ method: "POST", url: "https://api.acme.io:443/acme.v1.Store/DeleteBucket", body: "{}" });
    expect(httpRequests(run("grpcurl", "-plaintext", "localhost:50051", "acme.v1.Store.DeleteBucket"))[0]?.url).toBe("http://localhost:50051/acme.v1.Store/DeleteBucket");
    expect(httpRequests(run("grpcurl", "api.acme.io:443", "list"))).toEqual([]);
  });
});
