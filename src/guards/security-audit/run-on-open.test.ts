import { describe, expect, it } from "vitest";
import { runOnOpenReason, runsOnOpen } from "./run-on-open.js";

describe("code an editor runs when a folder opens", () => {
  it("finds folder-open tasks in task files, in any spelling of the key", () => {
    expect(runsOnOpen(".vscode/tasks.json", '{"tasks":[{"label":"dev","command":"npm run dev","runOptions":{"runOn":"folderOpen"}}]}')).toBe("folder-open-task");
    expect(runsOnOpen("/home/ada/.config/Code/User/tasks.json", "runOptions: { runOn: 'folderOpen' }")).toBe("folder-open-task");
    expect(runsOnOpen("app.code-workspace", '"runOptions": { "runOn" : "folderOpen" }')).toBe("folder-open-task");
    expect(runsOnOpen(".vscode/tasks.json", '.tasks[0].runOptions.runOn = "folderOpen"')).toBe("folder-open-task");
  });

  it("finds the settings that let automatic tasks and a folder's settings run unasked, in any file", () => {
    expect(runsOnOpen(".vscode/settings.json", '{"task.allowAutomaticTasks": "on"}')).toBe("automatic-tasks-allowed");
    expect(runsOnOpen("/home/ada/.config/Code/User/settings.json", '{"security.workspace.trust.enabled": false}')).toBe("automatic-tasks-allowed");
  });

  it("leaves tasks without auto-run, the default run behaviour, switches turned off and other files alone", () => {
    expect(runsOnOpen(".vscode/tasks.json", '{"tasks":[{"label":"build","command":"npm run build","group":"build"}]}')).toBeUndefined();
    expect(runsOnOpen(".vscode/tasks.json", '{"runOptions":{"runOn":"default"}}')).toBeUndefined();
    expect(runsOnOpen(".vscode/settings.json", '{"task.allowAutomaticTasks": "off", "security.workspace.trust.enabled": true}')).toBeUndefined();
    expect(runsOnOpen("docs/vscode.md", 'set "runOn": "folderOpen" to start the watcher')).toBeUndefined();
  });

  it("says what was found and where", () => {
    expect(runOnOpenReason("folder-open-task", ".vscode/tasks.json")).toContain("whenever the folder opens");
    expect(runOnOpenReason("automatic-tasks-allowed", ".vscode/settings.json")).toContain("without asking");
  });
});
