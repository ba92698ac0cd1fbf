import type { Field } from "../model.js";
import type { HttpRequest } from "./http-requests.js";

/** PowerShell's web cmdlets and their documented aliases. */
export const POWERSHELL_WEB_CMDLETS: ReadonlySet<string> = new Set(["invoke-restmethod", "irm", "invoke-webrequest", "iwr"]);

/** Parameters of Invoke-RestMethod and Invoke-WebRequest that take a value (the others are switches). */
const VALUED = new Set([
  "method", "custommethod", "uri", "body", "headers", "contenttype", "infile", "outfile", "credential", "token", "authentication", "useragent",
  "websession", "sessionvariable", "timeoutsec", "maximumretrycount", "retryintervalsec", "maximumredirection", "proxy", "proxycredential",
  "form", "transferencoding", "certificate", "certificatethumbprint", "responseheaderstvariable", "statuscodevariable", "httpversion",
]);

/**
 * The request `Invoke-RestMethod` or `Invoke-WebRequest` (`irm`, `iwr`) sends, read as PowerShell
 * binds parameters: names in any case, with `-Name:value` or `-Name value`, the first positional
 * argument as `-Uri`; `-Method` (or `-CustomMethod`) defaults to GET. A body read from a file
 * (`-InFile`) is only known when it runs and is given as `@FILE`, as curl writes it.
 *
 * @example
 * powershellRequests([field("-Method"), field("Delete"), field("https://api.github.com/repos/acme/app")])[0]?.method // "DELETE"
 */
export function powershellRequests(args: readonly Field[]): HttpRequest[] {
  const values = new Map<string, string>();
  let url: string | undefined;
  for (let index = 0; index < args.length && index < 64; index++) {
    const text = args[index]?.value;
    if (text === undefined) continue;
    const parameter = /^-([A-Za-z]+)(?::(.*))?$/s.exec(text);
    if (!parameter) {
      url ??= text;
      continue;
    }
    const name = resolve((parameter[1] as string).toLowerCase());
    if (name === undefined) continue;
    if (parameter[2] !== undefined) values.set(name, parameter[2]);
    else if (index + 1 < args.length) values.set(name, args[++index]?.value ?? "");
  }
  const target = values.get("uri") ?? url;
  if (target === undefined || target === "") return [];
  const method = (values.get("custommethod") || values.get("method") || "GET").toUpperCase();
  const inFile = values.get("infile");
  return [{ method, url: target, body: values.get("body") ?? (inFile ? `@${inFile}` : "") }];
}

/** A parameter's full name from what was written: the name itself, or the one valued parameter it abbreviates. */
function resolve(written: string): string | undefined {
  if (VALUED.has(written)) return written;
  if (written === "url") return "uri";
  const matches = [...VALUED].filter((name) => name.startsWith(written));
  return matches.length === 1 ? matches[0] : undefined;
}
