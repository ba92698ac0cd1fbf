import { describe, expect, it } from "vitest";
import { isSecretVariable } from "./secret-names.js";
import { isServiceHost, serviceOf } from "./services.js";

describe("secret variables and their services", () => {
  it("recognise credentials by the words of their names", () => {
    for (const name of ["GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "PGPASSWORD", "DEPLOY_KEY", "DATABASE_URL", "OPENAI_API_KEY", "MYSQL_PWD", "npm_config__auth", "SLACK_WEBHOOK_SECRET", "GHTOKEN", "IDENTITY_HEADER", "CI_JOB_JWT_V2"]) {
      expect(isSecretVariable(name), name).toBe(true);
    }
    for (const name of ["PATH", "PWD", "OLDPWD", "SSH_AUTH_SOCK", "AWS_ACCESS_KEY_ID", "STRIPE_PUBLISHABLE_KEY", "NEXT_PUBLIC_API_KEY", "TOKENIZERS_PARALLELISM", "KUBECONFIG", "GITHUB_SHA", "NODE_ENV", "GOOGLE_APPLICATION_CREDENTIALS_FILE"]) {
      expect(isSecretVariable(name), name).toBe(false);
    }
  });

  it("map CLIs and variables to the hosts of their own service", () => {
    expect(serviceOf("gh auth token")?.name).toBe("GitHub");
    expect(serviceOf("$GH_TOKEN")?.name).toBe("GitHub");
    expect(serviceOf("$AWS_SESSION_TOKEN")?.name).toBe("AWS");
    expect(serviceOf("$API_TOKEN")).toBeUndefined();
    expect(serviceOf("vault kv get")).toBeUndefined();
    const github = serviceOf("$GITHUB_TOKEN");
    expect(github && isServiceHost(github, "api.github.com")).toBe(true);
    expect(github && isServiceHost(github, "github.com.evil.example")).toBe(false);
    expect(github && isServiceHost(github, "notgithub.com")).toBe(false);
  });
});
