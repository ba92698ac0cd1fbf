import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { isWholeStoreExport, savedCredentials } from "./saved-credentials.js";

const saved = (source: string) => savedCredentials(invocations(source).at(-1) as never).map((entry) => `${entry.what} -> ${entry.file.value}`);

describe("savedCredentials", () => {
  it("names the file a tool's own option writes decrypted secrets to", () => {
    expect(saved("bw export --format json --output /tmp/v.json")).toEqual(["bw export -> /tmp/v.json"]);
    expect(saved("op document get key --out-file=/tmp/k")).toEqual(["op document get -> /tmp/k"]);
    expect(saved("sops -d --output /tmp/p.yaml s.yaml")).toEqual(["sops -> /tmp/p.yaml"]);
    expect(saved("ansible-vault decrypt v.yml --output /tmp/v")).toEqual(["ansible-vault decrypt -> /tmp/v"]);
    expect(saved("gpg -d -o/tmp/out.txt f.gpg")).toEqual(["gpg -> /tmp/out.txt"]);
  });

  it("leaves alone encryption and commands without an output file", () => {
    for (const source of ["sops -e --output s.enc.yaml s.yaml", "gpg -e -o f.gpg f", "bw export", "ansible-vault encrypt v.yml --output v.enc"]) {
      expect(saved(source), source).toEqual([]);
    }
  });

  it("knows exports of a whole password manager", () => {
    expect(isWholeStoreExport("lpass export")).toBe(true);
    expect(isWholeStoreExport("keepassxc-cli export")).toBe(true);
    expect(isWholeStoreExport("vault kv get")).toBe(false);
  });
});
