import type { StandardSchemaV1 } from "@standard-schema/spec";
import { Validator } from "@cfworker/json-schema";
import { describeError } from "../errors/index.js";

type SchemaDraft = ConstructorParameters<typeof Validator>[1];

/**
 * A server's JSON Schema as a Standard Schema, validated under the draft the schema names in
 * `$schema` (most servers write draft-07; the default is 2020-12), so a tuple `items` or a
 * `dependencies` keyword means what the server meant. A schema the validator cannot use rejects
 * every input with the reason, rather than letting unchecked arguments through.
 *
 * @example
 * const schema = serverInputSchema({ type: "object", properties: { path: { type: "string" } }, required: ["path"] });
 * schema["~standard"].validate({}) // { issues: [{ message: 'Instance does not have required property "path".' }] }
 */
export function serverInputSchema(jsonSchema: Record<string, unknown>): StandardSchemaV1<unknown, Record<string, unknown>> {
  let validator: Validator | undefined;
  let unusable: string | undefined;
  try {
    validator = new Validator(jsonSchema as ConstructorParameters<typeof Validator>[0], draftOf(jsonSchema), false);
  } catch (error) {
    unusable = describeError(error);
  }
  return {
    "~standard": {
      version: 1,
      vendor: "loopgate-mcp",
      validate(input) {
        if (!validator) return { issues: [{ message: `the server's input schema cannot be used: ${unusable}` }] };
        let result: ReturnType<Validator["validate"]>;
        try {
          result = validator.validate(input);
        } catch (error) {
          return { issues: [{ message: `the server's input schema cannot be used: ${describeError(error)}` }] };
        }
        if (result.valid) return { value: structuredClone(input) as Record<string, unknown> };
        const issues = result.errors
          .filter((error) => error.keyword !== "properties" && error.keyword !== "items")
          .map((error) => ({ message: error.error, path: pointerSegments(error.instanceLocation) }));
        return { issues: issues.length > 0 ? issues : [{ message: "the input does not match the server's schema" }] };
      },
    },
  };
}

function draftOf(schema: Record<string, unknown>): SchemaDraft {
  const dialect = typeof schema.$schema === "string" ? schema.$schema : "";
  if (/draft-0?4\b/.test(dialect)) return "4";
  if (/draft-0?[67]\b/.test(dialect)) return "7";
  if (dialect.includes("2019-09")) return "2019-09";
  return "2020-12";
}

/** `#/edits/0/oldText` → `["edits", "0", "oldText"]`. */
function pointerSegments(location: string): string[] {
  return location
    .replace(/^#\/?/, "")
    .split("/")
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~"));
}
