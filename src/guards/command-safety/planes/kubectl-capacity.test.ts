import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";

describe("kubectl capacity and drains", () => {
  it("asks when a workload is taken to zero replicas, however it is named and spelled", () => {
    for (const command of [
      "kubectl scale deployment web --replicas=0",
      "kubectl scale --replicas 0 deployment/web",
      "kubectl -n shop scale statefulset db --replicas=0",
      "kubectl scale rs web-7d9f --replicas=0",
      "kubectl scale -f k8s/web.yaml --replicas=0",
      "kubectl scale deployment -l app=web --replicas=0",
      "kubectl scale deployment --all --replicas=0 -n shop",
      "kubectl scale --current-replicas=3 --replicas=00 deployment/web",
      "oc scale dc/web --replicas=0",
      "kubectl autoscale deployment web --min=0 --max=0",
      `kubectl patch hpa web -p '{"spec":{"maxReplicas":0}}'`,
      `kubectl patch deployment web --type merge --patch '{"spec":{"replicas":0}}'`,
      "kubectl patch deployment web -p 'spec: {replicas: 0}'",
      `kubectl patch statefulset db --type=json -p '[{"op":"replace","path":"/spec/replicas","value":0}]'`,
      `kubectl patch deployment web --subresource=scale -p '{"spec":{"replicas":0}}'`,
      `kubectl annotate scaledobject web autoscaling.keda.sh/paused-replicas="0" --overwrite`,
      "kubectl get deploy -n shop -o name | xargs kubectl scale --replicas=0 -n shop",
    ]) expect(verdict(command), command).toBe("ask planes.capacity-zero");
  });

  it("asks when a drain deletes what eviction keeps, or a node is deleted", () => {
    for (const command of ["kubectl drain node-1 --delete-emptydir-data", "kubectl drain node-1 --ignore-daemonsets --delete-local-data", "kubectl drain node-1 --force", "kubectl drain node-1 --force=true", "kubectl drain -l pool=old --disable-eviction"]) {
      expect(verdict(command), command).toBe("ask planes.node-drain");
    }
    expect(check("kubectl drain node-1 --ignore-daemonsets --delete-emptydir-data").reason).toMatch(/drains node-1, deleting the emptyDir data of its pods/);
    for (const command of ["kubectl delete node node-1", "kubectl delete nodes --all", "kubectl delete no/node-1", "kubectl delete node -l pool=old"]) expect(verdict(command), command).toBe("ask planes.cluster-delete");
  });

  it("leaves scaling up, reading, cordoning, a plain drain, dry runs and local clusters alone", () => {
    for (const command of [
      "kubectl scale deployment web --replicas=3",
      "kubectl scale deployment web --replicas=$REPLICAS",
      "kubectl autoscale deployment web --min=2 --max=10 --cpu-percent=80",
      `kubectl patch hpa web -p '{"spec":{"minReplicas":0}}'`,
      `kubectl patch deployment web -p '{"spec":{"replicas":10}}'`,
      `kubectl patch deployment web -p '{"spec":{"template":{"metadata":{"annotations":{"restartedAt":"0"}}}}}'`,
      `kubectl annotate deployment web note="0 replicas at night"`,
      "kubectl get hpa -A",
      "kubectl cordon node-1",
      "kubectl drain node-1 --ignore-daemonsets",
      "kubectl drain node-1 --ignore-daemonsets --force=false",
      "kubectl uncordon node-1",
      "kubectl scale deployment web --replicas=0 --dry-run=client -o yaml",
      "kubectl drain node-1 --force --dry-run=server",
      "kubectl scale deployment web --replicas=0 --context kind-kind",
      "kubectl --context=minikube scale deploy web --replicas=0",
      "kubectl --context docker-desktop drain docker-desktop --force --ignore-daemonsets",
      "kubectl --context k3d-dev delete node k3d-dev-agent-0",
      "kubectl --server https://127.0.0.1:6443 scale deploy web --replicas=0",
      "kubectl scale deploy/worker --replicas=0 -n dev",
      "kubectl scale deploy/worker --replicas=0 --namespace=shop-test",
    ]) expect(verdict(command), command).toBe("allow");
    // A development namespace of a production cluster, or a namespace that only contains a development word, is not one.
    expect(verdict("kubectl --context prod-eu scale deploy/worker --replicas=0 -n dev")).toBe("ask planes.capacity-zero");
    expect(verdict("kubectl scale deploy/worker --replicas=0 -n devops")).toBe("ask planes.capacity-zero");
    expect(verdict("KUBECONFIG=~/.kube/prod.yaml kubectl scale deploy/worker --replicas=0 -n dev")).toBe("ask planes.capacity-zero");
    expect(verdict("kubectl --kubeconfig ~/.kube/live-config scale deploy/worker --replicas=0 -n dev")).toBe("ask planes.capacity-zero");
    expect(verdict("kubectl drain node-1 --delete-emptydir-data -n dev")).toBe("ask planes.node-drain");
  });
});
