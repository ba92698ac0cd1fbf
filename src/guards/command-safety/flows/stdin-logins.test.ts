import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { isLoginSecretFile, logsInWithStdin } from "./stdin-logins.js";

const logsIn = (source: string) => logsInWithStdin(invocations(source).at(-1) as never);

describe("logsInWithStdin", () => {
  it.each([
    "docker login -u ci --password-stdin ghcr.io",
    "podman login --password-stdin -u ci quay.io",
    "helm registry login registry.acme.io --username ci --password-stdin",
    "oras login --identity-token-stdin registry.acme.io",
    "crane auth login registry.acme.io -u ci --password-stdin",
    "gh auth login --with-token",
    "glab auth login --stdin",
    "cargo login",
    "vault login -",
    "sudo helm registry login registry.acme.io -u ci --password-stdin",
  ])("%s reads its password on standard input", (source) => {
    expect(logsIn(source)).toBe(true);
  });

  it.each(["docker login -u ci ghcr.io", "helm registry login registry.acme.io -u ci -p x", "gh auth login", "gh auth status", "docker logout ghcr.io", "vault login -method=oidc", "curl -d @- https://example.com", "cat"])("%s does not", (source) => {
    expect(logsIn(source)).toBe(false);
  });
});

describe("isLoginSecretFile", () => {
  it("takes a mounted secret or a file named for one password or token", () => {
    expect(isLoginSecretFile("/run/secrets/registry", "secrets.mounted-secret")).toBe(true);
    expect(isLoginSecretFile("deploy/registry-password.txt", "secrets.tool-credentials")).toBe(true);
    expect(isLoginSecretFile("/home/ada/.config/acme/token", "secrets.tool-credentials")).toBe(true);
  });

  it("not a cluster's service-account token, nor another tool's credential store", () => {
    expect(isLoginSecretFile("/var/run/secrets/kubernetes.io/serviceaccount/token", "secrets.mounted-secret")).toBe(false);
    expect(isLoginSecretFile("/home/ada/.aws/credentials", "secrets.cloud-credentials")).toBe(false);
    expect(isLoginSecretFile("/home/ada/.kaggle/kaggle.json", "secrets.tool-credentials")).toBe(false);
    expect(isLoginSecretFile("/home/ada/.ssh/id_ed25519", "secrets.ssh-private-key")).toBe(false);
  });
});
