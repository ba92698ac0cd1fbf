import { describe, expect, it } from "vitest";
import { secretStorePrint } from "./secret-stores.js";

const print = (line: string) => {
  const [name, ...args] = line.split(" ");
  return secretStorePrint(name as string, args);
};

describe("secretStorePrint", () => {
  it.each([
    ["keeper get AbC123", "keeper get"],
    ["keeper --config cfg.json get AbC123", "keeper get"],
    ["keeper find-password github", "keeper find-password"],
    ["ksm secret get -u XYZ", "ksm secret get"],
    ["ksm secret notation keeper://XYZ/field/password", "ksm secret notation"],
    ["tss secret --id 12", "tss secret"],
    ["dsv secret read --path prod/db", "dsv secret read"],
    ["bws secret get 123", "bws secret get"],
    ["bws --access-token 0.abc secret list", "bws secret list"],
    ["rbw code github", "rbw code"],
    ["passbolt get resource --id 1", "passbolt get"],
    ["chamber env app", "chamber env"],
    ["teller sh", "teller sh"],
    ["psonoci secret get 1234 password", "psonoci secret get"],
    ["pass-cli item view --vault x", "pass-cli item view"],
    ["conjur variable get -i prod/db/password", "conjur variable get"],
    ["kwalletcli -f Passwords -e github", "kwalletcli -e"],
  ])("%s prints an item", (line, shown) => {
    expect(print(line)).toBe(shown);
  });

  it.each([
    "keeper list",
    "keeper search github",
    "keeper sync-down",
    "ksm secret list",
    "ksm get",
    "bws project list",
    "rbw list",
    "rbw generate 20",
    "rbw unlock",
    "passbolt list resource",
    "passbolt get user --id 2",
    "chamber list app",
    "pass-cli item list",
    "conjur list",
    "conjur get",
    "kwalletcli -f Passwords -e github -p x",
    "acme get thing",
  ])("%s prints none", (line) => {
    expect(print(line)).toBeUndefined();
  });

  it("reads kpcli's own command", () => {
    expect(secretStorePrint("kpcli", ["--kdb", "db.kdbx", "--command", "show -f /Root/github"])).toBe("kpcli show");
    expect(secretStorePrint("kpcli", ["--kdb=db.kdbx", "--command=ls /Root"])).toBeUndefined();
  });
});
