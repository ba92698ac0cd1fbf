import { describe, expect, it } from "vitest";
import { credentialEndpoint } from "./credential-endpoints.js";

const request = (method: string, url: string) => credentialEndpoint({ method, url, body: "" });

describe("credentialEndpoint", () => {
  it("finds Jenkins' script console given Groovy that decrypts its credentials, on any host", () => {
    const script = (url: string, body: string) => credentialEndpoint({ method: "POST", url, body });
    expect(script("http://localhost:8080/scriptText", "script=println(hudson.util.Secret.decrypt('{AQA}'))")).toContain("/scriptText");
    expect(script("https://ci.example.com/computer/agent1/scriptText", "script=com.cloudbees.plugins.credentials.SystemCredentialsProvider.getInstance().getCredentials()")).toContain("scriptText");
    expect(script("https://ci.example.com/scriptText", "script=println(Jenkins.instance.pluginManager.plugins)")).toBeUndefined();
    expect(script("https://ci.example.com/job/app/build", "hudson.util.Secret")).toBeUndefined();
  });

  it("finds requests that mint a credential or read a secret's value", () => {
    expect(request("POST", "https://api.github.com/app/installations/9/access_tokens")).toBe("POST /app/installations/9/access_tokens");
    expect(request("POST", "https://gitlab.com/api/v4/projects/5/deploy_tokens")).toBe("POST /api/v4/projects/5/deploy_tokens");
    expect(request("POST", "https://grafana.example.com/api/auth/keys")).toBe("POST /api/auth/keys");
    expect(request("POST", "https://api.datadoghq.com/api/v2/application_keys")).toBe("POST /api/v2/application_keys");
    expect(request("POST", "https://iam.googleapis.com/v1/projects/p/serviceAccounts/ci@p.iam.gserviceaccount.com/keys")).toBeDefined();
    expect(request("POST", "https://slack.com/api/oauth.v2.access")).toBe("POST /api/oauth.v2.access");
    expect(request("PUT", "https://api.cloudflare.com/client/v4/user/tokens/abc/value")).toBeDefined();
    expect(request("GET", "https://vault.example.com:8200/v1/secret/data/prod/db")).toBe("GET /v1/secret/data/prod/db");
    expect(request("GET", "https://10.0.0.1:6443/api/v1/namespaces/prod/secrets")).toBeDefined();
    expect(request("GET", "https://shop.vault.azure.net/secrets/db?api-version=7.4")).toBeDefined();
  });

  it("leaves listings, checks, revocations, stored values and local services alone", () => {
    for (const [method, url] of [
      ["GET", "https://api.github.com/user"], ["GET", "https://api.datadoghq.com/api/v2/api_keys"], ["GET", "https://api.github.com/repos/o/r/actions/secrets"],
      ["POST", "http://localhost:3000/api/tokens"], ["POST", "http://127.0.0.1:8080/oauth/token"], ["GET", "https://api.cloudflare.com/client/v4/user/tokens/verify"],
      ["POST", "https://api.example.com/oauth/revoke"], ["PUT", "https://api.github.com/repos/o/r/actions/secrets/NPM_TOKEN"], ["POST", "https://api.github.com/user/keys"],
      ["DELETE", "https://api.cloudflare.com/client/v4/user/tokens/abc"],
    ] as const) {
      expect(request(method, url), `${method} ${url}`).toBeUndefined();
    }
  });

  it("reads Vault's raw storage and a container's inspect over the Docker Engine's or Podman's socket", () => {
    expect(request("GET", "https://vault.example.com/v1/sys/raw/logical")).toBe("GET /v1/sys/raw/logical");
    expect(request("POST", "https://vault.example.com/v1/sys/wrapping/unwrap")).toBeDefined();
    expect(request("PUT", "https://vault.example.com/v1/auth/approle/role/ci/secret-id")).toBeDefined();
    expect(request("POST", "https://vault.example.com/v1/pki/issue/web")).toBeDefined();
    expect(request("GET", "https://consul.example.com/v1/acl/token/6a1253d2-1785-24fd-91c2-f8e78c745511")).toBeDefined();
    expect(request("GET", "https://consul.example.com/v1/acl/token/self")).toBeUndefined();
    expect(request("POST", "https://vault.example.com/v1/sys/wrapping/lookup")).toBeUndefined();
    expect(request("GET", "https://vault.example.com/v1/auth/approle/role/ci/role-id")).toBeUndefined();
    expect(request("GET", "https://k8s.example.com/api/v1/watch/namespaces/prod/secrets")).toBeDefined();
    expect(request("GET", "https://k8s.example.com/api/v1/watch/namespaces/prod/pods")).toBeUndefined();
    const socket = (url: string, path = "/var/run/docker.sock") => credentialEndpoint({ method: "GET", url, body: "", socket: path });
    expect(socket("http://localhost/containers/web/json")).toBe("GET /containers/web/json (over /var/run/docker.sock)");
    expect(socket("http://v1.43/v1.43/containers/3f2a/json")).toBeDefined();
    expect(socket("http://d/v4.0.0/libpod/containers/api/json", "/run/user/1000/podman/podman.sock")).toBeDefined();
    expect(socket("http://localhost/containers/json")).toBeUndefined();
    expect(socket("http://localhost/version")).toBeUndefined();
    expect(socket("http://localhost/containers/web/json", "/tmp/app.sock")).toBeUndefined();
    expect(request("GET", "http://127.0.0.1:8200/v1/sys/health")).toBeUndefined();
  });

  it("reads a loopback host as a remote plane's once a bridge is open", () => {
    const bridged = (method: string, url: string) => credentialEndpoint({ method, url, body: "" }, { bridged: true });
    expect(bridged("GET", "http://localhost:8001/api/v1/namespaces/default/secrets")).toBe("GET /api/v1/namespaces/default/secrets");
    expect(bridged("GET", "127.0.0.1:8200/v1/secret/data/app")).toBeDefined();
    expect(bridged("POST", "localhost:8001/api/v1/namespaces/ci/serviceaccounts/deployer/token")).toBeDefined();
    expect(request("GET", "http://localhost:8001/api/v1/namespaces/default/secrets")).toBeUndefined();
    expect(bridged("GET", "http://localhost:8001/api/v1/namespaces/default/pods")).toBeUndefined();
  });

  it("finds a 1Password Connect server's items, wherever the server runs", () => {
    expect(request("GET", "http://localhost:8080/v1/vaults/abc/items/def")).toContain("1Password Connect");
    expect(request("GET", "https://op-connect.internal/v1/vaults/abc/items/def/files/f1/content")).toContain("1Password Connect");
    expect(request("GET", "http://localhost:8080/v1/vaults")).toBeUndefined();
    expect(request("GET", "http://localhost:8080/v1/vaults/abc/items")).toBeUndefined();
    expect(request("DELETE", "http://localhost:8080/v1/vaults/abc/items/def")).toBeUndefined();
  });
});
