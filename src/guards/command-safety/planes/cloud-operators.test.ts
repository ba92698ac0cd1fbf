import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { armedDeletionEffects, managesCloudResource } from "./cloud-operators.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => armedDeletionEffects(invocation)).map((effect) => effect.rule);
const ARMED = ["planes.deletion-protection-off"];

describe("managesCloudResource", () => {
  it("knows the cloud-managing operators' groups and their distinctive kinds", () => {
    for (const kind of ["rdsinstances.database.aws.crossplane.io", "instances.rds.aws.upbound.io", "dbinstances.rds.services.k8s.aws", "sqlinstances.sql.cnrm.cloud.google.com", "resourcegroups.resources.azure.com", "rdsinstance", "dbinstance", "StorageBucket", "flexibleservers"]) {
      expect(managesCloudResource(kind), kind).toBe(true);
    }
  });

  it("leaves core kinds, other groups and the operators' own configuration alone", () => {
    for (const kind of ["pods", "deployments.apps", "instance", "bucket", "dbinstances.example.com", "providerconfig", "providerconfigs.aws.upbound.io", "providers.pkg.crossplane.io", "compositions.apiextensions.crossplane.io", "adoptedresources.services.k8s.aws", "configconnectorcontexts.core.cnrm.cloud.google.com"]) {
      expect(managesCloudResource(kind), kind).toBe(false);
    }
  });
});

describe("armedDeletionEffects", () => {
  it("finds deletion policies turned back to delete and the Argo CD finalizer added", () => {
    expect(rules("kubectl annotate dbinstance db services.k8s.aws/deletion-policy=delete")).toEqual(ARMED);
    expect(rules("kubectl -n shop annotate --overwrite dbinstance db services.k8s.aws/deletion-policy=delete")).toEqual(ARMED);
    expect(rules("kubectl annotate sqlinstance main cnrm.cloud.google.com/deletion-policy-")).toEqual(ARMED);
    expect(rules("kubectl annotate flexibleserver pg serviceoperator.azure.com/reconcile-policy=manage --overwrite")).toEqual(ARMED);
    expect(rules(`kubectl patch rdsinstance db --type merge -p '{"spec":{"deletionPolicy":"Delete"}}'`)).toEqual(ARMED);
    expect(rules(`kubectl patch dbinstance db --type=merge --patch='{"metadata":{"annotations":{"services.k8s.aws/deletion-policy":"delete"}}}'`)).toEqual(ARMED);
    expect(rules(`kubectl patch sqlinstance main --type merge -p '{"metadata":{"annotations":{"cnrm.cloud.google.com/deletion-policy":null}}}'`)).toEqual(ARMED);
    expect(rules(`kubectl patch app payments -n argocd --type merge -p '{"metadata":{"finalizers":["resources-finalizer.argocd.argoproj.io"]}}'`)).toEqual(ARMED);
  });

  it("leaves values that keep the cloud resource, and other annotations, alone", () => {
    expect(rules("kubectl annotate dbinstance db services.k8s.aws/deletion-policy=retain")).toEqual([]);
    expect(rules("kubectl annotate sqlinstance main cnrm.cloud.google.com/deletion-policy=abandon")).toEqual([]);
    expect(rules("kubectl annotate flexibleserver pg serviceoperator.azure.com/reconcile-policy=detach-on-delete")).toEqual([]);
    expect(rules(`kubectl patch rdsinstance db --type merge -p '{"spec":{"deletionPolicy":"Orphan"}}'`)).toEqual([]);
    expect(rules(`kubectl patch app payments -n argocd --type json -p '[{"op":"remove","path":"/metadata/finalizers"}]'`)).toEqual([]);
    expect(rules("kubectl annotate deployment web team=payments")).toEqual([]);
    expect(rules("kubectl get dbinstance db -o yaml")).toEqual([]);
  });
});
