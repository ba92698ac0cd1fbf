import { expandWordSingle } from "../evaluate/expand-word.js";
import type { WordContext } from "../evaluate/word-context.js";
import { provenance, type DataSource, type Field, type Redirection } from "../model.js";
import { REDIRECT_OPERATORS } from "../shell/operators.js";
import type { ShRedirect } from "../shell/syntax-tree.js";
import { trackedFile } from "./files.js";
import type { CommandIo } from "./walker-api.js";

/**
 * The redirects of a statement: where its input comes from (heredoc, here-string, `<` file or
 * process substitution, a descriptor opened by `exec`) and the targets it writes.
 */
export function statementRedirects(redirects: readonly ShRedirect[], context: WordContext, text: string): CommandIo {
  const io: CommandIo = { assignments: new Map(), redirections: [], text };
  if (redirects.length === 0) return io;
  for (const redirect of redirects) {
    const op = REDIRECT_OPERATORS[redirect.Op] ?? "?";
    const fd = redirect.N ? Number(redirect.N.Value) : undefined;
    if (op === "<<" || op === "<<-") {
      io.stdin = heredoc(redirect, context);
      continue;
    }
    if (!redirect.Word) continue;
    const target = expandWordSingle(redirect.Word, context);
    if (op === "<<<") {
      io.stdin = dataOf(target, "a here-string");
      if (io.stdin.text !== undefined) io.stdin.text += "\n";
      continue;
    }
    const redirection: Redirection = { op, target };
    if (fd !== undefined && Number.isFinite(fd)) redirection.fd = fd;
    if (op === "<" && (fd === undefined || fd === 0)) io.stdin = inputFile(target, context);
    if (op === "<&" && (fd === undefined || fd === 0) && target.value !== undefined) {
      const opened = context.env.descriptors.get(Number(target.value));
      if (opened) io.stdin = opened;
    }
    if ((op === "<" || op === "<>") && fd !== undefined && fd > 2) io.descriptors = [...(io.descriptors ?? []), [fd, inputFile(target, context)]];
    io.redirections.push(redirection);
  }
  return io;
}

function heredoc(redirect: ShRedirect, context: WordContext): DataSource {
  const body = redirect.Hdoc;
  if (!body) return { provenance: provenance({}), text: "", description: "a heredoc" };
  const delimiter = redirect.Word ? context.source.of(redirect.Word) : "";
  if (/['"\\]/.test(delimiter)) {
    // A quoted delimiter keeps the body literal: nothing in it expands. The parser's span of the
    // body runs to the end of the closing delimiter's line, which is not part of the text.
    return { provenance: provenance({}), text: withoutDelimiterLine(context.source.of(body), delimiter.replace(/['"\\]/g, "")), description: "a heredoc" };
  }
  return dataOf(expandWordSingle(body, context, "quoted"), "a heredoc");
}

function withoutDelimiterLine(text: string, delimiter: string): string {
  if (delimiter === "") return text;
  const last = text.lastIndexOf("\n") + 1;
  return text.slice(last).replace(/^\t+/, "") === delimiter ? text.slice(0, last) : text;
}

function dataOf(field: Field, description: string): DataSource {
  if (field.value !== undefined) return { provenance: provenance({}), text: field.value, description };
  return { provenance: field.dynamic?.provenance ?? provenance({ generated: true }), description };
}

function inputFile(target: Field, context: WordContext): DataSource {
  const written = trackedFile(target, context.env.cwd, context.env);
  if (written) return written;
  if (target.process) {
    const data: DataSource = { provenance: target.process.provenance, description: "a process substitution" };
    if (target.process.text !== undefined) data.text = target.process.text;
    // `done < <(find ~/x -type f)`: a loop reading it reads the paths the listing yields.
    if (target.process.found) data.found = target.process.found;
    return data;
  }
  if (target.value !== undefined && /^\/dev\/(?:tcp|udp)\//.test(target.value)) return { provenance: provenance({ network: true }, [target.value]), description: target.value };
  return { provenance: target.dynamic?.provenance ?? provenance({}), description: `the file ${target.text}`, file: target };
}
