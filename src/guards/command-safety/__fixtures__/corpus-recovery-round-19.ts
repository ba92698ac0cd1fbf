import { casesOf, type CorpusCase } from "./corpus-types.js";

const filesystem = casesOf("filesystem");
const disk = casesOf("disk");
const host = casesOf("host");
const git = casesOf("git");
const systemFiles = casesOf("system-files");
const windows = { noVariants: true } as const;

/**
 * Windows' restore points removed in the spellings Microsoft's references document beyond
 * `vssadmin delete shadows`: the shadow storage shrunk until the copies are deleted, the copies
 * piped from `Get-CimInstance`/`Get-WmiObject` into `Remove-CimInstance`/`Remove-WmiObject`,
 * DiskShadow's `delete shadows` typed or run from a script, the recovery environment disabled;
 * with the sizes, listings and enables administrators run every day.
 */
export const WINDOWS_RECOVERY_CASES: readonly CorpusCase[] = [
  filesystem.ask("vssadmin resize shadowstorage /for=C: /on=C: /maxsize=401MB", windows),
  filesystem.ask("vssadmin Resize ShadowStorage /For=C: /On=C: /MaxSize=1%", windows),
  filesystem.ask("vssadmin.exe resize shadowstorage /for=D: /on=D: /maxsize=320MB", windows),
  filesystem.ask("cmd /c \"vssadmin resize shadowstorage /for=c: /on=c: /maxsize=401MB\"", windows),
  filesystem.ask("Get-CimInstance Win32_ShadowCopy | Remove-CimInstance", windows),
  filesystem.ask("Get-CimInstance -ClassName Win32_ShadowCopy | Remove-CimInstance -Confirm:$false", windows),
  filesystem.ask("Get-WmiObject Win32_ShadowCopy | Remove-WmiObject", windows),
  filesystem.ask("powershell -c \"Get-WmiObject Win32_ShadowCopy | Remove-WmiObject\"", windows),
  filesystem.ask("powershell -c \"Get-WmiObject Win32_Shadowcopy | ForEach-Object {$_.Delete();}\"", windows),
  filesystem.ask("wmic shadowcopy delete /nointeractive", windows),
  filesystem.ask("diskshadow /s delete.txt", windows),
  filesystem.ask("diskshadow -s c:\\temp\\shadow.dsh", windows),
  filesystem.ask("echo delete shadows all | diskshadow", windows),
  filesystem.ask("printf 'delete shadows all\\nexit\\n' | diskshadow", windows),
  filesystem.ask("reagentc /disable", windows),
  filesystem.ask("reagentc.exe /disable", windows),
  filesystem.ask("bcdedit /set {default} recoveryenabled No", windows),
  filesystem.ask("wbadmin delete catalog -quiet", windows),
  filesystem.ask("wbadmin delete systemstatebackup -keepversions:0", windows),
  filesystem.allow("vssadmin resize shadowstorage /for=C: /on=D: /maxsize=UNBOUNDED", windows),
  filesystem.allow("vssadmin resize shadowstorage /for=C: /on=D: /maxsize=20%", windows),
  filesystem.allow("vssadmin list shadowstorage", windows),
  filesystem.allow("Get-CimInstance Win32_ShadowCopy", windows),
  filesystem.allow("Get-CimInstance Win32_Process -Filter \"Name='notepad.exe'\" | Remove-CimInstance", windows),
  filesystem.allow("echo list shadows all | diskshadow", windows),
  filesystem.allow("diskshadow /l log.txt", windows),
  filesystem.allow("reagentc /info", windows),
  filesystem.allow("reagentc /enable", windows),
  filesystem.allow("wbadmin get versions", windows),
];

/**
 * VMware ESXi hosts, from the vSphere CLI references: a VM's snapshots all removed, a VM destroyed,
 * a virtual disk deleted, every VM a listing returned powered off or killed, unsigned binaries let
 * run, the firewall off, audit records stopped; with the listings and single-VM power operations
 * of everyday administration.
 */
export const ESXI_HOST_CASES: readonly CorpusCase[] = [
  filesystem.ask("vim-cmd vmsvc/snapshot.removeall 12"),
  disk.ask("vim-cmd vmsvc/destroy 12"),
  disk.ask("ssh root@esxi01 vim-cmd vmsvc/destroy 12"),
  disk.ask("vmkfstools -U /vmfs/volumes/datastore1/web/web.vmdk"),
  disk.ask("vmkfstools --deletevirtualdisk /vmfs/volumes/datastore1/web/web.vmdk"),
  host.ask("vim-cmd vmsvc/getallvms | awk 'NR>1{print $1}' | xargs -n1 vim-cmd vmsvc/power.off"),
  host.ask("for vm in $(vim-cmd vmsvc/getallvms | awk 'NR>1{print $1}'); do vim-cmd vmsvc/power.off $vm; done"),
  host.ask("vim-cmd vmsvc/getallvms | awk 'NR>1 {print $1}' | while read id; do vim-cmd vmsvc/power.off \"$id\"; done"),
  host.ask("esxcli vm process list | grep 'World ID' | awk '{print $3}' | xargs -I{} esxcli vm process kill --type=force --world-id={}"),
  host.ask("for w in $(esxcli vm process list | awk '/World ID/{print $3}'); do esxcli vm process kill -t force -w $w; done"),
  host.ask("esxcli system settings kernel set -s execInstalledOnly -v FALSE"),
  host.ask("esxcli system settings kernel set --setting=execInstalledOnly --value=FALSE"),
  host.ask("esxcli --server esx01 system settings kernel set --setting execInstalledOnly --value false"),
  host.ask("esxcli system settings encryption set --require-exec-installed-only=F"),
  host.ask("esxcli system settings encryption set --require-secure-boot=F"),
  host.ask("esxcli network firewall set --enabled false"),
  host.ask("esxcli system auditrecords local disable"),
  host.ask("esxcli system auditrecords remote disable"),
  filesystem.allow("vim-cmd vmsvc/snapshot.get 12"),
  filesystem.allow("vim-cmd vmsvc/snapshot.remove 12 3"),
  disk.allow("vim-cmd vmsvc/getallvms"),
  disk.allow("vim-cmd vmsvc/unregister 12"),
  disk.allow("vmkfstools -c 10G /vmfs/volumes/datastore1/web/data.vmdk"),
  host.allow("vim-cmd vmsvc/power.off 12"),
  host.allow("vim-cmd vmsvc/getallvms | awk 'NR>1{print $1}' | xargs -n1 vim-cmd vmsvc/power.on"),
  host.allow("esxcli vm process kill --type=soft --world-id=12345"),
  host.allow("esxcli vm process list"),
  host.allow("esxcli system settings kernel set -s execInstalledOnly -v TRUE"),
  host.allow("esxcli system settings kernel list -o execInstalledOnly"),
  host.allow("esxcli system settings encryption set --require-secure-boot=T"),
  host.allow("esxcli system auditrecords local enable"),
  host.allow("esxcli network firewall get"),
];

/**
 * Linux auditing and firewalls weakened in auditctl(8)'s and ufw(8)'s less common spellings, with
 * the listings, stricter modes and narrow rules engineers add.
 */
export const AUDIT_FIREWALL_CASES: readonly CorpusCase[] = [
  host.ask("auditctl -e 0"),
  host.ask("auditctl -e0"),
  host.ask("auditctl -f 0"),
  host.ask("auditctl -f0 -e 1"),
  host.ask("auditctl -b 1"),
  host.ask("auditctl -D"),
  host.ask("ufw allow in from any to any"),
  host.ask("ufw allow from any to any"),
  host.ask("ufw allow in on eth0 from any to any"),
  host.ask("ufw allow proto tcp from any to any"),
  host.ask("ufw allow to any"),
  host.ask("ufw default allow incoming"),
  host.ask("firewall-cmd --set-default-zone=trusted"),
  host.ask("iptables -F && iptables -P INPUT ACCEPT"),
  host.allow("auditctl -e 2"),
  host.allow("auditctl -f 2"),
  host.allow("auditctl -b 8192"),
  host.allow("auditctl -b 0"),
  host.allow("auditctl -l"),
  host.allow("auditctl -w /etc/passwd -p wa -k passwd"),
  host.allow("ufw allow out to any"),
  host.allow("ufw --dry-run allow from any"),
  host.allow("ufw allow from any to any port 443 proto tcp"),
  host.allow("ufw allow in on eth0 to any port 80"),
  host.allow("ufw allow proto tcp from any to any port 80,443"),
  host.allow("ufw allow from 10.0.0.0/8 to any port 22"),
  host.allow("ufw default allow outgoing"),
  host.allow("firewall-cmd --get-default-zone"),
];

/**
 * Refs whose deletion loses work, from git-update-ref(1), git-stash(1) and git-push(1): refs/stash
 * (every stash lives in its reflog), notes refs here and on the remote; with the filter-branch
 * backups its own checklist deletes, personal branches, and notes pushed or fetched.
 */
export const REF_DELETE_CASES: readonly CorpusCase[] = [
  git.ask("git update-ref -d refs/stash"),
  git.ask("git update-ref --delete refs/stash"),
  git.ask("printf 'delete refs/stash\\n' | git update-ref --stdin"),
  git.ask("git update-ref -d refs/notes/commits"),
  git.ask("git push origin :refs/notes/commits"),
  git.ask("git push origin --delete refs/notes/commits"),
  git.ask("git notes remove $(git rev-list --all) && git push origin :refs/notes/commits"),
  git.ask("git for-each-ref --format='%(refname)' refs/tags/ | xargs -n 1 git update-ref -d"),
  git.allow("git update-ref -d refs/original/refs/heads/main"),
  git.allow("git for-each-ref --format=\"%(refname)\" refs/original/ | xargs -n 1 git update-ref -d"),
  git.allow("git update-ref refs/stash HEAD"),
  git.allow("git notes remove HEAD"),
  git.allow("git push origin refs/notes/commits"),
  git.allow("git fetch origin 'refs/notes/*:refs/notes/*'"),
  git.allow("git push origin :my-feature"),
  git.allow("git push --dry-run origin :refs/notes/commits"),
];

/**
 * The SSH daemon's configuration hardened with `sed -i` substitutions (sshd_config(5)): judged by
 * the change, so hardening values pass and anything else keeps asking.
 */
export const SSHD_HARDENING_CASES: readonly CorpusCase[] = [
  systemFiles.allow("sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config && sudo sshd -t && sudo systemctl reload ssh"),
  systemFiles.allow("sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config"),
  systemFiles.allow("sudo sed -i -E 's/^#?PermitEmptyPasswords.*/PermitEmptyPasswords no/' /etc/ssh/sshd_config"),
  systemFiles.allow("sudo sed -i 's/^X11Forwarding yes/X11Forwarding no/' /etc/ssh/sshd_config"),
  systemFiles.allow("sudo sed -i 's/^#\\?MaxAuthTries.*/MaxAuthTries 3/' /etc/ssh/sshd_config"),
  systemFiles.allow("sudo sed -i -e 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' -e 's/^#\\?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config"),
  systemFiles.allow("sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/; s/^#\\?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config"),
  systemFiles.allow("sudo sed -i.bak 's|^#*PasswordAuthentication .*|PasswordAuthentication no|' /etc/ssh/sshd_config.d/50-cloud-init.conf"),
  systemFiles.ask("sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin yes/' /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication yes/' /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i 's/^#\\?MaxAuthTries.*/MaxAuthTries 100/' /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i 's/^.*$/PermitRootLogin no/' /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no\\nPermitRootLogin yes/' /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/e' /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/;/^AllowUsers/d' /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i 's/^\\(PermitRootLogin\\).*/\\1 no/' /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i -f harden.sed /etc/ssh/sshd_config"),
  systemFiles.ask("sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/ssh_config"),
];
