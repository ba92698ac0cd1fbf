import { describe, expect, it } from "vitest";
import { httpEffects } from "./http-apis.js";

const rule = (method: string, url: string, body = "") => httpEffects({ method, url, body }).map((effect) => effect.rule);

describe("httpEffects", () => {
  it("knows git hosting APIs", () => {
    expect(rule("DELETE", "https://api.github.com/repos/acme/app")).toEqual(["git.delete-remote-repository"]);
    expect(rule("DELETE", "https://gitlab.com/api/v4/projects/42")).toEqual(["git.delete-remote-repository"]);
    expect(rule("DELETE", "https://api.github.com/repos/acme/app/git/refs/heads/main")).toEqual(["git.delete-protected-branch"]);
    expect(rule("DELETE", "https://api.github.com/repos/acme/app/git/refs/heads/feature-x")).toEqual([]);
    expect(rule("PATCH", "https://api.github.com/repos/acme/app/git/refs/heads/main", "sha=1&force=true")).toEqual(["git.force-push"]);
    expect(rule("GET", "https://api.github.com/repos/acme/app")).toEqual([]);
  });

  it("knows data stores behind HTTP", () => {
    expect(rule("DELETE", "localhost:9200/logs")).toEqual(["planes.store-delete"]);
    expect(rule("DELETE", "http://es:9200/_all")).toEqual(["planes.store-flush"]);
    expect(rule("DELETE", "localhost:9200/logs/_doc/1")).toEqual([]);
    expect(rule("POST", "localhost:9200/logs/_delete_by_query", '{"query":{"match_all":{}}}')).toEqual(["planes.store-flush"]);
    expect(rule("DELETE", "http://consul:8500/v1/kv/?recurse")).toEqual(["planes.store-flush"]);
    expect(rule("DELETE", "http://localhost:6333/collections/docs")).toEqual(["planes.store-delete"]);
    expect(rule("GET", "http://localhost:8123/?query=DROP%20TABLE%20t")).toEqual(["planes.sql-drop"]);
  });

  it("asks for DELETE beyond this machine, not on it", () => {
    expect(rule("DELETE", "https://api.example.com/v1/customers/42")).toEqual(["planes.http-delete"]);
    expect(rule("DELETE", "http://localhost:3000/api/todos/1")).toEqual([]);
    expect(rule("DELETE", "http://api:8080/items/7")).toEqual([]);
    expect(rule("DELETE", "https://api.github.com/repos/acme/app/issues/1/labels/bug")).toEqual([]);
    expect(rule("DELETE", "https://api.github.com/user/starred/acme/app")).toEqual([]);
  });
});
