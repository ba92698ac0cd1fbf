import type { Invocation } from "../model.js";
import { linelessSearchOutput } from "./names-only.js";

/**
 * Configuration files that are read for everything else in them, but may hold a password line:
 * GRUB 2's `grub.cfg` and the scripts that make it (`/etc/grub.d/`, `/etc/default/grub`), where
 * `password_pbkdf2 USER HASH` sets the boot loader's password (GRUB manual, "Authentication and
 * authorisation"), and fstab(5), where mount.cifs(8) accepts `password=` among a share's options.
 * Reading them for menus or mounts is everyday work; a search for the password lines is a
 * credential read.
 */
const PASSWORD_LINE_FILES = /^\/(?:boot\/(?:efi\/efi\/[^/]+\/|grub2?\/)(?:[^/]+\/)?grub\.cfg|etc\/grub\.d\/[^/]+|etc\/default\/grub|etc\/grub2?\.cfg|etc\/grub2-efi\.cfg|etc\/fstab)$/i;
/** What a password line is found by: GRUB's `password`/`password_pbkdf2` commands and `set superusers` beside them, `GRUB2_PASSWORD`, `password=`, `pass=`, a hash's `grub.pbkdf2` prefix. */
const PASSWORD_WORD = /passw|pbkdf2|\bpass\b|cred|superusers/i;
/** Programs that print the lines of a file matching a pattern given before the files. */
const LINE_SEARCHERS = new Set(["grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "awk", "gawk", "mawk", "nawk", "sed", "gsed"]);

/**
 * The file a search reads for its password lines (`grep password_pbkdf2 /boot/grub/grub.cfg`,
 * `awk '/GRUB2_PASSWORD/' /etc/grub.d/01_users`), or undefined.
 *
 * @example
 * passwordLineSearch(invocation("grep", "password_pbkdf2", "/boot/grub/grub.cfg")) // "/boot/grub/grub.cfg"
 * passwordLineSearch(invocation("grep", "menuentry", "/boot/grub/grub.cfg")) // undefined
 */
export function passwordLineSearch(invocation: Invocation): string | undefined {
  if (!LINE_SEARCHERS.has(invocation.name)) return undefined;
  const words = invocation.argv.slice(1, 33).map((field) => field.value ?? "");
  const file = words.find((word) => PASSWORD_LINE_FILES.test(word));
  if (file === undefined) return undefined;
  if (!words.some((word) => word !== file && PASSWORD_WORD.test(word))) return undefined;
  // `grep -c password /etc/fstab`: a count, no line.
  return linelessSearchOutput(invocation.name, words) === undefined ? file : undefined;
}
