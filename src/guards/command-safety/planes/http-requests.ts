import { parseOptions, type OptionGrammar } from "../commands/getopt.js";
import { UNKNOWN_PART, type Field, type Invocation } from "../model.js";
import { POWERSHELL_WEB_CMDLETS, powershellRequests } from "./powershell-requests.js";

/** An HTTP request a command sends. */
export interface HttpRequest {
  /** Upper-cased method. */
  method: string;
  /** The URL as given (the scheme may be missing: `localhost:9200/x`). */
  url: string;
  /** The request body or form fields, when known. */
  body: string;
  /** Sent to a Unix socket (`curl --unix-socket`). */
  socket?: string;
  /** The host comes from a variable (`"$API_HOST/items/1"`): its name, `$API_HOST`; the URL then stands in with `variable.invalid`. */
  hostVariable?: string;
}

/** A URL whose host is a variable (`$HOST/x`, `${API_URL}/x`, `https://$HOST/x`, PowerShell's `$env:API_URL/x`). */
const VARIABLE_HOST = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(\$env:[A-Za-z_]\w*|\$\{?[A-Za-z_]\w*\}?)(?::(?:\d+|\$\{?\w+\}?))?([/?].*)?$/i;

/** The request with a variable host made explicit, for a field whose value is unknown. */
function variableHost(field: Field | undefined): { url: string; hostVariable: string } | undefined {
  if (field === undefined || field.value !== undefined || field.text.length > 2048) return undefined;
  const text = field.text.replace(/^(["'])(.*)\1$/s, "$2");
  const match = VARIABLE_HOST.exec(text);
  if (!match) return undefined;
  const path = (match[2] ?? "").replace(/\$\{?\w+\}?/g, "_");
  return { url: `http://variable.invalid${path}`, hostVariable: (match[1] as string).replace(/[{}]/g, "") };
}

const CURL: OptionGrammar = {
  flags: "0123456#:BfgGiIjJklLMnNOpqRsSvVZa",
  values: "AbcCdDeEFHKmoPQrtTuUwxXyYz",
  longValues: [
    "request", "url", "data", "data-raw", "data-binary", "data-urlencode", "data-ascii", "json", "header", "user", "output", "upload-file", "form",
    "form-string", "cookie", "cookie-jar", "proxy", "user-agent", "referer", "max-time", "connect-timeout", "config", "cert", "key", "cacert",
    "write-out", "unix-socket", "abstract-unix-socket", "resolve", "connect-to", "retry", "retry-delay", "range", "oauth2-bearer", "aws-sigv4",
    "variable", "output-dir", "proxy-user", "interface", "dns-servers", "limit-rate", "max-filesize", "speed-limit", "speed-time", "url-query",
  ],
  aliases: { X: "request", d: "data", H: "header", u: "user", o: "output", T: "upload-file", F: "form", I: "head", G: "get" },
};
const WGET: OptionGrammar = { flags: "qvnNcrkKpSmxbdF", values: "OoaAeiPlTtwUQDRIXUY", longValues: ["method", "body-data", "body-file", "post-data", "post-file", "output-document", "header", "user", "password", "user-agent", "directory-prefix"], aliases: { O: "output-document" } };
const GH_API: OptionGrammar = { flags: "ipt", values: "XfFHqt", long: ["include", "paginate", "silent", "slurp", "verbose"], longValues: ["method", "field", "raw-field", "header", "hostname", "input", "jq", "template", "cache", "preview"], aliases: { X: "method", f: "raw-field", F: "field", H: "header", q: "jq", t: "template", p: "preview" } };
const HTTPIE_VALUE_OPTIONS = new Set(["--unix-socket", "-a", "--auth", "-A", "--auth-type", "--session", "--session-read-only", "-o", "--output", "--verify", "--cert", "--cert-key", "--cert-key-pass", "--proxy", "--timeout", "--max-redirects", "--ssl", "--ciphers", "--pretty", "-s", "--style", "-p", "--print", "--format-options", "--default-scheme", "--boundary", "--response-charset", "--response-mime"]);
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The HTTP requests a client sends, read by its option grammar: curl (`-X`, data options,
 * `--url`, `--unix-socket`), wget (`--method`), HTTPie and xh (`http DELETE url`), `gh api` and
 * `glab api` (relative endpoints on github.com and gitlab.com, the body from `--input`), `hub api`,
 * `az rest`, `databricks api`, `grpcurl` (a gRPC call as a POST to its method's path), and PowerShell's `Invoke-RestMethod` and `Invoke-WebRequest`. A body read from
 * standard input is what the guard knows of it (a here-string, a heredoc, `echo … |`), else `@-`.
 *
 * @example
 * httpRequests(invocation("curl", "-XDELETE", "localhost:9200/logs"))[0] // { method: "DELETE", url: "localhost:9200/logs", body: "" }
 */
export function httpRequests(invocation: Invocation): HttpRequest[] {
  const args = invocation.argv.slice(1);
  switch (invocation.name) {
    case "curl":
      return curl(args, invocation.stdin?.text);
    case "curlie":
      return curlie(args, invocation.stdin?.text);
    case "wget":
    case "wget2": {
      const parsed = parseOptions(args, WGET);
      const method = (parsed.value("method")?.value ?? (parsed.has("post-data") || parsed.has("post-file") ? "POST" : "GET")).toUpperCase();
      const body = parsed.value("body-data")?.value ?? parsed.value("post-data")?.value ?? "";
      return parsed.operands.map((field) => {
        const variable = variableHost(field);
        return { method, url: variable?.url ?? field.value ?? "", body, ...(variable ? { hostVariable: variable.hostVariable } : {}) };
      });
    }
    case "http":
    case "https":
    case "xh":
    case "xhs": {
      // `--offline` (HTTPie's and xh's manuals) builds the request and prints it without sending it.
      if (args.some((field) => field.value === "--offline")) return [];
      // Options that take a value (`-a user:token`, `-A bearer`, `--session name`): their values are not the method or URL.
      const operands = args.filter((field, index) => !HTTPIE_VALUE_OPTIONS.has(args[index - 1]?.value ?? "") && ((field.value !== undefined && !field.value.startsWith("-")) || (field.value === undefined && variableHost(field) !== undefined)));
      const first = operands[0]?.value ?? "";
      const explicit = METHODS.has(first.toUpperCase()) && operands.length > 1;
      const urlField = explicit ? operands[1] : operands[0];
      const variable = variableHost(urlField);
      const given = variable?.url ?? urlField?.value ?? "";
      // `:3000/x` is HTTPie's shorthand for localhost.
      const url = given.startsWith(":/") ? `localhost${given.slice(1)}` : given.startsWith(":") ? `localhost${given}` : given;
      // HTTPie reads the body from standard input when it is redirected and no data items are given.
      const written = operands.slice(explicit ? 2 : 1).map((field) => field.value).join("&");
      const items = written.replace(/&/g, "") === "" && invocation.stdin !== undefined ? fromStdin(invocation.stdin.text) : written;
      const scheme = invocation.name.endsWith("s") && !/^\w+:\/\//.test(url) ? `https://${url}` : url;
      // xh's `--unix-socket PATH` sends the request to a socket, the host a placeholder.
      const socketAt = args.findIndex((field) => field.value === "--unix-socket" || field.value?.startsWith("--unix-socket=") === true);
      const socketField = socketAt < 0 ? undefined : args[socketAt]?.value === "--unix-socket" ? args[socketAt + 1]?.value : args[socketAt]?.value?.slice("--unix-socket=".length);
      return [{ method: explicit ? first.toUpperCase() : items ? "POST" : "GET", url: scheme, body: items, ...(socketField ? { socket: socketField } : {}), ...(variable ? { hostVariable: variable.hostVariable } : {}) }];
    }
    case "lwp-request":
      return lwpRequest(args);
    case "restish":
      return restish(args);
    case "gh":
    case "glab":
    case "hub":
      return hostingApi(invocation.name, args, invocation.stdin?.text);
    case "az":
      return azRest(args);
    case "databricks":
      return databricksApi(args, invocation.stdin?.text);
    case "grpcurl":
      return grpcurl(args, invocation.stdin?.text);
    default:
      return POWERSHELL_WEB_CMDLETS.has(invocation.name.toLowerCase()) ? powershellRequests(args) : [];
  }
}

/** A body read from standard input (`-d @-`, `--input -`): what the guard knows of it, or `@-` when only known when it runs. */
function fromStdin(stdin: string | undefined): string {
  return stdin ?? "@-";
}

function curl(args: readonly Field[], stdin: string | undefined): HttpRequest[] {
  const parsed = parseOptions(args, CURL);
  const data = ["data", "data-raw", "data-binary", "data-urlencode", "data-ascii", "json", "form", "form-string"]
    .flatMap((name) => parsed.values(name))
    .map((field) => (field.value === "@-" ? fromStdin(stdin) : (field.value ?? "")));
  const fallback = parsed.has("head") ? "HEAD" : parsed.has("upload-file") ? "PUT" : data.length > 0 && !parsed.has("get") ? "POST" : "GET";
  const method = (parsed.value("request")?.value ?? fallback).toUpperCase();
  const socket = parsed.value("unix-socket")?.value;
  return [...parsed.values("url"), ...parsed.operands].map((field) => {
    const variable = variableHost(field);
    return { method, url: variable?.url ?? urlOf(field), body: data.join("&"), ...(socket ? { socket } : {}), ...(variable ? { hostVariable: variable.hostVariable } : {}) };
  });
}

/**
 * curlie, "the power of curl, the ease of use of httpie": curl's options with HTTPie's `[METHOD]
 * URL [ITEM…]` (curlie's README), so `curlie DELETE https://…` is a DELETE and `curlie -X DELETE
 * https://…` too.
 */
function curlie(args: readonly Field[], stdin: string | undefined): HttpRequest[] {
  const [first, second] = parseOptions(args, CURL).operands;
  const method = first?.value?.toUpperCase();
  if (method === undefined || !METHODS.has(method) || second === undefined) return curl(args, stdin);
  return curl(args.filter((field) => field !== first), stdin).map((request) => ({ ...request, method }));
}

/** lwp-request(1)'s options that take a value (`-m METHOD`, `-c CONTENT_TYPE`, `-t TIMEOUT`, …). */
const LWP_VALUED = new Set(["-m", "-f", "-b", "-t", "-i", "-c", "-C", "-p", "-H", "-P"]);

/** `lwp-request -m DELETE URL` (libwww-perl's lwp-request(1)): the method from `-m`, GET by default. */
function lwpRequest(args: readonly Field[]): HttpRequest[] {
  let method = "GET";
  const urls: string[] = [];
  for (let index = 0; index < args.length && index < 64; index++) {
    const value = args[index]?.value;
    if (value === undefined) continue;
    if (LWP_VALUED.has(value)) {
      if (value === "-m") method = (args[index + 1]?.value ?? method).toUpperCase();
      index++;
    } else if (!value.startsWith("-")) urls.push(value);
  }
  return urls.map((url) => ({ method, url, body: "" }));
}

/** restish's `restish [METHOD] URL` (its guide: `restish delete api.rest.sh/items/1`), GET without a method. */
function restish(args: readonly Field[]): HttpRequest[] {
  const operands = args.filter((field) => field.value !== undefined && !field.value.startsWith("-")).map((field) => field.value as string);
  const method = operands[0]?.toUpperCase();
  const explicit = method !== undefined && METHODS.has(method) && operands.length > 1;
  const url = explicit ? operands[1] : operands[0];
  return url === undefined ? [] : [{ method: explicit ? method : "GET", url, body: "" }];
}

/**
 * A URL as far as it is known: a fully known one, or one whose scheme and host are written out and
 * only later parts come from variables (`https://api.example.com/zones/$ZONE/records/$ID`), read
 * with those parts empty. The host and the method decide; the names of what is deleted do not.
 */
function urlOf(field: Field): string {
  if (field.value !== undefined) return field.value;
  const dynamic = field.dynamic;
  // `https://$ACCOUNT.snowflakecomputing.com/api/v2/statements`: only the first labels of the host are unknown; the domain decides.
  const shape = dynamic?.shape;
  if (shape !== undefined && shape.length <= 2048 && HOST_LABEL_UNKNOWN.test(shape)) return shape.replaceAll(UNKNOWN_PART, "x");
  if (!dynamic || !/^[a-z][a-z0-9+.-]*:\/\/[^/$]+\//i.test(dynamic.prefix)) return "";
  return dynamic.ifEmpty ?? dynamic.prefix;
}

/** A URL whose host's first labels are unknown, followed by a written domain (`https://\u0001.snowflakecomputing.com/…`). */
const HOST_LABEL_UNKNOWN = /^https?:\/\/[\w-]*\u0001[\w\u0001-]*(?:\.[\w-]+)*\.[a-z]{2,}(?::\d+)?(?:\/[^\u0001]*(?:\u0001[^\u0001]*)*)?$/i;

function hostingApi(name: string, args: readonly Field[], stdin: string | undefined): HttpRequest[] {
  if (args[0]?.value !== "api") return [];
  const parsed = parseOptions(args.slice(1), GH_API);
  const endpoint = parsed.operands[0]?.value ?? endpointShape(parsed.operands[0]);
  if (endpoint === undefined) return [];
  const fields = [...parsed.values("field"), ...parsed.values("raw-field")].map((field) => field.value ?? "");
  // gh-api(1) `--input FILE` (`-` for standard input) is the body; a file's content is only known when it runs.
  const input = parsed.value("input");
  const body = input === undefined ? fields.join("&") : input.value === "-" ? fromStdin(stdin) : `@${input.value ?? "(unknown)"}`;
  const method = (parsed.value("method")?.value ?? (fields.length > 0 || input !== undefined ? "POST" : "GET")).toUpperCase();
  const host = parsed.value("hostname")?.value;
  const base = name === "glab" ? `https://${host ?? "gitlab.com"}/api/v4/` : host ? `https://${host}/api/v3/` : "https://api.github.com/";
  const url = /^https?:\/\//.test(endpoint) ? endpoint : base + endpoint.replace(/^\/+/, "");
  return [{ method, url, body }];
}

/**
 * A `gh api` endpoint whose parts come from variables (`"repos/$OWNER/$REPO"`), as written with
 * each variable standing for one path segment: the shape of the path decides what it reaches.
 */
function endpointShape(field: Field | undefined): string | undefined {
  if (field === undefined || field.text.length > 512) return undefined;
  const shape = field.text.replace(/^(["'])(.*)\1$/s, "$2").replace(/\$\{\w+\}|\$\w+|\{\w+\}/g, "_");
  return /^\/?[\w.-]+(?:\/[\w.%-]+)*$/.test(shape) ? shape : undefined;
}

function azRest(args: readonly Field[]): HttpRequest[] {
  if (args[0]?.value !== "rest") return [];
  const parsed = parseOptions(args.slice(1), { values: "mu", longValues: ["method", "url", "uri", "body", "headers", "resource"], aliases: { m: "method", u: "url", uri: "url" } });
  const url = parsed.value("url")?.value;
  if (url === undefined) return [];
  return [{ method: (parsed.value("method")?.value ?? "GET").toUpperCase(), url, body: parsed.value("body")?.value ?? "" }];
}

/** The workspace the Databricks CLI's profile names: remote, and not known from the command line. */
const DATABRICKS_WORKSPACE = "https://workspace.databricks.invalid";

/**
 * `databricks api <get|post|put|patch|delete> PATH [--json JSON]` (Databricks CLI, "api command
 * group"): a request to the workspace's REST API, the body given inline, as `@file`, or on stdin.
 */
function databricksApi(args: readonly Field[], stdin: string | undefined): HttpRequest[] {
  if (args[0]?.value !== "api") return [];
  const parsed = parseOptions(args.slice(1), { values: "p", longValues: ["json", "profile", "output", "target", "debug", "log-level"], aliases: { p: "profile" } });
  const [method, path] = parsed.operands;
  if (method?.value === undefined || !METHODS.has(method.value.toUpperCase()) || path?.value === undefined) return [];
  const json = parsed.value("json");
  const body = json === undefined ? "" : json.value === "-" || json.value === "@-" ? fromStdin(stdin) : (json.value ?? "");
  return [{ method: method.value.toUpperCase(), url: DATABRICKS_WORKSPACE + (path.value.startsWith("/") ? "" : "/") + path.value, body }];
}

/** grpcurl's flags that take a value (Go flags: one dash or two, `-flag value` or `-flag=value`). */
const GRPCURL_VALUED = new Set(["d", "H", "rpc-header", "reflect-header", "import-path", "proto", "protoset", "cert", "key", "cacert", "authority", "servername", "max-time", "connect-timeout", "keepalive-time", "format", "user-agent", "max-msg-sz", "unix", "alts-handshaker-service", "alts-target-service-account"]);

/**
 * `grpcurl [flags] ADDRESS SERVICE/METHOD` (grpcurl's README): a gRPC call, read as a POST to
 * `https://ADDRESS/SERVICE/METHOD` (`http` with `-plaintext`) so the RPC model judges its method;
 * `list` and `describe` send no call.
 */
function grpcurl(args: readonly Field[], stdin: string | undefined): HttpRequest[] {
  const operands: string[] = [];
  let plaintext = false;
  let body = "";
  for (let index = 0; index < args.length && index < 64; index++) {
    const value = args[index]?.value;
    if (value === undefined) return [];
    const flag = /^--?([\w-]+)(?:=(.*))?$/s.exec(value);
    if (!flag) {
      operands.push(value);
      continue;
    }
    if (flag[1] === "plaintext") plaintext = true;
    if (flag[2] === undefined && GRPCURL_VALUED.has(flag[1] as string)) {
      const next = args[++index]?.value ?? "";
      if (flag[1] === "d") body = next === "@" ? fromStdin(stdin) : next;
    } else if (flag[1] === "d") body = flag[2] ?? "";
  }
  const [address, method] = operands;
  if (address === undefined || method === undefined || method === "list" || method === "describe") return [];
  const path = method.includes("/") ? method : method.replace(/\.([^.]+)$/, "/$1");
  return [{ method: "POST", url: `${plaintext ? "http" : "https"}://${address}/${path}`, body }];
}
