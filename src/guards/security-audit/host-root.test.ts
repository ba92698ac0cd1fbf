import { describe, expect, it } from "vitest";
import { pathOnHost } from "./host-root.js";
import { classifyPath } from "./classify-path.js";
import { secretsHolder, systemKeyHolder } from "./secret-ancestors.js";
import { classifySensitivePath } from "./sensitive-paths.js";
import { isAutostartPath, systemFileClass } from "./system-paths.js";

const context = { cwd: "/work/app", home: "/home/ada" };

describe("pathOnHost", () => {
  it("reads each documented mount of the host's root as the host's path", () => {
    expect(pathOnHost("/host/etc/shadow")).toBe("/etc/shadow");
    expect(pathOnHost("/rootfs/var/lib/etcd/member/snap/db")).toBe("/var/lib/etcd/member/snap/db");
    expect(pathOnHost("/hostfs/root/.kube/config")).toBe("/root/.kube/config");
    expect(pathOnHost("/host-root/etc/kubernetes/admin.conf")).toBe("/etc/kubernetes/admin.conf");
    expect(pathOnHost("/hostroot/etc/sudoers")).toBe("/etc/sudoers");
    expect(pathOnHost("/mnt/host/etc/gshadow")).toBe("/etc/gshadow");
    expect(pathOnHost("/mnt/sysimage/etc/shadow")).toBe("/etc/shadow");
    expect(pathOnHost("/node/etc/kubernetes/pki/ca.key")).toBe("/etc/kubernetes/pki/ca.key");
    expect(pathOnHost("/proc/1/root/etc/shadow")).toBe("/etc/shadow");
    expect(pathOnHost("/proc/4242/root/home/bob/.aws/credentials")).toBe("/home/bob/.aws/credentials");
    expect(pathOnHost("/HOST/etc/shadow")).toBe("/etc/shadow");
  });

  it("takes nested mounts off in turn, and reads a mount point itself as the root", () => {
    expect(pathOnHost("/host/proc/1/root/etc/shadow")).toBe("/etc/shadow");
    expect(pathOnHost("/host")).toBe("/");
    expect(pathOnHost("/rootfs/")).toBe("/");
  });

  it("leaves every other path alone", () => {
    for (const path of ["/etc/shadow", "/hosts/etc/shadow", "/hostname", "/home/ada/host/etc/shadow", "/mnt/hosts/x", "/nodes/etc", "/proc/self/root/etc", "/proc/1/cwd/etc/shadow", "/rootfs2/etc", "/work/app/host/config"]) {
      expect(pathOnHost(path), path).toBeUndefined();
    }
  });
});

describe("the shared classification, through a mount of the host's root", () => {
  it("finds the host's secrets, for the shell and the file tools alike", () => {
    expect(classifySensitivePath("/host/etc/shadow", context)?.rule).toBe("secrets.system-auth");
    expect(classifySensitivePath("/host/etc/kubernetes/admin.conf", context)?.rule).toBe("secrets.kube-config");
    expect(classifySensitivePath("/rootfs/var/lib/etcd/member/snap/db", context)?.rule).toBe("secrets.service-credentials");
    expect(classifySensitivePath("/proc/1/root/root/.ssh/id_ed25519", context)?.rule).toBe("secrets.ssh-private-key");
    expect(classifySensitivePath("/host/etc/shadow", context)?.reason).toBe("Access denied: /host/etc/shadow (system authentication file, the host's /etc/shadow)");
  });

  it("leaves the host's logs, release files and manifests readable", () => {
    for (const path of ["/host/etc/os-release", "/host/var/log/syslog", "/rootfs/proc/meminfo", "/host/etc/kubernetes/manifests/kube-apiserver.yaml"]) {
      expect(classifySensitivePath(path, context), path).toBeUndefined();
    }
  });

  it("protects the host's system files, autostart places and key directories", () => {
    expect(systemFileClass("/host/etc/sudoers")).toBe("critical");
    expect(systemFileClass("/rootfs/usr/bin/python3")).toBe("important");
    expect(systemFileClass("/hostname")).toBeUndefined();
    expect(isAutostartPath("/host/etc/cron.d/job", undefined)).toBe(true);
    expect(isAutostartPath("/host/root/.config/systemd/user/x.service", undefined)).toBe(true);
    expect(classifyPath("/host/etc/sudoers", { ...context, access: "write" }).sensitivity).toBe("secret");
    expect(classifyPath("/host/etc/pam.d/sshd", { ...context, access: "write" }).sensitivity).toBe("system-critical");
    expect(systemKeyHolder("/host/etc/kubernetes")).toMatch(/the host's \/etc\/kubernetes/);
    expect(secretsHolder("/host", context.home)).toMatch(/^\/host, the host's \//);
    expect(secretsHolder("/host/var/log", context.home)).toBeUndefined();
  });
});
