import path from "node:path";
import type { DataSource, Field, Invocation } from "../model.js";
import { definesNoHooks, hookManagerFile, isEmptyHookText, switchesHooksOff } from "../../security-audit/guard-switches.js";
import type { Hit } from "./types.js";

/** Text that only ends the hook with success: `exit 0`, `exit`, `true`, `:`, with comments or blank lines around. */
const ONLY_SUCCESS = /^(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*(?:exit(?:[ \t]+0)?|true|:)[ \t]*;?(?:\n[ \t]*(?:#[^\n]*)?)*\n?$/;
/** At most this much text is judged: a hook is a few lines. */
const MAX_TEXT = 65_536;
/**
 * A sed command that adds or changes lines (GNU and BSD one-liner forms): `1a exit 0`, `1i\exit 0`,
 * `$a\` + newline + text, `/^npx/i true`, `3c exit 0`. Address and text are bounded.
 */
const SED_ADD = /^(?:\d{1,9}|\$|\/[^/\n]{0,200}\/)?(?:,(?:\d{1,9}|\$|\/[^/\n]{0,200}\/))?[ \t]*([aic])(?:\\\n?|[ \t]+)([^\n]{0,400}(?:\n[^\n]{0,400}){0,20})$/;

/**
 * A command's known input; a heredoc ended by the end of the command rather than by a newline
 * (read directly or through `cat`) keeps its delimiter as a last line (`…\nEOF`), which is not part of what is written.
 *
 * @example
 * heredocBody({ text: "exit 0\nEOF", description: "a heredoc", provenance }) // "exit 0\n"
 */
export function heredocBody(stdin: DataSource | undefined): string | undefined {
  // Also through a pipe (`cat <<'EOF' | tee f`), where the description is the producer's.
  if (stdin?.text === undefined) return undefined;
  return stdin.text.replace(/\n[A-Z_][A-Z0-9_]{0,31}$/, "\n");
}

/** The kind of hook manager's file a path is (a git hook in `.git/hooks` is guarded whatever is written: `tamper.agent-settings`). */
function hookFileKind(target: string): "script" | "config" | undefined {
  return hookManagerFile(path.posix.normalize(target));
}

/**
 * Judges text the shell writes into a hook file with the same judges the file tools use: a hook
 * manager's script (`.husky/pre-commit`, lefthook's and overcommit's scripts) replaced with text
 * that does nothing (`isEmptyHookText`: `exit 0`, `true`, every command `|| true`, CI-only), or
 * given an `exit 0` at its end, asks under `tamper.hook-manager`; a hook manager's config written whole with no hook or with a documented switch asks. Ordinary hook
 * content returns nothing, and the write keeps the answer the other rules give.
 *
 * @example
 * hookTextWrite(".husky/pre-commit", "#!/bin/sh\nexit 0\n", false, "`cat > .husky/pre-commit`") // [{ rule: "tamper.hook-manager", … }]
 * hookTextWrite(".husky/pre-commit", "npx lint-staged\n", false, "`tee .husky/pre-commit`") // []
 */
export function hookTextWrite(target: string, text: string, append: boolean, by: string): Hit[] {
  const kind = hookFileKind(target);
  if (kind === undefined || text.length > MAX_TEXT) return [];
  if (kind === "config") {
    if ((!append && definesNoHooks(text)) || switchesHooksOff(target, text)) return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${by} writes ${target} with its hooks switched off` }];
    return [];
  }
  const neutralized = append ? ONLY_SUCCESS.test(text) : isEmptyHookText(text);
  if (!neutralized) return [];
  const what = append ? `ends the hook ${target} with a success exit` : `replaces the hook ${target} with one that does nothing`;
  return [{ rule: "tamper.hook-manager", decision: "ask", reason: `${by} ${what}` }];
}

/** Programs and files that do nothing when run as a hook: `/bin/true`, `/usr/bin/true`, `/dev/null`. */
const NOTHING_PROGRAM = /^\/(?:usr\/)?bin\/(?:true|:)$|^\/dev\/null$/;
/** Programs that put a copy or a link of their first operands at the last one. */
const COPIERS = new Set(["cp", "install", "ln", "ditto", "gcp"]);

/**
 * `cp /bin/true .husky/pre-commit`, `ln -sf /dev/null .husky/pre-push`, `install -m 755 /usr/bin/true …`:
 * a hook manager's hook replaced by a program that does nothing.
 *
 * @example
 * nothingCopiedOntoHook(invocationOf("ln -sf /bin/true .husky/pre-push"), "`ln -sf /bin/true .husky/pre-push`") // [{ rule: "tamper.hook-manager", … }]
 */
export function nothingCopiedOntoHook(invocation: Invocation, by: string | (() => string)): Hit[] {
  if (!COPIERS.has(invocation.name)) return [];
  const operands = invocation.argv.slice(1, 33).filter((field) => field.value === undefined || !field.value.startsWith("-"));
  // `install -m 755 SRC DST`, `install -o user …`: the options' values are not operands.
  const values = invocation.argv.slice(1, 33).map((field) => field.value ?? "");
  const optionValues = new Set(values.filter((_, index) => /^-[mogt]$|^--(?:mode|owner|group|target-directory|suffix)$/.test(values[index - 1] ?? "")));
  const files = operands.map((field) => field.value).filter((value): value is string => value !== undefined && !optionValues.has(value));
  const target = files[files.length - 1];
  if (files.length < 2 || target === undefined || hookFileKind(target) !== "script") return [];
  return files.slice(0, -1).some((source) => NOTHING_PROGRAM.test(source)) ? [{ rule: "tamper.hook-manager", decision: "ask", reason: `${labelOf(by)} replaces the hook ${target} with a program that does nothing` }] : [];
}

/**
 * The text `printf FORMAT ARG…` prints, for the plain conversions hooks are written with (`%s`,
 * `%b`, `\n`, `\t`, `%%`); undefined for any other conversion. The format is reused while
 * arguments remain, as printf does.
 *
 * @example
 * printfText(["%s\\n", "#!/bin/sh", "exit 0"]) // "#!/bin/sh\nexit 0\n"
 */
export function printfText(args: readonly string[]): string | undefined {
  const [format, ...rest] = args;
  if (format === undefined || /%(?![sb%])/.test(format.replace(/%%/g, ""))) return undefined;
  const conversions = (format.match(/%[sb]/g) ?? []).length;
  const expand = (text: string) => text.replace(/\\n/g, "\n").replace(/\\t/g, "\t");
  const fill = (values: readonly string[]) => {
    let index = 0;
    return expand(format).replace(/%([sb%])/g, (_whole, kind: string) => (kind === "%" ? "%" : kind === "b" ? expand(values[index++] ?? "") : (values[index++] ?? "")));
  };
  if (conversions === 0 || rest.length === 0) return fill(rest);
  let text = "";
  for (let start = 0; start < rest.length && start < 64 * conversions; start += conversions) text += fill(rest.slice(start, start + conversions));
  return text;
}

/**
 * `… | tee [-a] HOOK`, `tee HOOK <<< 'exit 0'`, `tee HOOK <<'EOF' … EOF`, `… | sponge [-a] HOOK`:
 * what tee and sponge write is their standard input, judged by `hookTextWrite` for each hook file it names.
 *
 * @example
 * teeHookWrites(invocationOf("echo 'exit 0' | tee .husky/pre-push")) // [{ rule: "tamper.hook-manager", … }]
 */
export function teeHookWrites(invocation: Invocation, by: string | (() => string)): Hit[] {
  const text = heredocBody(invocation.stdin);
  if ((invocation.name !== "tee" && invocation.name !== "sponge") || text === undefined) return [];
  const args = invocation.argv.slice(1, 33);
  const append = args.some((field) => field.value !== undefined && /^(?:-[a-zA-Z]*a[a-zA-Z]*|--append)$/.test(field.value));
  const targets = args.filter((field): field is Field & { value: string } => field.value !== undefined && !field.value.startsWith("-"));
  for (const target of targets) {
    const hits = hookTextWrite(target.value, text, append, labelOf(by));
    if (hits.length > 0) return hits;
  }
  return [];
}

/**
 * `sed -i '1a exit 0' .husky/pre-commit`, `sed -i '1i true' …`, `sed -i '3c exit 0' …`: lines
 * added to or changed in a hook, in place, that only end it with success, which switches off every
 * command after them (and, at the end, the hook's status).
 *
 * @example
 * sedHookInsertions(invocationOf("sed -i '1a exit 0' .husky/pre-commit")) // [{ rule: "tamper.hook-manager", … }]
 */
export function sedHookInsertions(invocation: Invocation, by: string | (() => string)): Hit[] {
  if (!/^g?sed$/.test(invocation.name)) return [];
  const args = invocation.argv.slice(1, 33);
  const values = args.map((field) => field.value ?? "");
  if (!values.some((value) => /^-[a-zA-Z]*i|^--in-place/.test(value))) return [];
  const scripts = values.filter((value, index) => /^(?:-e|--expression)$/.test(values[index - 1] ?? "") || /^--expression=/.test(value)).map((value) => value.replace(/^--expression=/, ""));
  const first = values.find((value) => !value.startsWith("-"));
  if (scripts.length === 0 && first !== undefined) scripts.push(first);
  const neutralizing = scripts.some((script) => {
    const match = SED_ADD.exec(script.trim());
    // An added `true` or `:` is a no-op where it lands; an `exit` stops the hook there; a line changed to any of them loses its command.
    return match !== null && ONLY_SUCCESS.test((match[2] ?? "").trim()) && (match[1] === "c" || /\bexit\b/.test(match[2] ?? ""));
  });
  if (!neutralizing) return [];
  const hook = values.find((value) => !value.startsWith("-") && !scripts.includes(value) && hookFileKind(value) === "script");
  return hook === undefined ? [] : [{ rule: "tamper.hook-manager", decision: "ask", reason: `${labelOf(by)} puts a success exit into the hook ${hook}, switching off what it checks` }];
}

/** Who writes, for reasons: given as text, or as a function so that it is only built when a reason needs it. */
function labelOf(by: string | (() => string)): string {
  return typeof by === "string" ? by : by();
}
