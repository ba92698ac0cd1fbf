import { casesOf, type CorpusCase } from "./corpus-types.js";

const disk = casesOf("disk");
const git = casesOf("git");
const host = casesOf("host");
const planes = casesOf("infrastructure");

/**
 * Backups and remote copies deleted for good, from the tools' own manuals: restic-prune(1) (the
 * data no snapshot references is deleted), borg-compact(1) (deleted archives' segments freed),
 * kopia's `maintenance run --safety=none`, `rclone cleanup` (a remote's trash and old versions),
 * and Multipass snapshots (`multipass delete VM.SNAPSHOT` never goes to the recycle bin); with the
 * listings, checks and dry runs engineers run every day.
 */
export const PRUNED_BACKUP_CASES: readonly CorpusCase[] = [
  planes.ask("restic prune"),
  planes.ask("restic -r /srv/restic-repo prune --max-unused 0"),
  planes.ask("restic prune --max-unused=0 --repack-small"),
  planes.ask("restic --repo s3:s3.amazonaws.com/acme-backups prune"),
  planes.ask("RESTIC_PASSWORD_FILE=/etc/restic.pass restic -r /mnt/backup prune --max-repack-size 10G"),
  planes.ask("restic forget --keep-last 1 && restic prune"),
  planes.ask("restic forget --prune --keep-daily 7"),
  planes.ask("borg compact /mnt/backup/borg"),
  planes.ask("borg compact --threshold 0 ssh://backup@nas/./repo"),
  planes.ask("borg delete ::old-archive && borg compact"),
  planes.ask("kopia maintenance run --full --safety=none"),
  planes.ask("kopia maintenance run --safety none --full"),
  planes.ask("rclone cleanup remote:"),
  planes.ask("rclone cleanup gdrive:"),
  planes.ask("rclone cleanup b2:acme-archive"),
  planes.ask("rclone -v cleanup s3:bucket/path"),
  planes.ask("multipass delete primary.snapshot1"),
  planes.ask("multipass delete dev-vm.before-upgrade"),
  planes.ask("multipass delete vm1.snap1 vm1.snap2"),
  planes.allow("restic snapshots"),
  planes.allow("restic check"),
  planes.allow("restic check --read-data-subset=5%"),
  planes.allow("restic forget --dry-run --keep-last 1"),
  planes.allow("restic prune --dry-run"),
  planes.allow("restic prune -n"),
  planes.allow("restic backup ~/projects"),
  planes.allow("restic stats --mode raw-data"),
  planes.allow("borg list /mnt/backup/borg"),
  planes.allow("borg compact --help"),
  planes.allow("borg create /mnt/backup/borg::{now} ~/src"),
  planes.allow("kopia maintenance info"),
  planes.allow("kopia maintenance run --full"),
  planes.allow("kopia maintenance run"),
  planes.allow("kopia snapshot list"),
  planes.allow("rclone lsd remote:"),
  planes.allow("rclone ls remote:backups"),
  planes.allow("rclone copy ./dist remote:site"),
  planes.allow("rclone about remote:"),
  planes.allow("multipass list"),
  planes.allow("multipass delete vm"),
  planes.allow("multipass recover vm"),
  planes.allow("multipass snapshot vm"),
  planes.allow("multipass info vm.snapshot1"),
  planes.allow("multipass restore vm.snapshot1"),
];

/**
 * HashiCorp Consul and Nomad: Vault's storage in Consul (`vault/`, Vault's Consul storage backend
 * default path) deleted by the CLI or the HTTP API, recursive KV deletes, `nomad job stop -purge`
 * and the older `nomad stop -purge` outside development namespaces, and `nomad var purge`; with
 * reads, writes, single ordinary keys and plain stops.
 */
export const HASHICORP_CASES: readonly CorpusCase[] = [
  planes.ask("consul kv delete vault/core/keyring"),
  planes.ask("consul kv delete vault/core/master"),
  planes.ask("consul kv delete -recurse vault/"),
  planes.ask("consul kv delete -recurse=true vault"),
  planes.ask("consul kv delete --recurse app/config"),
  planes.ask("consul kv delete -recurse services/payments"),
  planes.ask("CONSUL_HTTP_ADDR=https://consul.internal:8501 consul kv delete -recurse app"),
  planes.ask("curl -X DELETE 'http://consul.internal:8500/v1/kv/app?recurse=true'"),
  planes.ask("curl -X DELETE \"$CONSUL_HTTP_ADDR/v1/kv/vault?recurse=true\""),
  planes.ask("curl --request DELETE $CONSUL_HTTP_ADDR/v1/kv/app/?recurse"),
  planes.ask("curl -s -X DELETE -H \"X-Consul-Token: $CONSUL_HTTP_TOKEN\" https://consul.prod.internal:8501/v1/kv/services?recurse=true"),
  planes.ask("curl -X DELETE http://localhost:8500/v1/kv/vault/core/keyring"),
  planes.ask("nomad stop -purge web"),
  planes.ask("nomad job stop -purge web"),
  planes.ask("nomad job stop -purge -namespace=prod web"),
  planes.ask("nomad job stop -namespace prod -purge api"),
  planes.ask("nomad job stop --purge -yes web"),
  planes.ask("nomad job stop -purge=true web"),
  planes.ask("NOMAD_ADDR=https://nomad.prod:4646 nomad job stop -purge -detach web"),
  planes.ask("nomad var purge nomad/jobs/web"),
  planes.ask("nomad var purge -namespace=prod secret/db"),
  planes.allow("consul kv get app/config"),
  planes.allow("consul kv get -recurse vault/"),
  planes.allow("consul kv put app/config x"),
  planes.allow("consul kv delete app/dev/feature-flag"),
  planes.allow("consul members"),
  planes.allow("curl -s http://127.0.0.1:8500/v1/kv/app/config?raw"),
  planes.allow("curl -X PUT -d 'on' http://127.0.0.1:8500/v1/kv/app/dev/flag"),
  planes.allow("nomad status"),
  planes.allow("nomad job status web"),
  planes.allow("nomad job stop web"),
  planes.allow("nomad stop web"),
  planes.allow("nomad job stop -purge -namespace=dev web"),
  planes.allow("nomad job stop -purge -namespace shop-test web"),
  planes.allow("NOMAD_NAMESPACE=sandbox nomad job stop -purge web"),
  planes.allow("nomad var get nomad/jobs/web"),
  planes.allow("nomad var put nomad/jobs/web key=value"),
  planes.allow("nomad var list"),
];

/**
 * Shared branches moved by plumbing: git-update-ref(1) writes any commit it is given, so a new root
 * commit (git-commit-tree(1) without `-p`, the empty tree 4b825dc…) or an ancestor (`HEAD~5`)
 * leaves main without its commits; `delete` and `update` lines on `--stdin` do the same. Personal
 * branches, remote-tracking refs and moves to a descendant stay allowed.
 */
export const PLUMBING_REF_CASES: readonly CorpusCase[] = [
  git.ask("git update-ref -d refs/heads/main"),
  git.ask("git update-ref -d refs/heads/release/2.3"),
  git.ask("git update-ref refs/heads/main $(git commit-tree -m wipe 4b825dc642cb6eb9a060e54bf8d69288fbee4904)"),
  git.ask("git update-ref refs/heads/main \"$(git commit-tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904 -m init)\""),
  git.ask("git update-ref -m reset refs/heads/develop $(git commit-tree -m empty $(git hash-object -t tree /dev/null))"),
  git.ask("git update-ref refs/heads/main HEAD~5"),
  git.ask("git update-ref refs/heads/production origin/production~3"),
  git.ask("git update-ref refs/heads/master HEAD^"),
  git.ask("printf 'delete refs/heads/main\\n' | git update-ref --stdin"),
  git.ask("printf 'update refs/heads/main HEAD~2\\n' | git update-ref --stdin"),
  git.ask("echo 'delete refs/heads/develop' | git update-ref --stdin"),
  git.allow("git update-ref refs/heads/my-feature HEAD"),
  git.allow("git update-ref refs/heads/feature/x HEAD~2"),
  git.allow("git update-ref -d refs/remotes/origin/stale"),
  git.allow("git update-ref -d refs/heads/feature/old-spike"),
  git.allow("git update-ref refs/heads/main origin/main"),
  git.allow("git update-ref refs/heads/main $(git commit-tree -p HEAD -m squash HEAD^{tree})"),
  git.allow("git update-ref refs/heads/main 3f2a9c1 2b1e0d4"),
  git.allow("git rev-parse refs/heads/main"),
  git.allow("git commit-tree -m wipe 4b825dc642cb6eb9a060e54bf8d69288fbee4904"),
];

/**
 * File capabilities that make root (capabilities(7), setcap(8)): `cap_setuid`, `cap_sys_admin`,
 * `cap_dac_override`, … or every capability (`=ep`, `all+ep`), and `cap_net_raw`/`cap_net_admin`
 * on a shell or interpreter, in each spelling setcap reads, capability text from standard input
 * (`-`) and repeated pairs included; with the server capabilities and reads engineers use.
 */
export const FILE_CAPABILITY_CASES: readonly CorpusCase[] = [
  host.ask("setcap cap_setuid+ep /usr/bin/python3"),
  host.ask("setcap cap_setuid,cap_setgid+eip /usr/bin/python3.12"),
  host.ask("setcap cap_sys_admin=ep /usr/bin/bash"),
  host.ask("setcap cap_dac_override+ep /usr/bin/vim.basic"),
  host.ask("setcap cap_dac_read_search+ep /usr/bin/tar"),
  host.ask("setcap cap_sys_ptrace+ep /usr/bin/gdb"),
  host.ask("setcap cap_sys_module+ep /usr/local/bin/loader"),
  host.ask("setcap cap_chown+ep /usr/bin/node"),
  host.ask("setcap cap_fowner+ep /usr/bin/perl"),
  host.ask("setcap all+ep /usr/bin/node"),
  host.ask("setcap =ep /usr/bin/ruby"),
  host.ask("setcap 'cap_setuid=+ep' /usr/bin/php"),
  host.ask("setcap cap_net_raw,cap_net_admin+eip /bin/bash"),
  host.ask("setcap cap_net_admin+ep /usr/bin/python3"),
  host.ask("setcap -q cap_setuid+ep /usr/bin/python3"),
  host.ask("setcap -n 1000 cap_setuid+ep /usr/bin/python3"),
  host.ask("setcap cap_net_bind_service+ep ./bin/server cap_setuid+ep /usr/bin/perl"),
  host.ask("printf 'cap_setuid+ep\\n' | setcap - /usr/bin/perl"),
  host.ask("echo cap_sys_admin=ep | setcap - /usr/bin/python3"),
  host.ask("setcap - /usr/bin/python3 <<< 'cap_setuid+ep'"),
  host.allow("setcap cap_net_bind_service=+ep ./bin/server"),
  host.allow("setcap 'cap_net_bind_service=+ep' /usr/local/bin/caddy"),
  host.allow("setcap cap_net_raw+ep /usr/bin/ping"),
  host.allow("setcap cap_net_admin+ep ./target/release/tunnel"),
  host.allow("setcap -r /usr/bin/python3"),
  host.allow("setcap -v cap_setuid+ep /usr/bin/python3"),
  host.allow("setcap cap_setuid-ep /usr/bin/python3"),
  host.allow("getcap -r /usr/bin"),
  host.allow("getcap /usr/bin/ping"),
  host.allow("echo cap_net_bind_service+ep | setcap - ./bin/server"),
];

/**
 * Partition tables changed by sgdisk (sgdisk(8)), whose short options mean other things than
 * fdisk's and sfdisk's: `-d N` deletes a partition, `-l FILE` loads a backup over the table, `-s`
 * sorts, `-g` converts, `-h` makes a hybrid MBR, `-T` transforms BSD labels; with the printing and
 * listing runs that stay allowed.
 */
export const SGDISK_CASES: readonly CorpusCase[] = [
  disk.deny("sgdisk -d 2 /dev/sda"),
  disk.deny("sgdisk --delete=2 /dev/sda"),
  disk.deny("sgdisk --delete 2 /dev/nvme0n1"),
  disk.deny("sgdisk -l backup.gpt /dev/sda"),
  disk.deny("sgdisk --load-backup=table.bak /dev/sdb"),
  disk.deny("sgdisk -p -d 1 /dev/sda"),
  disk.deny("sgdisk -s /dev/sda"),
  disk.deny("sgdisk -g /dev/sdc"),
  disk.deny("sgdisk -h 1:2 /dev/sda"),
  disk.deny("sgdisk -o /dev/sda"),
  disk.deny("sgdisk --zap-all /dev/sda"),
  disk.deny("sgdisk -n 1:0:+512M -t 1:ef00 /dev/sda"),
  disk.deny("sgdisk -R /dev/sdb /dev/sda"),
  disk.deny("sgdisk -G /dev/sdb"),
  disk.deny("printf 'd\\n2\\nw\\n' | fdisk /dev/sda"),
  disk.deny("printf 'd\\n2\\nw\\ny\\n' | gdisk /dev/sda"),
  disk.allow("sgdisk -p /dev/sda"),
  disk.allow("sgdisk --print /dev/nvme0n1"),
  disk.allow("sgdisk -L"),
  disk.allow("fdisk -l /dev/sda"),
  disk.allow("gdisk -l /dev/sda"),
  disk.allow("sfdisk -d /dev/sda"),
];
