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
    // A privileged program's name on the PATH, by any writer, also as a new link.
    expect(verdict("sudo ln -sf /bin/bash /usr/local/bin/sudo")).toBe("deny sysfile.overwrite");
    expect(verdict("ln -s /tmp/fake-sudo ~/.local/bin/sudo")).toBe("deny sysfile.overwrite");
    expect(verdict("ln -s /tmp/x /etc/sudoers.d/x")).toBe("deny sysfile.overwrite");
  });

  it("ask for other system files", () => {
    expect(verdict("echo '127.0.0.1 x' | sudo tee -a /etc/hosts")).toBe("ask sysfile.modify");
    expect(verdict("sudo cp tool /usr/bin/tool")).toBe("ask sysfile.modify");
  });

  it("allow reading them and writing elsewhere", () => {
    for (const command of ["cat /etc/hosts", "cp /etc/hosts hosts.bak", "sed -i s/a/b/ src/x.ts", "echo x > /tmp/passwd", "sudo cp tool /usr/local/bin/", "sudo install -m 755 kubectl /usr/local/bin/kubectl", "ln -s /usr/bin/python3 ~/.local/bin/python", "sudo ln -s /etc/nginx/sites-available/app /etc/nginx/sites-enabled/"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
