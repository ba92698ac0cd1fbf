import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { fileWrites } from "./file-writes.js";

/** `path effect` for every file the last command of `source` changes. */
function writes(source: string): string[] {
  const invocation = invocations(source).at(-1);
  return invocation ? fileWrites(invocation).map((write) => `${write.field.value ?? write.field.text} ${write.effect}${write.recursive ? " -r" : ""}`) : [];
}

describe("fileWrites", () => {
  it("reads deletions by each command's grammar", () => {
    expect(writes("rm -rf a b")).toEqual(["a delete -r", "b delete -r"]);
    expect(writes("rm -- -f")).toEqual(["-f delete"]);
    expect(writes("unlink x y")).toEqual(["x delete"]);
    expect(writes("shred -n 3 -u key")).toEqual(["key delete"]);
    expect(writes("shred -n 3 key")).toEqual(["key truncate"]);
    expect(writes("find build -name '*.o' -delete")).toEqual(["build delete"]);
    expect(writes("find build -delete")).toEqual(["build delete -r"]);
  });

  it("tells overwriting from appending and creating", () => {
    expect(writes("truncate -s 0 log")).toEqual(["log truncate"]);
    expect(writes("tee -a log out")).toEqual(["log append", "out append"]);
    expect(writes("sponge f")).toEqual(["f overwrite"]);
    expect(writes("cp /dev/null f")).toEqual(["f truncate"]);
    expect(writes("cp -n a b")).toEqual(["b create"]);
    expect(writes("cp a b c dir")).toEqual(["dir/a overwrite -r", "dir/b overwrite -r", "dir/c overwrite -r"]);
    expect(writes("cp -t dir a")).toEqual(["dir/a overwrite -r"]);
    expect(writes("ln -s a b")).toEqual(["b create"]);
    expect(writes("ln -sf a b")).toEqual(["b overwrite"]);
    expect(writes("dd if=x of=y conv=notrunc")).toEqual(["y edit"]);
    expect(writes("install -m 755 tool /usr/local/bin/tool")).toEqual(["/usr/local/bin/tool overwrite -r"]);
    expect(writes("install -d dir")).toEqual([]);
    expect(writes("sort -o out in")).toEqual(["out overwrite"]);
  });

  it("knows moves, syncs and in-place editors", () => {
    expect(writes("mv a b dir/")).toEqual(["a move-away -r", "b move-away -r", "dir/a overwrite -r", "dir/b overwrite -r"]);
    expect(writes("rsync -a --delete src/ dst/")).toEqual(["dst/ delete -r"]);
    expect(writes("rsync -a --remove-source-files a/ host:/b/")).toEqual(["a/ move-away -r"]);
    expect(writes("rsync -an --delete a/ b/")).toEqual([]);
    expect(writes("sed -i 's/a/b/' f g")).toEqual(["f edit", "g edit"]);
    expect(writes("sed -e 's/a/b/' -i f")).toEqual(["f edit"]);
    expect(writes("perl -0pi -e 's/a/b/' f")).toEqual(["f edit"]);
    expect(writes("gawk -i inplace '{print}' f")).toEqual(["f edit"]);
    expect(writes("sed 's/a/b/' f")).toEqual([]);
  });

  it("puts git's work-tree changes where -C or --work-tree says", () => {
    expect(writes("git clean -fdx")).toEqual([". delete -r"]);
    expect(writes("git -C ../other clean -fdx")).toEqual(["../other delete -r"]);
    expect(writes("git clean -n")).toEqual([]);
    expect(writes("git -C a -C b checkout -- src/x.ts")).toEqual(["a/b/src/x.ts overwrite"]);
    expect(writes("git --work-tree=/srv/www checkout -f")).toEqual(["/srv/www overwrite -r"]);
    expect(writes("git restore --staged x")).toEqual([]);
    expect(writes("git checkout main")).toEqual([]);
    expect(writes("git reset --hard")).toEqual([". overwrite -r"]);
  });
});
