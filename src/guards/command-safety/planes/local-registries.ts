import type { Field } from "../model.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";

/** Container registry clients whose `delete` subcommands remove images, tags or manifests from the registry a reference names. */
const REGISTRY_CLIENTS = new Set(["crane", "gcrane", "skopeo", "regctl", "oras"]);
/** Transports skopeo(1) writes before a registry reference (`docker://localhost:5000/app:tag`). */
const TRANSPORT = /^docker:\/\//;

/**
 * Whether every image reference a registry client's command names lives in a registry on this
 * machine (`crane delete localhost:5000/app:dev`, `skopeo delete docker://localhost:5000/app:test`,
 * `regctl tag delete 127.0.0.1:5000/app:dev`, `oras manifest delete localhost:5000/app:v1`): a
 * reference's first path component is its registry's host and port (the distribution
 * specification's image names), and deleting from a local development registry reaches nobody.
 *
 * @example
 * namesLocalRegistry("crane", fields("delete", "localhost:5000/app:dev")) // true
 * namesLocalRegistry("crane", fields("delete", "registry.acme.io/app:1.0")) // false
 */
export function namesLocalRegistry(tool: string, args: readonly Field[]): boolean {
  if (!REGISTRY_CLIENTS.has(tool)) return false;
  const references = args.filter((field) => field.value === undefined || (!field.value.startsWith("-") && field.value.includes("/")));
  return references.length > 0 && references.every((field) => field.value !== undefined && isLoopbackHost(registryHost(field.value)));
}

/** The host of an image reference's registry (`docker://localhost:5000/app` → `localhost`). */
function registryHost(reference: string): string {
  const registry = reference.replace(TRANSPORT, "").split("/")[0] ?? "";
  return registry.replace(/:\d+$/, "");
}
