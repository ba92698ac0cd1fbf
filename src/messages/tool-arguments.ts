/** The key under which a tool call's unparseable arguments are kept. */
export const INVALID_ARGUMENTS_KEY = "_invalidJson";

/**
 * Parses the JSON arguments a model streamed for a tool call.
 *
 * Models sometimes emit broken JSON, and a max-tokens cut-off leaves it unfinished. Rather than
 * failing the whole model call, the raw text is kept as `{ _invalidJson, _error }`, which
 * `invalidToolArguments` recognises, so the tool dispatcher can tell the model what went wrong
 * and the transcript stays valid for every provider.
 *
 * @example
 * parseToolArguments('{"path": "a.txt"}'); // { path: "a.txt" }
 * parseToolArguments('{"path": "a.t');     // { _invalidJson: '{"path": "a.t', _error: "..." }
 */
export function parseToolArguments(raw: string): Record<string, unknown> {
  if (raw.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return { [INVALID_ARGUMENTS_KEY]: raw, _error: error instanceof Error ? error.message : String(error) };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { [INVALID_ARGUMENTS_KEY]: raw, _error: "the arguments must be a JSON object" };
  }
  return parsed as Record<string, unknown>;
}

/**
 * Why a tool call's input could not be parsed, or undefined when it was parsed.
 *
 * @example
 * const invalid = invalidToolArguments(call.input);
 * if (invalid) return { output: `Your arguments are not valid JSON (${invalid.error}): ${invalid.raw}`, isError: true };
 */
export function invalidToolArguments(input: unknown): { raw: string; error: string } | undefined {
  if (typeof input !== "object" || input === null) return undefined;
  const record = input as Record<string, unknown>;
  const raw = record[INVALID_ARGUMENTS_KEY];
  if (typeof raw !== "string") return undefined;
  return { raw, error: typeof record._error === "string" ? record._error : "invalid JSON" };
}
