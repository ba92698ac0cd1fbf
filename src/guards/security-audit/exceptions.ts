import path from "node:path";
import { indexOfSequence, type PathView } from "./path-matcher.js";
import { HOME_CREDENTIAL_STORES } from "./rules.js";

const EXCEPTION_DIRECTORIES = new Set(["node_modules", "test", "tests", "__tests__", "fixtures", "__fixtures__"]);

/** Whether the path lies inside one of a home directory's credential stores (`~/.ssh`, `~/.aws`, …), any user's. */
export function isInHomeCredentialStore(view: PathView, extraStores: readonly string[] = []): boolean {
  const below = view.homeSegments;
  if (!below) return false;
  return [...HOME_CREDENTIAL_STORES, ...extraStores].some((store) => {
    const parts = store.toLowerCase().split("/").filter(Boolean);
    return indexOfSequence(below.slice(0, parts.length), parts) === 0 && below.length > parts.length;
  });
}

/**
 * The seed's allow-listed exceptions: files inside `node_modules/`, test or fixture directories,
 * `*.test.*` files and `package-lock.json`. Directories above the project root (`cwd`) do not
 * count, so a project that happens to live in `/srv/test/app` gets no blanket pass; `.env.test.local`
 * is an environment file, not a test.
 */
export function isExceptionPath(view: PathView, projectRoots: readonly string[]): boolean {
  if (view.name === "package-lock.json") return true;
  if (view.name.includes(".test.") && !view.name.startsWith(".env")) return true;
  const directories = anchoredSegments(view, projectRoots).slice(0, -1);
  return directories.some((segment) => EXCEPTION_DIRECTORIES.has(segment));
}

/** The path's segments below the project root if it is inside it, below its home if in one, else all. */
function anchoredSegments(view: PathView, projectRoots: readonly string[]): readonly string[] {
  for (const projectRoot of projectRoots) {
    const root = projectRoot.split(path.sep).join("/").toLowerCase().replace(/\/+$/, "");
    if (root !== "" && view.lower.startsWith(`${root}/`)) return view.lower.slice(root.length + 1).split("/").filter(Boolean);
  }
  return view.homeSegments ?? view.segments;
}
