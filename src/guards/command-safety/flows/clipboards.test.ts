import { describe, expect, it } from "vitest";
import { NO_PROVENANCE, staticField, type Invocation } from "../model.js";
import { copiesToClipboard } from "./clipboards.js";

function invocation(words: string[], piped = true): Invocation {
  const argv = words.map((word) => staticField(word));
  const stdin = piped ? { stdin: { provenance: NO_PROVENANCE, description: "a pipe" } } : {};
  return { name: words[0] as string, argv, assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: words.join(" "), line: words.join(" "), ...stdin };
}

describe("copiesToClipboard", () => {
  it("finds every tool that writes its input onto the clipboard", () => {
    for (const words of [["pbcopy"], ["wl-copy"], ["clip"], ["set-clipboard"], ["termux-clipboard-set"], ["xclip", "-selection", "clipboard"], ["xclip"], ["xsel", "-b"], ["xsel", "--clipboard", "--input"], ["copyq", "copy", "-"], ["tmux", "load-buffer", "-"], ["win32yank", "-i"]]) {
      expect(copiesToClipboard(invocation(words)), words.join(" ")).toBe(true);
    }
  });

  it("does not take the clipboard's readers for writers", () => {
    for (const words of [["xclip", "-o"], ["xclip", "-out", "-selection", "clipboard"], ["xsel", "-ob"], ["xsel", "--output"], ["copyq", "read", "0"], ["tmux", "save-buffer", "-"], ["pbpaste"], ["win32yank", "-o"]]) {
      expect(copiesToClipboard(invocation(words)), words.join(" ")).toBe(false);
    }
    // xsel with nothing piped prints the selection.
    expect(copiesToClipboard(invocation(["xsel", "-b"], false))).toBe(false);
  });
});
