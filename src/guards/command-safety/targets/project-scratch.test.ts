import { describe, expect, it } from "vitest";
import { projectPlace } from "./project-scratch.js";

describe("where a file lies in the project", () => {
  const context = { project: "/work/app", home: "/home/ada" };

  it("finds the project's scratch, test, fixture and build directories", () => {
    for (const file of ["/work/app/tmp/key.pem", "/work/app/.tmp/id_rsa", "/work/app/test/fixtures/server.key", "/work/app/spec/fixtures/credentials.json", "/work/app/pkg/api/testdata/client.key", "/work/app/build/certs/server.pem", "/work/app/src/__fixtures__/token.json"]) {
      expect(projectPlace(file, context), file).toBe("scratch");
    }
  });

  it("keeps the rest of the project, and nothing outside it", () => {
    expect(projectPlace("/work/app/.env", context)).toBe("project");
    expect(projectPlace("/work/app/certs/dev.key", context)).toBe("project");
    expect(projectPlace("/work/app/tmp", context)).toBe("project");
    expect(projectPlace("/work/other/tmp/key.pem", context)).toBeUndefined();
    expect(projectPlace("/home/ada/.ssh/id_rsa", context)).toBeUndefined();
    expect(projectPlace("/work/app/../other/tmp/key.pem", context)).toBeUndefined();
    expect(projectPlace("/work/app/tmp/key.pem", { project: undefined, home: "/home/ada" })).toBeUndefined();
  });

  it("never counts a home directory's credential stores as the project's, even when the project is the home", () => {
    const home = { project: "/home/ada", home: "/home/ada" };
    expect(projectPlace("/home/ada/.ssh/id_rsa", home)).toBeUndefined();
    expect(projectPlace("/home/ada/.aws/tmp/credentials", home)).toBeUndefined();
    expect(projectPlace("/home/ada/tmp/key.pem", home)).toBe("scratch");
  });
});
