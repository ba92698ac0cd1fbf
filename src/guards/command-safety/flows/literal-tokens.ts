import { isPlaceholderValue } from "../../secret-redaction/allow-list.js";
import { ruleMatches } from "../../secret-redaction/rule-matches.js";
import type { SecretRule } from "../../secret-redaction/rules/secret-rule.js";
import { VENDOR_TOKEN_RULES } from "../../secret-redaction/rules/vendor-tokens.js";

/**
 * Credentials written literally into a command: a token in a vendor's documented format (`ghp_…`,
 * `sk-proj-…`, `dop_v1_…`, `xoxb-…`, `AKIA…`, a Slack or Discord webhook URL, an Azure storage
 * account key) is in the transcript and the shell's history as soon as the command is written,
 * whatever the command does with it. The formats are the secret-redaction guard's vendor rules,
 * so both guards know the same tokens; documented examples and placeholders (`ghp_xxxx…`,
 * `AKIAIOSFODNN7EXAMPLE`, `<token>`) are not tokens.
 */

/**
 * Vendor rules read here: all but Discord's bot token, whose format has no prefix of its own (three
 * base64 parts that other values share), so only a context the redaction guard reads tells it apart.
 */
const RULES: readonly SecretRule[] = VENDOR_TOKEN_RULES.filter((rule) => rule.id !== "discord-bot-token");
/** Any of the rules' formats, tested once before each rule is: most commands hold none. */
const ANY_FORMAT = new RegExp(RULES.map((rule) => `(?:${rule.pattern.source})`).join("|"));
/** The shortest token the rules know is longer than this. */
const SHORTEST = 20;
/** Longer texts are scripts and data, not a command someone typed; they are left to the other rules. */
const LONGEST = 65_536;

/** A token found in a command's text. */
export interface LiteralToken {
  /** The vendor rule's kind (`github-token`, `openai-api-key`). */
  kind: string;
  /** The token's first characters, for reasons (`ghp_12…`): never the whole secret. */
  shown: string;
}

/**
 * The first vendor token written literally in `text`, or undefined.
 *
 * @example
 * literalToken('curl -H "Authorization: token ghp_…36 characters…" https://api.github.com/user') // { kind: "github-token", shown: "ghp_…" }
 * literalToken("export OPENAI_API_KEY=sk-proj-<your key>") // undefined
 */
export function literalToken(text: string): LiteralToken | undefined {
  if (text.length < SHORTEST || text.length > LONGEST || !ANY_FORMAT.test(text)) return undefined;
  for (const rule of RULES) {
    const found = firstSecret(rule, text);
    if (found !== undefined) return { kind: rule.kind ?? rule.id, shown: `${found.slice(0, Math.min(8, Math.floor(found.length / 4)))}…` };
  }
  return undefined;
}

/** The rule's first match in the text that passes its own checks and is not a placeholder. */
function firstSecret(rule: SecretRule, text: string): string | undefined {
  for (const found of ruleMatches(rule, text, isPlaceholderValue)) {
    const secret = text.slice(found.start, found.end);
    if (!isPlaceholderValue(secret)) return secret;
  }
  return undefined;
}
