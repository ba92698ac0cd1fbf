import { isSecretVariable } from "../flows/secret-names.js";
import { isServiceHost, serviceOf } from "../flows/services.js";
import type { Hit } from "../rules/types.js";
import { ownEntry } from "../../../util/own-entry.js";

/** How each language reads the whole environment, and one variable of it (the name in group 1 or 2). */
const ACCESS: Readonly<Record<string, { whole: RegExp; one: RegExp }>> = {
  python: { whole: /\bos\.environ\b(?!\s*(?:\[|\.get\s*\(|\.setdefault\s*\(|\.pop\s*\())|\bos\.getenv\s*\(\s*\)/, one: /\bos\.(?:environ(?:\.get)?\s*[[(]|getenv\s*\()\s*["']([A-Za-z_]\w*)["']/g },
  node: { whole: /\bprocess\.env\b(?!\s*(?:\.\s*[A-Za-z_$]|\[))|\bDeno\.env\.toObject\s*\(|\bBun\.env\b(?!\s*(?:\.|\[))/, one: /\b(?:process|Bun)\.env(?:\.([A-Za-z_]\w*)|\[\s*["']([A-Za-z_]\w*)["']\s*\])|\bDeno\.env\.get\s*\(\s*["']([A-Za-z_]\w*)["']/g },
  ruby: { whole: /\bENV\b(?!\s*(?:\[|\.fetch\b|\.key\?|\.has_key\?|\.include\?))/, one: /\bENV(?:\.fetch\s*\(|\[)\s*["']([A-Za-z_]\w*)["']/g },
  perl: { whole: /%ENV\b/, one: /\$ENV\{\s*["']?([A-Za-z_]\w*)["']?\s*\}/g },
  php: { whole: /\$_ENV\b(?!\s*\[)|\bgetenv\s*\(\s*\)|\$_SERVER\b(?!\s*\[)/, one: /\bgetenv\s*\(\s*["']([A-Za-z_]\w*)["']|\$_ENV\s*\[\s*["']([A-Za-z_]\w*)["']/g },
  lua: { whole: /(?!)/, one: /\bos\.getenv\s*\(\s*["']([A-Za-z_]\w*)["']/g },
  r: { whole: /\bSys\.getenv\s*\(\s*\)/, one: /\bSys\.getenv\s*\(\s*["']([A-Za-z_]\w*)["']/g },
  awk: { whole: /\bENVIRON\b(?!\s*\[)/, one: /\bENVIRON\s*\[\s*"([A-Za-z_]\w*)"/g },
};
/** How each language prints (a bare `process.env.X` is what `node -p` prints). */
const PRINTS: Readonly<Record<string, RegExp>> = {
  python: /\bprint\s*\(|\bsys\.stdout\.write\s*\(|\bpprint\s*\(/,
  node: /\bconsole\.(?:log|info|dir|error|warn|table)\s*\(|\bprocess\.stdout\.write\s*\(|^\s*(?:process|Bun)\.env\b[\w.[\]"']*\s*;?\s*$|^\s*(?:JSON\.stringify|require\(["']util["']\)\.inspect)\s*\(\s*(?:process|Bun)\.env\b/,
  ruby: /\b(?:puts|print|pp|p)\b/,
  perl: /\b(?:print|say|printf)\b/,
  php: /\b(?:echo|print|print_r|var_dump|var_export|printf)\b/,
  lua: /\bprint\s*\(|\bio\.write\s*\(/,
  r: /\b(?:print|cat|message)\s*\(|^\s*Sys\.getenv\s*\([^)]*\)\s*$/,
  awk: /\bprint(?:f)?\b/,
};
const AUTH_USE = /authorization|bearer|x-api-key|api[-_]key|private-token|\bheaders\s*[=:]|\bauth\s*=/i;
const URL_HOST = /["'`]https?:\/\/([^/"'`:?#\s]+)/g;

/**
 * What an interpreter one-liner does with the environment: printing all of it (`print(os.environ)`)
 * or a variable named as a secret asks; sending all of it over the network, or a secret anywhere
 * but its own service or an authentication header, is denied.
 *
 * @example
 * environmentUse("python", "import os; print(os.environ)", false)[0]?.rule // "secrets.print-environment"
 */
export function environmentUse(language: string, code: string, networked: boolean): Hit[] {
  const access = ownEntry(ACCESS, language);
  if (!access) return [];
  const whole = access.whole.test(code);
  const secrets = [...code.matchAll(access.one)].map((match) => match[1] ?? match[2] ?? match[3] ?? "").filter((name) => isSecretVariable(name));
  if (!whole && secrets.length === 0) return [];
  const what = whole ? "the environment" : `$${secrets[0]}`;
  if (networked) {
    if (whole) return [{ rule: "secrets.send-credential", decision: "deny", reason: `a ${language} one-liner sends the environment, with every exported token, over the network` }];
    const hosts = [...code.matchAll(URL_HOST)].map((match) => match[1] as string);
    const service = serviceOf(`$${secrets[0]}`);
    const ownService = service !== undefined && hosts.length > 0 && hosts.every((host) => isServiceHost(service, host));
    const elsewhere = service !== undefined && hosts.length > 0 && !ownService;
    if (ownService || (AUTH_USE.test(code) && !elsewhere)) return [];
    return [{ rule: "secrets.send-credential", decision: "deny", reason: `a ${language} one-liner sends ${what} over the network${elsewhere ? `, not to ${service?.name}` : ""}` }];
  }
  if (!ownEntry(PRINTS, language)?.test(code)) return [];
  return whole
    ? [{ rule: "secrets.print-environment", decision: "ask", reason: `a ${language} one-liner prints the environment, with any tokens exported in it, into the transcript` }]
    : [{ rule: "secrets.print-credential", decision: "ask", reason: `a ${language} one-liner prints the secret ${what} into the transcript` }];
}
