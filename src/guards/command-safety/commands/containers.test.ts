import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { containerCommand, hostPath } from "./containers.js";

const inside = (source: string) => {
  const found = containerCommand(invocations(source)[0]!);
  return found ? { where: found.where, argv: found.argv?.map((field) => field.value), mounts: found.mounts, cwd: found.cwd, stdin: found.stdin } : undefined;
};

describe("containerCommand", () => {
  it("reads docker and podman exec and run by their option grammars", () => {
    expect(inside("docker exec -it -u postgres -e A=1 db psql -c x")?.argv).toEqual(["psql", "-c", "x"]);
    expect(inside("podman run --rm --network host -v /srv:/data -w /data alpine ls")).toMatchObject({ argv: ["ls"], mounts: [["/data", "/srv"]], cwd: "/data" });
    expect(inside("docker run --rm --entrypoint psql postgres -c x")?.argv).toEqual(["psql", "-c", "x"]);
    expect(inside("docker compose -f dev.yml exec -T db psql")?.argv).toEqual(["psql"]);
    expect(inside("docker run -d nginx")).toBeUndefined();
  });

  it("reads kubectl exec, run and debug, with and without --", () => {
    expect(inside("kubectl -n prod exec -it api-0 -c app -- rm -rf /data")?.argv).toEqual(["rm", "-rf", "/data"]);
    expect(inside("kubectl exec api-0 ls /")?.argv).toEqual(["ls", "/"]);
    expect(inside("oc rsh mysql-1 mysql -e x")?.argv).toEqual(["mysql", "-e", "x"]);
    expect(inside("kubectl exec -it api-0 -- bash")?.argv).toEqual(["bash"]);
    expect(inside("kubectl get pods")).toBeUndefined();
  });

  it("maps container paths back through bind mounts", () => {
    expect(hostPath("/k/id_rsa", [["/k", "/home/ada/.ssh"]])).toBe("/home/ada/.ssh/id_rsa");
    expect(hostPath("/host/etc", [["/host", "/"]])).toBe("/etc");
    expect(hostPath("/other", [["/k", "/home/ada/.ssh"]])).toBeUndefined();
  });
});
