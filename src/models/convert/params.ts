import { ConfigurationError } from "../../errors/index.js";

/**
 * A `ModelParams` value that must be a positive integer (such as `maxTokens`), or undefined when
 * unset. Anything else is a configuration mistake, reported with the parameter's name.
 */
export function positiveIntegerParam(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value <= 0) {
    throw new ConfigurationError({ message: `${name} must be a positive integer, got ${JSON.stringify(value)}` });
  }
  return value;
}

/** A `ModelParams` value that is a non-empty list of strings (such as `stopSequences`), or undefined. */
export function stringListParam(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string") ? value : undefined;
}
