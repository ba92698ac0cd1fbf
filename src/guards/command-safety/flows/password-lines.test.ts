import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { passwordLineSearch } from "./password-lines.js";

const search = (source: string) => passwordLineSearch(invocations(source).at(-1) as never);

describe("passwordLineSearch", () => {
  it.each([
    ["grep password_pbkdf2 /boot/grub/grub.cfg", "/boot/grub/grub.cfg"],
    ["grep -E 'password|pbkdf2' /boot/grub2/grub.cfg", "/boot/grub2/grub.cfg"],
    ["grep -A1 'set superusers' /boot/grub2/grub.cfg", "/boot/grub2/grub.cfg"],
    ["awk '/GRUB2_PASSWORD/' /etc/grub.d/01_users", "/etc/grub.d/01_users"],
    ["grep -i password src/main/resources/application-prod.properties", "src/main/resources/application-prod.properties"],
    ["cat src/main/resources/application-prod.yml | grep -i secret", "src/main/resources/application-prod.yml"],
    ["findstr /si password web.config", "web.config"],
    ["grep -i connectionstrings appsettings.Production.json", "appsettings.Production.json"],
    ["sed -n '/password/p' /etc/grub.d/40_custom", "/etc/grub.d/40_custom"],
    ["grep -i pass= /etc/fstab", "/etc/fstab"],
    ["rg credentials /etc/fstab", "/etc/fstab"],
  ])("%s searches %s for password lines", (source, file) => {
    expect(search(source)).toBe(file);
  });

  it.each(["grep menuentry /boot/grub/grub.cfg", "grep -c password /etc/fstab", "grep -q password_pbkdf2 /boot/grub/grub.cfg", "cat /boot/grub/grub.cfg", "grep cifs /etc/fstab", "grep password src/app.ts"])("%s does not", (source) => {
    expect(search(source)).toBeUndefined();
  });
});
