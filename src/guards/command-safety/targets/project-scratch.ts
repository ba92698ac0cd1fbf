import path from "node:path";
import { HOME_CREDENTIAL_STORES } from "../../security-audit/rules.js";

/**
 * Directories whose contents a project keeps only for a while, by the conventions of its tools:
 * scratch space (`tmp`, `.tmp`, `temp`, `scratch`), tests and their data (`test`, `tests`,
 * `__tests__`, `spec`, `testdata` — Go's `go help test` —, `fixtures`, `__fixtures__`,
 * `__mocks__`) and build outputs (`build`, `dist`, `out`, `target`, `coverage`, framework output
 * directories). A key or certificate there is a throwaway one a test or a build made.
 */
const SCRATCH_DIRECTORIES = new Set([
  "tmp", ".tmp", "temp", ".temp", "scratch",
  "test", "tests", "__tests__", "spec", "specs", "testdata", "test-data", "test_data", "fixtures", "__fixtures__", "__mocks__",
  "build", "dist", "out", "target", "coverage", ".next", ".nuxt", ".svelte-kit", ".output",
]);

/** Where a file lies relative to the project, as it matters for destroying it. */
export type ProjectPlace = "scratch" | "project";

/**
 * Whether an absolute path lies inside the project (`project`), and then whether in one of its
 * scratch, test or build directories (`scratch`); undefined outside it. A path inside a home
 * directory's credential stores is never the project's, even when the project is the home
 * directory itself (`~/.ssh/id_rsa` with the agent run from `~`).
 *
 * @example
 * projectPlace("/work/app/tmp/key.pem", { project: "/work/app", home: "/home/ada" }) // "scratch"
 * projectPlace("/work/app/.env", { project: "/work/app", home: "/home/ada" }) // "project"
 * projectPlace("/home/ada/.ssh/id_rsa", { project: "/home/ada", home: "/home/ada" }) // undefined
 */
export function projectPlace(absolute: string, context: { project: string | undefined; home: string }): ProjectPlace | undefined {
  const project = context.project?.replace(/\/+$/, "");
  if (project === undefined || project === "" || !absolute.startsWith(`${project}/`)) return undefined;
  const below = path.posix.normalize(absolute.slice(project.length + 1)).split("/");
  if (below.includes("..")) return undefined;
  if (context.home !== "" && inCredentialStore(absolute, context.home)) return undefined;
  return below.slice(0, -1).some((segment) => SCRATCH_DIRECTORIES.has(segment.toLowerCase())) ? "scratch" : "project";
}

function inCredentialStore(absolute: string, home: string): boolean {
  const root = home.replace(/\/+$/, "");
  if (!absolute.startsWith(`${root}/`)) return false;
  const below = absolute.slice(root.length + 1);
  return HOME_CREDENTIAL_STORES.some((store) => below === store || below.startsWith(`${store.replace(/\/+$/, "")}/`));
}
