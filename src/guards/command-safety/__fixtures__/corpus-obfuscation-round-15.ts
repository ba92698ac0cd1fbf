import { casesOf, type CorpusCase } from "./corpus-types.js";

const filesystem = casesOf("filesystem");

/**
 * Destructive targets that start with a `~` nothing expanded: quoted (`'~/x'`, `"~/x"`, `\~/x`),
 * beginning a field only after `$IFS` splitting or coming out of a variable, or handed to a
 * program that does not expand it. They name a folder called `~` in the working directory; the
 * writer meant the home. Office lock files (`~$x.docx`), new names and reads stay allowed.
 */
export const LITERAL_TILDE_CASES: readonly CorpusCase[] = [
  filesystem.ask("rm -rf '~/code'"),
  filesystem.ask("rm -rf \"~/Documents/old\""),
  filesystem.ask("rm -rf \\~/projects"),
  filesystem.ask("rm${IFS}-rf${IFS}~/x", { noVariants: true }),
  filesystem.ask("rm$IFS$9-rf$IFS$9~/", { noVariants: true }),
  filesystem.ask("IFS=,; c='rm,-rf,~/code'; $c", { noVariants: true }),
  filesystem.ask("d=old; rm -rf \"~/$d\""),
  filesystem.ask("find '~/notes' -type f -delete"),
  filesystem.ask("rsync -a --delete build/ '~/site/'"),
  filesystem.ask("truncate -s 0 '~/notes.txt'"),
  filesystem.ask("mv '~/Documents' /tmp/old-docs"),
  filesystem.ask("echo '' > \"~/todo.txt\"", { noVariants: true }),
  filesystem.ask("dd if=/dev/zero of='~/disk.img' bs=1M count=1"),
  filesystem.ask("rm -rf '~root/backups'"),
  filesystem.ask("python3 -c \"import shutil; shutil.rmtree('~/x')\"", { noVariants: true }),
  filesystem.ask("node -e 'require(\"fs\").rmSync(\"~/work\", { recursive: true, force: true })'", { noVariants: true }),
  filesystem.ask("perl -e 'use File::Path; rmtree(\"~/src\")'", { noVariants: true }),
  filesystem.allow("ls -la '~'"),
  filesystem.allow("mkdir '~tmp'"),
  filesystem.allow("rm -f '~$report.docx'"),
  filesystem.allow("cp notes.md '~backup'"),
  filesystem.allow("rm -rf ./~"),
];
