import type { HttpRequest } from "../planes/http-requests.js";
import { kubectlVerb } from "../planes/kubectl-verb.js";

/** kubectl's verbs that take `--raw PATH`, and the HTTP method each sends. */
const RAW_METHODS: ReadonlyMap<string, string> = new Map([["get", "GET"], ["create", "POST"], ["replace", "PUT"], ["delete", "DELETE"]]);

/**
 * The request `kubectl get|create|replace|delete --raw PATH` (also `oc`) sends to the cluster's
 * API server, with the cluster standing in as `https://kubernetes.cluster`; undefined when the
 * command sends no raw request.
 *
 * @example
 * kubectlRawRequest(["get", "--raw", "/api/v1/secrets"]) // { method: "GET", url: "https://kubernetes.cluster/api/v1/secrets", body: "" }
 * kubectlRawRequest(["get", "pods"]) // undefined
 */
export function kubectlRawRequest(args: readonly string[]): HttpRequest | undefined {
  const method = RAW_METHODS.get(kubectlVerb(args) ?? "");
  let path: string | undefined;
  for (let index = 0; index < args.length && index < 64; index++) {
    const arg = args[index] as string;
    if (arg === "--raw") path = args[index + 1];
    else if (arg.startsWith("--raw=")) path = arg.slice("--raw=".length);
  }
  if (!method || path === undefined || !path.startsWith("/") || path.length > 2048) return undefined;
  return { method, url: `https://kubernetes.cluster${path}`, body: "" };
}
