import { optionValues } from "../commands/option-values.js";
import type { Invocation } from "../model.js";

/**
 * Tunnel services that give a local port a public address, by each one's documented command
 * line: `ngrok http|tcp|tls TARGET` (ngrok agent CLI reference), `cloudflared tunnel [run] --url
 * SERVICE` and `--unix-socket PATH` (Cloudflare Tunnel's "Quick Tunnels" and ingress service
 * types: `http`, `https`, `tcp`, `ssh`, `rdp`, `smb`, `unix`, `bastion`), `tailscale funnel
 * TARGET` (Tailscale's `funnel` reference: public on the internet, unlike `tailscale serve`, which
 * stays inside the tailnet), `lt|localtunnel --port N` (localtunnel's README), `bore local PORT
 * --to HOST` (bore's README), `zrok share public TARGET` (zrok's CLI reference) and `devtunnel
 * host -p PORT --allow-anonymous` (Microsoft dev tunnels: anonymous access makes it public).
 *
 * Exposing a web application's port is what these tools are for (`ngrok http 3000`,
 * `cloudflared tunnel --url http://localhost:8080`); exposing a service that hands whoever
 * connects a shell, a desktop, a database, a container runtime or a file share is not.
 */
export const TUNNEL_PROGRAMS: readonly string[] = ["ngrok", "cloudflared", "tailscale", "lt", "localtunnel", "bore", "zrok", "devtunnel"];

/**
 * Well-known ports of services whose client gets a shell, a desktop, data or the machine itself
 * (IANA's service name and port number registry, and each product's documentation for the ones
 * IANA does not list: Docker's 2375/2376, the kubelet's 10250, the Kubernetes API's 6443).
 */
const SERVICE_PORTS: ReadonlyMap<number, string> = new Map([
  [22, "SSH (a shell)"],
  [2222, "SSH (a shell)"],
  [23, "telnet (a shell)"],
  [5985, "WinRM (a shell)"],
  [5986, "WinRM (a shell)"],
  [3389, "Remote Desktop"],
  [5900, "VNC (a desktop)"],
  [5901, "VNC (a desktop)"],
  [5432, "PostgreSQL"],
  [3306, "MySQL"],
  [1433, "SQL Server"],
  [1521, "Oracle Database"],
  [27017, "MongoDB"],
  [6379, "Redis"],
  [9200, "Elasticsearch"],
  [5984, "CouchDB"],
  [9042, "Cassandra"],
  [7687, "Neo4j"],
  [11211, "memcached"],
  [26257, "CockroachDB"],
  [2375, "the Docker daemon (root on this machine)"],
  [2376, "the Docker daemon (root on this machine)"],
  [10250, "the kubelet"],
  [6443, "the Kubernetes API"],
  [2379, "etcd"],
  [445, "SMB file sharing"],
  [139, "SMB file sharing"],
  [2049, "NFS file sharing"],
  [21, "FTP file sharing"],
]);

/** Service schemes Cloudflare Tunnel proxies as such: each hands the client a shell, a desktop or a file share. */
const SERVICE_SCHEMES: ReadonlyMap<string, string> = new Map([
  ["ssh", "SSH (a shell)"],
  ["rdp", "Remote Desktop"],
  ["smb", "SMB file sharing"],
  ["bastion", "a bastion into every host the tunnel reaches"],
]);

/** A socket file of a container runtime: whoever reaches it runs containers as root here. */
const RUNTIME_SOCKET = /(?:^|\/)(?:docker|podman|containerd|crio)\.sock$/;

/**
 * What a tunnel target (`22`, `localhost:5432`, `tcp://127.0.0.1:2375`, `ssh://localhost:22`,
 * `unix:/var/run/docker.sock`) reaches, when it is a service of `SERVICE_PORTS` or
 * `SERVICE_SCHEMES`; undefined for a web port or anything not read.
 *
 * @example
 * exposedService("tcp://localhost:5432") // "PostgreSQL"
 * exposedService("3000") // undefined
 */
export function exposedService(target: string): string | undefined {
  const scheme = /^([a-z][\w+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  if (scheme !== undefined && SERVICE_SCHEMES.has(scheme)) return SERVICE_SCHEMES.get(scheme);
  if (scheme === "unix" || scheme === "unix+tls") return RUNTIME_SOCKET.test(target) ? "a container runtime's socket (root on this machine)" : undefined;
  const port = /^(?:[a-z][\w+.-]*:\/\/)?(?:[^/@]*@)?(?:(?:\[[^\]]*\]|[^/:]*):)?(\d{1,5})(?:\/.*)?$/i.exec(target)?.[1];
  return port === undefined ? undefined : SERVICE_PORTS.get(Number(port));
}

/** Each tool's options that take a value, so their values are not read as targets. */
const VALUED: Readonly<Record<string, RegExp>> = {
  ngrok: /^--(?:authtoken|region|subdomain|hostname|domain|url|remote-addr|config|log|log-level|log-format|basic-auth|oauth|oauth-allow-domain|oauth-allow-email|cidr-allow|cidr-deny|proxy-proto|label|host-header|scheme|binding|traffic-policy-file|description|metadata|name|upstream-protocol|crt|key|client-cas|mutual-tls-cas|response-header-add|request-header-add|response-header-remove|request-header-remove|verify-webhook|verify-webhook-secret|bind-tls|inspect|compression)$/,
  tailscale: /^--(?:https|http|tcp|tls-terminated-tcp|set-path|socket)$/,
  bore: /^(?:-[tlps]|--(?:to|local-host|port|secret))$/,
  zrok: /^(?:-b|--(?:backend-mode|basic-auth|headless|oauth-provider|oauth-email-domains|oauth-check-interval|frontend|unique-name|name-selection))$/,
  devtunnel: /^(?:-p|--port-numbers|--protocol|-e|--expiration|--host-header|--origin-header|--description|--tags|--labels|-t|--tunnel-id)$/,
};

/** The words of a command line that are not options or option values. */
function operands(values: readonly string[], valued: RegExp | undefined): string[] {
  const found: string[] = [];
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as string;
    if (!value.startsWith("-")) found.push(value);
    else if (!value.includes("=") && valued?.test(value)) index++;
  }
  return found;
}

/** The local targets a tunnel command publishes, by the tool's documented grammar; empty when it publishes nothing to the internet. */
function publishedTargets(name: string, values: readonly string[]): string[] {
  const words = operands(values, VALUED[name]);
  switch (name) {
    case "ngrok":
      // `ngrok http|tcp|tls TARGET`; `ngrok http file:///…` is a file server (`flows/file-servers.ts`).
      return ["http", "tcp", "tls"].includes(words[0] ?? "") ? words.slice(1) : [];
    case "cloudflared":
      // `cloudflared tunnel [run] --url SERVICE`; `cloudflared access …` is the client side.
      return words.includes("tunnel") && !words.includes("access") ? [...optionValues(values, ["--url"]), ...optionValues(values, ["--unix-socket"]).map((path) => `unix:${path}`)] : [];
    case "tailscale":
      // `tailscale funnel [flags] TARGET [off]`: `off`, `reset` and `status` take a funnel down or show it.
      return words[0] === "funnel" && !words.some((word) => word === "off" || word === "reset" || word === "status") ? words.slice(1) : [];
    case "lt":
    case "localtunnel":
      return optionValues(values, ["--port", "-p"]);
    case "bore":
      return words[0] === "local" ? words.slice(1, 2) : [];
    case "zrok":
      return words[0] === "share" && words[1] === "public" ? words.slice(2) : [];
    case "devtunnel":
      return words[0] === "host" && values.some((value) => value === "--allow-anonymous" || value === "-a") ? optionValues(values, ["-p", "--port-numbers"]).flatMap((ports) => ports.split(",")) : [];
    default:
      return [];
  }
}

/**
 * What a tunnel command puts on the internet, when it is a shell, a desktop, a database, a
 * container runtime or a file share of this machine (or one it reaches); undefined otherwise.
 *
 * @example
 * publicTunnelExposure(invocation("ngrok", "tcp", "22")) // "puts SSH (a shell) of this machine on a public address (22)"
 * publicTunnelExposure(invocation("ngrok", "http", "3000")) // undefined
 */
export function publicTunnelExposure(invocation: Invocation): string | undefined {
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  if (values.includes("--help")) return undefined;
  for (const target of publishedTargets(invocation.name, values)) {
    const service = exposedService(target);
    if (service !== undefined) return `puts ${service} on a public address through a tunnel (${target}), for anyone on the internet to reach`;
  }
  return undefined;
}
