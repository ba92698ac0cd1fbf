/** A secret a rule located itself: its span and kind, and a rank when it differs from the rule's. */
export interface LocatedSecret {
  start: number;
  end: number;
  kind: string;
  rank?: number;
}

/**
 * A detection rule: a pattern written from a vendor's documented token format (or a structural
 * format such as PEM), and an optional check of what it matched.
 */
export interface SecretRule {
  /** Rule id, also the placeholder's kind unless `kind` says otherwise. */
  id: string;
  /** The kind placeholders name (default: `id`). */
  kind?: string;
  /** A global regular expression (the detector adds the `d` flag to locate groups). */
  pattern: RegExp;
  /** The capture group holding the secret (default: the whole match), or a function choosing it. */
  group?: number | ((match: RegExpExecArray) => number);
  /** The kind of one match, when it depends on what matched (default: `kind`, then `id`). */
  kindOf?: (match: RegExpExecArray) => string;
  /** Rejects a match that has the format but cannot be the secret (a checksum, a decoded header). */
  validate?: (secret: string, match: RegExpExecArray) => boolean;
  /**
   * The part of a match checked against the allow-list of dummies and placeholders (default: the
   * secret itself); `undefined` to skip the check (a private key's base64 may repeat characters).
   */
  allowListed?: (match: RegExpExecArray) => string | undefined;
  /**
   * Locates the secret of a match itself, for rules whose pattern finds only where to look (the
   * name before a value, the `://` of a URL): returns the span and kind (or several, for a match
   * holding several secrets, such as a `Cookie` header), or `undefined` to reject.
   * When given, `group`, `validate`, `kindOf` and `allowListed` are not used.
   */
  locate?: (match: RegExpExecArray, text: string) => LocatedSecret | readonly LocatedSecret[] | undefined;
  /** Where the format is documented. */
  source: string;
  /** When two findings overlap, the higher rank names the merged span (vendor 3, structure 2, names 1). */
  rank: number;
}

/** What may touch a token on either side: anything that cannot be part of it. */
export const TOKEN_START = String.raw`(?<![A-Za-z0-9_\-])`;
/** What may follow a token. */
export const TOKEN_END = String.raw`(?![A-Za-z0-9_\-])`;

/** A vendor token: `body` between token boundaries. */
export function token(body: string, flags = "g"): RegExp {
  return new RegExp(`${TOKEN_START}(?:${body})${TOKEN_END}`, flags);
}
