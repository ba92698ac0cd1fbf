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

describe("a credential word as one part of a tool's file name", () => {
  it.each([
    // Databricks CLI's OAuth cache, Hugging Face's saved tokens, Aiven's login, cookie jars.
    "~/.databricks/token-cache.json",
    "~/.cache/huggingface/stored_tokens",
    "~/.config/aiven/aiven-credentials.json",
    "~/.config/foo/auth-token.json",
    "~/.config/foo/api-keys.yaml",
    "~/.config/foo/access_key.txt",
    "~/.local/share/foo/cookies",
    "~/.config/yt-dlp/cookies.txt",
    "~/.fastlane/spaceship/ada@example.com/cookie",
    "~/.foo/session.cookie",
    "~/.config/foo/accounts/client-secrets.json",
  ])("%s is a tool's credentials", (target) => {
    expect(ruleOf(target)).toBe("secrets.tool-credentials");
  });

  it.each([
    // Source and style files, installed code, a model's vocabulary deep in a download cache, design tokens.
    "~/.config/foo/tokens.css",
    "~/.cache/foo/token-utils.js",
    "~/.vscode/extensions/foo/tokens.json",
    "~/.cache/huggingface/hub/models--bert/snapshots/abc/special_tokens_map.json",
    "~/.cache/huggingface/hub/models--bert/snapshots/abc/tokenizer.json",
    "~/.config/foo/design-tokens.json",
    "~/.config/foo/added_tokens.json",
    // Two folders below the tool's directory: a cache or checkout, not the tool's own state.
    "~/.cache/foo/repos/abc/token-list.json",
    // session.json: session managers keep window layouts under that name.
    "~/.config/foo/session.json",
    "src/token-cache.json",
  ])("%s is not", (target) => {
    expect(ruleOf(target)).toBeUndefined();
  });
});

describe("CLIs whose login store has a generic name", () => {
  it.each([
    "~/.config/argocd/config",
    "~/.argocd/config",
    "~/.config/rpk/rpk.yaml",
    "~/Library/Application Support/rpk/rpk.yaml",
    "~/.config/configstore/firebase-tools.json",
    "~/.config/configstore/@shopify/cli-kit.json",
    "~/.config/shopify-cli-kit-nodejs/config.json",
    "~/.config/Insomnia/insomnia.Environment.db",
    "~/Library/Application Support/Postman/storage/settings.json",
    "~/AppData/Roaming/bruno/preferences.json",
  ])("%s is a tool's credentials", (target) => {
    expect(ruleOf(target)).toBe("secrets.tool-credentials");
  });

  it.each(["~/.config/argocd/config.example", "~/.config/configstore/update-notifier-npm.json", "~/.config/configstore", "~/.config/Postman", "~/.config/rpk/rpk.yaml.example", "deploy/argocd/config"])("%s is not", (target) => {
    expect(ruleOf(target)).toBeUndefined();
  });
});
