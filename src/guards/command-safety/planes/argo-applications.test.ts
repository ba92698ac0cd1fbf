import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { addsResourcesFinalizer, argoApplicationEffects } from "./argo-applications.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => argoApplicationEffects(invocation) ?? []).map((effect) => effect.rule);

describe("argoApplicationEffects", () => {
  it("finds applications deleted with their resources (cascade is the default) and prunes", () => {
    expect(rules("argocd app delete payments")).toEqual(["planes.cluster-delete"]);
    expect(rules("argocd app delete payments -y --cascade")).toEqual(["planes.cluster-delete"]);
    expect(rules("argocd --server cd.acme.dev app delete payments -p foreground")).toEqual(["planes.cluster-delete"]);
    expect(rules("argocd appset delete previews -y")).toEqual(["planes.cluster-delete"]);
    expect(rules("argocd app sync payments --prune")).toEqual(["planes.cluster-delete"]);
  });

  it("leaves an orphaning delete, syncs without prune and other subcommands to others", () => {
    expect(argoApplicationEffects(invocations("argocd app delete preview --cascade=false -y")[0]!)).toEqual([]);
    expect(argoApplicationEffects(invocations("argocd app delete -l env=preview --cascade=0")[0]!)).toEqual([]);
    expect(argoApplicationEffects(invocations("argocd app sync payments")[0]!)).toBeUndefined();
    expect(argoApplicationEffects(invocations("argocd account delete-token 1234")[0]!)).toBeUndefined();
    expect(argoApplicationEffects(invocations("kubectl delete app x")[0]!)).toBeUndefined();
  });

  it("tells a patch adding the resources finalizer from one removing it", () => {
    expect(addsResourcesFinalizer('{"metadata":{"finalizers":["resources-finalizer.argocd.argoproj.io"]}}')).toBe(true);
    expect(addsResourcesFinalizer('[{"op":"add","path":"/metadata/finalizers/-","value":"resources-finalizer.argocd.argoproj.io"}]')).toBe(true);
    expect(addsResourcesFinalizer('[{"op":"remove","path":"/metadata/finalizers"}]')).toBe(false);
    expect(addsResourcesFinalizer('{"metadata":{"finalizers":null}}')).toBe(false);
  });
});
