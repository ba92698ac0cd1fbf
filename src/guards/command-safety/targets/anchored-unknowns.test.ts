import { describe, expect, it } from "vitest";
import { expand } from "../__fixtures__/walk-helpers.js";
import { anchoredInProject, expansionsQuoted, guardedOutputDirectory } from "./anchored-unknowns.js";

const dynamicOf = (word: string) => {
  const field = expand(`rm ${word}`)[1];
  if (field?.dynamic === undefined) throw new Error(`${word} has no unknown part`);
  return field.dynamic;
};
const project = { known: true, path: "/work/app", initial: true } as const;

describe("anchoredInProject", () => {
  it("keeps a path written from ./ below a working directory inside the project", () => {
    expect(anchoredInProject(dynamicOf('"./$dir"'), project, "/work/app")).toBe(true);
    expect(anchoredInProject(dynamicOf('"./${build}/"'), { known: true, path: "/work/app/packages/ui", initial: false }, "/work/app")).toBe(true);
  });

  it("does not when the words climb, the path is not written from ./, or the directory is elsewhere", () => {
    expect(anchoredInProject(dynamicOf('"./$dir/.."'), project, "/work/app")).toBe(false);
    expect(anchoredInProject(dynamicOf('"./../$dir"'), project, "/work/app")).toBe(false);
    expect(anchoredInProject(dynamicOf('"$dir"'), project, "/work/app")).toBe(false);
    expect(anchoredInProject(dynamicOf('"./$dir"'), { known: true, path: "/", initial: false }, "/work/app")).toBe(false);
    expect(anchoredInProject(dynamicOf('"./$dir"'), { known: false, initial: false }, "/work/app")).toBe(false);
  });
});

describe("guardedOutputDirectory", () => {
  it("accepts a ${var:?} guard on a variable named for build output, a cache or scratch space", () => {
    expect(guardedOutputDirectory(dynamicOf('"${BUILD_DIR:?}/"'))).toBe(true);
    expect(guardedOutputDirectory(dynamicOf('"${build:?Error, unset}"'))).toBe(true);
    expect(guardedOutputDirectory(dynamicOf('"${CACHE_PATH:?}"'))).toBe(true);
  });

  it("refuses unguarded variables and guarded ones that can be any directory", () => {
    expect(guardedOutputDirectory(dynamicOf('"${BUILD_DIR}/"'))).toBe(false);
    expect(guardedOutputDirectory(dynamicOf('"${DIR:?}/"'))).toBe(false);
    expect(guardedOutputDirectory(dynamicOf('"${SRC:?}/"'))).toBe(false);
    expect(guardedOutputDirectory(dynamicOf('"${BUILD_DIR:?}/../.."'))).toBe(false);
  });
});

describe("expansionsQuoted", () => {
  it("tells quoted expansions from ones the shell splits", () => {
    expect(expansionsQuoted('"./$dir"')).toBe(true);
    expect(expansionsQuoted('"${build:?x}"/*')).toBe(true);
    expect(expansionsQuoted("./$dir")).toBe(false);
    expect(expansionsQuoted("${BUILD_DIR:?}/*")).toBe(false);
  });
});
