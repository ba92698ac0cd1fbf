import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { namesLocalRegistry } from "./local-registries.js";

const local = (command: string) => invocations(command).some((invocation) => namesLocalRegistry(invocation.name, invocation.argv.slice(1)));

describe("namesLocalRegistry", () => {
  it("reads references to a registry on this machine", () => {
    for (const command of [
      "crane delete localhost:5000/app:dev",
      "skopeo delete docker://localhost:5000/app:test",
      "regctl tag delete 127.0.0.1:5000/app:dev",
      "oras manifest delete [::1]:5000/app:v1",
    ]) {
      expect(local(command), command).toBe(true);
    }
  });

  it("keeps other registries, look-alike names and unknown references", () => {
    for (const command of [
      "crane delete registry.acme.io/app:1.0",
      "crane delete localhost.acme.io/app:1",
      "skopeo delete docker://ghcr.io/acme/app:1",
      "crane delete $IMAGE",
      "crane delete localhost:5000/app:dev ghcr.io/acme/app:dev",
      "docker rmi localhost:5000/app:dev",
    ]) {
      expect(local(command), command).toBe(false);
    }
  });
});
