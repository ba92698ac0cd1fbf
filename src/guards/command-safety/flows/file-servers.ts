import { ownEntry } from "../../../util/own-entry.js";
import { staticField, type Field, type Invocation } from "../model.js";

/** Options of static file servers that take a value (port, address, …), so their operand is found. */
const VALUE_OPTIONS = new Set(["-p", "--port", "-a", "--address", "-b", "--bind", "-c", "-P", "--proxy", "-l", "--listen", "-i", "--interfaces", "-t", "-S", "-C", "-K", "--cert", "--key", "--host", "-H"]);
const OTHER_SERVERS = new Set(["httpd", "caddy", "updog", "twistd", "ngrok", "rclone", "webfsd", "jwebserver", "goshs", "filebrowser", "static-web-server", "tailscale"]);
const STATIC_SERVERS = new Set(["http-server", "serve", "live-server", "static-server", "miniserve", "darkhttpd", "sirv", "servor", "simple-http-server", "ws", "local-web-server", "dufs", "gossa"]);
/** `tailscale serve|funnel` options that take a value (Tailscale's `serve` reference). */
const TAILSCALE_VALUED = /^--(?:set-path|https|http|tcp|tls-terminated-tcp)$/;
/** `rclone serve PROTOCOL path`: the protocols that expose a directory over the network. */
const RCLONE_SERVE = new Set(["http", "webdav", "ftp", "sftp", "dlna", "s3", "nfs", "restic"]);

/**
 * The directory a command serves over HTTP, when it is a static file server: `python -m
 * http.server` (`--directory`), `php -S` (`-t`), `ruby -run -e httpd`, busybox `httpd -h`,
 * `caddy file-server --root`, `updog -d`, `twistd web --path`, `ngrok http file:///dir`, `webfsd -r`,
 * `jwebserver -d`, `goshs -d`, `filebrowser -r`, `static-web-server -d`, `tailscale serve|funnel PATH`, and `http-server`, `serve`,
 * `miniserve` and the like (their operand). Without one it serves the working directory (`.`).
 *
 * @example
 * servedDirectory(invocation("python3", "-m", "http.server", "-d", "/home/ada"))?.value // "/home/ada"
 */
export function servedDirectory(invocation: Invocation): Field | undefined {
  const name = invocation.name;
  if (!STATIC_SERVERS.has(name) && !OTHER_SERVERS.has(name) && !/^(?:python|pypy|php|ruby)/.test(name)) return undefined;
  const args = invocation.argv.slice(1);
  const values = args.map((field) => field.value ?? "");
  const valueOf = (...options: string[]): Field | undefined => {
    for (let index = 0; index < args.length; index++) {
      const value = values[index] as string;
      if (options.includes(value)) return args[index + 1];
      const option = options.find((candidate) => candidate.startsWith("--") && value.startsWith(`${candidate}=`));
      if (option) return { ...(args[index] as Field), value: value.slice(option.length + 1) };
    }
    return undefined;
  };
  if (/^python/.test(name) || /^pypy/.test(name)) {
    const module = values.indexOf("-m");
    // The standard library's servers, and uploadserver (http.server with uploads, same `-d`).
    if (module < 0 || !["http.server", "SimpleHTTPServer", "uploadserver", "RangeHTTPServer", "twisted"].includes(values[module + 1] ?? "")) return undefined;
    if (values[module + 1] === "twisted") return values[module + 2] === "web" ? valueOf("--path") : undefined;
    return valueOf("-d", "--directory") ?? staticField(".");
  }
  if (/^php/.test(name)) return values.includes("-S") ? (valueOf("-t") ?? staticField(".")) : undefined;
  if (/^ruby/.test(name)) {
    // `-e httpd` or, attached, `-ehttpd`.
    const httpd = values.findIndex((value, index) => (value === "httpd" && values[index - 1] === "-e") || value === "-ehttpd");
    return httpd >= 0 && values.includes("-run") ? (firstOperand(args.slice(httpd + 1)) ?? staticField(".")) : undefined;
  }
  // busybox httpd: `-h DIR` is its home, `-f` keeps it in the foreground, `-p [IP:]PORT` where it listens (Apache's httpd takes `-k` and has no `-p`).
  if (name === "httpd" && !values.includes("-k") && (values.includes("-f") || values.includes("-h") || values.includes("-p"))) return valueOf("-h") ?? staticField(".");
  // ngrok's file server: `ngrok http file:///path` puts a directory on a public URL.
  if (name === "ngrok") {
    const url = values.find((value) => value.startsWith("file://"));
    return values[0] === "http" && url !== undefined ? staticField(decodedPath(url.slice(7)) || "/") : undefined;
  }
  if (name === "rclone") return values[0] === "serve" && RCLONE_SERVE.has(values[1] ?? "") ? firstOperand(args.slice(2)) : undefined;
  if (name === "caddy") return values[0] === "file-server" ? (valueOf("--root", "-r") ?? staticField(".")) : undefined;
  if (name === "updog") return valueOf("-d", "--directory") ?? staticField(".");
  if (name === "twistd") return values.includes("web") ? (valueOf("--path") ?? undefined) : undefined;
  // webfsd `-r DIR`, Java's jwebserver and goshs `-d DIR`, File Browser `-r|--root DIR`, static-web-server `-d|--root DIR`.
  if (name === "webfsd") return valueOf("-r") ?? staticField(".");
  if (name === "jwebserver" || name === "goshs") return valueOf("-d", "--directory") ?? staticField(".");
  if (name === "filebrowser") return values[0] === undefined || values[0].startsWith("-") ? (valueOf("-r", "--root") ?? staticField(".")) : undefined;
  if (name === "static-web-server") return valueOf("-d", "--root") ?? staticField("./public");
  // `tailscale serve|funnel [flags] TARGET` (or the older `… https / TARGET`, whose `/` is the mount
  // point) shares a local directory on the tailnet or the internet when its last operand is a path:
  // `tailscale funnel --bg /` serves the whole file system. `--set-path` and the port options take values.
  if (name === "tailscale") {
    if (values[0] !== "serve" && values[0] !== "funnel") return undefined;
    const operands = args.slice(1).filter((field, index, rest) => !field.value?.startsWith("-") && !TAILSCALE_VALUED.test(rest[index - 1]?.value ?? ""));
    const target = operands.at(-1);
    return target?.value !== undefined && /^(?:\/|~|\.)/.test(target.value) ? target : undefined;
  }
  if (STATIC_SERVERS.has(name)) return firstOperand(args) ?? staticField(".");
  return undefined;
}

function firstOperand(args: readonly Field[]): Field | undefined {
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value !== undefined && VALUE_OPTIONS.has(value)) index++;
    else if (value === undefined || !value.startsWith("-")) return args[index];
  }
  return undefined;
}

/** A URL path with `%xx` escapes decoded; a malformed escape is left as written. */
function decodedPath(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The options that set the address a file server listens on, from each one's manual or `--help`:
 * Python's `http.server` and `uploadserver` (`-b, --bind`), ruby's un.rb `httpd`
 * (`--bind-address`), `http-server -a`, `serve -l|--listen` (a listen URI), `live-server --host`,
 * `miniserve -i|--interfaces`, `caddy file-server --listen`, busybox `httpd -p [IP:]PORT`,
 * `darkhttpd --addr`, `sirv -H|--host`, `static-web-server -a|--host`, `dufs -b|--bind`,
 * `goshs -i|--ip`, `jwebserver -b|--bind-address`, `webfsd -i`, `filebrowser -a|--address`,
 * `simple-http-server -i|--ip`, `ws --hostname`, `gossa -h`, and twistd's `--listen` strports
 * description (`tcp:8080:interface=0.0.0.0`). `php -S ADDR:PORT` names it in its one option.
 */
const ADDRESS_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  python: ["-b", "--bind"],
  ruby: ["-b", "--bind-address"],
  "http-server": ["-a"],
  serve: ["-l", "--listen"],
  "live-server": ["--host"],
  miniserve: ["-i", "--interfaces"],
  caddy: ["--listen"],
  httpd: ["-p"],
  darkhttpd: ["--addr"],
  sirv: ["-H", "--host"],
  "static-web-server": ["-a", "--host"],
  dufs: ["-b", "--bind"],
  goshs: ["-i", "--ip"],
  jwebserver: ["-b", "--bind-address"],
  webfsd: ["-i"],
  filebrowser: ["-a", "--address"],
  "simple-http-server": ["-i", "--ip"],
  ws: ["--hostname"],
  gossa: ["-h"],
  twistd: ["--listen"],
  php: ["-S"],
};
/** Every interface: IPv4's and IPv6's unspecified address, `0` as `php -S 0:8000` and inet_aton read it, `*`. */
const EVERY_INTERFACE = /^(?:0\.0\.0\.0|0|::|0:0:0:0:0:0:0:0|\*)$/;

/**
 * The address a file server was explicitly told to listen on when it is every interface
 * (`--bind 0.0.0.0`, `-b ::`, `php -S 0.0.0.0:8000`, `serve -l tcp://0.0.0.0:3000`), so anyone on
 * the network can fetch what it serves. updog has no option to choose one: it always listens on
 * 0.0.0.0. Undefined without an address (a server's default is where it is everyday previewing)
 * or for localhost.
 *
 * @example
 * listensEverywhere(invocation("python3", "-m", "http.server", "--bind", "0.0.0.0")) // "0.0.0.0"
 * listensEverywhere(invocation("python3", "-m", "http.server", "8000")) // undefined
 */
export function listensEverywhere(invocation: Invocation): string | undefined {
  const name = invocation.name;
  if (name === "updog") return "0.0.0.0";
  const family = /^(?:python|pypy)/.test(name) ? "python" : /^php/.test(name) ? "php" : /^ruby/.test(name) ? "ruby" : name;
  const options = ownEntry(ADDRESS_OPTIONS, family);
  if (options === undefined) return undefined;
  const args = invocation.argv.slice(1, 65);
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value ?? "";
    const option = options.find((candidate) => value === candidate || (candidate.startsWith("--") && value.startsWith(`${candidate}=`)));
    if (option === undefined) continue;
    const address = value === option ? args[index + 1]?.value : value.slice(option.length + 1);
    if (address !== undefined && EVERY_INTERFACE.test(hostOf(address))) return address;
  }
  return undefined;
}

/** The host of a listen address: `0.0.0.0:8000`, `[::]:8000`, `tcp://0.0.0.0:3000`, `tcp:8080:interface=::`, or a bare host. */
function hostOf(address: string): string {
  const strport = /(?:^|:)interface=([^:]*(?:\\:[^:]*)*)/.exec(address);
  if (strport) return (strport[1] as string).replace(/\\:/g, ":");
  const bare = address.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(bare);
  if (bracketed) return bracketed[1] as string;
  if (bare.split(":").length > 2) return bare;
  return bare.replace(/:\d*$/, "");
}

