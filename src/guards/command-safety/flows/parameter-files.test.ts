import { describe, expect, it } from "vitest";
import { expand } from "../__fixtures__/walk-helpers.js";
import { parameterFiles, requestItemFiles, storesSecrets } from "./parameter-files.js";

/** The files a command's arguments name through its CLI's documented prefixes, as `parameter:path[:designed]`. */
function read(source: string): string[] {
  const [name, ...args] = expand(source);
  return parameterFiles(name?.value ?? "", args).map((file) => `${file.parameter}:${file.field.value}${file.designed ? ":designed" : ""}`);
}

describe("parameterFiles", () => {
  it("reads the AWS CLI's file:// and fileb:// on any parameter, in either option spelling", () => {
    expect(read("aws sns publish --topic-arn t --message file://notes.txt")).toEqual(["--message:notes.txt"]);
    expect(read("aws lambda invoke --function-name f --payload=fileb:///tmp/e.json out.json")).toEqual(["--payload:/tmp/e.json"]);
    expect(read("aws --cli-input-json file://~/.aws/credentials sts get-caller-identity")).toEqual(["--cli-input-json:~/.aws/credentials"]);
    expect(read("aws secretsmanager create-secret --name x --secret-string file://db.txt")).toEqual(["--secret-string:db.txt:designed"]);
    expect(read("aws s3 ls s3://bucket/file://x")).toEqual([]);
  });

  it("reads the Azure CLI's @file on any argument, and leaves standard input alone", () => {
    expect(read("az rest --method post --url https://x.example.com --body @body.json")).toEqual(["--body:body.json"]);
    expect(read("az vm create -n vm --custom-data=@cloud-init.yml")).toEqual(["--custom-data:cloud-init.yml"]);
    expect(read("az keyvault secret set --vault-name v -n n --value @tls.pem")).toEqual(["--value:tls.pem:designed"]);
    expect(read("az rest --body @-")).toEqual([]);
  });

  it("reads gcloud's --*-file and --*-from-file flags, but not files it writes or keys it signs in with", () => {
    expect(read("gcloud secrets versions add s --data-file=db.txt")).toEqual(["--data-file:db.txt:designed"]);
    expect(read("gcloud compute instances create vm --metadata-from-file startup-script=a.sh,ssh-keys=k.txt")).toEqual(["--metadata-from-file:a.sh", "--metadata-from-file:k.txt"]);
    expect(read("gcloud run deploy api --env-vars-file .env.yaml")).toEqual(["--env-vars-file:.env.yaml:designed"]);
    expect(read("gcloud kms decrypt --ciphertext-file c.enc --plaintext-file -")).toEqual([]);
    expect(read("gcloud compute ssh vm --ssh-key-file ~/.ssh/google_compute_engine")).toEqual([]);
  });

  it("leaves the CLIs' local credential commands and other programs alone", () => {
    expect(read("aws configure import --csv file://keys.csv")).toEqual([]);
    expect(read("gcloud auth activate-service-account --key-file=ci.json")).toEqual([]);
    expect(read("az login --federated-token @token.txt")).toEqual([]);
    expect(read("kubectl apply -f file://x.yaml")).toEqual([]);
  });
});

describe("storesSecrets", () => {
  it("knows the clouds' secret stores and nothing else", () => {
    expect(storesSecrets("aws", ["secretsmanager", "create-secret"])).toBe(true);
    expect(storesSecrets("az", ["keyvault", "secret", "set"])).toBe(true);
    expect(storesSecrets("gcloud", ["secrets", "versions", "add"])).toBe(true);
    expect(storesSecrets("aws", ["sns", "publish"])).toBe(false);
    expect(storesSecrets("gh", ["secret", "set"])).toBe(false);
  });
});

describe("requestItemFiles", () => {
  it("reads HTTPie's and xh's file request items", () => {
    const files = (source: string) => requestItemFiles(expand(source).slice(1)).map((field) => field.value);
    expect(files("http POST x.example.com a=1 doc@notes.txt 'j:=@data.json' q==@query.txt t=@body.txt")).toEqual(["notes.txt", "data.json", "query.txt", "body.txt"]);
    expect(files("xh post x.example.com @payload.json")).toEqual(["payload.json"]);
    expect(files("http POST x.example.com 'email=ada\\@example.com' https://ada@x.example.com -")).toEqual([]);
  });
});
