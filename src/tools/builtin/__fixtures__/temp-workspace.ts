import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorkspace } from "../../workspace.js";
import type { Workspace } from "../../workspace.js";

/** A temporary folder with a workspace over it, and helpers to populate it. */
export interface TempWorkspace {
  workspace: Workspace;
  root: string;
  /** Writes a file (creating folders) and returns its absolute path. */
  file(relative: string, content: string | Uint8Array): string;
  cleanup(): void;
}

/** Creates a temporary workspace; call `cleanup()` in `afterEach`. */
export function createTempWorkspace(prefix = "loopgate-tools-"): TempWorkspace {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  return {
    workspace: createWorkspace(root),
    root,
    file(relative, content) {
      const absolute = path.join(root, relative);
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, content);
      return absolute;
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
