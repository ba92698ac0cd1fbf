import type { GuardVerdict } from "../../types.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Rule ids that were renamed, old → new, so overrides written for an old id keep working. */
export const RENAMED_RULES: Readonly<Record<string, string>> = {
  "infra.terraform-destroy": "planes.iac-destroy",
  "infra.kubernetes-delete-all": "planes.cluster-delete",
  "infra.sql-drop": "planes.sql-drop",
  "infra.bucket-delete": "planes.bucket-delete",
  "infra.publish": "planes.publish",
  "infra.*": "planes.*",
};

/**
 * Overrides with renamed rule ids replaced by their current ones (an override of the current id
 * wins over one of its old id).
 *
 * @example
 * renameOverrides({ "infra.sql-drop": "deny" }) // { "planes.sql-drop": "deny" }
 */
export function renameOverrides(overrides: Readonly<Record<string, GuardVerdict>>): Record<string, GuardVerdict> {
  const renamed: Record<string, GuardVerdict> = {};
  for (const [key, verdict] of Object.entries(overrides)) {
    const current = ownEntry(RENAMED_RULES, key) ?? key;
    if (current === key || !Object.hasOwn(overrides, current)) renamed[current] = verdict;
  }
  return renamed;
}
