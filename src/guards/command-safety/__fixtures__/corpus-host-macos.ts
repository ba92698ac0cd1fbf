import { casesOf, type CorpusCase } from "./corpus-types.js";

const host = casesOf("host");

/**
 * macOS security settings weakened through `defaults`, PlistBuddy and plutil (Gatekeeper,
 * quarantine, the application firewall, the screen lock, automatic login, software and XProtect
 * updates, guest and remote access), the same switches in sysadminctl and GNOME; and the everyday
 * preference writes and reads next to them.
 */
export const HOST_MACOS_CASES: readonly CorpusCase[] = [
  host.ask("sudo defaults write /var/db/SystemPolicy-prefs.plist enabled -string no"),
  host.ask("sudo defaults write /Library/Preferences/com.apple.systempolicy.control EnableAssessment -bool false"),
  host.ask("sudo /usr/libexec/PlistBuddy -c 'Set :enabled no' /var/db/SystemPolicy-prefs.plist"),
  host.ask("defaults write com.apple.LaunchServices LSQuarantine -bool NO"),
  host.ask("plutil -replace LSQuarantine -bool NO ~/Library/Preferences/com.apple.LaunchServices.plist"),
  host.ask("sudo /usr/libexec/PlistBuddy -c 'Set :globalstate 0' /Library/Preferences/com.apple.alf.plist"),
  host.ask("sudo plutil -replace globalstate -integer 0 /Library/Preferences/com.apple.alf.plist"),
  host.ask("defaults -currentHost write com.apple.screensaver askForPassword -int 0"),
  host.ask("defaults write com.apple.screensaver askForPasswordDelay -int 86400"),
  host.ask("sudo defaults write /Library/Preferences/com.apple.loginwindow autoLoginUser ada"),
  host.ask("sudo /usr/libexec/PlistBuddy -c 'Add :GuestEnabled bool true' /Library/Preferences/com.apple.loginwindow.plist"),
  host.ask("sudo sysadminctl -autologin set -userName ada -password -"),
  host.ask("sudo sysadminctl -screenLock off -password -"),
  host.ask("gsettings set org.gnome.desktop.screensaver lock-enabled false"),
  host.ask("sudo defaults write /Library/Preferences/com.apple.SoftwareUpdate CriticalUpdateInstall -int 0"),
  host.ask("sudo defaults write /Library/Preferences/com.apple.SoftwareUpdate ConfigDataInstall -bool false"),
  host.ask("sudo defaults write /Library/Preferences/com.apple.SoftwareUpdate AutomaticCheckEnabled -bool NO"),
  host.ask("sudo defaults write /Library/Preferences/com.apple.commerce AutoUpdate -bool false"),
  host.ask("sudo defaults write /Library/Preferences/com.apple.smb.server AllowGuestAccess -bool true"),
  host.ask("sudo defaults write /var/db/launchd.db/com.apple.launchd/overrides.plist com.apple.screensharing -dict Disabled -bool false"),
  host.ask("sudo defaults write /Library/Preferences/com.apple.security.revocation OCSPStyle None"),
  host.allow("defaults write com.apple.dock autohide -bool true && killall Dock"),
  host.allow("defaults write NSGlobalDomain KeyRepeat -int 2"),
  host.allow("defaults write com.apple.finder AppleShowAllFiles -bool true"),
  host.allow("defaults write com.apple.screensaver askForPassword -int 1"),
  host.allow("defaults write com.apple.screensaver askForPasswordDelay -int 0"),
  host.allow("sudo defaults write /Library/Preferences/com.apple.SoftwareUpdate AutomaticCheckEnabled -bool true"),
  host.allow("defaults read com.apple.alf globalstate"),
  host.allow("/usr/libexec/PlistBuddy -c 'Print :CFBundleShortVersionString' build/App.app/Contents/Info.plist"),
  host.allow("/usr/libexec/PlistBuddy -c 'Set :CFBundleVersion 42' ios/App/Info.plist"),
  host.allow("plutil -replace CFBundleShortVersionString -string 1.4.0 ios/App/Info.plist"),
  host.allow("plutil -lint ios/App/Info.plist"),
  host.allow("gsettings set org.gnome.desktop.interface color-scheme prefer-dark"),
];
