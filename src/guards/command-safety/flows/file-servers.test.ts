import { describe, expect, it } from "vitest";
import { staticField, type Invocation } from "../model.js";
import { verdict } from "../__fixtures__/decide.js";
import { listensEverywhere, servedDirectory } from "./file-servers.js";

function invocation(...argv: string[]): Invocation {
  return { name: argv[0] ?? "", argv: argv.map((value) => staticField(value)), assignments: new Map(), redirects: [], cwd: { known: true, path: "/work/app", initial: true }, via: [], elevated: false, text: argv.join(" "), line: argv.join(" ") };
}
const address = (...argv: string[]) => listensEverywhere(invocation(...argv));

describe("listensEverywhere", () => {
  it("reads each server's documented address option", () => {
    expect(address("python3", "-m", "http.server", "--bind", "0.0.0.0")).toBe("0.0.0.0");
    expect(address("python3", "-m", "http.server", "--bind=::", "8000")).toBe("::");
    expect(address("php", "-S", "[::]:8000")).toBe("[::]:8000");
    expect(address("php", "-S", "0:8000")).toBe("0:8000");
    expect(address("ruby", "-run", "-e", "httpd", "--bind-address=0.0.0.0")).toBe("0.0.0.0");
    expect(address("serve", "-l", "tcp://0.0.0.0:3000")).toBe("tcp://0.0.0.0:3000");
    expect(address("httpd", "-f", "-p", "0.0.0.0:8080")).toBe("0.0.0.0:8080");
    expect(address("twistd", "web", "--listen", "tcp:8080:interface=0.0.0.0")).toBe("tcp:8080:interface=0.0.0.0");
    expect(address("updog", "-p", "9090")).toBe("0.0.0.0");
  });

  it("finds nothing for localhost, a port alone or no address", () => {
    expect(address("python3", "-m", "http.server", "8000")).toBeUndefined();
    expect(address("python3", "-m", "http.server", "-b", "127.0.0.1")).toBeUndefined();
    expect(address("php", "-S", "localhost:8000")).toBeUndefined();
    expect(address("serve", "-l", "3000")).toBeUndefined();
    expect(address("caddy", "file-server", "--listen", ":8080")).toBeUndefined();
    expect(address("twistd", "web", "--listen", "tcp:8080:interface=127.0.0.1")).toBeUndefined();
  });

  it("serves busybox httpd's working directory when it only names its port", () => {
    expect(servedDirectory(invocation("httpd", "-p", "0.0.0.0:8080"))?.value).toBe(".");
    expect(servedDirectory(invocation("httpd", "-k", "start"))).toBeUndefined();
  });
});

describe("file servers over the checkout", () => {
  it("asks when the checkout or a parent is served on every interface", () => {
    expect(verdict("python3 -m http.server --bind 0.0.0.0")).toBe("ask secrets.expose-project");
    expect(verdict("cd .. && php -S 0.0.0.0:8000")).toBe("ask secrets.expose-project");
    expect(verdict("sudo miniserve -i :: .")).toBe("ask secrets.expose-project");
    expect(verdict("python3 -m http.server -b 0.0.0.0 -d ~")).toBe("deny secrets.expose");
  });

  it("allows previews: a build output, localhost, the default address", () => {
    expect(verdict("python3 -m http.server 8000")).toBe("allow");
    expect(verdict("python3 -m http.server --bind 0.0.0.0 -d dist")).toBe("allow");
    expect(verdict("php -S 127.0.0.1:8000 -t .")).toBe("allow");
    expect(verdict("ssh web 'python3 -m http.server --bind 0.0.0.0'")).toBe("allow");
  });
});
