import { describe, expect, it } from "vitest";
import { kubeconfigViewPrintsCredential, myPrintDefaultsShows } from "./config-views.js";

describe("kubeconfigViewPrintsCredential", () => {
  it.each([
    ["config", "view", "--raw"],
    ["config", "view", "--minify", "--flatten"],
    ["config", "view", "-o", "jsonpath={.users[0].user.token}"],
    ["config", "view", "-ojsonpath={.users[*].user.password}"],
    ["config", "view", "--output=jsonpath={.users[0].user.client-key-data}"],
    ["config", "view", "-o", "jsonpath={.users[*].user.auth-provider.config.id-token}"],
    ["config", "view", "-o", "go-template={{range .users}}{{.user.exec.env}}{{end}}"],
    ["config", "view", "-o", "jsonpath={.users[0].user}"],
    ["config", "view", "-o", "jsonpath={.users}"],
    ["config", "view", "-o", "template", "--template={{.users}}"],
  ])("%j prints a credential", (...args) => {
    expect(kubeconfigViewPrintsCredential(args)).toBe(true);
  });

  it.each([
    ["config", "view"],
    ["config", "view", "--minify"],
    ["config", "view", "-o", "yaml"],
    ["config", "view", "-o", "jsonpath={.contexts[*].name}"],
    ["config", "view", "-o", "jsonpath={.users[*].name}"],
    ["config", "view", "-o", "jsonpath={.clusters[0].cluster.server}"],
    ["config", "view", "--minify", "-o", "jsonpath={..namespace}"],
  ])("%j does not", (...args) => {
    expect(kubeconfigViewPrintsCredential(args)).toBe(false);
  });
});

describe("myPrintDefaultsShows", () => {
  it("shows passwords with -s or --show only", () => {
    expect(myPrintDefaultsShows(["-s", "client"])).toBe(true);
    expect(myPrintDefaultsShows(["--show", "mysql", "client"])).toBe(true);
    expect(myPrintDefaultsShows(["client", "mysql"])).toBe(false);
    expect(myPrintDefaultsShows(["--defaults-file=/etc/my.cnf", "client"])).toBe(false);
  });
});
