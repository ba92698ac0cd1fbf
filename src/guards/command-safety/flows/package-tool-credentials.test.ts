import { describe, expect, it } from "vitest";
import { packageToolCredential } from "./package-tool-credentials.js";

const printed = (line: string) => {
  const [name, ...args] = line.split(" ");
  return packageToolCredential(name as string, args);
};

describe("packageToolCredential", () => {
  it("names the getters that print a stored credential, under each documented spelling", () => {
    for (const line of [
      "mvn help:effective-settings -DshowPasswords=true",
      "mvn -q org.apache.maven.plugins:maven-help-plugin:3.4.0:effective-settings -DshowPasswords",
      "mix hex.config",
      "mix hex.config api_key",
      "mix hex.user key generate",
      "bundle config get gems.example.com",
      "bundle config BUNDLE_GEMS__EXAMPLE__COM",
      "npm get //registry.npmjs.org/:_authToken",
      "npm c get _password",
      "pnpm config get //npm.pkg.github.com/:_authToken",
      "yarn config get npmAuthToken",
      "poetry config http-basic.corp",
      "poetry config pypi-token.pypi",
      "pdm config pypi.corp.password",
      "hatch config show -a",
      "pip config get global.extra-index-url",
      "cargo config get",
      "cargo config get registries.corp.token",
      "gradle properties",
      "gradlew :app:properties",
      "dotnet nuget config get all",
      "nuget config -Get http_proxy.password",
      "composer config -g -a -l",
      "conda config --show",
      "mamba config --show channel_alias",
      "conda token list",
      "uv auth token pypi.example.com",
    ]) {
      expect(printed(line), line).toBeDefined();
    }
  });

  it("leaves alone listings that mask secrets, setters and getters of harmless keys", () => {
    for (const line of [
      "mvn help:effective-settings",
      "mvn help:effective-pom -DshowPasswords=true",
      "mix hex.config api_url",
      "mix hex.config api_key --delete",
      "bundle config",
      "bundle config get path",
      "bundle config set --local gems.example.com user:pw",
      "npm config get registry",
      "npm get prefix",
      "yarn get npmAuthToken",
      "poetry config --list",
      "poetry config http-basic.corp user pw",
      "poetry config virtualenvs.in-project",
      "pdm config",
      "hatch config show",
      "pip config list",
      "pip config get global.timeout",
      "cargo config get build.target",
      "gradle tasks",
      "gradle build",
      "dotnet nuget list source",
      "dotnet nuget config get globalPackagesFolder",
      "composer config --list",
      "conda config --show channels",
      "conda config --show-sources",
      "uv auth login pypi.example.com",
    ]) {
      expect(printed(line), line).toBeUndefined();
    }
  });
});
