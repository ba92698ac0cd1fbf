import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { credentialEffects, removesCredential } from "./cloud-credentials.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => credentialEffects(invocation)).map((effect) => effect.rule);

describe("credentialEffects", () => {
  it("flags long-lived credentials minted or set, whatever the options' order", () => {
    expect(rules("gcloud iam service-accounts keys create key.json --iam-account a@p.iam.gserviceaccount.com")).toEqual(["secrets.mint-credential"]);
    expect(rules("gcloud alpha iam service-accounts keys create --iam-account=a@p.iam.gserviceaccount.com k.json")).toEqual(["secrets.mint-credential"]);
    expect(rules("aws --region us-east-1 iam create-login-profile --user-name bob --password x")).toEqual(["secrets.mint-credential"]);
    expect(rules("az ad user update --id u --password x")).toEqual(["secrets.mint-credential"]);
  });

  it("leaves listing, deleting and logging in alone", () => {
    expect(rules("gcloud iam service-accounts keys list --iam-account a@p")).toEqual([]);
    expect(rules("aws iam delete-access-key --access-key-id AKIA")).toEqual([]);
    expect(rules("az ad user update --id u --display-name Ada")).toEqual([]);
    expect(rules("gcloud auth login")).toEqual([]);
  });

  it("tells rotating a credential out from deleting a resource", () => {
    expect(removesCredential(["iam", "delete-access-key"])).toBe(true);
    expect(removesCredential(["iam", "service-accounts", "keys", "delete"])).toBe(true);
    expect(removesCredential(["iam", "service-accounts", "delete"])).toBe(false);
    expect(removesCredential(["iam", "delete-user"])).toBe(false);
  });
});
