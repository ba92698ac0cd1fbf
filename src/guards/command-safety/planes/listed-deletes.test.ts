import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { listedDeletes } from "./listed-deletes.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => listedDeletes(invocation)).map((effect) => effect.rule);

describe("listedDeletes", () => {
  it("flags one-key deletes repeated over a listing: xargs, parallel, while read, for over $(…)", () => {
    expect(rules(`aws dynamodb scan --table-name T --output text | xargs -n1 -I{} aws dynamodb delete-item --table-name T --key '{"id":{"S":"{}"}}'`)).toEqual(["planes.store-delete"]);
    expect(rules(`aws s3api list-objects --bucket b --output text | while read k; do aws s3api delete-object --bucket b --key "$k"; done`)).toEqual(["planes.bucket-delete"]);
    expect(rules("for k in $(gsutil ls gs://b); do gsutil rm $k; done")).toEqual(["planes.bucket-delete"]);
    expect(rules("gsutil ls gs://b/tmp/ | xargs gsutil rm")).toEqual(["planes.bucket-delete"]);
    expect(rules("parallel aws s3api delete-object --bucket b --key {} :::: keys.txt")).toEqual(["planes.bucket-delete"]);
  });

  it("leaves one key, even a computed one, a loop over literal keys and loops that only print alone", () => {
    expect(rules(`aws dynamodb delete-item --table-name T --key '{"id":{"S":"1"}}'`)).toEqual([]);
    expect(rules(`aws s3api delete-object --bucket b --key "$(aws s3api list-objects-v2 --bucket b --query Contents[0].Key --output text)"`)).toEqual([]);
    expect(rules("for k in a.txt b.txt; do aws s3api delete-object --bucket b --key $k; done")).toEqual([]);
    expect(rules("aws s3api list-objects --bucket b | xargs -n1 echo")).toEqual([]);
  });
});
