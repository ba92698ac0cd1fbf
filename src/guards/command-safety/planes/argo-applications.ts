import type { Field, Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";

/** Argo CD's Application and ApplicationSet kinds as kubectl names them (the CRDs' short names are `app`, `apps`, `appset`, `appsets`). */
export const ARGO_APPLICATION_KIND = /^(?:applications?|apps?|applicationsets?|appsets?)(?:\.argoproj\.io)?$/i;
/** The finalizer that makes deleting an Application delete every resource it deployed ("App Deletion": `resources-finalizer.argocd.argoproj.io`, also `…/background`). */
const RESOURCES_FINALIZER = /resources-finalizer\.argocd\.argoproj\.io/;
/** `argocd app delete`'s and `argocd appset delete`'s options that take a value (argocd CLI reference). */
const VALUED = new Set(["-l", "--selector", "-p", "--propagation-policy", "--server", "--grpc-web-root-path", "--auth-token", "--config", "--context", "--argocd-context", "--header", "-H", "--kube-context", "--loglevel", "--logformat", "--port-forward-namespace", "--app-namespace", "-N", "--client-crt", "--client-crt-key", "--redis-haproxy-name", "--redis-name", "--repo-server-name", "--server-name", "--controller-name", "--http-retry-max", "--core"]);

/**
 * What Argo CD's CLI does to what an application deployed (Argo CD's "App Deletion" and argocd
 * CLI reference): `argocd app delete APP` cascades by default — the resources finalizer deletes
 * every resource the application deployed — and so does `argocd appset delete`, whose generated
 * applications carry that finalizer; `--cascade=false` only forgets the application's record and
 * leaves its resources running. `argocd app sync --prune` deletes what the application's source no
 * longer names. Returns undefined for other commands (the general verb rule judges them); an
 * empty list for a delete that only forgets the record.
 *
 * @example
 * argoApplicationEffects(invocation("argocd", "app", "delete", "payments"))?.[0]?.rule // "planes.cluster-delete"
 * argoApplicationEffects(invocation("argocd", "app", "delete", "preview", "--cascade=false")) // []
 */
export function argoApplicationEffects(invocation: Invocation): PlaneEffect[] | undefined {
  if (invocation.name !== "argocd") return undefined;
  const args = invocation.argv.slice(1, 65);
  const words = operands(args);
  const group = words[0];
  if ((group !== "app" && group !== "appset") || (words[1] !== "sync" && words[1] !== "delete" && words[1] !== "rm")) return undefined;
  const values = args.map((field) => field.value);
  if (words[1] === "sync") {
    return group === "app" && values.some((word) => word === "--prune" || word === "--prune=true") ? [{ rule: "planes.cluster-delete", what: "prunes every resource of the application that its source no longer names" }] : undefined;
  }
  // A Go boolean flag takes its value only after `=` (`--cascade=false`, `=0`, `=f`).
  if (values.some((value) => value !== undefined && /^--cascade=(?:false|0|f)$/i.test(value))) return [];
  const what = group === "app" ? "deletes the application and, through its resources finalizer, every resource it deployed" : "deletes the application set, its applications and every resource they deployed";
  return [{ rule: "planes.cluster-delete", what }];
}

/**
 * Whether a patch of an Application adds the resources finalizer (a merge patch listing it, a JSON
 * patch adding it); a patch removing finalizers (`"op": "remove"`, `"finalizers": null`) does not.
 *
 * @example
 * addsResourcesFinalizer('{"metadata":{"finalizers":["resources-finalizer.argocd.argoproj.io"]}}') // true
 */
export function addsResourcesFinalizer(body: string): boolean {
  return RESOURCES_FINALIZER.test(body) && !/["']op["']\s*:\s*["']remove["']/.test(body);
}

/** The words that are neither options nor an option's value. */
function operands(args: readonly Field[]): (string | undefined)[] {
  const found: (string | undefined)[] = [];
  for (let index = 0; index < args.length && found.length < 3; index++) {
    const value = args[index]?.value;
    if (value !== undefined && value.startsWith("-")) {
      if (VALUED.has(value)) index++;
      continue;
    }
    found.push(value);
  }
  return found;
}
