import { describe, expect, it } from "vitest";
import { bodyStatement, destructiveAction } from "./http-actions.js";

const action = (path: string) => destructiveAction(path.split("/").filter(Boolean), "api.example.com")?.rule;

describe("destructiveAction", () => {
  it("reads the destructive verb an RPC-style path ends with", () => {
    expect(action("/api/2.0/dbfs/delete")).toBe("planes.http-delete");
    expect(action("/api/2.0/workspace/delete")).toBe("planes.http-delete");
    expect(action("/api/2.1/jobs/delete")).toBe("planes.http-delete");
    expect(action("/api/2.0/clusters/permanent-delete")).toBe("planes.http-delete");
    expect(action("/api/chat.delete")).toBe("planes.http-delete");
    expect(action("/api/admin.conversations.delete")).toBe("planes.http-delete");
    expect(action("/api/files.delete")).toBe("planes.http-delete");
    expect(action("/v1/projects/purge")).toBe("planes.http-delete");
    expect(action("/rpc/wipe")).toBe("planes.http-delete");
    expect(action("/acme.storage.v1.BucketService/DeleteBucket")).toBe("planes.http-delete");
  });

  it("leaves reads, other actions and removals of what loses nothing", () => {
    expect(action("/api/2.0/clusters/list")).toBeUndefined();
    expect(action("/api/2.1/jobs/run-now")).toBeUndefined();
    expect(action("/api/chat.postMessage")).toBeUndefined();
    expect(action("/client/v4/zones/z/purge_cache")).toBeUndefined();
    expect(action("/v1/tags/delete")).toBeUndefined();
    expect(action("/v1/sessions/delete")).toBeUndefined();
    expect(action("/v1/delete/status")).toBeUndefined();
    expect(action("/docs/delete.html")).toBeUndefined();
  });
});

describe("bodyStatement", () => {
  it("reads the statement fields of the SQL APIs' JSON bodies", () => {
    expect(bodyStatement(`{"statement":"DROP TABLE t","warehouse_id":"abc"}`)).toBe("DROP TABLE t");
    expect(bodyStatement(`{"query":"TRUNCATE TABLE d.t","useLegacySql":false}`)).toBe("TRUNCATE TABLE d.t");
    expect(bodyStatement(`{"title":"DROP TABLE fails"}`)).toBeUndefined();
    expect(bodyStatement("q=DROP TABLE t")).toBeUndefined();
  });
});
