/**
 * Whether commands run in the OS sandbox:
 * - `auto` (the default): where it works (Linux with bubblewrap); elsewhere commands run without it,
 *   and loopgate says so once;
 * - `required`: always; where it cannot, no command runs and each call says why (fail closed);
 * - `off`: never.
 */
export type SandboxMode = "auto" | "required" | "off";

/** The sandbox modes, for validation. */
export const SANDBOX_MODES: readonly SandboxMode[] = ["auto", "required", "off"];

/**
 * Settings of the command sandbox of `exec` and `process`.
 *
 * @example
 * builtinTools({ root, sandbox: { mode: "required", network: true, writablePaths: ["~/.gradle"], envNames: ["JAVA_HOME"] } });
 */
export interface SandboxOptions {
  /** Default `auto`. */
  mode?: SandboxMode;
  /** Let commands reach the network. Default false: a command sees only its own loopback interface. */
  network?: boolean;
  /**
   * More paths commands may write, besides the workspace, a private `/tmp` and the package caches:
   * absolute, `~/…`, or relative to the workspace root. Paths that do not exist are skipped; a
   * path inside a credential store stays hidden.
   */
  writablePaths?: readonly string[];
  /** More environment variables passed to commands, by name (the model providers' keys are refused). */
  envNames?: readonly string[];
  /** The bubblewrap program. Default: `bwrap` on the `PATH`. */
  bwrapPath?: string;
}

/**
 * Folders below the home directory that package managers and build tools write to as caches; they
 * stay writable inside the sandbox when they exist, so installs and builds work.
 */
export const WRITABLE_HOME_CACHES: readonly string[] = [
  ".cache",
  ".npm",
  ".yarn",
  ".pnpm-store",
  ".local/share/pnpm",
  ".bun/install/cache",
  ".deno",
  ".cargo/registry",
  ".cargo/git",
  "go/pkg/mod",
  ".m2/repository",
  ".gradle/caches",
];
