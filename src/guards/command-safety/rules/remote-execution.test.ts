import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("code run elsewhere", () => {
  it("is judged as if it ran here", () => {
    expect(verdict("ssh db 'psql -c \"DROP DATABASE app\"'")).toBe("ask planes.sql-drop");
    expect(verdict("docker exec redis redis-cli FLUSHALL")).toBe("ask planes.store-flush");
    expect(verdict("kubectl exec -it pg-0 -- psql -c 'TRUNCATE t'")).toBe("ask planes.sql-truncate");
    expect(verdict("docker run --rm -v /:/host alpine rm -rf /host/etc")).toBe("deny fs.recursive-delete-system");
  });

  it("asks before a directory tree is deleted on another machine, except scratch and build output", () => {
    expect(verdict("ssh web 'rm -rf /var/www/html'")).toMatch(/^ask (remote\.recursive-delete|fs\.destroy-service-data)$/);
    expect(verdict("ssh web 'rm -rf /tmp/build'")).toBe("allow");
    expect(verdict("ssh web 'cd /srv/app && rm -rf node_modules'")).toBe("allow");
    // Inside the container /app is the project, bind-mounted: its build output is everyday work.
    expect(verdict("docker run --rm -v \"$(pwd)\":/app -w /app node rm -rf /app/dist")).toBe("allow");
    expect(verdict("docker run --rm -v ~/code/other:/w node rm -rf /w/src")).toBe("ask fs.destroy-outside-project");
  });

  it("asks when the remote code is only known at run time and looks destructive", () => {
    expect(verdict("ssh web \"rm -rf $DIR\"")).toBe("ask remote.opaque-command");
    expect(verdict("ssh web \"$CMD\"")).toBe("allow");
  });
});
