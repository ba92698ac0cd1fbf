import { statSync } from "node:fs";
import path from "node:path";
import { buildRuntime } from "../../config/build-runtime.js";
import { ErrorDetectionInterceptor } from "../../loop/interceptors/error-detection.js";
import { readRecording } from "../../replay/read-recording.js";
import { replaySession } from "../../replay/replay-session.js";
import { EXIT_CODES } from "../exit-codes.js";
import type { CliIO } from "../io.js";
import { createStyle, useColor } from "../render/style.js";
import { loadCommandConfig, resolveWorkspaceDir } from "../workspace-options.js";
import type { ReplayCommandOptions } from "./replay.js";

/** Replays a recording as `loopgate replay` does and resolves with the exit code (0 same, 1 different). */
export async function replayRecording(file: string, options: ReplayCommandOptions, io: CliIO): Promise<number> {
  const recording = readRecording(path.resolve(io.cwd, file));
  const recordedCwd = recording.header.cwd !== undefined && isDirectory(recording.header.cwd) ? recording.header.cwd : undefined;
  const cwd = options.cwd !== undefined ? resolveWorkspaceDir(options.cwd, io.cwd, EXIT_CODES.usage) : (recordedCwd ?? io.cwd);
  const loaded = loadCommandConfig(options.config, cwd, io.cwd);
  const runtime = await buildRuntime(loaded, { cwd });
  const style = createStyle(useColor(io.stdout, io.env));
  try {
    const report = await replaySession(recording, {
      tools: runtime.tools,
      registry: runtime.registry,
      // A check command is a real execution: a replay runs none.
      loopInterceptors: runtime.loopInterceptors.filter((interceptor) => !(interceptor instanceof ErrorDetectionInterceptor)),
      systemPrompt: runtime.systemPrompt,
      params: runtime.params,
      cwd,
    });
    const calls = report.audit.filter((record) => record.type === "tool.call").length;
    if (options.json) {
      io.stdout.write(`${JSON.stringify({ same: report.same, status: report.result.status, toolCalls: calls, differences: report.differences })}\n`);
    } else if (report.same) {
      io.stdout.write(`${style.green("✔")} the replay matches the recording: ${calls} tool call(s), the same decisions, status ${report.result.status}, the same transcript\n`);
    } else {
      io.stdout.write(`${style.red("✘")} the replay differs from the recording (${report.differences.length} difference(s)):\n`);
      for (const difference of report.differences) io.stdout.write(`  ${difference.kind === "tool.call" ? "•" : "·"} ${difference.summary}\n`);
    }
    return report.same ? EXIT_CODES.ok : EXIT_CODES.error;
  } finally {
    await runtime.mcpServers?.close();
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
