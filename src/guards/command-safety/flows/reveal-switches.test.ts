import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { revealSwitch } from "./reveal-switches.js";

const revealed = (source: string) => revealSwitch(invocations(source).at(-1) as never);

describe("revealSwitch", () => {
  it.each([
    ["auth0 apps show abc --reveal-secrets", "auth0 --reveal-secrets"],
    ["auth0 apps show --reveal-secrets abc", "auth0 --reveal-secrets"],
    ["acme config --show-secrets", "acme --show-secrets"],
    ["acme settings --reveal=true", "acme --reveal"],
    ["acme db credentials --show-password", "acme --show-password"],
    ["acme env list --unmask", "acme --unmask"],
    ["acme get x --no-redact", "acme --no-redact"],
    ["acme params get /prod/db --with-decryption", "acme --with-decryption"],
    // Reading a secret with a switch that means "decrypt" or "in plain text" next to it.
    ["acme secrets get db --plaintext", "acme --plaintext"],
    ["acme params get /prod/db --decrypt", "acme --decrypt"],
    ["acme get-parameter x --decrypted", "acme --decrypted"],
    // Printed to the terminal even when the output option names it.
    ["acme config --show-secrets -o json", "acme --show-secrets"],
    ["acme config --show-secrets --output=/dev/stdout", "acme --show-secrets"],
  ])("%s reveals secrets", (source, shown) => {
    expect(revealed(source)).toBe(shown);
  });

  it.each([
    // Written to a file the command names.
    "acme config --show-secrets -o config.json",
    "acme secrets get db --reveal --out-file secrets.json",
    // Turned off, or after `--` (an operand).
    "acme config --show-secrets=false",
    "acme run -- --reveal-secrets",
    // The same switches meaning something else: no TLS, decoding media, revealing a file in the file manager.
    "grpcurl --plaintext localhost:50051 list",
    "acme media convert --decrypt clip.mp4",
    // An option's value, not a subcommand: the plaintext `aws kms encrypt` is given to encrypt.
    "aws kms encrypt --key-id alias/app --plaintext fileb://config.json --output text --query CiphertextBlob",
    "open --reveal ~/Downloads/report.pdf",
    // Searches for the switch's name, messages about it.
    "grep -rn -- --reveal-secrets src/",
    "rg --fixed-strings --show-secrets docs/",
    "echo --reveal-secrets",
    "git commit -m --show-secrets",
    "python3 tool.py --reveal-secrets",
  ])("%s does not", (source) => {
    expect(revealed(source)).toBeUndefined();
  });
});
