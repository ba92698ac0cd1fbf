import { describe, expect, it } from "vitest";
import { expand } from "../__fixtures__/walk-helpers.js";
import { buildStep } from "./build-steps.js";

const command = (source: string) => buildStep(expand(source))?.command?.map((field) => field.value);

describe("buildStep", () => {
  it("reads Dockerfile RUN lines with their flags, the exec form and ONBUILD", () => {
    expect(command("RUN --mount=type=cache,target=/root/.cache --network=none make all")).toEqual(["make", "all"]);
    expect(command('RUN ["sh", "-c", "make all"]')).toEqual(["sh", "-c", "make all"]);
    expect(command("ONBUILD RUN make")).toEqual(["make"]);
    expect(buildStep(expand("RUN --mount=type=cache,target=/x"))).toBeUndefined();
  });

  it("reads CI YAML run and script values, quoted or not, and list items", () => {
    expect(command("- run: npm test")).toEqual(["npm", "test"]);
    expect(command("script: make")).toEqual(["make"]);
    expect(command("- make lint")).toEqual(["make", "lint"]);
    expect(buildStep(expand("run: 'make all'"))?.code?.value).toBe("make all");
  });

  it("leaves ordinary commands alone, real programs named run included", () => {
    expect(buildStep(expand("run tests"))).toBeUndefined();
    expect(buildStep(expand("./run build"))).toBeUndefined();
    expect(buildStep(expand("name: value"))).toBeUndefined();
    expect(buildStep(expand("RUN"))?.command?.map((field) => field.value)).toEqual(["sh"]);
  });
});
