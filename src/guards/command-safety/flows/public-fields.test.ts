import { describe, expect, it } from "vitest";
import { selectsPublicFields } from "./public-fields.js";

const kube = "secrets.kube-config";
const docker = "secrets.docker-config";

describe("selectsPublicFields", () => {
  it("lets a kubeconfig's documented non-secret fields through, in jq's and yq's spellings", () => {
    for (const args of [
      ["-r", '."current-context"'], [".contexts[].name"], [".contexts[0].context.namespace"], [".contexts"], ["-r", ".clusters[] | .name"],
      ["e", ".clusters[].cluster.server"], ["eval", ".clusters[0].cluster.certificate-authority-data"], ["-o", "json", ".users[].name"],
      ['.["current-context"]'], [".apiVersion, .kind"],
    ]) {
      expect(selectsPublicFields(args[0] === "e" || args[0] === "eval" || args[0] === "-o" ? "yq" : "jq", args, kube), args.join(" ")).toBe(true);
    }
  });

  it("lets Docker's documented settings through", () => {
    for (const program of [".credsStore", ".credHelpers", '.credHelpers["gcr.io"]', ".currentContext", ".psFormat"]) expect(selectsPublicFields("jq", [program], docker), program).toBe(true);
  });

  it("keeps anything that may print a secret, an unknown field or a whole object, failing closed", () => {
    for (const program of [".", ".users", ".users[0]", ".users[].user.token", ".users[].user", ".clusters", ".clusters[].cluster", ".clusters[].cluster.proxy-url", '.users[] | select(.name == "x")', ".contexts[] | .name, .users", "..", ".[]"]) {
      expect(selectsPublicFields("yq", [program], kube), program).toBe(false);
    }
    for (const program of [".auths", '.auths["ghcr.io"].auth', ".credsStore, .auths", ".proxies", ".HttpHeaders", "keys"]) expect(selectsPublicFields("jq", [program], docker), program).toBe(false);
    expect(selectsPublicFields("jq", ["--arg", "k", "auths", ".[$k]"], docker)).toBe(false);
    expect(selectsPublicFields("jq", ["-f", "filter.jq"], docker)).toBe(false);
    expect(selectsPublicFields("cat", [".credsStore"], docker)).toBe(false);
    expect(selectsPublicFields("jq", [".credsStore"], "secrets.netrc")).toBe(false);
  });
});
