import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { forwardsPort } from "./port-forwards.js";

const run = (...words: string[]): Invocation => ({ name: words[0] as string, argv: words.map((word) => staticField(word)) }) as unknown as Invocation;

describe("forwardsPort", () => {
  it("knows the bridges that make a remote plane answer on a local port", () => {
    for (const words of [
      ["kubectl", "proxy"], ["kubectl", "--context", "prod", "proxy", "--port=8011"], ["oc", "proxy"], ["kubectl", "port-forward", "svc/vault", "8200:8200"],
      ["ssh", "-fNL", "8200:vault:8200", "bastion"], ["ssh", "-D", "1080", "bastion"], ["ssh", "-o", "DynamicForward=1080", "bastion"],
      ["gcloud", "compute", "start-iap-tunnel", "vm", "8200"], ["cloud-sql-proxy", "p:r:i"],
    ]) {
      expect(forwardsPort(run(...words)), words.join(" ")).toBe(true);
    }
  });

  it("leaves commands that only name a proxy alone", () => {
    for (const words of [["kubectl", "get", "svc", "proxy"], ["kubectl", "logs", "proxy"], ["ssh", "bastion", "uptime"]]) {
      expect(forwardsPort(run(...words)), words.join(" ")).toBe(false);
    }
  });
});
