// Run by a test where /proc is not mounted (as on macOS, there are no descriptor paths): the same
// checks as on Linux, through the fallback that opens by name and compares identities. Prints JSON.
// Usage: without-descriptor-paths.ts <root> <outside folder>
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createWorkspace } from "../../workspace.js";
import { hasDescriptorPaths } from "../descriptor-path.js";
import { openBeneath } from "../open-beneath.js";
import { openInWorkspace } from "../open-in-workspace.js";
import { writeInWorkspace } from "../write-in-workspace.js";

const [root = "", outside = ""] = process.argv.slice(2);
mkdirSync(path.join(root, "src"), { recursive: true });
writeFileSync(path.join(root, "src", "a.txt"), "inside\n");
writeFileSync(path.join(outside, "a.txt"), "outside\n");
symlinkSync(outside, path.join(root, "out"));
symlinkSync(path.join(outside, "a.txt"), path.join(root, "link.txt"));
const workspace = createWorkspace(root);

const read = await openInWorkspace(workspace, "src/a.txt");
const readText = read.ok ? await read.handle.readFile("utf8") : read.message;
if (read.ok) await read.handle.close();
const results = {
  descriptorPaths: hasDescriptorPaths(),
  read: readText,
  throughLinkedFolder: (await openBeneath(root, ["out", "a.txt"])).ok,
  linkAsFile: (await openBeneath(root, ["link.txt"])).ok,
  writeThroughLinkedFolder: (await writeInWorkspace(root, { absolute: path.join(root, "out", "b.txt"), relative: "out/b.txt" }, "x")).ok,
  writeNew: await writeInWorkspace(root, { absolute: path.join(root, "new", "c.txt"), relative: "new/c.txt" }, "c\n"),
  replaceLink: (await writeInWorkspace(root, { absolute: path.join(root, "link.txt"), relative: "link.txt" }, "mine\n")).ok,
  outsideAfter: readFileSync(path.join(outside, "a.txt"), "utf8"),
};
process.stdout.write(JSON.stringify(results));
