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

  it("judges protection by the settings a body turns off", () => {
    const protection = "https://api.github.com/repos/acme/app/branches/main/protection";
    expect(rule("PUT", protection, '{"enforce_admins":false,"required_pull_request_reviews":null}')).toEqual(["git.unprotect-branch"]);
    expect(rule("PUT", protection, '{"required_status_checks":{"strict":true,"contexts":["ci"]},"enforce_admins":true,"required_pull_request_reviews":{"required_approving_review_count":2},"restrictions":null}')).toEqual([]);
    expect(rule("PUT", protection, "@protection.json")).toEqual(["git.unprotect-branch"]);
    expect(rule("POST", `${protection}/enforce_admins`)).toEqual([]);
    expect(rule("PUT", "https://api.github.com/orgs/acme/rulesets/7", '{"enforcement":"disabled"}')).toEqual(["git.unprotect-branch"]);
    expect(rule("PATCH", "https://gitlab.com/api/v4/projects/42/protected_branches/main?allow_force_push=true")).toEqual(["git.unprotect-branch"]);
    expect(rule("PATCH", "https://codeberg.org/api/v1/repos/acme/app/branch_protections/main", '{"enable_force_push":true}')).toEqual(["git.unprotect-branch"]);
    expect(rule("POST", "https://gitlab.com/api/v4/projects/42/protected_branches?name=main&push_access_level=40")).toEqual([]);
  });

  it("knows release tags, Azure DevOps and archiving", () => {
    expect(rule("DELETE", "https://api.github.com/repos/acme/app/git/refs/tags/v1.2.3")).toEqual(["git.delete-shared-ref"]);
    expect(rule("DELETE", "https://codeberg.org/api/v1/repos/acme/app/tags/nightly")).toEqual([]);
    expect(rule("DELETE", "https://dev.azure.com/acme/web/_apis/git/repositories/0d5b?api-version=7.1")).toEqual(["git.delete-remote-repository"]);
    expect(rule("DELETE", "https://dev.azure.com/acme/web/_apis/policy/configurations/12")).toEqual(["git.unprotect-branch"]);
    const zero = "0".repeat(40);
    expect(rule("POST", "https://dev.azure.com/acme/web/_apis/git/repositories/app/refs", `[{"name":"refs/heads/main","oldObjectId":"4f1c","newObjectId":"${zero}"}]`)).toEqual(["git.delete-protected-branch"]);
    expect(rule("POST", "https://dev.azure.com/acme/web/_apis/git/repositories/app/refs", `[{"name":"refs/heads/feature/x","oldObjectId":"4f1c","newObjectId":"${zero}"}]`)).toEqual([]);
    expect(rule("PUT", "https://gitlab.com/api/v4/projects/42/transfer", "namespace=other")).toEqual(["git.delete-remote-repository"]);
    // Archiving is undone by unarchiving: nothing is lost.
    expect(rule("PATCH", "https://api.github.com/repos/acme/app", '{"archived":true}')).toEqual([]);
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

  it("reads this machine's addresses as a remote plane's once a bridge is open", () => {
    const bridged = (url: string) => httpEffects({ method: "DELETE", url, body: "" }, true).map((effect) => effect.rule);
    expect(bridged("localhost:8001/api/v1/namespaces/prod/pods/web-1")).toEqual(["planes.http-delete"]);
    expect(bridged("http://127.0.0.1:8200/v1/secret/metadata/app")).toEqual(["planes.http-delete"]);
    expect(bridged("localhost:8080/api/session")).toEqual([]);
    expect(rule("DELETE", "localhost:8001/api/v1/namespaces/prod/pods/web-1")).toEqual([]);
  });

  it("reads RPC-style actions a path names and SQL in statement APIs' bodies, beyond this machine", () => {
    expect(rule("POST", "https://acme.cloud.databricks.com/api/2.0/dbfs/delete", `{"path":"/mnt/curated","recursive":true}`)).toEqual(["planes.http-delete"]);
    expect(rule("POST", "https://slack.com/api/chat.delete", "channel=C1&ts=1")).toEqual(["planes.http-delete"]);
    expect(rule("PUT", "https://api.acme.io/v1/index/truncate")).toEqual(["planes.http-delete"]);
    expect(rule("POST", "https://acme.cloud.databricks.com/api/2.0/sql/statements", `{"statement":"DROP TABLE main.s.orders","warehouse_id":"w"}`)).toEqual(["planes.sql-drop"]);
    expect(rule("POST", "https://acct.snowflakecomputing.com/api/v2/statements", `{"statement":"TRUNCATE TABLE orders"}`)).toEqual(["planes.sql-truncate"]);
    expect(rule("POST", "https://acme.cloud.databricks.com/api/2.0/sql/statements", `{"statement":"SELECT 1","warehouse_id":"w"}`)).toEqual([]);
    expect(rule("POST", "https://acme.cloud.databricks.com/api/2.0/clusters/list")).toEqual([]);
    expect(rule("GET", "https://acme.cloud.databricks.com/api/2.0/dbfs/delete")).toEqual([]);
    expect(rule("POST", "http://localhost:8080/api/delete")).toEqual([]);
    expect(rule("POST", "http://api:8080/v1/records/purge")).toEqual([]);
    expect(rule("POST", "https://slack.com/api/chat.postMessage", "channel=C1&text=hi")).toEqual([]);
  });

  it("reads an Elasticsearch lifecycle policy that deletes indices within a day", () => {
    expect(rule("PUT", "https://es.prod:9200/_ilm/policy/logs", `{"policy":{"phases":{"delete":{"min_age":"1m","actions":{"delete":{}}}}}}`)).toEqual(["planes.store-delete"]);
    expect(rule("PUT", "https://es.prod:9200/_ilm/policy/logs", `{"policy":{"phases":{"delete":{"min_age":"30d","actions":{"delete":{}}}}}}`)).toEqual([]);
  });
});
