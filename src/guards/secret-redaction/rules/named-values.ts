import { isAssignedSecret } from "./assigned-secrets.js";
import type { LocatedSecret, SecretRule } from "./secret-rule.js";
import { secretNameKind } from "./secret-names.js";
import { isSessionCookieName, isSessionValue } from "./session-cookies.js";

/** How far after a name its value may be (the next line of a Kubernetes `env` entry, the next attribute). */
const VALUE_WINDOW = 240;

/**
 * `name: DB_PASSWORD` … `value: …` and its kin: a pair that names a secret, then gives its value.
 * Group 1: the name.
 */
const NAME_FIELD = /(?<![A-Za-z0-9_])(?:name|key|parameterkey)["']?[^\S\n]*[:=][^\S\n]*["']?([A-Za-z_.][A-Za-z0-9_.:-]{1,80})["']?/gi;

/** The value field after a name, in the same entry: not past another name, a list item or the end of the entry. */
const VALUE_FIELD = /(?:parameter)?value["']?[^\S\n]*[:=][^\S\n]*(?:(["'])((?:(?!\1)[^\\\n]|\\.){1,1000})\1|([^\s"',;}<>\]]{1,1000}))/iy;
const ENTRY_END = /[{}<>]|\n[^\S\n]*-[^\S\n]|(?<![A-Za-z0-9_])(?:name|key|parameterkey)["']?[^\S\n]*[:=]/i;

function locateNamedValue(match: RegExpExecArray, text: string): LocatedSecret | undefined {
  const name = match[1]!;
  let kind = secretNameKind(name);
  // A session cookie as a name/value pair (HAR's `cookies`, a browser export).
  const cookie = kind === undefined && /cookie/i.test(text.slice(Math.max(0, match.index - 300), match.index)) && isSessionCookieName(name);
  if (cookie) kind = "session-cookie";
  if (kind === undefined) return undefined;
  const after = match.index + match[0].length;
  // `<entry key="db.password">…</entry>`: the element's text is the value.
  const element = /^[^\S\n]*>([^<\n]{6,500})<\//.exec(text.slice(after, after + 520));
  if (element) {
    const value = element[1]!;
    if (!isAssignedSecret(value, kind, true)) return undefined;
    const start = after + element[0].indexOf(">") + 1;
    return { start, end: start + value.length, kind };
  }
  const window = text.slice(after, after + VALUE_WINDOW);
  const found = /(?<![A-Za-z0-9_])(?:parameter)?value["']?[^\S\n]*[:=]/i.exec(window);
  if (!found || ENTRY_END.test(window.slice(0, found.index))) return undefined;
  VALUE_FIELD.lastIndex = found.index;
  const value = VALUE_FIELD.exec(window);
  if (!value) return undefined;
  const secret = value[2] ?? value[3]!;
  if (cookie ? !isSessionValue(secret) : !isAssignedSecret(secret, kind, value[2] !== undefined)) return undefined;
  const start = after + value.index + value[0].length - secret.length - (value[2] !== undefined ? 1 : 0);
  return { start, end: start + secret.length, kind };
}

/** A `.netrc` entry: `machine host [login user] [account a] password secret`, on one line or several. */
const NETRC = /(?<![^\s])(?:machine[^\S\n]+\S+|default)(?:\s+(?:login|account)\s+\S+){0,2}\s+password\s+(\S+)/g;

/** A `.pgpass` line: `hostname:port:database:username:password`, with `\:` escaping a colon. */
const PGPASS = /^[^\s:#]+:(?:\d{1,5}|\*):[^\s:]+:[^\s:]+:((?:[^\s:\\]|\\.)+)$/gm;

/**
 * Secrets named by a separate field or a file's layout: name/value pairs (Kubernetes `env`, ECS task
 * definitions, Postman environments, CloudFormation parameters, .NET `<add key=… value=…/>`, Spring
 * `<property name=… value=…/>`, `<entry key=…>`), `.netrc` passwords and `.pgpass` lines.
 */
export const NAMED_VALUE_RULES: readonly SecretRule[] = [
  {
    id: "named-value",
    pattern: NAME_FIELD,
    locate: locateNamedValue,
    source: "Kubernetes EnvVar (name, value); ECS containerDefinitions environment; .NET appSettings <add key value>; Spring <property name value>",
    rank: 1,
  },
  {
    id: "netrc-password",
    pattern: NETRC,
    group: 1,
    validate: (password) => isAssignedSecret(password, "password", false),
    kind: "password",
    source: "https://www.gnu.org/software/inetutils/manual/html_node/The-_002enetrc-file.html",
    rank: 2,
  },
  {
    id: "pgpass-password",
    pattern: PGPASS,
    group: 1,
    validate: (password) => isAssignedSecret(password, "password", false),
    kind: "password",
    source: "https://www.postgresql.org/docs/current/libpq-pgpass.html",
    rank: 2,
  },
];
