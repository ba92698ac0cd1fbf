import type { Invocation } from "../model.js";
import { kubectlVerb } from "./kubectl-verb.js";

/** Programs whose documented purpose is to make a remote service answer on a local port. */
const PROXIES: ReadonlySet<string> = new Set([
  "cloud-sql-proxy", "cloud_sql_proxy", "alloydb-auth-proxy", "cloudflared", "boundary", "socat", "chisel", "sshuttle", "inlets", "pgbouncer", "ngrok",
]);

/**
 * Whether a command makes a service elsewhere answer on a port of this machine, so that a later
 * `localhost` may be another host: ssh's local forwards (`ssh -L 5432:db:5432`, `-o
 * LocalForward=…`) and SOCKS proxies (`ssh -D 1080`), `kubectl port-forward`, `kubectl proxy`, `fly proxy`, `gcloud … start-iap-tunnel`, AWS SSM's
 * port-forwarding sessions, `az network bastion tunnel`, `tsh proxy db`, and database proxies
 * (`cloud-sql-proxy`, `socat TCP-LISTEN:…`, `cloudflared access tcp`).
 *
 * @example
 * forwardsPort(invocation("ssh", "-fNL", "5432:prod-db:5432", "bastion")) // true
 */
export function forwardsPort(invocation: Invocation): boolean {
  const name = invocation.name;
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  switch (name) {
    case "ssh":
    case "autossh":
      return values.some((value, index) => /^-[a-zA-Z]*[LD]/.test(value) || /^-oDynamicForward/i.test(value) || (/^-[a-zA-Z]*o$/.test(value) && /^DynamicForward[= ]/i.test(values[index + 1] ?? "")) || (/^-[a-zA-Z]*o$/.test(value) && /^LocalForward[= ]/i.test(values[index + 1] ?? "")) || /^-oLocalForward/i.test(value));
    case "kubectl":
    case "oc":
      // `kubectl proxy` serves the cluster's API server on a local port (8001 unless `--port`).
      return values.includes("port-forward") || kubectlVerb(values) === "proxy";
    case "fly":
    case "flyctl":
      return values[0] === "proxy";
    case "gcloud":
      return values.includes("start-iap-tunnel") || (values.includes("ssh") && values.some((value) => /^-[a-zA-Z]*L/.test(value)));
    case "aws":
      return values.includes("start-session") && values.some((value) => /PortForwarding/i.test(value));
    case "az":
      return values.includes("tunnel");
    case "tsh":
      return values[0] === "proxy";
    case "socat":
      return values.some((value) => /^TCP\d?-LISTEN:/i.test(value));
    default:
      return PROXIES.has(name) && (name !== "cloudflared" || values.includes("access"));
  }
}

