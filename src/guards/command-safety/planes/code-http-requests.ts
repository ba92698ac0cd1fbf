import type { HttpRequest } from "./http-requests.js";

/**
 * The HTTP requests that would change something, sent by application code written on the command
 * line (`python3 -c`, `node -e`, `deno eval`, `bun -e`, `ruby -e`, `php -r`, `perl -e`, a heredoc
 * into an interpreter), so they are judged exactly as curl's are (`http-apis.ts`: a DELETE beyond
 * this machine asks, an RPC path naming a destructive verb asks, loopback hosts and a compose
 * service's single-label name are the developer's own). Read from each client's documented API,
 * in three shapes every library shares:
 * - a method named for the HTTP verb: `requests.delete(url)`, `httpx.delete`, `session.delete`
 *   (requests, HTTPX, aiohttp), `axios.delete`, `got.delete`, `ky.delete`, superagent's `del`,
 *   HTTParty, RestClient, Faraday, Excon and http.rb's `delete`, Guzzle's `$client->delete`,
 *   Laravel's `Http::delete`, LWP::UserAgent's `$ua->delete`;
 * - the verb given as a string: `requests.request("DELETE", url)`, urllib3's and http.client's
 *   `request("DELETE", path)`, Guzzle's `request('DELETE', url)`, `fetch(url, { method: "DELETE" })`,
 *   `new Request(url, { method: "DELETE" })`, undici's `request(url, { method: "DELETE" })`,
 *   `axios({ method: "delete", url })`, node's `https.request({ hostname, path, method: "DELETE" })`,
 *   `urllib.request.Request(url, method="DELETE")`, PHP's `CURLOPT_CUSTOMREQUEST => "DELETE"` with
 *   `curl_init(url)` or `CURLOPT_URL` and a stream context's `'method' => 'DELETE'`;
 * - a request class named for the verb: Ruby's `Net::HTTP::Delete.new(uri)`, Perl's
 *   `HTTP::Request->new(DELETE => $url)`.
 * The URL is the call's first argument, followed through a variable the code assigns once
 * (`url = "https://…"`, `uri = URI("https://…")`), a template or f-string, or a concatenation whose
 * first part is known; a path is joined to the base URL the code gives its client (`base_url=`,
 * `baseURL:`, `Faraday.new("https://…")`, `HTTPSConnection("host")`). A URL whose host the code
 * does not show (`f"{API}/users/1"`, `os.environ["URL"]`) is sent to a host held in a variable,
 * as curl's `-X DELETE "$API/…"` is. Reads (GET, HEAD) are not requests this reader reports.
 */

/** Receivers that are HTTP clients by name: an argument they get is a URL even when the code does not show it. */
const HTTP_MODULES = /^(?:requests|httpx|axios|got|ky|superagent|needle|HTTParty|RestClient|Excon|HTTP|Http|Faraday|urllib3|aiohttp|treq|ofetch|\$fetch|undici|wretch)$/;
/** Methods named for an HTTP verb that changes something (superagent spells DELETE `del`). */
const VERB_CALL = /([$\w]+)\s*(?:\(\s*\)|['"]?\s*\))?\s*(?:\.|->|::)\s*(delete|del|post|put|patch)(?:\s*\(|\s+(?=['"]))/gi;
/** An HTTP verb given as a string: as a call's first argument, or as a `method` option. */
const METHOD_ARGUMENT = /\b(?:request|needle)\s*\(\s*(['"`])(delete|post|put|patch)\1\s*,/gi;
const METHOD_OPTION = /['"]?\bmethod['"]?\s*(?:=>|[:=])\s*(['"`])(delete|post|put|patch)\1/gi;
/** Request classes named for the verb, and PHP curl's custom request option. */
const VERB_CLASS = /\bNet::HTTP::(Delete|Post|Put|Patch)\.new\s*\(|\bHTTP::Request->new\s*\(\s*['"]?(DELETE|POST|PUT|PATCH)['"]?\s*(?:=>|,)|\bCURLOPT_CUSTOMREQUEST['"]?\s*(?:=>|,)\s*(['"])(DELETE|POST|PUT|PATCH)\3/gi;
/** An absolute web URL in a string literal. */
const URL_LITERAL = /(['"`])(https?:\/\/[^'"`\s]+)\1/;
/** Where code gives its client a base URL or host (`base_url="…"`, `baseURL: "…"`, `Faraday.new("…")`, `HTTPSConnection("host")`, `Net::HTTP.new("host")`). */
const BASE = /\b(?:base_?url|baseURL|base_uri|prefixUrl|prefix_url)\s*(?:=>|[:=])\s*(['"`])([^'"`]+)\1|\b(?:Faraday\.new|HTTPS?Connection|Net::HTTP\.(?:new|start))\s*\(\s*(?:url:\s*)?(['"])([^'"]+)\3/;
const MAX_CODE = 100_000;
const MAX_REQUESTS = 16;

/**
 * The requests some code sends with a method that changes something.
 *
 * @example
 * codeHttpRequests("import requests; requests.delete('https://api.example.com/users/1')")[0] // { method: "DELETE", url: "https://api.example.com/users/1", body: "" }
 * codeHttpRequests("cache.delete('key')") // []
 */
export function codeHttpRequests(code: string): HttpRequest[] {
  const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
  if (!/delete|\bdel\s*\(|post|put|patch/i.test(text)) return [];
  const requests: HttpRequest[] = [];
  const add = (method: string, argument: string | undefined, known: boolean): void => {
    if (requests.length >= MAX_REQUESTS) return;
    const request = requestTo(method.toUpperCase() === "DEL" ? "DELETE" : method.toUpperCase(), argument, known, text);
    if (request) requests.push(request);
  };
  for (const match of text.matchAll(VERB_CALL)) {
    const receiver = (match[1] as string).replace(/^\$(?=\w)/, "");
    add(match[2] as string, firstArgument(text, (match.index ?? 0) + match[0].length), HTTP_MODULES.test(receiver) || HTTP_MODULES.test(match[1] as string));
  }
  for (const match of text.matchAll(METHOD_ARGUMENT)) add(match[2] as string, firstArgument(text, (match.index ?? 0) + match[0].length), true);
  for (const match of text.matchAll(METHOD_OPTION)) add(match[2] as string, enclosingCallTarget(text, match.index ?? 0), true);
  for (const match of text.matchAll(VERB_CLASS)) {
    const method = (match[1] ?? match[2] ?? match[4]) as string;
    const after = (match.index ?? 0) + match[0].length;
    // PHP's curl names its URL in `curl_init(URL)` or `CURLOPT_URL`; the others take it as their next argument.
    const argument = match[4] !== undefined ? phpCurlUrl(text) : firstArgument(text, after);
    add(method, argument, true);
  }
  return requests;
}

/**
 * The request a call sends to what its URL argument evaluates to; undefined when the argument is
 * not a URL or path and the receiver is not an HTTP client by name (`cache.delete("key")`, a
 * JavaScript `Map`'s `delete`).
 */
function requestTo(method: string, argument: string | undefined, known: boolean, code: string): HttpRequest | undefined {
  const url = argument === undefined ? undefined : evaluate(argument, code, 0);
  if (url !== undefined && /^https?:\/\//i.test(url)) return { method, url, body: "" };
  if (url !== undefined && url.startsWith("/")) {
    const base = baseUrl(code, known);
    if (base !== undefined) return { method, url: base.replace(/\/+$/, "") + url, body: "" };
    return known ? { method, url: `http://variable.invalid${url}`, body: "", hostVariable: "the client's base URL" } : undefined;
  }
  if (!known || url !== undefined) return undefined;
  // A URL the code computes from what it does not show (`f"{API}/users/1"`, `os.environ["URL"]`): a host held in a variable.
  const shown = (argument ?? "").trim().slice(0, 40) || "an unknown URL";
  return { method, url: "http://variable.invalid/", body: "", hostVariable: shown };
}

/**
 * What an argument expression evaluates to, as far as the code shows: a string literal (with
 * template and f-string placeholders read as `_`), `URI("…")`, `new URL("…")`, a variable
 * assigned once, or a concatenation's first part. Undefined when the host is not shown.
 */
function evaluate(expression: string, code: string, depth: number): string | undefined {
  const trimmed = expression.trim();
  const wrapped = /^(?:URI(?:\.parse)?|new\s+URL|URL|url)\s*\(\s*([\s\S]*?)\s*\)$/.exec(trimmed);
  if (wrapped) return evaluate(wrapped[1] as string, code, depth);
  const literal = /^[fFrRbB]?(['"`])((?:\\.|(?!\1)[^\\])*)\1/.exec(trimmed);
  if (literal) {
    const content = literal[2] as string;
    // A placeholder before the path (`f"{API}/x"`, `${base}/x`, `"#{host}/x"`, `"$base/x"`): the host is not shown.
    if (/^(?:\$?\{|#\{|\$\w)/.test(content)) {
      const inner = /^(?:\$?\{|#\{)\s*([\w.]+)|^\$(\w+)/.exec(content);
      const name = inner?.[1] ?? inner?.[2];
      const resolved = name !== undefined && depth < 2 ? evaluate(name, code, depth + 1) : undefined;
      return resolved === undefined ? undefined : resolved + content.replace(/^(?:\$?\{[^}]*\}|#\{[^}]*\}|\$\w+)/, "");
    }
    return content.replace(/\$\{[^}]*\}|#\{[^}]*\}|\{[^}]*\}/g, "_");
  }
  // `BASE + "/users/1"`, `$base . "/x"`: the first part decides where it goes.
  const concatenated = /^([$\w.]+)\s*(?:\+|\.(?=\s*['"$]))\s*([\s\S]+)$/.exec(trimmed);
  if (concatenated && depth < 2) {
    const head = evaluate(concatenated[1] as string, code, depth + 1);
    const tail = evaluate(concatenated[2] as string, code, depth + 1) ?? "";
    return head === undefined ? undefined : head + tail;
  }
  if (/^\$?[A-Za-z_]\w*$/.test(trimmed) && depth < 2) {
    const value = assigned(trimmed, code);
    return value === undefined ? undefined : evaluate(value, code, depth + 1);
  }
  return undefined;
}

/** The expression a name is first assigned in the code (`url = "…"`, `const url = …`, `$url = …`, `my $url = …`). */
function assigned(name: string, code: string): string | undefined {
  const escaped = name.replace(/\$/g, "\\$");
  const match = new RegExp(`(?:^|[;\\s({,])(?:const\\s+|let\\s+|var\\s+|my\\s+)?${escaped}\\s*=(?!=)\\s*([^;\\n]{1,400})`).exec(code);
  let value = match?.[1]?.replace(/[\s;,]+$/, "");
  // An assignment inside a call (`Net::HTTP.start(u = URI("…"))`) ends at the call's parenthesis.
  while (value !== undefined && value.endsWith(")") && (value.match(/\)/g) ?? []).length > (value.match(/\(/g) ?? []).length) value = value.slice(0, -1).trimEnd();
  return value;
}

/**
 * The base URL or host the code gives its client, as a URL; for an HTTP client by name, else the
 * first URL the code writes (`Net::HTTP.start(uri.host, …)` after `uri = URI("https://…")`). A web
 * framework's route (`app.delete("/users/:id", …)`) has no base and sends nothing.
 */
function baseUrl(code: string, known: boolean): string | undefined {
  const base = BASE.exec(code);
  const given = base?.[2] ?? base?.[4];
  if (given !== undefined) return /^\w+:\/\//.test(given) ? given : `https://${given}`;
  return known ? URL_LITERAL.exec(code)?.[2] : undefined;
}

/** The text of a call's first argument, the call's `(` (or, in Ruby, a space) just before `start`. */
function firstArgument(code: string, start: number): string | undefined {
  // Ruby's call without parentheses (`RestClient.delete "https://…"`): the literal that follows.
  if (code[start - 1] !== "(") return /^\s*((['"])(?:\\.|(?!\2)[^\\])*\2)/.exec(code.slice(start, start + 2000))?.[1];
  let depth = 0;
  let quote: string | undefined;
  for (let index = start; index < code.length && index < start + 2000; index++) {
    const char = code[index] as string;
    if (quote !== undefined) {
      if (char === "\\") index++;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === "'" || char === '"' || char === "`") quote = char;
    else if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) return code.slice(start, index).trim() || undefined;
      depth--;
    } else if (char === "," && depth === 0) return code.slice(start, index).trim() || undefined;
  }
  return undefined;
}

/**
 * The target of the call whose options name the method (`fetch(URL, { method: "DELETE" })`,
 * `axios({ method: "delete", url: URL })`, `https.request({ hostname: "h", path: "/x", method: "DELETE" })`):
 * the call's first argument, or the URL its options object names.
 */
function enclosingCallTarget(code: string, at: number): string | undefined {
  let depth = 0;
  for (let index = at - 1; index >= 0 && index > at - 2000; index--) {
    const char = code[index] as string;
    if (char === ")" || char === "]" || char === "}") depth++;
    else if (char === "(" || char === "[" || char === "{") {
      if (depth > 0) {
        depth--;
        continue;
      }
      if (char !== "(") continue;
      const argument = firstArgument(code, index + 1);
      if (argument === undefined || !argument.startsWith("{") && !argument.startsWith("[") && !/^\w+\s*=/.test(argument)) return argument;
      // PHP's stream context names only the method; the URL goes to `file_get_contents(URL, false, $context)`.
      return optionsTarget(code.slice(index + 1, Math.min(code.length, index + 2000))) ?? URL_LITERAL.exec(code)?.[0];
    }
  }
  return undefined;
}

/** The URL an options object names (`url:`, `uri:`, `href:`), or its host and path (`hostname: "h", path: "/x"`), as an expression. */
function optionsTarget(options: string): string | undefined {
  const url = /['"]?\b(?:url|uri|href)['"]?\s*(?:=>|[:=])\s*([^,}\n]+)/.exec(options)?.[1];
  if (url !== undefined) return url;
  const host = /['"]?\b(?:hostname|host)['"]?\s*[:=]\s*(['"])([^'"]+)\1/.exec(options)?.[2];
  if (host === undefined) return undefined;
  const path = /['"]?\bpath['"]?\s*[:=]\s*(['"])([^'"]*)\1/.exec(options)?.[2] ?? "/";
  return JSON.stringify(`https://${host}${path.startsWith("/") ? "" : "/"}${path}`);
}

/** The URL PHP's curl is given: `curl_init(URL)` or the `CURLOPT_URL` option. */
function phpCurlUrl(code: string): string | undefined {
  const init = /\bcurl_init\s*\(/.exec(code);
  const fromInit = init ? firstArgument(code, init.index + init[0].length) : undefined;
  if (fromInit !== undefined) return fromInit;
  const option = /\bCURLOPT_URL['"]?\s*(?:=>|,)\s*([^,)\]\n]+)/.exec(code);
  return option?.[1];
}
