import { describe, expect, it } from "vitest";
import { withAbsolutePaths } from "./absolute-paths.js";
import { mergeConfigs } from "./merge-configs.js";

describe("mergeConfigs", () => {
  it("lets the trusted config win, joining lists and merging overrides", () => {
    const merged = mergeConfigs(
      { guards: { commandSafety: { strict: true, allow: ["make"], overrides: { "git.*": "ask" } }, securityAudit: { allowPaths: ["/a"] } }, interceptors: ["/u.mjs"] },
      { guards: { commandSafety: { allow: ["npm ci"], overrides: { "git.force-push": "allow" } }, securityAudit: false }, interceptors: ["/p.mjs"], limits: { maxIterations: 3 } },
    );
    expect(merged).toEqual({
      guards: { commandSafety: { strict: true, allow: ["make", "npm ci"], overrides: { "git.*": "ask", "git.force-push": "allow" } }, securityAudit: false },
      interceptors: ["/u.mjs", "/p.mjs"],
      limits: { maxIterations: 3 },
    });
  });

  it("keeps the base's options when the trusted config only says `true`", () => {
    expect(mergeConfigs({ guards: { commandSafety: { strict: true } } }, { guards: { commandSafety: true } }).guards).toEqual({ commandSafety: { strict: true, enabled: true } });
  });
});

describe("withAbsolutePaths", () => {
  it("resolves trusted paths against the config's folder, leaving ~/ alone", () => {
    expect(
      withAbsolutePaths({ guards: { securityAudit: { allowPaths: ["certs", "~/x", "/abs"] }, commandSafety: { allowSecretPaths: ["../s"] } } }, "/repo/app").guards,
    ).toEqual({ securityAudit: { allowPaths: ["/repo/app/certs", "~/x", "/abs"] }, commandSafety: { allowSecretPaths: ["/repo/s"] } });
  });
});
