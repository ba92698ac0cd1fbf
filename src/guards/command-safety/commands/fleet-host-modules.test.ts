import { describe, expect, it } from "vitest";
import { ansibleModuleCommand, saltFunctionCommand } from "./fleet-host-modules.js";

describe("ansibleModuleCommand", () => {
  it("translates service, firewall, SELinux, iptables and sysctl changes to their shell commands", () => {
    expect(ansibleModuleCommand("service", "name=auditd state=stopped")).toBe("systemctl stop auditd");
    expect(ansibleModuleCommand("ansible.builtin.systemd", "name=auditd state=stopped enabled=no")).toBe("systemctl stop auditd; systemctl disable auditd");
    expect(ansibleModuleCommand("systemd_service", `{"name": "auditd", "masked": true}`)).toBe("systemctl mask auditd");
    expect(ansibleModuleCommand("community.general.ufw", "state=disabled")).toBe("ufw disable");
    expect(ansibleModuleCommand("ufw", "default=allow")).toBe("ufw default allow incoming");
    expect(ansibleModuleCommand("ansible.posix.selinux", "policy=targeted state=permissive")).toBe("setenforce 0");
    expect(ansibleModuleCommand("iptables", "chain=INPUT flush=yes")).toBe("iptables -F INPUT");
    expect(ansibleModuleCommand("iptables", "chain=input policy=ACCEPT")).toBe("iptables -P INPUT ACCEPT");
    expect(ansibleModuleCommand("ansible.posix.sysctl", "name=kernel.kptr_restrict value=0")).toBe("sysctl -w kernel.kptr_restrict=0");
  });

  it("translates nothing for changes that leave protections alone or other modules", () => {
    expect(ansibleModuleCommand("service", "name=nginx state=restarted")).toBeUndefined();
    expect(ansibleModuleCommand("systemd", "name=auditd state=started enabled=yes")).toBeUndefined();
    expect(ansibleModuleCommand("ufw", "rule=allow port=443")).toBeUndefined();
    expect(ansibleModuleCommand("ufw", "default=allow direction=outgoing")).toBeUndefined();
    expect(ansibleModuleCommand("selinux", "policy=targeted state=enforcing")).toBeUndefined();
    expect(ansibleModuleCommand("iptables", "chain=OUTPUT policy=ACCEPT")).toBeUndefined();
    expect(ansibleModuleCommand("sysctl", "name=vm.swappiness state=absent")).toBeUndefined();
    expect(ansibleModuleCommand("ping", "")).toBeUndefined();
  });
});

describe("saltFunctionCommand", () => {
  it("translates the functions that stop services or open the firewall, with positional or named arguments", () => {
    expect(saltFunctionCommand("service.stop", ["auditd"])).toBe("systemctl stop auditd");
    expect(saltFunctionCommand("service.disable", ["name=firewalld"])).toBe("systemctl disable firewalld");
    expect(saltFunctionCommand("selinux.setenforce", ["Permissive"])).toBe("setenforce 0");
    expect(saltFunctionCommand("iptables.flush", [])).toBe("iptables -F");
    expect(saltFunctionCommand("iptables.set_policy", ["filter", "INPUT", "ACCEPT"])).toBe("iptables -P INPUT ACCEPT");
    expect(saltFunctionCommand("sysctl.assign", ["kernel.randomize_va_space", "0"])).toBe("sysctl -w kernel.randomize_va_space=0");
  });

  it("translates nothing for reads, starts and enforcing modes", () => {
    expect(saltFunctionCommand("service.status", ["auditd"])).toBeUndefined();
    expect(saltFunctionCommand("service.restart", ["nginx"])).toBeUndefined();
    expect(saltFunctionCommand("selinux.setenforce", ["Enforcing"])).toBeUndefined();
    expect(saltFunctionCommand("iptables.set_policy", ["filter", "INPUT", "DROP"])).toBeUndefined();
  });
});
