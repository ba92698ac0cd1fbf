import { describe, expect, it } from "vitest";
import { fake } from "./__fixtures__/fake-secrets.js";
import { detectSecrets } from "./detect-secrets.js";
import { redactSecrets } from "./redact-secrets.js";

const found = (text: string, options?: Parameters<typeof detectSecrets>[1]) => detectSecrets(text, options).map((finding) => [finding.kind, text.slice(finding.start, finding.end)]);

describe("detectSecrets", () => {
  it("finds vendor tokens by their documented formats, with exact spans", () => {
    const token = fake.githubToken();
    expect(found(`token=${token};`)).toEqual([["github-token", token]]);
    expect(found(`key ${fake.awsAccessKeyId()} in the log`)).toEqual([["aws-access-key-id", fake.awsAccessKeyId()]]);
    expect(found(`"${fake.googleApiKey()}"`)).toEqual([["google-api-key", fake.googleApiKey()]]);
  });

  it("leaves documented example keys, placeholders, variables and masks alone", () => {
    for (const text of [
      "AKIAIOSFODNN7EXAMPLE",
      "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "password: ${DB_PASSWORD}",
      "api_key: <your-api-key>",
      "token = [[secret:github-token:1]]",
      "Authorization: Bearer $TOKEN",
      "password = '********'",
      "postgres://user:password@localhost:5432/db",
      "max_tokens: 4096",
      "function derive(password: Uint8Array, salt: Uint8Array) {}",
      "def login(password: bytes, token: Optional[str] = None):",
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });

  it("finds a value by the name it is assigned to, in env, YAML, JSON, code and flags", () => {
    const value = fake.secretValue();
    expect(found(`CLIENT_SECRET=${value}`)).toEqual([["secret-value", value]]);
    expect(found(`client_secret: "${value}"`)).toEqual([["secret-value", value]]);
    expect(found(`{"clientSecret":"${value}"}`)).toEqual([["secret-value", value]]);
    expect(found(`--password ${fake.password()}`)).toEqual([["password", fake.password()]]);
    // A name about the secret is not the secret.
    expect(found(`secret_name: ${value}`)).toEqual([]);
  });

  it("a token inside an Authorization header keeps its own span and kind", () => {
    const token = fake.githubToken();
    expect(found(`Authorization: Bearer ${token}`)).toEqual([["github-token", token]]);
  });

  it("reports the secretlint preset's findings, and works without it", () => {
    const key = fake.sendgridKey();
    expect(found(`SENDGRID=${key}`, { secretlint: true })).toEqual([["sendgrid-api-key", key]]);
    expect(found(`SENDGRID=${key}`, { secretlint: false })).toEqual([["sendgrid-api-key", key]]);
  });

  it("honours an allow-list of values and patterns", () => {
    const token = fake.githubToken();
    expect(found(`t=${token}`, { allow: [token] })).toEqual([]);
    expect(found(`t=${token}`, { allow: [/^ghp_/] })).toEqual([]);
  });

  it("treats an unterminated private key block as a key to the end of the text", () => {
    const key = fake.rsaPrivateKey();
    const truncated = key.slice(0, key.indexOf("-----END"));
    expect(found(`log:\n${truncated}`)).toEqual([["private-key", truncated]]);
  });
});

describe("redactSecrets", () => {
  it("replaces each value with a placeholder naming its kind, the same for the same value", () => {
    const token = fake.npmToken();
    const other = fake.npmToken("b");
    expect(redactSecrets(`${token} ${other} ${token}`).text).toBe("[[secret:npm-token:1]] [[secret:npm-token:2]] [[secret:npm-token:1]]");
  });

  it("masks, hashes or blocks personal data as asked", () => {
    const { text, findings } = redactSecrets("mail jane.roe@corp.example.org card 4111 1111 1111 1111 iban DE89 3704 0044 0532 0130 00", {
      pii: { email: "mask", card: "hash", iban: "block" },
    });
    expect(text).toMatch(/^mail j\*\*\*@corp\.example\.org card \[\[card:sha256:[0-9a-f]{12}\]\] iban \[\[pii:iban:1\]\]$/);
    expect(findings.map((finding) => finding.strategy)).toEqual(["mask", "hash", "block"]);
  });
});

describe("Authorization credentials", () => {
  it("are found wherever a header is written down: HTTP, curl, JSON, hashes, client calls, HAR and Postman pairs", () => {
    const token = Buffer.from(`${fake.password()}${fake.password()}`).toString("base64url");
    const basic = Buffer.from(`deploy:${fake.password()}`).toString("base64");
    for (const [text, value] of [
      [`> Authorization: Bearer ${token}`, `Bearer ${token}`],
      [`curl -H 'authorization: bearer ${token}' https://api.example.com`, `bearer ${token}`],
      [`{"headers": {"Authorization": "Basic ${basic}"}}`, `Basic ${basic}`],
      [`headers = { 'Authorization' => "Bearer ${token}" }`, `Bearer ${token}`],
      [`xhr.setRequestHeader("Authorization", "Bearer ${token}");`, `Bearer ${token}`],
      [`{"name": "Authorization", "value": "Bearer ${token}"}`, `Bearer ${token}`],
      [`{"key":"Authorization","value":"Basic ${basic}","type":"text"}`, `Basic ${basic}`],
      [`Proxy-Authorization: Basic ${basic}`, `Basic ${basic}`],
    ] as const) {
      expect(found(text), text).toEqual([["authorization-header", value]]);
    }
  });

  it("leave references, placeholders and prose alone", () => {
    for (const text of ['xhr.setRequestHeader("Authorization", "Bearer " + token);', "Authorization: Bearer <token>", "the Authorization header carries a Bearer token", "authorization, bearer and basic schemes"]) {
      expect(found(text), text).toEqual([]);
    }
  });
});

describe("detectSecrets on command lines", () => {
  it("finds curl's -u credentials, and not a docker uid:gid or ps -u", () => {
    const password = fake.password();
    expect(found(`curl -fsS -u deploy:${password} https://x.example`)).toEqual([["authorization-header", `deploy:${password}`]]);
    expect(found("docker run -u 1000:1000 --rm node:20 npm test")).toEqual([]);
    expect(found("ps -u www-data:www-data; sort -u names.txt")).toEqual([]);
  });
});

describe("the secretlint preset", () => {
  it("runs the recommended preset's rules synchronously, with ranges tightened to the value", async () => {
    const { secretlintFindings } = await import("./secretlint-rules.js");
    const token = fake.githubToken();
    const text = `GITHUB_TOKEN=${token}\naws_secret_access_key = ${fake.awsSecretAccessKey()}\n`;
    const findings = secretlintFindings(text).map((finding) => [finding.rule, text.slice(finding.start, finding.end)]);
    expect(findings).toContainEqual(["@secretlint/secretlint-rule-github", token]);
    expect(findings).toContainEqual(["@secretlint/secretlint-rule-aws", fake.awsSecretAccessKey()]);
  });
});
