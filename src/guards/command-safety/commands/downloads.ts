import path from "node:path";
import type { CwdState, Invocation } from "../model.js";
import { parseOptions } from "./getopt.js";
import { objectStoreFetch } from "./object-store-fetches.js";

/**
 * The files a download command writes (`curl -o f`, `curl -O URL`, `wget URL`, `wget -O f`, an
 * object fetched from a bucket: `aws s3 cp s3://b/x ./x`, `commands/object-store-fetches.ts`), so
 * running one of them later in the script counts as running code from the network.
 *
 * @example
 * downloadedFiles(invocation("curl", "-fsSLo", "install.sh", "https://x/i.sh")) // ["install.sh"]
 */
export function downloadedFiles(invocation: Invocation): string[] {
  const args = invocation.argv.slice(1);
  // PowerShell's `curl` and `wget` are Invoke-WebRequest: `wget URL -OutFile f`.
  if ((invocation.name === "curl" || invocation.name === "wget") && args.some((field) => POWERSHELL_WEB_PARAMETER.test(field.value ?? ""))) return powershellOutFiles(args.map((field) => field.value ?? ""));
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
  return windowsDownloads(invocation) ?? objectStoreFetch(invocation)?.files ?? otherClientDownloads(invocation);
}

/** The programs `windowsDownloads` reads. */
const WINDOWS_DOWNLOADERS = new Set(["certutil", "certutil.exe", "bitsadmin", "bitsadmin.exe", "invoke-webrequest", "iwr", "invoke-restmethod", "irm", "start-bitstransfer", "expand", "copy", "xcopy", "esentutl"]);

function isUrl(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}

/**
 * Windows' and PowerShell's downloaders: `certutil -urlcache -f URL [file]`, `bitsadmin /transfer
 * job URL file`, `Invoke-WebRequest URL -OutFile file` (iwr, irm) and `Start-BitsTransfer -Source
 * URL -Destination file`.
 */
function windowsDownloads(invocation: Invocation): string[] | undefined {
  if (!WINDOWS_DOWNLOADERS.has(invocation.name)) return undefined;
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  switch (invocation.name) {
    case "certutil":
    case "certutil.exe": {
      if (!values.some((value) => /^[-/]urlcache$/i.test(value))) return [];
      const operands = values.filter((value) => !/^[-/]/.test(value));
      const at = operands.findIndex(isUrl);
      if (at < 0) return [];
      return [operands[at + 1] ?? remoteName(operands[at] as string)];
    }
    case "bitsadmin":
    case "bitsadmin.exe": {
      const operands = values.filter((value) => !value.startsWith("/"));
      const at = operands.findIndex(isUrl);
      return at >= 0 && operands[at + 1] ? [operands[at + 1] as string] : [];
    }
    case "invoke-webrequest":
    case "iwr":
    case "invoke-restmethod":
    case "irm":
    case "start-bitstransfer":
      return powershellOutFiles(values);
    // `expand \\host\share\a.exe a.exe`, `esentutl /y \\host\share\a.exe /d a.exe`, `copy \\host\s\a.exe .`: a file fetched from a network share.
    case "expand":
    case "copy":
    case "xcopy": {
      const operands = values.filter((value) => !value.startsWith("/") && !/^-[a-z]$/i.test(value));
      return operands.length >= 2 && isRemoteSource(operands[0] as string) ? [destination(operands[0] as string, operands[1] as string)] : [];
    }
    case "esentutl": {
      const from = values.findIndex((value) => /^\/y$/i.test(value));
      const to = values.findIndex((value) => /^\/d$/i.test(value));
      const source = from >= 0 ? values[from + 1] : undefined;
      if (source === undefined || !isRemoteSource(source)) return [];
      return [to >= 0 && values[to + 1] !== undefined ? (values[to + 1] as string) : remoteName(source.replace(/\\/g, "/"))];
    }
    default:
      return undefined;
  }
}

/** `-OutFile`, `-Destination` and their unambiguous prefixes, PowerShell's way of naming where a download goes. */
const POWERSHELL_OUT_FILE = /^-(?:o|out|outf|outfi|outfil|outfile|dest|desti|destin|destina|destinat|destinati|destinatio|destination)$/i;
/** Parameters only PowerShell's web cmdlets take. */
const POWERSHELL_WEB_PARAMETER = /^-(?:outfile|uri|usebasicparsing|method)$/i;

function powershellOutFiles(values: readonly string[]): string[] {
  const files: string[] = [];
  values.forEach((value, index) => {
    if (POWERSHELL_OUT_FILE.test(value) && values[index + 1]) files.push(values[index + 1] as string);
    else if (/^-(?:outfile|destination):/i.test(value)) files.push(value.slice(value.indexOf(":") + 1));
  });
  return files;
}

/** A UNC path (`\\host\share\x`, `//host/share/x`) or a URL: a file on another machine. */
function isRemoteSource(value: string): boolean {
  // Unquoted in a shell, `\\host\share\x` arrives as `\hostsharex`: one leading backslash stands for a share too.
  return /^(?:\\{1,2}|\/\/)[^\\/\s]/.test(value) || /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}

/** Where a copy lands: the target, or the source's name inside it when it is a directory (`.`, `dir\`). */
function destination(source: string, target: string): string {
  if (target === "." || /[\\/]$/.test(target)) return `${target.replace(/[\\/]+$/, "") || "."}/${remoteName(source.replace(/\\/g, "/"))}`;
  return target;
}

/** Other download clients with an output file: `aria2c -o f URL`, `http --download -o f URL`, `xh -o f URL`. */
function otherClientDownloads(invocation: Invocation): string[] {
  if (!["aria2c", "http", "https", "xh", "xhs"].includes(invocation.name)) return [];
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  const files: string[] = [];
  values.forEach((value, index) => {
    if ((value === "-o" || value === "--out" || value === "--output") && values[index + 1]) files.push(values[index + 1] as string);
    else if (/^--(?:out|output)=/.test(value)) files.push(value.slice(value.indexOf("=") + 1));
  });
  return files;
}

/**
 * Whether a command prints an object of a remote store on its output: `aws s3 cp s3://… -`,
 * `s3cmd get s3://… -`, `gsutil cat`, `gcloud storage cat`, `rclone cat`, `mc cat`.
 *
 * @example
 * printsRemoteObject(invocation("gsutil", "cat", "gs://b/x.sh")) // true
 */
export function printsRemoteObject(invocation: Invocation): boolean {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  switch (invocation.name) {
    case "aws":
      return values[0] === "s3" && values[1] === "cp" && values.includes("-") && isRemoteObject(values.slice(2).find((value) => !value.startsWith("-")));
    case "s3cmd":
      return values[0] === "get" && values.includes("-");
    case "gsutil":
      return values.includes("cat");
    case "gcloud":
      return values[0] === "storage" && values[1] === "cat";
    case "rclone":
    case "mc":
      return values[0] === "cat";
    default:
      return false;
  }
}

function isRemoteObject(value: string | undefined): boolean {
  return /^(?:s3|gs|az|r2|oss|cos):\/\//i.test(value ?? "");
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
