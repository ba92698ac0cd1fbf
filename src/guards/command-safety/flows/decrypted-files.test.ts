import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { decryptedFiles } from "./decrypted-files.js";

function invocation(...words: string[]): Invocation {
  const argv = words.map((word) => staticField(word));
  return { name: words[0] as string, argv, assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: words.join(" "), line: words.join(" ") };
}
const files = (...words: string[]) => decryptedFiles(invocation(...words)).map((written) => written.file);

describe("files filled with decrypted secrets", () => {
  it("names the files each tool writes the plaintext to", () => {
    expect(files("op", "inject", "-i", "tpl", "-o", "config.yml")).toEqual(["config.yml"]);
    expect(files("ansible-vault", "decrypt", "vault.yml", "group_vars/all.yml")).toEqual(["vault.yml", "group_vars/all.yml"]);
    expect(files("ansible-vault", "decrypt", "--vault-password-file", "pw.txt", "vault.yml")).toEqual(["vault.yml"]);
    expect(files("ansible-vault", "decrypt", "vault.yml", "--output", "plain.yml")).toEqual(["plain.yml"]);
    expect(files("sops", "-d", "-i", "secrets.enc.yaml")).toEqual(["secrets.enc.yaml"]);
    expect(files("sops", "decrypt", "--output", "s.yaml", "secrets.enc.yaml")).toEqual(["s.yaml"]);
    expect(files("gpg", "-d", "-o", "plain.txt", "secret.gpg")).toEqual(["plain.txt"]);
  });

  it("marks what it writes as the secret", () => {
    expect(decryptedFiles(invocation("op", "inject", "-i", "tpl", "-o", "config.yml"))[0]?.data.provenance.secrets).toEqual(["op inject (secrets rendered)"]);
  });

  it("names nothing for the terminal, encryption or other commands", () => {
    expect(files("op", "inject", "-i", "tpl")).toEqual([]);
    expect(files("ansible-vault", "decrypt", "vault.yml", "--output", "-")).toEqual([]);
    expect(files("ansible-vault", "encrypt", "vault.yml")).toEqual([]);
    expect(files("sops", "-e", "-i", "secrets.yaml")).toEqual([]);
    expect(files("sops", "-d", "secrets.enc.yaml")).toEqual([]);
    expect(files("gpg", "-e", "-o", "x.gpg", "x")).toEqual([]);
  });
});
