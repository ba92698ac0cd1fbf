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

  it("reads a loopback API server the way every model reads loopback hosts", () => {
    for (const server of ["https://127.0.1.1:6443", "https://[::1]:6443", "[::1]:6443", "localhost:8443", "https://kind.localhost:6443/", "http://127.0.0.1", "https://0.0.0.0:6443", "https://host.docker.internal:6443"]) {
      expect(local("--server", server, "delete", "ns", "shop"), server).toBe(true);
    }
    // A path is a proxy on this machine (`kubectl proxy`, a dashboard) in front of a cluster that may be anywhere; other hosts are other machines.
    for (const server of ["https://127.0.0.1:8001/k8s/clusters/prod", "https://localhost.example.com:6443", "https://10.0.0.1:6443", "https://[fe80::1]:6443", "https://127.0.0.1.nip.io:6443", "ftp://localhost"]) {
      expect(local("--server", server, "delete", "ns", "shop"), server).toBe(false);
    }
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
