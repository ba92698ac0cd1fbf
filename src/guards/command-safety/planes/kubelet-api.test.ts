import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { kubeletCommand, kubeletEffects } from "./kubelet-api.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => kubeletEffects(invocation)).map((effect) => effect.rule);
const code = (command: string) => invocations(command).flatMap((invocation) => kubeletCommand(invocation)?.code ?? []).map((field) => field.value);

describe("kubelet API", () => {
  it("finds the command endpoints through every client", () => {
    expect(rules("curl -k https://10.0.0.5:10250/run/ns/pod/c -d cmd=id")).toEqual(["planes.kubelet-command"]);
    expect(rules("wget --post-data cmd=id https://node:10250/run/ns/pod/c")).toEqual(["planes.kubelet-command"]);
    expect(rules("http POST https://node:10250/run/ns/pod/c cmd=id")).toEqual(["planes.kubelet-command"]);
    expect(rules("wscat -c 'wss://node:10250/exec/ns/pod/c?command=sh&input=1'")).toEqual(["planes.kubelet-command"]);
    expect(rules("curl -k https://node:10255/attach/ns/pod/c")).toEqual(["planes.kubelet-command"]);
    expect(rules("kubeletctl exec sh -p pod -c c -s node")).toEqual(["planes.kubelet-command"]);
    expect(rules("curl -k https://api:6443/api/v1/nodes/node-1/proxy/run/ns/pod/c -d cmd=id")).toEqual(["planes.kubelet-command"]);
    expect(rules("curl -s localhost:8001/api/v1/nodes/node-1:10250/proxy/exec/ns/pod/c?command=id")).toEqual(["planes.kubelet-command"]);
    expect(rules("curl -s localhost:8001/api/v1/nodes/node-1/proxy/metrics")).toEqual([]);
    expect(rules("curl -k https://node:10250/healthz")).toEqual([]);
    expect(rules("curl -k https://node:10250/pods")).toEqual([]);
    expect(rules("curl -k https://node:8443/run/ns/pod/c -d cmd=id")).toEqual([]);
    expect(rules("kubeletctl pods -s node")).toEqual([]);
  });

  it("reads the command from the form field, the query or kubeletctl's operand", () => {
    expect(code("curl -k https://node:10250/run/ns/pod/c -d 'cmd=ls -la /'")).toEqual(["ls -la /"]);
    expect(code("curl -k https://node:10250/run/ns/pod/c --data-urlencode cmd=cat%20/etc/hostname")).toEqual(["cat /etc/hostname"]);
    expect(code("curl -k 'https://node:10250/exec/ns/pod/c?command=rm&command=-rf&command=/data&input=1'")).toEqual(["rm -rf /data"]);
    expect(code("kubeletctl run 'id -u' -p pod -c c")).toEqual(["id -u"]);
    expect(code("curl -k https://node:10250/portForward/ns/pod")).toEqual([]);
  });
});
