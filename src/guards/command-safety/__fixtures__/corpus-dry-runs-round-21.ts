import { casesOf, type CorpusCase } from "./corpus-types.js";

const disk = casesOf("disk");
const planes = casesOf("infrastructure");
const files = casesOf("filesystem");
const secrets = casesOf("secrets");
const plain = { noVariants: true };

/**
 * Destructive tools given their own no-op switch change nothing (`commands/dry-runs.ts`):
 * zfs-destroy(8) `-n`, lvm(8) `--test`, wipefs(8) and sfdisk(8) `--no-act`, sgdisk(8) `--pretend`,
 * mke2fs(8) `-n`, mkfs.xfs(8) `-N`, borg-delete(1)/borg-prune(1) and restic's `--dry-run`/`-n`,
 * rclone(1) `--dry-run`/`-n`. The same commands without the switch stay flagged.
 */
const DRY_RUNS: readonly CorpusCase[] = [
  planes.allow("zfs destroy -n tank/data"),
  planes.allow("zfs destroy -nv tank/data@snap"),
  planes.allow("zfs destroy -rnvp tank/data"),
  planes.allow("zfs destroy -r -n -v tank/data@%"),
  planes.allow("zfs destroy -vn tank/home/ada@2024-01-01%2024-06-30"),
  planes.ask("zfs destroy -r tank/data"),
  planes.ask("zfs destroy -rv tank/data"),
  disk.allow("lvremove --test vg0/data"),
  disk.allow("lvremove -t vg0/data"),
  disk.allow("lvremove -t -y vg0/data"),
  disk.allow("vgremove --test vg0"),
  disk.deny("lvremove -y vg0/data"),
  disk.deny("lvremove -f vg0/data"),
  disk.allow("wipefs -n /dev/sdb"),
  disk.allow("wipefs --no-act -a /dev/sdb"),
  disk.allow("wipefs -a -n /dev/sdb1"),
  disk.allow("wipefs -an /dev/sdb"),
  disk.deny("wipefs -a /dev/sdb"),
  disk.deny("wipefs --all /dev/sdb"),
  disk.allow("sgdisk --pretend -Z /dev/sda"),
  disk.allow("sgdisk -P -o /dev/sda"),
  disk.allow("sgdisk -P --new=1:0:+512M /dev/sda"),
  disk.deny("sgdisk -Z /dev/sda"),
  disk.deny("sgdisk -o /dev/sda"),
  disk.deny("sgdisk --zap-all /dev/nvme0n1"),
  disk.allow("sfdisk --no-act /dev/sdb < layout.sfdisk"),
  disk.allow("sfdisk -n /dev/sdb < layout.sfdisk"),
  disk.deny("sfdisk /dev/sdb < layout.sfdisk"),
  disk.allow("mke2fs -n /dev/sdb1"),
  disk.allow("mkfs.ext4 -n /dev/sdb1"),
  disk.allow("mkfs.xfs -N /dev/sdb1"),
  disk.deny("mkfs.ext4 /dev/sdb1"),
  planes.allow("borg delete --dry-run /srv/borg::archive"),
  planes.allow("borg delete -n /srv/borg::archive"),
  planes.allow("borg delete -n --list /srv/borg::archive"),
  planes.allow("borg prune --dry-run --keep-daily 7 /srv/borg"),
  planes.allow("borg prune -n -v --list --keep-daily=7 --keep-weekly=4 /srv/borg"),
  planes.allow("borg prune --list -n --keep-within 10d /srv/borg"),
  planes.ask("borg delete /srv/borg::archive"),
  planes.ask("borg prune --keep-daily 7 /srv/borg"),
  planes.allow("restic forget --dry-run --keep-last 5"),
  planes.allow("restic forget -n --keep-daily 7 --prune"),
  planes.allow("restic prune --dry-run"),
  planes.allow("restic -r s3:s3.amazonaws.com/bucket forget --keep-daily 7 --prune --dry-run"),
  planes.ask("restic forget --keep-last 1 --prune"),
  planes.allow("rclone delete remote:bucket/path --dry-run"),
  planes.allow("rclone purge -n remote:bucket/path"),
  planes.allow("rclone purge --dry-run s3:logs/2023"),
  planes.ask("rclone delete remote:bucket/path"),
  planes.ask("rclone purge remote:bucket/path"),
  planes.allow("mc rm --recursive --force --dry-run myminio/bucket"),
  planes.ask("mc rm --recursive --force myminio/bucket"),
];

/**
 * Partition tools' read-only modes, each by its own grammar (`rules/disk-partitioners.ts`):
 * sgdisk(8) `-p`, `-i N`, `-v`, `-O`, `-b FILE`, `-A N:show`; sfdisk(8) `-l`, `-d`, `-J`, `-V`;
 * parted(8) `print`, `unit`, `-l`; fdisk(8) `-l`. A read mixed with a change, or a letter that
 * lists in one tool and changes in another (`sgdisk -d` deletes, `-l` loads a backup), partitions.
 */
const PARTITION_READS: readonly CorpusCase[] = [
  disk.allow("sgdisk -p /dev/sda"),
  disk.allow("sgdisk --print /dev/nvme0n1"),
  disk.allow("sgdisk -i 1 /dev/sda"),
  disk.allow("sgdisk --info=2 /dev/sda"),
  disk.allow("sgdisk -i2 /dev/sda"),
  disk.allow("sgdisk -v /dev/sda"),
  disk.allow("sgdisk --verify /dev/sda"),
  disk.allow("sgdisk -b sda.gpt /dev/sda"),
  disk.allow("sgdisk --backup=/root/sda-table.gpt /dev/sda"),
  disk.allow("sgdisk -O /dev/sda"),
  disk.allow("sgdisk -A 1:show /dev/sda"),
  disk.allow("sgdisk -L"),
  disk.allow("sgdisk -p -i 1 /dev/sda"),
  disk.deny("sgdisk -d 1 /dev/sda"),
  disk.deny("sgdisk --delete=1 /dev/sda"),
  disk.deny("sgdisk -l sda.gpt /dev/sda"),
  disk.deny("sgdisk --load-backup=sda.gpt /dev/sda"),
  disk.deny("sgdisk -p -Z /dev/sda"),
  disk.deny("sgdisk -g /dev/sda"),
  disk.deny("sgdisk -A 1:set:2 /dev/sda"),
  disk.deny("sgdisk -R /dev/sdb /dev/sda"),
  disk.deny("sgdisk -n 1:0:0 /dev/sda"),
  disk.allow("sfdisk -l /dev/sda"),
  disk.allow("sfdisk -d /dev/sda"),
  disk.allow("sfdisk --dump /dev/sda > sda.dump"),
  disk.allow("sfdisk --json /dev/sda"),
  disk.allow("sfdisk -V /dev/sda"),
  disk.allow("sfdisk --part-type /dev/sda 1"),
  disk.deny("sfdisk --part-type /dev/sda 1 83"),
  disk.deny("sfdisk --delete /dev/sda 2"),
  disk.allow("parted -l"),
  disk.allow("parted /dev/sda print"),
  disk.allow("parted -s /dev/sda unit MiB print"),
  disk.allow("parted -s /dev/sda unit s print free"),
  disk.allow("parted /dev/sda p"),
  disk.allow("parted /dev/sda align-check optimal 1"),
  disk.deny("parted -s /dev/sda mklabel gpt"),
  disk.deny("parted -s /dev/sda mklabel gpt print"),
  disk.deny("parted -s /dev/sda mkl gpt"),
  disk.deny("parted -s /dev/sda unit MiB print rm 2"),
  disk.deny("parted /dev/sda"),
  disk.allow("fdisk -l /dev/sda"),
  disk.allow("fdisk --list"),
  disk.allow("gdisk -l /dev/sda"),
  disk.deny("fdisk /dev/sda"),
];

/**
 * Local targets of store and registry tools: a local path given to rclone or mc is a file delete
 * judged by where it is (`commands/store-local-paths.ts`); a registry or emulator on this machine
 * reaches nobody (`planes/local-registries.ts`, `planes/firebase-emulators.ts`, `planes/publish.ts`).
 */
const LOCAL_TARGETS: readonly CorpusCase[] = [
  files.allow("rclone delete ./dist --include '*.map'"),
  files.allow("rclone delete ./.cache/x --rmdirs"),
  files.allow("rclone purge ./tmp/rclone-test"),
  files.allow("rclone delete dist --min-age 7d"),
  files.allow("mc rb ./tmp/minio-data"),
  files.allow("mc rb --force ./tmp/minio-data"),
  files.allow("mc rm --recursive --force ./out/uploads"),
  files.ask("rclone delete ~/Documents"),
  files.ask("rclone purge ../other-project"),
  files.deny("mc rb --force ~/"),
  files.deny("rclone purge /"),
  planes.ask("rclone delete ./dist remote:bucket", plain),
  planes.ask("mc rb --force myminio/bucket"),
  planes.ask("mc rb myminio/releases"),
  planes.allow("crane delete localhost:5000/app:dev"),
  planes.allow("crane delete 127.0.0.1:5000/app@sha256:4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945"),
  planes.allow("skopeo delete docker://localhost:5000/app:test"),
  planes.allow("skopeo delete --tls-verify=false docker://localhost:5000/app:test"),
  planes.allow("regctl manifest delete localhost:5000/app@sha256:4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945"),
  planes.allow("oras manifest delete --force localhost:5000/app:v1"),
  planes.ask("crane delete registry.acme.io/app:1.0"),
  planes.ask("skopeo delete docker://ghcr.io/acme/app:1.0"),
  planes.ask("crane delete localhost.acme.io/app:1"),
  planes.ask("oras manifest delete ghcr.io/acme/app:v1"),
  planes.allow("npm unpublish pkg --registry http://localhost:4873/"),
  planes.allow("npm unpublish pkg@1.0.0 --registry=http://127.0.0.1:4873"),
  planes.allow("npm_config_registry=http://localhost:4873 npm unpublish pkg@1.0.0 --force"),
  planes.allow("npm publish --registry http://localhost:4873"),
  planes.ask("npm unpublish pkg@1.0.0"),
  planes.ask("npm unpublish pkg --registry https://registry.npmjs.org/"),
  planes.ask("npm unpublish pkg@1.0.0 --registry=http://localhost:4873 --registry=https://registry.npmjs.org/"),
  planes.allow("FIRESTORE_EMULATOR_HOST=localhost:8080 firebase firestore:delete --all-collections --project demo-x -y"),
  planes.allow("firebase firestore:delete --all-collections --project demo-test -y"),
  planes.allow("firebase firestore:delete -r users --project=demo-app --force"),
  planes.allow("FIREBASE_DATABASE_EMULATOR_HOST=127.0.0.1:9000 firebase database:remove / -f --project acme-dev"),
  planes.ask("firebase firestore:delete --all-collections --project acme-prod"),
  planes.ask("firebase firestore:delete --all-collections -P demoacme -y"),
  planes.ask("FIRESTORE_EMULATOR_HOST=firestore.acme.io:8080 firebase firestore:delete --all-collections --project acme-prod -y"),
];

/**
 * Removals the tools document as reversible or harmless: cargo-yank(1) (the version stays
 * downloadable for existing lockfiles, `--undo` restores it) and one CI secret or variable deleted
 * by name (`planes/ci-settings.ts`: the service keeps it write-only, so the value lives where it
 * was issued). Deletions that reach many at once stay flagged.
 */
const REVERSIBLE_REMOVALS: readonly CorpusCase[] = [
  planes.allow("cargo yank --version 1.0.1 mycrate"),
  planes.allow("cargo yank mycrate@1.0.1"),
  planes.allow("cargo yank --vers 0.3.1 --registry my-registry"),
  planes.allow("cargo yank --undo mycrate@1.0.1"),
  planes.ask("gem yank mygem -v 1.2.3"),
  planes.allow("gh secret delete NPM_TOKEN"),
  planes.allow("gh secret delete NAME --env staging"),
  planes.allow("gh secret remove DEPLOY_KEY -e production"),
  planes.allow("gh secret delete SLACK_WEBHOOK --org acme"),
  planes.allow("gh secret delete AWS_ROLE --repo acme/api"),
  planes.allow("gh variable delete FOO"),
  planes.allow("gh variable delete NODE_VERSION --env staging"),
  planes.allow("glab variable delete FOO"),
  planes.allow("glab variable delete DEPLOY_TOKEN --scope production"),
  planes.ask("for s in $(gh secret list --json name -q '.[].name'); do gh secret delete $s; done", plain),
  planes.ask("gh secret list --json name -q '.[].name' | xargs -n1 gh secret delete", plain),
  planes.ask("gh api -X DELETE repos/acme/api/environments/production", plain),
];

/**
 * Password managers' JSON reduced by jq to public fields (`flows/public-fields.ts`): names, ids,
 * folders, URIs, usernames, field labels print; passwords, notes, TOTP seeds and custom field
 * values still ask.
 */
const PUBLIC_ITEM_FIELDS: readonly CorpusCase[] = [
  secrets.allow("bw list items --search google | jq -r '.[].name'", plain),
  secrets.allow("bw list items | jq '.[] | {id, name, folderId}'", plain),
  secrets.allow("bw list items | jq -r '.[].login.uris[].uri'", plain),
  secrets.allow("bw list items | jq 'map(.name)'", plain),
  secrets.allow("bw list items --folderid null | jq -r '.[] | select(.name == \"GitHub\") | .id'", plain),
  secrets.allow("bw get item 5a1b | jq -r .login.username", plain),
  secrets.allow("op item list --format json | jq '.[].title'", plain),
  secrets.allow("op item get Stripe --format json | jq -r '.fields[].label'", plain),
  secrets.allow("lpass ls", plain),
  secrets.allow("lpass show --json Email | jq -r '.[0].url'", plain),
  secrets.ask("bw list items | jq '.[].login.password'", plain),
  secrets.ask("bw list items | jq -r '.[].notes'", plain),
  secrets.ask("bw list items | jq -r '.[].fields[].value'", plain),
  secrets.ask("bw list items | jq -r '.[].login.totp'", plain),
  secrets.ask("bw list items | jq '.[] | {name, password: .login.password}'", plain),
  secrets.ask("bw list items | jq -r '.[] | select(.name == \"x\") | .login.password'", plain),
  secrets.ask("bw list items | jq -r '.[] | select(.login.password | test(\"^a\")) | .name'", plain),
  secrets.ask("bw list items | jq '.[]'", plain),
  secrets.ask("bw list items", plain),
  secrets.ask("op item get Stripe --format json | jq -r '.fields[].value'", plain),
  secrets.ask("lpass show --json Email | jq -r '.[0].password'", plain),
];

/** Round 21, precision: dry runs, read-only modes and local targets of destructive tools. */
export const DRY_RUN_ROUND_21_CASES: readonly CorpusCase[] = [...DRY_RUNS, ...PARTITION_READS, ...LOCAL_TARGETS, ...REVERSIBLE_REMOVALS, ...PUBLIC_ITEM_FIELDS];
