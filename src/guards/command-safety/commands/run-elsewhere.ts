import path from "node:path";
import { readCompose } from "../planes/compose-project.js";
import { FILE_AND_TEXT_TOOLS } from "../planes/plane-effects.js";
import { analyzeSql } from "../planes/sql-statements.js";
import { queryClient } from "../planes/sql-clients.js";
import { mergeProvenance, provenance, staticField, type CwdState, type DataSource, type Field, type Invocation } from "../model.js";
import type { Env } from "../walk/env.js";
import { trackedFile } from "../walk/files.js";
import type { Frame } from "../walk/frame.js";
import type { CommandIo, WalkerApi } from "../walk/walker-api.js";
import { containerCommand, hostPath } from "./containers.js";
import type { ElsewhereCommand } from "./elsewhere.js";
import { parallelJobs } from "./parallel.js";
import { remoteCommand } from "./remote.js";
import { runStdinCode } from "./run-code.js";
import { looksLikeSql, sessionInput, type SessionInput } from "./typed-text.js";

/** What running code elsewhere gave back: the command's output. */
export interface RanElsewhere {
  output: DataSource | undefined;
}

/**
 * Walks code that another host, a container, a job runner or a database server runs for this
 * command, as if it ran here: `ssh host cmd`, `docker exec`/`run`, `kubectl exec`, cloud
 * run-commands, `parallel`, and shell commands inside SQL (`\!`, `COPY … FROM PROGRAM`). On a
 * remote host or in a container the working directory is unknown and no path is the project's;
 * bind-mounted host directories keep their host paths. Returns undefined when the command runs
 * nothing elsewhere.
 *
 * @example
 * // ssh db1 'psql -c "DROP DATABASE app"' is judged like psql -c "DROP DATABASE app", on db1.
 */
export function runElsewhere(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): RanElsewhere | undefined {
  const session = sessionInput(invocation);
  if (session) typeIntoSession(walker, invocation, session, env, frame);
  const remote = remoteCommand(invocation);
  if (remote) {
    const ran = run(walker, invocation, remote, env, frame);
    // What a remote host prints is as unknown as any download, and carries the secrets it printed there (`ssh host env`).
    const fetched = provenance({ network: true }, [invocation.name]);
    return { output: { provenance: ran ? mergeProvenance(fetched, ran.provenance) : fetched, description: invocation.line } };
  }
  const container = containerCommand(invocation);
  if (container) return { output: run(walker, invocation, container, env, frame) };
  if (invocation.name === "parallel") return { output: parallel(walker, invocation, env, frame) };
  if (!FILE_AND_TEXT_TOOLS.has(invocation.name)) databaseShellCommands(walker, invocation, env, frame);
  return undefined;
}

function run(walker: WalkerApi, invocation: Invocation, command: ElsewhereCommand, env: Env, frame: Frame): DataSource | undefined {
  const inner = env.clone();
  const mounts = (command.mounts ?? []).map(([container, host]) => [container, absolute(host, invocation.cwd)] as const);
  if (command.remote) inner.cwd = workingDirectory(command.cwd, mounts, env);
  const nested: Frame = { ...frame, via: [...frame.via], ...(command.remote ? { remote: command.where } : {}) };
  const service = projectService(invocation, command, env);
  if (service !== undefined) nested.composeService = service;
  else delete nested.composeService;
  if (mounts.length > 0) nested.mounts = mounts;
  if (command.stdin && invocation.stdin) nested.stdin = invocation.stdin;
  else delete nested.stdin;
  delete nested.pipeline;
  const script = command.stdin ? unseenScript(invocation, env) : undefined;
  if (script && DESTRUCTIVE_NAME.test(script)) {
    walker.analysis.report({ rule: "remote.opaque-command", decision: "ask", reason: `${command.where} runs ${script}, whose content is not visible and whose name says it destroys something` }, invocation);
  }
  let output: DataSource | undefined;
  for (const code of command.code ?? []) output = walker.code(code, "remote", invocation, inner, nested, command.where);
  if (command.argv?.length) {
    const io: CommandIo = { assignments: new Map(), redirections: [], text: invocation.text, ...(nested.stdin ? { stdin: nested.stdin } : {}) };
    output = walker.run(command.argv, io, inner, { ...nested, via: [...frame.via, command.where] });
  } else if (!command.code?.length && command.stdin) {
    output = runStdinCode(walker, invocation, inner, nested, "remote", command.where);
  }
  return output;
}

/**
 * The compose service a command runs in when the compose project is the one of the working
 * directory (`docker compose exec redis …` here, not `-p other`, `-f ../x/compose.yaml`, a remote
 * engine or a production compose file: `planes/compose-project.ts`).
 */
function projectService(invocation: Invocation, command: ElsewhereCommand, env: Env): string | undefined {
  if (command.compose === undefined) return undefined;
  const paths = { home: env.home, cwd: invocation.cwd, initialCwd: invocation.remote === undefined || invocation.mounted === true ? env.initialCwd : undefined };
  return readCompose(invocation, command.compose.args, command.compose.engineOptions, paths).elsewhere === undefined ? command.compose.service : undefined;
}

/** A script name that says what it does: `teardown.sh`, `drop-db.sql`, `wipe_data.sh`. */
const DESTRUCTIVE_NAME = /(?:^|[^a-z])(?:drop|truncate|wipe|purge|nuke|destroy|reset|teardown|delete|cleanup|clean[-_]?up|flush|uninstall)(?:[^a-z]|$)/i;

/** A file fed to the other side's stdin whose content the script did not write (`ssh host < teardown.sh`). */
function unseenScript(invocation: Invocation, env: Env): string | undefined {
  const file = invocation.stdin?.file;
  if (!file?.value || trackedFile(file, invocation.cwd, env)) return undefined;
  return file.value;
}

/** The directory commands start in: a mounted host directory keeps its path; anything else is unknown. */
function workingDirectory(cwd: string | undefined, mounts: readonly (readonly [string, string])[], env: Env): CwdState {
  const mapped = cwd !== undefined ? hostPath(cwd, mounts) : undefined;
  if (mapped !== undefined && mapped.startsWith("/")) return { known: true, path: mapped, initial: mapped === env.initialCwd };
  return { known: false, initial: false };
}

function absolute(host: string, cwd: CwdState): string {
  if (host.startsWith("/") || !cwd.known) return host;
  return path.posix.resolve(cwd.path, host);
}

function parallel(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): DataSource | undefined {
  const jobs = parallelJobs(invocation, invocation.stdin);
  const nested: Frame = jobs.hosts !== undefined ? { ...frame, remote: `parallel -S ${jobs.hosts}` } : frame;
  const inner = env.clone();
  if (jobs.hosts !== undefined) inner.cwd = { known: false, initial: false };
  const label = jobs.hosts !== undefined ? `parallel -S ${jobs.hosts}` : "parallel";
  let output: DataSource | undefined;
  for (const code of jobs.code) output = walker.code(code, "shell-command", invocation, inner, nested, label);
  for (const argv of jobs.argv) output = walker.run(argv, { assignments: new Map(), redirections: [], text: invocation.text }, inner, { ...nested, via: [...frame.via, label] });
  if (jobs.unknownCommands) walker.sink("shell-stdin", jobs.unknownCommands, invocation);
  return output;
}

/**
 * Text typed into another session runs as if typed here: judged as shell code, and as SQL for a
 * database client's session (`screen -S db -X stuff 'DROP TABLE t;\n'`, `spawn psql` in expect).
 */
function typeIntoSession(walker: WalkerApi, invocation: Invocation, session: SessionInput, env: Env, frame: Frame): void {
  for (const started of session.started) walker.code(started.code, "shell-command", invocation, env, frame, started.label);
  for (const typed of session.typed) {
    const sql = typed.text.value !== undefined && (typed.sqlOnly || looksLikeSql(typed.text.value)) ? analyzeSql(typed.text.value) : undefined;
    if (!sql) {
      walker.code(typed.text, "shell-command", invocation, env, frame, typed.label);
      continue;
    }
    // A client's shell escapes (`\! rm …`) run on this machine.
    for (const shell of sql.shell) walker.code(staticField(shell.code), "shell-command", invocation, env, frame, `${typed.label} shell escape`);
    for (const effect of sql.effects) {
      walker.analysis.report({ rule: effect.rule, decision: "ask", reason: `${typed.label} types \`${effect.statement}\` into a running session, which ${effect.what}` }, invocation);
    }
  }
}

/** Shell commands inside a client's SQL: `\!`/`.shell`/`system` run here, `COPY … PROGRAM` on the database server. */
function databaseShellCommands(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): void {
  const client = queryClient(invocation);
  if (client?.language !== "sql") return;
  for (const input of client.inputs) {
    if (input.text === undefined) continue;
    for (const shell of analyzeSql(input.text).shell) {
      const code: Field = staticField(shell.code);
      if (!shell.server) {
        walker.code(code, "shell-command", invocation, env, frame, `${invocation.name} shell escape`);
        continue;
      }
      const server = env.clone();
      server.cwd = { known: false, initial: false };
      walker.code(code, "remote", invocation, server, { ...frame, remote: `the ${invocation.name} server` }, `${invocation.name} COPY … PROGRAM`);
    }
  }
}
