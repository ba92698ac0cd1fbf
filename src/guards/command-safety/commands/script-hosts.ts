import type { Invocation } from "../model.js";

const URL = /^[a-z][a-z0-9+.-]*:\/\/\S/i;

/**
 * The URL a Windows program fetches and runs as code by its documented purpose: `mshta URL` (an
 * HTML application), `regsvr32 /i:URL scrobj.dll` (a scriptlet), `msiexec /i URL` or `/package URL`
 * (an installer with its custom actions), `rundll32 url.dll,OpenURL`-style script URLs
 * (`javascript:`/`vbscript:`), and `wscript`/`cscript` given a URL. Undefined for anything else.
 *
 * @example
 * remoteScriptHost(invocation("mshta", "https://x/a.hta")) // "https://x/a.hta"
 */
export function remoteScriptHost(invocation: Invocation): string | undefined {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  switch (invocation.name.replace(/\.exe$/i, "")) {
    case "mshta":
      return values.find((value) => URL.test(value) || /^(?:javascript|vbscript):/i.test(value));
    case "regsvr32":
      for (const value of values) {
        const install = /^[-/]i:(.+)$/i.exec(value);
        if (install && URL.test(install[1] as string)) return install[1];
      }
      return undefined;
    case "msiexec":
      return values.find((value, index) => URL.test(value) && /^[-/](?:i|package|a|j[mu]?)$/i.test(values[index - 1] ?? ""));
    case "rundll32":
      return values.find((value) => /(?:^|[\s,])(?:javascript|vbscript):/i.test(value) || URL.test(value));
    case "wscript":
    case "cscript":
      return values.find((value) => URL.test(value));
    default:
      return undefined;
  }
}
