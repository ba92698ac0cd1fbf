// Started as its own process by the race test: for `ms` milliseconds, swaps names in the workspace
// between what they are and symbolic links to the folder outside, as fast as it can, so tool calls
// of the test process race against it. Usage: swap-links.ts <workspace> <outside folder> <ms>.
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

const [root = "", outside = "", ms = "3000"] = process.argv.slice(2);
const deadline = Date.now() + Number(ms);
const at = (...parts: string[]) => path.join(root, ...parts);
const quietly = (action: () => void) => {
  try {
    action();
  } catch {
    // A tool call may hold or replace the name right now; the next round goes on.
  }
};

let swaps = 0;
while (Date.now() < deadline) {
  for (const [name, target] of [
    ["swap.txt", path.join(outside, "secret.txt")],
    [path.join("memory", "note.md"), path.join(outside, "secret.md")],
  ] as const) {
    // The last name: a link out, then a file again, each swapped in by one rename.
    quietly(() => symlinkSync(target, at(`${name}.link`)));
    quietly(() => renameSync(at(`${name}.link`), at(name)));
    quietly(() => writeFileSync(at(`${name}.file`), "INSIDE\n"));
    quietly(() => renameSync(at(`${name}.file`), at(name)));
  }
  for (const name of ["dir", path.join("memory", "sub")]) {
    // A folder on the way: moved aside and replaced by a link out, then put back.
    quietly(() => renameSync(at(name), at(`${name}.real`)));
    quietly(() => symlinkSync(outside, at(name)));
    // Removes the link (never what it points to), or a folder a tool call just created there.
    quietly(() => rmSync(at(name), { recursive: true, force: true }));
    quietly(() => mkdirSync(at(`${name}.real`), { recursive: true }));
    quietly(() => writeFileSync(at(`${name}.real`, "file.txt"), "INSIDE\n", { flag: "wx" }));
    quietly(() => renameSync(at(`${name}.real`), at(name)));
  }
  swaps += 1;
}
process.stdout.write(String(swaps));
