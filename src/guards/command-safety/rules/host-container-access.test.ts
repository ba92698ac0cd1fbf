import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { RUNTIME_SOCKET } from "./host-container-access.js";

describe("container runtime sockets given away", () => {
  it("knows the sockets of every runtime by name", () => {
    for (const socket of ["/var/run/docker.sock", "/run/user/1000/podman/podman.sock", "/run/containerd/containerd.sock", "/var/snap/lxd/common/lxd/unix.socket"]) {
      expect(RUNTIME_SOCKET.test(socket), socket).toBe(true);
    }
    for (const other of ["/var/run/docker.pid", "/tmp/app.sock", "/run/dbus/system_bus_socket"]) expect(RUNTIME_SOCKET.test(other), other).toBe(false);
  });

  it("asks when a socket's owner, group, mode or ACL lets another user drive the runtime", () => {
    for (const command of ["sudo chgrp staff /run/containerd/containerd.sock", "sudo setfacl --set u:ci:rw /var/run/docker.sock", "sudo usermod -aG incus-admin ci"]) {
      expect(verdict(command), command).toBe("ask host.container-socket");
    }
    // A mode open to everyone is already the older world-writable rule's to report; it still asks.
    expect(verdict("sudo chmod a+w /run/podman/podman.sock")).toMatch(/^ask /);
  });

  it("leaves the stock ownership, read-only looks and other groups alone", () => {
    for (const command of ["stat -c %U:%G /var/run/docker.sock", "sudo chmod 0660 /run/containerd/containerd.sock", "sudo usermod -aG audio ci", "getfacl /var/run/docker.sock"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
