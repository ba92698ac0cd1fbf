import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { modeEffect } from "./permissions.js";

describe("permission rules", () => {
  it("deny world-writable or locked system trees and exposed account files", () => {
    expect(verdict("chmod -R 777 /")).toBe("deny perm.world-writable-system");
    expect(verdict("chmod -R a-rwx ~")).toBe("deny perm.remove-all-system");
    expect(verdict("chmod o+r /etc/shadow")).toBe("deny perm.expose-system-file");
    expect(verdict("chmod u+s /bin/bash")).toBe("deny perm.setuid-shell");
    expect(verdict("chown -R nobody /")).toBe("deny perm.chown-system");
  });

  it("ask for world-writable project files", () => {
    expect(verdict("chmod 777 script.sh")).toBe("ask perm.world-writable");
    expect(verdict("chmod -R 777 .")).toBe("ask perm.world-writable");
  });

  it("allow ordinary mode changes", () => {
    for (const command of ["chmod +x script.sh", "chmod -R 755 ./public", "chmod 600 ~/.ssh/id_rsa", "chmod -x tool", "chown ada file"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("reads octal and symbolic modes", () => {
    expect(modeEffect("0777").worldWritable).toBe(true);
    expect(modeEffect("755").worldWritable).toBe(false);
    expect(modeEffect("o+w").worldWritable).toBe(true);
    expect(modeEffect("+w").worldWritable).toBe(false);
    expect(modeEffect("ugo-rwx").removesAll).toBe(true);
    expect(modeEffect("000").removesAll).toBe(true);
    expect(modeEffect("4755").setuid).toBe(true);
    expect(modeEffect("g+s").setuid).toBe(true);
    expect(modeEffect("644").opens).toBe(true);
    expect(modeEffect("600").opens).toBe(false);
  });
});
