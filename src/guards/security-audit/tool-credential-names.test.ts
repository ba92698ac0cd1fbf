import { describe, expect, it } from "vitest";
import { classifySensitivePath } from "./sensitive-paths.js";

const home = "/home/ada";
const cwd = "/home/ada/code/app";
const ruleOf = (target: string) => classifySensitivePath(target, { cwd, home })?.rule;

describe("credential files named for what they hold, in a per-user tool directory", () => {
  it.each([
    "~/.foo/credentials",
    "~/.foo/.token",
    "~/.config/foo/token",
    "~/.config/foo/auth.json",
    "~/.config/foo/nested/api_key",
    "~/.local/share/foo/tokens.json",
    "~/.local/state/foo/access_token",
    "~/.cache/foo/token",
    "~/.foo/access_tokens.db",
    "~/.foo/apikey.txt",
    "~/.config/foo/secrets.yaml",
    "~/.config/foo/oauth_creds.json",
    "~/Library/Application Support/foo/auth.json",
    "~/AppData/Roaming/foo/credentials",
    "/home/bob/.foo/token",
  ])("%s is a tool's credentials", (target) => {
    expect(ruleOf(target)).toBeDefined();
  });

  it.each([
    // Not a credential name, or not a data file.
    "~/.config/foo/config.yaml",
    "~/.foo/session.json",
    "~/.config/foo/tokens.ts",
    "~/.config/foo/auth.log",
    // Directly in the XDG directory, not in a tool's directory.
    "~/.config/token",
    // Installed code inside a tool directory.
    "~/.nvm/versions/node/v20.0.0/lib/node_modules/x/token.json",
    "~/.vscode/extensions/foo/auth.json",
    "~/.cargo/registry/src/index/crate/src/token.rs",
    "~/.local/lib/python3.12/site-packages/foo/auth.json",
    // The same names in a project are source and data of the project.
    "src/auth.json",
    "fixtures/token",
  ])("%s is not", (target) => {
    expect(ruleOf(target)).toBeUndefined();
  });
});

describe("cloud CLIs whose config file is the login", () => {
  it.each([
    "~/.config/yandex-cloud/config.yaml",
    "~/.config/atlascli/config.toml",
    "~/.config/mongocli.toml",
    "~/.confluent/config.json",
    "~/.config/openstack/clouds.yaml",
    "~/.config/openstack/secure.yaml",
    "/etc/openstack/clouds.yaml",
    "~/.linode-cli",
    "~/.config/exoscale/exoscale.toml",
    "~/.cloudflared/cert.pem",
    "~/.cloudflared/6ff42ae2-765d-4adf-8112-31c55c1551ef.json",
  ])("%s is a tool's credentials", (target) => {
    expect(ruleOf(target)).toBe("secrets.tool-credentials");
  });

  it.each(["~/.cloudflared/config.yml", "~/.config/openstack/clouds-public.yaml", "deploy/openstack/clouds.yaml.example"])("%s is not", (target) => {
    expect(ruleOf(target)).toBeUndefined();
  });
});
