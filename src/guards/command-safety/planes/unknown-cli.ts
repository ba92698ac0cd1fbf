import { SHELLS } from "../commands/command-classes.js";
import { interpreterFamily } from "../commands/command-name.js";
import { isWrapper, unwrap } from "../commands/wrappers.js";
import type { Field, Invocation } from "../model.js";
import { ownEntry } from "../../../util/own-entry.js";
import { deletesOneCiSetting } from "./ci-settings.js";
import { namesLocalRegistry } from "./local-registries.js";
import type { PlaneEffect } from "./plane-effect.js";
import type { TaskWords } from "./task-words.js";
import { destructiveVerb, subcommandWords, wordParts } from "./verbs.js";

/**
 * Programs that act on this machine only: their `remove`/`delete`/`prune` subcommands change
 * local packages, caches, containers or files, which other rules judge (or which can be
 * re-installed). The general verb rule leaves them alone, except their subcommands that reach a
 * remote service (`REMOTE_SUBCOMMANDS`: `hf repo delete`, `pod trunk delete`).
 */
const LOCAL_TOOLS = new Set([
  // package and version managers
  "npm", "pnpm", "yarn", "bun", "deno", "pip", "pip3", "pipx", "uv", "uvx", "poetry", "pdm", "hatch", "rye", "pipenv", "conda", "mamba", "micromamba",
  "pixi", "cargo", "rustup", "go", "gem", "bundle", "bundler", "composer", "dotnet", "nuget", "brew", "port", "apt", "apt-get", "aptitude", "dpkg",
  "dnf", "yum", "rpm", "zypper", "pacman", "yay", "paru", "apk", "snap", "flatpak", "nix", "nix-env", "nix-collect-garbage", "guix", "opam",
  "cabal", "stack", "ghcup", "mix", "rebar3", "hex", "luarocks", "cpan", "cpanm", "nvm", "fnm", "volta", "asdf", "mise", "rtx", "pyenv", "rbenv",
  "nodenv", "goenv", "jenv", "sdk", "sdkman", "corepack", "winget", "choco", "scoop", "mas", "vcpkg", "conan", "spack", "julia", "R", "Rscript",
  // version control and local developer tools
  "git", "git-lfs", "hg", "svn", "jj", "fossil", "pre-commit", "husky", "lefthook", "direnv", "tmux", "screen", "code", "cursor", "vim", "nvim",
  "emacs", "nano", "ollama", "jupyter", "ipython", "xcrun", "simctl", "adb", "emulator", "avdmanager", "sdkmanager",
  "launchctl", "systemctl", "service", "rc-service", "rc-update", "update-rc.d", "invoke-rc.d", "chkconfig", "sv", "s6-svc", "s6-rc", "crontab", "ssh-keygen", "ssh-add", "gpg", "keytool", "defaults", "tldr", "todo", "task-spooler",
  "pm2", "forever", "supervisorctl", "rails", "manage.py", "django-admin", "artisan", "console", "ng", "nx", "flutter", "dart", "swift",
  "pod", "gradle", "gradlew", "mvn", "mvnw", "sbt", "lein", "elm", "expo", "ionic", "cap", "xcodebuild", "tauri", "celery-beat",
  // programs whose argument names another program or a file
  "man", "which", "type", "whereis", "whatis", "apropos", "info", "help", "hash", "command", "cheat", "less", "more", "bat", "head", "tail",
  "wc", "sort", "file", "stat", "touch", "mkdir", "ls", "tree", "du", "open", "xdg-open", "ag", "ack", "ugrep", "locate", "diff",
  // containers, local clusters and VMs (container rules judge them)
  "docker", "podman", "nerdctl", "docker-compose", "podman-compose", "buildah", "ctr", "crictl", "kind", "minikube", "k3d", "colima", "lima", "limactl",
  "multipass", "vagrant", "skaffold", "tilt", "devcontainer", "virsh", "qemu-img", "lxc", "incus",
  // microcontroller and board programmers: they erase and flash a chip attached to this machine, embedded development's everyday work
  // (the host's own firmware is judged by the disk rules: flashrom -p internal, fwupdtool, ectool)
  "esptool", "esptool.py", "espflash", "st-flash", "st-util", "nrfjprog", "nrfutil", "openocd", "pyocd", "probe-rs", "dfu-util", "avrdude",
  "picotool", "JLinkExe", "stm32flash", "STM32_Programmer_CLI", "teensy_loader_cli", "bossac", "edbg", "west", "idf.py", "pio", "platformio",
  "arduino-cli", "uf2conv", "blhost", "imgtool", "mcumgr", "ampy", "mpremote", "rshell",
  // messages shown, spoken or logged on this machine: their words are text
  "notify-send", "terminal-notifier", "say", "espeak", "logger", "wall", "figlet", "toilet", "cowsay", "banner", "lolcat", "zenity", "kdialog", "gum",
  // SQL linters, formatters and code generators: they read statements, never run them
  "sqlfluff", "sql-formatter", "pg_format", "sqlformat", "sqlfmt", "squawk", "sqlc", "sql-lint", "sqlcheck", "pgformatter",
  // HTTP clients: their requests are judged by URL and method (`http-requests.ts`), even one built and not sent (`http --offline DELETE …`)
  "curl", "curlie", "wget", "wget2", "http", "https", "xh", "xhs", "lwp-request", "restish",
  // file tools (the filesystem rules judge them)
  "rm", "rmdir", "unlink", "rimraf", "trash", "trash-put", "gio", "shred", "srm", "find", "fd", "rsync", "cp", "mv", "ln", "tar", "zip", "unzip",
  "xargs", "parallel", "env", "sudo", "doas", "echo", "printf", "cat", "grep", "rg", "sed", "awk", "jq", "yq", "test", "true", "false",
]);
/**
 * Subcommands of otherwise local tools that act on a remote service's resources, from each tool's
 * reference, as the leading subcommand words they start with: the Hugging Face Hub's repositories
 * and Inference Endpoints (`hf repo delete`, `hf endpoints delete`; `hf cache delete` and
 * `delete-cache` stay on this machine), the CocoaPods Trunk registry (`pod trunk delete`), HCP
 * Vagrant's boxes (`vagrant cloud box delete`), and the PlatformIO account, organizations, teams
 * and registry packages (`pio account destroy`, `pio pkg unpublish`). Conan's `remove` reaches a
 * remote server's packages with `-r|--remote` (conan remove's reference); without it, the local cache.
 */
const REMOTE_SUBCOMMANDS: Readonly<Record<string, RegExp>> = {
  hf: /^(?:repo|repos|endpoints)(?:\s|$)/,
  "huggingface-cli": /^(?:repo|repos|endpoints)(?:\s|$)/,
  pod: /^trunk(?:\s|$)/,
  vagrant: /^cloud(?:\s|$)/,
  pio: /^(?:account destroy|org destroy|team destroy|pkg unpublish|package unpublish)(?:\s|$)/,
  platformio: /^(?:account destroy|org destroy|team destroy|pkg unpublish|package unpublish)(?:\s|$)/,
};
/** Conan's option naming the remote a `remove` works on (`-r NAME`, `-rNAME`, `--remote=NAME`). */
const CONAN_REMOTE = /^(?:-r|--remote)(?:=.*)?$|^-r\S/;

/**
 * Whether a command of a tool that otherwise acts on this machine reaches a remote service's
 * resources (`hf repo delete`, `pod trunk delete`, `conan remove "zlib/*" -r conancenter`).
 *
 * @example
 * actsRemotely("hf", fields("repo", "delete", "acme/model")) // true
 * actsRemotely("hf", fields("cache", "delete")) // false
 */
export function actsRemotely(tool: string, args: readonly Field[]): boolean {
  if (tool === "conan") return args[0]?.value === "remove" && args.some((field) => field.value !== undefined && CONAN_REMOTE.test(field.value));
  const remote = ownEntry(REMOTE_SUBCOMMANDS, tool);
  return remote !== undefined && remote.test(subcommandWords(args, VALUED, 3).join(" "));
}

/** Long options of cloud CLIs that take a value: their value is not a subcommand. */
const VALUED = new Set(["region", "project", "profile", "app", "org", "context", "env", "config", "output", "format", "zone", "team", "account", "scope", "namespace", "cluster"]);
const HOSTING_CLIS = new Set(["gh", "glab", "tea", "hub", "bb"]);
/** The switches by which a tool confirms an operation it treats as destructive (`--force`, `--yes`, `-f`, `-y`). */
const CONFIRMATION = /^(?:--force|--yes|-f|-y|-F|--force=true|--yes=true|--confirm|--no-confirm|--assume-yes|--yes-i-really-mean-it|--i-am-sure)$/;
/** Options that move a consumer back to the start of what it reads, or leave it where it is: a replay, not a skip. */
const REWIND = /^(?:--to-earliest|--earliest|--oldest|--beginning|--from-beginning|--to-start|--to-current|--to=(?:start|earliest|beginning)|start|earliest|beginning)$/;

function isConfirmation(field: Field): boolean {
  return field.value !== undefined && CONFIRMATION.test(field.value);
}

/** Task runners' targets are the project's own: only unmistakable teardown verbs ask there. */
const TASK_VERBS = new Set(["destroy", "drop", "purge", "wipe", "nuke", "obliterate", "deprovision", "truncate", "flushall"]);

/** Object and key-value stores whose CLIs name one stored entry `object` or `key` (`wrangler r2 object delete`, `wrangler kv key delete`). */
const ENTRY_STORES = new Set(["r2", "s3", "gcs", "storage", "blob", "blobs", "bucket", "buckets", "minio", "b2", "oss", "cos", "obs", "spaces", "kv"]);

/**
 * Whether a deletion names one entry of a store, as `redis-cli DEL key` or `aws s3 rm s3://b/k`
 * do: the documented `<store> object delete <key>` shape — the verb's noun is an object of an
 * object store or a key of a key-value store (`kv key delete`, `r2 object delete`) — and nothing
 * widens it (no recursion, prefix, `--all` or wildcard) or sends it to the live store (`--remote`,
 * where the tool defaults to a local copy). A generic `object` noun before a kind (`snow object
 * drop warehouse X`) names a whole resource, not an entry.
 */
function deletesOneItem(path: readonly string[], args: readonly Field[]): boolean {
  const parts = path.flatMap(wordParts);
  const noun = parts.at(-2);
  const store = parts.at(-3);
  const entry = (noun === "object" || noun === "objects" || (noun === "key" && store === "kv")) && store !== undefined && ENTRY_STORES.has(store);
  if (!entry) return false;
  // `wrangler kv key delete --remote`, `r2 object delete --remote`: the live store, not the local copy the tool defaults to.
  return !args.some((field) => {
    const value = field.value;
    if (value === undefined) return true;
    return /^-(?:r|R|-recursive|-prefix|-all|a|-remote)$|^--(?:recursive|prefix|all|remote)=/.test(value) || /[*?]/.test(value);
  });
}

/**
 * Whether a command drives a tool of its own that no model here knows, so the general rules read
 * its arguments: not a local package manager, container, file or text tool, not a shell, not a
 * wrapper running another command (`npx prisma …`, `sudo …`, walked on its own), not an
 * interpreter's own options and modules (`python -m pip uninstall x`), and not a project task.
 */
export function unmodelledTool(invocation: Invocation, task: TaskWords): boolean {
  const name = task.tool;
  if (task.task || name === "" || (LOCAL_TOOLS.has(name) && !actsRemotely(name, task.args)) || SHELLS.has(name) || invocation.argv.length < 2) return false;
  if (isWrapper(invocation.name) && (unwrap(invocation.name, invocation.argv.slice(1)).command?.length ?? 0) > 0) return false;
  return !(name === invocation.name && interpreterFamily(name) !== undefined);
}

/**
 * The general rule for command-line tools the guard has no model of: a subcommand that is a
 * destructive verb (`delete`, `destroy`, `terminate`, `purge`, `rb`, `uninstall`, …, alone or as
 * the first or last part of a word such as `delete-cluster` or `apps:destroy`), a reset of a
 * data store (`pg:reset`, `db wipe`), or a purge, trim, skip or reset of a queue, topic, stream or
 * consumer's offsets (`topics clear-backlog`, `reset offset`), acts on a resource the tool manages
 * — for a cloud or hosting CLI, a remote one — and asks. CLIs are read as the documented shapes
 * go: noun then verb (`tool stream purge`) or verb then noun (`tool delete topic`), the verb among
 * the first four words, after global options whose values are skipped even when the tool is not
 * known (`--server nats://host`, `-X brokers=…`). A verb that empties whatever it is applied to
 * (`reset`, `clear`, `flush`, `prune`, `trim`, `empty`) asks without a data noun when the command
 * carries the tool's own confirmation switch (`--force`, `--yes`). Moving a consumer back to the
 * start (`--to-earliest`, `--oldest`) replays and asks nothing. Local package managers, containers and file tools are
 * judged elsewhere; a project's task (`make`, `npm run`) asks only for unmistakable teardown.
 *
 * @example
 * unknownCliEffects(invocation("hcloud", "server", "delete", "web-1"), task)[0]?.rule // "planes.destructive-subcommand"
 */
export function unknownCliEffects(invocation: Invocation, task: TaskWords): PlaneEffect[] {
  const name = task.tool;
  if (task.task) {
    const words = task.args.map((field) => field.value ?? "").filter((word) => word && !word.startsWith("-")).slice(0, 3);
    const verb = words.map((word) => destructiveVerb([word], 1)).find((found) => found && TASK_VERBS.has(found.verb));
    return verb ? [{ rule: "planes.destructive-subcommand", what: `runs the project task ${verb.word}, whose content is not visible and whose name says it destroys something` }] : [];
  }
  if (!unmodelledTool(invocation, task)) return [];
  const words = subcommandWords(task.args, VALUED, 5);
  const verb = destructiveVerb(words, 4, task.args.some(isConfirmation));
  if (!verb) return [];
  // Moving a consumer back to the start replays messages; nothing is skipped or lost.
  if ((verb.verb === "reset" || verb.verb === "seek") && task.args.some((field) => field.value !== undefined && REWIND.test(field.value))) return [];
  // Repositories on hosting services are the history rules' concern.
  if (HOSTING_CLIS.has(name) && (words[0] === "repo" || words[0] === "repos")) return [];
  if (deletesOneItem(verb.path, task.args)) return [];
  if (deletesOneCiSetting(name, words, task.args) || namesLocalRegistry(name, task.args)) return [];
  return [{ rule: "planes.destructive-subcommand", what: `runs \`${name} ${verb.path.join(" ")}\`, a subcommand that destroys what it names` }];
}
