import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { bitwardenGetsPublic, cliffSelectsColumns, gopassShowsIdentity, isIdentityField, keepassxcShowsIdentity, lastpassShowsIdentity, opItemSelectsIdentity, opReadsIdentity, querySelectsPath, rbwSelectsIdentity, vaultSelectsIdentity } from "./secret-fields.js";

describe("isIdentityField", () => {
  it("knows who and where, and nothing else", () => {
    for (const field of ["username", "UserName", "user", "login", "email", "host", "hostname", "url", "URI", "port", "database", "dbname", "region", "label=username"]) expect(isIdentityField(field), field).toBe(true);
    for (const field of ["password", "token", "api_key", "secret", "notes", "otp", "connection_string", "dsn", "private_key", "", "user_password"]) expect(isIdentityField(field), field).toBe(false);
  });
});

describe("field selectors, by each tool's grammar", () => {
  it("reads vault's -field in both spellings", () => {
    expect(vaultSelectsIdentity(["kv", "get", "-field=username", "secret/db"])).toBe(true);
    expect(vaultSelectsIdentity(["kv", "get", "-field", "host", "secret/db"])).toBe(true);
    expect(vaultSelectsIdentity(["kv", "get", "--field=password", "secret/db"])).toBe(false);
    expect(vaultSelectsIdentity(["kv", "get", "secret/db"])).toBe(false);
  });

  it("reads 1Password references and --fields", () => {
    expect(opReadsIdentity(["op://Private/db/username"])).toBe(true);
    expect(opReadsIdentity(["op://Dev/Postgres/database/hostname"])).toBe(true);
    expect(opReadsIdentity(["op://Private/db/password"])).toBe(false);
    expect(opReadsIdentity(["op://Private/db/username?attribute=otp"])).toBe(false);
    expect(opItemSelectsIdentity(["item", "get", "db", "--fields", "label=username,email"])).toBe(true);
    expect(opItemSelectsIdentity(["item", "get", "db", "--fields=username,password"])).toBe(false);
    expect(opItemSelectsIdentity(["item", "get", "db", "--fields", "username", "--otp"])).toBe(false);
  });

  it("reads Bitwarden's, gopass', LastPass', KeePassXC's and rbw's selectors", () => {
    expect(bitwardenGetsPublic(["username", "id"])).toBe(true);
    expect(bitwardenGetsPublic(["password", "id"])).toBe(false);
    expect(bitwardenGetsPublic(["item", "id"])).toBe(false);
    expect(gopassShowsIdentity(["show", "web/github", "username"], ["web/github", "username"])).toBe(true);
    expect(gopassShowsIdentity(["show", "-o", "web/github", "username"], ["web/github", "username"])).toBe(false);
    expect(gopassShowsIdentity(["show", "web/github"], ["web/github"])).toBe(false);
    expect(lastpassShowsIdentity(["show", "--username", "github"])).toBe(true);
    expect(lastpassShowsIdentity(["show", "--username", "--password", "github"])).toBe(false);
    expect(lastpassShowsIdentity(["show", "github"])).toBe(false);
    expect(keepassxcShowsIdentity(["show", "-a", "UserName", "-a", "URL", "db.kdbx", "e"])).toBe(true);
    expect(keepassxcShowsIdentity(["show", "-a", "Password", "db.kdbx", "e"])).toBe(false);
    expect(keepassxcShowsIdentity(["show", "-s", "-a", "UserName", "db.kdbx", "e"])).toBe(false);
    expect(rbwSelectsIdentity(["get", "--field", "username", "github"])).toBe(true);
    expect(rbwSelectsIdentity(["get", "github"])).toBe(false);
  });

  it("lets the guard allow identity reads and still ask for secrets", () => {
    expect(verdict("vault kv get -field=username secret/db")).toBe("allow");
    expect(verdict("vault kv get -field=password secret/db")).toBe("ask secrets.print-credential");
    expect(verdict("op read op://Private/db/username")).toBe("allow");
    expect(verdict("gopass websites/github username")).toBe("allow");
    expect(verdict("gopass websites/github")).toBe("ask secrets.print-credential");
  });
});

describe("output selections of token-issuing commands", () => {
  const tokenColumns = new Set(["expires", "project_id", "user_id"]);

  it("reads cliff's -c/--column in every spelling, every column public", () => {
    expect(cliffSelectsColumns(["token", "issue", "-c", "expires", "-f", "value"], tokenColumns)).toBe(true);
    expect(cliffSelectsColumns(["token", "issue", "--column=expires", "--column", "project_id"], tokenColumns)).toBe(true);
    expect(cliffSelectsColumns(["token", "issue", "-cexpires"], tokenColumns)).toBe(true);
    expect(cliffSelectsColumns(["token", "issue", "-c", "id"], tokenColumns)).toBe(false);
    expect(cliffSelectsColumns(["token", "issue", "-c", "expires", "-c", "id"], tokenColumns)).toBe(false);
    expect(cliffSelectsColumns(["token", "issue", "-f", "value"], tokenColumns)).toBe(false);
  });

  it("reads a JMESPath --query that is one plain path", () => {
    const paths = new Set(["expireson", "credentials.expiration", "authorizationdata[].proxyendpoint"]);
    expect(querySelectsPath(["account", "get-access-token", "--query", "expiresOn"], paths)).toBe(true);
    expect(querySelectsPath(["--query=Credentials.Expiration"], paths)).toBe(true);
    expect(querySelectsPath(["--query", "'authorizationData[0].proxyEndpoint'"], paths)).toBe(true);
    expect(querySelectsPath(["--query", "accessToken"], paths)).toBe(false);
    expect(querySelectsPath(["--query", "Credentials"], paths)).toBe(false);
    expect(querySelectsPath(["--query", "[expiresOn, accessToken]"], paths)).toBe(false);
    expect(querySelectsPath(["--query", "expiresOn", "--query", "accessToken"], paths)).toBe(false);
    expect(querySelectsPath([], paths)).toBe(false);
  });
});
