import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";

describe("package signature checks", () => {
  it("asks before packages are installed or sources added without signature checks", () => {
    expect(verdict("apt-get install --allow-unauthenticated tool")).toBe("ask host.package-signature-disabled");
    expect(verdict("apt-get -o Acquire::AllowInsecureRepositories=true update")).toBe("ask host.package-signature-disabled");
    expect(verdict("dnf --setopt=gpgcheck=0 install tool")).toBe("ask host.package-signature-disabled");
    expect(verdict("rpm -ivh --nosignature tool.rpm")).toBe("ask host.package-signature-disabled");
    // A system file too: both findings are reported.
    expect(check("echo 'gpgcheck=0' >> /etc/yum.repos.d/x.repo").findings.map((finding) => finding.rule)).toContain("host.package-signature-disabled");
  });

  it("allows ordinary installs, settings that keep checks on, and files elsewhere", () => {
    expect(verdict("apt-get -o Acquire::AllowInsecureRepositories=false update")).toBe("allow");
    expect(verdict("dnf install -y --setopt=install_weak_deps=False tool")).toBe("allow");
    expect(verdict("echo 'gpgcheck=0' > notes/yum.txt")).toBe("allow");
  });
});
