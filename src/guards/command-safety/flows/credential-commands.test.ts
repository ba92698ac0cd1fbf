import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { credentialCommand } from "./credential-commands.js";

const credential = (source: string) => credentialCommand(invocations(source).at(-1) as never);

describe("credentialCommand", () => {
  it("names commands whose documented purpose is to print or decrypt a credential", () => {
    expect(credential("gh auth token")).toBe("gh auth token");
    expect(credential("gh auth status --show-token")).toBe("gh auth status");
    expect(credential("aws --profile prod configure get aws_secret_access_key")).toBe("aws configure get");
    expect(credential("gcloud auth application-default print-access-token")).toBe("gcloud auth application-default print-access-token");
    expect(credential("kubectl -n prod get secret db -o jsonpath='{.data.password}'")).toBe("kubectl get");
    expect(credential("security find-generic-password -ga Chrome")).toBe("security find-generic-password");
    expect(credential("docker-credential-pass get")).toBe("docker-credential-pass get");
    expect(credential("git-credential-manager get")).toBe("git-credential-manager get");
    expect(credential("git config --get github.token")).toBe("git config");
    expect(credential("pass email/work")).toBe("pass email/work");
    expect(credential("sops -d secrets.yaml")).toBe("sops");
    expect(credential("terraform state pull")).toBe("terraform state pull");
  });

  it("leaves alone the same tools doing something else", () => {
    for (const source of ["gh auth status", "aws configure get region", "aws configure list", "kubectl get secrets", "kubectl get secret db -o name", "security find-generic-password -s github", "git config --get user.email", "git config user.password hunter2", "pass insert email/work", "sops -e -i secrets.yaml", "sops -d --output plain.yaml secrets.yaml", "gpg -d -o out.tar backup.tar.gpg", "terraform output"]) {
      expect(credential(source), source).toBeUndefined();
    }
  });
});
