import { unpinnedActions } from "../../security-audit/action-pins.js";
import { isCiPipelineFile } from "../../security-audit/planted-code-files.js";
import type { Invocation } from "../model.js";

/**
 * `sed -i`/`perl -pi` substitutions that take a CI workflow's actions off their pinned commit
 * (see `security-audit/action-pins.ts` for why pinning matters; the file tools' edits are judged
 * there).
 */

/** A pattern that matches a SHA by its shape rather than literally (`@[0-9a-f]\{40\}`, `@[a-f0-9]+`, `@[[:xdigit:]]*`, `@\w+`). */
const SHA_SHAPE = /@(?:\\?\[(?:0-9a-f|a-f0-9|0-9a-fA-F|a-fA-F0-9|\[:xdigit:\]|\[:alnum:\])\]|\\w|\.)[*+{\\]/i;
/** What a mutable reference looks like after `@`: a version tag or a branch, not 40 hex digits. */
const MUTABLE_REF = /@(?![0-9a-f]{40}\b)[\w.-]+/gi;

/** Programs that rewrite files in place with a substitution script (`sed -i`, `perl -pi -e`). */
const IN_PLACE_EDITORS = new Set(["sed", "gsed", "perl"]);

/**
 * The pipeline files a `sed -i`/`perl -pi` substitution rewrites from a pinned SHA to a tag or a
 * branch (`sed -i 's#tj-actions/changed-files@0e58…#tj-actions/changed-files@v44#' .github/workflows/*.yml`,
 * `sed -i -E 's/@[0-9a-f]{40}/@main/' .github/workflows/ci.yml`), with the action when it is named.
 */
export function sedUnpinnedActions(invocation: Invocation): { action: string; files: string[] } | undefined {
  if (!IN_PLACE_EDITORS.has(invocation.name)) return undefined;
  const values = invocation.argv.slice(1).map((field) => field.value ?? field.text);
  if (!values.some((value) => /^-[a-zA-Z]*i/.test(value) || value.startsWith("--in-place"))) return undefined;
  const files = values.filter((value) => !value.startsWith("-") && isCiPipelineFile(value));
  if (files.length === 0) return undefined;
  for (const script of values) {
    const parts = substitutionParts(script);
    if (!parts) continue;
    const [pattern, replacement] = parts;
    // A group reference in the replacement stands for the action's name.
    const literal = unpinnedActions(pattern, replacement.replace(/\\\d|\$\d/g, ""))[0];
    if (literal) return { action: literal, files };
    // A pattern that matches any SHA, replaced by a mutable reference.
    if (SHA_SHAPE.test(pattern) && [...replacement.matchAll(MUTABLE_REF)].length > 0) return { action: "every action it matches", files };
  }
  return undefined;
}

/** The pattern and replacement of an `s` command (sed(1), perlop's `s///`), the delimiter's escapes taken off (`actions\/checkout`). */
function substitutionParts(script: string): [string, string] | undefined {
  const delimiter = script[1];
  if (script[0] !== "s" || delimiter === undefined || /[\w\s\\]/.test(delimiter) || script.length > 1024) return undefined;
  const parts: string[] = [];
  let current = "";
  for (let index = 2; index < script.length && parts.length < 3; index++) {
    const char = script[index] as string;
    if (char === "\\" && script[index + 1] === delimiter) current += script[++index];
    else if (char === "\\" && index + 1 < script.length) current += char + script[++index];
    else if (char === delimiter) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  return parts.length === 2 ? [parts[0] as string, parts[1] as string] : undefined;
}
