import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { credentialCommand } from "./credential-commands.js";

const credential = (source: string) => credentialCommand(invocations(source).at(-1) as never);

describe("credentialCommand", () => {
  it("names commands whose documented purpose is to print or decrypt a credential", () => {
    expect(credential("gh auth token")).toBe("gh auth token");
    expect(credential("gh auth status --show-token")).toBe("gh auth status");
    expect(credential("aws --profile prod configure get aws_secret_access_key")).toBe("aws configure get");
    expect(credential("gcloud auth application-default print-access-token")).toBe("gcloud auth application-default print-access-token");
    expect(credential("kubectl -n prod get secret db -o jsonpath='{.data.password}'")).toBe("kubectl get");
    expect(credential("security find-generic-password -ga Chrome")).toBe("security find-generic-password");
    expect(credential("docker-credential-pass get")).toBe("docker-credential-pass get");
    expect(credential("git-credential-manager get")).toBe("git-credential-manager get");
    expect(credential("git config --get github.token")).toBe("git config");
    expect(credential("pass email/work")).toBe("pass email/work");
    expect(credential("sops -d secrets.yaml")).toBe("sops");
    expect(credential("terraform state pull")).toBe("terraform state pull");
    // Platform CLIs printing an app's environment or a stored secret.
    expect(credential("cf env myapp")).toBe("cf env");
    expect(credential("eb printenv")).toBe("eb printenv");
    expect(credential("yc lockbox payload get --name db")).toBe("yc lockbox payload get");
    expect(credential("hcloud context export")).toBe("hcloud context export");
  });

  it("leaves alone the same tools doing something else", () => {
    for (const source of ["gh auth status", "aws configure get region", "aws configure list", "kubectl get secrets", "kubectl get secret db -o name", "security find-generic-password -s github", "git config --get user.email", "git config user.password hunter2", "pass insert email/work", "sops -e -i secrets.yaml", "sops -d --output plain.yaml secrets.yaml", "gpg -d -o out.tar backup.tar.gpg", "terraform output", "cf apps", "eb status", "yc lockbox secret list", "hcloud context use dev"]) {
      expect(credential(source), source).toBeUndefined();
    }
  });
});

describe("credentialCommand, minted, decrypted to the terminal, configs and single variables", () => {
  it("names commands that mint a credential and print it, and writes whose file is the terminal", () => {
    expect(credential("heroku authorizations:create --short")).toBe("heroku authorizations:create");
    expect(credential("gcloud iam service-accounts keys create /dev/stdout --iam-account a@p.iam.gserviceaccount.com")).toBe("gcloud iam service-accounts keys create");
    expect(credential("vault login -token-only -method=oidc")).toBe("vault login");
    expect(credential("gpg --decrypt --output - k.asc")).toBe("gpg");
    expect(credential("gpg -o /dev/stdout k.gpg")).toBe("gpg");
    expect(credential("vercel env pull /proc/self/fd/1")).toBe("vercel env pull");
    expect(credential("npm config list --json")).toBe("npm config list");
    expect(credential("git config --get-regexp '^url\\..*insteadof$'")).toBe("git config");
    expect(credential("jupyter server list --json")).toBe("jupyter server list");
    expect(credential("heroku config:get DATABASE_URL -a shop")).toBe("heroku config:get");
  });

  it("leaves alone writes to named files, redacted listings and everyday variables", () => {
    for (const source of ["gcloud iam service-accounts keys create key.json --iam-account a@p.iam.gserviceaccount.com", "vault login -method=oidc", "gpg --decrypt --output k.txt k.asc", "vercel env pull .env.local", "npm config list", "git config --get-regexp '^user\\.'", "heroku config:get NODE_ENV -a shop", "op read --out-file p.txt op://v/i/password"]) {
      expect(credential(source), source).toBeUndefined();
    }
  });
});

describe("credentialCommand, hunters, usage requests and selections that leave the secret out", () => {
  it("names credential hunters by their projects' documented names, run directly or by a script host", () => {
    expect(credential("./linpeas.sh -a")).toBe("linpeas.sh");
    expect(credential("bash linpeas.sh")).toBe("bash linpeas.sh");
    expect(credential("/tmp/linpeas_linux_amd64")).toBe("linpeas_linux_amd64");
    expect(credential("winPEASx64.exe")).toBe("winpeasx64");
    expect(credential("pwsh -ep bypass -File winPEAS.ps1")).toBe("pwsh winpeas.ps1");
    expect(credential("./lse.sh -l1")).toBe("lse.sh");
    expect(credential("SharpUp.exe audit")).toBe("sharpup");
    expect(credential("python3 firefox_decrypt.py")).toBe("python3 firefox_decrypt.py");
    expect(credential("cat linpeas.sh")).toBeUndefined();
    expect(credential("./lse")).toBeUndefined();
    expect(credential("./linpeas-notes.sh")).toBeUndefined();
  });

  it("prints no credential for a usage request", () => {
    for (const command of ["gh auth token --help", "gh auth token -h", "aws ecr get-login-password help", "gh help auth token", "./linpeas.sh -h", "vault token create -h"]) {
      expect(credential(command), command).toBeUndefined();
    }
    expect(credential("gopass show help")).toBe("gopass show");
    expect(credential("psql -h db.internal -c 'select 1'")).toBeUndefined();
  });

  it("lets a modelled command's non-secret selection through, and keeps the rest", () => {
    expect(credential("openstack token issue -c expires -f value")).toBeUndefined();
    expect(credential("openstack application credential create ci -c id -f value")).toBeUndefined();
    expect(credential("openstack token issue -c id -f value")).toBe("openstack token issue");
    expect(credential("openstack token issue")).toBe("openstack token issue");
    expect(credential("openstack ec2 credentials create -c secret")).toBe("openstack ec2 credentials create");
    expect(credential("az account get-access-token --query expiresOn -o tsv")).toBeUndefined();
    expect(credential("az account get-access-token --query accessToken -o tsv")).toBe("az account get-access-token");
    expect(credential("aws sts get-session-token --query Credentials.Expiration")).toBeUndefined();
    expect(credential("aws sts assume-role --role-arn a --role-session-name s")).toBe("aws sts assume-role");
  });

  it("names the data platforms' documented credential printers", () => {
    expect(credential("databricks auth env --profile prod")).toBe("databricks auth env");
    expect(credential("databricks auth describe --sensitive")).toBe("databricks auth describe");
    expect(credential("snow connection generate-jwt")).toBe("snow connection generate-jwt");
    // Airflow's connection mapper prints each connection's password and URI, in every output format.
    expect(credential("airflow connections list")).toBe("airflow connections list");
    expect(credential("airflow connections get my_db -o json")).toBe("airflow connections get");
    expect(credential("airflow connections export -")).toBe("airflow connections export");
    expect(credential("airflow variables export /dev/stdout")).toBe("airflow variables export");
    expect(credential("avn service user-get --format '{password}' --username avnadmin pg")).toBe("avn service user-get");
    expect(credential("avn service get pg --format '{service_uri}'")).toBe("avn service get");
    expect(credential("avn service user-creds-download --username avnadmin pg")).toBe("avn service user-creds-download");
    expect(credential("tofu plan -show-sensitive")).toBe("tofu plan");
    // A switch documented to reveal what the command masks, on a CLI with no model of its own.
    expect(credential("auth0 apps show abc --reveal-secrets")).toBe("auth0 --reveal-secrets");
    for (const source of ["databricks auth describe", "databricks auth profiles", "snow connection list", "airflow connections export conns.json", "airflow variables list", "avn service list", "avn service get pg", "auth0 apps list", "tofu plan"]) {
      expect(credential(source), source).toBeUndefined();
    }
  });
});
