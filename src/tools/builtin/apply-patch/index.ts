import { z } from "zod";
import { PatchApplyError } from "../../apply-patch/patch-apply-error.js";
import { PatchParseError } from "../../apply-patch/patch-parse-error.js";
import { parsePatch } from "../../apply-patch/parse-patch.js";
import type { ParsedPatch } from "../../apply-patch/types.js";
import { defineTool } from "../../define-tool.js";
import type { Tool } from "../../types.js";
import type { Workspace } from "../../workspace.js";
import { errorText, toolError } from "../shared/tool-result.js";
import { commitChanges } from "./commit-changes.js";
import { planChanges } from "./plan-changes.js";
import type { PatchFileSummary } from "./plan-changes.js";

/** Limits of the `apply_patch` tool. */
export interface ApplyPatchToolOptions {
  /** The largest file a patch may read or produce, in bytes. Default 10 MB. */
  maxBytes?: number;
}

/** What `apply_patch` takes. */
export interface ApplyPatchInput {
  patch: string;
}

/** What `apply_patch` reports besides its text. */
export interface ApplyPatchDetails {
  files: PatchFileSummary[];
}

const applyPatchInput = z.object({
  patch: z
    .string()
    .min(1)
    .describe('The patch: a unified diff (--- a/file, +++ b/file, @@ hunks) or a "*** Begin Patch" … "*** End Patch" block.'),
});

const DESCRIPTION = `Apply a patch that adds, updates, moves or deletes files. All changes apply together or none do.
Accepted formats:
1. A unified diff (as from git diff): "--- a/path", "+++ b/path", then "@@ -start,count +start,count @@" hunks; /dev/null for added or deleted files.
2. The envelope format:
*** Begin Patch
*** Add File: path/new.txt
+every line starts with +
*** Update File: path/old.py
*** Move to: path/renamed.py   (optional)
@@ def some_function():        (optional line above the change, to locate it)
 context line (starts with a space)
-removed line
+added line
*** Delete File: path/gone.txt
*** End Patch
Give about three lines of context around each change, copied exactly from the file.`;

/**
 * The `apply_patch` tool: applies a unified diff or a "*** Begin Patch" patch across several files,
 * all-or-nothing. Every new content is computed in memory first; writes are atomic and rolled back
 * if a later one fails.
 *
 * @example
 * await applyPatchTool(workspace).execute({ patch: "*** Begin Patch\n*** Delete File: old.txt\n*** End Patch" }, ctx);
 */
export function applyPatchTool(workspace: Workspace, options: ApplyPatchToolOptions = {}): Tool<ApplyPatchInput, ApplyPatchDetails> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  return defineTool<ApplyPatchInput, ApplyPatchDetails>({
    name: "apply_patch",
    description: DESCRIPTION,
    inputSchema: applyPatchInput,
    async execute(input) {
      let patch: ParsedPatch;
      try {
        patch = parsePatch(input.patch);
      } catch (error) {
        if (error instanceof PatchParseError) return toolError(`${error.message}. Nothing was changed.`);
        return toolError(`The patch could not be read (${errorText(error)}). Nothing was changed.`);
      }
      let plan: Awaited<ReturnType<typeof planChanges>>;
      try {
        plan = await planChanges(patch, workspace, maxBytes);
      } catch (error) {
        if (error instanceof PatchApplyError) return toolError(`${error.message}\nNothing was changed.`);
        return toolError(`The patch could not be applied (${errorText(error)}). Nothing was changed.`);
      }
      const committed = await commitChanges(workspace.root, plan.changes);
      if (!committed.ok) {
        const restored = committed.rollbackErrors.length === 0
          ? "Every file already written was restored; nothing was changed."
          : `Restoring failed for: ${committed.rollbackErrors.join("; ")}. Check those files.`;
        return toolError(`Writing ${committed.failed} failed (${committed.message}). ${restored}`);
      }
      const lines = plan.summary.map(describe);
      const unchanged = plan.changes.length === 0 ? " (the files already had this content)" : "";
      return {
        output: `Applied the patch to ${plan.summary.length} file${plan.summary.length === 1 ? "" : "s"}${unchanged}:\n${lines.join("\n")}`,
        details: { files: plan.summary },
      };
    },
  });
}

function describe(file: PatchFileSummary): string {
  const counts = `(+${file.added} -${file.removed})`;
  switch (file.kind) {
    case "add":
      return `  A ${file.path} ${counts}`;
    case "delete":
      return `  D ${file.path} ${counts}`;
    case "move":
      return `  R ${file.path} → ${file.newPath ?? ""} ${counts}`;
    default:
      return `  M ${file.path} ${counts}`;
  }
}
