import { describe, expect, it } from "vitest";
import { takesCredentialFile } from "./credential-options.js";

describe("takesCredentialFile", () => {
  it("reads the documented credential options word by word, in any spelling", () => {
    for (const option of ["-i", "-F"]) expect(takesCredentialFile("scp", option), option).toBe(true);
    for (const option of ["--cacert", "--cert", "--key", "--kubeconfig", "--env-file", "-var-file", "--ssl-keyfile", "--keyfile", "--certfile", "-cacert", "--tlsCertificateKeyFile", "--producer.config", "--api_key_path", "--password-file", "--defaults-file", "--auth-user-pass", "--ks", "-keystore", "--netrc-file", "--origincert", "--creds", "--ssh"]) {
      expect(takesCredentialFile("some-tool", option), option).toBe(true);
    }
  });

  it("does not take data options for credential ones", () => {
    for (const option of ["--input", "--file", "-f", "--fragment", "-a", "--attachment", "--attach", "--upload", "--data", "-d", "-o", "--output", "--author", "-i"]) {
      expect(takesCredentialFile("some-tool", option), option).toBe(false);
    }
  });

  it("gives one-letter options their meaning only for the programs that document it", () => {
    expect(takesCredentialFile("sshpass", "-f")).toBe(true);
    expect(takesCredentialFile("llm", "-f")).toBe(false);
    expect(takesCredentialFile("http-server", "-K")).toBe(true);
    expect(takesCredentialFile("restic", "-p")).toBe(true);
    expect(takesCredentialFile("toString", "-p")).toBe(false);
    expect(takesCredentialFile("mvn", "-s")).toBe(true);
    expect(takesCredentialFile("mvn", "-gs")).toBe(true);
    expect(takesCredentialFile("npm", "-s")).toBe(false);
  });

  it("reads a Java or Gradle property by its name", () => {
    expect(takesCredentialFile("java", "-Djavax.net.ssl.keyStore")).toBe(true);
    expect(takesCredentialFile("gradle", "-Pkeystore")).toBe(true);
    expect(takesCredentialFile("foo", "-Dinput")).toBe(false);
  });
});
