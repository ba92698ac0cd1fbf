import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { isSshdConfig, sedHardensSshd } from "./sshd-hardening.js";

const hardens = (command: string) => invocations(command).filter((invocation) => invocation.name === "sed").every(sedHardensSshd);

describe("sedHardensSshd", () => {
  it("accepts substitutions anchored on one keyword that set a hardening value", () => {
    for (const command of [
      "sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config",
      "sed -i -E 's/^#?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config",
      "sed -i 's|^#*X11Forwarding .*|X11Forwarding no|g' /etc/ssh/sshd_config",
      "sed -i 's/^#\\?MaxAuthTries.*/MaxAuthTries 3/' /etc/ssh/sshd_config",
      "sed -i -e 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' --expression='s/^#\\?PermitEmptyPasswords.*/PermitEmptyPasswords no/' /etc/ssh/sshd_config",
      "sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/; s/^#\\?KbdInteractiveAuthentication.*/KbdInteractiveAuthentication no/' /etc/ssh/sshd_config",
    ]) {
      expect(hardens(command), command).toBe(true);
    }
  });

  it("rejects loosening values, other lines, other commands and unknown scripts", () => {
    for (const command of [
      "sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin yes/' /etc/ssh/sshd_config",
      "sed -i 's/^#\\?MaxAuthTries.*/MaxAuthTries 10/' /etc/ssh/sshd_config",
      "sed -i 's/^.*$/PermitRootLogin no/' /etc/ssh/sshd_config",
      "sed -i 's/Password/PasswordAuthentication no/' /etc/ssh/sshd_config",
      "sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no\\nPermitRootLogin yes/' /etc/ssh/sshd_config",
      "sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/w /tmp/x' /etc/ssh/sshd_config",
      "sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/;/^AllowUsers/d' /etc/ssh/sshd_config",
      "sed -i 's/^\\(PermitRootLogin\\).*/\\1 no/' /etc/ssh/sshd_config",
      "sed -i -f harden.sed /etc/ssh/sshd_config",
      "sed -i \"$SCRIPT\" /etc/ssh/sshd_config",
    ]) {
      expect(hardens(command), command).toBe(false);
    }
  });

  it("knows the daemon's configuration files, not the client's", () => {
    expect(isSshdConfig("/etc/ssh/sshd_config")).toBe(true);
    expect(isSshdConfig("/etc/ssh/sshd_config.d/50-cloud-init.conf")).toBe(true);
    expect(isSshdConfig("/etc/ssh/ssh_config")).toBe(false);
    expect(isSshdConfig("/etc/pam.d/sshd")).toBe(false);
  });
});
