import { LimitExceeded } from "../limits.js";
import type { Token } from "./tokens.js";

const MAX_SEQUENCE = 4096;

/**
 * Bash brace expansion over a word's tokens: `{rm,-rf,/}` is three words, `a{b,c}` two, `{1..3}`
 * three. Only unquoted braces expand. Throws `LimitExceeded` beyond `max` results.
 *
 * @example
 * expandBraces([{ kind: "text", text: "{a,b}", quoted: false }], 10).length // 2
 */
export function expandBraces(tokens: readonly Token[], max: number): Token[][] {
  if (!tokens.some((token) => token.kind === "text" && !token.quoted && token.text.includes("{"))) return [[...tokens]];
  return expandAtoms(explode(tokens), max).map(implode);
}

function expandAtoms(atoms: readonly Token[], max: number): Token[][] {
  for (let index = 0; index < atoms.length; index++) {
    if (!isChar(atoms[index], "{")) continue;
    const group = findGroup(atoms, index);
    if (!group) continue;
    let alternatives: Token[][];
    if (group.commas.length > 0) {
      alternatives = [];
      const bounds = [index, ...group.commas, group.end];
      for (let alt = 0; alt + 1 < bounds.length; alt++) {
        for (const expanded of expandAtoms(atoms.slice((bounds[alt] as number) + 1, bounds[alt + 1]), max)) {
          alternatives.push(expanded);
          if (alternatives.length > max) throw new LimitExceeded("maxFieldsPerWord");
        }
      }
    } else {
      const items = sequence(atoms.slice(index + 1, group.end));
      if (!items) continue;
      if (items.length > max) throw new LimitExceeded("maxFieldsPerWord");
      alternatives = items.map((item) => [{ kind: "text", text: item, quoted: true }]);
    }
    const prefix = atoms.slice(0, index);
    const suffixes = expandAtoms(atoms.slice(group.end + 1), max);
    const results: Token[][] = [];
    for (const alternative of alternatives) {
      for (const suffix of suffixes) {
        results.push([...prefix, ...alternative, ...suffix]);
        if (results.length > max) throw new LimitExceeded("maxFieldsPerWord");
      }
    }
    return results;
  }
  return [[...atoms]];
}

function findGroup(atoms: readonly Token[], open: number): { end: number; commas: number[] } | undefined {
  let depth = 0;
  const commas: number[] = [];
  for (let index = open; index < atoms.length; index++) {
    const atom = atoms[index];
    if (isChar(atom, "{")) depth++;
    else if (isChar(atom, "}")) {
      depth--;
      if (depth === 0) return { end: index, commas };
    } else if (depth === 1 && isChar(atom, ",")) commas.push(index);
  }
  return undefined;
}

function sequence(body: readonly Token[]): string[] | undefined {
  if (!body.every((atom) => atom.kind === "text" && !atom.quoted)) return undefined;
  const text = body.map((atom) => (atom as { text: string }).text).join("");
  const numeric = /^(-?\d+)\.\.(-?\d+)(?:\.\.(-?\d+))?$/.exec(text);
  if (numeric) {
    const [from, to] = [Number(numeric[1]), Number(numeric[2])];
    const step = Math.abs(Number(numeric[3] ?? 1)) || 1;
    const width = /^-?0\d/.test(numeric[1] as string) || /^-?0\d/.test(numeric[2] as string) ? Math.max((numeric[1] as string).length, (numeric[2] as string).length) : 0;
    if (Math.abs(to - from) / step > MAX_SEQUENCE) throw new LimitExceeded("maxFieldsPerWord");
    const items: string[] = [];
    for (let n = from; from <= to ? n <= to : n >= to; n += from <= to ? step : -step) items.push(String(n).padStart(width, "0"));
    return items;
  }
  const letters = /^([A-Za-z])\.\.([A-Za-z])(?:\.\.(-?\d+))?$/.exec(text);
  if (letters) {
    const [from, to] = [(letters[1] as string).charCodeAt(0), (letters[2] as string).charCodeAt(0)];
    const step = Math.abs(Number(letters[3] ?? 1)) || 1;
    const items: string[] = [];
    for (let n = from; from <= to ? n <= to : n >= to; n += from <= to ? step : -step) items.push(String.fromCharCode(n));
    return items;
  }
  return undefined;
}

function isChar(atom: Token | undefined, char: string): boolean {
  return atom !== undefined && atom.kind === "text" && !atom.quoted && atom.text === char;
}

function explode(tokens: readonly Token[]): Token[] {
  const atoms: Token[] = [];
  for (const token of tokens) {
    if (token.kind === "text" && !token.quoted) for (const char of token.text) atoms.push({ kind: "text", text: char, quoted: false });
    else atoms.push(token);
  }
  return atoms;
}

function implode(atoms: readonly Token[]): Token[] {
  const tokens: Token[] = [];
  for (const atom of atoms) {
    const last = tokens[tokens.length - 1];
    if (atom.kind === "text" && last?.kind === "text" && last.quoted === atom.quoted) tokens[tokens.length - 1] = { ...last, text: last.text + atom.text };
    else tokens.push(atom);
  }
  return tokens;
}
