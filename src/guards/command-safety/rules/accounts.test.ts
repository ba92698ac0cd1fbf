import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("deleted accounts", () => {
  it("denies deleting a user with the home directory, by every documented tool", () => {
    for (const command of ["userdel -r alice", "sudo userdel -fr alice", "deluser --remove-home bob", "pw userdel bob -r", "sysadminctl -deleteUser bob", "jamf deleteAccount -username bob -deleteHomeDirectory"]) {
      expect(verdict(command), command).toBe("deny fs.delete-account");
    }
  });

  it("asks for an account or a group deleted alone", () => {
    for (const command of ["userdel alice", "sysadminctl -deleteUser bob -keepHome", "dscl . -delete /Users/bob", "net user bob /delete", "Remove-LocalUser -Name bob", "groupdel devs", "pw groupdel devs", "dseditgroup -o delete -t group devs", "jamf deleteAccount -username bob", "wmic useraccount where name='bob' delete"]) {
      expect(verdict(command), command).toBe("ask fs.delete-account");
    }
  });

  it("leaves reads, group membership changes and fresh containers alone", () => {
    for (const command of ["id alice", "getent passwd alice", "deluser bob docker", "dscl . -delete /Users/bob AuthenticationHint", "userdel --help", "docker run --rm ubuntu userdel -r ubuntu"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
