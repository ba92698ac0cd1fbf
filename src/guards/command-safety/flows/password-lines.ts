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
/**
 * Applications' own configuration files, read every day for ports and URLs, where their frameworks
 * document the datasource password and keys: Spring Boot's `application[-PROFILE].properties|yml`
 * ("Externalized Configuration", `spring.datasource.password`), ASP.NET's and IIS's `web.config`
 * (`<connectionStrings>`) and ASP.NET Core's `appsettings[.ENV].json` (`ConnectionStrings`).
 */
const APP_CONFIG_FILES = /(?:^|[\\/])(?:application(?:-[\w.-]+)?\.(?:properties|ya?ml)|web\.config|appsettings(?:\.[\w-]+)?\.json)$/i;
/** What an application's secret line is found by, beyond a password's: secrets, tokens, connection strings, credentials. */
const APP_SECRET_WORD = /passw|\bpass\b|\bpwd\b|secret|token|cred|connectionstring|api[-_.]?key|private[-_.]?key/i;
/** What a password line is found by: GRUB's `password`/`password_pbkdf2` commands and `set superusers` beside them, `GRUB2_PASSWORD`, `password=`, `pass=`, a hash's `grub.pbkdf2` prefix. */
const PASSWORD_WORD = /passw|pbkdf2|\bpass\b|cred|superusers/i;
/** Programs that print the lines of a file matching a pattern given before the files. */
const LINE_SEARCHERS = new Set(["findstr", "select-string", "sls", "grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "awk", "gawk", "mawk", "nawk", "sed", "gsed"]);

/** Programs that print the files they name, whole: what they print is those files' lines. */
const FILE_PRINTER = /^(?:cat|type|bat|batcat|more|get-content|gc)\s/i;

/**
 * The files a search reads on its input, when the command before it printed them whole (`cat
 * application-prod.properties | grep -i password`, `< web.config findstr password`).
 */
function pipedFiles(invocation: Invocation): string[] {
  const stdin = invocation.stdin;
  if (stdin === undefined) return [];
  if (stdin.file?.value !== undefined) return [stdin.file.value];
  return FILE_PRINTER.test(stdin.description) && stdin.description.length < 1024 ? stdin.description.split(/\s+/).slice(1).map((word) => word.replace(/^["']|["']$/g, "")) : [];
}

/**
 * The file a search reads for its password lines (`grep password_pbkdf2 /boot/grub/grub.cfg`,
 * `awk '/GRUB2_PASSWORD/' /etc/grub.d/01_users`, `findstr /si password web.config`, `cat
 * application-prod.properties | grep -i password`), or undefined.
 *
 * @example
 * passwordLineSearch(invocation("grep", "password_pbkdf2", "/boot/grub/grub.cfg")) // "/boot/grub/grub.cfg"
 * passwordLineSearch(invocation("grep", "menuentry", "/boot/grub/grub.cfg")) // undefined
 */
export function passwordLineSearch(invocation: Invocation): string | undefined {
  if (!LINE_SEARCHERS.has(invocation.name)) return undefined;
  const words = invocation.argv.slice(1, 33).map((field) => field.value ?? "");
  const files = [...words, ...pipedFiles(invocation)];
  const file = files.find((word) => PASSWORD_LINE_FILES.test(word) || APP_CONFIG_FILES.test(word));
  if (file === undefined) return undefined;
  const wanted = APP_CONFIG_FILES.test(file) ? APP_SECRET_WORD : PASSWORD_WORD;
  if (!words.some((word) => word !== file && wanted.test(word))) return undefined;
  // `grep -c password /etc/fstab`: a count, no line.
  return linelessSearchOutput(invocation.name, words) === undefined ? file : undefined;
}
