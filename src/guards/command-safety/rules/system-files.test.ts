import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("system file rules", () => {
  it("deny writing critical files by any means", () => {
    expect(verdict("echo 'x ALL=(ALL) NOPASSWD: ALL' >> /etc/sudoers")).toBe("deny sysfile.overwrite");
    expect(verdict("echo x | sudo tee -a /etc/sudoers")).toBe("deny sysfile.overwrite");
    expect(verdict("cp passwd /etc/")).toBe("deny sysfile.overwrite");
    expect(verdict("sed -i 's/a/b/' /etc/passwd")).toBe("deny sysfile.overwrite");
    expect(verdict("{ echo a; } > /etc/fstab")).toBe("deny sysfile.overwrite");
    expect(verdict("truncate -s 0 /etc/passwd")).toBe("deny sysfile.delete");
  });

  it("ask for other system files", () => {
    expect(verdict("echo '127.0.0.1 x' | sudo tee -a /etc/hosts")).toBe("ask sysfile.modify");
    expect(verdict("sudo cp tool /usr/bin/tool")).toBe("ask sysfile.modify");
  });

  it("allow reading them and writing elsewhere", () => {
    for (const command of ["cat /etc/hosts", "cp /etc/hosts hosts.bak", "sed -i s/a/b/ src/x.ts", "echo x > /tmp/passwd", "sudo cp tool /usr/local/bin/"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
