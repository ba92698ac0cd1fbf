import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import type { TaskWords } from "./task-words.js";

/** A backend store URI on this machine: a path, a `file:` URI, or a SQLite file. */
const LOCAL_STORE = /^(?:\.{0,2}\/|[\w.-]+(?:\/|$)|file:|sqlite:\/\/\/(?!\/))/;

/**
 * Garbage collectors of ML and data tools that delete permanently what they collect:
 * `mlflow gc` against a tracking server's database or a remote artifact store (a local
 * `./mlruns` is the project's), `zenml artifact
 * prune` (artifacts in the artifact store), `optuna delete-study` on a database, `feast teardown`
 * (the feature store's online and offline tables). `dvc gc --cloud` is the history rules'; local
 * cache cleanups stay out (`dvc gc`,
 * `wandb artifact cache cleanup`, `huggingface-cli delete-cache`).
 *
 * @example
 * mlStoreEffects(invocation("mlflow", "gc", "--backend-store-uri", "postgresql://db/mlflow"), task)[0]?.rule // "planes.store-delete"
 */
export function mlStoreEffects(invocation: Invocation, task: TaskWords): PlaneEffect[] {
  const { tool } = task;
  if (tool !== "mlflow" && tool !== "zenml" && tool !== "optuna" && tool !== "feast") return [];
  const args = task.args.map((field) => field.value ?? "\u0000");
  if (args.length > 64) return [];
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const option = (name: string) => {
    const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
    if (at < 0) return undefined;
    const arg = args[at] as string;
    return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (args[at + 1] ?? "");
  };
  if (tool === "mlflow" && operands[0] === "gc") {
    const backend = option("--backend-store-uri");
    const artifacts = option("--artifacts-destination");
    const remote = [backend, artifacts].find((uri) => uri !== undefined && !LOCAL_STORE.test(uri));
    if (remote === undefined && (invocation.assignments.get("MLFLOW_TRACKING_URI")?.value ?? "").match(/^https?:\/\//) === null) return [];
    return [{ rule: "planes.store-delete", what: `permanently deletes the runs and experiments marked deleted${remote ? ` from ${remote.replace(/\/\/[^@/]*@/, "//")}` : " on the tracking server"}, with their artifacts` }];
  }
  if (tool === "zenml" && operands[0] === "artifact" && operands[1] === "prune" && !args.includes("--only-metadata")) {
    return [{ rule: "planes.store-delete", what: "deletes every unused artifact from the artifact store" }];
  }
  if (tool === "optuna" && operands[0] === "delete-study") return [{ rule: "planes.store-delete", what: "deletes a study and its trials from the storage" }];
  if (tool === "feast" && operands[0] === "teardown") return [{ rule: "planes.store-delete", what: "tears down the feature store's tables and infrastructure" }];
  return [];
}
