/** One model turn: call a tool, or answer with text (which ends the agent's turn). */
export type ScriptStep = { tool: string; input: Record<string, unknown> } | { text: string };

/** What the scripted model sees of a request: which main turn it is and the last tool result's text. */
export interface ScriptView {
  /** 0 for the first request of the conversation that offers tools, then 1, 2, … */
  turn: number;
  /** The text of the last message the agent sent (a tool result, a hook's reason, the prompt). */
  lastText: string;
}

/** A model script: the next step from what the model sees. */
export type Script = (view: ScriptView) => ScriptStep;

/** A script that plays `steps` in order, then answers "done" forever. */
export function scriptOf(...steps: ScriptStep[]): Script {
  return ({ turn }) => steps[turn] ?? { text: "done" };
}

/** All the text inside a JSON value (messages in any wire format), joined by newlines. */
export function textIn(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textIn).filter((text) => text !== "").join("\n");
  if (typeof value === "object" && value !== null) return Object.values(value).map(textIn).filter((text) => text !== "").join("\n");
  return "";
}
