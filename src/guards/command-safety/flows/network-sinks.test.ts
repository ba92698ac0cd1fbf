import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { mountedHostPaths } from "./container-mounts.js";
import { servedDirectory } from "./file-servers.js";
import { networkSink } from "./network-sinks.js";

const last = (source: string) => invocations(source).at(-1) as never;

describe("networkSink", () => {
  it("finds where HTTP clients send data, and which arguments authenticate", () => {
    const sink = networkSink(last('curl -s -H "Authorization: Bearer $T" -d "x=$Y" https://api.example.com/v1'));
    expect(sink?.hosts).toEqual(["api.example.com"]);
    expect(sink?.sent.map((sent) => `${sent.field.text}:${sent.auth}`)).toEqual(['"Authorization: Bearer $T":true', '"x=$Y":false', "https://api.example.com/v1:false"]);
    expect(networkSink(last('wget --header="X-Api-Key: $K" https://x.example.com'))?.sent[0]?.auth).toBe(true);
    expect(networkSink(last("http POST x.example.com a=1 Authorization:'Bearer t'"))?.hosts).toEqual(["x.example.com"]);
  });

  it("finds the local files that uploads, gists, attachments and transfers send", () => {
    const files = (source: string) => networkSink(last(source))?.files.map((field) => field.value);
    expect(files("aws s3 cp ~/.ssh/id_rsa s3://b/")).toEqual(["/home/ada/.ssh/id_rsa"]);
    expect(files("aws s3 cp s3://b/x .")).toEqual([]);
    expect(files("gsutil cp a.txt gs://b/")).toEqual(["a.txt"]);
    expect(files("gh gist create a.txt b.txt")).toEqual(["a.txt", "b.txt"]);
    expect(files("gh release upload v1 dist/a.zip#Binary")).toEqual(["dist/a.zip"]);
    expect(files("gh api gists -F 'files[x][content]=@.env'")).toEqual([".env"]);
    expect(files("mutt -s x -a key.pem -- a@b.example")).toEqual(["key.pem"]);
    expect(files("socat -u FILE:/etc/hosts TCP:x.example.com:80")).toEqual(["/etc/hosts"]);
    expect(files("lftp -e 'put notes.txt; bye' ftp://x.example.com")).toEqual(["notes.txt"]);
    expect(files("kubectl cp key.pem pod:/tmp/")).toEqual(["key.pem"]);
    expect(files("dig -f names.txt")).toEqual(["names.txt"]);
    expect(networkSink(last("gh secret set X < v.txt"))).toBeUndefined();
    expect(networkSink(last("ls -la"))).toBeUndefined();
  });
});

describe("servedDirectory and mountedHostPaths", () => {
  it("find the directory a static file server exposes", () => {
    const served = (source: string) => servedDirectory(last(source))?.value;
    expect(served("python3 -m http.server 8000 --directory /srv")).toBe("/srv");
    expect(served("python3 -m http.server")).toBe(".");
    expect(served("php -S 0.0.0.0:80 -t public")).toBe("public");
    expect(served("npx http-server -p 8080 dist")).toBe("dist");
    expect(served("ruby -run -e httpd /tmp -p 8000")).toBe("/tmp");
    expect(served("python3 -m venv .venv")).toBeUndefined();
  });

  it("find the host paths a container mounts", () => {
    const mounts = (source: string) => mountedHostPaths(last(source)).map((field) => field.value);
    expect(mounts("docker run -v /home/ada/.aws:/root/.aws:ro -v data:/data img")).toEqual(["/home/ada/.aws"]);
    expect(mounts("podman container run --mount type=bind,source=/srv/x,target=/x img")).toEqual(["/srv/x"]);
    expect(mounts("docker --context prod run --volume=./src:/src img")).toEqual(["./src"]);
    expect(mounts("docker ps")).toEqual([]);
  });

  it("finds the files of documented prefixes, scp-like cloud copies and mail bodies", () => {
    const files = (source: string) => networkSink(last(source))?.files.map((field) => field.value);
    expect(files("aws sns publish --topic-arn t --message file://note.txt")).toEqual(["note.txt"]);
    expect(files("az rest --url https://x.example.com --body @body.json")).toEqual(["body.json"]);
    expect(files("aws secretsmanager put-secret-value --secret-id s --secret-string file://db.txt")).toEqual([]);
    expect(files("aws secretsmanager put-secret-value --secret-id s --secret-string file://../other/db.txt")).toEqual(["../other/db.txt"]);
    expect(files("socat -u /etc/hosts,ignoreeof TCP:x.example.com:80")).toEqual(["/etc/hosts"]);
    expect(files("gcloud compute scp a.tgz b.tgz vm:/tmp/")).toEqual(["a.tgz", "b.tgz"]);
    expect(files("gcloud cloud-shell scp localhost:a.txt cloudshell:~/a.txt")).toEqual(["a.txt"]);
    expect(files("gcloud compute scp vm:/var/log/x.log .")).toEqual([]);
    expect(files("swaks --to a@b.example --body @mail.txt")).toEqual(["mail.txt"]);
    expect(files("git send-email --to a@b.example --cc c@b.example 0001-x.patch")).toEqual(["0001-x.patch"]);
    const headers = (source: string) => networkSink(last(source))?.headerFiles?.map((field) => field.value);
    expect(headers("curl -H @h.txt --url-query +q@q.txt --url-query=@r.txt https://x.example.com")).toEqual(["h.txt", "q.txt", "r.txt"]);
    expect(headers("curl -H 'Accept: a@b' --url-query a=b https://x.example.com")).toBeUndefined();
    expect(networkSink(last("aws sns publish --topic-arn t --message hi"))?.publishes).toBe(true);
    expect(networkSink(last("aws sns list-topics"))?.publishes).toBeUndefined();
  });
});
