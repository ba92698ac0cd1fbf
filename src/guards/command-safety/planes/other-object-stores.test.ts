import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { objectStoreEffects } from "./object-stores.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => objectStoreEffects(invocation) ?? []).map((effect) => effect.rule);
const known = (command: string) => invocations(command).map((invocation) => objectStoreEffects(invocation) !== undefined);

describe("other clouds' object-store CLIs", () => {
  it("flags containers and buckets deleted with what they hold, and recursive, wildcard, prefix and listed deletes", () => {
    for (const command of [
      "swift delete backups",
      "swift delete --all",
      "swift delete logs --prefix 2024/",
      "openstack container delete --recursive backups",
      "s5cmd rm 's3://b/*'",
      "s5cmd rb s3://b",
      "s4cmd del -r s3://b/",
      "ossutil rm oss://b -r -f",
      "ossutil rm oss://b -b",
      "aliyun oss rm oss://b/x/ -r",
      "obsutil rm obs://b -f",
      "coscmd deletebucket -f",
      "coscmd delete -r /",
      "qshell batchdelete b -i keys.txt",
      "linode-cli obj rb b",
    ]) {
      expect(rules(command), command).toEqual(["planes.bucket-delete"]);
    }
  });

  it("leaves one named object, listings and uploads alone", () => {
    for (const command of ["swift delete backups a.tar", "swift list", "openstack object delete c o", "s5cmd rm s3://b/k", "ossutil rm oss://b/k", "obsutil rm obs://b/k", "coscmd delete a.txt", "qshell delete b k", "linode-cli obj rm b k"]) {
      expect(rules(command), command).toEqual([]);
    }
  });

  it("leaves the other commands of a multi-service CLI to the other models", () => {
    expect(known("openstack server delete vm1")).toEqual([false]);
    expect(known("openstack container delete c")).toEqual([false]);
    expect(known("linode-cli linodes list")).toEqual([false]);
    expect(known("aliyun ecs DescribeInstances")).toEqual([false]);
  });
});
