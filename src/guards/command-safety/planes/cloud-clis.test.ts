import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { cloudEffects } from "./cloud-clis.js";

const rules = (command: string) => invocations(command, "/work/app").flatMap((invocation) => cloudEffects(invocation) ?? []).map((effect) => effect.rule);

describe("cloudEffects: DNS change batches", () => {
  it("finds a Route 53 change batch that deletes, inline, written by the script, or named for it", () => {
    expect(rules(`aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch '{"Changes":[{"Action":"DELETE","ResourceRecordSet":{"Name":"a.acme.dev"}}]}'`)).toEqual(["planes.cloud-delete"]);
    expect(rules(`aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch='{"Changes":[{"Action": "DELETE"}]}'`)).toEqual(["planes.cloud-delete"]);
    expect(rules(`printf '%s' '{"Changes":[{"Action":"DELETE"}]}' > b.json && aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch file://b.json`)).toEqual(["planes.cloud-delete"]);
    expect(rules("aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch file://delete-www.json")).toEqual(["planes.cloud-delete"]);
    expect(rules("gcloud dns record-sets import zone.yaml --zone=acme --delete-all-existing")).toEqual(["planes.cloud-delete"]);
    expect(rules("gcloud dns record-sets transaction remove --zone=acme --name=www.acme.dev. --type=A --ttl=300 203.0.113.7")).toEqual(["planes.cloud-delete"]);
  });

  it("leaves UPSERT and CREATE batches, and files whose names say nothing, alone", () => {
    expect(rules(`aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch '{"Changes":[{"Action":"UPSERT","ResourceRecordSet":{"Name":"a.acme.dev"}}]}'`)).toEqual([]);
    expect(rules(`printf '%s' '{"Changes":[{"Action":"CREATE"}]}' > delete-old.json && aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch file://delete-old.json`)).toEqual([]);
    expect(rules("aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch file://changes.json")).toEqual([]);
    expect(rules("gcloud dns record-sets import zone.yaml --zone=acme")).toEqual([]);
    expect(rules("gcloud dns record-sets transaction add --zone=acme --name=www.acme.dev. --type=A --ttl=300 203.0.113.7")).toEqual([]);
  });
});

describe("cloudEffects: objects of cloud-managing operators and Argo CD applications", () => {
  it("finds the deletes that take a cloud resource or an application's resources with them", () => {
    expect(rules("kubectl delete rdsinstances.database.aws.crossplane.io prod-db")).toEqual(["planes.cloud-delete"]);
    expect(rules("kubectl -n payments delete dbinstance/orders-db")).toEqual(["planes.cloud-delete"]);
    expect(rules("kubectl delete application payments -n argocd")).toEqual(["planes.cluster-delete"]);
    expect(rules("kubectl delete kustomization apps -n flux-system")).toEqual(["planes.cluster-delete"]);
    expect(rules("kubectl delete hr podinfo -n apps")).toEqual(["planes.cluster-delete"]);
  });

  it("leaves reads, the operators' configuration and ordinary workloads alone", () => {
    expect(rules("kubectl get rdsinstances.database.aws.crossplane.io")).toEqual([]);
    expect(rules("kubectl delete providerconfig default")).toEqual([]);
    expect(rules("kubectl delete pod web-1 -n webapp")).toEqual([]);
  });

  it("leaves HCP Vagrant's registry to the general verb rule and local machines to the container rules", () => {
    expect(cloudEffects(invocations("vagrant cloud box delete acme/box")[0]!)).toBeUndefined();
    expect(cloudEffects(invocations("vagrant destroy -f")[0]!)).toEqual([]);
  });
});
