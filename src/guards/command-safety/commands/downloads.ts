import path from "node:path";
import type { CwdState, Invocation } from "../model.js";
import { parseOptions } from "./getopt.js";

/**
 * The files a download command writes (`curl -o f`, `curl -O URL`, `wget URL`, `wget -O f`), so
 * running one of them later in the script counts as running code from the network.
 *
 * @example
 * downloadedFiles(invocation("curl", "-fsSLo", "install.sh", "https://x/i.sh")) // ["install.sh"]
 */
export function downloadedFiles(invocation: Invocation): string[] {
  const args = invocation.argv.slice(1);
  if (invocation.name === "curl") {
    const parsed = parseOptions(args, {
      flags: "fsSLkOJvIiqZ#",
      values: "oHdXAuTeFxmwbcCEKrtyYzUQ",
      long: ["remote-name", "remote-name-all", "silent", "show-error", "location", "insecure", "fail", "compressed", "remote-header-name", "verbose", "create-dirs"],
      longValues: ["output", "output-dir", "header", "data", "request", "user-agent", "user", "upload-file", "referer", "form", "proxy", "max-time", "write-out", "cookie", "cookie-jar", "config", "retry", "connect-timeout"],
      aliases: { o: "output", O: "remote-name" },
    });
    const directory = parsed.value("output-dir")?.value ?? "";
    const files = parsed.values("output").map((field) => field.value).filter((value): value is string => value !== undefined && value !== "-");
    if (parsed.has("remote-name") || parsed.has("remote-name-all")) {
      for (const url of parsed.operands) if (url.value) files.push(remoteName(url.value));
    }
    return files.map((file) => (directory ? path.posix.join(directory, file) : file));
  }
  if (invocation.name === "wget" || invocation.name === "wget2") {
    const parsed = parseOptions(args, {
      flags: "qvcNrkpbmnxS",
      values: "OoPaUtTeil",
      long: ["quiet", "verbose", "continue", "timestamping", "recursive", "no-check-certificate", "mirror", "no-verbose", "background"],
      longValues: ["output-document", "directory-prefix", "output-file", "user-agent", "tries", "timeout", "header", "input-file", "level"],
      aliases: { O: "output-document", P: "directory-prefix" },
    });
    const document = parsed.value("output-document");
    if (document) return document.value && document.value !== "-" ? [document.value] : [];
    const directory = parsed.value("directory-prefix")?.value ?? "";
    return parsed.operands.map((url) => url.value).filter((value): value is string => value !== undefined).map((url) => path.posix.join(directory, remoteName(url)));
  }
  return [];
}

/** Resolves a path against the working directory, when known, for matching downloads. */
export function resolveFrom(cwd: CwdState, file: string): string {
  if (path.posix.isAbsolute(file)) return path.posix.normalize(file);
  return cwd.known ? path.posix.resolve(cwd.path, file) : path.posix.normalize(file);
}

function remoteName(url: string): string {
  const clean = url.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return clean.slice(clean.lastIndexOf("/") + 1) || "index.html";
}
