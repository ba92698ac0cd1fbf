import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { nodeServiceEffects } from "./node-services.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => nodeServiceEffects(invocation)).map((effect) => effect.rule);

describe("nodeServiceEffects", () => {
  it("finds a node's own services stopped, disabled or killed, by every service manager's grammar", () => {
    for (const command of [
      "systemctl stop kubelet", "systemctl stop kubelet.service", "systemctl disable --now kubelet", "systemctl mask containerd", "systemctl kill crio",
      "systemctl stop etcd", "systemctl stop kube-apiserver kube-scheduler", "service k3s stop", "systemctl stop rke2-agent", "systemctl stop k0sworker",
      "systemctl stop snap.microk8s.daemon-kubelite", "pkill -f kube-apiserver", "killall kubelet", "kill -9 $(pidof kubelet)",
    ]) {
      expect(rules(command), command).toEqual(["planes.node-service-stopped"]);
    }
  });

  it("says whether it stops the service now or for good", () => {
    const [effect] = invocations("systemctl disable --now kubelet").flatMap((invocation) => nodeServiceEffects(invocation));
    expect(effect?.what).toBe("disables the kubelet, taking this Kubernetes node out of its cluster");
  });

  it("leaves restarts, reads, other services, containers and a user's own services alone", () => {
    for (const command of [
      "systemctl restart kubelet", "systemctl status kubelet", "systemctl reload containerd", "systemctl is-active etcd", "journalctl -u kubelet",
      "systemctl stop docker", "systemctl stop nginx", "pkill -HUP containerd", "pkill -f containerd-shim-runc", "docker stop etcd",
      "docker compose stop etcd", "kubectl delete pod etcd-0", "systemctl --user stop containerd", "kill -0 $(pidof kubelet)",
    ]) {
      expect(rules(command), command).toEqual([]);
    }
  });
});
