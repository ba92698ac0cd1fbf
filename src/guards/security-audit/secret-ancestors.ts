import { pathOnHost } from "./host-root.js";
import { HOME_CREDENTIAL_STORES } from "./rules.js";
import { HOME_SECRET_FILES, SYSTEM_KEY_HOLDERS, SYSTEM_KEY_STORES } from "./secret-locations.js";

/**
 * Credential files kept in the per-user config and data directories (XDG, macOS `Library`,
 * Windows `AppData`, Flatpak's `.var/app`), below the home directory and lower-case: what makes
 * those directories hold secrets when they are taken whole.
 */
const NESTED_SECRET_FILES: readonly string[] = [
  ".config/op/config",
  ".config/rclone/rclone.conf",
  ".config/hub",
  ".config/glab-cli/config.yml",
  ".config/doctl/config.yaml",
  ".config/yandex-cloud/config.yaml",
  ".config/atlascli/config.toml",
  ".config/openstack/clouds.yaml",
  ".config/exoscale/exoscale.toml",
  ".config/stripe/config.toml",
  ".config/turborepo/config.json",
  ".config/netlify/config.json",
  ".config/configstore/firebase-tools.json",
  ".config/sops/age/keys.txt",
  ".config/pulumi/credentials.json",
  ".config/fly/config.yml",
  ".local/share/fly/config.yml",
  ".local/share/com.vercel.cli/auth.json",
  ".local/share/atuin/key",
  ".local/share/lpass",
  ".local/share/gopass/stores",
  ".config/gspread/service_account.json",
  ".var/app",
  "library/keychains",
  "library/application support/com.vercel.cli/auth.json",
  "library/preferences/netlify/config.json",
  "appdata/roaming/microsoft/credentials",
  "appdata/local/microsoft/credentials",
];

const KEY_DIRECTORIES: ReadonlySet<string> = new Set([...SYSTEM_KEY_HOLDERS, ...SYSTEM_KEY_STORES]);

/**
 * Whether a directory is one where the host or a cluster keeps private keys, or a service
 * directory that holds such a store (`/etc/ssh`, `/etc/kubernetes`, `/etc/ssl/private`,
 * `/var/lib/etcd`), and how to say so; undefined for any other path.
 *
 * @example
 * systemKeyHolder("/etc/kubernetes/") // "/etc/kubernetes, which holds the host's private keys"
 * systemKeyHolder("/etc/nginx") // undefined
 */
export function systemKeyHolder(absolutePath: string): string | undefined {
  if (absolutePath.length > 4096 || !absolutePath.startsWith("/")) return undefined;
  const path = absolutePath.replace(/\/+$/, "") || "/";
  if (KEY_DIRECTORIES.has(path.toLowerCase())) return `${path}, which holds the host's private keys`;
  // The same directory under a mount of the host's root (`/host/etc/kubernetes`).
  const host = pathOnHost(path);
  return host === undefined || !KEY_DIRECTORIES.has(host.toLowerCase()) ? undefined : `${path}, the host's ${host}, which holds its private keys`;
}

/** System directories that hold the host's authentication files, and the directories of home directories. */
const SYSTEM_HOLDERS = new Set(["/", "/etc", "/private", "/private/etc", "/root", "/home", "/users", "/var/root"]);

/**
 * Whether a directory holds secret files (it is the home directory, a home directory's config or
 * data directory, `/etc`, the root, or any other ancestor of a known credential store), and how to
 * say so; undefined for other paths, the credential stores themselves included (the path rules
 * name those). Taken whole (an archive, a sync to a remote), such a directory carries its secrets
 * with it.
 *
 * @example
 * secretsHolder("/home/ada/.config", "/home/ada") // "~/.config, which holds tools' credentials"
 * secretsHolder("/home/ada/code/app", "/home/ada") // undefined
 */
export function secretsHolder(absolutePath: string, home: string): string | undefined {
  if (absolutePath.length > 4096 || !absolutePath.startsWith("/")) return undefined;
  const path = absolutePath.replace(/\/+$/, "") || "/";
  const lower = path.toLowerCase();
  if (SYSTEM_HOLDERS.has(lower)) return `${path}, which holds the host's credentials`;
  // A mount of the host's root (`/host`, `/rootfs/etc`) holds what the host's own directories hold.
  const host = pathOnHost(path);
  if (host !== undefined) {
    const held = secretsHolder(host, home);
    return held === undefined ? undefined : `${path}, the host's ${held}`;
  }
  if (KEY_DIRECTORIES.has(lower)) return `${path}, which holds the host's private keys`;
  const homeLower = home.replace(/\/+$/, "").toLowerCase();
  if (lower === homeLower) return "the home directory, with every credential in it";
  // Another user's home directory (`/home/bob`, `/Users/bob`).
  if (/^\/(?:home|users)\/[^/]+$/.test(lower)) return `${path}, a home directory with the credentials in it`;
  if (!lower.startsWith(`${homeLower}/`)) return undefined;
  const relative = `${lower.slice(homeLower.length + 1)}/`;
  for (const list of [HOME_CREDENTIAL_STORES, HOME_SECRET_FILES, NESTED_SECRET_FILES]) {
    for (const entry of list) {
      if (entry.toLowerCase().startsWith(relative)) return `~/${path.slice(home.replace(/\/+$/, "").length + 1)}, which holds credentials (${entry})`;
    }
  }
  return undefined;
}
