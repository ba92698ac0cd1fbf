import type { Field } from "../model.js";
import { isInHomeCredentialStore } from "../../security-audit/exceptions.js";
import { createPathView } from "../../security-audit/path-matcher.js";

/** Where a literal part of a word starts a dot directory: `/.ssh/…`, `/.aws/…`. */
const DOT_DIRECTORY = /\/\.[A-Za-z][\w.-]*\//;
const MAX_SUFFIX = 256;

/**
 * The home-directory path a word of unknown value names by its literal parts, when those parts
 * are a home credential store's file (`$X/.ssh/id_rsa`, `"${P}/.aws/credentials"`): whatever the
 * variables hold, a path ending in a credential store's file is judged as that file. Undefined for
 * anything else (`$ROOT/.github/workflows/ci.yml`, `$OUT/.cache/x`).
 *
 * @example
 * credentialStoreSuffix(field("$X/.ssh/id_rsa"), "/home/ada") // "/home/ada/.ssh/id_rsa"
 */
export function credentialStoreSuffix(field: Field, home: string): string | undefined {
  const literal = field.dynamic?.ifEmpty;
  if (field.value !== undefined || literal === undefined || literal.length > MAX_SUFFIX || home === "") return undefined;
  const at = DOT_DIRECTORY.exec(literal)?.index;
  if (at === undefined) return undefined;
  const candidate = `${home.replace(/\/+$/, "")}${literal.slice(at)}`;
  return isInHomeCredentialStore(createPathView(candidate, [home])) ? candidate : undefined;
}
