import { describe, expect, it } from "vitest";
import { agentSocketOf, unverifiedAgentForwarding } from "./ssh-agent.js";

const literal = (value: string) => ({ value, text: value, glob: false });
const dynamic = (text: string) => ({ value: undefined, text, glob: false });

describe("agentSocketOf", () => {
  it("names sockets found by a glob or a search, or another session's ssh-agent path", () => {
    expect(agentSocketOf(dynamic("$(find /tmp -name 'agent.*' | head -1)"))).toMatch(/search/);
    expect(agentSocketOf(dynamic("`ls /tmp/ssh-*/agent.*`"))).toMatch(/search/);
    expect(agentSocketOf(literal("/tmp/ssh-*/agent.*"))).toMatch(/glob/);
    expect(agentSocketOf(literal("/run/user/*/keyring/ssh"))).toMatch(/glob/);
    expect(agentSocketOf(literal("/tmp/ssh-AbC123/agent.4242"))).toMatch(/another session/);
  });

  it("leaves the session's own agent alone", () => {
    for (const field of [dynamic("$XDG_RUNTIME_DIR/ssh-agent.socket"), literal("/home/ada/.ssh/agent.sock"), dynamic("$(gpgconf --list-dirs agent-ssh-socket)"), literal("/run/user/1000/gnupg/S.gpg-agent.ssh")]) {
      expect(agentSocketOf(field), field.text).toBeUndefined();
    }
  });
});

describe("unverifiedAgentForwarding", () => {
  it("names agent forwarding to a host whose key is not verified, in each spelling", () => {
    for (const line of ["-A -o StrictHostKeyChecking=no host", "-o ForwardAgent=yes -o UserKnownHostsFile=/dev/null host", "-oForwardAgent=yes -oStrictHostKeyChecking=no host", "-tA -o StrictHostKeyChecking=off root@10.0.0.5"]) {
      expect(unverifiedAgentForwarding(line.split(" ")), line).toBeDefined();
    }
    expect(unverifiedAgentForwarding(["-o", "ForwardAgent yes", "-o", "StrictHostKeyChecking no", "host"])).toBeDefined();
  });

  it("leaves forwarding to verified hosts and unverified connections without forwarding", () => {
    for (const line of ["-A bastion", "-o StrictHostKeyChecking=no host uptime", "-A -o StrictHostKeyChecking=accept-new bastion", "-A -a -o StrictHostKeyChecking=no host", "host ssh -A -o StrictHostKeyChecking=no other"]) {
      expect(unverifiedAgentForwarding(line.split(" ")), line).toBeUndefined();
    }
  });
});
