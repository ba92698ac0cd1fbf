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

/** A sentence or a label (`Forgot your password?`, `put your unique phrase here`): words, no secret. */
const PROSE = /^[A-Za-z][A-Za-z']*(?:[ ,]+[A-Za-z][A-Za-z']*)+[.!?:]*$/;
/** A value that is a word or an identifier (`production-database`, `refresh_token_key`). */
const IDENTIFIER = /^[A-Za-z]+(?:[-_.]+[A-Za-z]+)*$/;
/** A file's name (`service-account.json`, `.my.cnf`): where a secret is kept, not the secret. */
const FILE_NAME = /^[\w.-]*\.(?:json|ya?ml|toml|ini|env|txt|pem|p12|pfx|jks|crt|cfg|conf|cnf|xml|properties|tfrc|gpg|asc|kdbx)$/i;
const CAMEL_WORDS = /^(?:[A-Z]+|[A-Za-z][a-z]+)(?:[A-Z][a-z]+)+(?:\$?\d+)?$/;
/** JavaScript's typed arrays (`password: Uint8Array`): a type annotation, not a value. */
const TYPED_ARRAY = /^(?:Big)?(?:Ui|I)nt(?:8|16|32|64)(?:Clamped)?Array$|^Float(?:16|32|64)Array$/;
/** Words joined by separators (`github-token`, `secret-value`): a name, where a secret's value would be random. */
const JOINED_WORDS = /^[A-Za-z]{2,}(?:[-_.]+[A-Za-z]{2,})+$/;

/**
 * Whether a value assigned to a secret-marking name is a secret: not a dummy, a type, a reference,
 * a sentence or a code expression; for passwords at least six characters mixing two kinds of
 * character (or twelve of one); for other secrets at least twelve characters of high entropy.
 */
export function isAssignedSecret(value: string, kind: string, quoted: boolean): boolean {
  if (value.length < 6 || isDummyValue(value) || NOT_SECRETS.has(value.toLowerCase())) return false;
  // A bare member access or call (`config.password`, `self.token`) is code, not a value.
  if (!quoted && /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false;
  if (/^\d{1,9}$/.test(value) || /^0x[0-9a-f]{1,16}$/i.test(value)) return false;
  // `NAME=…`: the next assignment, not a value (`1Password: API_KEY=<your key>`).
  if (!quoted && /^[A-Za-z_][A-Za-z0-9_]*=/.test(value)) return false;
  // A path or a URL without credentials names where a secret is, not the secret.
  if (/^(?:~?\/|\.\.?\/|[A-Za-z]:\\|file:|https?:\/\/(?![^/\s]*@))/.test(value)) return false;
  if (FILE_NAME.test(value)) return false;
  // A type or an identifier in camel case (`QuestionDotToken`, `ArrowToken$1`): code, where a secret would be random.
  if (CAMEL_WORDS.test(value) || TYPED_ARRAY.test(value)) return false;
  if (value.includes(" ") && PROSE.test(value)) return false;
  // An interpolated string (`sk-${prefix}…`, `"#{token}"`) is built from other values, not a secret written down.
  if (/\$\{|#\{/.test(value)) return false;
  // A YAML alias, anchor or tag (`*db_password`, `!vault`) stands for a value written elsewhere.
  if (!quoted && /^[*&!][A-Za-z_][\w.-]*$/.test(value)) return false;
  const classes = characterClasses(value);
  if (kind === "password") return (classes >= 2 || value.length >= 12) && !/^[a-z]{2,}(?:[-_.][a-z]{2,})+$/.test(value);
  if (value.length < 12) return classes >= 3 && value.length >= 8;
  return shannonEntropy(value) >= 3 && classes >= 2 && !JOINED_WORDS.test(value);
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

/** A label of up to four words ending at `start` (`API key`, `Personal access token`), or undefined. */
function labelBefore(text: string, start: number, name: string): string | undefined {
  let from = start;
  let words = 0;
  while (words < 3 && from > 1 && text[from - 1] === " " && /[A-Za-z]/.test(text[from - 2]!)) {
    let word = from - 1;
    while (word > 0 && /[A-Za-z]/.test(text[word - 1]!)) word--;
    if (word > 0 && !/[\s"'`([{,;|>*#-]/.test(text[word - 1]!)) break;
    from = word;
    words++;
  }
  return words === 0 ? undefined : `${text.slice(from, start - 1)} ${name}`;
}

/** Whether a quoted argument after a secret's name can be its value: not a flag, a word, a name or a file. */
function isArgumentValue(value: string): boolean {
  return !value.startsWith("-") && !IDENTIFIER.test(value) && !/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(value);
}

/** Calls that take a secret's name, not its value (`getenv("TOKEN")`, `readPassword("Enter…")`). */
const LOOKUP_CALL = /^(?:get|read|load|fetch|find|lookup|has|is|check|validate|verify|parse|decode|hash|compare|prompt|ask|input|request|print|log|format|render|translate|t$|i18n|require|delete|remove|unset|clear|reset)/i;

/**
 * The pattern starts at a secret-marking word, which is cheap to find; the name around it, the
 * connector and the value are then read from the match. Groups: 1 the rest of the name, 2 a closing
 * quote (escaped in a JSON string, or closing a subscript), 3 the connector, 4 the opening quote,
 * 5 a quoted value, 6 an escaped opening quote, 7 a value between escaped quotes, 8 a bare value.
 * A quoted value may carry a string prefix (`r"…"`, `b"…"`, `@"…"`).
 */
const ASSIGNMENT = new RegExp(
  String.raw`(?:pass|pwd|secret|token|cred|key|auth|pin|pat|bearer)([A-Za-z0-9_.-]{0,40})((?:\\?["'])?\]?)([ \t]*(?::=|=>|=|:|,|\()[ \t]*|[ \t]+)` +
    String.raw`(?:(?:[rRbBuUfF]{1,2}|@|\$@?|@\$)?(["'\`])((?:(?!\4)[^\\\n]|\\.){1,1000})\4|\\(["'])([^\\\n"']{1,1000})\\\6|([^\s"'\`,;&()<>{}\[\]\\]{1,1000}))`,
  "gi",
);

function locateAssignment(match: RegExpExecArray, text: string): { start: number; end: number; kind: string } | undefined {
  const group = match[5] !== undefined ? 5 : match[7] !== undefined ? 7 : 8;
  const value = match[group]!;
  // Most matches are `token_count=5` or `key=value`: rejected on the value before the name is read.
  if (value.length < 6 || !match.indices) return undefined;
  const quoted = group !== 8;
  const start = nameStart(text, match.index);
  const closing = match[2]!;
  const connector = match[3]!.trim();
  // The name: what precedes the word, the word and the rest of the name.
  let name = text.slice(start, match.indices[1]![1]);
  const before = text[start - 1];
  const quote = closing.replace(/[\\\]]/g, "");
  if (connector === "") {
    // `--password value`: a bare space separates a value only after a command-line flag.
    if (!name.startsWith("-") || (before !== undefined && !/\s/.test(before))) return undefined;
  } else if (quote && before !== quote) {
    return undefined;
  } else if (connector === ",") {
    // `put("password", "…")`, `define('DB_PASSWORD', '…')`, `getenv("API_KEY", "…")`: a quoted name, then a quoted value
    // (in a list of names, the next one is no value).
    if (!quote || !quoted || !isArgumentValue(value)) return undefined;
  } else if (connector === "(") {
    // `.password("…")`, `setApiKey("…")`, `withToken("…")`: a setter or a builder's method, never a lookup by name
    // nor a function of the same name (`token("…")`).
    const method = name.slice(name.lastIndexOf(".") + 1);
    if (quote || !quoted || !isArgumentValue(value) || LOOKUP_CALL.test(method)) return undefined;
    if (!(name.includes(".") || before === "." || /^(?:set|with)[A-Z_]/.test(method))) return undefined;
  }
  name = name.replace(/^-{1,2}/, "").replace(/^x-/i, "");
  let kind = secretNameKind(name);
  if (kind === undefined && (connector === ":" || connector === "=") && !quote) {
    // `API key: …`, `Personal access token: …` in command output and prompts.
    const label = labelBefore(text, start, name);
    if (label !== undefined) kind = secretNameKind(label);
  }
  if (kind === undefined || !isAssignedSecret(value, kind, quoted)) return undefined;
  const [valueStart, valueEnd] = match.indices[group]!;
  // `auth = HTTPBasicAuth(…)`, `password = readPassword(…)`: a call, not a value.
  if (!quoted && text[valueEnd] === "(") return undefined;
  return { start: valueStart, end: valueEnd, kind };
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
