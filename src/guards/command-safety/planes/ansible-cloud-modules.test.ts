import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { ansibleCloudEffects } from "./ansible-cloud-modules.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => ansibleCloudEffects(invocation)).map((effect) => effect.rule);

describe("ansibleCloudEffects", () => {
  it("flags a cloud module told to make its resource absent, in every option spelling", () => {
    expect(rules(`ansible localhost -m amazon.aws.ec2_instance -a "instance_ids=i-1 state=absent"`)).toEqual(["planes.cloud-delete"]);
    expect(rules(`ansible localhost --module-name=azure.azcollection.azure_rm_resourcegroup --args "name=shop state=absent force_delete_nonempty=true"`)).toEqual(["planes.cloud-delete"]);
    expect(rules(`ansible localhost -mgoogle.cloud.gcp_compute_instance -a 'name=web1 zone=z project=p state=absent'`)).toEqual(["planes.cloud-delete"]);
    expect(rules(`ansible localhost -m ec2 -a '{"instance_ids": ["i-1"], "state": "terminated"}'`)).toEqual(["planes.cloud-delete"]);
    expect(rules(`ansible localhost -m amazon.aws.s3_bucket -a "name=b state=absent force=true"`)).toEqual(["planes.bucket-delete"]);
  });

  it("leaves reads, other states and modules that work on the managed hosts alone", () => {
    expect(rules("ansible localhost -m amazon.aws.ec2_instance_info")).toEqual([]);
    expect(rules(`ansible localhost -m amazon.aws.ec2_instance -a "instance_ids=i-1 state=stopped"`)).toEqual([]);
    expect(rules(`ansible localhost -m hetzner.hcloud.server -a "name=web1 state=present"`)).toEqual([]);
    expect(rules(`ansible all -m file -a "path=/tmp/x state=absent"`)).toEqual([]);
  });
});
