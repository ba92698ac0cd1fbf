import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("ESXi host protections", () => {
  it("asks before unsigned binaries may run or audit records stop", () => {
    expect(verdict("esxcli system settings kernel set -s execInstalledOnly -v FALSE")).toBe("ask host.quarantine-disabled");
    expect(verdict("esxcli system settings kernel set --value=false --setting=execInstalledOnly")).toBe("ask host.quarantine-disabled");
    expect(verdict("esxcli -s esx01 -u root system settings kernel set --setting execInstalledOnly --value 0")).toBe("ask host.quarantine-disabled");
    expect(verdict("esxcli system settings encryption set --require-exec-installed-only=F")).toBe("ask host.quarantine-disabled");
    expect(verdict("esxcli system auditrecords local disable")).toBe("ask host.audit-disabled");
  });

  it("leaves reading settings and turning protections on alone", () => {
    expect(verdict("esxcli system settings kernel set -s execInstalledOnly -v TRUE")).toBe("allow");
    expect(verdict("esxcli system settings kernel list -o execInstalledOnly")).toBe("allow");
    expect(verdict("esxcli system settings kernel set -s vga -v FALSE")).toBe("allow");
    expect(verdict("esxcli system auditrecords local enable")).toBe("allow");
    expect(verdict("esxcli system auditrecords get")).toBe("allow");
  });
});
