import path from "node:path";
import { fileWrites } from "../commands/file-writes.js";
import type { Field, Invocation } from "../model.js";
import { resolve } from "../targets/classify-path.js";
import { pathContext, shown, via, writeTarget } from "./helpers.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

/** Package managers whose options can switch signature checks off, by program name. */
const PACKAGE_MANAGERS = new Set(["apt", "apt-get", "aptitude", "yum", "dnf", "microdnf", "yum-config-manager", "zypper", "rpm", "pacman", "apk", "flatpak", "opkg", "pkg"]);
/** apt(8), dnf(8), zypper(8), rpm(8), apk(8) options that install or trust packages whose signatures were not checked. */
const UNSIGNED_OPTION = /^(?:--allow-unauthenticated|--allow-insecure-repositories|--nogpgcheck|--no-gpg-checks?|--no-gpgcheck|--nosignature|--nodigest|--allow-untrusted|--force-bad-verify|--no-gpg-verify)$/;
/** `-o Acquire::AllowInsecureRepositories=true`, `--setopt=gpgcheck=0`, `--setopt=*.sslverify=false`: the same through a configuration setting. */
const UNSIGNED_SETTING = /(?:AllowInsecureRepositories|AllowUnauthenticated|AllowDowngradeToInsecureRepositories)\s*=\s*["']?(?:true|yes|1)\b|(?:^|[.\s=])(?:repo_)?gpgcheck\s*=\s*["']?(?:0|false|no)\b|(?:^|[.\s=])sslverify\s*=\s*["']?(?:0|false|no)\b/i;
/** Files that configure the package sources every later install reads (apt, yum/dnf, zypper, pacman, apk). */
const SOURCE_CONFIG = /^(?:\/etc\/apt\/(?:sources\.list(?:\.d\/[^/]+)?|apt\.conf(?:\.d\/[^/]+)?)|\/etc\/yum\.repos\.d\/[^/]+|\/etc\/yum\.conf|\/etc\/dnf\/dnf\.conf|\/etc\/zypp\/(?:zypp\.conf|repos\.d\/[^/]+)|\/etc\/pacman\.conf|\/etc\/pacman\.d\/[^/]+|\/etc\/apk\/repositories)$/;
/** What, written into a source configuration, trusts packages without checking their signatures. */
const UNSIGNED_SOURCE = /\[[^\]]*\btrusted\s*=\s*yes\b[^\]]*\]|\b(?:repo_)?gpgcheck\s*=\s*["']?(?:0|false|no)\b|\bSigLevel\s*=\s*Never\b|AllowInsecureRepositories|AllowUnauthenticated|\bsslverify\s*=\s*["']?(?:0|false|no)\b/i;

/**
 * Package signature checks switched off: the system package managers' own options (`apt-get
 * install --allow-unauthenticated`, `dnf --nogpgcheck`, `zypper --no-gpg-checks`, `rpm -i
 * --nosignature`, `apk add --allow-untrusted`), their settings given on the command line (`-o
 * Acquire::AllowInsecureRepositories=true`, `--setopt=gpgcheck=0`), and package sources written
 * to trust unsigned packages (`[trusted=yes]` in sources.list.d, `gpgcheck=0` in yum.repos.d,
 * `SigLevel = Never` in pacman.conf). Whoever can answer for the mirror then chooses what runs as root.
 */
export const hostPackageRules: RuleSet = {
  category: "host",
  rules: [
    { id: "host.package-signature-disabled", decision: "ask", description: "Installs packages or adds package sources without signature checks (apt-get --allow-unauthenticated, dnf --nogpgcheck, --setopt=gpgcheck=0, zypper --no-gpg-checks, rpm --nosignature, apk --allow-untrusted, flatpak --no-gpg-verify, [trusted=yes] or gpgcheck=0 written into a package source)." },
  ],
  invocation(invocation, context) {
    const hits: Hit[] = [...unsignedOption(invocation)];
    for (const { field, effect } of fileWrites(invocation)) {
      if (effect === "delete" || effect === "truncate" || effect === "move-away") continue;
      const hit = sourceWrite(field, invocation, context, shown(invocation));
      if (hit) hits.push(hit);
    }
    return hits;
  },
  redirect(redirect, invocation, context) {
    if (!writeTarget(redirect.op, redirect.target) || !invocation) return [];
    const hit = sourceWrite(redirect.target, invocation, context, `a redirect of ${shown(invocation)}`);
    return hit ? [hit] : [];
  },
};

function unsignedOption(invocation: Invocation): Hit[] {
  const manager = invocation.name === "dnf" && invocation.argv[1]?.value === "config-manager" ? "dnf config-manager" : invocation.name;
  if (!PACKAGE_MANAGERS.has(invocation.name)) return [];
  const args = invocation.argv.slice(1, 65).map((field) => field.value ?? "");
  const found = args.find((arg, index) => UNSIGNED_OPTION.test(arg) || ((arg.startsWith("--setopt=") || arg.startsWith("-o") || args[index - 1] === "-o" || args[index - 1] === "--setopt" || arg.startsWith("--option=")) && UNSIGNED_SETTING.test(arg)));
  return found === undefined ? [] : [{ rule: "host.package-signature-disabled", decision: "ask", reason: `${manager} ${found} installs or trusts packages whose signatures are not checked${via(invocation)}` }];
}

function sourceWrite(field: Field, invocation: Invocation, context: RuleContext, by: string): Hit | undefined {
  if (field.value === undefined) return undefined;
  const target = resolve(field.value, pathContext(invocation, context)).path;
  if (!SOURCE_CONFIG.test(target)) return undefined;
  const text = [...invocation.argv.slice(1).map((argument) => argument.value ?? ""), invocation.stdin?.text ?? ""].join(" ");
  return UNSIGNED_SOURCE.test(text) ? { rule: "host.package-signature-disabled", decision: "ask", reason: `${by} writes a package source without signature checks into ${path.posix.basename(target)}${via(invocation)}` } : undefined;
}
