import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { Validator } from "@cfworker/json-schema";
import type { JsonSchema } from "../models/spec.js";
import { ConfigurationError } from "../errors/index.js";
import type { ToolInputSchema, ToolInputValidation } from "./types.js";

type Validate<TInput> = (input: unknown) => ToolInputValidation<TInput> | Promise<ToolInputValidation<TInput>>;

/** Whether a schema is a Standard Schema rather than a plain JSON Schema object. */
export function isStandardSchema(schema: unknown): schema is StandardSchemaV1 {
  return typeof schema === "object" && schema !== null && "~standard" in schema;
}

/** The JSON Schema a model is shown for a tool's input. */
export function toJsonSchema(toolName: string, schema: ToolInputSchema<unknown>, override?: JsonSchema): JsonSchema {
  if (override) return withoutDialect(override);
  if (!isStandardSchema(schema)) return withoutDialect(schema);
  const converter = (schema["~standard"] as Partial<StandardJSONSchemaV1.Props>).jsonSchema;
  if (!converter) {
    throw new ConfigurationError({ message: `Tool "${toolName}": its schema (${schema["~standard"].vendor}) cannot describe itself as JSON Schema; pass \`jsonSchema\` to defineTool` });
  }
  return withoutDialect(converter.input({ target: "draft-2020-12" }) as JsonSchema);
}

/** A validator for either kind of schema. */
export function createValidator<TInput>(schema: ToolInputSchema<TInput>): Validate<TInput> {
  if (isStandardSchema(schema)) {
    const standard = schema["~standard"] as StandardSchemaV1.Props<unknown, TInput>;
    const settle = (result: StandardSchemaV1.Result<TInput>): ToolInputValidation<TInput> =>
      result.issues ? { ok: false, message: formatIssues(result.issues) } : { ok: true, value: result.value };
    return (input) => {
      try {
        const result = standard.validate(input);
        return result instanceof Promise
          ? result.then(settle, (error: unknown) => ({ ok: false, message: String(error) }))
          : settle(result);
      } catch (error) {
        return { ok: false, message: `schema validation threw: ${String(error)}` };
      }
    };
  }
  const validator = new Validator(schema as ConstructorParameters<typeof Validator>[0], "2020-12", false);
  return (input) => {
    const result = validator.validate(input);
    if (!result.valid) {
      const message = result.errors
        .filter((error) => error.keyword !== "properties")
        .map((error) => `${error.instanceLocation.replace(/^#\/?/, "") || "input"}: ${error.error}`)
        .join("; ");
      return { ok: false, message: message || "input does not match the schema" };
    }
    return { ok: true, value: structuredClone(input) as TInput };
  };
}

function formatIssues(issues: ReadonlyArray<StandardSchemaV1.Issue>): string {
  return issues
    .map((issue) => {
      const path = (issue.path ?? [])
        .map((segment) => (typeof segment === "object" ? String(segment.key) : String(segment)))
        .join(".");
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

function withoutDialect(schema: JsonSchema): JsonSchema {
  if (!("$schema" in schema)) return schema;
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}
