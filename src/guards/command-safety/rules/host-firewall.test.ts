import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("firewall rulesets", () => {
  it("asks when the host's rules are flushed, turned off or replaced by a ruleset that is not its own", () => {
    for (const command of ["pfctl -f /tmp/pf.conf", "pfctl -Fr", "pfctl -d", "iptables-restore < /tmp/rules", "echo x | ip6tables-restore", "nft -f ./open.nft", "cat open.nft | nft -f -", "ipfw flush", "netsh advfirewall import x.wfw", "netsh advfirewall reset", "ufw --force disable", "firewall-cmd --direct --passthrough ipv6 -F"]) {
      expect(verdict(command), command).toMatch(/^ask /);
    }
    expect(verdict("pfctl -f /tmp/pf.conf")).toBe("ask host.firewall-flush");
  });

  it("lets the host's own saved ruleset be reloaded, checked and read", () => {
    for (const command of ["pfctl -f /etc/pf.conf", "pfctl -nf /tmp/pf.conf", "iptables-restore < /etc/iptables/rules.v4", "iptables-restore --test /tmp/rules", "nft -f /etc/nftables.conf", "nft -cf ./x.nft", "netfilter-persistent reload", "pfctl -F states", "iptables-save > rules.bak"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("asks when the command wrote the system's ruleset before loading it", () => {
    expect(verdict("printf 'flush ruleset\\n' > /tmp/x.nft && nft -f /tmp/x.nft")).toBe("ask host.firewall-flush");
  });
});
