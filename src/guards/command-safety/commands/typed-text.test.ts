import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { looksLikeSql, sessionInput } from "./typed-text.js";

const input = (source: string) => {
  const found = sessionInput(invocations(source)[0]!);
  return found ? { typed: found.typed.map((typed) => typed.text.value), started: found.started.map((started) => started.code.value), sqlOnly: found.typed.map((typed) => typed.sqlOnly === true) } : undefined;
};

describe("sessionInput", () => {
  it("reads text typed by terminal multiplexers and emulators, with Enter made a line end", () => {
    expect(input("zellij -s dev action write-chars 'ls -la'")?.typed).toEqual(["ls -la"]);
    expect(input("kitten @ send-text --match title:x 'make\\r'")?.typed).toEqual(["make\n"]);
    expect(input("wezterm cli send-text --pane-id 2 --no-paste 'cargo test^M'")?.typed).toEqual(["cargo test\n"]);
    expect(input("tmux set-buffer -b x 'npm test' \\; paste-buffer -b x")?.typed).toEqual(["npm test"]);
    expect(input("tmux send-keys -t db 'DROP TABLE t;' Enter")).toMatchObject({ typed: ["DROP TABLE t;"], sqlOnly: [true] });
    expect(input("ttyecho -n /dev/pts/1 ls -la")?.typed).toEqual(["ls -la"]);
    expect(input("empty -s -o out.fifo 'uptime\\n'")?.typed).toEqual(["uptime\n"]);
    expect(input("xdotool search --name T windowactivate type --delay 20 'make'")?.typed).toEqual(["make"]);
    expect(input("ydotool type -d 10 'ls'")?.typed).toEqual(["ls"]);
    expect(input("xdotool key ctrl+s")).toBeUndefined();
    expect(input("osascript -e 'tell application \"Terminal\" to do script \"make\"'")?.typed).toEqual(["make"]);
    expect(input("osascript -l JavaScript -e 'Application(\"Terminal\").doScript(\"ls\")'")?.typed).toEqual(["ls"]);
    expect(input("osascript -e 'display notification \"done\"'")).toBeUndefined();
    expect(input("zellij list-sessions")).toBeUndefined();
    expect(input("wezterm cli list")).toBeUndefined();
  });

  it("reads the programs started in new panes and by expect, and what expect sends them", () => {
    expect(input("zellij run --floating -- npm run dev")?.started).toEqual(["npm run dev"]);
    expect(input("wezterm cli spawn -- htop")?.started).toEqual(["htop"]);
    expect(input("expect -c 'spawn psql app; send \"DROP TABLE t;\\r\"'")).toMatchObject({ started: ["psql app"], typed: ["DROP TABLE t;\n"], sqlOnly: [true] });
    expect(input("expect -c 'spawn bash; send -- {ls -la}'")).toMatchObject({ typed: ["ls -la"], sqlOnly: [false] });
  });

  it("reads strings pushed into a terminal with the TIOCSTI ioctl", () => {
    expect(input("python3 -c 'import fcntl, termios; [fcntl.ioctl(0, termios.TIOCSTI, c) for c in \"ls -la\\n\"]'")?.typed).toEqual(["ls -la\n"]);
    expect(input("python3 -c 'print(1)'")).toBeUndefined();
  });

  it("tells SQL from a command line", () => {
    expect(looksLikeSql("SELECT 1;")).toBe(true);
    expect(looksLikeSql("\\dt")).toBe(true);
    expect(looksLikeSql("npm test")).toBe(false);
  });
});
