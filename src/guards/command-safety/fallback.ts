import type { Hit } from "./rules/types.js";

/** Dangerous-looking tokens: simple patterns only, so scanning stays linear in the input's length. */
const DANGEROUS: readonly (readonly [RegExp, string])[] = [
  [/\brm\b|\brmdir\b|\bunlink\b|\bshred\b|\brimraf\b/, "file deletion"],
  [/\b(?:mkfs|mke2fs|mkswap|fdisk|sfdisk|cfdisk|gdisk|sgdisk|parted|wipefs|blkdiscard|dd|diskutil)\b/, "disk tool"],
  [/\/dev\/(?:sd|hd|nvme|vd|xvd|mmcblk|disk|rdisk|mapper|md|dm-|tcp|udp)/, "device or network path"],
  [/\b(?:curl|wget|fetch|nc|ncat|netcat|socat|telnet|ssh|scp|rsync|ftp)\b/, "network tool"],
  [/\b(?:chmod|chown|chgrp|setfacl|chattr)\b/, "permission change"],
  [/\/etc\/|\/boot\/|\/usr\/|\/bin\/|\/sbin\//, "system path"],
  [/:\s*\(\s*\)|\bfork\b/, "fork"],
  [/--no-verify|\bprune\b|--force|\bpush\b/, "destructive flag"],
  [/\b(?:eval|exec|source|sudo|doas|su|pkexec|xargs|find|trap|alias)\b/, "command runner"],
  [/\b(?:base64|base32|xxd|openssl|gzip|gunzip|uudecode)\b/, "decoder"],
  [/\b(?:sh|bash|zsh|dash|ksh|fish|python[\d.]*|perl|ruby|node|php|awk|lua)\b/, "shell or interpreter"],
  [/\b(?:tee|truncate|install)\b|>\s*\/(?:etc|dev|boot|bin|usr|sbin|lib)/, "write to a system path"],
  [/~|\$HOME|\$\{HOME|\.ssh|\.aws|\.env\b|\.gnupg|id_rsa|credentials|secret|token/i, "home directory or secret"],
  [/\$\(|`|<\(|\$\{/, "substitution"],
];

/**
 * The dangerous-looking parts of text the guard cannot analyse structurally, for the fail-closed
 * fallback.
 *
 * @example
 * dangerousParts('rm -rf / "unterminated') // ["file deletion", "glob"…]
 */
export function dangerousParts(text: string): string[] {
  return DANGEROUS.filter(([pattern]) => pattern.test(text)).map(([, label]) => label);
}

/**
 * A finding for code the guard cannot analyse (unparseable, too long, nested too deeply): deny when
 * it contains anything dangerous-looking, ask otherwise.
 *
 * @example
 * fallbackHit("echo 'hi", "input.unparseable", "the command cannot be parsed").decision // "ask"
 */
export function fallbackHit(text: string, rule: string, reason: string): Hit {
  const parts = dangerousParts(text);
  if (parts.length === 0) return { rule, decision: "ask", reason: `${reason}; it cannot be checked, so a person must approve it` };
  return { rule, decision: "deny", reason: `${reason}, and it contains ${parts.slice(0, 3).join(", ")}` };
}
