import { ownEntry } from "../../../util/own-entry.js";

/**
 * Code an interpreter one-liner fetches and runs without a shell pipe: the fetched text handed to
 * the language's own evaluators, bytes written to an anonymous memory file and executed from it,
 * or a file written with what was fetched (then run as any downloaded file is).
 */

/** Each language's evaluators given something other than a string literal (strings are masked to blanks first). */
const DYNAMIC_EVALUATORS: Readonly<Record<string, RegExp>> = {
  python: /(?<![.\w])(?:exec|eval|compile|execfile)\s*\(\s*(?!["'])|\b(?:pickle|cPickle|marshal|dill|cloudpickle)\.loads?\s*\(/,
  node: /(?<![.\w])eval\s*\(\s*(?!["'`])|\bnew\s+Function\s*\(|(?<![.\w])Function\s*\(\s*(?!["'`])|\b(?:runInThisContext|runInNewContext|runInContext|compileFunction|_compile)\s*\(|\bnew\s+(?:vm\.)?Script\s*\(|\bimport\s*\(\s*(?!["'`])|\.then\s*\(\s*(?:eval|Function)\s*\)/,
  ruby: /(?<![.\w])eval\b(?!\s*\(?\s*["'])|\b(?:instance_eval|class_eval|module_eval|instance_exec)\b(?!\s*\(?\s*["'])(?!\s*(?:do\b|\{))/,
  perl: /(?<![.\w$@%])eval\b(?!\s*\{)(?!\s*\(?\s*["'])/,
  php: /(?<![.\w$>])(?:eval|assert|create_function)\s*\(\s*(?!["'])/,
  lua: /(?<![.\w:])(?:load|loadstring|dofile|loadfile)\s*\(\s*(?!["'])/,
};

/** A program that fetches named inside the code's strings: `io.popen('curl -s https://…')`, `` `curl …` ``. */
const FETCHING_PROGRAM = /\b(?:curl|wget)\b[^;\n]{0,200}?\bhttps?:\/\//;
/** An anonymous memory file (`memfd_create`) executed by descriptor or `/proc/self/fd/N`. */
const MEMORY_FILE = /\bmemfd_create\b/;
const RUN_BY_DESCRIPTOR = /\b(?:fexecve|execve?|execvpe?|execl[ep]?|spawnv?e?)\b|\/proc\/self\/fd\/|\/dev\/fd\//;

/** Files written with content (`open(P, 'wb').write(…)`, `fs.writeFileSync(P, …)`, `File.write(P, …)`, `file_put_contents(P, …)`, `getstore(U, P)`). */
const FILE_WRITES = [
  /\bopen\s*\(\s*(["'])([^"'\n]{1,256})\1\s*,\s*["'][wa]b?\+?["']/g,
  /\b(?:writeFileSync|writeFile|createWriteStream|Deno\.writeTextFile|Deno\.writeFile|Bun\.write)\s*\(\s*(["'`])([^"'`\n]{1,256})\1/g,
  /\b(?:File\.write|File\.binwrite|IO\.write|file_put_contents)\s*\(\s*(["'])([^"'\n]{1,256})\1/g,
  /\bFile\.open\s*\(\s*(["'])([^"'\n]{1,256})\1\s*,\s*["'][wa]b?\+?["']/g,
  /\b(?:IO\.copy_stream|getstore|mirror)\s*\([^()]{0,256}?,\s*(["'])([^"'\n]{1,256})\1\s*\)/g,
];
const URL_LITERAL = /["'`](https?:\/\/[^"'`\s]{1,512})["'`]/;

/**
 * Whether code that fetches from the network runs what it fetched: the language's evaluators given
 * a computed value (`exec(r.text)`, `new Function(t)`, `vm.runInThisContext(t)`, `eval(d)`,
 * `load(io.popen('curl …'):read('*a'))`), or bytes written to a `memfd_create` file and executed.
 *
 * @example
 * runsFetchedCode("python", "import requests;r=requests.get(u);exec(r.text)", true) // true
 * runsFetchedCode("python", "import requests;print(requests.get(u).status_code)", true) // false
 */
export function runsFetchedCode(language: string, masked: string, fetches: boolean, code: string = masked): boolean {
  if (!fetches && !FETCHING_PROGRAM.test(code)) return false;
  if (MEMORY_FILE.test(masked) && RUN_BY_DESCRIPTOR.test(code)) return true;
  const evaluators = ownEntry(DYNAMIC_EVALUATORS, language === "deno" || language === "bun" ? "node" : language);
  return evaluators !== undefined && evaluators.test(masked);
}

/**
 * The files code that fetches from the network writes, as the `curl -o FILE URL` that writes the
 * same, so a later run of FILE (`subprocess.run(['sh', FILE])`, `os.chmod` then exec) is judged
 * as running a download. The URL is the first one the code names.
 *
 * @example
 * fetchedFileWrites("open('/tmp/x.sh','wb').write(urlopen('https://x.example/i.sh').read())") // [["curl", "-sSLo", "/tmp/x.sh", "https://x.example/i.sh"]]
 */
export function fetchedFileWrites(code: string): string[][] {
  const url = URL_LITERAL.exec(code)?.[1] ?? "https://fetched.invalid/";
  const writes: string[][] = [];
  for (const pattern of FILE_WRITES) {
    for (const match of code.matchAll(pattern)) {
      if (writes.length >= 8) return writes;
      writes.push(["curl", "-sSLo", match[2] as string, url]);
    }
  }
  return writes;
}
