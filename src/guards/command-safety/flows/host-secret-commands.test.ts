import { describe, expect, it } from "vitest";
import { HOST_SECRET_TOOLS, hostSecretCommand } from "./host-secret-commands.js";

const run = (command: string) => {
  const [name = "", ...args] = command.split(" ");
  return hostSecretCommand(name, args);
};

describe("host secret commands", () => {
  it("reads nmcli's show-secrets switch in every documented spelling and abbreviation (nmcli(1))", () => {
    for (const command of ["nmcli -s connection show home", "nmcli --show-secrets c s home", "nmcli -show-secrets con show home", "nmcli --show con sh home", "nmcli connection show --show-secrets home", "nmcli -t -s -g 802-11-wireless-security.psk con show home"]) {
      expect(run(command), command).toBe("nmcli --show-secrets connection show");
    }
    expect(run("nmcli d wifi show-password")).toBe("nmcli device wifi show-password");
  });

  it("leaves nmcli listings and non-secret field lists alone", () => {
    for (const command of ["nmcli connection show", "nmcli -s connection show", "nmcli -s connection show --active", "nmcli -f NAME,TYPE con show", "nmcli -s -f connection.id,ipv4.addresses con show home", "nmcli connection show home", "nmcli -s connection up home"]) {
      expect(run(command), command).toBeUndefined();
    }
    expect(run("nmcli -s -f 802-11-wireless-security con show home")).toBeDefined();
    expect(run("nmcli -s -f ipv4.addresses,vpn.secrets con show office")).toBeDefined();
  });

  it("names the volume-key reads of cryptsetup(8) and dmsetup(8)", () => {
    expect(run("cryptsetup luksDump --dump-volume-key /dev/sda2")).toBe("cryptsetup --dump-volume-key");
    expect(run("cryptsetup luksDump /dev/sda2 --dump-master-key")).toBe("cryptsetup --dump-volume-key");
    expect(run("cryptsetup luksHeaderBackup /dev/sda2 --header-backup-file /tmp/h")).toBe("cryptsetup luksHeaderBackup");
    expect(run("dmsetup table --showkeys")).toBe("dmsetup table --showkeys");
    for (const command of ["cryptsetup luksDump /dev/sda2", "cryptsetup status root", "dmsetup table", "dmsetup info --showkeys"]) expect(run(command), command).toBeUndefined();
  });

  it("names klist -K in any cluster, and Kerberos listings without keys stay allowed (klist(1))", () => {
    for (const command of ["klist -K", "klist -k -K", "klist -kK /etc/krb5.keytab", "klist -ketK FILE:/etc/krb5.keytab"]) expect(run(command), command).toBe("klist -K");
    for (const command of ["klist", "klist -l", "klist -k -t -e /etc/krb5.keytab", "klist -c /tmp/krb5cc_1000"]) expect(run(command), command).toBeUndefined();
  });

  it("names clevis, systemd-creds and the password store's printing commands", () => {
    expect(run("clevis luks pass -d /dev/sda2 -s 1")).toBe("clevis luks pass");
    expect(run("systemd-creds decrypt db.cred")).toBe("systemd-creds decrypt");
    expect(run("systemd-creds decrypt db.cred out.txt")).toBeUndefined();
    expect(run("systemd-creds cat db")).toBe("systemd-creds cat");
    expect(run("pass grep -i aws")).toBe("pass grep");
    expect(run("pass otp code github")).toBe("pass otp");
    expect(run("gopass otp github")).toBe("gopass otp");
    for (const command of ["pass grep", "pass otp insert github", "pass otp validate github", "pass ls", "gopass find aws"]) expect(run(command), command).toBeUndefined();
  });

  it("models its administration tools in full", () => {
    expect(HOST_SECRET_TOOLS.has("systemd-creds")).toBe(true);
    expect(HOST_SECRET_TOOLS.has("pass")).toBe(false);
  });
});
