import { z } from "zod";
import { defineTool } from "../../define-tool.js";
import { truncateOutput } from "../../truncate.js";
import type { Tool } from "../../types.js";
import { decodeText } from "../shared/text-file.js";
import { errorText, formatBytes, toolError } from "../shared/tool-result.js";
import { htmlToMarkdown } from "./html-to-markdown.js";
import { httpGet } from "./http-get.js";
import type { HttpResponse } from "./http-get.js";
import { refuseUrl } from "./network-policy.js";
import { createPinnedLookup, lookupProblem, resolveWithSystem } from "./pinned-lookup.js";
import type { ResolveHost } from "./pinned-lookup.js";
import { readCappedBody } from "./read-body.js";

/** Settings of the `web_fetch` tool. */
export interface WebFetchToolOptions {
  /** Time for the whole fetch, redirects included. Default 30,000 ms. */
  timeoutMs?: number;
  /** The most bytes downloaded. Default 5 MB. */
  maxBytes?: number;
  /** The most characters returned (a call may ask for fewer). Default 50,000. */
  maxChars?: number;
  /** Redirects followed. Default 5. */
  maxRedirects?: number;
  /** Allow loopback, private and link-local addresses, and the host's own. Default false. */
  allowPrivateNetwork?: boolean;
  userAgent?: string;
  /**
   * How host names are resolved. Default: the system resolver. Each connection uses exactly the
   * addresses this returns, after they are checked.
   */
  resolveHost?: ResolveHost;
}

/** What `web_fetch` takes. */
export interface WebFetchInput {
  url: string;
  max_chars?: number;
}

/** What `web_fetch` reports besides its text. */
export interface WebFetchDetails {
  url: string;
  finalUrl?: string;
  status?: number;
  contentType?: string;
  bytes?: number;
  truncated?: boolean;
}

const webFetchInput = z.object({
  url: z.string().min(1).describe("The http or https URL to fetch."),
  max_chars: z.number().int().min(100).optional().describe("Return at most this many characters of the page. Default 50000."),
});

const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|javascript|x-javascript|ecmascript|x-yaml|yaml|toml|x-sh|sql|graphql|ld\+json)\b)/i;
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/**
 * The `web_fetch` tool: GETs a URL and returns its text, with HTML turned into Markdown. Redirects
 * are followed (a bounded number), downloads are capped in time and size, non-text content is
 * refused, and private or local addresses (the host's own included) are refused unless allowed:
 * checked on the very addresses each connection uses, so DNS rebinding cannot slip past the check.
 *
 * @example
 * await webFetchTool({ timeoutMs: 10_000 }).execute({ url: "https://example.com" }, ctx);
 */
export function webFetchTool(options: WebFetchToolOptions = {}): Tool<WebFetchInput, WebFetchDetails> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxChars = options.maxChars ?? 50_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const allowPrivate = options.allowPrivateNetwork ?? false;
  const userAgent = options.userAgent ?? "loopgate-web-fetch/0.1 (+https://www.npmjs.com/package/loopgate)";
  const lookup = createPinnedLookup({ resolveHost: options.resolveHost ?? resolveWithSystem, allowPrivateNetwork: allowPrivate });
  const headers = { "user-agent": userAgent, accept: "text/html,application/xhtml+xml,text/plain;q=0.9,application/json;q=0.9,*/*;q=0.5" };
  return defineTool<WebFetchInput, WebFetchDetails>({
    name: "web_fetch",
    description: [
      "Fetch a web page or text file by URL (HTTP GET) and return its content; HTML is converted to Markdown.",
      "Images, PDFs and other binary content are refused. Long pages are cut; use max_chars to ask for less.",
    ].join(" "),
    inputSchema: webFetchInput,
    async execute(input, context) {
      let url: URL;
      try {
        url = new URL(input.url.trim());
      } catch {
        return toolError(`${JSON.stringify(input.url)} is not a valid URL; give a full http:// or https:// URL`, { url: input.url });
      }
      const signal = AbortSignal.any([context.signal, AbortSignal.timeout(timeoutMs)]);
      let response: HttpResponse;
      try {
        for (let redirects = 0; ; redirects += 1) {
          const refusal = refuseUrl(url, allowPrivate);
          if (refusal) return toolError(refusal, { url: input.url, finalUrl: url.toString() });
          response = await httpGet(url, { lookup, signal, headers });
          const location = response.headers.location;
          if (response.status < 300 || response.status >= 400 || location === undefined) break;
          response.body.destroy();
          if (redirects >= maxRedirects) return toolError(`Too many redirects (more than ${maxRedirects}) starting from ${input.url}`, { url: input.url });
          url = new URL(location, url);
        }
      } catch (error) {
        const problem = lookupProblem(error);
        if (problem !== undefined) return toolError(problem, { url: input.url, finalUrl: url.toString() });
        if (context.signal.aborted) return toolError("The fetch was aborted: the run was stopped", { url: input.url });
        if (signal.aborted) return toolError(`The fetch of ${url} timed out after ${timeoutMs} ms`, { url: input.url });
        return toolError(`The fetch of ${url} failed: ${describeFetchError(error)}`, { url: input.url });
      }
      const contentType = response.headers["content-type"] ?? "";
      const details: WebFetchDetails = { url: input.url, finalUrl: url.toString(), status: response.status, contentType };
      if (contentType && !TEXT_TYPES.test(contentType)) {
        response.body.destroy();
        return toolError(`${url} is ${contentType.split(";")[0]}, not text or HTML; web_fetch only reads text content`, details);
      }
      let body: Awaited<ReturnType<typeof readCappedBody>>;
      try {
        body = await readCappedBody(response.body, maxBytes);
      } catch (error) {
        if (context.signal.aborted) return toolError("The fetch was aborted: the run was stopped", details);
        if (signal.aborted) return toolError(`The download of ${url} timed out after ${timeoutMs} ms`, details);
        return toolError(`Reading ${url} failed: ${describeFetchError(error)}`, details);
      }
      details.bytes = body.bytes.byteLength;
      const text = decodeBody(body.bytes, contentType, body.truncated);
      if (text === undefined) return toolError(`${url} returned binary content, not text; web_fetch only reads text content`, details);
      const isHtml = HTML_TYPES.test(contentType) || (!contentType && /^\s*<(!doctype html|html)/i.test(text));
      const page = isHtml ? await htmlToMarkdown(text, url.toString()) : { markdown: text };
      const limit = Math.min(input.max_chars ?? maxChars, maxChars);
      const shown = truncateOutput(page.markdown, { maxChars: limit, mode: "head" });
      details.truncated = shown.truncated || body.truncated;
      const header = [`URL: ${url}`, `Status: ${response.status} ${response.statusText}`.trimEnd(), `Content-Type: ${contentType || "unknown"}`];
      if ("title" in page && page.title) header.push(`Title: ${page.title}`);
      if (body.truncated) header.push(`[The download stopped at the ${formatBytes(maxBytes)} limit; the page is longer.]`);
      const output = `${header.join("\n")}\n\n${shown.text || "(empty body)"}`;
      const ok = response.status >= 200 && response.status < 300;
      return ok ? { output, details } : toolError(`HTTP ${response.status} ${response.statusText}`.trimEnd() + ` for ${url}\n\n${output}`, details);
    },
  });
}

function decodeBody(bytes: Uint8Array, contentType: string, truncated: boolean): string | undefined {
  // A capped download may end inside a character; drop that partial character.
  const usable = truncated ? trimIncompleteUtf8(bytes) : bytes;
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ?? sniffMetaCharset(usable);
  if (charset && !/^utf-?8$/i.test(charset)) {
    try {
      if (usable.subarray(0, 8192).includes(0)) return undefined;
      return new TextDecoder(charset).decode(usable);
    } catch {
      // An unknown charset label: fall back to UTF-8.
    }
  }
  return decodeText(usable);
}

function sniffMetaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 2048)).toString("latin1");
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
}

function trimIncompleteUtf8(bytes: Uint8Array): Uint8Array {
  for (let back = 1; back <= 3 && back <= bytes.length; back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause ? errorText(cause) : errorText(error);
}
