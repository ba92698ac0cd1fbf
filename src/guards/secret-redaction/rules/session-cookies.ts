import { characterClasses, isDummyValue, shannonEntropy } from "../allow-list.js";
import { startsName } from "./http-authorization.js";
import type { LocatedSecret, SecretRule } from "./secret-rule.js";
import { nameSegments, secretNameKind } from "./secret-names.js";

const KIND = "session-cookie";

/** Words of cookie names that hold a session or a login: frameworks' defaults and the usual names. */
const SESSION_WORDS = new Set(["session", "sess", "sessid", "sessionid", "sid", "ssid", "phpsessid", "jsessionid", "aspxauth", "auth", "jwt", "remember", "identity", "login"]);

/**
 * Whether a cookie's name marks a session or a secret: `sessionid`, `connect.sid`, `PHPSESSID`,
 * `JSESSIONID`, `laravel_session`, `_gh_sess`, `.ASPXAUTH`, `.AspNetCore.Identity.Application`,
 * `__Secure-next-auth.session-token`, `auth_token`. Anti-forgery cookies (`csrftoken`, `XSRF-TOKEN`)
 * are not: the page carries the same value.
 */
export function isSessionCookieName(name: string): boolean {
  if (/csrf|xsrf|antiforgery/i.test(name)) return false;
  if (secretNameKind(name) !== undefined) return true;
  return nameSegments(name).some(
    (segment) => SESSION_WORDS.has(segment) || segment.startsWith("aspsessionid") || segment.endsWith("session") || (segment.endsWith("sid") && segment.length <= 8),
  );
}

/** Whether a cookie's value can be a session: long and varied enough, no placeholder (`deleted`, `<id>`). */
export function isSessionValue(value: string): boolean {
  if (value.length < 16 || isDummyValue(value)) return false;
  return shannonEntropy(value) >= 3 && characterClasses(value) >= 2;
}

/**
 * A `Cookie` or `Set-Cookie` header (HTTP, curl -H, HAR's name/value pairs, JSON) or `document.cookie = …`.
 * Group 1: the header's name, group 2: the cookie string. The pattern starts at the name, which is cheap to find.
 */
const COOKIE_HEADER = /(set-cookie|cookie)(?:\\?["'`]?[^\S\n]*(?::|=|\\?["']?,\s{0,40}\\?["']?value\\?["']?[^\S\n]*:)|[^\S\n]+)[^\S\n]*\\?["'`]?([^\n"'`]{3,4000})/gi;
/** curl's `-b`/`--cookie` with name=value pairs (not a cookie jar's file name). */
const CURL_COOKIE = /(-b|--cookie)(?:[^\S\n]+|=)["']?([^\n"']{3,4000})/g;

function locateCookies(match: RegExpExecArray, text: string): LocatedSecret[] | undefined {
  const header = match[1]!.toLowerCase();
  // The name alone: `x-cookie-id`, `nocookies`, `--cookie-jar` are other things.
  if (header !== "set-cookie" && (!startsName(text, match.index) || text[match.index - 1] === "_")) return undefined;
  if (header.startsWith("-") && (match.index === 0 || !/\s/.test(text[match.index - 1]!))) return undefined;
  const cookies = match[2]!;
  const base = match.indices![2]![0];
  const found: LocatedSecret[] = [];
  // Set-Cookie sets one cookie; the pairs after it are attributes (Path, Expires, …).
  const pairs = header === "set-cookie" ? [cookies.split(";")[0]!] : cookies.split(";");
  let offset = 0;
  for (const pair of pairs) {
    const at = offset;
    offset += pair.length + 1;
    const equals = pair.indexOf("=");
    if (equals === -1) continue;
    const name = pair.slice(0, equals).trim();
    const raw = pair.slice(equals + 1);
    const value = raw.trim().replace(/^"(.*)"$/, "$1").replace(/[,\\]+$/, "");
    if (!/^[!#$%&'()*+\-./0-9:<=>?@A-Z[\]^_`a-z{|}~]+$/.test(name) || !isSessionCookieName(name) || !isSessionValue(value)) continue;
    const start = base + at + equals + 1 + raw.indexOf(value);
    found.push({ start, end: start + value.length, kind: KIND });
  }
  return found.length > 0 ? found : undefined;
}

/** Session cookies: the cookies whose names mark a session or a secret, in the headers and tools that carry them. */
export const SESSION_COOKIE_RULES: readonly SecretRule[] = [
  {
    id: "session-cookie",
    pattern: COOKIE_HEADER,
    locate: locateCookies,
    source: "https://www.rfc-editor.org/rfc/rfc6265#section-4",
    rank: 2,
  },
  {
    id: "curl-session-cookie",
    pattern: CURL_COOKIE,
    locate: locateCookies,
    source: "https://curl.se/docs/manpage.html#-b",
    rank: 2,
  },
];
