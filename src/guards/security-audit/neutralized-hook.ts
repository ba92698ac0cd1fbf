/** At most this many lines are looked at: a hook is a few lines. */
const MAX_LINES = 200;
/** Lines that do nothing: blank, a comment or shebang, husky's old `. "$(dirname -- "$0")/_/husky.sh"` preamble. */
const NOTHING = /^(?:#.*|\.\s+"?\$\(dirname\b.*husky\.sh"?)?$/;
/** A command whose failure is thrown away: `cmd || true`, `cmd || :`, `cmd || exit 0`, `cmd; true`. */
const CANNOT_FAIL = /(?:\|\|\s*(?:true|:|exit(?:\s+0)?)|;\s*(?:true|:|exit\s+0))\s*;?$/;
/** A test that holds only on a CI runner (`[ -n "$CI" ]`, `test "$GITHUB_ACTIONS" = true`, `[[ $CI ]]`), so what it guards never runs locally. */
const CI_TEST = String.raw`(?:\[\[?|test)\s+(?:-n\s+)?"?\$\{?(?:CI|GITHUB_ACTIONS|GITLAB_CI|CONTINUOUS_INTEGRATION|BUILDKITE|CIRCLECI|TRAVIS|JENKINS_URL)\}?"?(?:\s*==?\s*["']?(?:true|1)["']?)?\s*\]?\]?`;
const CI_ONLY = new RegExp(`^${CI_TEST}\\s*&&`);
const CI_IF = new RegExp(`^if\\s+${CI_TEST}\\s*;\\s*then$`);
/** An exit that stops the hook with success right away. */
const EXIT_SUCCESS = /^(?:exit(?:\s+0)?|true|:)$/;
/** A status that is checked: an explicit failure exit or `set -e`. */
const CHECKED = /\bexit\s+(?:[1-9]|"?\$)|\|\|\s*exit\s+[1-9]|\breturn\s+[1-9]/;

/**
 * Whether a hook script's commands are all made unable to stop the commit or push, so the hook
 * does nothing useful: `exit 0` before anything runs; every command ending in `|| true`, `|| :`
 * or `|| exit 0`; every command guarded by a CI-only test (`[ -n "$CI" ] && …`, or inside
 * `if [ -n "$CI" ]; then … fi`) so it never runs on the developer's machine; or a script that ends
 * in `exit 0` (or `true`) without `set -e` in force (`set +e` turns it off) and with no failure
 * exit, so its status is always success. A script with one command that can still fail is not.
 *
 * @example
 * isNeutralizedHookText("npx lint-staged || true") // true
 * isNeutralizedHookText('[ -n "$CI" ] && npm test') // true
 * isNeutralizedHookText("set -e\nnpm test\nexit 0") // false
 * isNeutralizedHookText("npx lint-staged") // false
 */
export function isNeutralizedHookText(content: string): boolean {
  const lines = content.split("\n", MAX_LINES + 1);
  if (lines.length > MAX_LINES) return false;
  const commands = lines.map((line) => line.trim().replace(/\s+/g, " ")).filter((line) => !NOTHING.test(line));
  if (commands.length === 0) return false;
  if (EXIT_SUCCESS.test(commands[0] as string) && /^exit/.test(commands[0] as string)) return true;
  let ciDepth = 0;
  let errexit = false;
  let everyGuarded = true;
  let ran = false;
  for (const command of commands) {
    if (CI_IF.test(command)) {
      ran = true;
      ciDepth++;
      continue;
    }
    if (ciDepth > 0) {
      if (/^if\b/.test(command)) ciDepth++;
      else if (command === "fi") ciDepth--;
      continue;
    }
    const set = /^set\s+([-+])[a-z]*e/.exec(command) ?? /^set\s+([-+])o\s+errexit\b/.exec(command);
    if (set) {
      errexit = set[1] === "-";
      continue;
    }
    if (/^set\s/.test(command)) continue;
    ran = true;
    if (!CANNOT_FAIL.test(command) && !CI_ONLY.test(command) && !EXIT_SUCCESS.test(command)) everyGuarded = false;
  }
  if (!ran) return false;
  if (everyGuarded) return true;
  const last = commands[commands.length - 1] as string;
  return EXIT_SUCCESS.test(last) && !errexit && !commands.some((command) => CHECKED.test(command));
}
