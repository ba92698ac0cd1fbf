import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";

describe("host security", () => {
  it("asks before a protection is turned off for the whole host", () => {
    expect(verdict("iptables -P INPUT ACCEPT")).toBe("ask host.firewall-flush");
    expect(verdict("systemctl disable --now firewalld.service")).toBe("ask host.firewall-flush");
    expect(verdict("setenforce 0")).toBe("ask host.mac-disabled");
    expect(verdict("xattr -dr com.apple.quarantine App.app")).toBe("ask host.quarantine-disabled");
    expect(verdict("sysctl -w kernel.randomize_va_space=0")).toBe("ask host.kernel-hardening");
    expect(verdict("echo 0 > /proc/sys/kernel/yama/ptrace_scope")).toBe("ask host.kernel-hardening");
    expect(verdict("auditctl -e 0")).toBe("ask host.audit-disabled");
    expect(verdict("docker run -v /var/run/docker.sock:/var/run/docker.sock img")).toBe("ask host.container-socket");
    expect(verdict("setcap cap_setuid+ep ./x")).toBe("ask host.capabilities");
    expect(verdict("sudo dmesg --clear")).toBe("ask host.audit-disabled");
    expect(verdict("echo kernel.randomize_va_space=0 > /tmp/k.conf && sysctl -p /tmp/k.conf")).toBe("ask host.kernel-hardening");
    expect(verdict("chmod 04755 /usr/bin/find")).toBe("deny perm.setuid-shell");
    expect(verdict("ln -s /tmp/job /etc/cron.d/job")).toBe("ask sysfile.modify");
    expect(verdict("esxcli network firewall set -e false")).toBe("ask host.firewall-flush");
    expect(verdict("sudo -n tmutil disable")).toBe("ask planes.backup-delete");
    expect(verdict("systemctl disable --now snapper-timeline.timer")).toBe("ask planes.backup-delete");
    expect(verdict("sed -i '$a ssh-ed25519 AAAA x@y' ~/.ssh/authorized_keys")).toBe("ask net.authorized-keys");
  });

  it("asks before TLS or SSH host-key checks are turned off for later runs, not once", () => {
    expect(verdict("git config --global http.sslVerify false")).toBe("ask host.tls-verify-disabled");
    expect(verdict("npm config set strict-ssl false")).toBe("ask host.tls-verify-disabled");
    expect(verdict("echo insecure >> ~/.curlrc")).toBe("ask host.tls-verify-disabled");
    expect(verdict("printf 'Host *\\n StrictHostKeyChecking no\\n' | tee -a ~/.ssh/config.d/../config")).toBe("ask secrets.write");
    expect(check("printf 'Host *\\n StrictHostKeyChecking no\\n' | sudo tee -a /etc/ssh/ssh_config.d/x.conf").findings.map((finding) => finding.rule)).toContain("host.ssh-hostkey-disabled");
    for (const command of ["curl -k https://localhost:8443", "git -c http.sslVerify=false fetch", "git config http.sslVerify false", "ssh -o StrictHostKeyChecking=no host true", "npm config set strict-ssl true"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("asks before making something run by itself later", () => {
    expect(verdict("crontab jobs.txt")).toBe("ask host.persistence");
    expect(verdict("cp x.service ~/.config/systemd/user/")).toBe("ask host.persistence");
    expect(verdict("launchctl load ~/Library/LaunchAgents/x.plist")).toBe("ask host.persistence");
    for (const command of ["crontab -l", "systemctl --user enable --now podman.socket", "brew services start redis"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("leaves everyday administration alone", () => {
    for (const command of ["ufw allow 22/tcp", "dmesg -T", "tmutil status", "esxcli network firewall get", "sv down redis", "systemctl stop snapper-cleanup.timer", "echo vm.max_map_count=262144 > /tmp/k.conf && sysctl -p /tmp/k.conf", "chmod 0755 scripts/build.sh", "iptables -A INPUT -p tcp --dport 80 -j ACCEPT", "systemctl restart nginx", "sysctl -w vm.max_map_count=262144", "setcap cap_net_bind_service=+ep /usr/bin/node", "getenforce"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("asks when auditd loses events silently, and when ufw opens every port", () => {
    expect(verdict("auditctl -f 0")).toBe("ask host.audit-disabled");
    expect(verdict("sudo auditctl -b 1")).toBe("ask host.audit-disabled");
    expect(verdict("auditctl -b 0")).toBe("allow");
    expect(verdict("auditctl -b 8192 -f 2")).toBe("allow");
    expect(verdict("ufw allow in from any to any")).toBe("ask host.firewall-flush");
    expect(verdict("ufw allow in on eth0 log proto udp to any")).toBe("ask host.firewall-flush");
    expect(verdict("ufw allow in on eth0 to any port 80")).toBe("allow");
    expect(verdict("ufw allow out from any to any")).toBe("allow");
  });
});
