import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { grantedRootCapabilities } from "./host-capabilities.js";

const granted = (command: string) => invocations(command).map((invocation) => grantedRootCapabilities(invocation)).find((found) => found !== undefined);

describe("grantedRootCapabilities", () => {
  it("finds root-level capabilities in every setcap(8) spelling", () => {
    expect(granted("setcap cap_setuid+ep /usr/bin/python3")).toBe("cap_setuid on /usr/bin/python3");
    expect(granted("setcap =ep /usr/bin/ruby")).toBe("all on /usr/bin/ruby");
    expect(granted("setcap all+eip /usr/bin/node")).toBe("all on /usr/bin/node");
    expect(granted("setcap -n 1000 cap_dac_override=ep /usr/bin/vim")).toBe("cap_dac_override on /usr/bin/vim");
    expect(granted("setcap cap_net_bind_service+ep ./server cap_sys_admin+ep /usr/bin/perl")).toBe("cap_sys_admin on /usr/bin/perl");
    expect(granted("printf 'cap_setuid+ep\\n' | setcap - /usr/bin/perl")).toBe("cap_setuid on /usr/bin/perl");
  });

  it("finds network capabilities given to a shell or an interpreter", () => {
    expect(granted("setcap cap_net_raw,cap_net_admin+eip /bin/bash")).toBe("cap_net_raw,cap_net_admin on /bin/bash");
    expect(granted("setcap cap_net_admin+ep /usr/bin/python3.12")).toBe("cap_net_admin on /usr/bin/python3.12");
  });

  it("leaves server capabilities, removals and verification alone", () => {
    for (const command of ["setcap cap_net_bind_service=+ep ./bin/server", "setcap cap_net_raw+ep /usr/bin/ping", "setcap cap_setuid-ep /usr/bin/python3", "setcap cap_setuid= /usr/bin/python3", "setcap -r /usr/bin/python3", "setcap -v cap_setuid+ep /usr/bin/python3", "echo cap_net_bind_service+ep | setcap - ./bin/server"]) {
      expect(granted(command), command).toBeUndefined();
    }
  });
});
