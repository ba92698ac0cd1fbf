import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { storesStdinAsSecret } from "./secret-store-imports.js";

const stores = (source: string) => storesStdinAsSecret(invocations(source).at(-1) as never);

describe("storesStdinAsSecret", () => {
  it.each(["fly secrets import -a app", "flyctl secrets import --stage", "gh secret set API_KEY", "gh secret set -f -", "vercel env add API_KEY production", "wrangler secret put API_KEY", "wrangler secret bulk"])("%s stores its input", (source) => {
    expect(stores(source)).toBe(true);
  });

  it.each(["fly secrets list", "fly ssh console", "gh secret list", "vercel env pull", "wrangler deploy", "cat"])("%s does not", (source) => {
    expect(stores(source)).toBe(false);
  });
});
