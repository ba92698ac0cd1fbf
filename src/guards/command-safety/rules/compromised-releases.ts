/** The registries whose releases the table names. */
export type ReleaseRegistry = "npm" | "pypi" | "debian" | "homebrew" | "rubygems" | "crates" | "actions";

/** Releases a public advisory or incident report names as malicious, with where it says so. */
interface CompromisedRelease {
  registry: ReleaseRegistry;
  name: string;
  /** The malicious versions; `"*"` when every version of the package is malware. For `actions`, the malicious commits (every moving tag matches). */
  versions: readonly string[];
  /** The advisory id or report that names them. */
  source: string;
}

/**
 * Releases published by an attacker (a hijacked maintainer account, a poisoned build, a backdoor),
 * as named by their advisories. Installing one of these versions runs the attacker's code (install
 * scripts, import-time payloads). Other versions of the same packages are not listed and stay allowed.
 */
const COMPROMISED_RELEASES: readonly CompromisedRelease[] = [
  // 2018: event-stream gained a dependency written to steal bitcoin wallets.
  { registry: "npm", name: "event-stream", versions: ["3.3.6"], source: "GHSA-mh6f-8j2x-4483" },
  { registry: "npm", name: "flatmap-stream", versions: ["*"], source: "GHSA-mh6f-8j2x-4483" },
  { registry: "npm", name: "eslint-scope", versions: ["3.7.2"], source: "https://eslint.org/blog/2018/07/postmortem-for-malicious-package-publishes/" },
  // 2021: hijacked maintainer accounts.
  { registry: "npm", name: "ua-parser-js", versions: ["0.7.29", "0.8.0", "1.0.0"], source: "GHSA-pjwm-rvh2-c87w" },
  { registry: "npm", name: "coa", versions: ["2.0.3", "2.0.4", "2.1.1", "2.1.3", "3.0.1", "3.1.3"], source: "GHSA-73qr-pfmq-6rp8, https://github.com/veged/coa/issues/99" },
  { registry: "npm", name: "rc", versions: ["1.2.9", "1.3.9", "2.3.9"], source: "GHSA-g2q5-5433-rhrf" },
  // 2022: protestware that overwrote files.
  { registry: "npm", name: "node-ipc", versions: ["9.2.2", "10.1.1", "10.1.2"], source: "CVE-2022-23812" },
  // 2024: a hijacked publishing token.
  { registry: "npm", name: "@solana/web3.js", versions: ["1.95.6", "1.95.7"], source: "GHSA-jcxm-7wvp-g6p5" },
  // July 2025: phished maintainer of the prettier ESLint packages (CVE-2025-54313) and related packages.
  { registry: "npm", name: "eslint-config-prettier", versions: ["8.10.1", "9.1.1", "10.1.6", "10.1.7"], source: "CVE-2025-54313" },
  { registry: "npm", name: "eslint-plugin-prettier", versions: ["4.2.2", "4.2.3"], source: "CVE-2025-54313" },
  { registry: "npm", name: "synckit", versions: ["0.11.9"], source: "CVE-2025-54313" },
  { registry: "npm", name: "@pkgr/core", versions: ["0.2.8"], source: "CVE-2025-54313" },
  { registry: "npm", name: "napi-postinstall", versions: ["0.3.1"], source: "CVE-2025-54313" },
  { registry: "npm", name: "got-fetch", versions: ["5.1.11", "5.1.12"], source: "CVE-2025-54313" },
  // August 2025: nx's "s1ngularity" releases stole credentials with local AI CLIs.
  { registry: "npm", name: "nx", versions: ["20.9.0", "20.10.0", "20.11.0", "20.12.0", "21.5.0", "21.6.0", "21.7.0", "21.8.0"], source: "GHSA-cxm3-wv7p-598c" },
  { registry: "npm", name: "@nx/devkit", versions: ["20.9.0", "21.5.0"], source: "GHSA-cxm3-wv7p-598c" },
  { registry: "npm", name: "@nx/js", versions: ["20.9.0", "21.5.0"], source: "GHSA-cxm3-wv7p-598c" },
  { registry: "npm", name: "@nx/workspace", versions: ["20.9.0", "21.5.0"], source: "GHSA-cxm3-wv7p-598c" },
  { registry: "npm", name: "@nx/node", versions: ["20.9.0", "21.5.0"], source: "GHSA-cxm3-wv7p-598c" },
  { registry: "npm", name: "@nx/eslint", versions: ["21.5.0"], source: "GHSA-cxm3-wv7p-598c" },
  { registry: "npm", name: "@nx/key", versions: ["3.2.0"], source: "GHSA-cxm3-wv7p-598c" },
  { registry: "npm", name: "@nx/enterprise-cloud", versions: ["3.2.0"], source: "GHSA-cxm3-wv7p-598c" },
  // September 2025: a phished maintainer's packages (chalk, debug and their kin) carried a wallet stealer.
  ...[
    ["chalk", "5.6.1"], ["debug", "4.4.2"], ["ansi-styles", "6.2.2"], ["strip-ansi", "7.1.1"], ["ansi-regex", "6.2.1"],
    ["supports-color", "10.2.1"], ["wrap-ansi", "9.0.1"], ["color-convert", "3.1.1"], ["color-name", "2.0.1"], ["is-arrayish", "0.3.3"],
    ["slice-ansi", "7.1.1"], ["color", "5.0.1"], ["color-string", "2.1.1"], ["simple-swizzle", "0.2.3"], ["supports-hyperlinks", "4.1.1"],
    ["has-ansi", "6.0.1"], ["chalk-template", "1.1.1"], ["backslash", "0.2.1"], ["error-ex", "1.3.3"], ["proto-tinker-wc", "0.1.87"],
  ].map(([name, version]): CompromisedRelease => ({ registry: "npm", name: name as string, versions: [version as string], source: "GHSA-8mgj-vmr8-frr6, https://github.com/debug-js/debug/issues/1005" })),
  { registry: "npm", name: "duckdb", versions: ["1.3.3"], source: "GHSA-w62p-hx95-gf2c" },
  { registry: "npm", name: "@duckdb/node-api", versions: ["1.3.3"], source: "GHSA-w62p-hx95-gf2c" },
  { registry: "npm", name: "@duckdb/node-bindings", versions: ["1.3.3"], source: "GHSA-w62p-hx95-gf2c" },
  { registry: "npm", name: "@duckdb/duckdb-wasm", versions: ["1.29.2"], source: "GHSA-w62p-hx95-gf2c" },
  // September 2025: the Shai-Hulud worm republished packages whose tokens it stole.
  { registry: "npm", name: "@ctrl/tinycolor", versions: ["4.1.1", "4.1.2"], source: "https://www.stepsecurity.io/blog/ctrl-tinycolor-and-40-npm-packages-compromised" },
  { registry: "npm", name: "@ctrl/deluge", versions: ["7.2.2"], source: "https://www.stepsecurity.io/blog/ctrl-tinycolor-and-40-npm-packages-compromised" },
  { registry: "npm", name: "ngx-bootstrap", versions: ["18.1.4", "19.0.3", "19.0.4", "20.0.3", "20.0.4", "20.0.5"], source: "https://www.stepsecurity.io/blog/ctrl-tinycolor-and-40-npm-packages-compromised" },
  { registry: "npm", name: "ng2-file-upload", versions: ["7.0.2", "8.0.1", "9.0.1"], source: "https://www.stepsecurity.io/blog/ctrl-tinycolor-and-40-npm-packages-compromised" },
  { registry: "npm", name: "angulartics2", versions: ["14.1.2"], source: "https://www.stepsecurity.io/blog/ctrl-tinycolor-and-40-npm-packages-compromised" },
  { registry: "npm", name: "koa2-swagger-ui", versions: ["5.11.1", "5.11.2"], source: "https://www.stepsecurity.io/blog/ctrl-tinycolor-and-40-npm-packages-compromised" },
  // 2026: the worm's later waves.
  { registry: "npm", name: "@cap-js/sqlite", versions: ["2.2.2"], source: "https://www.stepsecurity.io/blog/a-mini-shai-hulud-has-appeared" },
  { registry: "npm", name: "@cap-js/db-service", versions: ["2.10.1"], source: "https://www.stepsecurity.io/blog/a-mini-shai-hulud-has-appeared" },
  { registry: "npm", name: "@cap-js/postgres", versions: ["2.2.2"], source: "https://www.stepsecurity.io/blog/a-mini-shai-hulud-has-appeared" },
  { registry: "npm", name: "@mistralai/mistralai", versions: ["2.2.2", "2.2.3", "2.2.4"], source: "https://github.com/mistralai/client-ts/issues/217" },
  { registry: "npm", name: "@nebula.js/cli-build", versions: ["7.1.2"], source: "https://www.stepsecurity.io/blog/chaindrop-npm-worm" },
  { registry: "npm", name: "@immobiliarelabs/backstage-plugin-gitlab", versions: ["1.0.1", "2.1.2", "3.0.3", "4.0.2", "5.2.1", "6.13.1", "7.0.2"], source: "https://www.stepsecurity.io/blog/immobiliarelabs-npm-packages-compromised" },
  { registry: "npm", name: "@immobiliarelabs/backstage-plugin-gitlab-backend", versions: ["3.0.3", "4.0.2", "5.2.1", "6.13.1", "7.0.2"], source: "https://www.stepsecurity.io/blog/immobiliarelabs-npm-packages-compromised" },
  // PyPI.
  { registry: "pypi", name: "ultralytics", versions: ["8.3.41", "8.3.42", "8.3.45", "8.3.46"], source: "https://github.com/ultralytics/ultralytics/issues/18027" },
  { registry: "pypi", name: "ctx", versions: ["0.1.2", "0.2.2", "0.2.6"], source: "https://python-security.readthedocs.io/pypi-vuln/index-2022-05-24-ctx-domain-takeover.html" },
  { registry: "pypi", name: "num2words", versions: ["0.5.15"], source: "https://blog.pypi.org/posts/2025-07-31-incident-report-phishing-attack/" },
  // Debian/Ubuntu packages and Homebrew formulae: the xz backdoor (CVE-2024-3094).
  { registry: "debian", name: "xz-utils", versions: ["5.6.0", "5.6.1"], source: "CVE-2024-3094" },
  { registry: "debian", name: "liblzma5", versions: ["5.6.0", "5.6.1"], source: "CVE-2024-3094" },
  { registry: "debian", name: "liblzma-dev", versions: ["5.6.0", "5.6.1"], source: "CVE-2024-3094" },
  { registry: "debian", name: "xz", versions: ["5.6.0", "5.6.1"], source: "CVE-2024-3094" },
  { registry: "debian", name: "xz-libs", versions: ["5.6.0", "5.6.1"], source: "CVE-2024-3094" },
  { registry: "homebrew", name: "xz", versions: ["5.6.0", "5.6.1"], source: "CVE-2024-3094" },
  // RubyGems: hijacked accounts.
  { registry: "rubygems", name: "rest-client", versions: ["1.6.10", "1.6.11", "1.6.12", "1.6.13"], source: "CVE-2019-15224" },
  { registry: "rubygems", name: "strong_password", versions: ["0.0.7"], source: "CVE-2019-13354" },
  { registry: "rubygems", name: "bootstrap-sass", versions: ["3.2.0.3"], source: "CVE-2019-10842" },
  // crates.io: a crate that stole credentials in build scripts.
  { registry: "crates", name: "rustdecimal", versions: ["*"], source: "RUSTSEC-2022-0042" },
  // GitHub Actions whose tags were moved to a commit that dumped the runner's secrets into the logs (March 2025).
  { registry: "actions", name: "tj-actions/changed-files", versions: ["0e58ed8671d6b60d0890c21b07f8835ace038e67"], source: "CVE-2025-30066" },
  ...["action-setup", "action-shellcheck", "action-composite-template", "action-staticcheck", "action-ast-grep", "action-typos"].map(
    (name): CompromisedRelease => ({ registry: "actions", name: `reviewdog/${name}`, versions: ["f0d342d24037bb11d26b9bd8496e0808ba32e9ec"], source: "CVE-2025-30154, GHSA-qmg3-hpqr-gqvc" }),
  ),
];

/** The table by registry and name, built once. */
const BY_NAME: ReadonlyMap<string, CompromisedRelease> = new Map(COMPROMISED_RELEASES.map((entry) => [`${entry.registry}:${entry.name}`, entry]));

/**
 * The advisory naming a release as malicious, or undefined: `version` undefined means an
 * unpinned install, which matches only packages that are malware in every version.
 *
 * @example
 * compromisedRelease("npm", "event-stream", "3.3.6") // "GHSA-mh6f-8j2x-4483"
 * compromisedRelease("npm", "event-stream", "4.0.1") // undefined
 */
export function compromisedRelease(registry: ReleaseRegistry, name: string, version: string | undefined): string | undefined {
  const entry = BY_NAME.get(`${registry}:${registry === "pypi" ? name.toLowerCase().replace(/[_.]+/g, "-") : name.toLowerCase()}`);
  if (!entry) return undefined;
  if (entry.versions.includes("*")) return entry.source;
  return version !== undefined && entry.versions.includes(version) ? entry.source : undefined;
}

/**
 * The advisory naming a GitHub Action reference as compromised, or undefined: a moving reference
 * (a tag or branch such as `v45` or `v1`) of an action whose tags were moved to a malicious commit
 * matches, since it may point there; a full commit SHA matches only when it is the malicious one.
 *
 * @example
 * compromisedAction("tj-actions/changed-files", "v45") // "CVE-2025-30066"
 * compromisedAction("tj-actions/changed-files", "a284dc1814e3fd07f2e34267fc8f81227ed29fb8") // undefined
 */
export function compromisedAction(name: string, ref: string): string | undefined {
  const entry = BY_NAME.get(`actions:${name.toLowerCase()}`);
  if (!entry) return undefined;
  if (/^[0-9a-f]{40}$/i.test(ref)) return entry.versions.includes(ref.toLowerCase()) ? entry.source : undefined;
  return entry.source;
}
