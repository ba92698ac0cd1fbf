import type { Field, Invocation } from "../model.js";
import { perInvocation } from "../per-invocation.js";
import { optionValue } from "../commands/option-values.js";

/**
 * Another process's memory named inside a word: `/proc/1234/mem`, `/proc/$(pgrep node)/mem`,
 * `/proc/{pid}/mem` in code, a thread's `task/N/mem`; not the command's own (`/proc/self/mem`) and
 * not `/proc/meminfo`. Bounded: one run of at most 64 characters (a word, or a substitution) between the slashes.
 */
const PROC_MEM = /\/proc\/(?!self\/|thread-self\/)(?:\$\([^)\n]{1,64}\)|`[^`\n]{1,64}`|[^/\s'"`]{1,64})\/(?:task\/[^/\s'"`]{1,64}\/)?mem(?![\w-])/;
/** The kernel's views of the whole physical memory (every process's secrets at once). */
const PHYSICAL_MEMORY = /(?:^|[\s'"=:(])(\/(?:dev\/(?:mem|kmem|crash|fmem)|proc\/kcore))(?![\w/-])/;
/** System calls that read another process's memory, named in code given to an interpreter. */
const MEMORY_CALLS = /\bprocess_vm_readv\b|\bPTRACE_PEEK(?:DATA|TEXT)\b|\bReadProcessMemory\b|\bMiniDumpWriteDump\b/;
/** Programs whose only purpose is to write a process's memory to a file. */
const DUMPERS = new Set(["gcore", "procdump", "procdump64", "procdump64a", "memdump", "avml", "minidump"]);
/** Interpreters of scripts and scripts run by path, whose code the guard does not see. */
const SCRIPT_RUNNERS = /^(?:python[\d.]*|pypy\d*|perl|ruby|node|bash|sh|zsh|php|\.{0,2}\/.*|[\w.-]+\.(?:py|pl|rb|sh|js))$/;
/** A process id looked up by another program's name (`$(pgrep -f Runner.Worker)`, `` `pidof sshd` ``). */
const FOUND_PROCESS = /(?:\$\(|`)\s*(?:pgrep|pidof)\b/;
/** gdb's options that take a separate value (one or two dashes). */
const GDB_VALUES = /^--?(?:ex|x|iex|ix|eval-command|init-eval-command|command|init-command|cd|d|directory|s|symbols|e|exec|se|c|core|tty|t|b|l|data-directory|D)$/;
/** A process id that is a job this command started (`./app & gdb -p $!`): the project's own program. */
const OWN_JOB = /^\$!$|^\$\{!\}$/;

/**
 * How a command reads another running process's memory, where every secret it holds lives (the
 * runner's masked secrets dumped in the tj-actions/changed-files compromise), for reasons; undefined
 * for anything else. Covered: debuggers attaching to a process id or name (`gdb -p`, `gdb PROG PID`,
 * `-ex 'attach N'`, `lldb -p`/`-n`, `lldb -o 'process attach …'`), core and heap dumpers (`gcore`,
 * `procdump`, `jmap -dump`, `jcmd N GC.heap_dump`, `dotnet-dump collect`, `criu dump`, `py-spy dump
 * --locals`), tracers printing the data another process reads and writes (`strace -p`, `ltrace -p`),
 * and any word naming `/proc/<pid>/mem` or the physical memory (`dd if=/proc/N/mem`,
 * `python3 -c "open('/proc/%d/mem')"`). Debugging a program the command starts itself (`gdb ./app`,
 * `gdb --args ./app`, `gdb ./app core`) reads no other process.
 *
 * What the command prints (`secret-output.ts`) and the secret rules both ask about every
 * invocation, so it is read once per invocation (`per-invocation.ts`).
 *
 * @example
 * processMemoryRead(invocation("gdb", "-p", "1234")) // "gdb -p 1234"
 * processMemoryRead(invocation("gdb", "./build/app")) // undefined
 */
export const processMemoryRead: (invocation: Invocation) => string | undefined = perInvocation(readProcessMemory);

function readProcessMemory(invocation: Invocation): string | undefined {
  const name = invocation.name.replace(/\.exe$/i, "").toLowerCase();
  const fields = invocation.argv.slice(1, 65);
  const words = fields.map(wordOf);
  if (DUMPERS.has(name)) return words.some((word) => /^(?:-h|--help|-v|--version|-\?)$/.test(word)) ? undefined : `${name} ${words.slice(0, 3).join(" ")}`.trim();
  const attached = attachedProcess(name, words);
  if (attached !== undefined) return OWN_JOB.test(attached) ? undefined : `${invocation.name} attached to process ${attached}`;
  // `sudo python3 memdump.py --pid "$(pgrep -f Runner.Worker)"`: a script of unknown code run as root against another program's process.
  if (invocation.elevated && fields.some((field) => field.value === undefined && FOUND_PROCESS.test(field.text)) && SCRIPT_RUNNERS.test(name)) return `${invocation.name} run as root against ${fields.find((field) => FOUND_PROCESS.test(field.text))?.text}`;
  for (const word of words) {
    if (word.length > 8192) continue;
    const memory = PROC_MEM.exec(word)?.[0] ?? PHYSICAL_MEMORY.exec(word)?.[1];
    if (memory) return `${invocation.name} (${memory})`;
    if (MEMORY_CALLS.test(word)) return `${invocation.name} (${MEMORY_CALLS.exec(word)?.[0]})`;
  }
  return undefined;
}

/** The word's value, or as written without its outer quotes when part of it is only known at run time. */
function wordOf(field: Field): string {
  return field.value ?? field.text.replace(/^["']|["']$/g, "");
}

/** The process a debugger, tracer or dumper is pointed at (an id, a name or a substitution), or undefined. */
function attachedProcess(name: string, words: readonly string[]): string | undefined {
  switch (name) {
    case "gdb":
    case "gdb-multiarch":
    case "cgdb": {
      const pid = optionValue(words, ["-p", "--pid", "-pid"]);
      if (pid !== undefined) return pid;
      // `-ex 'attach 1234'`, `--eval-command="attach $(pgrep app)"`: the attach command run at start.
      const command = words.find((word) => /^\s*attach\s+\S/.test(word));
      if (command !== undefined) return command.trim().slice(6).trim();
      // `gdb PROGRAM PID` (the second operand a process id), or `gdb attach PID` as some write it.
      if (words.includes("--args")) return undefined;
      const operands = words.filter((word, index) => !word.startsWith("-") && !GDB_VALUES.test(words[index - 1] ?? ""));
      return operands.length >= 2 && /^(?:\d+|\$\(.*\)|`.*`|\$\w+|\$\{\w+\})$/.test(operands[1] as string) ? (operands[1] as string) : undefined;
    }
    case "lldb": {
      const pid = optionValue(words, ["-p", "--attach-pid"]) ?? optionValue(words, ["-n", "--attach-name"]);
      if (pid !== undefined) return pid;
      const command = words.find((word) => /^\s*(?:process\s+attach|attach)\s+\S/.test(word));
      return command?.trim().replace(/^(?:process\s+attach|attach)\s+/, "");
    }
    case "strace":
    case "ltrace":
      return optionValue(words, ["-p", "--attach"]);
    case "jmap":
      // `jmap -dump:format=b,file=heap.hprof PID`: every string the JVM holds.
      return words.some((word) => /^-dump(?::|$)/.test(word)) ? (words.at(-1) ?? "?") : undefined;
    case "jcmd":
      return words.some((word) => /^GC\.heap_dump$/.test(word)) ? (words[0] ?? "?") : undefined;
    case "jhsdb":
      return words[0] === "jmap" && words.some((word) => /^--binaryheap$/.test(word)) ? (optionValue(words, ["--pid"]) ?? "?") : undefined;
    case "dotnet-dump":
      return words[0] === "collect" ? (optionValue(words, ["-p", "--process-id", "-n", "--name"]) ?? "?") : undefined;
    case "criu":
      return words[0] === "dump" ? (optionValue(words, ["-t", "--tree"]) ?? "?") : undefined;
    case "py-spy":
      // `py-spy dump --locals` prints each frame's local variables; the stack alone does not.
      return words[0] === "dump" && words.some((word) => word === "--locals" || word === "-l") ? (optionValue(words, ["-p", "--pid"]) ?? "?") : undefined;
    default:
      return undefined;
  }
}
