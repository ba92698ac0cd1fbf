import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { versionedDataLoss } from "./data-versions.js";

const loss = (source: string) => versionedDataLoss(invocations(source)[0]!);

describe("versionedDataLoss", () => {
  it("names drops of the last copy and remote garbage collection", () => {
    expect(loss("git annex drop --force --all")).toMatch(/last copy/);
    expect(loss("git-annex dropunused --force all")).toMatch(/last copy/);
    expect(loss("dvc gc -w -c -f")).toMatch(/remote storage/);
    expect(loss("dvc gc --all-commits --cloud")).toMatch(/remote storage/);
  });

  it("names LFS prunes the server did not confirm (git-lfs-prune(1))", () => {
    expect(loss("git lfs prune --force")).toMatch(/trusting the remote-tracking refs/);
    expect(loss("git lfs prune -fv")).toMatch(/trusting the remote-tracking refs/);
    expect(loss("git lfs prune --verify-remote --no-verify-remote")).toMatch(/turned off/);
    expect(loss("git lfs prune")).toBeUndefined();
    expect(loss("git lfs prune --recent")).toBeUndefined();
    expect(loss("git lfs prune --force --verify-remote")).toBeUndefined();
    expect(loss("git lfs prune -f -d")).toBeUndefined();
  });

  it("leaves drops that check copies, local collection and dry runs alone", () => {
    expect(loss("git annex drop video.mp4")).toBeUndefined();
    expect(loss("dvc gc -w")).toBeUndefined();
    expect(loss("dvc gc -w -c --dry")).toBeUndefined();
    expect(loss("git annex drop --help")).toBeUndefined();
  });
});
