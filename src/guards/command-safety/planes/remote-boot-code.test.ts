import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { bootCodeEffects, bootScripts } from "./remote-boot-code.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => bootCodeEffects(invocation)).map((effect) => effect.rule);
const code = (command: string) => invocations(command).flatMap((invocation) => bootScripts(invocation)?.code ?? []).map((field) => field.value);

describe("bootCodeEffects", () => {
  it("asks when an existing machine's boot code is replaced, by any documented key", () => {
    expect(rules("aws ec2 modify-instance-attribute --instance-id i-1 --attribute userData --value file://u.b64")).toEqual(["planes.remote-boot-code"]);
    expect(rules("aws ec2 modify-instance-attribute --instance-id i-1 --user-data Value=aWQK")).toEqual(["planes.remote-boot-code"]);
    expect(rules("aws ec2 modify-instance-attribute --instance-id i-1 --attribute instanceType --value t3.large")).toEqual([]);
    for (const key of ["startup-script", "startup-script-url", "shutdown-script", "windows-startup-script-ps1", "sysprep-specialize-script-cmd", "user-data"]) {
      expect(rules(`gcloud compute instances add-metadata vm --metadata ${key}=x`), key).toEqual(["planes.remote-boot-code"]);
    }
    expect(rules("gcloud compute project-info add-metadata --metadata-from-file=startup-script=boot.sh")).toEqual(["planes.remote-boot-code"]);
    expect(rules("gcloud compute instances add-metadata vm --metadata env=prod")).toEqual([]);
    expect(rules("az vm update -g g -n vm --user-data @boot.sh")).toEqual(["planes.remote-boot-code"]);
    expect(rules("az vmss update -g g -n ss --set virtualMachineProfile.userData=aWQK")).toEqual(["planes.remote-boot-code"]);
    expect(rules("az vm update -g g -n vm --set tags.a=b")).toEqual([]);
  });

  it("lets new machines be provisioned with the project's scripts, not with scripts fetched from the web", () => {
    expect(rules("gcloud compute instances create vm --metadata-from-file startup-script=boot.sh")).toEqual([]);
    expect(rules("gcloud compute instances create vm --metadata startup-script-url=gs://b/boot.sh")).toEqual([]);
    expect(rules("gcloud compute instances create vm --metadata startup-script-url=https://example.com/boot.sh")).toEqual(["planes.remote-boot-code"]);
  });

  it("asks when a login is granted", () => {
    expect(rules("gcloud compute instances add-metadata vm --metadata ssh-keys='a:ssh-ed25519 AAAA a'")).toEqual(["planes.login-granted"]);
    expect(rules("aws ec2-instance-connect send-ssh-public-key --instance-id i-1 --instance-os-user u --ssh-public-key file://k.pub")).toEqual(["planes.login-granted"]);
    expect(rules("az vm user update -g g -n vm -u ops --password x")).toEqual(["planes.login-granted"]);
    expect(rules("az vm extension set -g g --vm-name vm --name VMAccessForLinux --publisher Microsoft.OSTCExtensions --protected-settings '{}'")).toEqual(["planes.login-granted"]);
    expect(rules("az vm extension set -g g --vm-name vm --name CustomScript --publisher Microsoft.Azure.Extensions --settings '{}'")).toEqual([]);
    expect(rules("az vm user list -g g -n vm")).toEqual([]);
  });
});

describe("bootScripts", () => {
  it("hands inline boot scripts to the walk, delimiters and shebangs read as gcloud and cloud-init do", () => {
    expect(code("gcloud compute instances create vm --metadata startup-script='apt-get update',env=prod")).toEqual(["apt-get update"]);
    expect(code("gcloud compute instances add-metadata vm --metadata='^:^startup-script=a,b c:env=x'")).toEqual(["a,b c"]);
    expect(code("gcloud compute instances create vm --metadata-from-file startup-script=boot.sh")).toEqual([]);
    expect(code("aws ec2 run-instances --image-id a --user-data $'#!/bin/bash\\nyum -y update'")).toEqual(["yum -y update"]);
    expect(code("aws ec2 run-instances --image-id a --user-data file://init.sh")).toEqual([]);
    expect(code(`az vm extension set -g g --vm-name vm --name CustomScript --publisher Microsoft.Azure.Extensions --settings '{"commandToExecute":"id"}'`)).toEqual(["id"]);
  });
});
