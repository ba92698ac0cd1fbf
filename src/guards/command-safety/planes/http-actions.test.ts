import { describe, expect, it } from "vitest";
import { bodyAction, bodyStatement, destructiveAction } from "./http-actions.js";

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

describe("bodyAction", () => {
  it("reads GraphQL mutations and JSON-RPC methods whose verb destroys", () => {
    expect(bodyAction(`{"query":"mutation { deleteProject(id: 1) { id } }"}`, "h")?.rule).toBe("planes.http-delete");
    expect(bodyAction(`{"query":"mutation Wipe { purgeDataset(name: \\"x\\") { ok } }"}`, "h")?.rule).toBe("planes.http-delete");
    expect(bodyAction(`{"jsonrpc":"2.0","method":"delete_index","params":["prod"],"id":1}`, "h")?.rule).toBe("planes.http-delete");
    expect(bodyAction(`{"query":"mutation { createProject(name: \\"x\\") { id } }"}`, "h")).toBeUndefined();
    expect(bodyAction(`{"query":"query { projects { deletedAt } }"}`, "h")).toBeUndefined();
    expect(bodyAction(`{"query":"mutation { removeLabel(id: 1) { id } }"}`, "h")).toBeUndefined();
    expect(bodyAction(`{"jsonrpc":"2.0","method":"get_index","id":1}`, "h")).toBeUndefined();
    expect(bodyAction(`{"method":"delete_index"}`, "h")).toBeUndefined();
  });
});
});
