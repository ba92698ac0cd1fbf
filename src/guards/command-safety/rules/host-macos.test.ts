import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("macOS security preferences", () => {
  it("asks when defaults, PlistBuddy or plutil weaken a protection", () => {
    expect(verdict("defaults write com.apple.screensaver askForPassword -bool false")).toBe("ask host.login-protection");
    expect(verdict("sudo /usr/libexec/PlistBuddy -c 'Set :globalstate 0' /Library/Preferences/com.apple.alf.plist")).toBe("ask host.firewall-flush");
    expect(verdict("plutil -replace LSQuarantine -bool NO ~/Library/Preferences/com.apple.LaunchServices.plist")).toBe("ask host.quarantine-disabled");
    expect(verdict("sudo defaults write /Library/Preferences/com.apple.SoftwareUpdate CriticalUpdateInstall -int 0")).toBe("ask host.updates-disabled");
    expect(verdict("defaults write com.apple.LaunchServices '{ LSQuarantine = 0; }'")).toBe("ask host.quarantine-disabled");
  });

  it("leaves app preferences, reads and writes that keep a protection alone", () => {
    for (const command of ["defaults write com.apple.dock tilesize -int 36", "defaults read com.apple.alf", "defaults write com.apple.LaunchServices LSQuarantine -bool true", "plutil -replace CFBundleVersion -string 3 Info.plist", "defaults delete com.apple.dock persistent-apps"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
