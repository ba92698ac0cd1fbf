import { describe, expect, it } from "vitest";
import { shortDeletePhase } from "./index-lifecycle.js";

const policy = (phases: string) => `{"policy":{"phases":${phases}}}`;

describe("shortDeletePhase", () => {
  it("finds a delete phase under a day, or without a minimum age", () => {
    expect(shortDeletePhase(policy(`{"delete":{"min_age":"1m","actions":{"delete":{}}}}`))).toBe("1m after rollover or creation");
    expect(shortDeletePhase(policy(`{"delete":{"min_age":"23h","actions":{"delete":{"delete_searchable_snapshot":true}}}}`))).toBeDefined();
    expect(shortDeletePhase(policy(`{"hot":{"actions":{"rollover":{"max_age":"1d"}}},"delete":{"actions":{"delete":{}}}}`))).toBe("0ms after rollover or creation");
    expect(shortDeletePhase(`policy:=${`{"phases":{"delete":{"min_age":"0ms","actions":{"delete":{}}}}}`}`)).toBeDefined();
  });

  it("leaves a day or more, phases that do not delete, and bodies it cannot read", () => {
    expect(shortDeletePhase(policy(`{"delete":{"min_age":"1d","actions":{"delete":{}}}}`))).toBeUndefined();
    expect(shortDeletePhase(policy(`{"delete":{"min_age":"30d","actions":{"delete":{}}}}`))).toBeUndefined();
    expect(shortDeletePhase(policy(`{"warm":{"min_age":"1h","actions":{"shrink":{"number_of_shards":1}}}}`))).toBeUndefined();
    expect(shortDeletePhase("@policy.json")).toBeUndefined();
  });
});
