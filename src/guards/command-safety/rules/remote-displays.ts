import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import type { Hit, RuleSet } from "./types.js";

/**
 * Terminal emulators: shown on a display, they hand whoever sees it a shell of this machine
 * (xterm(1) `-display`, `-e`; urxvt(1), konsole, gnome-terminal and xfce4-terminal `--display`).
 */
const TERMINALS = new Set(["xterm", "uxterm", "lxterm", "koi8rxterm", "rxvt", "urxvt", "rxvt-unicode", "aterm", "eterm", "konsole", "gnome-terminal", "xfce4-terminal", "mate-terminal", "lxterminal", "terminator", "tilix", "st", "kitty", "alacritty", "x-terminal-emulator", "xfterm4", "sakura", "qterminal"]);
/** Programs that share this machine's display or desktop over the network (x11vnc(1), x0vncserver(1)). */
const DISPLAY_SHARERS = new Set(["x11vnc", "x0vncserver"]);

/**
 * An X display on another machine: `HOST:N[.S]` with a host that is not this one (X(7) "DISPLAY
 * NAMES"). `:0`, `unix:0`, `localhost:10.0` (ssh's X forwarding) and loopback addresses are here.
 */
function remoteDisplay(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = /^(?:tcp\/)?(\[[0-9a-fA-F:]+\]|[^\s:/]+):{1,2}\d+(?:\.\d+)?$/.exec(value.trim());
  const host = match?.[1];
  if (host === undefined || /^(?:localhost|unix|127(?:\.\d+){3}|\[::1\]|::1|0\.0\.0\.0)$/i.test(host)) return undefined;
  return value.trim();
}

/** The display named on the command line (`-display HOST:N`, `-d HOST:N` for xterm, `--display=HOST:N`). */
function displayOption(invocation: Invocation): string | undefined {
  const values = invocation.argv.slice(1, 33).map((field) => field.value);
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    if (value === undefined) continue;
    if (value === "-display" || value === "--display" || (value === "-d" && TERMINALS.has(invocation.name))) return values[index + 1];
    if (value.startsWith("--display=") || value.startsWith("-display=")) return value.slice(value.indexOf("=") + 1);
  }
  return undefined;
}

/**
 * Local programs handed to a display or a desktop on another machine, or this machine's display
 * opened to the network (X(7), xterm(1), xhost(1), x11vnc(1)): a terminal shown on a remote
 * display (`xterm -display HOST:1`, `DISPLAY=HOST:0 xterm -e bash`) gives whoever sits there a
 * shell here, as a reverse shell does; any other program shown there (`DISPLAY=HOST:0 firefox`),
 * a remote display exported for the session, X access control turned off (`xhost +`, `xhost
 * +HOST`) and the desktop shared without a password or beyond this machine (`x11vnc -nopw`,
 * `x0vncserver SecurityTypes=None`) ask. Local displays (`DISPLAY=:99`, ssh's `localhost:10.0`),
 * `xhost +local:`/`+SI:localuser:` and `x11vnc -localhost` stay allowed.
 *
 * @example
 * analyzeCommand("xterm -display 203.0.113.9:1").rule // "net.reverse-shell"
 * analyzeCommand("DISPLAY=:99 npm run test:e2e").decision // "allow"
 */
export const remoteDisplayRules: RuleSet = {
  category: "network",
  rules: [
    { id: "net.remote-display", decision: "ask", description: "Shows a program on an X display of another machine (DISPLAY=HOST:0, -display HOST:0, export DISPLAY=HOST:0), turns X access control off (xhost +, xhost +HOST), or shares this machine's desktop without a password or beyond it (x11vnc -nopw, without -localhost; x0vncserver SecurityTypes=None); a terminal shown on another machine's display is a reverse shell (net.reverse-shell)." },
  ],
  invocation(invocation) {
    const name = invocation.name;
    const assigned = invocation.assignments.size > 0 ? invocation.assignments.get("DISPLAY") : undefined;
    if (assigned === undefined && !TERMINALS.has(name) && !DISPLAY_SHARERS.has(name) && name !== "xhost" && invocation.argv.length < 3) return [];
    const display = remoteDisplay(displayOption(invocation)) ?? remoteDisplay(assigned?.value);
    if (display !== undefined) {
      if (TERMINALS.has(name)) return [{ rule: "net.reverse-shell", decision: "deny", reason: `${shown(invocation)} shows a terminal, a shell of this machine, on the display ${display} of another machine${via(invocation)}` }];
      return [{ rule: "net.remote-display", decision: "ask", reason: `${shown(invocation)} shows ${name || "a program"} on the display ${display} of another machine, which sees and types into it${via(invocation)}` }];
    }
    if (name === "xhost") return xhostOpened(invocation);
    if (DISPLAY_SHARERS.has(name)) return desktopShared(invocation);
    return [];
  },
  assignment(name, value, exported) {
    const display = name === "DISPLAY" && exported ? remoteDisplay(value.value) : undefined;
    return display === undefined ? [] : [{ rule: "net.remote-display", decision: "ask", reason: `export DISPLAY=${display} shows every X program started afterwards on another machine's display` }];
  },
};

/** `xhost +` (anyone), `xhost +HOST`/`+inet:HOST` (a network host); local families (`+local:`, `+SI:localuser:x`) stay here. */
function xhostOpened(invocation: Invocation): Hit[] {
  for (const field of invocation.argv.slice(1, 17)) {
    const value = field.value;
    if (value === undefined || (!value.startsWith("+") && invocation.argv.length > 2)) continue;
    const entry = value.replace(/^\+/, "");
    if (value === "+" || (value.startsWith("+") && !/^(?:local:|si:localuser:|si:localgroup:|localhost$|127\.0\.0\.1$)/i.test(entry))) {
      const who = entry === "" ? "any host" : entry;
      return [{ rule: "net.remote-display", decision: "ask", reason: `${shown(invocation)} lets ${who} connect to this machine's X display, to see and type into every window${via(invocation)}` }];
    }
  }
  return [];
}

/** x11vnc/x0vncserver sharing the desktop without a password, or to other machines without `-localhost`. */
function desktopShared(invocation: Invocation): Hit[] {
  const values = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const local = values.some((value) => /^-{1,2}localhost$|^-?(?:interface|listen)[= ]?(?:localhost|127\.0\.0\.1)$/i.test(value));
  const open = values.some((value) => /^-{1,2}nopw$|^-?securitytypes[= ]?none$/i.test(value)) || values.some((value, index) => /^-?securitytypes$/i.test(value) && /^none$/i.test(values[index + 1] ?? ""));
  const password = values.some((value) => /^-{1,2}(?:passwd|passwdfile|rfbauth|usepw|unixpw|storepasswd)$|^-?passwordfile/i.test(value));
  if (local || (!open && password)) return [];
  const how = open ? "without a password" : "to other machines";
  return [{ rule: "net.remote-display", decision: "ask", reason: `${shown(invocation)} shares this machine's desktop ${how}${via(invocation)}` }];
}
