import { describe, expect, it } from "vitest";
import { fake, fakeChars } from "../__fixtures__/fake-secrets.js";
import { detectSecrets } from "../detect-secrets.js";
import { decodeBasicCredentials } from "./http-authorization.js";

const found = (text: string) => detectSecrets(text, { secretlint: false }).map((finding) => text.slice(finding.start, finding.end));

const token = fake.opaqueToken("unit");
const password = `${fakeChars("unit-pw", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 12)}#5`;
const basic = Buffer.from(`ci:${password}`).toString("base64");
const hex = fakeChars("unit-hex", "0123456789abcdef", 64);

describe("HTTP credentials", () => {
  it("are found in every scheme: token68, auth-params, none", () => {
    expect(found(`Authorization: Bearer ${token}`)).toEqual([`Bearer ${token}`]);
    expect(found(`Authorization: Basic ${basic}`)).toEqual([`Basic ${basic}`]);
    expect(found(`Authorization: Token ${hex.slice(0, 40)}`)).toEqual([`Token ${hex.slice(0, 40)}`]);
    const digest = `Digest username="ops", realm="api", nonce="abc", uri="/", qop=auth, nc=00000001, cnonce="0a4f", response="${hex}"`;
    expect(found(`Authorization: ${digest}`)).toEqual([digest]);
    const key = `AKIA${fakeChars("unit-akia", "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}`;
    const sigv4 = `AWS4-HMAC-SHA256 Credential=${key}/20261127/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=${hex}`;
    // The key id inside stays inside: one span, so neither the signature nor the key leaks.
    expect(found(`Authorization: ${sigv4}`)).toEqual([sigv4]);
    expect(found(`authorization: ${hex.slice(0, 32)}`)).toEqual([hex.slice(0, 32)]);
  });

  it("are found wherever the header is written: dumps, escaped JSON, Go maps, code", () => {
    for (const text of [
      `map[Accept:[*/*] Authorization:[Bearer ${token}]]`,
      `{'HTTP_AUTHORIZATION': 'Bearer ${token}'}`,
      `X-Authorization: Bearer ${token}`,
      `"{\\"Authorization\\":\\"Bearer ${token}\\"}"`,
      `headers={'Authorization': f'Bearer ${token}'}`,
      `new AuthenticationHeaderValue("Bearer", "${token}")`,
      `request.setValue("Bearer ${token}", forHTTPHeaderField: "Authorization")`,
      `AUTH_HEADER="Bearer ${token}"`,
      `curl --oauth2-bearer ${token} https://api.internal`,
    ]) {
      expect(found(text).join(" "), text).toContain(token);
    }
  });

  it("find Basic credentials on command lines and in code, by the password", () => {
    for (const text of [
      `curl -u ops@corp.example:${password} https://api.internal`,
      `curl -X POST \\\n  -u deploy:${password} \\\n  https://api.internal`,
      `http -a admin:${password} https://api.internal`,
      `requests.get(url, auth=("admin", "${password}"))`,
      `req.SetBasicAuth("admin", "${password}")`,
      `echo -n 'admin:${password}' | base64`,
      `btoa("admin:${password}")`,
      `curl -uadmin:${password} https://api.internal`,
      `req.SetBasicAuth(cfg.User, "${password}")`,
      `curl_setopt($ch, CURLOPT_USERPWD, "api:${password}");`,
      `['auth' => ['reports', '${password}']]`,
    ]) {
      expect(found(text).join(" "), text).toContain(password);
    }
    const plain = Buffer.from(`\u0000ops@corp.example\u0000${password}`).toString("base64");
    expect(found(`C: AUTH PLAIN ${plain}`)).toEqual([plain]);
  });

  it("leave challenges, documented examples, placeholders and code alone", () => {
    for (const text of [
      'WWW-Authenticate: Basic realm="staging", charset="UTF-8"',
      'WWW-Authenticate: Bearer realm="example", error="invalid_token"',
      "Authorization: Bearer mF_9.B5f-4.1JqM",
      "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
      `Authorization: Basic ${Buffer.from("user:password").toString("base64")}`,
      'curl -H "Authorization: token OAUTH-TOKEN" https://api.github.com/user',
      "Authorization: Bearer my-access-token",
      'Authorization: "Bearer " + getAccessToken()',
      "authorization: requiredForAllEndpoints",
      'curl -u "$USER:$PASS" https://api.internal',
      "docker run -u 1000:1000 node:20",
      "the basic authentication scheme sends base64 of user and password",
      '"base64Strategy": "contentEncoding:base64"',
      "C: AUTH PLAIN AGpvZUBleGFtcGxlLmNvbQBwYXNzd29yZA==",
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });

  it("decode RFC 7617 credentials, and nothing else", () => {
    expect(decodeBasicCredentials(Buffer.from("a@b.c:p:w").toString("base64"))).toEqual({ user: "a@b.c", password: "p:w" });
    expect(decodeBasicCredentials("authentication")).toBeUndefined();
  });
});

describe("session cookies", () => {
  const session = fake.sessionId("unit");
  it("are found by the cookie's name in Cookie, Set-Cookie, curl -b and document.cookie", () => {
    expect(found(`Cookie: _ga=GA1.2.1946113537.1764000000; sessionid=${session}; theme=dark`)).toEqual([session]);
    expect(found(`Set-Cookie: JSESSIONID=${session}; Path=/; HttpOnly`)).toEqual([session]);
    expect(found(`curl -b "laravel_session=${session}" https://shop.internal`)).toEqual([session]);
    expect(found(`document.cookie = "auth_token=${session}; path=/";`)).toEqual([session]);
  });

  it("leave anti-forgery, analytics and deleted cookies alone", () => {
    expect(found(`Cookie: csrftoken=${session}; _gid=GA1.2.987654321.1699999999`)).toEqual([]);
    expect(found(`Set-Cookie: XSRF-TOKEN=${session}; Path=/`)).toEqual([]);
    expect(found("Set-Cookie: session=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT")).toEqual([]);
  });
});
