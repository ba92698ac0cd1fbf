import { describe, expect, it } from "vitest";
import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import { staticField } from "../model.js";
import { namesLocalCluster } from "./local-clusters.js";

const KUBECTL: OptionGrammar = { longValues: ["context", "cluster", "server"], values: "s", aliases: { s: "server" } };
const local = (...args: string[]) => namesLocalCluster(parseOptions(args.map((arg) => staticField(arg)), KUBECTL));

describe("namesLocalCluster", () => {
  it("knows the contexts local development clusters create, and loopback API servers", () => {
    for (const context of ["kind-kind", "kind-dev", "k3d-demo", "minikube", "docker-desktop", "docker-for-desktop", "rancher-desktop", "orbstack", "colima", "colima-work", "microk8s"]) {
      expect(local("--context", context, "get", "pods"), context).toBe(true);
    }
    expect(local("--context=kind-dev")).toBe(true);
    expect(local("--cluster", "kind-dev")).toBe(true);
    expect(local("-s", "https://127.0.0.1:6443")).toBe(true);
    expect(local("--server=https://localhost:8443")).toBe(true);
  });

  it("takes any other context, an unknown one or none as a cluster that may be shared", () => {
    expect(local("get", "pods")).toBe(false);
    expect(local("--context", "prod-eu")).toBe(false);
    expect(local("--context", "kind")).toBe(false);
    expect(local("--context", "minikube-prod.example.com")).toBe(false);
    expect(local("--server", "https://k8s.example.com:6443")).toBe(false);
    expect(local("--context", "prod", "--server", "https://127.0.0.1:6443")).toBe(false);
  });
});
