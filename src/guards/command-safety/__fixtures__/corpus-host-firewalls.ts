import { casesOf, type CorpusCase } from "./corpus-types.js";

const host = casesOf("host");

/**
 * Firewall rulesets replaced, flushed or loaded from a file that is not the host's own saved one,
 * across pf, iptables and its restorers, nftables, ipfw, ufw, firewalld's passthrough and Windows'
 * netsh and cmdlets; and the reloads and reads engineers run next to them.
 */
export const HOST_FIREWALL_CASES: readonly CorpusCase[] = [
  host.ask("sudo pfctl -f /tmp/pf-open.conf"),
  host.ask("sudo pfctl -Fa -f ./pf.rules -e"),
  host.ask("sudo pfctl -F rules"),
  host.ask("echo 'pass all' | sudo pfctl -f -"),
  host.ask("sudo pfctl -a myvpn -f /tmp/anchor.conf"),
  host.ask("sudo iptables-restore < /tmp/open.rules"),
  host.ask("sudo ip6tables-restore /tmp/rules.v6"),
  host.ask("printf '*filter\\n:INPUT ACCEPT [0:0]\\nCOMMIT\\n' | sudo iptables-restore"),
  host.ask("sudo iptables-legacy-restore -n < rules.txt"),
  host.ask("sudo iptables-apply /tmp/new.rules"),
  host.ask("sudo nft -f /tmp/open.nft"),
  host.ask("sudo nft --file=./ruleset.nft"),
  host.ask("printf 'flush ruleset\\n' > /tmp/x.nft && sudo nft -f /tmp/x.nft"),
  host.ask("sudo ipfw -q flush"),
  host.ask("sudo ipfw disable firewall"),
  host.ask("sudo sysctl net.inet.ip.fw.enable=0"),
  host.ask("sudo kldunload pf"),
  host.ask("sudo netfilter-persistent flush"),
  host.ask("sudo ufw --force disable"),
  host.ask("sudo firewall-cmd --direct --passthrough ipv4 -F INPUT"),
  host.ask("sudo firewall-cmd --direct --passthrough ipv4 -P INPUT ACCEPT"),
  host.ask("netsh advfirewall reset"),
  host.ask("netsh advfirewall import C:\\Users\\Public\\open.wfw"),
  host.ask("netsh advfirewall set allprofiles firewallpolicy allowinbound,allowoutbound"),
  host.ask("Remove-NetFirewallRule -All"),
  host.allow("sudo pfctl -f /etc/pf.conf"),
  host.allow("sudo pfctl -nf ./pf.rules"),
  host.allow("sudo pfctl -s rules"),
  host.allow("sudo pfctl -F states"),
  host.allow("sudo iptables-restore < /etc/iptables/rules.v4"),
  host.allow("sudo iptables-restore --test < ./rules.v4"),
  host.allow("sudo iptables-save > ./rules.backup"),
  host.allow("sudo nft -f /etc/nftables.conf"),
  host.allow("sudo nft -c -f ./ruleset.nft"),
  host.allow("sudo nft list ruleset"),
  host.allow("sudo netfilter-persistent reload"),
  host.allow("sudo ufw allow 8080/tcp"),
  host.allow("sudo firewall-cmd --reload"),
  host.allow("netsh advfirewall export C:\\backup\\fw.wfw"),
  host.allow("netsh advfirewall show allprofiles state"),
];
