import { describe, expect, it } from "vitest";
import { fake } from "./__fixtures__/fake-secrets.js";
import { createRedactor } from "./redactor.js";
import { createStreamRedactor } from "./stream-redactor.js";

function streamed(chunks: readonly string[]) {
  const vault = { values: {}, placeholders: {}, counts: {} };
  const stream = createStreamRedactor(createRedactor(), vault, () => undefined);
  const shown = chunks.map((chunk) => stream.push(chunk));
  shown.push(stream.flush());
  return shown;
}

describe("createStreamRedactor", () => {
  it("never shows a piece of a token split across deltas, and releases the text around it", () => {
    const token = fake.githubToken();
    const shown = streamed(["Use ", token.slice(0, 3), token.slice(3, 20), token.slice(20), " now.\nDone"]);
    expect(shown.join("")).toBe("Use [[secret:github-token:1]] now.\nDone");
    for (const piece of shown) expect(piece).not.toMatch(/ghp|gh$/);
    // Only the word being written is held back.
    expect(shown[0]).toBe("Use ");
  });

  it("recognises a value whose name was already shown", () => {
    const password = fake.password();
    expect(streamed(["password: ", password.slice(0, 5), `${password.slice(5)}\n`]).join("")).toBe("password: [[secret:password:1]]\n");
  });

  it("holds back a private key block until it ends, across lines", () => {
    const key = fake.rsaPrivateKey();
    const lines = `Here it is:\n${key}\nThat was the key.`.split(/(?<=\n)/);
    const shown = streamed(lines);
    expect(shown.join("")).toBe("Here it is:\n[[secret:private-key:1]]\nThat was the key.");
    expect(shown.join("")).not.toContain("-----BEGIN");
  });

  it("never shows a credential whose header and scheme were already shown", () => {
    const token = fake.opaqueToken();
    const shown = streamed(["curl -H 'Authorization: ", "Bearer ", token.slice(0, 10), token.slice(10), "' https://api.internal\n"]);
    expect(shown.join("")).not.toContain(token.slice(0, 10));
    expect(shown.join("")).toContain("[[secret:authorization-header:1]]");
    const session = fake.sessionId();
    const cookies = streamed(["Cookie: theme=dark; ", "sessionid=", session.slice(0, 8), `${session.slice(8)}; lang=en\n`]);
    expect(cookies.join("")).toBe("Cookie: theme=dark; sessionid=[[secret:session-cookie:1]]; lang=en\n");
  });

  it("recognises a credential late in a long header line (a Cookie header, a Digest header)", () => {
    const session = fake.sessionId("long");
    const analytics = Array.from({ length: 30 }, (_, index) => `_pref${index}=${"v".repeat(12)}${index}`).join("; ");
    const line = `Cookie: ${analytics}; sessionid=${session}; theme=dark\n`;
    const chunks = line.match(/[\s\S]{1,7}/g)!;
    const shown = streamed(chunks).join("");
    expect(shown).not.toContain(session.slice(0, 12));
    expect(shown).toContain("sessionid=[[secret:session-cookie:1]]");
  });

  it("passes text without secrets through, holding only the last word", () => {
    expect(streamed(["The build ", "passed in ", "12s."])).toEqual(["The build ", "passed in ", "", "12s."]);
  });
});
