import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { commandLineCredential, printsLoginCommand } from "./command-line-credentials.js";

/** What any invocation of the command gives on its command line (`sshpass` runs `ssh` after it). */
const given = (source: string) => invocations(source).map((each) => commandLineCredential(each)).find((found) => found !== undefined);

describe("commandLineCredential", () => {
  it("reads registry logins' password options in every documented spelling, and the kind of value; a variable is how CI hands a credential to its tool", () => {
    expect(given("docker login -u AWS -p $(aws ecr get-login-password) 1.dkr.ecr.us-east-1.amazonaws.com")).toEqual({ option: "-p", kind: "substitution", instead: "--password-stdin" });
    expect(given("docker login --password \"$(gh auth token)\" ghcr.io")?.kind).toBe("substitution");
    expect(given("docker login --password=`gh auth token` ghcr.io")?.option).toBe("--password");
    expect(given("docker login -pS3cret -u ada registry.example.com")).toMatchObject({ option: "-p", kind: "literal" });
    expect(given("docker login -u ada -p \"$REGISTRY_PASSWORD\" registry.example.com")).toBeUndefined();
    expect(given("docker --config /tmp/c login -u ada -p x1 registry.example.com")?.kind).toBe("literal");
    expect(given("helm registry login ghcr.io -u ada --password \"$(gh auth token)\"")?.kind).toBe("substitution");
    expect(given("oras login --identity-token \"$(cat /tmp/t)\" reg.azurecr.io")?.option).toBe("--identity-token");
    expect(given("crane auth login ghcr.io -u ada -p \"$(gh auth token)\"")?.kind).toBe("substitution");
    expect(given("sshpass -p hunter2 ssh build01")?.kind).toBe("literal");
    expect(given("cargo login \"$(cat ~/.cargo-token)\"")).toMatchObject({ option: "login TOKEN", kind: "substitution" });
    expect(given("cargo login --registry corp cio8Xq2vR5tLm9pW3zK7yB4nJ6hF1dG0sA")?.kind).toBe("literal");
  });

  it("counts database passwords fetched by a substitution or given for another host; this machine's development server is everyday", () => {
    expect(given("mysql -uroot -p$(cat /tmp/pw) app")?.kind).toBe("substitution");
    expect(given("mysql -h db.example.com -u app -pS3cret app")?.kind).toBe("literal");
    expect(given("mysql --host=db.example.com --password=S3cret app")?.option).toBe("--password");
    expect(given("mariadb -h10.0.0.7 -pS3cret")?.kind).toBe("literal");
    expect(given("mariadb -h10.0.0.7 -p\"$DB_PASSWORD\"")).toBeUndefined();
    expect(given("mysql -h db.example.com -u app '-p$MYSQL_PWD' shop")).toBeUndefined();
    expect(given("redis-cli -h cache.example.com -a S3cret INFO")?.option).toBe("-a");
    expect(given("mongosh mongodb+srv://cluster0.example.net/app -u admin -p S3cret")?.kind).toBe("literal");
    expect(given("mysql -u root -psecret app")).toBeUndefined();
    expect(given("mysql -h 127.0.0.1 -u root -proot app")).toBeUndefined();
    expect(given("mysql -h db.example.com -u app -p app")).toBeUndefined();
    expect(given("mysql -h db.example.com --password app")).toBeUndefined();
    expect(given("redis-cli -a devpass PING")).toBeUndefined();
    expect(given("mongosh -u admin -p --authenticationDatabase admin")).toBeUndefined();
  });

  it("leaves alone the documented ways in, placeholders and other subcommands' -p", () => {
    expect(given("docker login --username AWS --password-stdin 1.dkr.ecr.us-east-1.amazonaws.com")).toBeUndefined();
    expect(given("docker login -u ada -p '<password>' registry.example.com")).toBeUndefined();
    expect(given("docker run -p 8080:80 nginx")).toBeUndefined();
    expect(given("docker run -p 3000:3000 app login")).toBeUndefined();
    expect(given("docker compose -p app up")).toBeUndefined();
    expect(given("helm install app ./chart -p x")).toBeUndefined();
    expect(given("sshpass -e ssh build01")).toBeUndefined();
    expect(given("podman login quay.io")).toBeUndefined();
    expect(given("cargo login")).toBeUndefined();
    expect(given("cargo login --registry corp")).toBeUndefined();
  });

  it("names the AWS CLI's get-login, which prints a docker login command with the password on it", () => {
    const login = (source: string) => invocations(source).map((each) => printsLoginCommand(each)).find((found) => found !== undefined);
    expect(login("aws ecr get-login --no-include-email --region us-east-1")).toBe("aws ecr get-login");
    expect(login("aws --region us-east-1 ecr get-login")).toBe("aws ecr get-login");
    expect(login("aws ecr get-login-password --region us-east-1")).toBeUndefined();
    expect(login("aws ecr describe-repositories")).toBeUndefined();
  });
});
