import { ConfigurationError } from "../errors/index.js";
import { createValidator, toJsonSchema } from "./schema.js";
import { toolCapabilitiesOf, validateCapabilities } from "./tool-capabilities.js";
import { normalizeToolName } from "./tool-names.js";
import type { Tool, ToolDefinition } from "./types.js";

/**
 * Defines a tool the agent can call. Input is validated before `execute` runs (and again after any
 * `tool.before` interceptor rewrote it); invalid input goes back to the model as an error result.
 *
 * @example
 * const add = defineTool({
 *   name: "add",
 *   description: "Adds two numbers.",
 *   inputSchema: z.object({ a: z.number(), b: z.number() }),
 *   execute: ({ a, b }) => ({ output: String(a + b) }),
 * });
 */
export function defineTool<TInput = Record<string, unknown>, TDetails = unknown>(
  definition: ToolDefinition<TInput, TDetails>,
): Tool<TInput, TDetails> {
  const name = definition.name?.trim();
  if (!name) throw new ConfigurationError({ message: "defineTool: `name` is required" });
  if (typeof definition.execute !== "function") throw new ConfigurationError({ message: `Tool "${name}": \`execute\` must be a function` });
  if (typeof definition.inputSchema !== "object" || definition.inputSchema === null) {
    throw new ConfigurationError({ message: `Tool "${name}": \`inputSchema\` must be a Standard Schema or a JSON Schema object` });
  }
  const inputSchema = toJsonSchema(name, definition.inputSchema, definition.jsonSchema);
  if (definition.timeoutMs !== undefined && !(Number.isFinite(definition.timeoutMs) && definition.timeoutMs >= 0)) {
    throw new ConfigurationError({ message: `Tool "${name}": \`timeoutMs\` must be a number of milliseconds (0 for no limit)` });
  }
  const normalizedName = normalizeToolName(name);
  const declared = definition.capabilities === undefined ? undefined : validateCapabilities(name, definition.capabilities);
  return Object.freeze({
    ...definition,
    name,
    normalizedName,
    capabilities: toolCapabilitiesOf(normalizedName, declared),
    spec: { name, description: definition.description, inputSchema },
    validate: createValidator(definition.inputSchema),
  });
}
