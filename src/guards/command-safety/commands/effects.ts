import { mergeProvenance, provenance, staticField, type DataSource, type Field, type Invocation, type Provenance } from "../model.js";
import { filePath, trackedFile, writeFile } from "../walk/files.js";
import type { Env } from "../walk/env.js";
import type { Frame } from "../walk/frame.js";
import { changeDirectory, variableOf } from "../walk/run-command.js";
import { setPositional, shiftPositional } from "../walk/walker.js";
import { printf } from "../walk/static-output.js";
import type { WalkerApi } from "../walk/walker-api.js";
import { interpreterFamily } from "./command-name.js";
import { DECODERS, FILTERS, SHELLS } from "./command-classes.js";
import { childItemsAsFind, POWERSHELLS, powershellCode, powershellToShell } from "./powershell.js";
import { UNKNOWN_POWERSHELL_CODE } from "./powershell-unfold.js";
import { operandInput, pipedProgramFile } from "./stdin-paths.js";
import { interpreterEffects, otherLanguageEffects, runProcessCode, runScriptOperand, runStdinCode, shellEffects } from "./run-code.js";
import { runElsewhere } from "./run-elsewhere.js";
import { downloadedFiles, resolveFrom } from "./downloads.js";
import { decodedFileContent, decodedFileWrites, sinkDecodedRun } from "./decoded-files.js";
import { execForRoot, parseFind } from "./find.js";
import { recordFetchedTree } from "./fetched-trees.js";
import { parseFd } from "./fd.js";
import { hiddenCode, makeRecipes } from "./hidden-code.js";
import { isWindowsRunnable, windowsLaunchedFiles, windowsPathField } from "./windows-launchers.js";
import { knownPath } from "./known-paths.js";
import { pathProgram } from "./path-programs.js";
import { preloadedCode } from "./preloaded-code.js";
import { evaluatedManifests } from "./manifests.js";
import { installedGoProgram } from "./remote-modules.js";
import { judgeAddedMcpServers } from "./mcp-add.js";
import { judgePlantedFiles, makeCommands } from "./planted-code.js";
import { taskCommands, taskFiles } from "./task-files.js";
import { listingOutput } from "./listing.js";
import { installedPackageFiles } from "./package-installers.js";
import { packageRunner } from "./package-runners.js";
import { joinFields } from "./wrappers.js";
import { windowsCommand } from "./windows-cmd.js";
import { xargsCommands } from "./xargs.js";
import { secretsArchive } from "../flows/secret-output.js";
import { privateDataFiles } from "../flows/private-data-marks.js";
import { decryptedFiles } from "../flows/decrypted-files.js";
import { carriesSecret } from "../flows/secret-names.js";

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A program installed in a system or local bin directory. */
const INSTALLED_PROGRAM = /^\/(?:usr\/(?:local\/)?)?s?bin\/[\w.+-]+$/;

/**
 * Tcl's `exec prog args` (and expect's `spawn`) in a script read from stdin, a here-string or a file
 * written earlier: each runs its program; a script from the network runs unseen code.
 */
function tclPrograms(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): void {
  const operand = invocation.argv.slice(1).find((field) => field.value === undefined || !field.value.startsWith("-"));
  const script = operand ? trackedFile(operand, invocation.cwd, env) : invocation.stdin;
  if (!script) return;
  if (script.text === undefined) {
    if (script.provenance.network || script.provenance.obfuscated) walker.sink("interpreter-stdin", script, invocation);
    return;
  }
  let count = 0;
  for (const match of script.text.matchAll(/(?:^|[;\n{[])\s*(?:exec|spawn)\s+(?:-\w+\s+)*([^;\n\]}]+)/g)) {
    if (++count > 32) break;
    walker.code(staticField(match[1] as string, invocation.text), "shell-command", invocation, env, frame, `${invocation.name} exec`);
  }
}

/**
 * A makefile written earlier in the same command (`printf 'x:\n\tcmd' > mk && make -f mk x`, or a
 * `Makefile` in the working directory): its recipe lines run through a shell; one whose text is
 * not known runs what it holds, judged like a script of that provenance.
 */
function makefileRecipes(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): void {
  const args = invocation.argv.slice(1);
  const named: Field[] = [];
  args.forEach((field, index) => {
    const value = field.value ?? "";
    if (value === "-f" || value === "--file" || value === "--makefile") {
      const next = args[index + 1];
      if (next) named.push(next);
    } else if (/^--(?:make)?file=/.test(value)) named.push(staticField(value.slice(value.indexOf("=") + 1), field.text));
    else if (/^-f./.test(value)) named.push(staticField(value.slice(2), field.text));
  });
  const makefiles = named.length ? named : ["GNUmakefile", "makefile", "Makefile"].map((name) => staticField(name));
  for (const makefile of makefiles.slice(0, 8)) {
    // `… | make -f -`: the makefile is the pipe's text.
    if (makefile.value === "-" || makefile.value === "/dev/stdin" || makefile.value === "/dev/fd/0") {
      const stdin = invocation.stdin;
      if (stdin?.text !== undefined) for (const recipe of makeRecipes(stdin.text)) walker.code(staticField(recipe, makefile.text), "shell-command", invocation, env, frame, "make -f - (stdin)");
      else if (stdin && !stdin.file) walker.sink("interpreter-stdin", stdin, invocation);
      continue;
    }
    if (makefile.process) {
      // `make -f <(curl …)`: the makefile is what the substituted commands print.
      if (makefile.process.text === undefined) walker.sink("interpreter-script", { provenance: makefile.process.provenance, description: makefile.text }, invocation);
      else for (const recipe of makeRecipes(makefile.process.text)) walker.code(staticField(recipe, makefile.text), "shell-command", invocation, env, frame, "make -f <(…)");
      continue;
    }
    const written = trackedFile(makefile, invocation.cwd, env);
    if (!written) continue;
    if (written.text === undefined) walker.sink(written.provenance.network ? "downloaded-program" : "source", written, invocation);
    else for (const recipe of makeCommands(written.text)) walker.code(staticField(recipe, makefile.text), "shell-command", invocation, env, frame, `make -f ${makefile.value ?? makefile.text}`);
    if (!named.length) break;
  }
}

/**
 * Task runners' files written earlier in the same command (`printf 'x:\n\tcmd' > justfile && just`,
 * `echo 'cmd' > .envrc && direnv allow`, a Taskfile): their commands run through a shell; a file
 * downloaded or cloned above runs what it holds, judged like a script of that provenance.
 */
function runTaskFiles(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): void {
  for (const { file, label, script } of taskFiles(invocation).slice(0, 8)) {
    const written = trackedFile(file, invocation.cwd, env);
    if (!written) continue;
    if (written.text === undefined) walker.sink(written.provenance.network ? "downloaded-program" : "source", written, invocation);
    else if (script) walker.code(staticField(written.text, file.text), "source", invocation, env, frame, `${label} ${file.value ?? file.text}`);
    else for (const command of taskCommands(label, written.text).slice(0, 256)) walker.code(staticField(command, file.text), "shell-command", invocation, env, frame, `${label} (${file.value ?? file.text})`);
  }
}

/**
 * PowerShell's `Invoke-Expression` (`iex`) run from a POSIX shell line: its argument, or what is
 * piped into it (`irm URL | iex`), is PowerShell code, judged as the shell commands it maps to.
 */
function powershellEval(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): DataSource | undefined {
  const operands = invocation.argv.slice(1).filter((field) => field.value === undefined || !/^-(?:command|c)$/i.test(field.value));
  const code = operands.length ? joinFields(operands) : invocation.stdin?.text !== undefined ? staticField(invocation.stdin.text, invocation.stdin.description) : undefined;
  if (code?.value !== undefined) return walker.code(staticField(powershellToShell(code.value), code.text), "eval", invocation, env, frame, invocation.name);
  if (code) return walker.code(code, "eval", invocation, env, frame, invocation.name);
  if (invocation.stdin && !invocation.stdin.file) walker.sink("shell-stdin", invocation.stdin, invocation);
  return undefined;
}

/** A program file Windows runs from the working directory by its bare name. */
const WINDOWS_PROGRAM = /^[\w.-]+\.(?:exe|com|bat|cmd|ps1|msi|scr|vbs|js|hta)$/i;

/**
 * Files and code the environment makes a program load first (`BASH_ENV`, `LD_PRELOAD`,
 * `NODE_OPTIONS=--require`, `PERL5OPT`, …): a shell file the script wrote runs as shell code, a
 * file downloaded above runs as downloaded code, Perl code runs as a Perl one-liner.
 */
function runPreloaded(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): void {
  const preloaded = preloadedCode(invocation, env);
  for (const { file, label, shell } of preloaded.files) {
    if (shell) {
      runScriptOperand(walker, invocation, file, env, frame, "source", label);
      continue;
    }
    const written = trackedFile(file, invocation.cwd, env);
    if (written?.provenance.network) walker.sink("downloaded-program", written, invocation);
  }
  for (const code of preloaded.perl) {
    walker.run([staticField("perl"), staticField("-e"), staticField(code)], { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...frame, depth: frame.depth + 1, via: [...frame.via, "PERL5OPT"] });
  }
}

/**
 * Applies what a command does beyond its own effect: changes to the shell state (`cd`, `read`,
 * `export`, `printf -v`) and code it runs (`eval`, `source`, shells, interpreters, `xargs`,
 * `find -exec`, `ssh` and containers, `trap`, `alias`). Returns the command's output when running code decides it.
 */
export function applyEffects(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): DataSource | undefined {
  const args = invocation.argv.slice(1);
  const name = invocation.name;
  const hidden = hiddenCode(invocation);
  for (const { field, label } of hidden.code) walker.code(field, "shell-command", invocation, env, frame, label);
  for (const { argv, label } of hidden.commands) walker.run(argv, { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...frame, via: [...frame.via, label] });
  runPreloaded(walker, invocation, env, frame);
  judgeAddedMcpServers(walker, invocation, env, frame);
  // `curl -o package.json URL && npm install`: the tool runs the scripts of a file from the network.
  // (A whole project cloned or unpacked and then built is judged by the rules for fetched trees.)
  for (const manifest of evaluatedManifests(invocation)) {
    const key = filePath(manifest, invocation.cwd);
    const written = key !== undefined ? env.files.get(key) : undefined;
    if (written?.provenance.network) walker.sink("downloaded-program", written, invocation);
  }
  // `curl -o f URL`, `certutil -urlcache -f URL f`, `iwr URL -OutFile f`: f now holds code from the network.
  for (const file of downloadedFiles(invocation)) {
    const key = filePath(windowsPathField(staticField(file)), invocation.cwd);
    if (key !== undefined) writeFile(key, { provenance: provenance({ network: true }, [file]), description: `${file} (downloaded above)` }, false, env);
  }
  // `certutil -decode p.b64 x.exe`, `openssl base64 -d -in p -out x.sh`: x now holds decoded bytes no one could read in the command.
  for (const write of decodedFileWrites(invocation)) {
    const key = filePath(windowsPathField(write.file), invocation.cwd);
    if (key !== undefined) writeFile(key, decodedFileContent(write, invocation.stdin), false, env);
  }
  // `screencapture /tmp/s.png`, `pg_dump -h db.example.com -f d.sql`: the file holds private data, sent later or not.
  for (const { file, data } of privateDataFiles(invocation)) {
    const key = filePath(staticField(file), invocation.cwd);
    if (key !== undefined) writeFile(key, data, false, env);
  }
  // `op inject -o config.yml`, `ansible-vault decrypt vault.yml`: the file holds the secret, printed later or not.
  for (const { file, data } of decryptedFiles(invocation)) {
    const key = filePath(staticField(file), invocation.cwd);
    if (key !== undefined) writeFile(key, data, false, env);
  }
  // `start a.exe`, `Start-Process a.exe`, `rundll32 a.dll,Run`, `msiexec /i a.msi`: launchers of a downloaded file.
  if (env.files.size > 0) {
    for (const file of windowsLaunchedFiles(invocation)) {
      const written = trackedFile(file, invocation.cwd, env);
      if (written?.provenance.network) walker.sink("downloaded-program", written, invocation);
      // `start logo.png` opens a viewer; `start x.exe`, `rundll32 x.dll,Main` run what the file holds.
      else if (isWindowsRunnable(file.value ?? "")) sinkDecodedRun(walker, written, file, invocation);
    }
  }
  const elsewhere = runElsewhere(walker, invocation, env, frame);
  if (elsewhere) return elsewhere.output;
  // `curl -o x.deb … && sudo dpkg -i x.deb`: installing a package downloaded above runs its scripts.
  for (const file of installedPackageFiles(invocation)) {
    const written = trackedFile(file, invocation.cwd, env);
    if (written?.provenance.network) walker.sink("downloaded-program", written, invocation);
  }
  // `go install github.com/x/tool@latest && tool`: the program built from a module fetched here runs later.
  const built = installedGoProgram(invocation, env.home);
  if (built) writeFile(built.path, { provenance: provenance({ network: true }, [built.source]), description: `${built.binary} (built by go install from ${built.source})` }, false, env);
  // `$(npm root -g)`, `$(git rev-parse --git-path hooks)`: where the tool says something lives.
  const known = knownPath(invocation, env.get("HOME")?.value || env.home);
  if (known !== undefined) return { provenance: provenance({}), text: `${known}\n`, description: invocation.line };
  // `curl.exe -T C:\Users\…`, `tar.exe -xf …`: a program named by its `.exe` is judged with its Windows paths made POSIX.
  const exe = /\.exe$/i.test(invocation.argv[0]?.value ?? "") ? windowsCommand(invocation.argv) : undefined;
  if (exe !== undefined) return walker.code(staticField(exe, invocation.text), "shell-command", invocation, env, frame, name);
  switch (name) {
    case "cd":
    case "pushd":
      env.cwd = changeDirectory(invocation.cwd, args.find((field) => field.value === undefined || !/^-[LPe@]+$/.test(field.value)), env);
      return undefined;
    case "popd":
      env.cwd = { known: false, initial: false };
      return undefined;
    case "export":
    case "declare":
    case "typeset":
    case "local":
    case "readonly":
      for (const field of args) assignFromWord(field, env);
      return undefined;
    case "set": {
      const dashDash = args.findIndex((field) => field.value === "--");
      const values = dashDash >= 0 ? args.slice(dashDash + 1) : args.every((field) => field.value !== undefined && !/^[-+]/.test(field.value)) ? args : undefined;
      if (values && values.every((field) => field.value !== undefined)) setPositional(env, values.map((field) => field.value as string));
      else if (values) env.set("@", { provenance: provenance({ parameter: true }) });
      return undefined;
    }
    case "shift":
      shiftPositional(env, args.length ? args[0]?.value ?? "?" : undefined);
      return undefined;
    case "unset":
      for (const field of args) if (field.value && NAME.test(field.value)) env.set(field.value, { value: "", provenance: provenance({}) });
      return undefined;
    case "read":
      readInto(args, invocation.stdin, env, invocation.assignments.get("IFS")?.value);
      return undefined;
    case "mapfile":
    case "readarray":
      mapInto(args, invocation.stdin, env);
      return undefined;
    case "printf":
      if (args[0]?.value === "-v" && args[1]?.value && NAME.test(args[1].value)) {
        const values = args.slice(2).map((field) => field.value);
        const text = values.every((value): value is string => value !== undefined) ? printf(values[0] ?? "", values.slice(1)) : undefined;
        env.set(args[1].value, text !== undefined ? { value: text, provenance: provenance({}) } : { provenance: provenance({ generated: true }) });
      }
      return undefined;
    case "eval":
      return args.length ? walker.code(joinFields(args), "eval", invocation, env, frame, "eval") : undefined;
    case "iex":
    case "invoke-expression":
      // `iex -e CODE`, `iex --eval CODE`: Elixir's shell, not PowerShell's Invoke-Expression.
      if (name === "iex" && (args[0]?.value === "-e" || args[0]?.value === "--eval")) {
        otherLanguageEffects(walker, invocation, env, frame);
        return undefined;
      }
      return powershellEval(walker, invocation, env, frame);
    case "osascript": {
      // Without `-e` or a script file, osascript runs the script on its standard input (`curl … | osascript`);
      // `/dev/stdin` or a process substitution as the script file does the same.
      const language = (field: Field) => field.value === "-l" || field.value === "JavaScript" || field.value === "AppleScript" || field.value === "-";
      const script = args.find((field) => !language(field) && !field.value?.startsWith("-"));
      const input = script && args.slice(0, args.indexOf(script)).every(language) ? operandInput(script, invocation, env) : undefined;
      if (args.length === 0 || args.every(language) || input === "stdin") {
        if (invocation.stdin && invocation.stdin.text === undefined && !invocation.stdin.file) walker.sink("interpreter-stdin", invocation.stdin, invocation);
      } else if (input !== undefined && input.text === undefined && !input.file) {
        walker.sink("interpreter-script", input, invocation);
      }
      return undefined;
    }
    case "source":
    case ".":
      return args[0] ? runScriptOperand(walker, invocation, args[0], env, frame, "source", name) : undefined;
    case "alias":
      for (const field of args) {
        const equals = field.value?.indexOf("=") ?? -1;
        if (field.value === undefined || equals <= 0) continue;
        if (env.aliases.size < 64) env.aliases.set(field.value.slice(0, equals), field.value.slice(equals + 1));
        walker.code(staticField(field.value.slice(equals + 1), field.text), "alias", invocation, env, frame, "alias");
      }
      return undefined;
    case "hash":
      // `hash -p /bin/rm x` makes the name x run /bin/rm.
      if (args[0]?.value === "-p" && args[1]?.value !== undefined && args[2]?.value !== undefined && NAME.test(args[2].value) && env.aliases.size < 64) {
        env.aliases.set(args[2].value, `'${args[1].value.replace(/'/g, "'\\''")}'`);
      }
      return undefined;
    case "trap":
      if (args.length >= 2 && args[0]?.value !== "-" && args[0]?.value !== "-p" && args[0]?.value !== "-l") {
        walker.code(args[0] as Field, "trap", invocation, env, frame, "trap");
      }
      return undefined;
    case "xargs": {
      const outputs = xargsCommands(invocation, invocation.stdin).map((argv) => walker.run(argv, { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...frame, via: [...frame.via, "xargs"] }));
      return outputs[0];
    }
    case "find":
      return findEffects(walker, invocation, env, frame);
    case "fd":
    case "fdfind":
      return fdEffects(walker, invocation, env, frame);
    case "ls":
      return listingOutput(invocation);
    case "get-childitem":
    case "gci": {
      // Run directly from a POSIX shell line, its output feeds the next stage (`| Remove-Item`).
      const find = childItemsAsFind([name, ...args.map((field) => field.text)].join(" "));
      return find === undefined ? undefined : walker.code(staticField(find, invocation.text), "shell-command", invocation, env, frame, name);
    }
    case "remove-item":
    case "ri":
      if (invocation.stdin?.found && !args.some((field) => field.value === undefined || !field.value.startsWith("-"))) return removePipedItems(walker, invocation, env, frame);
      break;
    case "make":
    case "gmake":
      makefileRecipes(walker, invocation, env, frame);
      return undefined;
    case "just":
    case "task":
    case "go-task":
    case "direnv":
      runTaskFiles(walker, invocation, env, frame);
      return undefined;
    case "tclsh":
    case "wish":
      // Tcl's own file commands are read by the other-language rules below.
      tclPrograms(walker, invocation, env, frame);
      break;
    case "at":
    case "batch":
      return args.some((field) => field.value === "-l" || field.value === "-r" || field.value === "-d") ? undefined : runStdinCode(walker, invocation, env, frame, "shell-stdin", name);
    case "ln": {
      const operands = args.filter((field) => field.value === undefined || !field.value.startsWith("-"));
      const symbolic = args.some((field) => field.value !== undefined && /^-[a-zA-Z]*s|^--symbolic$/.test(field.value));
      const [target, link] = operands;
      if (symbolic && operands.length === 2 && target?.value !== undefined && link?.value !== undefined) {
        env.links.set(resolveFrom(invocation.cwd, link.value), resolveFrom(invocation.cwd, target.value));
      }
      return undefined;
    }
    case "npm":
    case "pnpm":
    case "yarn":
    case "bun":
    case "deno": {
      const runner = packageRunner(invocation);
      if (runner?.code) return walker.code(runner.code, "shell-command", invocation, env, frame, `${name} exec -c`);
      if (runner?.argv?.length) return walker.run(runner.argv, { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...frame, via: [...frame.via, `${name} ${args[0]?.value}`] });
      // bun and deno are also JavaScript runtimes: `bun -e code`, `deno eval code` are one-liners.
      if ((name !== "bun" && name !== "deno") || runner) return undefined;
      break;
    }
    case "crontab":
      return args.every((field) => field.value === "-" || (field.value !== undefined && /^-[u]$/.test(field.value))) || args.length === 0 ? cronLines(walker, invocation, env, frame) : undefined;
    case "git":
    case "gh":
    case "glab":
    case "tar":
    case "bsdtar":
    case "gtar":
    case "unzip":
    case "7z":
    case "7za":
    case "7zz":
    case "zip":
      recordFetchedTree(invocation, env);
      recordSecretsArchive(invocation, env);
      return undefined;
    // `aws s3 sync s3://b/tools ./tools`, `rclone copy remote:bin /opt/bin`: a bucket's prefix copied into a directory.
    case "aws":
    case "gsutil":
    case "gcloud":
    case "az":
    case "azcopy":
    case "rclone":
    case "mc":
    case "mcli":
    case "s3cmd":
    case "s5cmd":
    case "b2":
    case "oci":
      recordFetchedTree(invocation, env);
      return undefined;
    case "curl":
    case "wget":
    case "wget2":
      // What they download was recorded above, with the other downloaders; nothing else to apply.
      return undefined;
    case "tee": {
      const data = invocation.stdin ?? { provenance: provenance({ generated: true }), description: "the terminal" };
      const append = args.some((field) => field.value === "-a" || field.value === "--append");
      const written: string[] = [];
      for (const field of args.filter((arg) => arg.value === undefined || !arg.value.startsWith("-"))) {
        const key = filePath(field, invocation.cwd);
        if (key !== undefined) writeFile(key, data, append, env);
        if (key !== undefined) written.push(key);
      }
      judgePlantedFiles(walker, invocation, written, env, frame);
      return undefined;
    }
    case "dd": {
      // dd(1): `of=FILE` receives `if=FILE`'s content, or standard input without one (`… | base64 -d | dd of=x.sh`).
      const output = args.find((field) => field.value?.startsWith("of="));
      const input = args.find((field) => field.value?.startsWith("if="));
      const data = input ? trackedFile(staticField((input.value as string).slice(3)), invocation.cwd, env) : invocation.stdin;
      const key = output ? filePath(staticField((output.value as string).slice(3)), invocation.cwd) : undefined;
      if (data && !data.file && key !== undefined) writeFile(key, data, false, env);
      return undefined;
    }
    case "cp":
    case "mv": {
      const operands = args.filter((field) => field.value === undefined || !field.value.startsWith("-"));
      const [source, destination] = operands;
      const written = operands.length === 2 ? trackedFile(source, invocation.cwd, env) : undefined;
      const key = filePath(destination, invocation.cwd);
      if (written && key !== undefined) {
        writeFile(key, written, false, env);
        judgePlantedFiles(walker, invocation, [key], env, frame);
      }
      // `cp /bin/rm /tmp/x; /tmp/x -rf ~`: a copy of an installed program runs that program.
      if (operands.length === 2 && source?.value !== undefined && INSTALLED_PROGRAM.test(source.value) && destination?.value !== undefined && env.programs.size < 64) {
        env.programs.set(resolveFrom(invocation.cwd, destination.value), source.value);
      }
      return undefined;
    }
    case "install": {
      // `install [-m 755] SOURCE DEST`, `install -t DIR SOURCE`: the copy holds what the source held (`/dev/stdin` is the pipe).
      const operands: Field[] = [];
      let directory: Field | undefined;
      for (let index = 0; index < args.length && index < 32; index++) {
        const value = args[index]?.value;
        if (value === undefined || !value.startsWith("-") || value === "-") operands.push(args[index] as Field);
        else if (/^-[^-]*[dT]/.test(value)) return undefined;
        else if (/^-[^-]*t$/.test(value) || value === "--target-directory") directory = args[++index];
        else if (/^-[^-]*[mogS]$/.test(value) || /^--(?:mode|owner|group|suffix)$/.test(value)) index++;
      }
      const [source, destination] = directory ? [operands[0], { ...staticField(`${directory.value ?? ""}/${(operands[0]?.value ?? "").replace(/^.*\//, "")}`) }] : operands.length === 2 ? operands : [];
      if (!source || !destination || (directory && directory.value === undefined)) return undefined;
      const fromInput = source.value === "/dev/stdin" || source.value === "-" || source.value === "/dev/fd/0";
      const content = fromInput ? invocation.stdin : trackedFile(source, invocation.cwd, env);
      const key = filePath(destination, invocation.cwd);
      if (content && !content.file && key !== undefined) {
        writeFile(key, content, false, env);
        judgePlantedFiles(walker, invocation, [key], env, frame);
      }
      return undefined;
    }
    case "cat": {
      const operands = args.filter((field) => field.value === undefined || !field.value.startsWith("-") || field.value === "-");
      const contents = operands.map((field) => trackedFile(field, invocation.cwd, env));
      if (operands.length === 0 || contents.some((content) => content === undefined)) return undefined;
      const known = contents as DataSource[];
      if (known.every((content) => content.text !== undefined)) return { provenance: provenance({}), text: known.map((content) => content.text).join(""), description: invocation.line };
      return { provenance: mergeProvenance(...known.map((content) => content.provenance)), description: invocation.line };
    }
    default: {
      const shown = env.files.size > 0 && FILE_PRINTERS.has(name) ? writtenSecretShown(invocation, env) : undefined;
      if (shown) return shown;
      break;
    }
  }
  const windows = windowsCommand(invocation.argv);
  if (windows !== undefined) return walker.code(staticField(windows, invocation.text), "shell-command", invocation, env, frame, name);
  if (SHELLS.has(name)) return shellEffects(walker, invocation, env, frame);
  if (POWERSHELLS.has(name)) {
    const { code, script, dynamic, uncomputable, fields } = powershellCode(invocation.argv);
    // `-EncodedCommand` whose text cannot be known: what PowerShell runs is code nobody read.
    if (uncomputable) return walker.code(staticField(UNKNOWN_POWERSHELL_CODE, invocation.text), "shell-command", invocation, env, frame, `${name} -EncodedCommand`);
    // `pwsh -c "$(…)"`: code known only at run time, judged by where it comes from, as `bash -c` is.
    if (dynamic && fields?.length) return walker.code(joinFields(fields), "shell-command", invocation, env, frame, `${name} -Command`);
    // `… | pwsh -Command -`, `-File -`, `pwsh -` or no command at all (`pwsh -NoProfile`): PowerShell runs what arrives on its input.
    const readsInput = code === undefined && script === undefined && !dynamic && !invocation.argv.some((field) => /^[-/](?:v|version|\?|h|help)$/i.test(field.value ?? ""));
    // `pwsh -File /dev/stdin`, `-File <(curl …)`: the input or a pipe named as the script.
    const input = script ? operandInput(script, invocation, env) : undefined;
    if (input !== undefined && input !== "stdin" && !input.file) {
      if (input.text !== undefined) return walker.code(staticField(powershellToShell(input.text), script?.text), "shell-command", invocation, env, frame, `${name} -File`);
      walker.sink("interpreter-script", input, invocation);
      return undefined;
    }
    if (code === "-" || script?.value === "-" || input === "stdin" || readsInput) {
      const stdin = invocation.stdin;
      if (stdin?.text !== undefined) return walker.code(staticField(powershellToShell(stdin.text), stdin.description), "shell-stdin", invocation, env, frame, `${name} (stdin)`);
      if (stdin && !stdin.file) walker.sink("shell-stdin", stdin, invocation);
      return undefined;
    }
    if (script) {
      // `pwsh -File x.ps1`: a script downloaded above runs what it holds; one the command wrote is PowerShell code.
      const written = trackedFile(script, invocation.cwd, env) ?? windowsProgramFile(script, invocation, env);
      if (written?.text !== undefined) sinkDecodedRun(walker, written, script, invocation);
      if (written?.text !== undefined) return walker.code(staticField(powershellToShell(written.text), script.text), "shell-command", invocation, env, frame, `${name} -File`);
      if (written) walker.sink(written.provenance.network ? "downloaded-program" : "interpreter-script", written, invocation);
      return undefined;
    }
    return code === undefined ? undefined : walker.code(staticField(powershellToShell(code), code), "shell-command", invocation, env, frame, `${name} -Command`);
  }
  const family = interpreterFamily(name);
  if (family) return interpreterEffects(walker, invocation, family, env, frame);
  if (otherLanguageEffects(walker, invocation, env, frame)) return undefined;
  // `tclsh <(curl …)`, `guile /dev/fd/3 3< <(…)`: a program file that is a pipe of unseen text.
  const piped = pipedProgramFile(invocation, env);
  if (piped) walker.sink("interpreter-script", piped, invocation);
  const program = invocation.argv[0];
  // `$(curl -s URL)`, `$(echo … | awk '{gsub(…)}…')` as the command: what the substitution prints is run, its first word as the program.
  const origin = program?.value === undefined && !program?.process ? program?.dynamic?.provenance : undefined;
  if (origin && (origin.network || origin.obfuscated)) walker.sink("shell-command", { provenance: origin, description: program?.text ?? "" }, invocation);
  if (program?.value?.includes("/") && trackedFile(program, invocation.cwd, env)) return runScriptOperand(walker, invocation, program, env, frame, "command-name", "the command");
  // A program found on the PATH that `go install` built earlier in the command from a fetched module.
  const fetched = program?.value && env.files.size > 0 && !program.value.includes("/") ? env.files.get(`${env.home}/go/bin/${program.value}`) : undefined;
  if (fetched) walker.sink("downloaded-program", fetched, invocation);
  // A program the command wrote into a directory of the search path earlier, run by its bare name.
  else if (program?.value && env.files.size > 0 && !program.value.includes("/")) {
    const written = pathProgram(program.value, env);
    if (written?.text !== undefined) sinkDecodedRun(walker, written, program, invocation);
    if (written?.text !== undefined) return walker.code(staticField(written.text, program.text), "shell-command", invocation, env, frame, "the command");
    if (written) walker.sink(written.provenance.network ? "downloaded-program" : "command-name", written, invocation);
  }
  // Windows' cmd runs a program of the working directory by its bare name (`a.exe`, `setup.bat`).
  const bare = program?.value && WINDOWS_PROGRAM.test(program.value) && env.files.size > 0 ? trackedFile(program, invocation.cwd, env) : undefined;
  if (bare?.provenance.network) return runScriptOperand(walker, invocation, program as Field, env, frame, "command-name", "the command");
  // `certutil -decode p.b64 a.exe && a.exe`: a file the command decoded, run by its bare name.
  if (bare && sinkDecodedRun(walker, bare, program as Field, invocation)) return undefined;
  // cmd.exe runs `x.exe` of the working directory for `x`, and a line read from `cmd /c` reaches here without the `.exe`.
  const cmdExe = !bare && program?.value && /^[\w.-]+$/.test(program.value) && env.files.size > 0 && invocation.via.some((label) => /^cmd(?:\.exe)?$/i.test(label)) ? trackedFile(staticField(`${program.value}.exe`), invocation.cwd, env) : undefined;
  if (cmdExe?.provenance.network) walker.sink("downloaded-program", cmdExe, invocation);
  else if (cmdExe && sinkDecodedRun(walker, cmdExe, staticField(`${program?.value}.exe`), invocation)) return undefined;
  // `.\a.exe`, `C:\t\a.exe`, `%TEMP%\a.exe`: a downloaded file run by a Windows path.
  const windowsProgram = program?.value !== undefined && env.files.size > 0 && isWindowsRunnable(program.value) ? windowsProgramFile(program, invocation, env) : undefined;
  if (windowsProgram?.provenance.network) walker.sink("downloaded-program", windowsProgram, invocation);
  else if (windowsProgram) sinkDecodedRun(walker, windowsProgram, program as Field, invocation);
  if (program?.process) runProcessCode(walker, invocation, program, env, frame, "command-name", "the command");
  return undefined;
}

/** The file a Windows path names; `.\\a.exe` read by a shell arrives as `.a.exe`, which is `./a.exe`. */
function windowsProgramFile(program: Field, invocation: Invocation, env: Env): DataSource | undefined {
  const value = program.value ?? "";
  const unescaped = /^\.[^./]/.test(value) ? trackedFile(staticField(`./${value.slice(1)}`), invocation.cwd, env) : undefined;
  return trackedFile(windowsPathField(program), invocation.cwd, env) ?? unescaped;
}

/** `Get-ChildItem X | Remove-Item [-Recurse]`: every path the listing found is deleted, as `rm -rf` on each would. */
function removePipedItems(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): DataSource {
  const stdin = invocation.stdin as DataSource;
  const recurse = invocation.argv.slice(1).some((field) => /^-(?:r|rec|recu|recur|recurs|recurse)$/i.test(field.value ?? ""));
  const items: Field = { value: undefined, text: "(input)", glob: false, dynamic: { prefix: "", ifEmpty: undefined, guarded: false, numeric: false, provenance: stdin.provenance } };
  if (stdin.found) items.found = stdin.found;
  return walker.run([staticField("rm"), staticField(recurse ? "-rf" : "-f"), items], { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...frame, via: [...frame.via, invocation.name] });
}

function findEffects(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): DataSource | undefined {
  const find = parseFind(invocation.argv);
  for (const exec of find.execs) {
    for (const root of find.roots.slice(0, 8)) {
      const argv = execForRoot(exec.argv, root, exec.narrowed, find.names, !find.alternatives, find.alternatives ? [] : find.paths);
      if (argv.length) walker.run(argv, { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...frame, via: [...frame.via, `find ${exec.action}`] });
    }
  }
  const root = find.roots[0] as Field;
  return { provenance: provenance({ generated: true }, ["find"]), description: invocation.line, found: { root, narrowed: find.narrowed, ...(find.names.length ? { names: find.names } : {}), ...(find.paths.length && !find.alternatives ? { paths: find.paths } : {}) } };
}

/** `fd … -x|-X command`: the command runs on every path fd finds, like `find -exec`. */
function fdEffects(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): DataSource | undefined {
  const fd = parseFd(invocation.argv);
  for (const exec of fd.execs) {
    for (const root of fd.roots.slice(0, 8)) {
      walker.run(execForRoot(exec.argv, root, fd.narrowed, fd.names), { assignments: new Map(), redirections: [], text: invocation.text }, env, { ...frame, via: [...frame.via, exec.batch ? "fd -X" : "fd -x"] });
    }
  }
  return { provenance: provenance({ generated: true }, ["fd"]), description: invocation.line, found: { root: fd.roots[0] as Field, narrowed: fd.narrowed, ...(fd.names.length ? { names: fd.names } : {}) } };
}

/** `crontab -` and `… | crontab`: each line's command runs later, so it is analysed now. */
function cronLines(walker: WalkerApi, invocation: Invocation, env: Env, frame: Frame): undefined {
  const table = invocation.stdin;
  if (!table) return undefined;
  if (table.text === undefined) walker.sink("shell-stdin", table, invocation);
  for (const line of (table.text ?? (table.fragments ?? []).join("\n")).split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#") || /^[A-Za-z_][A-Za-z0-9_]*\s*=/.test(trimmed)) continue;
    const command = trimmed.startsWith("@") ? trimmed.replace(/^@\S+\s+/, "") : trimmed.replace(/^(?:\S+\s+){5}/, "");
    walker.code(staticField(command), "shell-command", invocation, env, frame, "crontab");
  }
  return undefined;
}

function assignFromWord(field: Field, env: Env): void {
  const value = field.value;
  if (value === undefined) return;
  const equals = value.indexOf("=");
  if (equals > 0 && NAME.test(value.slice(0, equals))) env.set(value.slice(0, equals), variableOf({ ...field, value: value.slice(equals + 1) }));
}

/** `mapfile -t a <<< text`: one array element per line of the input. */
function mapInto(args: readonly Field[], stdin: DataSource | undefined, env: Env): void {
  let name = "MAPFILE";
  let trim = false;
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === undefined) continue;
    if (/^-[dnOsuCc]$/.test(value)) index++;
    else if (/^-[a-zA-Z]*t/.test(value)) trim = true;
    else if (!value.startsWith("-") && NAME.test(value)) name = value;
  }
  if (stdin?.text === undefined) {
    env.set(name, { provenance: stdin?.provenance ?? provenance({ parameter: true }) });
    return;
  }
  const lines = stdin.text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const list = (trim ? lines : lines.map((line) => `${line}\n`)).slice(0, 256);
  env.set(name, { value: list[0] ?? "", provenance: provenance({}), list });
}

function readInto(args: readonly Field[], stdin: DataSource | undefined, env: Env, prefixIfs: string | undefined): void {
  const names: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === undefined) continue;
    if (/^-[adinNpPtu]$/.test(value)) index++;
    else if (!value.startsWith("-") && NAME.test(value)) names.push(value);
  }
  if (names.length === 0) names.push("REPLY");
  const line = stdin?.text?.split("\n")[0];
  // Fields split on IFS (`IFS=: read -r a b c`), whitespace in it trimmed, as bash does.
  const ifs = prefixIfs ?? env.get("IFS")?.value ?? " \t\n";
  const separators = ifs === "" ? undefined : new RegExp(`[${ifs.replace(/[\\\]^-]/g, "\\$&")}]`);
  const trimmed = line?.replace(/^[ \t\n]+|[ \t\n]+$/g, "");
  const words = trimmed === undefined ? undefined : separators ? trimmed.split(separators).filter((word, index, all) => word !== "" || !/[ \t\n]/.test(ifs) || index === all.length - 1) : [trimmed];
  const joiner = ifs.slice(0, 1) || " ";
  names.forEach((name, index) => {
    // `find ~/.ssh | while read f`: each line read is one of the paths find found.
    if (words === undefined) env.set(name, stdin?.found ? { provenance: stdin.provenance, found: stdin.found } : { provenance: stdin?.provenance ?? provenance({ parameter: true }) });
    else env.set(name, { value: index === names.length - 1 ? words.slice(index).join(joiner) : (words[index] ?? ""), provenance: provenance({}) });
  });
}

/**
 * `tar czf /tmp/h.tgz ~/.config`, `zip -r /tmp/home.zip ~`: the archive file holds the secrets of
 * the directory it was made from, so sending it later (`curl -T /tmp/h.tgz …`) sends them.
 */
function recordSecretsArchive(invocation: Invocation, env: Env): void {
  const archive = secretsArchive(invocation, env.home);
  if (archive?.file === undefined) return;
  const key = filePath(staticField(archive.file), invocation.cwd);
  if (key === undefined) return;
  const marks = provenance({ generated: true }, [archive.secrets]);
  writeFile(key, { provenance: { ...marks, secrets: [archive.secrets] }, description: `${archive.file} (${archive.secrets})` }, false, env);
}

/**
 * Programs that print the files they are given (pagers, filters, decoders), beyond `cat`'s exact
 * model above; not the decrypting tools, whose operands are what they decrypt or write.
 */
const FILE_PRINTERS: ReadonlySet<string> = new Set([...FILTERS, ...DECODERS, "less", "more", "bat", "batcat", "od", "hexdump", "view"].filter((name) => !["cat", "tee", "xargs", "dd", "stdbuf", "sponge", "pv", "perl", "python", "python3", "ruby", "node", "gpg", "age", "openssl"].includes(name)));

/**
 * What a printer shows of the files the script filled with a secret earlier (`ansible-vault
 * decrypt v.yml --output p.yml; head p.yml`, `gh auth token > t; base64 t`): the secret's marks;
 * undefined when no operand is such a file.
 */
function writtenSecretShown(invocation: Invocation, env: Env): DataSource | undefined {
  const secrets = invocation.argv
    .slice(1, 33)
    .filter((field) => field.value !== undefined && !field.value.startsWith("-"))
    .map((field) => trackedFile(field, invocation.cwd, env)?.provenance)
    .filter((found) => found !== undefined && carriesSecret(found));
  return secrets.length === 0 ? undefined : { provenance: mergeProvenance(...(secrets as Provenance[])), description: invocation.line };
}
