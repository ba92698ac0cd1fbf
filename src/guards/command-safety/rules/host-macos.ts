import type { Invocation } from "../model.js";
import { shown, via } from "./helpers.js";
import { PREFERENCE_PROGRAMS, preferenceWrites, type PreferenceWrite } from "./host-preference-writes.js";
import type { Hit, RuleSet } from "./types.js";

const FALSY = /^(?:0|false|no|off)$/i;
const TRUTHY = /^(?:1|true|yes|on)$/i;

/** A preference whose value, once written, weakens the host: its domain, key, the test of the value, the rule, and what it does. */
type WeakSetting = readonly [domain: string, key: RegExp, weakens: (write: PreferenceWrite) => boolean, rule: string, what: string];

const off = (write: PreferenceWrite): boolean => !write.deleted && FALSY.test(write.value);
const on = (write: PreferenceWrite): boolean => !write.deleted && TRUTHY.test(write.value);
const written = (write: PreferenceWrite): boolean => !write.deleted && write.value !== "";

/**
 * macOS security settings held in preference files (Apple's platform security guide, the
 * `defaults` keys the system and MDM profiles use). Everyday app preferences (Dock, Finder, key
 * repeat) are in none of these domains; writes that keep or strengthen a protection
 * (`askForPassword 1`, `AutomaticCheckEnabled true`) are not weakening.
 */
const WEAK_SETTINGS: readonly WeakSetting[] = [
  ["com.apple.alf", /^globalstate$/i, off, "host.firewall-flush", "turns the macOS application firewall off"],
  ["com.apple.launchservices", /^lsquarantine$/i, off, "host.quarantine-disabled", "turns macOS quarantine of downloaded files off"],
  ["systempolicy-prefs", /^enabled$/i, off, "host.quarantine-disabled", "turns Gatekeeper off"],
  ["com.apple.systempolicy.control", /^enableassessment$/i, off, "host.quarantine-disabled", "turns Gatekeeper's assessment of apps off"],
  ["com.apple.security", /^gkautorearm$/i, off, "host.quarantine-disabled", "keeps Gatekeeper from turning itself back on"],
  ["com.apple.security.libraryvalidation", /^disablelibraryvalidation$/i, on, "host.quarantine-disabled", "lets programs load libraries not signed by their developer"],
  ["com.apple.security.revocation", /^(?:ocspstyle|crlstyle)$/i, (write) => !write.deleted && /^none$/i.test(write.value), "host.tls-verify-disabled", "stops checking whether certificates were revoked"],
  ["com.apple.screensaver", /^askforpassword$/i, off, "host.login-protection", "lets the screen saver and sleep end without the password"],
  ["com.apple.screensaver", /^askforpassworddelay$/i, (write) => !write.deleted && Number(write.value) >= 3_600, "host.login-protection", "leaves the screen unlocked for an hour or more after it locks"],
  ["com.apple.loginwindow", /^autologinuser$/i, written, "host.login-protection", "turns automatic login on, without a password"],
  ["com.apple.loginwindow", /^guestenabled$/i, on, "host.login-protection", "turns the guest account on"],
  ["com.apple.softwareupdate", /^(?:automaticcheckenabled|automaticdownload|criticalupdateinstall|configdatainstall|automaticallyinstallmacosupdates)$/i, off, "host.updates-disabled", "turns macOS's automatic security updates (or XProtect's) off"],
  ["com.apple.commerce", /^autoupdate$/i, off, "host.updates-disabled", "turns automatic updates of apps off"],
  ["com.apple.applefileserver", /^guestaccess$/i, on, "host.remote-access", "lets guests in to the file server"],
  ["com.apple.smb.server", /^allowguestaccess$/i, on, "host.remote-access", "lets guests in to the SMB file server"],
  ["com.apple.remotemanagement", /^ard_alllocalusers$/i, on, "host.remote-access", "gives every local user remote control of the Mac"],
  ["overrides", /^(?:com\.apple\.screensharing|com\.openssh\.sshd|com\.apple\.remotedesktop\.agent)$/i, (write) => /\bdisabled\b\s+(?:-bool(?:ean)?\s+)?(?:false|no|0)\b/i.test(write.value), "host.remote-access", "turns remote login or screen sharing on at boot"],
  ["disabled", /^(?:com\.apple\.screensharing|com\.openssh\.sshd)$/i, off, "host.remote-access", "turns remote login or screen sharing on at boot"],
];

/**
 * macOS protections switched off through their preference files (`defaults`, PlistBuddy, plutil):
 * the application firewall, quarantine, Gatekeeper, library validation, certificate revocation,
 * the screen lock and automatic login, automatic security updates, guest and remote access; and the
 * same switches in `sysadminctl` and GNOME's `gsettings`.
 */
export const hostMacosRules: RuleSet = {
  category: "host",
  programs: ["sysadminctl", "gsettings", ...PREFERENCE_PROGRAMS],
  rules: [
    { id: "host.login-protection", decision: "ask", description: "Turns the login or screen-lock password off: automatic login, the guest account, the screen saver's password (defaults write com.apple.loginwindow autoLoginUser ada, defaults write com.apple.screensaver askForPassword -int 0, sysadminctl -autologin set, sysadminctl -screenLock off, gsettings set org.gnome.desktop.screensaver lock-enabled false)." },
  ],
  invocation(invocation) {
    if (invocation.name === "sysadminctl") return sysadminctl(invocation);
    if (invocation.name === "gsettings") return gsettings(invocation);
    for (const write of preferenceWrites(invocation)) {
      const setting = WEAK_SETTINGS.find(([domain, key, weakens]) => domain === write.domain && key.test(write.key) && weakens(write));
      if (setting) return hit(invocation, setting[3], `${setting[4]} (${write.domain} ${write.key}${write.deleted ? "" : ` ${write.value}`})`);
    }
    return [];
  },
};

function hit(invocation: Invocation, rule: string, what: string): Hit[] {
  return [{ rule, decision: "ask", reason: `${shown(invocation)} ${what}${via(invocation)}` }];
}

/** sysadminctl(8): `-autologin set`, `-guestAccount on`, `-screenLock off`. */
function sysadminctl(invocation: Invocation): Hit[] {
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  const after = (option: string): string => args[args.findIndex((arg) => arg.toLowerCase() === option) + 1] ?? "";
  if (args.some((arg) => arg.toLowerCase() === "-autologin") && /^set$/i.test(after("-autologin"))) return hit(invocation, "host.login-protection", "turns automatic login on, without a password");
  if (args.some((arg) => arg.toLowerCase() === "-guestaccount") && /^on$/i.test(after("-guestaccount"))) return hit(invocation, "host.login-protection", "turns the guest account on");
  if (args.some((arg) => arg.toLowerCase() === "-screenlock") && /^off$/i.test(after("-screenlock"))) return hit(invocation, "host.login-protection", "turns the screen lock's password off");
  return [];
}

/** gsettings(1): GNOME's screen lock switched off for the user. */
function gsettings(invocation: Invocation): Hit[] {
  const args = invocation.argv.slice(1).map((field) => field.value ?? "");
  const set = args.indexOf("set");
  if (set < 0) return [];
  const [schema = "", key = "", value = ""] = args.slice(set + 1);
  const weakens = (schema === "org.gnome.desktop.screensaver" && key === "lock-enabled" && FALSY.test(value)) || (schema === "org.gnome.desktop.lockdown" && key === "disable-lock-screen" && TRUTHY.test(value));
  return weakens ? hit(invocation, "host.login-protection", "turns the screen lock off") : [];
}
