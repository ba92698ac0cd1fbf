import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";

describe("destruction by target", () => {
  it("asks before deleting, emptying or moving away data outside the project", () => {
    expect(verdict("rm -rf ../other-project")).toBe("ask fs.destroy-outside-project");
    expect(verdict("cd ~/code/other && rm -rf src")).toBe("ask fs.destroy-outside-project");
    expect(verdict("truncate -s0 /var/log/app.log")).toBe("ask fs.destroy-service-data");
    expect(verdict("mv /opt/app /tmp/")).toBe("ask fs.destroy-service-data");
    expect(verdict("find ../ -maxdepth 1 -name 'tmp-*' -exec rm -rf {} +")).toBe("ask fs.destroy-outside-project");
    expect(verdict("python3 -c \"import shutil; shutil.rmtree('/home/ada/old')\"")).toBe("ask fs.destroy-outside-project");
    expect(check("rm -rf ../other-project").reason).toContain("another project next to this one");
  });

  it("denies wiping a mounted disk, and asks for what is on one", () => {
    expect(verdict("rm -rf /mnt/backup")).toBe("deny fs.destroy-mount");
    expect(verdict("rm -rf /Volumes/USB/*")).toBe("deny fs.destroy-mount");
    expect(verdict("rm -rf /mnt/backup/old")).toBe("ask fs.destroy-outside-project");
    expect(verdict("rmdir /mnt/usb")).toBe("ask fs.destroy-outside-project");
  });

  it("asks before overwriting files outside the project, not installing software", () => {
    expect(verdict("echo x > ~/notes.txt")).toBe("ask fs.overwrite-outside-project");
    expect(verdict("cp a.conf /srv/app/app.conf")).toBe("ask fs.overwrite-outside-project");
    expect(verdict("echo x >> ~/notes.txt")).toBe("allow");
    expect(verdict("sudo install -m 755 bin/tool /usr/local/bin/")).toBe("allow");
    expect(verdict("cp bin/tool ~/.local/bin/")).toBe("allow");
  });

  it("allows the project, temporary space and caches", () => {
    for (const command of ["rm -rf dist", "rm -rf /tmp/x", "rm -rf ~/.cache/pip ~/.npm/_cacache ~/tmp/scratch", "rm -rf ../other/node_modules", "mv ~/Downloads/a.csv data/", "git clean -fdx", "truncate -s0 logs/app.log"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
