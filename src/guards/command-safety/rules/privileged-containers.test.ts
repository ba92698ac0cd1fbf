import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("privileged containers and host namespaces", () => {
  it("asks when a cluster, LXD/Incus or nspawn container gets the host's namespaces, root or every capability", () => {
    for (const command of [
      "oc run dbg --image=ubi9 --privileged -- sleep 3600",
      "kubectl run n --image=alpine --overrides='{\"spec\":{\"hostIPC\":true}}'",
      "incus launch images:debian/12 c2 --config security.nesting=true",
      "lxc config set c3 raw.idmap 'both 1000 0'",
      "sudo systemd-nspawn -D ./rootfs --capability=all",
    ]) expect(verdict(command).startsWith("ask docker.host-root-access"), command).toBe(true);
  });

  it("leaves ordinary containers, limits and project mounts alone", () => {
    for (const command of ["kubectl run curl --image=curlimages/curl -it --rm -- sh", "incus config set c2 limits.memory=2GiB", "sudo systemd-nspawn -D ./rootfs --bind=/work/app:/app", "podman run --rm -p 5432:5432 postgres:16"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
