import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { metadataHardeningEffects } from "./metadata-hardening.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => metadataHardeningEffects(invocation)).map((effect) => effect.rule);
const EXPOSED = ["planes.metadata-exposed"];

describe("metadataHardeningEffects", () => {
  it("flags IMDSv1 allowed again and a hop limit above 1, in options, shorthand and JSON", () => {
    expect(rules("aws ec2 modify-instance-metadata-options --instance-id i-1 --http-tokens optional")).toEqual(EXPOSED);
    expect(rules("aws ec2 modify-instance-metadata-options --http-tokens=optional --instance-id i-1 --http-endpoint enabled")).toEqual(EXPOSED);
    expect(rules("aws ec2 modify-instance-metadata-options --instance-id i-1 --http-tokens required --http-put-response-hop-limit 2")).toEqual(EXPOSED);
    expect(rules("aws ec2 modify-instance-metadata-defaults --http-tokens no-preference")).toEqual(EXPOSED);
    expect(rules("aws ec2 run-instances --image-id ami-1 --metadata-options HttpTokens=optional,HttpEndpoint=enabled")).toEqual(EXPOSED);
    expect(rules(`aws ec2 create-launch-template-version --launch-template-id lt-1 --launch-template-data '{"MetadataOptions":{"HttpPutResponseHopLimit":3}}'`)).toEqual(EXPOSED);
    expect(rules("aws autoscaling create-launch-configuration --launch-configuration-name lc --image-id ami-1 --metadata-options HttpTokens=optional")).toEqual(EXPOSED);
  });

  it("flags legacy metadata endpoints and GKE node metadata exposed", () => {
    expect(rules("gcloud compute instances add-metadata vm --metadata disable-legacy-endpoints=false")).toEqual(EXPOSED);
    expect(rules("gcloud compute project-info add-metadata --metadata=enable-oslogin=TRUE,disable-legacy-endpoints=FALSE")).toEqual(EXPOSED);
    expect(rules("gcloud compute project-info remove-metadata --keys=disable-legacy-endpoints")).toEqual(EXPOSED);
    expect(rules("gcloud container node-pools update np --cluster c --workload-metadata=GCE_METADATA")).toEqual(EXPOSED);
    expect(rules("gcloud beta container clusters create c --workload-metadata-from-node=EXPOSED")).toEqual(EXPOSED);
    expect(rules("gcloud container clusters update c --disable-workload-identity")).toEqual(EXPOSED);
  });

  it("leaves hardening and reads alone", () => {
    expect(rules("aws ec2 modify-instance-metadata-options --instance-id i-1 --http-tokens required --http-put-response-hop-limit 1")).toEqual([]);
    expect(rules("aws ec2 modify-instance-metadata-options --instance-id i-1 --http-endpoint disabled")).toEqual([]);
    expect(rules("aws ec2 run-instances --image-id ami-1 --metadata-options HttpTokens=required")).toEqual([]);
    expect(rules("aws ec2 describe-instances --query 'Reservations[].Instances[].MetadataOptions'")).toEqual([]);
    expect(rules("gcloud compute instances add-metadata vm --metadata disable-legacy-endpoints=true")).toEqual([]);
    expect(rules("gcloud compute instances remove-metadata vm --keys=startup-script")).toEqual([]);
    expect(rules("gcloud container node-pools update np --cluster c --workload-metadata=GKE_METADATA")).toEqual([]);
  });

  it("reaches the decision through wrappers", () => {
    expect(verdict("sudo aws ec2 modify-instance-metadata-options --instance-id i-1 --http-tokens optional")).toBe("ask planes.metadata-exposed");
    expect(verdict("ssh bastion 'aws ec2 modify-instance-metadata-defaults --http-put-response-hop-limit 2'")).toBe("ask planes.metadata-exposed");
  });
});
