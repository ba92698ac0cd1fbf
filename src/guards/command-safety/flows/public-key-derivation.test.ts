import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { staticField, type Invocation } from "../model.js";
import { derivedPublicKeySource } from "./public-key-derivation.js";

function invocation(...words: string[]): Invocation {
  return { name: words[0] as string, argv: words.map((word) => staticField(word)) } as unknown as Invocation;
}

describe("derivedPublicKeySource", () => {
  it("reads the key of ssh-keygen -y in any option spelling", () => {
    expect(derivedPublicKeySource(invocation("ssh-keygen", "-y", "-f", "/k/id"))).toBe("/k/id");
    expect(derivedPublicKeySource(invocation("ssh-keygen", "-yf", "/k/id"))).toBe("/k/id");
    expect(derivedPublicKeySource(invocation("ssh-keygen", "-f/k/id", "-y"))).toBe("/k/id");
  });

  it("is undefined for other uses of ssh-keygen", () => {
    expect(derivedPublicKeySource(invocation("ssh-keygen", "-t", "ed25519", "-f", "/k/id"))).toBeUndefined();
    expect(derivedPublicKeySource(invocation("ssh-keygen", "-y"))).toBeUndefined();
  });
});

describe("regenerating a public key", () => {
  it("allows writing the public half beside its key and keeps asking elsewhere", () => {
    expect(verdict("ssh-keygen -y -f ~/.ssh/id_rsa > ~/.ssh/id_rsa.pub")).toBe("allow");
    expect(verdict("ssh-keygen -y -f ~/.ssh/id_ed25519 > ~/.ssh/id_ed25519")).toBe("ask secrets.write");
    expect(verdict("ssh-keygen -y -f ~/.ssh/id_ed25519 > ~/.ssh/id_rsa.pub")).toBe("ask fs.overwrite-outside-project");
  });
});
