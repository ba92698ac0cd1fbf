import { characterClasses, isDummyValue, shannonEntropy } from "../allow-list.js";
import type { SecretRule } from "./secret-rule.js";
import { secretNameKind } from "./secret-names.js";

const NAMES = 1;

/** Values that name a type or a state rather than hold a secret. */
const NOT_SECRETS = new Set([
  "password", "passwd", "secret", "token", "string", "str", "text", "required", "optional", "hidden", "none", "null", "nil", "undefined",
  "empty", "true", "false", "yes", "no", "on", "off", "bool", "boolean", "number", "int", "integer", "any", "unknown", "object", "bytes",
  "secretstr", "redacted", "masked", "unset", "default", "env", "file", "stdin", "prompt", "bearer", "basic", "keyring", "vault",
]);

/**
 * Whether a value assigned to a secret-marking name is a secret: not a dummy, a type, a reference
 * or a code expression; for passwords at least six characters mixing two kinds of character (or
 * twelve of one); for other secrets at least twelve characters of high entropy.
 */
export function isAssignedSecret(value: string, kind: string, quoted: boolean): boolean {
  if (value.length < 6 || isDummyValue(value) || NOT_SECRETS.has(value.toLowerCase())) return false;
  // A bare member access or call (`config.password`, `self.token`) is code, not a value.
  if (!quoted && /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false;
  if (/^\d{1,9}$/.test(value)) return false;
  // `NAME=…`: the next assignment, not a value (`1Password: API_KEY=<your key>`).
  if (!quoted && /^[A-Za-z_][A-Za-z0-9_]*=/.test(value)) return false;
  // A path or a URL without credentials names where a secret is, not the secret.
  if (/^(?:~?\/|\.\.?\/|[A-Za-z]:\\|file:|https?:\/\/(?![^/\s]*@))/.test(value)) return false;
  const classes = characterClasses(value);
  if (kind === "password") return classes >= 2 || value.length >= 12;
  if (value.length < 12) return classes >= 3 && value.length >= 8;
  return shannonEntropy(value) >= 3 && classes >= 2;
}

function isNameChar(code: number): boolean {
  // A-Z a-z 0-9 _ . -
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95 || code === 46 || code === 45;
}
const MAX_NAME = 60;

/** The start of the identifier that ends at `end` (walking back over name characters). */
function nameStart(text: string, from: number): number {
  let start = from;
  while (start > 0 && from - start < MAX_NAME && isNameChar(text.charCodeAt(start - 1))) start--;
  return start;
}

/**
 * The pattern starts at a secret-marking word, which is cheap to find; the name around it, the
 * connector and the value are then read from the match. Groups: 1 the rest of the name, 2 a closing
 * quote, 3 the connector, 4 the opening quote, 5 a quoted value, 6 a bare value.
 */
const ASSIGNMENT = new RegExp(
  String.raw`(?:pass|pwd|secret|token|cred|key|auth|pin|pat)([A-Za-z0-9_.-]{0,40})(["']?)([ \t]*(?::=|=>|=|:)[ \t]*|[ \t]+)` +
    String.raw`(?:(["'\`])((?:(?!\4)[^\\\n]|\\.){1,1000})\4|([^\s"'\`,;&()<>{}\[\]]{1,1000}))`,
  "gi",
);

function locateAssignment(match: RegExpExecArray, text: string): { start: number; end: number; kind: string } | undefined {
  const quoted = match[5] !== undefined;
  const value = quoted ? match[5]! : match[6]!;
  // Most matches are `token_count=5` or `key=value`: rejected on the value before the name is read.
  if (value.length < 6) return undefined;
  const start = nameStart(text, match.index);
  // The name: what precedes the word, the word, and the rest of the name in the match.
  let name = text.slice(start, match.index) + match[0].slice(0, match[0].length - (match[2]!.length + match[3]!.length + valueLength(match)));
  const before = text[start - 1];
  const connector = match[3]!;
  const spaced = connector.trim() === "";
  if (spaced) {
    // `--password value`: a bare space separates a value only after a command-line flag.
    if (!name.startsWith("-") || (before !== undefined && !/\s/.test(before))) return undefined;
  } else if (match[2] && before !== match[2]) {
    return undefined;
  }
  name = name.replace(/^-{1,2}/, "").replace(/^x-/i, "");
  const kind = secretNameKind(name);
  if (kind === undefined) return undefined;
  if (!isAssignedSecret(value, kind, quoted)) return undefined;
  const end = match.index + match[0].length - (quoted ? 1 : 0);
  return { start: end - value.length, end, kind };
}

function valueLength(match: RegExpExecArray): number {
  return match[5] !== undefined ? match[5].length + 2 : match[6]!.length;
}

const XML_ELEMENT = /<([A-Za-z0-9_.:-]{0,40}(?:pass|pwd|secret|token|cred|key|auth)[A-Za-z0-9_.:-]{0,40})>([^<\n]{6,500})<\/\1>/gi;

/**
 * Secrets recognised by the name they are assigned to: `KEY=value` in `.env` files and shells,
 * `key: value` in YAML and JSON, `key = "value"` in code and TOML, `--password value` flags and
 * `<password>value</password>` in XML. The name must mark a secret, the value must look like one.
 */
export const ASSIGNED_SECRET_RULES: readonly SecretRule[] = [
  {
    id: "assigned-secret",
    pattern: ASSIGNMENT,
    locate: locateAssignment,
    source: "dotenv, YAML, JSON, TOML and shell assignment syntax; command-line flags such as --password",
    rank: NAMES,
  },
  {
    id: "xml-secret",
    pattern: XML_ELEMENT,
    locate: (match) => {
      const kind = secretNameKind(match[1]!.replace(/^.*:/, ""));
      if (kind === undefined || !isAssignedSecret(match[2]!, kind, true)) return undefined;
      const start = match.index + match[1]!.length + 2;
      return { start, end: start + match[2]!.length, kind };
    },
    source: "XML elements such as <password> in Maven settings.xml",
    rank: NAMES,
  },
];
