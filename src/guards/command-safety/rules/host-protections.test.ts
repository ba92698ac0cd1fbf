import { describe, expect, it } from "vitest";
import { namesGuard, protectionMatched, protectionNamed } from "./host-protections.js";

describe("protections by name", () => {
  it("knows services, processes and launchd labels of protections", () => {
    expect(protectionNamed("auditd.service")?.rule).toBe("host.audit-disabled");
    expect(protectionNamed("/Library/LaunchDaemons/com.crowdstrike.falcond.plist")?.rule).toBe("host.audit-disabled");
    expect(protectionNamed("MsMpEng.exe")?.rule).toBe("host.antivirus-disabled");
    expect(protectionNamed("com.objective-see.lulu")?.rule).toBe("host.firewall-flush");
    expect(protectionNamed("nginx")).toBeUndefined();
    expect(protectionNamed("redis-sentinel")).toBeUndefined();
  });

  it("matches process patterns the way pkill does, without reaching generic words", () => {
    expect(protectionMatched("audit")?.rule).toBe("host.audit-disabled");
    expect(protectionMatched("[f]alcon-senso")?.rule).toBe("host.audit-disabled");
    expect(protectionMatched("$(ps aux | grep '[o]squeryd' | awk '{print $2}')")?.rule).toBe("host.audit-disabled");
    for (const pattern of ["elastic", "server", "system", "node server.js", "python -m http.server", "agent"]) expect(protectionMatched(pattern), pattern).toBeUndefined();
  });

  it("names loopgate in patterns, also through one-character classes", () => {
    expect(namesGuard("loopgate hook")).toBe(true);
    expect(namesGuard("ps aux | grep [l]oopgate | awk {print $2}")).toBe(true);
    expect(namesGuard("ps aux | grep vite")).toBe(false);
  });
});
