import { describe, expect, it } from "vitest";
import { keepsOnlyNonSensitiveOutputs } from "./terraform-outputs.js";

const TERRAFORM = ["terraform output"];

describe("keepsOnlyNonSensitiveOutputs", () => {
  it.each([
    "with_entries(select(.value.sensitive == false))",
    "with_entries(select(.value.sensitive | not))",
    "to_entries[] | select(.value.sensitive == false) | .key",
    "to_entries | map(select(.value.sensitive != true))",
    "map_values(select(.sensitive == false))",
    "with_entries(select(.value.sensitive == false)) | map_values(.value)",
  ])("%s keeps only non-sensitive outputs", (program) => {
    expect(keepsOnlyNonSensitiveOutputs("jq", ["-r", program], TERRAFORM)).toBe(true);
  });

  it.each([".", ".db_password.value", "with_entries(select(.value.sensitive == true))", "with_entries(select(.value.sensitive == false)), .db_password", "map_values(.value)"])("%s may print a sensitive one", (program) => {
    expect(keepsOnlyNonSensitiveOutputs("jq", [program], TERRAFORM)).toBe(false);
  });

  it("applies only to Terraform's outputs read on the input", () => {
    expect(keepsOnlyNonSensitiveOutputs("jq", ["with_entries(select(.value.sensitive == false))"], ["vault kv get"])).toBe(false);
    expect(keepsOnlyNonSensitiveOutputs("jq", ["with_entries(select(.value.sensitive == false))", "secrets.json"], TERRAFORM)).toBe(false);
    expect(keepsOnlyNonSensitiveOutputs("jq", ["-f", "filter.jq"], TERRAFORM)).toBe(false);
    expect(keepsOnlyNonSensitiveOutputs("yq", ["with_entries(select(.value.sensitive == false))"], TERRAFORM)).toBe(false);
  });
});
