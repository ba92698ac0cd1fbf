import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("secret keys deleted through their store's tool", () => {
  it("denies deleting the user's secret keys", () => {
    for (const command of ["gpg --batch --yes --delete-secret-keys ABCDEF0123456789", "gpg2 --delete-secret-and-public-key ABCDEF", "gpg --homedir ~/.gnupg --delete-secret-keys ABC"]) {
      expect(verdict(command), command).toBe("deny secrets.destroy");
    }
  });

  it("leaves test keyrings, public keys and listings alone", () => {
    for (const command of ["gpg --homedir /tmp/gnupg-test --batch --yes --delete-secret-keys ABC", "GNUPGHOME=$(mktemp -d) gpg --batch --delete-secret-keys ABC", "gpg --homedir test/gnupg --delete-secret-keys ABC", "gpg --delete-keys ABC", "gpg --list-secret-keys"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
