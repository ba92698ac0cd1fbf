import { describe, expect, it } from "vitest";
import { staticField } from "../model.js";
import { extractionOverwrites } from "./archives.js";

const targets = (name: string, ...args: string[]) => extractionOverwrites(name, args.map((arg) => staticField(arg))).map((field) => field.value);

describe("extractionOverwrites", () => {
  it("finds where tar extracts, in every option style", () => {
    expect(targets("tar", "xzf", "a.tgz", "-C", "/srv/app")).toEqual(["/srv/app"]);
    expect(targets("tar", "-xf", "a.tar", "--directory=/opt/x")).toEqual(["/opt/x"]);
    expect(targets("tar", "--extract", "--file", "a.tar", "-C/srv")).toEqual(["/srv"]);
    expect(targets("tar", "-xf", "a.tar")).toEqual(["."]);
  });

  it("leaves out listing, creating and keeping old files", () => {
    expect(targets("tar", "-tf", "a.tar")).toEqual([]);
    expect(targets("tar", "-czf", "a.tgz", "src")).toEqual([]);
    expect(targets("tar", "-xkf", "a.tar", "-C", "/srv")).toEqual([]);
    expect(targets("tar", "-xf", "a.tar", "--skip-old-files", "-C", "/srv")).toEqual([]);
  });

  it("counts unzip only when it overwrites without asking", () => {
    expect(targets("unzip", "-o", "a.zip", "-d", "/srv/www")).toEqual(["/srv/www"]);
    expect(targets("unzip", "-qo", "a.zip")).toEqual(["."]);
    expect(targets("unzip", "a.zip", "-d", "/srv/www")).toEqual([]);
    expect(targets("unzip", "-l", "a.zip")).toEqual([]);
  });
});
