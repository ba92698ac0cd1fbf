import type { OptionGrammar } from "./getopt.js";

/** git's own options, before the subcommand. */
export const GIT_GLOBAL: OptionGrammar = {
  flags: "pPhv",
  values: "Cc",
  long: ["bare", "no-pager", "paginate", "no-replace-objects", "literal-pathspecs", "glob-pathspecs", "noglob-pathspecs", "icase-pathspecs", "no-optional-locks", "help", "version", "no-lazy-fetch", "no-advice"],
  longValues: ["git-dir", "work-tree", "namespace", "super-prefix", "config-env", "list-cmds", "attr-source"],
  longOptionals: ["exec-path", "html-path", "man-path", "info-path"],
  stopAtOperand: true,
};
