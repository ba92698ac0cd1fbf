import type TurndownService from "turndown";

// The DOM types are not part of this project's libs; these are the only members used.
interface ElementLike {
  nodeName: string;
  getAttribute(name: string): string | null;
}

/**
 * Turns an HTML page into Markdown a model can read: scripts, styles and other non-content
 * elements go, links are made absolute, inline data images are dropped. Returns the title too.
 *
 * @example
 * await htmlToMarkdown("<title>Hi</title><h1>Hello</h1>", "https://example.com/") // { title: "Hi", markdown: "# Hello" }
 */
export async function htmlToMarkdown(html: string, baseUrl: string): Promise<{ title?: string; markdown: string }> {
  // Loaded on first use, so importing loopgate does not pay for an HTML parser.
  const { default: Turndown } = await import("turndown");
  const service: TurndownService = new Turndown({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-", emDelimiter: "*" });
  service.remove(["head", "title", "script", "style", "noscript", "template", "iframe", "object", "embed", "canvas", "svg", "form", "button", "select"]);
  service.addRule("absoluteLinks", {
    filter: (node) => (node as unknown as ElementLike).nodeName === "A" && (node as unknown as ElementLike).getAttribute("href") !== null,
    replacement: (content, node) => {
      const href = absolute((node as unknown as ElementLike).getAttribute("href") ?? "", baseUrl);
      const text = content.trim();
      if (!href || href.startsWith("javascript:")) return text;
      return text ? `[${text}](${href})` : "";
    },
  });
  service.addRule("images", {
    filter: "img",
    replacement: (_content, node) => {
      const element = node as unknown as ElementLike;
      const src = element.getAttribute("src") ?? "";
      if (!src || src.startsWith("data:")) return "";
      const alt = (element.getAttribute("alt") ?? "").replace(/[[\]\n]/g, " ").trim();
      return `![${alt}](${absolute(src, baseUrl)})`;
    },
  });
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.replace(/\s+/g, " ").trim();
  const markdown = service
    .turndown(html)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return title ? { title: decodeEntities(title), markdown } : { markdown };
}

function absolute(href: string, baseUrl: string): string {
  try {
    return new URL(href, baseUrl).toString();
  } catch {
    return href;
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)));
}
