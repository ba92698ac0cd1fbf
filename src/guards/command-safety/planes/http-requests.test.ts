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
});
