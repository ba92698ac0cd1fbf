import { isAssignedSecret } from "./assigned-secrets.js";
import { commandLineBefore } from "./http-authorization.js";
import type { LocatedSecret, SecretRule } from "./secret-rule.js";

/** One client's password flag, as its manual documents it. */
interface PasswordFlag {
  /** The client's command name. */
  clients: RegExp;
  /** The flag, whole. */
  flag: RegExp;
  /** Whether the value is glued to the flag (`mysql -pSECRET`: `-p SECRET` prompts, and SECRET is the database). */
  glued: boolean;
  /** A word the command line must also hold (`docker login -p`, not `docker run -p 8080:80`). */
  requires?: RegExp;
}

const PASSWORD_FLAGS: readonly PasswordFlag[] = [
  { clients: /^(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlpump|mysqlsh|mariadb(?:-dump|-admin)?)$/, flag: /^-p$/, glued: true },
  { clients: /^sshpass$/, flag: /^-p$/, glued: false },
  { clients: /^sshpass$/, flag: /^-p$/, glued: true },
  { clients: /^redis-cli$/, flag: /^(?:-a|--pass)$/, glued: false },
  { clients: /^(?:sqlcmd|bcp|osql)$/, flag: /^-P$/, glued: false },
  { clients: /^ldap(?:search|add|modify|delete|whoami|passwd|compare|modrdn)$/, flag: /^-w$/, glued: false },
  { clients: /^(?:keytool|jarsigner)$/, flag: /^-(?:src|dest|new)?(?:store|key)pass$/, glued: false },
  { clients: /^(?:docker|podman|nerdctl|buildah|skopeo|helm|oc|twine)$/, flag: /^-p$/, glued: false, requires: /\s(?:login|upload)\s/ },
  { clients: /^(?:zip|unzip)$/, flag: /^-P$/, glued: false },
  { clients: /^7za?$/, flag: /^-p$/, glued: true },
  { clients: /^smbclient$/, flag: /^-U$/, glued: false },
];

/** A flag some client takes a password with; the pattern starts at its `-`, which is cheap to find. Group 1: the flag. */
const FLAG = /(-(?:(?:-pass|(?:src|dest|new)?(?:store|key)pass)(?![A-Za-z-])|[paPwU]))/g;
/** The value after the flag: quoted (group 2) or bare (group 3). */
const VALUE = /(["'])([^"'\n]{1,200})\1|([^\s"'`|;&<>()]{1,200})/y;

/** The command name of the last command on a command line (after a prompt, `sudo`, variables and pipes). */
function commandName(line: string): string | undefined {
  const command = line.split(/\|\||&&|[|;&(`]/).pop() ?? "";
  const words = command.trim().replace(/^\$\s+/, "").split(/\s+/);
  let index = 0;
  while (index < words.length && (words[index] === "sudo" || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[index]!))) index++;
  return words[index]?.replace(/^.*\//, "");
}

function locateFlag(match: RegExpExecArray, text: string): LocatedSecret | undefined {
  if (match.index === 0 || !/\s/.test(text[match.index - 1]!)) return undefined;
  const line = commandLineBefore(text, match.index);
  const client = commandName(line);
  if (client === undefined) return undefined;
  const flagEnd = match.index + match[1]!.length;
  for (const entry of PASSWORD_FLAGS) {
    if (!entry.clients.test(client) || !entry.flag.test(match[1]!)) continue;
    if (entry.requires && !entry.requires.test(` ${line} `)) continue;
    let at = flagEnd;
    if (!entry.glued) {
      while (at < text.length && (text[at] === " " || text[at] === "\t")) at++;
      if (at === flagEnd) continue;
    }
    VALUE.lastIndex = at;
    const value = VALUE.exec(text);
    if (!value) continue;
    const quoted = value[2] !== undefined;
    let password = value[2] ?? value[3]!;
    let start = at + (quoted ? 1 : 0);
    // smbclient -U user%password
    if (client === "smbclient") {
      const percent = password.indexOf("%");
      if (percent === -1) continue;
      start += percent + 1;
      password = password.slice(percent + 1);
    }
    // `pass:`/`env:` name where the password is; digits and colons are a port or a version (`-p 8080:80`).
    if (/^(?:pass|env|file|stdin):/.test(password) || /^[\d:.]+$/.test(password) || !isAssignedSecret(password, "password", quoted)) continue;
    return { start, end: start + password.length, kind: "password" };
  }
  return undefined;
}

/**
 * Passwords given to database and system clients on their command line: `mysql -p…`, `sshpass -p`,
 * `redis-cli -a`, `sqlcmd -P`, `ldapsearch -w`, `keytool -storepass`, `docker login -p`, `zip -P`,
 * `7z -p…`, `smbclient -U user%…`.
 */
export const PASSWORD_FLAG_RULES: readonly SecretRule[] = [
  {
    id: "password-flag",
    pattern: FLAG,
    locate: locateFlag,
    source: "the clients' manuals: mysql --password, sshpass -p, redis-cli -a, sqlcmd -P, ldapsearch -w, keytool -storepass, docker login --password",
    rank: 2,
  },
];
