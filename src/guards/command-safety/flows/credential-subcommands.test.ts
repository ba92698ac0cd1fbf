import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { credentialSubcommand } from "./credential-subcommands.js";

const found = (source: string) => credentialSubcommand(invocations(source).at(-1) as never);

describe("credentialSubcommand", () => {
  it("reads a credential noun next to a revealing or minting verb, in either order or in one word", () => {
    expect(found("acme secrets get DB_PASSWORD")).toBe("acme secrets get");
    expect(found("acme get secret DB_PASSWORD")).toBe("acme get secret");
    expect(found("acme --profile prod token show")).toBe("acme token show");
    expect(found("acme auth print-token")).toBe("acme auth print-token");
    expect(found("acme tokens:create")).toBe("acme tokens:create");
    expect(found("linode-cli profile token-create")).toBe("linode-cli profile token-create");
    expect(found("acme api-key create")).toBe("acme api-key create");
    expect(found("acme auth keys create")).toBe("acme auth keys create");
    expect(found("heroku auth:token")).toBe("heroku auth:token");
    expect(found("fly auth token")).toBe("fly auth token");
    expect(found("yarn acme token show")).toBe("acme token show");
  });

  it("leaves listings, stored values, removals, checks, help, dry runs and files alone", () => {
    for (const source of [
      "acme secrets list", "acme secrets set DB < pw.txt", "acme secrets create db --from-file pw.txt", "acme token revoke t1", "acme token verify",
      "acme token status", "acme tokens create --dry-run", "acme secrets get --help", "acme ssh-keys create laptop", "acme keys create",
      "acme apikeys create --output-file key.txt", "acme secrets decrypt -i s.yaml", "acme clusters get-credentials prod", "echo secrets get",
      "kubectl get secrets", "make token-create", "acme auth token verify",
    ]) {
      expect(found(source), source).toBeUndefined();
    }
  });
});
