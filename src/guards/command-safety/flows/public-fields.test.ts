import { describe, expect, it } from "vitest";
import { selectsPublicFields, selectsPublicItemFields } from "./public-fields.js";

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

  it("reads object constructions, map and select over public paths, and keeps secret ones", () => {
    const kube = "secrets.kube-config";
    expect(selectsPublicFields("jq", [".contexts[] | {name, cluster: .context.cluster}"], kube)).toBe(true);
    expect(selectsPublicFields("jq", [".users | map(.name)"], kube)).toBe(true);
    expect(selectsPublicFields("jq", [".users[] | {name, token: .user.token}"], kube)).toBe(false);
    expect(selectsPublicFields("jq", ['.users[] | select(.user.token | test("^ey")) | .name'], kube)).toBe(false);
  });
});

describe("selectsPublicItemFields", () => {
  it("allows password managers' public item fields", () => {
    for (const program of [".[].name", ".[] | {id, name, folderId}", ".[].login.uris[].uri", "map(.name)", '.[] | select(.name == "GitHub") | .id', ".[].fields[].name"]) {
      expect(selectsPublicItemFields("jq", ["-r", program], ["bw list items"]), program).toBe(true);
    }
    expect(selectsPublicItemFields("jq", [".login.username"], ["bw get item 5a1b"])).toBe(true);
    expect(selectsPublicItemFields("jq", [".[].title"], ["op item list"])).toBe(true);
    expect(selectsPublicItemFields("jq", [".fields[].label"], ["op item get Stripe"])).toBe(true);
    expect(selectsPublicItemFields("jq", [".[0].url"], ["lpass show --json Email"])).toBe(true);
  });

  it("keeps passwords, notes, TOTP seeds, field values, whole items and other sources", () => {
    for (const program of [".[].login.password", ".[].notes", ".[].login.totp", ".[].fields[].value", ".[]", ".", ".[] | {name, p: .login.password}", '.[] | select(.name == "x") | .login', ".[].name, .[].notes"]) {
      expect(selectsPublicItemFields("jq", [program], ["bw list items"]), program).toBe(false);
    }
    expect(selectsPublicItemFields("jq", [".fields[].value"], ["op item get Stripe"])).toBe(false);
    expect(selectsPublicItemFields("jq", [".[].name"], ["bw list items", "gh auth token"])).toBe(false);
    expect(selectsPublicItemFields("jq", [".[].name"], [])).toBe(false);
    expect(selectsPublicItemFields("grep", ["name"], ["bw list items"])).toBe(false);
  });
});
