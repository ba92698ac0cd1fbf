/**
 * Corpus texts of HTTP authentication as it is written down: `Authorization` and
 * `Proxy-Authorization` credentials in every scheme (RFC 9110 §11.6.2, RFC 6750, RFC 7617, RFC 7616,
 * AWS Signature Version 4), API key headers, session cookies, curl and HTTPie command lines, HTTP
 * dumps, HAR files, client code in several languages and logs, with the decoys that sit beside them
 * (challenges, placeholders, references, request ids, analytics cookies, documented examples).
 */
import type { CorpusText } from "./corpus.js";
import { decoy, fake, fakeChars } from "./fake-secrets.js";

const s = (kind: string, value: string) => ({ kind, value });
const HEX = "0123456789abcdef";
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const digestResponse = fakeChars("digest-response", HEX, 64);
const sigv4Signature = fakeChars("sigv4-signature", HEX, 64);
const sigv4KeyId = ["AKIA", fakeChars("sigv4-key", "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)].join("");
const drfToken = fakeChars("drf-token", HEX, 40);
const apiKeyScheme = fakeChars("apikey-scheme", ALNUM, 32);
const bareKey = fakeChars("bare-authorization", `${ALNUM}_-`, 36);
const atlassianToken = fakeChars("atlassian", `${ALNUM}_-=`, 24);
const userPassword = (seed: string) => `${fakeChars(`user-pw-${seed}`, ALNUM, 12)}%8`;

export const HTTP_AUTH_CORPUS: readonly CorpusText[] = [
  {
    id: "http-client-code",
    text: [
      "# python",
      "resp = requests.get(url, headers={'Authorization': f'Bearer " + fake.opaqueToken("py") + "'})",
      'resp = requests.get(url, headers={"Authorization": f"Bearer {token}"})',
      "resp = requests.get(url, auth=('ci-bot', '" + userPassword("requests") + "'))",
      "session.auth = HTTPBasicAuth(\"ci-bot\", \"" + userPassword("httpbasic") + "\")",
      "// go",
      'req.Header.Set("Authorization", "Bearer ' + fake.opaqueToken("go") + '")',
      'req.SetBasicAuth("deploy", "' + userPassword("go") + '")',
      'req.Header.Set("Authorization", "Bearer "+os.Getenv("API_TOKEN"))',
      "// c#",
      'client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "' + fake.opaqueToken("cs") + '");',
      "// swift",
      'request.setValue("Bearer ' + fake.opaqueToken("swift") + '", forHTTPHeaderField: "Authorization")',
      "// js",
      'const basic = "Basic " + btoa("svc-reports:' + userPassword("btoa") + '");',
      "await fetch(url, { headers: { Authorization: `Bearer ${process.env.API_TOKEN}` } });",
      "axios.get(url, { headers: { 'Authorization': 'Bearer ' + accessToken } });",
    ].join("\n"),
    secrets: [
      s("authorization-bearer", fake.opaqueToken("py")),
      s("authorization-basic", userPassword("requests")),
      s("authorization-basic", userPassword("httpbasic")),
      s("authorization-bearer", fake.opaqueToken("go")),
      s("authorization-basic", userPassword("go")),
      s("authorization-bearer", fake.opaqueToken("cs")),
      s("authorization-bearer", fake.opaqueToken("swift")),
      s("authorization-basic", userPassword("btoa")),
    ],
  },
  {
    id: "basic-auth-more-clients",
    text: [
      "$ curl -sS -uci-bot:" + userPassword("glued") + " https://nexus.internal/service/rest/v1/status",
      'req.SetBasicAuth(cfg.User, "' + userPassword("gouser") + '")',
      'curl_setopt($ch, CURLOPT_USERPWD, "api:' + userPassword("php") + '");',
      "$client->request('GET', $url, ['auth' => ['reports', '" + userPassword("guzzle") + "']]);",
      'request.basic_auth("reports", "' + userPassword("ruby") + '")',
      "C: AUTH PLAIN " + Buffer.from(`\u0000alerts@acme.example\u0000${userPassword("smtp")}`).toString("base64"),
      "S: 235 2.7.0 Authentication successful",
      "C: AUTH PLAIN AGpvZUBleGFtcGxlLmNvbQBwYXNzd29yZA==",
    ].join("\n"),
    secrets: [
      s("authorization-basic", userPassword("glued")),
      s("authorization-basic", userPassword("gouser")),
      s("authorization-basic", userPassword("php")),
      s("authorization-basic", userPassword("guzzle")),
      s("authorization-basic", userPassword("ruby")),
      s("authorization-basic", Buffer.from(`\u0000alerts@acme.example\u0000${userPassword("smtp")}`).toString("base64")),
    ],
  },
  {
    id: "http-header-dumps",
    text: [
      "DEBUG http.client request headers: map[Accept:[application/json] Authorization:[Bearer " + fake.opaqueToken("gomap") + "] User-Agent:[Go-http-client/1.1]]",
      "request.META = {'HTTP_HOST': 'api.internal', 'HTTP_AUTHORIZATION': 'Token " + drfToken + "', 'REMOTE_ADDR': '10.0.4.7'}",
      "X-Authorization: Bearer " + fake.opaqueToken("xauth"),
      'payload="{\\"headers\\":{\\"Authorization\\":\\"Bearer ' + fake.opaqueToken("escaped") + '\\"},\\"method\\":\\"GET\\"}"',
      "level=info msg=\"upstream call\" authorization=\"Bearer " + fake.opaqueToken("logfmt") + "\" status=200 trace_id=" + decoy.sha256("trace").slice(0, 32),
      "AUTH_HEADER=\"Bearer " + fake.opaqueToken("env") + "\"",
      "X-Request-Id: " + decoy.uuid("dump"),
      "X-Amzn-Trace-Id: Root=1-" + decoy.sha1("amzn").slice(0, 8) + "-" + decoy.sha1("amzn2").slice(0, 24),
    ].join("\n"),
    secrets: [
      s("authorization-bearer", fake.opaqueToken("gomap")),
      s("authorization-header", drfToken),
      s("authorization-bearer", fake.opaqueToken("xauth")),
      s("authorization-bearer", fake.opaqueToken("escaped")),
      s("authorization-bearer", fake.opaqueToken("logfmt")),
      s("authorization-bearer", fake.opaqueToken("env")),
    ],
  },
  {
    id: "escaped-requests",
    text: [
      "send: b'GET /v2/reports HTTP/1.1\\r\\nHost: api.internal\\r\\nAuthorization: Token " + fakeChars("escaped-token", HEX, 40) + "\\r\\nAccept: */*\\r\\n\\r\\n'",
      'reply: \'HTTP/1.1 200 OK\\r\\n\'',
      '{"raw_request": "GET / HTTP/1.1\\r\\nCookie: sessionid=' + fake.sessionId("escaped") + '; lang=en\\r\\n"}',
      '{"msg": "{\\"cookie\\": \\"connect.sid=' + fake.sessionId("escaped2") + '\\"}"}',
      "https://acmelogs.blob.core.windows.net/exports/2026-11.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&st=2026-11-27T00:00:00Z&spr=https&sig=" +
        fakeChars("sas", `${ALNUM}`, 43) +
        "%3D",
      "https://acmelogs.blob.core.windows.net/exports/readme.txt?sv=2022-11-02&sig=<signature>",
    ].join("\n"),
    secrets: [
      s("authorization-header", fakeChars("escaped-token", HEX, 40)),
      s("session-cookie", fake.sessionId("escaped")),
      s("session-cookie", fake.sessionId("escaped2")),
      s("azure-sas-token", fakeChars("sas", `${ALNUM}`, 43) + "%3D"),
    ],
  },
  {
    id: "auth-schemes",
    text: [
      "> GET /dir/index.html HTTP/1.1",
      '> Authorization: Digest username="ops", realm="api@internal", uri="/dir/index.html", algorithm=SHA-256, nonce="' +
        decoy.base64Blob("nonce", 44) +
        '", nc=00000001, cnonce="' +
        decoy.base64Blob("cnonce", 16) +
        '", qop=auth, response="' +
        digestResponse +
        '", opaque="' +
        decoy.sha256("opaque").slice(0, 32) +
        '"',
      "Authorization: AWS4-HMAC-SHA256 Credential=" + sigv4KeyId + "/20261127/eu-west-1/s3/aws4_request, SignedHeaders=host;range;x-amz-date, Signature=" + sigv4Signature,
      "Authorization: ApiKey " + apiKeyScheme,
      "authorization: " + bareKey,
      "Proxy-Authorization: Basic " + fake.basicFor("proxyuser"),
    ].join("\n"),
    secrets: [
      s("authorization-header", digestResponse),
      s("authorization-header", sigv4Signature),
      s("aws-access-key-id", sigv4KeyId),
      s("authorization-header", apiKeyScheme),
      s("authorization-header", bareKey),
      s("authorization-basic", fake.basicFor("proxyuser")),
    ],
  },
  {
    id: "auth-challenges-and-examples",
    text: [
      "< HTTP/1.1 401 Unauthorized",
      '< WWW-Authenticate: Basic realm="Access to the staging site", charset="UTF-8"',
      '< WWW-Authenticate: Bearer realm="example", error="invalid_token", error_description="The access token expired"',
      "The client sends an Authorization header with the Bearer scheme and its access token (RFC 6750, section 2.1).",
      "Authorization: Basic dXNlcjpwYXNzd29yZA==",
      "Authorization: Bearer <access-token>",
      "Authorization: Bearer YOUR_ACCESS_TOKEN",
      "Authorization: Bearer {{accessToken}}",
      "Authorization: Bearer ****************",
      "Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-date, Signature=" +
        decoy.sha256("aws-docs"),
      'Authorization: "Bearer " + getAccessToken()',
      "RFC 6750 §2.1: Authorization: Bearer mF_9.B5f-4.1JqM",
      "RFC 7617 §2: Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
      'RFC 7616 §3.9.1: Authorization: Digest username="Mufasa", realm="http-auth@example.org", uri="/dir/index.html", algorithm=MD5, nonce="7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", nc=00000001, cnonce="f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ", qop=auth, response="8ca523f5e9506fed4657c9700eebdbec", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"',
      'GitHub docs: curl -H "Authorization: token OAUTH-TOKEN" https://api.github.com/user',
      'curl -H "Authorization: Bearer my-access-token" https://api.internal/v1/me',
      "Django REST framework docs: Authorization: Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b",
      "authorization: requiredForAllEndpoints",
      "Authorization = this.authorizationHeaderValue",
    ].join("\n"),
    secrets: [],
  },
  {
    id: "curl-and-httpie",
    text: [
      "$ curl -sS -u ops@acme.example:" + atlassianToken + " https://acme.atlassian.net/rest/api/3/myself",
      "$ curl -X POST \\",
      "    -u deploy:" + userPassword("multiline") + " \\",
      "    -F file=@dist/app.tgz https://nexus.internal/upload",
      "$ curl --oauth2-bearer " + fake.opaqueToken("oauth2") + " https://api.internal/v1/me",
      '$ curl -H "X-API-Key: ' + fake.hexKey("xapikey") + '" https://api.internal/v2/items',
      '$ curl -H "Ocp-Apim-Subscription-Key: ' + fake.hexKey("apim") + '" https://acme.azure-api.net/orders',
      "$ http -a admin:" + userPassword("httpie") + " PUT https://registry.internal/config",
      "$ echo -n 'ci:" + userPassword("echo") + "' | base64",
      '$ curl -u "$NEXUS_USER:$NEXUS_PASS" https://nexus.internal/upload',
      "$ curl -u admin:admin http://localhost:8080/",
      '$ curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://api.internal',
      '$ curl -H "X-Request-Id: ' + decoy.uuid("curl") + '" https://api.internal/health',
      "$ docker run -u 1000:1000 -p 8080:80 nginx",
    ].join("\n"),
    secrets: [
      s("authorization-basic", atlassianToken),
      s("authorization-basic", userPassword("multiline")),
      s("authorization-bearer", fake.opaqueToken("oauth2")),
      s("api-key-header", fake.hexKey("xapikey")),
      s("api-key-header", fake.hexKey("apim")),
      s("authorization-basic", userPassword("httpie")),
      s("authorization-basic", userPassword("echo")),
    ],
  },
  {
    id: "har-export",
    text: JSON.stringify(
      {
        log: {
          entries: [
            {
              request: {
                method: "GET",
                url: "https://app.internal/api/account",
                headers: [
                  { name: "authorization", value: "Bearer " + fake.jwt("har") },
                  { name: "cookie", value: `_ga=GA1.2.1946113537.1764000000; sessionid=${fake.sessionId("django")}; csrftoken=${decoy.base64Blob("csrf", 32).replace(/[+/]/g, "x")}` },
                  { name: "x-request-id", value: decoy.uuid("har") },
                ],
                cookies: [
                  { name: "sessionid", value: fake.sessionId("django") },
                  { name: "_ga", value: "GA1.2.1946113537.1764000000" },
                ],
              },
              response: {
                status: 200,
                headers: [
                  { name: "set-cookie", value: `connect.sid=${fake.signedSession()}; Path=/; HttpOnly; Secure; SameSite=Lax` },
                  { name: "etag", value: `W/"${decoy.sha1("har-etag")}"` },
                ],
              },
            },
          ],
        },
      },
      null,
      2,
    ),
    secrets: [s("jwt", fake.jwt("har")), s("session-cookie", fake.sessionId("django")), s("session-cookie", fake.signedSession())],
  },
  {
    id: "set-cookie-response",
    text: [
      "$ curl -si https://shop.internal/login -d @creds.json",
      "HTTP/2 302",
      `set-cookie: laravel_session=${fake.sessionId("laravel")}; expires=Fri, 27 Nov 2026 11:00:00 GMT; Max-Age=7200; path=/; httponly; samesite=lax`,
      `set-cookie: JSESSIONID=${fake.hexKey("jsession").toUpperCase()}; Path=/; Secure; HttpOnly`,
      "set-cookie: theme=dark; Path=/",
      "set-cookie: session=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/",
      `set-cookie: XSRF-TOKEN=${decoy.base64Blob("xsrf", 40).replace(/[+/]/g, "x")}; Path=/`,
      "location: /account",
      `$ curl -b "PHPSESSID=${fakeChars("phpsess", "abcdefghijklmnopqrstuvwxyz0123456789", 26)}" https://shop.internal/cart`,
      `document.cookie = "auth_token=${fake.opaqueToken("cookie").replace(/[+/~]/g, "_")}; path=/; secure";`,
    ].join("\n"),
    secrets: [
      s("session-cookie", fake.sessionId("laravel")),
      s("session-cookie", fake.hexKey("jsession").toUpperCase()),
      s("session-cookie", fakeChars("phpsess", "abcdefghijklmnopqrstuvwxyz0123456789", 26)),
      s("session-cookie", fake.opaqueToken("cookie").replace(/[+/~]/g, "_")),
    ],
  },
];
