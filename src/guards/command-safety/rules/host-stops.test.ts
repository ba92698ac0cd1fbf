import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("what a command stops", () => {
  it("reads every documented way of stopping a protecting process or service", () => {
    for (const command of [
      "pkill -STOP auditd",
      "killall -9 wazuh-agentd",
      "pkill -f '[a]uditd'",
      "kill -s STOP $(pidof osqueryd)",
      "kill -9 `pgrep fail2ban-server`",
      "kill $(cat /var/run/auditd.pid)",
      "pgrep auditd | xargs kill -9",
      "systemctl freeze osqueryd.service",
      "systemctl kill --signal=SIGKILL auditd",
      "invoke-rc.d auditd stop",
      "sysrc auditd_enable=NO",
      "launchctl bootout system/com.crowdstrike.falcond",
      "launchctl kill SIGKILL system/com.google.santa.daemon",
      "/var/ossec/bin/wazuh-control stop",
      "sentinelctl unload -a",
    ]) expect(verdict(command), command).toBe("ask host.audit-disabled");
    for (const command of ["taskkill /F /IM MsMpEng.exe", "Stop-Process -Name MsMpEng -Force", "sc.exe config WinDefend start= disabled", "net stop windefend", "mdatp config real-time-protection --value disabled"]) {
      expect(verdict(command), command).toBe("ask host.antivirus-disabled");
    }
  });

  it("leaves reloads, harmless signals, restarts and the project's own processes alone", () => {
    for (const command of ["kill -HUP $(pidof rsyslogd)", "pkill -USR1 -f auditd", "kill -0 $(pgrep auditd)", "systemctl restart auditd", "systemctl kill -s HUP rsyslog", "pkill -f 'node server.js'", "kill %1", "pkill -f elasticsearch", "pkill -f server", "taskkill /IM node.exe /F", "launchctl list | grep falcon", "systemctl stop unattended-upgrades"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("denies stopping loopgate's own processes", () => {
    for (const command of ["pkill -f 'loopgate hook'", "kill -STOP $(pgrep -f loopgate)", "killall loopgate", "systemctl --user stop loopgate-mcp.service", "taskkill /IM loopgate.exe /F"]) {
      expect(verdict(command), command).toBe("deny tamper.guard-stopped");
    }
    expect(verdict("pgrep -fl loopgate")).toBe("allow");
  });

  it("reads macOS security, management and logging agents by label, plist and uninstaller", () => {
    for (const command of [
      "launchctl bootout system/com.jamf.protect.daemon",
      "launchctl unload -w /Library/LaunchDaemons/com.jamfsoftware.jamf.daemon.plist",
      "launchctl remove com.kandji.agent",
      "launchctl bootout system/com.paloaltonetworks.cortex.xdr",
      "launchctl disable system/com.apple.mdmclient.daemon",
      "launchctl unload /Library/LaunchDaemons/com.splunk.plist",
      "jamf removeMdmProfile",
      "'/Library/Application Support/JAMF/Jamf Protect/uninstall.sh'",
    ]) expect(verdict(command), command).toBe("ask host.audit-disabled");
    expect(verdict("launchctl disable system/com.apple.MRTd")).toBe("ask host.antivirus-disabled");
    expect(verdict("launchctl kill SIGKILL system/com.apple.syspolicyd")).toBe("ask host.quarantine-disabled");
    for (const command of ["launchctl unload ~/Library/LaunchAgents/homebrew.mxcl.postgresql@16.plist", "launchctl print system/com.jamf.protect.daemon", "jamf recon", "sudo ./scripts/uninstall.sh", "'/Applications/Docker.app/Contents/MacOS/uninstall'"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
