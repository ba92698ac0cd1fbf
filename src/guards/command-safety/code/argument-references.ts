/**
 * The command-line arguments a one-liner reads (`python3 -c "…open(sys.argv[1])…" ~/.aws/credentials`):
 * each reference to one is replaced by a marked string literal before the code is read, so what the
 * code does with it (opens, removes, copies) is found as for any literal, and the mark is then
 * read back as the argument the shell gave, with its expansions (a glob, a variable) intact.
 */

/** How a language names its arguments after one-liner code, and the index the first of them has there. */
interface ArgumentList {
  pattern: RegExp;
  first: number;
}

/**
 * python(1): with `-c`, `sys.argv[0]` is `-c`; node(1): with `-e`, `process.argv[0]` is node itself;
 * ruby(1): `ARGV[0]` (or `$*[0]`) is the first; perlvar: `$ARGV[0]`; php(1): with `-r`, `$argv[0]`
 * names the code.
 */
const ARGUMENT_LISTS: Readonly<Record<string, readonly ArgumentList[]>> = {
  python: [{ pattern: /\bsys\s*\.\s*argv\s*\[\s*(\d{1,2})\s*\]/g, first: 1 }],
  node: [{ pattern: /\bprocess\s*\.\s*argv\s*\[\s*(\d{1,2})\s*\]/g, first: 1 }],
  ruby: [{ pattern: /\bARGV\s*\[\s*(\d{1,2})\s*\]/g, first: 0 }, { pattern: /\$\*\s*\[\s*(\d{1,2})\s*\]/g, first: 0 }],
  perl: [{ pattern: /\$ARGV\s*\[\s*(\d{1,2})\s*\]/g, first: 0 }],
  php: [{ pattern: /\$argv\s*\[\s*(\d{1,2})\s*\]/g, first: 1 }],
};

/** The start of a marked literal: a control character no real argument holds, then `arg:N`. */
const MARK = "\u0004arg:";
const MARKED = /^\u0004arg:(\d{1,2})/;

/**
 * The code with each reference to argument N (of `count` given) replaced by a marked string literal.
 *
 * @example
 * withArgumentMarks("python", "print(open(sys.argv[1]).read())", 1) // "print(open('\u0004arg:0').read())"
 */
export function withArgumentMarks(language: string, code: string, count: number): string {
  const lists = ARGUMENT_LISTS[language];
  if (lists === undefined || count === 0) return code;
  let marked = code;
  for (const { pattern, first } of lists) {
    marked = marked.replace(pattern, (whole, written: string) => {
      const at = Number(written) - first;
      return at >= 0 && at < count ? `'${MARK}${at}'` : whole;
    });
  }
  return marked;
}

/**
 * Which argument a word the code computed starts with, and what follows it (`'\u0004arg:0' + ".bak"`
 * → `{ index: 0, rest: ".bak" }`); undefined for any other word.
 */
export function argumentReference(word: string): { index: number; rest: string } | undefined {
  const found = MARKED.exec(word);
  return found === null ? undefined : { index: Number(found[1]), rest: word.slice(found[0].length) };
}

const MARKS = /\u0004arg:(\d{1,2})/g;

/**
 * Text the code computed (a shell command for `os.system`) with every argument mark replaced by
 * the argument the shell gave: `os.system(sys.argv[1]) 'rm -rf ~'` runs `rm -rf ~`. Undefined when
 * a marked argument's value is only known when the command runs, so the caller judges the text as
 * built at run time.
 *
 * @example
 * withArguments("\u0004arg:0 --force", ["rm -rf ~"]) // "rm -rf ~ --force"
 */
export function withArguments(text: string, values: readonly (string | undefined)[]): string | undefined {
  let unknown = false;
  const resolved = text.replace(MARKS, (_whole, written: string) => {
    const value = values[Number(written)];
    if (value === undefined) unknown = true;
    return value ?? "";
  });
  return unknown ? undefined : resolved;
}
