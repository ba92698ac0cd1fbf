/**
 * Code an editor runs by itself when a folder opens, by VS Code's documentation (and the editors
 * built on it: Cursor, Windsurf, VSCodium read the same files):
 *
 * - A task whose `runOptions.runOn` is `"folderOpen"` (the tasks reference, "Run behavior") runs
 *   every time the folder opens. VS Code asks once per folder whether automatic tasks may run
 *   (`task.allowAutomaticTasks`); once a person has said yes, or in a folder already allowed, a task
 *   added later runs without anyone being asked again. So loopgate cannot rule out that a
 *   folder-open task written now runs unseen, whatever its command: writing one asks. The same
 *   task without `runOn` (built, tested or watched when someone picks it) is everyday work.
 * - `"task.allowAutomaticTasks": "on"` lifts that one question for every folder, and
 *   `"security.workspace.trust.enabled": false` (the Workspace Trust reference) treats every folder
 *   as trusted: its tasks, debug configurations and executable settings are used without asking.
 *
 * Launch configurations (`.vscode/launch.json`) run only when someone starts debugging, and
 * devcontainer lifecycle commands are judged by what they run (`planted-code-files.ts`): neither
 * runs merely because a folder opens.
 */
const FOLDER_OPEN = /["']?runOn["'\]]*\s{0,8}[:=]\s{0,8}["']folderOpen["']/;
const OPEN_SWITCHES = /task\.allowAutomaticTasks["'\]]*\s{0,8}[:=]\s{0,8}["']on["']|security\.workspace\.trust\.enabled["'\]]*\s{0,8}[:=]\s{0,8}false\b/;
/** Files that hold tasks: a folder's `tasks.json`, the user's `tasks.json`, a `.code-workspace` file's `tasks`. */
const TASK_FILES = /(?:^|[\\/])(?:tasks\.json|[^\\/]+\.code-workspace)$/;
/** Only the head of a long text is searched: settings and task files are short, and the check stays bounded. */
const SEARCHED = 65_536;

/** What a text written into a file makes an editor run when a folder opens. */
export type RunOnOpen = "folder-open-task" | "automatic-tasks-allowed";

/**
 * Whether text written into `filePath` makes an editor run code by itself when a folder opens: a
 * folder-open task written into a task file, or a setting (in any file) that lets automatic tasks
 * and a folder's settings run without asking.
 *
 * @example
 * runsOnOpen(".vscode/tasks.json", '{"tasks":[{"label":"dev","command":"npm run dev","runOptions":{"runOn":"folderOpen"}}]}') // "folder-open-task"
 * runsOnOpen(".vscode/settings.json", '{"task.allowAutomaticTasks": "on"}') // "automatic-tasks-allowed"
 * runsOnOpen(".vscode/tasks.json", '{"tasks":[{"label":"build","command":"npm run build"}]}') // undefined
 */
export function runsOnOpen(filePath: string, text: string): RunOnOpen | undefined {
  const head = text.slice(0, SEARCHED);
  if (TASK_FILES.test(filePath) && FOLDER_OPEN.test(head)) return "folder-open-task";
  return OPEN_SWITCHES.test(head) ? "automatic-tasks-allowed" : undefined;
}

/**
 * What {@link runsOnOpen} found, in words for reasons.
 *
 * @example
 * runOnOpenReason("folder-open-task", ".vscode/tasks.json") // "a task into .vscode/tasks.json that VS Code runs by itself whenever the folder opens"
 */
export function runOnOpenReason(found: RunOnOpen, filePath: string): string {
  return found === "folder-open-task"
    ? `a task into ${filePath} that VS Code runs by itself whenever the folder opens`
    : `a setting into ${filePath} that lets VS Code run a folder's automatic tasks and settings without asking`;
}
