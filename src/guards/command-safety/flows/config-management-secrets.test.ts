import { describe, expect, it } from "vitest";
import { configManagementSecret } from "./config-management-secrets.js";

const secret = (line: string) => {
  const [name, ...args] = line.split(" ");
  return configManagementSecret(name as string, args);
};

describe("configManagementSecret", () => {
  it("names the commands that print decrypted secrets of Salt, Chef, Puppet and Ansible", () => {
    expect(secret("salt * pillar.items")).toBe("salt pillar.items");
    expect(secret("salt-call --local pillar.raw")).toBe("salt-call pillar.raw");
    expect(secret("salt-call pillar.get mysql:root_password")).toBe("salt-call pillar.get mysql:root_password");
    expect(secret("salt-run pillar.show_pillar web1")).toBe("salt-run pillar.show_pillar");
    expect(secret("knife vault show passwords root")).toBe("knife vault show passwords root");
    expect(secret("knife data bag show creds aws --secret-file f")).toBe("knife data bag show creds aws");
    expect(secret("chef-vault -v passwords -i root")).toBe("chef-vault");
    expect(secret("puppet lookup --node db1 profile::db::password")).toBe("puppet lookup profile::db::password");
    expect(secret("eyaml decrypt -f common.eyaml")).toBe("eyaml decrypt");
    expect(secret("hiera -c hiera.yaml postgres_password")).toBe("hiera postgres_password");
    expect(secret("ansible all -m debug -a var=vault_db_password")).toBe("ansible -m debug (vault_db_password)");
    expect(secret("ansible localhost -m debug -a var=hostvars")).toBe("ansible -m debug (hostvars)");
  });

  it("leaves alone listing keys, other functions and harmless keys", () => {
    for (const line of ["salt * test.ping", "salt * pillar.ls", "salt-call pillar.get nginx:port", "knife vault list", "knife vault show passwords", "knife data bag show users", "puppet lookup ntp::servers", "eyaml edit common.eyaml", "ansible all -m ping", "ansible web -m debug -a var=ansible_host", "hiera -c secret.yaml ntp_servers"]) {
      expect(secret(line), line).toBeUndefined();
    }
  });
});
