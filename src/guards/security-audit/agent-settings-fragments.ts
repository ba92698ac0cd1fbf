import { looseningBetween, type Policy } from "./config-tightening.js";
import { keyPlaces, policyAt, type AgentSettingsKind } from "./agent-settings-tightening.js";

/** A fragment longer than this is not read. */
const MAX_FRAGMENT = 16_384;

/**
 * Why an edit of an agent's JSON settings, seen only as the text it replaces and its replacement
 * (the file is not on disk to apply it to), is not shown to only tighten them; undefined when it
 * is. Each side is read as the part of the file it shows: commas at its ends dropped, brackets it
 * opens closed where it stops (what follows is the same text in both), wrapped in braces. Every
 * top-level key of the two must have one meaning in the agent's settings model (`deny` is
 * `permissions.deny`), and the two are compared there as whole files are. A side that is not such
 * a fragment (it starts inside a list, or a key has no single place) is not shown to tighten.
 *
 * @example
 * fragmentEditProblem("claude", '"deny": [', '"deny": [\n  "Bash(curl:*)",') // undefined
 * fragmentEditProblem("claude", '"allow": [', '"allow": [\n  "Bash(*)",') // "it changes permissions.allow"
 */
export function fragmentEditProblem(kind: AgentSettingsKind, oldText: string, newText: string): string | undefined {
  const before = fragmentObject(oldText);
  const after = fragmentObject(newText);
  if (before === undefined || after === undefined) return "the edit cannot be read without the settings on disk";
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    // A key found in several places is judged once when it means the same in each (Gemini CLI's `sandbox`, top-level or under `tools`).
    const places = keyPlaces(kind, key);
    const policies = new Set(places.map((place) => JSON.stringify(policyAt(kind, place))));
    if (places.length === 0 || policies.size !== 1) return `the edit changes ${key}, which cannot be placed in the settings`;
    const place = places[0] as string[];
    const policy = policyAt(kind, place) as Policy;
    const changed = looseningBetween({ [key]: policy }, { [key]: before[key] }, { [key]: after[key] });
    if (changed !== undefined) return `it changes ${[...place.slice(0, -1), changed].join(".")}`;
  }
  return undefined;
}

/** A fragment of a JSON object's text, read as an object (`"a": [1,` → `{ a: [1] }`); undefined when it is not one. */
function fragmentObject(text: string): Record<string, unknown> | undefined {
  if (text.length > MAX_FRAGMENT) return undefined;
  const trimmed = text.trim().replace(/^,+/, "").replace(/,+$/, "").trim();
  const closers = unclosed(trimmed);
  if (closers === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(`{${trimmed.replace(/,\s*$/, "")}${closers}}`.replace(/,(\s*[\]}])/g, "$1"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The brackets a fragment opens and does not close, as the text that closes them; undefined when it closes one it did not open. */
function unclosed(text: string): string | undefined {
  const open: string[] = [];
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") open.push(char === "[" ? "]" : "}");
    else if (char === "]" || char === "}") {
      if (open.pop() !== char) return undefined;
    }
  }
  return inString ? undefined : open.reverse().join("");
}
