import { shellQuote } from "../commands/loose-json.js";
import type { Hit } from "../rules/types.js";
import { bulkDeletes } from "./bulk-deletes.js";
import { environmentUse } from "./environment-use.js";
import { unaliasModules } from "./module-aliases.js";
import { hookEnvironment } from "./hook-environment.js";
import { interpolatedCommand } from "./interpolated-commands.js";
import { namedPathWrites } from "./named-paths.js";
import { pathMethodCommand, receiverStart } from "./path-methods.js";
import { quoteLikeLiterals } from "./quote-like.js";
import { resolveVariable, stringVariables } from "./string-variables.js";
import { DYNAMIC_VALUE, evaluateExpression, HOME_VALUE, maskStrings, readArguments, type Literal } from "./literals.js";
import { ownEntry } from "../../../util/own-entry.js";
import { fetchedFileWrites, runsFetchedCode } from "./fetched-code.js";

/** What an interpreter one-liner does, as far as the guard reads it. */
export interface InterpreterFindings {
  /** Shell code it runs (`os.system("…")`, `` `…` ``, `execSync("…")`). */
  shell: string[];
  /** Commands it runs or performs, as argv (`subprocess.run([…])`, `shutil.rmtree(p)` → `rm -rf p`). */
  commands: string[][];
  /** Files it downloads, as the `curl -o` that does the same, to be judged before what it runs (`urlretrieve(u, p)`). */
  downloads: string[][];
  /** It runs a command built at run time. */
  dynamicShell: boolean;
  /** It runs code it downloads (`exec(urlopen(…).read())`). */
  networkCode: boolean;
  /** It reads from the network. */
  fetches: boolean;
  /** What it prints, when that is all it does (`print("rm -rf /")`). */
  printed?: string;
  /** Direct findings: reverse shells, fork bombs. */
  hits: Hit[];
}

type Effect = "after-handles-2" | "after-handles-3" | "download" | "shell" | "process" | "argv-list" | "exec-args" | "program-args" | "spawn-args" | "deno-command" | "code" | "rm-recursive" | "rm-if-recursive" | "rm" | "rmdir" | "chmod" | "chmod-mode-first" | "open" | "write" | "read" | "read-databrickscfg" | "copy" | "move" | "link" | "path-method" | "truncate";

interface CallPattern {
  pattern: RegExp;
  effect: Effect;
  /** Arguments without parentheses (`system "…"` in perl and ruby). */
  bare?: boolean;
}

const PATTERNS: Readonly<Record<string, readonly CallPattern[]>> = {
  python: [
    { pattern: /\)\.(?:system|popen|getoutput|getstatusoutput)\s*\(|\b(?:os\.system|os\.popen|subprocess\.getoutput|subprocess\.getstatusoutput|commands\.getoutput|commands\.getstatusoutput|(?<![.\w])system|(?<![.\w])popen)\s*\(/g, effect: "shell" },
    { pattern: /\b(?:subprocess|sp)\.(?:run|call|check_call|check_output|Popen)\s*\(|(?<![.\w])(?:check_call|check_output|Popen)\s*\(/g, effect: "process" },
    { pattern: /\bos\.exec(?:v|ve|vp|vpe)\s*\(/g, effect: "argv-list" },
    { pattern: /\bos\.exec(?:l|le|lp|lpe)\s*\(/g, effect: "exec-args" },
    // `os.spawnlp(mode, file, arg0, …)`, `os.spawnvp(mode, file, [arg0, …])`: the arguments after mode and file.
    { pattern: /\bos\.spawn[lv](?:p|e|pe)?\s*\(/g, effect: "spawn-args" },
    { pattern: /\bpty\.spawn\s*\(/g, effect: "process" },
    { pattern: /(?<![.\w])(?:exec|eval|compile)\s*\(/g, effect: "code" },
    { pattern: /\b(?:shutil\.)?rmtree\s*\(/g, effect: "rm-recursive" },
    { pattern: /\bos\.(?:remove|unlink)\s*\(/g, effect: "rm" },
    { pattern: /\bos\.(?:rmdir|removedirs)\s*\(/g, effect: "rmdir" },
    // pathlib's methods on the path they are called on, whatever builds it (`(Path.home() / ".claude" / "settings.json").write_text(…)`, `p.unlink()`).
    { pattern: /\.\s*(?:write_text|write_bytes|read_text|read_bytes|unlink|rmdir|rename|replace|symlink_to|hardlink_to|chmod|open)\s*\(/g, effect: "path-method" },
    { pattern: /\bos\.chmod\s*\(/g, effect: "chmod" },
    { pattern: /(?<![.\w])open\s*\(/g, effect: "open" },
    { pattern: /\bshutil\.(?:copy|copy2|copyfile|copytree)\s*\(/g, effect: "copy" },
    { pattern: /\b(?:shutil\.move|os\.rename|os\.replace)\s*\(/g, effect: "move" },
    { pattern: /\bos\.(?:symlink|link)\s*\(/g, effect: "link" },
    { pattern: /\bos\.truncate\s*\(/g, effect: "truncate" },
    { pattern: /\b(?:urlretrieve|wget\.download)\s*\(/g, effect: "download" },
  ],
  node: [
    { pattern: /(?:\bchild_process\.|\bcp\.|\)\.|(?<![.\w$]))(?:exec|execSync)\s*\(/g, effect: "shell" },
    { pattern: /(?:\bchild_process\.|\bcp\.|\)\.|(?<![.\w$]))(?:spawn|spawnSync|execFile|execFileSync)\s*\(/g, effect: "process" },
    { pattern: /\bBun\.spawn(?:Sync)?\s*\(/g, effect: "argv-list" },
    // `new Deno.Command("rm", { args: [...] })` and `Deno.run({ cmd: [...] })`.
    { pattern: /\bnew\s+Deno\.Command\s*\(|\bDeno\.run\s*\(/g, effect: "deno-command" },
    { pattern: /(?<![.\w$])eval\s*\(|\bnew\s+Function\s*\(|(?:\bvm|\))\.runIn\w+\s*\(|\bnew\s+(?:vm\.)?Script\s*\(/g, effect: "code" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.(?:rmSync|rm|rmdirSync|rmdir)\s*\(|(?<![.\w$])(?:rmSync|rimraf(?:\.sync)?)\s*\(/g, effect: "rm-recursive" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.(?:unlinkSync|unlink)\s*\(/g, effect: "rm" },
    // fs-extra's remove/emptyDir, rimraf's and del's synchronous functions.
    { pattern: /(?:\bfse?|\bfsExtra|\))\.(?:removeSync|remove|emptyDirSync|emptyDir)\s*\(|(?<![.\w$])(?:rimrafSync|deleteSync)\s*\(/g, effect: "rm-recursive" },
    { pattern: /\bDeno\.remove(?:Sync)?\s*\(/g, effect: "rm-if-recursive" },
    { pattern: /\bDeno\.(?:writeTextFile|writeFile)(?:Sync)?\s*\(|\bBun\.write\s*\(/g, effect: "write" },
    { pattern: /\bDeno\.(?:readTextFile|readFile)(?:Sync)?\s*\(|\bBun\.file\s*\(/g, effect: "read" },
    { pattern: /\bDeno\.rename(?:Sync)?\s*\(/g, effect: "move" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.chmod(?:Sync)?\s*\(/g, effect: "chmod" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream)\s*\(|(?<![.\w$])(?:writeFileSync|appendFileSync)\s*\(/g, effect: "write" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.(?:readFileSync|readFile|createReadStream)\s*\(|(?<![.\w$])readFileSync\s*\(/g, effect: "read" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.(?:copyFileSync|copyFile|cpSync|cp)\s*\(/g, effect: "copy" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.(?:renameSync|rename)\s*\(/g, effect: "move" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.(?:symlinkSync|symlink|linkSync|link)\s*\(|\bDeno\.(?:symlink|link)(?:Sync)?\s*\(/g, effect: "link" },
    { pattern: /\bDeno\.copyFile(?:Sync)?\s*\(/g, effect: "copy" },
    { pattern: /(?:\bfs|\bfsp|\))(?:\.promises)?\.(?:truncateSync|truncate)\s*\(|\bDeno\.truncate(?:Sync)?\s*\(/g, effect: "truncate" },
  ],
  perl: [
    // Any argument: a literal, a variable or a call whose value is the command (`system pack("H*", …)`).
    { pattern: /(?<![$@%&>:]|->)\b(?:system|exec)\b\s*(?=[("'$@A-Za-z_{])/g, effect: "process", bare: true },
    // `eval pack("H*", …)`, `eval decode_base64(…)`, `eval $code`: a bare call's value is code (`eval {…}` is a block).
    { pattern: /\beval\b\s*(?=[("'$A-Za-z_])/g, effect: "code", bare: true },
    { pattern: /\b(?:File::Path::)?(?:rmtree|remove_tree)\b\s*(?=[("']|\$ENV\{)/g, effect: "rm-recursive", bare: true },
    { pattern: /\bunlink\b\s*(?=[("'])/g, effect: "rm", bare: true },
    { pattern: /\bchmod\b\s*(?=[(0-9])/g, effect: "chmod-mode-first", bare: true },
    { pattern: /\bopen\b\s*(?=[(A-Z$]|my\b)/g, effect: "open", bare: true },
    { pattern: /\btruncate\b\s*(?=[("'])/g, effect: "truncate", bare: true },
    { pattern: /\brename\b\s*(?=[("'])/g, effect: "move", bare: true },
    { pattern: /(?<![\w:$>])(?:symlink|link)\b\s*(?=[("'])/g, effect: "link", bare: true },
    // File::Copy's `copy`/`cp` and `move`/`mv`.
    { pattern: /(?<![\w$>])(?:File::Copy::)?(?:copy|cp)\b\s*(?=[("'])/g, effect: "copy", bare: true },
    { pattern: /(?<![\w$>])(?:File::Copy::)?(?:move|mv)\b\s*(?=[("'])/g, effect: "move", bare: true },
    // IPC::System::Simple's `systemx`/`capturex`, and IPC::Open2/Open3's `open2($out, $in, cmd…)`, `open3($in, $out, $err, cmd…)`.
    { pattern: /\b(?:systemx|capturex)\b\s*(?=[("'])/g, effect: "process", bare: true },
    { pattern: /\bopen2\s*\(/g, effect: "after-handles-2" },
    { pattern: /\bopen3\s*\(/g, effect: "after-handles-3" },
    // LWP::Simple's `getstore(url, file)` and `mirror(url, file)`.
    { pattern: /\b(?:getstore|mirror)\b\s*(?=[("'])/g, effect: "download", bare: true },
  ],
  ruby: [
    // Any argument: a literal, a variable or a call whose value is the command (`system Base64.decode64(…)`).
    { pattern: /(?:\b(?:Kernel|Process)\.|(?<![.:@$]))\b(?:system|exec|spawn)\b(?!\s*[=?!])\s*(?=[("'%@$A-Za-z_[])|\b(?:IO\.popen|Open3\.\w+)\b\s*(?=[("'%@$A-Za-z_[])/g, effect: "process", bare: true },
    { pattern: /\b(?:eval|instance_eval|class_eval)\b\s*(?=[("'A-Za-z_@$])/g, effect: "code", bare: true },
    { pattern: /\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?|rmtree)\b\s*(?=[("']|Dir\.home\b|ENV\[|File\.expand_path\b)/g, effect: "rm-recursive", bare: true },
    { pattern: /\b(?:File\.(?:delete|unlink)|FileUtils\.(?:rm|rm_f|remove))\b\s*(?=[("']|Dir\.home\b|ENV\[|File\.expand_path\b)/g, effect: "rm", bare: true },
    { pattern: /\b(?:FileUtils|File)\.chmod(?:_R)?\b\s*(?=[(0-9])/g, effect: "chmod-mode-first", bare: true },
    { pattern: /\bFile\.open\s*\(/g, effect: "open" },
    { pattern: /\b(?:File|IO)\.(?:write|binwrite)\s*\(/g, effect: "write" },
    { pattern: /\bFile\.(?:read|readlines)\s*\(/g, effect: "read" },
    { pattern: /\bFile\.truncate\b\s*(?=[("'])/g, effect: "truncate", bare: true },
    { pattern: /\b(?:FileUtils\.(?:mv|move)|File\.rename)\b\s*(?=[("'])/g, effect: "move", bare: true },
    { pattern: /\b(?:FileUtils\.(?:cp|copy|cp_r|cp_lr|install|copy_file|copy_entry))\b\s*(?=[("'])/g, effect: "copy", bare: true },
    { pattern: /\b(?:FileUtils\.(?:ln|ln_s|ln_sf|symlink|link)|File\.(?:symlink|link))\b\s*(?=[("'])/g, effect: "link", bare: true },
    { pattern: /\bDir\.(?:rmdir|delete|unlink)\b\s*(?=[("'])/g, effect: "rmdir", bare: true },
  ],
  php: [
    { pattern: /\b(?:system|exec|shell_exec|passthru|popen|proc_open)\s*\(/g, effect: "shell" },
    { pattern: /\b(?:eval|assert|create_function)\s*\(/g, effect: "code" },
    // `pcntl_exec("/bin/rm", ["-rf", …])`: the program, then its arguments without argv[0].
    { pattern: /\bpcntl_exec\s*\(/g, effect: "program-args" },
    { pattern: /\bunlink\s*\(/g, effect: "rm" },
    { pattern: /\brmdir\s*\(/g, effect: "rmdir" },
    { pattern: /\brename\s*\(/g, effect: "move" },
    { pattern: /(?<![.\w$>])(?:symlink|link)\s*\(/g, effect: "link" },
    { pattern: /\bchmod\s*\(/g, effect: "chmod" },
    { pattern: /\bfopen\s*\(/g, effect: "open" },
    { pattern: /\bfile_put_contents\s*\(/g, effect: "write" },
    { pattern: /\b(?:file_get_contents|readfile)\s*\(/g, effect: "read" },
    // `copy("https://…", "x.sh")`: PHP's copy reads URLs through its stream wrappers.
    { pattern: /(?<![.\w$>])copy\s*\(/g, effect: "download" },
  ],
  awk: [{ pattern: /\bsystem\s*\(/g, effect: "shell" }],
  lua: [
    // Lua calls a function given one string literal without parentheses: `os.execute"…"`, `os.execute[[…]]`.
    { pattern: /\b(?:os\.execute|io\.popen)\s*(?=[("'])/g, effect: "shell", bare: true },
    // `load(chunk)()`, `loadstring(chunk)()`: Lua code compiled from a string and run.
    { pattern: /(?<![.\w])(?:load|loadstring)\s*\(/g, effect: "code" },
    { pattern: /\bos\.remove\s*\(/g, effect: "rm" },
    { pattern: /\bos\.rename\s*\(/g, effect: "move" },
    { pattern: /\bio\.open\s*\(/g, effect: "open" },
  ],
  julia: [
    // `eval(Meta.parse(text))`, `include_string(Main, text)`: Julia code parsed from a string and run.
    { pattern: /(?<![.\w])include_string\s*\(|\bMeta\.parse(?:all)?\s*\(/g, effect: "code" },
    { pattern: /(?<![.\w])rm\s*\(/g, effect: "rm-if-recursive" },
    { pattern: /(?<![.\w])(?:mv)\s*\(/g, effect: "move" },
    { pattern: /(?<![.\w])(?:cp)\s*\(/g, effect: "copy" },
    { pattern: /(?<![.\w])open\s*\(/g, effect: "open" },
    { pattern: /(?<![.\w])write\s*\(/g, effect: "write" },
    { pattern: /(?<![.\w])(?:Downloads\.)?download\s*\(/g, effect: "download" },
  ],
  r: [
    { pattern: /(?<![.\w])(?:system|shell)\s*\(/g, effect: "shell" },
    // `system2("rm", c("-rf", p))`: the program, then its arguments.
    { pattern: /(?<![.\w])system2\s*\(/g, effect: "program-args" },
    // `eval(parse(text = …))`, `eval(str2lang(…))`: R code parsed from text and run (the parser's arguments are read).
    { pattern: /(?<![.\w])eval\s*\(\s*(?:parse|str2lang|str2expression)\s*\(/g, effect: "code" },
    { pattern: /(?<![.\w])unlink\s*\(/g, effect: "rm-if-recursive" },
    { pattern: /\b(?:file\.remove|fs::file_delete|file_delete)\s*\(/g, effect: "rm" },
    { pattern: /\b(?:fs::)?dir_delete\s*\(/g, effect: "rm-recursive" },
    { pattern: /(?<![.\w])file\.create\s*\(/g, effect: "truncate" },
    { pattern: /\bfile\.rename\s*\(/g, effect: "move" },
    { pattern: /\b(?:download\.file|curl_download)\s*\(/g, effect: "download" },
    // R's readers of a file's text or lines (R documentation: readLines, readline's `file`, scan,
    // readChar, read.table's family; readr's, yaml's, jsonlite's and ini's readers), and brickster's
    // `read_databrickscfg(key, profile)`, which returns a value (the token by default) of `~/.databrickscfg`.
    { pattern: /(?<![.\w])(?:readLines|readChar|scan|read\.(?:table|csv|csv2|delim|dcf)|(?:readr::)?read_(?:file|lines|csv)|(?:ini::)?read\.ini|(?:yaml::)?read_yaml|(?:jsonlite::)?read_json|(?:jsonlite::)?fromJSON)\s*\(/g, effect: "read" },
    { pattern: /\b(?:brickster::)?read_databrickscfg\s*\(/g, effect: "read-databrickscfg" },
  ],
};

const FETCHES = /\bget\s*\(\s*["']https?:|\b(?:urlopen|urllib\.request|urllib2|requests\.(?:get|post|put|patch|request)|httpx\.|http\.client|urlretrieve|wget\.download|fetch\s*\(|https?\.(?:get|request)\s*\(|axios|LWP::|HTTP::Tiny|getstore\s*\(|Net::HTTP|URI\.open|open-uri|curl_exec|file_get_contents\s*\(\s*["']https?:|socket\.http)/;
/** The whole text of a named local file, read to be run (`open('x.py').read()`, `fs.readFileSync('x.js', 'utf8')`). */
const LOCAL_FILE_READ = /^\s*(?:open\s*\(\s*["'][^"']+["'][^()]*\)\s*\.read\s*\(\s*\)|(?:require\s*\(\s*["'](?:node:)?fs["']\s*\)|fs)\.readFileSync\s*\(\s*["'][^"']+["'][^()]*\)(?:\.toString\s*\(\s*\))?|File\.read\s*\(\s*["'][^"']+["']\s*\)|file_get_contents\s*\(\s*["'](?![a-z][\w+.-]*:\/\/)[^"']+["']\s*\))\s*$/;
/** Code loaded straight from a URL by the language's own loader: R's `source("https://…")` (also through `url(…)`), `source_url`, `runGitHub`, PHP's `include "http://…"`, Julia's `include(download(…))`, a dynamic `import("https://…")`. */
const REMOTE_LOAD = /\b(?:(?:sys\.)?source|include|include_once|require|require_once|import|dofile|loadfile)\s*\(?\s*(?:(?:url|gzcon|file)\s*\(\s*){0,2}["'](?:https?|ftp):\/\/|\b(?:source_url|source_gist|runGitHub|runGist|runUrl)\s*\(|\binclude\s*\(\s*download\s*\(/;
/** eval, Function or a vm runner passed as a callback (`.then(eval)`). */
const EVAL_CALLBACK = /\.then\s*\(\s*(?:eval|Function|(?:vm\.)?runInThisContext|(?:vm\.)?runInNewContext)\s*\)/;
/** Members of the process modules looked up by a computed name and called at once. */
const REFLECTIVE_CALLS: Readonly<Record<string, RegExp>> = {
  python: /\bgetattr\s*\(\s*(?:os|subprocess|pty|__import__\s*\(\s*["']\w*["']\s*\)|(?:__import__|importlib\.import_module)\s*\([^()]*\+[^()]*\)|importlib\.import_module\s*\(\s*["'](?:os|subprocess|pty|posix)["']\s*\))\s*,[^()]*(?:\([^()]*\)[^()]*)*\)\s*\(/g,
  node: /(?:\brequire\s*\(\s*["'](?:node:)?child_process["']\s*\)|\bchild_process|\bcp)\s*\[[^\]]*\]\s*\(/g,
};
const NEVER = /(?!)/g;
const SOCKET = /require\s*\(?\s*["']socket["']|:connect\s*\(|\bsocket\.(?:socket|create_connection)|\.connect\s*\(\s*\(|\bnet\.(?:connect|Socket|createConnection)|new\s+net\.Socket|IO::Socket|\bsocket\s*\(\s*[A-Z]|\bTCPSocket\b|\bSocket\.(?:new|tcp)|\bfsockopen\s*\(|\bstream_socket_(?:client|server)\s*\(|\bsocket\.tcp\s*\(|\/inet\/tcp\//;
const SPAWNS_SHELL = /\|&\s*getline|\/bin\/(?:ba|z|da|k|c|tc)?sh\b|\b(?:sh|bash|zsh)\s+-i\b|\bpty\.spawn|cmd\.exe|\bdup2\s*\(|\bspawn\s*\(\s*["'](?:\/bin\/)?(?:ba)?sh["']|\bexec\s*\(\s*["'](?:\/bin\/)?(?:ba)?sh\b/;
const FORK = /\bfork\b/;
const LOOP = /\b(?:while|for|loop|until|repeat)\b/;
const PRINT: Readonly<Record<string, RegExp>> = {
  python: /^\s*(?:(?:import\s+[\w., ]+|from\s+[\w.]+\s+import\s+[\w., ]+)\s*[;\n]\s*)*print\s*\(([\s\S]*)\)\s*;?\s*$/,
  node: /^\s*(?:console\.log|process\.stdout\.write)\s*\(([\s\S]*)\)\s*;?\s*$/,
  ruby: /^\s*(?:puts|print|\$stdout\.write)(?:\s*\(([\s\S]*)\)|\s+([\s\S]*?))\s*;?\s*$/,
  perl: /^\s*print\s*\(?([\s\S]*?)\)?\s*;?\s*$/,
  php: /^\s*echo\s*\(?([\s\S]*?)\)?\s*;?\s*$/,
};
const MAX_NESTED_CODE = 4;
/** Path methods read from one one-liner at most. */
const MAX_PATH_METHODS = 64;
/** The code uses pathlib (its `rename` and `replace` are not the string methods). */
const PATHLIB = /\bPath\b|\bpathlib\b/;

/**
 * Reads an interpreter one-liner for what it runs and does: shell calls with literal commands
 * (re-parsed as shell code), list-form process calls (run as commands), destructive library calls
 * (`shutil.rmtree("/")` becomes `rm -rf /`), code it evaluates (`exec(…)`, base64-decoded or not),
 * reverse shells and fork bombs.
 *
 * @example
 * analyzeInterpreterCode("python", "import shutil; shutil.rmtree('/')").commands // [["rm", "-rf", "/"]]
 */
export function analyzeInterpreterCode(language: string, written: string, depth = 0): InterpreterFindings {
  // Calls through module aliases (`import subprocess as s`, `const {execSync: x} = require(…)`) read as direct ones.
  const literal = language === "lua" ? luaLongStrings(written) : language === "perl" || language === "ruby" ? quoteLikeLiterals(language, written) : written;
  let code = unaliasModules(language, literal);
  const result: InterpreterFindings = { shell: [], commands: [], downloads: [], dynamicShell: false, networkCode: false, fetches: FETCHES.test(code), hits: [] };
  let masked = maskStrings(code, language);
  // `c = "rm -rf ~"; os.system(c)`: a variable holding one string literal reads as that string.
  const variables = stringVariables(language, code, masked);
  if (language === "php" && variables.size > 0) {
    // PHP's variable functions: `$f = "sys"."tem"; $f("…")` calls system.
    const called = code.replace(/\$(\w+)(\s*\()/g, (whole, name: string, open: string) => {
      const value = variables.get(`$${name}`);
      return value !== undefined && /^\w+$/.test(value) ? `${value}${open}` : whole;
    });
    if (called !== code) {
      code = called;
      masked = maskStrings(code, language);
    }
  }
  for (const call of ownEntry(PATTERNS, language) ?? []) {
    for (const match of masked.matchAll(call.pattern)) {
      const index = (match.index ?? 0) + match[0].length;
      const read = call.bare && code[index] !== "(" ? readArguments(code, index, language, true) : readArguments(code, code[index - 1] === "(" ? index - 1 : index, language);
      const args = read.map((literal) => resolveVariable(literal, variables, language));
      if (call.effect === "path-method") {
        pathMethod(code, masked, match, args, variables, result);
        continue;
      }
      applyCall(call.effect, args, code.slice(match.index ?? 0, (match.index ?? 0) + 400), language, result, depth);
    }
  }
  for (const match of code.matchAll(ownEntry(REFLECTIVE_CALLS, language) ?? NEVER)) {
    if (masked[match.index ?? 0] !== code[match.index ?? 0]) continue;
    // `getattr(os, "sys" + "tem")("…")`, `require("child_process")["exe" + "cSync"]("…")`: the
    // member is computed, the module is not; its string argument runs as shell code.
    const [first] = readArguments(code, (match.index ?? 0) + match[0].length - 1, language);
    if (first?.kind === "string") result.shell.push(first.value);
    else if (first) result.dynamicShell = true;
  }
  for (const shell of commandStrings(language, code, masked, variables)) {
    if (shell === undefined) result.dynamicShell = true;
    else result.shell.push(shell);
  }
  if (SOCKET.test(code) && (SPAWNS_SHELL.test(code) || result.dynamicShell)) {
    result.hits.push({ rule: "net.reverse-shell", decision: "deny", reason: `a ${language} one-liner connects a socket to a shell or runs commands it receives (reverse or bind shell)` });
  }
  if (language === "awk") {
    for (const target of awkOutputFiles(code, masked)) result.commands.push(["tee", target]);
    for (const source of awkInputFiles(code, masked)) result.commands.push(["cat", source]);
  }
  result.commands.push(...bulkDeletes(language, code, masked), ...namedPathWrites(language, code));
  withHookEnvironment(language, code, result);
  // `fetch(u).then(r => r.text()).then(eval)`: what was fetched is handed to eval as a callback.
  if (result.fetches && EVAL_CALLBACK.test(masked)) result.networkCode = true;
  if (REMOTE_LOAD.test(code)) result.networkCode = true;
  // `r = requests.get(u); exec(r.text)`, `new Function(t)`, a memfd_create file executed: fetched code run in place.
  if (runsFetchedCode(language, masked, result.fetches, code)) result.networkCode = true;
  // `open('/tmp/x.sh', 'wb').write(urlopen(u).read())`: the file now holds what was fetched.
  if (result.fetches && result.downloads.length < 16) result.downloads.push(...fetchedFileWrites(code).slice(0, 16 - result.downloads.length));
  if (depth === 0) result.hits.push(...environmentUse(language, code, result.fetches || SOCKET.test(code)));
  if (FORK.test(code) && LOOP.test(code)) {
    result.hits.push({ rule: "fork.interpreter-fork-loop", decision: "deny", reason: `a ${language} one-liner forks in a loop (fork bomb)` });
  }
  const print = ownEntry(PRINT, language)?.exec(code);
  const argument = print?.[1] ?? print?.[2] ?? "";
  if (print && !/[;\n]/.test(argument.replace(/(["'])(?:\\.|(?!\1).)*\1/g, ""))) {
    // perl's and PHP's `print f(…)` without parentheses of its own: the pattern took the call's `)` as print's.
    const whole = evaluateExpression(argument.trim(), language);
    const printed = whole.kind === "dynamic" && (language === "perl" || language === "php") ? evaluateExpression(`${argument.trim()})`, language) : whole;
    if (printed.kind === "string") result.printed = language === "php" || language === "perl" ? printed.value : `${printed.value}\n`;
  }
  return result;
}

/** Longest text a one-liner writes that is passed on to be judged as the shell's write of it. */
const MAX_WRITTEN_TEXT = 4096;

/**
 * Known text a one-liner writes to a file, passed on as the `printf` redirect that writes the same,
 * so what judges the shell's writes of a file's content (a hook emptied, a config switched off)
 * judges it too.
 */
function writtenText(target: string, text: string | undefined, append: boolean, result: InterpreterFindings): void {
  if (text === undefined || text.length > MAX_WRITTEN_TEXT) return;
  result.shell.push(`printf '%s' ${shellQuote(text)} ${append ? ">>" : ">"} ${shellQuote(target)}`);
}

/** The string literal a call's result is written with right away (`open(p, "w").write("…")`), if any. */
function chainedWrite(callText: string, language: string): string | undefined {
  const write = /^[^;\n]{0,300}?\)\s*\.write\s*\(/.exec(callText);
  if (!write) return undefined;
  const [text] = readArguments(callText, write[0].length - 1, language);
  return text?.kind === "string" ? text.value : undefined;
}

/** Lua's long strings (`[[…]]`, `[==[…]==]`) written as quoted ones, when their text allows it. */
function luaLongStrings(code: string): string {
  return code.replace(/\[(=*)\[([^\]"\\\n]*)\]\1\]/g, (_whole, _level: string, body: string) => `"${body}"`);
}

function applyCall(effect: Effect, args: Literal[], callText: string, language: string, result: InterpreterFindings, depth: number): void {
  const [first, second] = args;
  // R's file functions expand `~` themselves (`unlink("~/code", recursive = TRUE)`).
  const path = (literal: Literal | undefined) => (literal?.kind !== "string" ? undefined : language === "r" ? literal.value.replace(/^~(?=\/|$)/, HOME_VALUE) : literal.value);
  switch (effect) {
    case "after-handles-2":
    case "after-handles-3": {
      // The command after the handles: one string is shell code (when it has metacharacters), several are argv.
      const command = args.slice(effect === "after-handles-2" ? 2 : 3);
      if (command.length === 0) return;
      if (command.every((arg) => arg.kind === "string")) {
        const words = command.map((arg) => (arg as { value: string }).value);
        if (words.length === 1) result.shell.push(words[0] as string);
        else result.commands.push(words);
      } else if (command.length === 1 && command[0]?.kind === "list") result.commands.push(command[0].values);
      else result.dynamicShell = true;
      return;
    }
    case "download": {
      // `urlretrieve(url, path)`, `download.file(url, destfile = path)`, `wget.download(url, out = path)`.
      const [url, file] = args.slice(0, 2).map((arg) => (arg.kind === "dynamic" ? evaluateExpression(arg.text.replace(/^\s*[A-Za-z_.]+\s*=(?!=)/, "").trim(), language) : arg));
      if (url?.kind !== "string" || !/^(?:https?|ftps?):\/\//i.test(url.value)) {
        // PHP's `copy("/tmp/x", ".git/config")` of a local file is a copy.
        if (language === "php" && url?.kind === "string" && path(file) !== undefined) result.commands.push(["cp", url.value, path(file) as string]);
        return;
      }
      const target = path(file);
      if (target !== undefined && result.downloads.length < 16) result.downloads.push(["curl", "-sSLo", target, url.value]);
      return;
    }
    case "shell":
      if (first?.kind === "string") result.shell.push(first.value);
      else if (first?.kind === "list") result.commands.push(first.values);
      else if (first) result.dynamicShell = true;
      return;
    case "process": {
      const shell = /\bshell\s*[=:]\s*(?:True|true)\b/.test(callText);
      // Options (`cwd=…`, `out: …`, `{ stdio: … }`, ruby's leading environment hash) are not words of the command.
      const words = args.filter((arg) => !isCallOption(arg));
      const [head, next] = words;
      // A word the reader cannot compute (`["sh", "-c", decoded]`, `system("rm", "-rf", dir)`) makes the command one built at run time.
      if (words.some((arg) => arg.kind === "dynamic") || (words.length === 0 && args.length > 0)) result.dynamicShell = true;
      else if (head?.kind === "list") result.commands.push(shell ? ["sh", "-c", head.values.join(" ")] : head.values);
      else if (head?.kind === "string" && next?.kind === "list") result.commands.push(shell ? ["sh", "-c", [head.value, ...next.values].join(" ")] : [head.value, ...next.values]);
      else if (head?.kind === "string" && (words.length === 1 || shell || language === "python")) result.shell.push(head.value);
      else if (head?.kind === "string") result.commands.push(words.map((arg) => (arg.kind === "string" ? arg.value : "")));
      return;
    }
    case "argv-list":
      if (second?.kind === "list") result.commands.push(second.values);
      else if (first?.kind === "list") result.commands.push(first.values);
      else if (first) result.dynamicShell = true;
      return;
    case "spawn-args": {
      const third = args[2];
      if (third?.kind === "list") result.commands.push(third.values);
      else if (args.length > 2 && args.slice(2).every((arg) => arg.kind === "string")) result.commands.push(args.slice(2).map((arg) => (arg as { value: string }).value));
      else if (args.length > 2) result.dynamicShell = true;
      return;
    }
    case "deno-command": {
      // `cmd: [...]`, `args: [...]`: an element the reader cannot compute makes the command one built at run time.
      const list = (name: string) => {
        const body = new RegExp(`\\b${name}\\s*:\\s*\\[([^\\]]*)\\]`).exec(callText)?.[1];
        return body === undefined ? undefined : evaluateExpression(`[${body}]`, language);
      };
      const cmd = list("cmd");
      const rest = list("args");
      if (cmd?.kind === "dynamic" || rest?.kind === "dynamic") result.dynamicShell = true;
      else if (cmd?.kind === "list" && cmd.values.length > 0) result.commands.push(cmd.values);
      else if (first?.kind === "string") result.commands.push([first.value, ...(rest?.kind === "list" ? rest.values : [])]);
      else if (first) result.dynamicShell = true;
      return;
    }
    case "program-args": {
      // R's vectors `c("-rf", p)` are its argument lists.
      const second = language === "r" && args[1]?.kind === "dynamic" && /^(?:args\s*=\s*)?c\s*\(/.test(args[1].text) ? evaluateExpression(args[1].text.replace(/^(?:args\s*=\s*)?c\s*/, ""), language) : args[1];
      const words = first?.kind === "string" && (second === undefined || second.kind === "list" || second.kind === "string") ? [first.value, ...(second?.kind === "list" ? second.values : second?.kind === "string" ? [second.value] : [])] : undefined;
      // R's `system2` pastes its command and arguments into one line for the shell (hence `shQuote`).
      if (words && language === "r") result.shell.push(words.join(" "));
      else if (words) result.commands.push(words);
      else if (first) result.dynamicShell = true;
      return;
    }
    case "exec-args": {
      const rest = args.slice(1);
      if (rest.every((arg) => arg.kind === "string")) result.commands.push(rest.map((arg) => (arg as { value: string }).value));
      else result.dynamicShell = true;
      return;
    }
    case "code":
      // R's `parse(text = "…")`: the named argument's value is the code.
      if (language === "r" && first?.kind === "dynamic" && /^\s*text\s*=/.test(first.text)) {
        applyCall(effect, [evaluateExpression(first.text.replace(/^\s*text\s*=/, "").trim(), language), ...args.slice(1)], callText, language, result, depth);
        return;
      }
      if (first?.kind === "string" && depth < MAX_NESTED_CODE) merge(result, analyzeInterpreterCode(language, first.value, depth + 1));
      else if (first?.kind === "dynamic" && (FETCHES.test(first.text) || /["']https?:\/\//.test(first.text))) result.networkCode = true;
      // `exec(open('scripts/gen.py').read())` runs a named local file, as `python scripts/gen.py` does.
      else if (first?.kind === "dynamic" && LOCAL_FILE_READ.test(first.text)) return;
      // `eval(compile(code, "<s>", "exec"))`: the compile call is a code sink of its own, read where it stands.
      else if (first?.kind === "dynamic" && language === "python" && /^compile\s*\(/.test(first.text.trim())) return;
      else if (first?.kind === "dynamic") result.dynamicShell = true;
      return;
    case "rm-recursive": {
      const target = first?.kind === "dynamic" ? DYNAMIC_VALUE : path(first);
      const recursive = !/\brmdir/.test(callText) || /recursive/.test(callText);
      if (target !== undefined) result.commands.push(recursive ? ["rm", "-rf", target] : ["rmdir", target]);
      return;
    }
    case "rm-if-recursive": {
      // `unlink(x, recursive = TRUE)` in R, `Deno.remove(x, { recursive: true })`.
      const target = first?.kind === "dynamic" ? DYNAMIC_VALUE : path(first);
      if (target !== undefined) result.commands.push(/\brecursive\s*[=:]\s*(?:TRUE|T|true)\b/.test(callText) ? ["rm", "-rf", target] : ["rm", "-f", target]);
      return;
    }
    case "rm":
      for (const arg of args) if (arg.kind === "string") result.commands.push(["rm", "-f", arg.value]);
      return;
    case "rmdir":
      if (path(first) !== undefined) result.commands.push(["rmdir", path(first) as string]);
      return;
    case "path-method":
      // Read with its receiver, in pathMethod.
      return;
    case "chmod": {
      const target = path(first);
      const mode = second?.kind === "dynamic" ? octalMode(second.text) : second?.kind === "string" ? second.value : undefined;
      if (target !== undefined && mode !== undefined) result.commands.push(["chmod", mode, target]);
      return;
    }
    case "chmod-mode-first": {
      const mode = first?.kind === "dynamic" ? octalMode(first.text) : undefined;
      for (const arg of args.slice(1)) if (arg.kind === "string" && mode !== undefined) result.commands.push(["chmod", mode, arg.value]);
      return;
    }
    case "open": {
      const strings = args.filter((arg): arg is { kind: "string"; value: string } => arg.kind === "string").map((arg) => arg.value);
      if (language === "perl") {
        // `open(my $f, "-|", $command)`: a pipe open of a command the reader cannot compute.
        const mode = args.findIndex((arg) => arg.kind === "string" && /^\s*(?:-\||\|-)\s*$/.test(arg.value));
        if (mode >= 0 && args.slice(mode + 1).some((arg) => arg.kind !== "string")) result.dynamicShell = true;
        return perlOpen(strings, result);
      }
      const target = path(first);
      if (target === undefined) return;
      const mode = path(second) ?? "r";
      result.commands.push(/[wax+]/.test(mode) ? ["tee", ...(mode.includes("a") ? ["-a"] : []), target] : ["cat", target]);
      // `open(p, "w").write("exit 0")`: the text written is known, and judged as the shell's write of it would be.
      if (/[wax]/.test(mode)) writtenText(target, chainedWrite(callText, language), mode.includes("a"), result);
      return;
    }
    case "write":
      if (path(first) !== undefined) {
        result.commands.push(["tee", path(first) as string]);
        // `fs.writeFileSync(p, "exit 0")`: the text written is known.
        writtenText(path(first) as string, second?.kind === "string" ? second.value : undefined, /^\W*\w*append/i.test(callText), result);
      }
      return;
    case "read":
      if (path(first) !== undefined) result.commands.push(["cat", path(first) as string]);
      return;
    case "read-databrickscfg":
      result.commands.push(["cat", `${HOME_VALUE}/.databrickscfg`]);
      return;
    case "truncate":
      if (path(first) !== undefined) result.commands.push(["truncate", "-s", "0", path(first) as string]);
      return;
    case "link":
      // `os.symlink(src, dst)`, `fs.symlinkSync(target, path)`, `File.symlink(old, new)`: dst becomes a link to src.
      if (path(first) !== undefined && path(second) !== undefined) result.commands.push(["ln", "-sf", path(first) as string, path(second) as string]);
      return;
    case "copy":
    case "move":
      if (path(first) !== undefined && path(second) !== undefined) result.commands.push([effect === "copy" ? "cp" : "mv", ...(effect === "copy" ? ["-r"] : []), path(first) as string, path(second) as string]);
      return;
  }
}

/** Keyword arguments, option objects and hashes given to a process call, which are not words of its command. */
const CALL_OPTION = /^(?:\{|\*\*|[A-Za-z_]\w*\s*=(?!=)|[A-Za-z_]\w*:(?!:)|:\w+\s*=>|["'][\w-]+["']\s*=>)/;

function isCallOption(arg: Literal): boolean {
  return arg.kind === "dynamic" && CALL_OPTION.test(arg.text.trim());
}

/** Programs whose hooks the hook switches reach: git, hook managers and agent CLIs. */
const RUNS_HOOKS = /\b(?:git|claude|codex|gemini|husky|lefthook|pre-commit|overcommit)\b/;

/**
 * `os.environ["HUSKY"] = "0"; os.system("git commit …")`, `execSync("git push", { env: { …process.env, HUSKY: "0" } })`:
 * the commands it runs are judged with the hook switches it sets (`export HUSKY=0; …`, `env HUSKY=0 …`).
 */
function withHookEnvironment(language: string, code: string, result: InterpreterFindings): void {
  if (!result.shell.some((shell) => RUNS_HOOKS.test(shell)) && !result.commands.some((argv) => argv.some((word) => RUNS_HOOKS.test(word)))) return;
  const environment = hookEnvironment(language, code);
  if (environment.length === 0) return;
  const exported = environment.map((setting) => setting.replace(/=(.*)$/s, "='$1'")).join(" ");
  result.shell = result.shell.map((shell) => `export ${exported}; ${shell}`);
  result.commands = result.commands.map((argv) => ["env", ...environment, ...argv]);
}

/** A pathlib method called on a path the guard can evaluate (`Path.home().joinpath(".codex", "config.toml").write_text(…)`, `p.unlink()`). */
function pathMethod(code: string, masked: string, match: RegExpMatchArray, args: Literal[], variables: ReadonlyMap<string, string>, result: InterpreterFindings): void {
  const dot = match.index ?? 0;
  const receiver = code.slice(receiverStart(masked, dot), dot).trim();
  if (receiver === "" || result.commands.length >= MAX_PATH_METHODS) return;
  const target = evaluateExpression(receiver, "python", variables);
  if (target.kind !== "string") return;
  const method = /\w+/.exec(match[0])?.[0] ?? "";
  const command = pathMethodCommand(method, target.value, args, PATHLIB.test(masked));
  if (command) result.commands.push(command);
}

/** perl's `open`: two-argument `"| cmd"`, `"cmd |"`, `">file"`; three-argument `"-|", cmd…`, `">", file`. */
function perlOpen(strings: string[], result: InterpreterFindings): void {
  const [modeOrExpression, ...rest] = strings;
  if (modeOrExpression === undefined) return;
  if (rest.length === 0) {
    const expression = modeOrExpression.trim();
    if (expression.startsWith("|") || expression.endsWith("|")) result.shell.push(expression.replace(/^\|\s*|\s*\|$/g, ""));
    else if (/^\+?>/.test(expression)) result.commands.push(["tee", expression.replace(/^\+?>+\s*/, "")]);
    else result.commands.push(["cat", expression.replace(/^\+?<\s*/, "")]);
    return;
  }
  if (modeOrExpression === "-|" || modeOrExpression === "|-") {
    // `open(my $f, "|-", "sh")`: what the one-liner prints into the shell is code the guard does not see.
    if (rest.length === 1 && /^(?:\/bin\/)?(?:ba|z|da)?sh$/.test((rest[0] as string).trim())) result.dynamicShell = true;
    else if (rest.length === 1) result.shell.push(rest[0] as string);
    else result.commands.push(rest);
  } else if (/[>+]/.test(modeOrExpression)) result.commands.push(["tee", rest[0] as string]);
  else result.commands.push(["cat", rest[0] as string]);
}

/** Backtick, `qx{}`, `%x()` and awk pipe commands; undefined entries stand for interpolated ones. */
function commandStrings(language: string, code: string, masked: string, variables: ReadonlyMap<string, string>): (string | undefined)[] {
  const found: (string | undefined)[] = [];
  const interpolated = (text: string) => (language === "ruby" ? text.includes("#{") : /[$@][{A-Za-z_]/.test(text));
  if (language === "perl" || language === "ruby" || language === "php") {
    for (const match of masked.matchAll(/`[^`]*`/g)) {
      const body = code.slice((match.index ?? 0) + 1, (match.index ?? 0) + match[0].length - 1);
      found.push(interpolated(body) ? interpolatedCommand(body, language, variables) : body);
    }
  }
  if (language === "perl" || language === "ruby") {
    const opener = language === "perl" ? /\bqx\s*([({[</|!])/g : /%x([({[<|!])/g;
    for (const match of masked.matchAll(opener)) {
      const open = match[1] as string;
      const close = ({ "(": ")", "{": "}", "[": "]", "<": ">" } as Record<string, string>)[open] ?? open;
      const start = (match.index ?? 0) + match[0].length;
      // The closer that balances the opener (`%x(#{f("…")})` holds parentheses of its own).
      const end = close === open ? code.indexOf(close, start) : balancedClose(code, start, open, close);
      if (end > start) found.push(interpolated(code.slice(start, end)) ? interpolatedCommand(code.slice(start, end), language, variables) : code.slice(start, end));
    }
  }
  if (language === "awk") {
    // `cmd | getline` with a command other than one literal: its value, or a command built at run time.
    for (const match of masked.matchAll(/([^;{}\n|]{1,400}?)\s*\|\s*getline/g)) {
      const text = code.slice(match.index ?? 0, (match.index ?? 0) + (match[1] as string).length).trim();
      if (/^"(?:[^"\\]|\\.)*"$/.test(text)) continue;
      const value = evaluateExpression(/^\([^()]*\)$/.test(text) ? text.slice(1, -1) : text, "awk");
      found.push(value.kind === "string" ? value.value : undefined);
    }
    for (const match of code.matchAll(/\|\s*("(?:[^"\\]|\\.)*")|("(?:[^"\\]|\\.)*")\s*\|\s*getline/g)) {
      const literal = evaluateExpression((match[1] ?? match[2]) as string, "awk");
      if (literal.kind !== "string") continue;
      if (!/^\s*(?:\/bin\/)?(?:ba|z|da)?sh\s*$/.test(literal.value)) found.push(literal.value);
      else {
        // `print "cmd" | "sh"`: the printed literal is the shell's code; anything else is unknown.
        const before = code.slice(Math.max(0, (match.index ?? 0) - 400), match.index ?? 0);
        const printed = /\bprint\s+([^;{}\n]{1,400}?)\s*$/.exec(before);
        const text = printed ? evaluateExpression(printed[1] as string, "awk") : undefined;
        found.push(text?.kind === "string" ? text.value : undefined);
      }
    }
  }
  if (language === "julia") {
    for (const match of masked.matchAll(/`[^`]*`/g)) {
      const body = code.slice((match.index ?? 0) + 1, (match.index ?? 0) + match[0].length - 1);
      found.push(body.includes("$") ? undefined : body);
    }
  }
  if (language === "node") {
    for (const match of code.matchAll(/(?:\bBun\.\$|(?<![.\w])\$)`([^`]*)`/g)) found.push((match[1] ?? "").includes("${") ? interpolatedCommand(match[1] ?? "", "node", variables, true) : match[1]);
  }
  return found;
}

/** Where the `close` balancing an `open` before `start` is, or -1 (quoted text is not skipped: perl's and ruby's quote-like bodies). */
function balancedClose(code: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let index = start; index < code.length; index++) {
    const char = code[index];
    if (char === "\\") index++;
    else if (char === open) depth++;
    else if (char === close && depth-- === 0) return index;
  }
  return -1;
}

/** Files an awk program writes with `print > "file"` or `printf … >> "file"`. */
function awkOutputFiles(code: string, masked: string): string[] {
  const files: string[] = [];
  for (const match of masked.matchAll(/>>?\s*(?=")/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = code.indexOf('"', start + 1);
    if (end > start) files.push(code.slice(start + 1, end));
  }
  return files;
}

/** Files an awk program reads with `getline [var] < "file"`. */
function awkInputFiles(code: string, masked: string): string[] {
  const files: string[] = [];
  for (const match of masked.matchAll(/\bgetline\b[\s\w$[\]]*<\s*(?=")/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = code.indexOf('"', start + 1);
    if (end > start) files.push(code.slice(start + 1, end));
  }
  return files;
}

/** A mode written as a number literal (`0o777`, `0777`, `511`) in octal digits. */
function octalMode(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^0o[0-7]+$/i.test(trimmed)) return trimmed.slice(2);
  if (/^0[0-7]+$/.test(trimmed)) return trimmed.slice(1);
  if (/^\d+$/.test(trimmed)) return Number(trimmed).toString(8);
  return undefined;
}

function merge(into: InterpreterFindings, from: InterpreterFindings): void {
  into.shell.push(...from.shell);
  into.commands.push(...from.commands);
  into.downloads.push(...from.downloads);
  into.dynamicShell ||= from.dynamicShell;
  into.networkCode ||= from.networkCode;
  into.fetches ||= from.fetches;
  into.hits.push(...from.hits);
}
