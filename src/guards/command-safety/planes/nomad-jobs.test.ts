import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { nomadEffects } from "./nomad-jobs.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => nomadEffects(invocation)).map((effect) => effect.rule);

describe("nomadEffects", () => {
  it("finds jobs purged, in the older spelling too, outside development namespaces", () => {
    for (const command of ["nomad job stop -purge web", "nomad stop -purge web", "nomad job stop -namespace prod -purge api", "nomad job stop --purge=true web", "NOMAD_NAMESPACE=payments nomad job stop -purge web"]) {
      expect(rules(command), command).toEqual(["planes.iac-destroy"]);
    }
  });

  it("finds variables purged and volumes deleted", () => {
    expect(rules("nomad var purge nomad/jobs/web")).toEqual(["planes.destructive-subcommand"]);
    expect(rules("nomad volume delete db-data")).toEqual(["planes.cloud-delete"]);
  });

  it("leaves plain stops, development namespaces and reads alone", () => {
    for (const command of ["nomad job stop web", "nomad stop web", "nomad job stop -purge -namespace=dev web", "nomad job stop -purge -namespace shop-test web", "NOMAD_NAMESPACE=sandbox nomad job stop -purge web", "nomad var get nomad/jobs/web", "nomad status"]) {
      expect(rules(command), command).toEqual([]);
    }
  });
});
