import { isDummyValue } from "../allow-list.js";
import type { SecretRule } from "./secret-rule.js";

/** URI schemes of databases, brokers and mail servers, whose credentials make a connection string. */
const DATABASE_SCHEME =
  /^(?:jdbc:)?(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|clickhouse|cockroachdb|couchdbs?|neo4j(?:\+s)?|bolt|cassandra|oracle|db2|snowflake|nats|kafka|memcached|ldaps?|s?ftp|smtps?|imaps?|pop3s?)$/i;
const WEB_SCHEME = /^(?:https?|wss?|git\+https?|git\+ssh|ssh|svn)$/i;

/** `://user:password@host…`: the pattern starts at `://`, which is cheap to find; the scheme is read backwards. */
const USER_INFO = /:\/\/([^\s:/@'"`<>]*):([^\s@'"`<>/]+)@[^\s'"`<>)\]},;]+/g;

/**
 * Connection strings and URLs that carry a password (`postgres://app:pw@db/prod`,
 * `https://user:pw@git.example.org`): the whole URL is the secret, so neither the password nor what
 * it opens reaches the model. A dummy password (`password`, `${DB_PASSWORD}`, `****`) is no secret.
 */
export const URL_CREDENTIAL_RULES: readonly SecretRule[] = [
  {
    id: "connection-string",
    pattern: USER_INFO,
    locate: (match, text) => {
      let start = match.index;
      while (start > 0 && match.index - start < 24 && /[A-Za-z0-9+.:-]/.test(text[start - 1]!)) start--;
      // Read the scheme, and drop anything glued in front of it (`DATABASE_URL=postgres://…` is cut at `=`).
      const scheme = text.slice(start, match.index);
      const password = match[2]!;
      if (isDummyValue(password) || isDummyValue(safeDecode(password))) return undefined;
      if (DATABASE_SCHEME.test(scheme)) return { start, end: match.index + match[0].length, kind: "connection-string" };
      if (WEB_SCHEME.test(scheme)) return { start, end: match.index + match[0].length, kind: "url-credentials" };
      return undefined;
    },
    source: "RFC 3986 §3.2.1 user information; libpq, MySQL, MongoDB, Redis and AMQP connection URIs",
    rank: 2,
  },
];

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
