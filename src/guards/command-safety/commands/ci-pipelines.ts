import path from "node:path";
import { compromisedAction } from "../rules/compromised-releases.js";

/** A finding a CI file raises by what it declares rather than by a command it runs. */
export interface PipelineFinding {
  rule: string;
  decision: "ask" | "deny";
  reason: string;
}

/** The commands a CI pipeline file runs, and what it declares that is worth a finding by itself. */
export interface PipelineSteps {
  commands: { label: string; code: string }[];
  findings: PipelineFinding[];
}

const MAX_LINES = 4000;
const MAX_COMMANDS = 64;
const MAX_TEXT = 256 * 1024;

/**
 * Keys whose value the CI systems run as shell code: GitHub Actions' `run`, GitLab's and
 * Bitbucket's `script`, `before_script`, `after_script`, CircleCI's `run` and `command`, Azure's
 * `script`, `bash`, `pwsh`, `powershell` and `inlineScript`, Buildkite's `command(s)`, Drone's and
 * Woodpecker's `commands`, Travis's phases (`install`, `before_install`, `script`, …).
 */
const RUN_KEY =
  /^([ \t]*)(-[ \t]+)?(run|script|before_script|after_script|command|commands|cmd|inlineScript|bash|pwsh|powershell|install|before_install|after_install|before_script|after_success|after_failure|before_deploy|after_deploy|before_cache)[ \t]*:(?:[ \t]+(.*))?$/;
/** A `${{ … }}` expression of GitHub Actions (also Gitea and Forgejo). Linear: the inside has no braces. */
const EXPRESSION = /\$\{\{([^{}\n]{0,400})\}\}/g;
/** An expression that yields every secret of the repository at once: `${{ toJSON(secrets) }}`, `${{ secrets }}`. */
const WHOLE_SECRETS = /\$\{\{\s*(?:to[Jj][Ss][Oo][Nn]\(\s*secrets\s*\)|secrets)\s*\}\}/;
/** `uses: owner/repo[/path]@ref`. */
const USES = /^[ \t]*(?:-[ \t]+)?uses:[ \t]*["']?([\w.-]{1,100}\/[\w.-]{1,100})(?:\/[^@\s"']{0,200})?@([\w./-]{1,100})/;
/** Triggers that run with the base repository's secrets on events outsiders cause. */
const PRIVILEGED_TRIGGER = /(?:^|[\s[,{])(?:pull_request_target|workflow_run|issue_comment)\b/;
/** A checkout of the pull request's own code: its head commit, branch or ref, or its fork. */
const UNTRUSTED_CHECKOUT =
  /^[ \t]*(?:ref|repository)[ \t]*:[ \t]*["']?[^\n]{0,80}\$\{\{\s*(?:github\.event\.pull_request\.head\.(?:sha|ref|repo\.full_name)|github\.head_ref|github\.event\.workflow_run\.head_(?:sha|branch)|github\.event\.issue\.number)\b/m;

/**
 * What a CI pipeline file runs: the shell code of each step (inline, block scalars `|`/`>`, and
 * lists), with GitHub Actions expressions read as the variables they stand for (`${{ secrets.X }}`
 * → `$X`, a dump of all secrets → the environment); and, by declaration, actions pinned to a
 * compromised release by a moving tag, all secrets exposed at once, and a privileged trigger that
 * checks out and runs a pull request's code. Jenkinsfiles give their `sh`/`bat`/`powershell` steps.
 *
 * @example
 * pipelineSteps(".github/workflows/ci.yml", "steps:\n  - run: npm test\n").commands[0]?.code // "npm test"
 */
export function pipelineSteps(file: string, text: string): PipelineSteps {
  const base = path.posix.basename(file);
  const bounded = text.slice(0, MAX_TEXT);
  const found = base.startsWith("Jenkinsfile") ? jenkinsSteps(bounded) : yamlSteps(bounded);
  const commands = found.slice(0, MAX_COMMANDS).map((code) => ({ label: `${base} step`, code: readExpressions(code) }));
  const findings: PipelineFinding[] = [];
  for (const line of bounded.split("\n", MAX_LINES)) {
    const uses = USES.exec(line);
    const source = uses ? compromisedAction(uses[1] as string, uses[2] as string) : undefined;
    if (uses && source) findings.push({ rule: "rce.compromised-release", decision: "deny", reason: `${base} uses ${uses[1]}@${uses[2]}, a release of an action that ${source} names as compromised (a moving tag may point at the malicious commit; pin a known good full commit SHA)` });
  }
  if (WHOLE_SECRETS.test(bounded)) findings.push({ rule: "secrets.print-credential", decision: "ask", reason: `${base} exposes every secret of the repository at once (\${{ toJSON(secrets) }}), where a step can print or send them` });
  if (PRIVILEGED_TRIGGER.test(bounded) && /pull_request_target|workflow_run|issue_comment/.test(bounded) && UNTRUSTED_CHECKOUT.test(bounded) && commands.length > 0) {
    findings.push({ rule: "rce.cloned-code", decision: "ask", reason: `${base} checks out a pull request's own code under a privileged trigger (pull_request_target, workflow_run or issue_comment) and runs steps on it with the repository's secrets` });
  }
  return { commands, findings };
}

/** Expressions read as shell: a secret or env value → its variable, all secrets → the environment, anything else → an unknown value. */
function readExpressions(code: string): string {
  if (!code.includes("${{")) return code;
  return code.replace(EXPRESSION, (_whole, inner: string) => {
    const expression = inner.trim();
    if (/^(?:to[Jj][Ss][Oo][Nn]\(\s*secrets\s*\)|secrets)$/.test(expression)) return "$(env)";
    const named = /^(?:secrets|env|vars)\.([A-Za-z_]\w{0,100})$/.exec(expression);
    return named ? `\${${named[1] as string}}` : "${GITHUB_EXPRESSION}";
  });
}

/** The shell code of a CI YAML file's steps, line by line (no YAML library: the keys are read where they stand). */
export function yamlSteps(text: string): string[] {
  const lines = text.split("\n", MAX_LINES);
  const codes: string[] = [];
  for (let index = 0; index < lines.length && codes.length < MAX_COMMANDS; index++) {
    const match = RUN_KEY.exec(lines[index] as string);
    if (!match) continue;
    const keyIndent = (match[1] as string).length + (match[2]?.length ?? 0);
    const value = (match[4] ?? "").replace(/[ \t]+#.*$/, "").trim();
    if (/^[|>][-+0-9]*$/.test(value)) {
      const block = blockScalar(lines, index + 1, keyIndent);
      codes.push(value.startsWith(">") ? block.text.replace(/\n(?=\S)/g, " ") : block.text);
      index = block.end - 1;
    } else if (value === "") {
      // A list of commands: `script:` then `- cmd` items (at the key's indentation or deeper).
      let next = index + 1;
      while (next < lines.length && codes.length < MAX_COMMANDS) {
        const line = lines[next] as string;
        if (line.trim() === "" || /^\s*#/.test(line)) {
          next++;
          continue;
        }
        const item = /^([ \t]*)-[ \t]+(.*)$/.exec(line);
        if (!item || (item[1] as string).length < keyIndent - (match[2]?.length ?? 0)) break;
        const scalar = (item[2] as string).trim();
        if (/^[|>][-+0-9]*$/.test(scalar)) {
          const block = blockScalar(lines, next + 1, (item[1] as string).length + 1);
          codes.push(block.text);
          next = block.end;
          continue;
        }
        if (!/^[\w-]+:(?:\s|$)/.test(scalar)) codes.push(unquote(scalar));
        next++;
      }
      index = next - 1;
    } else if (value.startsWith("[") && value.endsWith("]")) {
      for (const part of value.slice(1, -1).split(/,\s*/)) if (part.trim() !== "") codes.push(unquote(part.trim()));
    } else if (!value.startsWith("{")) {
      codes.push(unquote(value));
    }
  }
  return codes.filter((code) => code.trim() !== "");
}

/** The lines of a block scalar indented deeper than its key, dedented; `end` is the first line after it. */
function blockScalar(lines: readonly string[], start: number, keyIndent: number): { text: string; end: number } {
  const body: string[] = [];
  let indent = -1;
  let end = start;
  for (; end < lines.length; end++) {
    const line = lines[end] as string;
    if (line.trim() === "") {
      body.push("");
      continue;
    }
    const own = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    if (own <= keyIndent) break;
    if (indent < 0) indent = own;
    body.push(line.slice(Math.min(indent, own)));
  }
  return { text: body.join("\n").trim(), end };
}

/** A YAML scalar without its quotes (`'it''s'` → `it's`, `"a\"b"` → `a"b`). */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replace(/''/g, "'");
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1).replace(/\\(["\\])/g, "$1").replace(/\\n/g, "\n").replace(/\\t/g, "\t");
  return value.replace(/[ \t]+#.*$/, "");
}

/** A Jenkinsfile's `sh`, `bat`, `powershell` and `pwsh` steps: `sh 'cmd'`, `sh "cmd"`, `sh '''…'''`, `sh(script: '…')`. */
function jenkinsSteps(text: string): string[] {
  const codes: string[] = [];
  const step = /\b(?:sh|bat|powershell|pwsh)[ \t]*\(?[ \t]*(?:script[ \t]*:[ \t]*)?(?=['"])/g;
  for (const match of text.matchAll(step)) {
    if (codes.length >= MAX_COMMANDS) break;
    const at = (match.index ?? 0) + match[0].length;
    const triple = text.startsWith("'''", at) ? "'''" : text.startsWith('"""', at) ? '"""' : undefined;
    if (triple) {
      const close = text.indexOf(triple, at + 3);
      if (close > 0) codes.push(text.slice(at + 3, close).trim());
      continue;
    }
    const quote = text[at] as string;
    const end = text.indexOf("\n", at + 1);
    const line = text.slice(at + 1, end < 0 ? undefined : end);
    let close = -1;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === "\\") i++;
      else if (line[i] === quote) {
        close = i;
        break;
      }
    }
    if (close >= 0) codes.push(line.slice(0, close).replace(/\\(['"\\$])/g, "$1"));
  }
  return codes;
}
