import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { localStoreDeletes } from "./store-local-paths.js";

const local = (command: string) => invocations(command).map((invocation) => localStoreDeletes(invocation)?.map(({ field, recursive }) => `${field.value}${recursive ? " -r" : ""}`))[0];

describe("localStoreDeletes", () => {
  it("reads rclone's and mc's local paths as file deletes", () => {
    expect(local("rclone delete ./dist --include '*.map'")).toEqual(["./dist -r"]);
    expect(local("rclone --config x.conf purge ./.cache/x")).toEqual(["./.cache/x -r"]);
    expect(local("rclone deletefile ./out/a.txt")).toEqual(["./out/a.txt"]);
    expect(local("rclone delete 'C:\\build\\cache'")).toEqual(["C:\\build\\cache -r"]);
    expect(local("mc rb --force ./tmp/minio-data")).toEqual(["./tmp/minio-data -r"]);
    expect(local("mc rm ./out/a.bin")).toEqual(["./out/a.bin"]);
    expect(local("mc rm --recursive --force ../x")).toEqual(["../x -r"]);
  });

  it("leaves remotes, aliases, dry runs and other subcommands to the object-store model", () => {
    for (const command of [
      "rclone delete remote:bucket/path",
      "rclone purge :s3:bucket",
      "rclone delete ./dist remote:bucket",
      "rclone delete -n ./dist",
      "rclone sync ./dist remote:site",
      "mc rb myminio/bucket",
      "mc rm --recursive --force --dry-run ./x",
      "mc cp ./a myminio/b",
      "aws s3 rm ./x",
    ]) {
      expect(local(command), command).toBeUndefined();
    }
  });
});
