import { casesOf, type CorpusCase } from "./corpus-types.js";

const git = casesOf("git");

/**
 * Refs deleted as a set only known when the command runs (git-branch(1), git-tag(1),
 * git-update-ref(1), git-for-each-ref(1)), dropped stashes (git-stash(1)) and Jujutsu's deletions and
 * pushes that reach the remote (jj-bookmark-delete(1), jj-git-push(1)).
 */
export const FAMILY_HISTORY_CASES: readonly CorpusCase[] = [
  git.ask("git tag -l 'v*' | xargs git tag -d", { noVariants: true }),
  git.ask("git for-each-ref --format='%(refname:short)' refs/heads | xargs -I{} git branch -D {}", { noVariants: true }),
  git.ask("git update-ref -d $(git for-each-ref --format='%(refname)' refs/remotes/origin)"),
  git.ask("git branch --format='%(refname:short)' | grep -vx main | while read -r name; do git branch -D \"$name\"; done", { noVariants: true }),
  git.ask("for t in $(git tag --list 'release-*'); do git tag --delete \"$t\"; done", { noVariants: true }),
  git.ask("git branch --delete --force $(git branch --no-merged)"),
  git.ask("git stash clear"),
  git.ask("cd ../api && git stash clear", { noVariants: true }),
  git.ask("jj bookmark delete master && jj git push --remote origin --deleted", { noVariants: true }),
  git.ask("jj branch delete 'regex:^hotfix-' && jj git push --deleted", { noVariants: true }),
  git.ask("jj bookmark delete 'release-*'"),
  git.ask("jj git push --all --remote upstream"),
  git.ask("git tag --list 'rc-*' | xargs -I % git push upstream :refs/tags/%", { noVariants: true }),
  git.ask("git push origin $(git branch -r --format='%(refname:lstrip=3)' | sed 's/^/:/')"),
  git.ask("jj util gc --expire now"),
  git.allow("git push origin $(git for-each-ref --format='%(refname:short)' refs/heads/feature/)"),
  git.allow("jj util gc"),
  git.allow("git branch --merged main | grep -v '^\\* ' | xargs git branch -d"),
  git.allow("git branch -D \"$BRANCH\""),
  git.allow("git tag -d \"v$VERSION\""),
  git.allow("git tag -d \"$(git describe --tags --abbrev=0)\" && git tag v2.1.0"),
  git.allow("git stash drop stash@{2}"),
  git.allow("git stash list && git stash show -p stash@{0}"),
  git.allow("jj bookmark delete old-spike"),
  git.allow("jj git push --bookmark feat/search --allow-new"),
  git.allow("jj git push --change @- && jj bookmark list --all"),
  git.allow("jj abandon @- && jj git fetch"),
];

const host = casesOf("host");

/**
 * Host protections opened or switched off for every later run: firewalld zones, policies, ports and
 * rich rules (firewall-cmd(1), firewalld.zone(5), firewalld.richlanguage(5)); TLS checks in package
 * managers' user and global settings (yarnrc, npmrc, pnpm, conda, composer, maven); Microsoft
 * Defender's switches judged by name whatever their value became; macOS quarantine taken off
 * anything but the project's own build output.
 */
export const FAMILY_HOST_CASES: readonly CorpusCase[] = [
  host.ask("firewall-cmd --zone internal --set-target ACCEPT --permanent"),
  host.ask("sudo firewall-cmd --permanent --policy=allow-host-ipv6 --set-target=ACCEPT"),
  host.ask("firewall-offline-cmd --set-default-zone trusted"),
  host.ask("sudo firewall-cmd --zone=public --add-port=0-65535/udp"),
  host.ask("firewall-cmd --permanent --add-rich-rule='rule family=\"ipv4\" source address=\"0.0.0.0/0\" accept'"),
  host.ask("sudo firewall-cmd --zone=trusted --change-interface=enp0s3 --permanent"),
  host.allow("sudo firewall-cmd --panic-off"),
  host.allow("sudo firewall-cmd --permanent --zone=public --set-target=DROP"),
  host.allow("firewall-cmd --permanent --add-rich-rule='rule family=\"ipv4\" source address=\"10.8.0.0/16\" port port=\"5432\" protocol=\"tcp\" accept'"),
  host.allow("sudo firewall-cmd --add-port=3000-3005/tcp"),
  host.ask("sudo nft add chain inet filter input '{ type filter hook input priority 0; policy accept; }'"),
  host.ask("sudo nft insert rule inet filter input accept"),
  host.allow("sudo nft add rule inet filter input tcp dport 8080 accept"),
  host.ask("go env -w GOPRIVATE='*'"),
  host.ask("echo 'export PIP_TRUSTED_HOST=files.pythonhosted.org' >> ~/.bashrc", { noVariants: true }),
  host.ask("yarn config set -H enableStrictSsl false"),
  host.ask("yarn config set --home unsafeHttpWhitelist --json '[\"*\"]'"),
  host.ask("npm config set --location=global strict-ssl false"),
  host.ask("pnpm config set --global strict-ssl false"),
  host.ask("micromamba config set ssl_verify false"),
  host.ask("composer global config secure-http false"),
  host.ask("echo 'MAVEN_OPTS=\"-Dmaven.wagon.http.ssl.insecure=true\"' >> ~/.mavenrc", { noVariants: true }),
  host.ask("echo 'export CARGO_HTTP_CHECK_REVOKE=false' >> ~/.zshrc", { noVariants: true }),
  host.allow("yarn config set --home npmRegistryServer https://npm.internal.example.com"),
  host.allow("yarn config get enableStrictSsl"),
  host.allow("NODE_TLS_REJECT_UNAUTHORIZED=0 node scripts/check-staging.js"),
  host.ask("powershell -Command \"Set-MpPreference -DisableIOAVProtection $true\"", { noVariants: true }),
  host.ask("pwsh -NoProfile -c \"Set-MpPreference -DisableBehaviorMonitoring $true -DisableScriptScanning $true\"", { noVariants: true }),
  host.ask("powershell -Command \"Add-MpPreference -ExclusionPath $env:USERPROFILE\"", { noVariants: true }),
  host.ask("powershell.exe Set-MpPreference -DisableRealtimeMonitoring:$true", { noVariants: true }),
  host.ask("reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows Defender\\Features\" /v TamperProtection /t REG_DWORD /d 4 /f", { noVariants: true }),
  host.allow("powershell -Command \"Set-MpPreference -DisableRealtimeMonitoring $false\"", { noVariants: true }),
  host.allow("powershell -Command \"Get-MpComputerStatus | Select-Object RealTimeProtectionEnabled\"", { noVariants: true }),
  host.ask("xattr -d com.apple.quarantine ~/Downloads/ngrok"),
  host.ask("sudo xattr -rd com.apple.quarantine /Applications/Tool.app"),
  host.ask("xattr -cr ../vendor-sdk/Tool.app"),
  host.ask("xattr -d com.apple.quarantine /tmp/installer.pkg"),
  host.allow("xattr -dr com.apple.quarantine dist/mac-arm64/Webapp.app"),
  host.allow("xattr -cr build/Release/Helper.app"),
  host.allow("xattr -p com.apple.quarantine ~/Downloads/ngrok"),
];

const disk = casesOf("disk");
const fs = casesOf("filesystem");

/**
 * Virtual machines deleted with the disk that holds everything in them (each tool's CLI reference),
 * and files emptied by a redirect of nothing or of a no-op, judged by where they land like every
 * other write.
 */
export const FAMILY_DESTRUCTION_CASES: readonly CorpusCase[] = [
  disk.ask("podman machine rm --force podman-machine-default"),
  disk.ask("docker-machine rm -y dev"),
  disk.ask("VBoxManage unregistervm ubuntu-dev --delete"),
  disk.ask("multipass delete --all --purge"),
  disk.ask("prlctl delete win11-test"),
  disk.allow("vagrant destroy --force web"),
  disk.ask("orb delete ubuntu"),
  disk.ask("limactl rm -f k8s"),
  disk.ask("utmctl delete 'Windows 11'"),
  disk.ask("lxc delete --force dev-db"),
  disk.ask("incus rm web-01"),
  disk.allow("lxc delete dev-db/snap0"),
  disk.allow("kind delete cluster --name e2e"),
  disk.allow("minikube delete -p ci"),
  disk.allow("k3d cluster delete test"),
  disk.allow("multipass delete dev-box"),
  disk.allow("colima stop && colima start --cpu 4 --memory 8", { noVariants: true }),
  disk.allow("podman machine list"),
  fs.ask("> ../billing/.env"),
  fs.ask("true > ~/projects/shop/.env.production"),
  fs.ask("cat /dev/null > ~/code/api/config/database.yml"),
  fs.ask("cp /dev/null ../worker/.env.local"),
  fs.ask(": >| ~/Documents/budget.csv"),
  fs.ask("exec 3> ~/projects/api/.env"),
  fs.allow(": > .env && echo 'PORT=3000' >> .env", { noVariants: true }),
  fs.allow("> logs/test.log"),
  fs.allow("true > tmp/coverage.lcov"),
  fs.allow("cp .env.example .env"),
];

const tampering = casesOf("tampering");

/**
 * loopgate's audit trail and thread state (`.loopgate/audit.jsonl`, `.loopgate/threads`, an MCP
 * proxy's `--audit` file there) written by any path, and hook managers' scripts and configs (husky,
 * lefthook's script directories, overcommit's `.git-hooks`, pre-commit, simple-git-hooks) switched
 * off the way the file tools are judged for the same files.
 */
export const FAMILY_TAMPERING_CASES: readonly CorpusCase[] = [
  tampering.deny("truncate -s 0 .loopgate/audit.jsonl"),
  tampering.deny("mv .loopgate/audit.jsonl /tmp/old-audit.jsonl"),
  tampering.deny("find .loopgate -name '*.jsonl' -delete"),
  tampering.deny("cat /dev/null > .loopgate/mcp-audit.jsonl"),
  tampering.ask("sed -i '/\"decision\":\"blocked\"/d' .loopgate/audit.jsonl"),
  tampering.deny("rm -rf ~/projects/webapp/.loopgate/threads"),
  tampering.allow("tail -n 50 .loopgate/audit.jsonl"),
  tampering.allow("loopgate audit .loopgate/audit.jsonl --decision blocked --json"),
  tampering.allow("grep -c '\"blocked\"' .loopgate/audit.jsonl"),
  tampering.ask("echo 'exit 0' > .lefthook/pre-commit/eslint.sh"),
  tampering.ask("printf 'true\\n' > .git-hooks/pre_commit/rubocop.rb"),
  tampering.ask("echo '{}' > .simple-git-hooks.json"),
  tampering.ask("echo 'pre-commit: {}' > lefthook.yml"),
  tampering.ask("rm -rf .lefthook"),
  tampering.allow("echo 'npx lint-staged' > .husky/pre-commit"),
  tampering.allow("printf 'pre-push:\\n  commands:\\n    test:\\n      run: npm test\\n' > lefthook.yml"),
  tampering.allow("cat .husky/pre-commit"),
];
