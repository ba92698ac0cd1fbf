import { describe, expect, it } from "vitest";
import { variantOriginals } from "./secret-file-variants.js";

describe("variantOriginals: the names a copy was made from", () => {
  it.each([
    ["hosts.yml.bak", "hosts.yml"],
    ["hosts.yml.backup", "hosts.yml"],
    ["hosts.yml.bkp", "hosts.yml"],
    ["credentials.old", "credentials"],
    [".netrc.orig", ".netrc"],
    ["config.yml.save", "config.yml"],
    ["config.yml.sav", "config.yml"],
    ["config.json.copy", "config.json"],
    ["config.json.tmp", "config.json"],
    ["cli.toml_bak", "cli.toml"],
    ["credentials~", "credentials"],
    [".netrc.~2~", ".netrc"],
    ["#config.yml#", "config.yml"],
    [".pgpass.dpkg-old", ".pgpass"],
    [".pgpass.dpkg-dist", ".pgpass"],
    [".my.cnf.rpmsave", ".my.cnf"],
    [".my.cnf.rpmnew", ".my.cnf"],
    [".netrc.1", ".netrc"],
    [".netrc.2024-01-01", ".netrc"],
    [".netrc-20240101", ".netrc"],
    ["credentials (copy)", "credentials"],
    ["credentials copy", "credentials"],
    ["config.json-copy", "config.json"],
    ["hosts copy.yml", "hosts.yml"],
    ["hosts (copy).yml", "hosts.yml"],
    ["hosts - copy (2).yml", "hosts.yml"],
  ])("%s is a copy of %s", (name, original) => {
    expect(variantOriginals(name)).toContain(original);
  });

  it("reads vim's swap names with and without the dot vim adds", () => {
    expect(variantOriginals(".hosts.yml.swp")).toEqual([".hosts.yml", "hosts.yml"]);
    expect(variantOriginals(".netrc.swo")).toEqual([".netrc", "netrc"]);
  });

  it("takes stacked suffixes off one after another", () => {
    expect(variantOriginals("hosts.yml.bak.1")).toEqual(["hosts.yml.bak", "hosts.yml"]);
    expect(variantOriginals(".netrc.orig~")).toEqual([".netrc.orig", ".netrc"]);
  });

  it.each(["package.json", ".env.template", "settings.old.json", "id_rsa", "README.md", "a.b.c.d", "backup", "~", "#"])("%s is no copy", (name) => {
    expect(variantOriginals(name)).toEqual([]);
  });
});
