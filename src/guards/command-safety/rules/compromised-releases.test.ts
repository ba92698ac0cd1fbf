import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { compromisedRelease } from "./compromised-releases.js";

describe("compromisedRelease", () => {
  it("names the advisory of a listed version only", () => {
    expect(compromisedRelease("npm", "event-stream", "3.3.6")).toBe("GHSA-mh6f-8j2x-4483");
    expect(compromisedRelease("npm", "event-stream", "4.0.1")).toBeUndefined();
    expect(compromisedRelease("npm", "event-stream", undefined)).toBeUndefined();
    expect(compromisedRelease("npm", "flatmap-stream", undefined)).toBe("GHSA-mh6f-8j2x-4483");
  });

  it("normalizes PyPI names", () => {
    expect(compromisedRelease("pypi", "Num2Words", "0.5.15")).toBeDefined();
    expect(compromisedRelease("pypi", "num2words", "0.5.14")).toBeUndefined();
  });
});

describe("rce.compromised-release", () => {
  it("denies a pinned malicious release through each installer", () => {
    for (const command of ["npm i event-stream@3.3.6", "pnpm add nx@21.5.0", "npx nx@20.9.0 --version", "pip install ultralytics==8.3.42", "uv add num2words==0.5.15", "apt install xz-utils=5.6.0-0.1", "dnf install xz-5.6.1-1.fc40", "brew install xz@5.6.1", "gem install strong_password:0.0.7", "cargo install rustdecimal"]) {
      expect(verdict(command), command).toBe("deny rce.compromised-release");
    }
  });

  it("allows other versions, unpinned installs and Debian's reverted build", () => {
    for (const command of ["npm i nx", "npm i event-stream@4.0.1", "pip install ultralytics==8.3.47", "apt-get install xz-utils=5.6.1+really5.4.5-1", "gem install rest-client -v 2.1.0"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
