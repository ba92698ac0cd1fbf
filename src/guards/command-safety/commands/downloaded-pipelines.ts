import { isCiPipelineFile } from "../../security-audit/planted-code-files.js";
import type { Invocation } from "../model.js";
import { downloadedFiles } from "./downloads.js";

/** HTTP clients whose standard output is the response body (`curl URL > f`, `wget -qO- URL > f`, `http URL > f`). */
const BODY_PRINTERS = new Set(["curl", "curlie", "wget", "wget2", "http", "https", "xh", "xhs"]);

/**
 * The CI pipeline files a command fills from the network (`curl -o .github/workflows/x.yml URL`,
 * `wget -O .gitlab-ci.yml URL`, `curl URL > .circleci/config.yml`). A pipeline's steps run on the
 * next push with the repository's secrets and tokens, so a file fetched into its place is code
 * planted to run there that nobody has read: the tj-actions/changed-files compromise (March 2025)
 * and the Shai-Hulud worm (September 2025) both ran their payload through a workflow file. The
 * pipeline files are the security audit's list (`security-audit/planted-code-files.ts`); the
 * download outputs are `downloadedFiles`' (curl's `-o`/`--output`/`-O`, wget's `-O`/`-P`, object
 * fetches, PowerShell's `-OutFile`).
 *
 * @example
 * downloadedPipelines(invocation("wget", "-O", ".gitlab-ci.yml", "https://x.example/ci.yml")) // [".gitlab-ci.yml"]
 */
export function downloadedPipelines(invocation: Invocation): string[] {
  const files = downloadedFiles(invocation).filter(isCiPipelineFile);
  if (BODY_PRINTERS.has(invocation.name) && invocation.argv.some((field) => /^["']?https?:\/\//i.test(field.value ?? field.dynamic?.prefix ?? ""))) {
    for (const redirect of invocation.redirects) {
      const stdout = redirect.fd === undefined || redirect.fd === 1;
      const target = redirect.target.value;
      if (stdout && /^(?:>|>>|>\||&>|&>>)$/.test(redirect.op) && target !== undefined && isCiPipelineFile(target)) files.push(target);
    }
  }
  return files;
}
