import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { keyDisablingEffects } from "./key-disabling.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => keyDisablingEffects(invocation)).map((effect) => effect.rule);
const DISABLED = ["planes.key-disabled"];

describe("keyDisablingEffects", () => {
  it("flags keys and secrets disabled, whatever the options' order", () => {
    expect(rules("aws kms disable-key --key-id 1234abcd-12ab-34cd-56ef-1234567890ab")).toEqual(DISABLED);
    expect(rules("aws --region eu-west-1 kms disable-key --key-id=alias/prod")).toEqual(DISABLED);
    expect(rules("gcloud kms keys versions disable 1 --key=k --keyring=r --location=global")).toEqual(DISABLED);
    expect(rules("az keyvault key set-attributes --enabled false --vault-name v --name k")).toEqual(DISABLED);
    expect(rules("az keyvault secret set-attributes --vault-name v --name db --enabled=false")).toEqual(DISABLED);
  });

  it("leaves describing and enabling keys alone", () => {
    expect(rules("aws kms describe-key --key-id 1234")).toEqual([]);
    expect(rules("aws kms enable-key --key-id 1234")).toEqual([]);
    expect(rules("gcloud kms keys versions enable 1 --key=k --keyring=r --location=global")).toEqual([]);
    expect(rules("az keyvault key set-attributes --vault-name v --name k --enabled true")).toEqual([]);
    expect(rules("az keyvault key set-attributes --vault-name v --name k --tags env=prod")).toEqual([]);
  });
});
