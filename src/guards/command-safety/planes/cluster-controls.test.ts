import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { verdict } from "../__fixtures__/decide.js";
import { clusterControlEffects } from "./cluster-controls.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => clusterControlEffects(invocation)).map((effect) => effect.rule);
const OFF = ["planes.cluster-protection-off"];

describe("clusterControlEffects: a cluster's security controls removed", () => {
  it.each([
    "kubectl delete validatingwebhookconfiguration gatekeeper-validating-webhook-configuration",
    "kubectl delete mutatingwebhookconfigurations.admissionregistration.k8s.io istio-sidecar-injector",
    "kubectl --context prod-eu delete validatingadmissionpolicy deny-privileged",
    "kubectl delete validatingadmissionpolicybinding,validatingadmissionpolicy deny-privileged",
    "kubectl delete clusterpolicy require-labels",
    "kubectl delete cpol/disallow-privileged",
    "kubectl delete policies.kyverno.io -n team require-ro",
    "kubectl delete constrainttemplate k8spspprivilegedcontainer",
    "kubectl delete constrainttemplates.templates.gatekeeper.sh k8sallowedrepos",
    "kubectl delete k8spspprivilegedcontainer psp-privileged",
    "kubectl delete psp restricted",
    "kubectl delete authorizationpolicy deny-all -n payments",
    "kubectl delete peerauthentication default -n istio-system",
    "oc delete validatingwebhookconfiguration x",
    "kubectl delete ciliumnetworkpolicies.cilium.io lockdown -n kube-system",
    "kubectl delete netpol --all -n team-a",
    "kubectl delete networkpolicies -A --all",
    "kubectl delete globalnetworkpolicies.crd.projectcalico.org default-deny --context prod",
    `kubectl patch validatingwebhookconfiguration x --type=json -p '[{"op":"replace","path":"/webhooks/0/failurePolicy","value":"Ignore"}]'`,
    `kubectl patch mutatingwebhookconfiguration x -p '{"webhooks":[{"name":"a","failurePolicy":"Ignore"}]}'`,
    `kubectl patch clusterpolicy require-labels --type merge -p '{"spec":{"validationFailureAction":"Audit"}}'`,
    `kubectl patch k8srequiredlabels ns-must-have-owner --type merge --patch '{"spec":{"enforcementAction":"dryrun"}}'`,
    `kubectl patch validatingwebhookconfiguration x --type=json -p='[{"op":"remove","path":"/webhooks/0"}]'`,
    "kubectl label ns team-a pod-security.kubernetes.io/enforce-",
    "kubectl label namespace/team-a pod-security.kubernetes.io/enforce- --overwrite",
  ])("%s", (command) => {
    expect(rules(command)).toEqual(OFF);
  });

  it.each([
    // Reading, describing, dry runs.
    "kubectl get validatingwebhookconfigurations",
    "kubectl describe clusterpolicy require-labels",
    // Tightening.
    `kubectl patch clusterpolicy require-labels --type merge -p '{"spec":{"validationFailureAction":"Enforce"}}'`,
    `kubectl patch validatingwebhookconfiguration x -p '{"webhooks":[{"name":"a","failurePolicy":"Fail"}]}'`,
    "kubectl label ns team-a pod-security.kubernetes.io/enforce=restricted",
    "kubectl label ns team-a pod-security.kubernetes.io/warn-",
    // A local development cluster is made to be rebuilt.
    "kubectl delete validatingwebhookconfiguration x --context kind-dev",
    "kubectl --context minikube delete clusterpolicy require-labels",
    // One network policy in development: the Kubernetes tutorials create and delete them.
    "kubectl delete networkpolicy access-nginx",
    "kubectl delete netpol allow-frontend -n team-a",
    // Other kinds.
    "kubectl delete pod web-123",
    "kubectl delete configmap policy",
  ])("%s is not", (command) => {
    expect(rules(command)).toEqual([]);
  });

  it("asks through the guard, and a dry run changes nothing", () => {
    expect(verdict("kubectl delete validatingwebhookconfiguration gatekeeper-validating-webhook-configuration")).toBe("ask planes.cluster-protection-off");
    expect(verdict("ssh bastion kubectl delete clusterpolicy require-labels")).toBe("ask planes.cluster-protection-off");
    expect(verdict("kubectl delete clusterpolicy require-labels --dry-run=client")).toBe("allow");
  });
});
