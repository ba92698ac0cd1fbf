import { describe, expect, it } from "vitest";
import { staticField } from "../model.js";
import { foundPathCandidates, secretWordPattern } from "./found-names.js";

const HOME = "/home/ada";

describe("foundPathCandidates", () => {
  it("completes a name pattern into the secret names it can match", () => {
    expect(foundPathCandidates({ root: staticField("/"), narrowed: true, names: ["id_*"] }, HOME)).toContain("/found/id_rsa");
  });

  it("finds a home file searched for from an ancestor of the home directory", () => {
    expect(foundPathCandidates({ root: staticField("/home"), narrowed: true, names: [".npmrc"] }, HOME)).toContain("/home/ada/.npmrc");
    expect(foundPathCandidates({ root: staticField("/srv/app"), narrowed: true, names: [".npmrc"] }, HOME)).not.toContain("/home/ada/.npmrc");
  });

  it("reads a whole-path pattern, its last `*` standing for each name", () => {
    expect(foundPathCandidates({ root: staticField("/"), narrowed: true, names: ["credentials"], paths: ["*/.aws/*"] }, HOME)).toContain("/found/.aws/credentials");
    expect(foundPathCandidates({ root: staticField("/"), narrowed: true, paths: ["*.docker/config.json"] }, HOME)).toContain("/found/.docker/config.json");
  });

  it("stays bounded on long and many patterns", () => {
    const names = Array.from({ length: 50 }, (_, index) => `n${index}*`);
    expect(foundPathCandidates({ root: staticField("/"), narrowed: true, names, paths: ["*/".repeat(400)] }, HOME).length).toBeLessThanOrEqual(16);
  });
});

describe("secretWordPattern", () => {
  it("names the pattern that holds a credential word", () => {
    expect(secretWordPattern({ root: staticField("/"), narrowed: true, names: ["*secret*"] })).toBe("*secret*");
    expect(secretWordPattern({ root: staticField("/"), narrowed: true, paths: ["*/wallet/*"] })).toBe("*/wallet/*");
  });

  it("leaves everyday names alone", () => {
    expect(secretWordPattern({ root: staticField("."), narrowed: true, names: ["*.ts", "package.json"] })).toBeUndefined();
  });
});
