import { casesOf, type CorpusCase } from "./corpus-types.js";

const filesystem = casesOf("filesystem");
const code = casesOf("remote-code");

/**
 * Destructive targets that start with a `~` nothing expanded: quoted (`'~/x'`, `"~/x"`, `\~/x`),
 * beginning a field only after `$IFS` splitting or coming out of a variable, or handed to a
 * program that does not expand it. They name a folder called `~` in the working directory; the
 * writer meant the home. Office lock files (`~$x.docx`), new names and reads stay allowed.
 */
export const LITERAL_TILDE_CASES: readonly CorpusCase[] = [
  filesystem.ask("rm -rf '~/code'"),
  filesystem.ask("rm -rf \"~/Documents/old\""),
  filesystem.ask("rm -rf \\~/projects"),
  filesystem.ask("rm${IFS}-rf${IFS}~/x", { noVariants: true }),
  filesystem.ask("rm$IFS$9-rf$IFS$9~/", { noVariants: true }),
  filesystem.ask("IFS=,; c='rm,-rf,~/code'; $c", { noVariants: true }),
  filesystem.ask("d=old; rm -rf \"~/$d\""),
  filesystem.ask("find '~/notes' -type f -delete"),
  filesystem.ask("rsync -a --delete build/ '~/site/'"),
  filesystem.ask("truncate -s 0 '~/notes.txt'"),
  filesystem.ask("mv '~/Documents' /tmp/old-docs"),
  filesystem.ask("echo '' > \"~/todo.txt\"", { noVariants: true }),
  filesystem.ask("dd if=/dev/zero of='~/disk.img' bs=1M count=1"),
  filesystem.ask("rm -rf '~root/backups'"),
  filesystem.ask("python3 -c \"import shutil; shutil.rmtree('~/x')\"", { noVariants: true }),
  filesystem.ask("node -e 'require(\"fs\").rmSync(\"~/work\", { recursive: true, force: true })'", { noVariants: true }),
  filesystem.ask("perl -e 'use File::Path; rmtree(\"~/src\")'", { noVariants: true }),
  filesystem.allow("ls -la '~'"),
  filesystem.allow("mkdir '~tmp'"),
  filesystem.allow("rm -f '~$report.docx'"),
  filesystem.allow("cp notes.md '~backup'"),
  filesystem.allow("rm -rf ./~"),
];

/**
 * PowerShell's own obfuscations (about_Parsing, about_Special_Characters, about_Parameters,
 * Invoke-Obfuscation): backticks inside barewords, parameter prefixes and `-Name:value`, aliases
 * defined on the spot, module-qualified names, strings built and invoked with `&`, `.`, `iex`,
 * script blocks run by `&`, `Invoke-Command`, `[scriptblock]::Create(…).Invoke()` and
 * `$ExecutionContext.InvokeCommand.InvokeScript(…)`; invoked code nobody can compute asks.
 */
export const POWERSHELL_OBFUSCATION_CASES: readonly CorpusCase[] = [
  filesystem.deny("pwsh -c 'R`e`m`o`v`e-I`t`e`m -Recurse -Force C:\\Users\\ada'", { noVariants: true }),
  filesystem.ask("pwsh -c 'Remove-Item -Pa ~/code -Rec -Fo'", { noVariants: true }),
  filesystem.ask("pwsh -c 'Remove-Item -LiteralPath:~/code -Recurse:$true'", { noVariants: true }),
  filesystem.ask("pwsh -c 'sal x Remove-Item; x ~/code -r'", { noVariants: true }),
  filesystem.ask("pwsh -c 'New-Alias -Name wipe -Value Remove-Item; wipe ~/Documents -Recurse'", { noVariants: true }),
  filesystem.ask("pwsh -c 'Microsoft.PowerShell.Management\\Remove-Item ~/code -Recurse'", { noVariants: true }),
  filesystem.ask("pwsh -c \". ('Re'+'move-Item') ~/code -Recurse\"", { noVariants: true }),
  filesystem.ask("pwsh -c \"&('{1}{0}' -f 'Item','Remove-') ~/code -Recurse\"", { noVariants: true }),
  filesystem.ask("pwsh -c \"& ('Remove-Itxm'.Replace('x','e')) ~/code -Recurse\"", { noVariants: true }),
  filesystem.deny("pwsh -c \"iex ([string]::Join('', [char[]](114,109,32,45,114,102,32,126)))\"", { noVariants: true }),
  filesystem.ask("pwsh -c \"[scriptblock]::Create('Remove-Item ~/code -Recurse').Invoke()\"", { noVariants: true }),
  filesystem.ask("pwsh -c '$ExecutionContext.InvokeCommand.InvokeScript(\"Remove-Item ~/code -Recurse\")'", { noVariants: true }),
  filesystem.ask("pwsh -c 'icm { Remove-Item ~/code -Recurse }'", { noVariants: true }),
  filesystem.ask("pwsh -c '& { Remove-Item ~/code -Recurse }'", { noVariants: true }),
  filesystem.ask("pwsh -c '$b = { Remove-Item ~/code -Recurse }; & $b'", { noVariants: true }),
  filesystem.ask("pwsh -c \"'Remove-Item ~/code -Recurse' | iex\"", { noVariants: true }),
  code.ask("pwsh -c 'iex $payload'", { noVariants: true }),
  code.ask("pwsh -c '& $cmd ~/code -Recurse'", { noVariants: true }),
  code.allow("pwsh -c '& ./build.ps1 -Configuration Release'", { noVariants: true }),
  code.allow("pwsh -c '& \"$env:ProgramFiles\\Git\\bin\\git.exe\" status'", { noVariants: true }),
  filesystem.allow("pwsh -c '& { Remove-Item -Recurse -Force dist -ErrorAction SilentlyContinue }'", { noVariants: true }),
  filesystem.allow("pwsh -c \"Remove-Item -Pa ./build -Rec -Fo\"", { noVariants: true }),
];

/**
 * cmd.exe's own obfuscations (cmd /?, set /?, for /?, Invoke-DOSfuscation): delayed expansion when
 * switched on, quoted `set`, `%x:old=new%`, negative substrings, `call set`, `for /f` over an echo,
 * options before `/c`, `%COMSPEC%`, and caret-laden program names typed into a POSIX shell; a
 * command named by a variable nobody can compute asks.
 */
export const CMD_OBFUSCATION_CASES: readonly CorpusCase[] = [
  filesystem.deny("cmd /V:ON /c \"set x=rd&& !x! /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("cmd /v /c \"set a=r&& set b=d&& !a!!b! /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("cmd /c \"setlocal EnableDelayedExpansion&& set x=rd&& call !x! /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("cmd /c \"set \\\"x=rd\\\"&& call %x% /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("cmd /c \"set x=rX&& call %x:X=d% /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("cmd /c \"set x=xxrd&& call %x:~-2% /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("cmd /c \"set x=rd&& call set y=%x%&& call %y% /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("cmd /c \"for /f \\\"delims=\\\" %a in ('echo rd') do %a /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("cmd /D /S /Q /E:ON /V:ON /c \"set x=rd&& !x! /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("%COMSPEC% /c \"rd /s /q C:\\Users\\ada\"", { noVariants: true }),
  filesystem.deny("c^m^d /c r^d /s /q C:\\Users\\ada", { noVariants: true }),
  filesystem.deny("p^o^w^e^r^s^h^e^l^l -c Remove-Item -Recurse C:\\Users\\ada", { noVariants: true }),
  code.ask("cmd /c \"set x=rd&& %x% /s /q C:\\work\\app\\dist\"", { noVariants: true }),
  code.ask("cmd /c \"for /f %a in ('whoami') do %a /s /q dist\"", { noVariants: true }),
  filesystem.allow("cmd /V:ON /c \"set x=rd&& !x! /s /q build\"", { noVariants: true }),
  filesystem.allow("cmd /c \"set NODE_ENV=production&& npm run build\"", { noVariants: true }),
  filesystem.allow("cmd /c \"for /f %a in ('git rev-parse HEAD') do echo %a\"", { noVariants: true }),
];
