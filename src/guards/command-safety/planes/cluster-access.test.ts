import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { clusterAccessEffects } from "./cluster-access.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => clusterAccessEffects(invocation)).map((effect) => effect.rule);
const WIDENED = ["planes.access-widened"];

describe("clusterAccessEffects", () => {
  it("flags bindings to cluster-admin, admin and edit in every option spelling", () => {
    expect(rules("kubectl create clusterrolebinding eve --clusterrole=cluster-admin --user=eve")).toEqual(WIDENED);
    expect(rules("kubectl --context prod create clusterrolebinding eve --clusterrole cluster-admin --user eve")).toEqual(WIDENED);
    expect(rules("kubectl create rolebinding ci --clusterrole=edit --serviceaccount=ci:deployer -n shop")).toEqual(WIDENED);
    expect(rules("oc create rolebinding eve -n shop --clusterrole admin --user eve")).toEqual(WIDENED);
    expect(rules("kubectl create rolebinding anon --clusterrole=view --group=system:unauthenticated")).toEqual(WIDENED);
  });

  it("flags roles allowing every verb or escalation, patched subjects and editors on cluster roles", () => {
    expect(rules("kubectl create clusterrole all --verb='*' --resource='*'")).toEqual(WIDENED);
    expect(rules("kubectl create role rbac --verb=* --resource=rolebindings -n shop")).toEqual(WIDENED);
    expect(rules("kubectl create clusterrole esc --verb=escalate --resource=clusterroles")).toEqual(WIDENED);
    expect(rules("kubectl patch clusterrole view --type=json -p '[{\"op\":\"add\",\"path\":\"/rules/0/verbs/-\",\"value\":\"*\"}]'")).toEqual(WIDENED);
    expect(rules("kubectl patch clusterrolebinding cluster-admin --type=json -p '[{\"op\":\"add\",\"path\":\"/subjects/-\",\"value\":{\"kind\":\"User\",\"name\":\"eve\"}}]'")).toEqual(WIDENED);
    expect(rules("kubectl set subject clusterrolebinding cluster-admin --user=eve")).toEqual(WIDENED);
    expect(rules("kubectl edit clusterrole/view")).toEqual(WIDENED);
    expect(rules("oc adm policy add-cluster-role-to-user cluster-admin eve")).toEqual(WIDENED);
    expect(rules("oc adm policy add-scc-to-user privileged -z default -n shop")).toEqual(WIDENED);
  });

  it("leaves view bindings, narrow roles, reading RBAC and dry runs alone", () => {
    expect(rules("kubectl create rolebinding ci-view --clusterrole=view --serviceaccount=ci:deployer -n shop")).toEqual([]);
    expect(rules("kubectl create rolebinding ci --role=admin --user=eve -n shop")).toEqual([]);
    expect(rules("kubectl create clusterrolebinding basic --clusterrole=system:basic-user --group=system:authenticated")).toEqual([]);
    expect(rules("kubectl create role pod-reader --verb=get,list,watch --resource=pods")).toEqual([]);
    expect(rules("kubectl create clusterrolebinding eve --clusterrole=cluster-admin --user=eve --dry-run=client -o yaml")).toEqual([]);
    expect(rules("kubectl auth can-i '*' '*'")).toEqual([]);
    expect(rules("kubectl get clusterrolebindings -o wide")).toEqual([]);
    expect(rules("kubectl patch deployment web -p '{\"spec\":{\"replicas\":3}}'")).toEqual([]);
    expect(rules("kubectl patch clusterrole view -p '{\"rules\":[{\"apiGroups\":[\"\"],\"resources\":[\"pods\"],\"verbs\":[\"get\"]}]}'")).toEqual([]);
    expect(rules("kubectl set subject rolebinding viewers --user=eve")).toEqual([]);
    expect(rules("kubectl edit deployment web")).toEqual([]);
    expect(rules("oc adm policy add-role-to-user view eve -n shop")).toEqual([]);
    expect(rules("oc adm policy add-scc-to-user restricted-v2 -z default")).toEqual([]);
  });

  it("flags roles patched to reach secrets, control-plane roles bound, and any role bound to every authenticated identity", () => {
    expect(rules(`kubectl patch clusterrole dev --type=json -p '[{"op":"add","path":"/rules/0/resources/-","value":"secrets"}]'`)).toEqual(WIDENED);
    expect(rules("kubectl create clusterrolebinding ci --clusterrole=system:controller:namespace-controller --serviceaccount=ci:runner")).toEqual(WIDENED);
    expect(rules("kubectl create rolebinding ci --clusterrole system:node --user bob -n ci")).toEqual(WIDENED);
    expect(rules("kubectl create clusterrolebinding all --clusterrole=view --group=system:authenticated")).toEqual(WIDENED);
    // Roles every authenticated user already holds, authentication delegation, and custom roles (judged where they are defined).
    expect(rules("kubectl create clusterrolebinding d --clusterrole=system:discovery --group=system:authenticated")).toEqual([]);
    expect(rules("kubectl create clusterrolebinding m --clusterrole=system:auth-delegator --serviceaccount=kube-system:metrics-server")).toEqual([]);
    expect(rules("kubectl create clusterrolebinding ci --clusterrole=custom-reader --user=bob")).toEqual([]);
  });
});
