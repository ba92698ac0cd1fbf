import type { ElsewhereCommand } from "../commands/elsewhere.js";
import { staticField, type Invocation } from "../model.js";
import { httpRequests } from "./http-requests.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * The kubelet's own API, on every node at port 10250 (10255 read-only on older clusters): its
 * `/run/NAMESPACE/POD/CONTAINER` endpoint runs the command given as the form field `cmd=` in the
 * container and returns its output; `/exec/…?command=…`, `/attach/…` and `/portForward/…` open
 * streams into it. A request reaching them works around the API server's authorization and
 * audit (Kubernetes documentation, "Kubelet authentication/authorization": anonymous requests and
 * the `nodes/proxy` permission reach every endpoint, also through the API server's
 * `/api/v1/nodes/NODE/proxy/…`, so `kubectl proxy` then `curl localhost:8001/api/v1/nodes/…` too). The command is judged as if it ran in that
 * container, and the request itself asks. `kubeletctl run|exec "CMD" -p POD -c CONTAINER` sends the
 * same requests.
 */

/** HTTP and WebSocket clients whose first URL operand may be a kubelet's. */
const CLIENTS: ReadonlySet<string> = new Set(["curl", "curlie", "wget", "wget2", "http", "https", "xh", "xhs", "websocat", "wscat"]);
/** A kubelet endpoint that runs or reaches into a container: host, endpoint, and the path after it. */
const KUBELET_URL = /^(?:(?:https?|wss?):\/\/)?(\[[^\]]+\]|[^/:\s]+):(?:10250|10255)\/(run|exec|attach|portForward)\/([^?#\s]*)(\?[^#\s]*)?/i;
/** The same endpoints reached through the API server's `nodes/proxy` subresource (`…/api/v1/nodes/NODE[:10250]/proxy/run/…`), from any host and port. */
const NODE_PROXY_URL = /^(?:(?:https?|wss?):\/\/)?[^/\s]*\/api\/v1\/nodes\/(?:https?:)?([^/:\s]+)(?::\d+)?\/proxy\/(run|exec|attach|portForward)\/([^?#\s]*)(\?[^#\s]*)?/i;

/** One request to a kubelet's container endpoint. */
interface KubeletRequest {
  node: string;
  endpoint: string;
  /** `namespace/pod/container`, as the path names it. */
  target: string;
  /** The command it runs, when the request carries one. */
  command?: string;
}

/** `a+b%20c` as form encoding reads it. */
function formDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** The kubelet requests a command sends, by URL and body. */
function kubeletRequests(invocation: Invocation): KubeletRequest[] {
  if (invocation.name === "kubeletctl") return kubeletctl(invocation);
  if (!CLIENTS.has(invocation.name)) return [];
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  if (!values.some((value) => /:1025[05]\/|\/proxy\//.test(value))) return [];
  const bodies = invocation.name === "websocat" || invocation.name === "wscat" ? [] : httpRequests(invocation).map((request) => request.body);
  const requests: KubeletRequest[] = [];
  for (const value of values) {
    const match = KUBELET_URL.exec(value) ?? NODE_PROXY_URL.exec(value);
    if (!match) continue;
    const [, node, endpoint, target, query] = match as unknown as [string, string, string, string, string | undefined];
    const request: KubeletRequest = { node, endpoint: endpoint.toLowerCase(), target: target.replace(/\/$/, "") };
    if (request.endpoint === "run") {
      const field = bodies.join("&").split("&").find((part) => part.startsWith("cmd="));
      if (field !== undefined) request.command = formDecode(field.slice(4));
    } else if (request.endpoint === "exec" && query) {
      const words = query.slice(1).split("&").filter((part) => part.startsWith("command=")).map((part) => formDecode(part.slice(8)));
      if (words.length > 0) request.command = words.join(" ");
    }
    requests.push(request);
  }
  return requests;
}

/** `kubeletctl run|exec "CMD" [-p POD] [-c CONTAINER] [-n NS] [-s NODE]`, and `attach`, `pf` (its port forward). */
function kubeletctl(invocation: Invocation): KubeletRequest[] {
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const verb = values.findIndex((value) => /^(?:run|exec|attach|pf|portforward)$/i.test(value));
  if (verb < 0) return [];
  const option = (...names: string[]): string | undefined => {
    const at = values.findIndex((value) => names.includes(value));
    return at >= 0 ? values[at + 1] : values.find((value) => names.some((name) => value.startsWith(`${name}=`)))?.replace(/^[^=]*=/, "");
  };
  const endpoint = (values[verb] as string).toLowerCase();
  const operand = values[verb + 1];
  const command = (endpoint === "run" || endpoint === "exec") && operand !== undefined && !operand.startsWith("-") ? operand : undefined;
  const target = [option("-n", "--namespace"), option("-p", "--pod"), option("-c", "--container")].filter(Boolean).join("/") || "every pod";
  return [{ node: option("-s", "--server") ?? "a node", endpoint, target, ...(command !== undefined ? { command } : {}) }];
}

/**
 * What a request to a kubelet's container endpoints does, as `planes.kubelet-command` effects.
 *
 * @example
 * kubeletEffects(invocation("curl", "-k", "https://10.0.0.5:10250/run/default/web/app", "-d", "cmd=id"))[0]?.rule // "planes.kubelet-command"
 */
export function kubeletEffects(invocation: Invocation): PlaneEffect[] {
  return kubeletRequests(invocation).map((request) => ({
    rule: "planes.kubelet-command",
    what: request.command !== undefined
      ? `runs \`${request.command.length > 80 ? `${request.command.slice(0, 77)}…` : request.command}\` in ${request.target} through the kubelet API on ${request.node}, around the cluster's authorization and audit`
      : `reaches into ${request.target} through the kubelet API's ${request.endpoint} endpoint on ${request.node}, around the cluster's authorization and audit`,
  }));
}

/**
 * The command a kubelet request runs in a container, to be judged as if it ran there.
 *
 * @example
 * kubeletCommand(invocation("curl", "-k", "https://node:10250/run/ns/pod/c", "-d", "cmd=rm -rf /data"))?.code?.[0]?.value // "rm -rf /data"
 */
export function kubeletCommand(invocation: Invocation): ElsewhereCommand | undefined {
  if (!CLIENTS.has(invocation.name) && invocation.name !== "kubeletctl") return undefined;
  const request = kubeletRequests(invocation).find((each) => each.command !== undefined);
  return request?.command === undefined ? undefined : { where: `kubelet ${request.node} (${request.target})`, remote: true, code: [staticField(request.command)] };
}

/** The programs `kubeletEffects` reads. */
export const KUBELET_PROGRAMS: readonly string[] = [...CLIENTS, "kubeletctl"];
