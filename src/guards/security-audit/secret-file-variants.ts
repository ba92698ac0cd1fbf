/**
 * Backup, editor and package-manager copies of a file: the same bytes under another name. A copy of
 * a secret file is that secret (`~/.config/gh/hosts.yml.bak` holds the token `hosts.yml` holds),
 * so the path classification matches a variant by the name it is a copy of.
 *
 * The spellings come from the tools that make them:
 * - backups people and tools make: `.bak`, `.backup`, `.bkp`, `.old`, `.orig`, `.save`, `.sav`,
 *   `.copy`, `.tmp`, `.prev` (also after `-` or `_`);
 * - cp(1) and install(1) `--backup`: `~` (simple) and `.~N~` (numbered);
 * - vim's swap files (`:help swap-file`): `.name.swp`, `.swo`, `.swn` (a leading dot added unless the name has one);
 * - Emacs' auto-save files (`(emacs) Auto Save Files`): `#name#`;
 * - dpkg's and ucf's conffile handling (dpkg(1)): `.dpkg-old`, `.dpkg-dist`, `.dpkg-new`, `.dpkg-bak`, `.ucf-old`, `.ucf-dist`;
 * - RPM's config files (rpm(8), `%config(noreplace)`): `.rpmsave`, `.rpmnew`, `.rpmorig`;
 * - logrotate(8) and savelog(8): `.1`, `.2`, … and dates (`.2024-01-01`, `-20240101`);
 * - file managers' copies: GNOME's `name (copy).ext`, macOS Finder's `name copy.ext`, Windows'
 *   `name - Copy.ext`, and `name-copy`, `name_copy`, each with an optional number.
 */

/** A file manager's copy marker: GNOME's ` (copy)`, Finder's ` copy`, Windows' ` - Copy`, `-copy`, `_copy`, ` (2)`, numbered. */
const COPY_MARKER = String.raw`(?: \(copy(?: \d{1,3})?\)| copy(?: \d{1,3})?| - copy(?: \(\d{1,3}\))?|[-_]copy\d{0,3}| \(\d{1,3}\))`;
/** The suffixes one copy adds at the end of a name (lower case: names are matched lower-cased). */
const TRAILING_COPY_PARTS = [
  String.raw`[._-](?:bak|backup|bkp|bk|old|orig|save|sav|copy|tmp|temp|prev)`,
  String.raw`\.(?:dpkg-(?:old|dist|new|bak)|ucf-(?:old|dist|new)|rpm(?:save|new|orig))`,
  String.raw`\.~\d{1,3}~`,
  "~",
  String.raw`\.\d{1,3}`,
  String.raw`[._-]\d{4}-?\d{2}-?\d{2}(?:[t_.-]?\d{2}:?\d{2}(?::?\d{2})?)?`,
  COPY_MARKER,
];
const TRAILING_COPY = new RegExp(`(?:${TRAILING_COPY_PARTS.join("|")})$`);
/** A file manager's copy marker before the extension: `hosts copy.yml`, `hosts (copy).yml`, `hosts - Copy (2).yml`. */
const COPY_BEFORE_EXTENSION = new RegExp(String.raw`^(.+?)${COPY_MARKER}(\.[a-z0-9]{1,8})$`);
const VIM_SWAP = /\.sw[a-p]$/;
const EMACS_AUTO_SAVE = /^#(.+)#$/;
/** Characters that can start a variant suffix: a name without any of them is no copy. */
const VARIANT_MARK = /[.~#_ -]/;
/** How many suffixes are taken off one after another (`hosts.yml.bak.1`, `.netrc.orig~`). */
const MAX_DEPTH = 3;

/**
 * The names (lower case) a file name may be a copy of, nearest first; empty for most names.
 *
 * @example
 * variantOriginals("hosts.yml.bak")   // ["hosts.yml"]
 * variantOriginals(".hosts.yml.swp")  // [".hosts.yml", "hosts.yml"]
 * variantOriginals("#config.yml#")    // ["config.yml"]
 * variantOriginals("hosts copy.yml")  // ["hosts.yml"]
 * variantOriginals("package.json")    // []
 */
export function variantOriginals(name: string): readonly string[] {
  if (name.length > 255 || !VARIANT_MARK.test(name)) return NONE;
  const found: string[] = [];
  let current = [name];
  for (let depth = 0; depth < MAX_DEPTH && current.length > 0; depth++) {
    const next: string[] = [];
    for (const candidate of current) for (const original of oneStepOriginals(candidate)) if (original !== "" && original !== "." && !found.includes(original)) next.push(original);
    found.push(...next);
    current = next;
  }
  return found;
}

const NONE: readonly string[] = [];

/** The names one copy step could have made `name` from. */
function oneStepOriginals(name: string): string[] {
  const originals: string[] = [];
  const autoSave = EMACS_AUTO_SAVE.exec(name);
  if (autoSave) originals.push(autoSave[1] as string);
  if (VIM_SWAP.test(name)) {
    const swapped = name.slice(0, -4);
    // vim names the swap file of `hosts.yml` `.hosts.yml.swp`, and of `.netrc` `.netrc.swp`.
    originals.push(swapped);
    if (swapped.startsWith(".") && swapped.length > 1) originals.push(swapped.slice(1));
  }
  const trailing = TRAILING_COPY.exec(name);
  if (trailing && trailing.index > 0) originals.push(name.slice(0, trailing.index));
  const beforeExtension = COPY_BEFORE_EXTENSION.exec(name);
  if (beforeExtension) originals.push(`${beforeExtension[1] as string}${beforeExtension[2] as string}`);
  return originals;
}
