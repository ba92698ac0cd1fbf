/** A setting of a project config that `hook` and `check` did not apply, and why. */
export interface IgnoredSetting {
  /** The config file it is in. */
  file: string;
  /** Its path in the document: `guards.commandSafety.allow`. */
  key: string;
  reason: string;
}
