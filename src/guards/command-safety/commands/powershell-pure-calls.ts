/** .NET types whose static members compute values and touch nothing: conversions, text, numbers, dates, paths as strings. */
const PURE_TYPES = /^(?:system\.)?(?:convert|text\.encoding|math|string|char|datetime|datetimeoffset|timespan|guid|version|uri|bitconverter|int|int32|int64|long|double|decimal|bool|boolean|byte|byte\[\]|char\[\]|string\[\]|io\.path|text\.regularexpressions\.regex|regex)$/i;
/** Members that start, load, write, delete or fetch, whatever type they are called on. */
const ACTING_MEMBERS = /\.\s*(?:invoke\w*|start|load\w*|create\w*|delete|write\w*|append\w*|move|copy|download\w*|upload\w*|open\w*|execute\w*|run\w*|send\w*|getenvironmentvariables?)\s*\(/i;

/**
 * Whether a PowerShell statement is an expression of .NET calls that only compute a value (which
 * PowerShell prints): `[Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes('Get-Date'))`,
 * `[math]::Round(2.5)`, `[guid]::NewGuid()`. Such a statement runs no command; anything else
 * (another type, a script block, a pipeline, a subexpression, a member that starts or writes) is
 * not one.
 *
 * @example
 * isPureDotnetExpression("[Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes('x'))") // true
 * isPureDotnetExpression("[Diagnostics.Process]::Start('cmd')") // false
 */
export function isPureDotnetExpression(statement: string): boolean {
  const text = statement.trim();
  if (!text.startsWith("[") || text.length > 4096) return false;
  // No pipelines, blocks, statement separators, subexpressions, calls by `&`, escapes or expansions in strings.
  if (/[|{};&`]|\$\(|"[^"]*\$/.test(text)) return false;
  if (ACTING_MEMBERS.test(text)) return false;
  // Members called on a type other than a pure one: `[IO.File]::Delete(…)`.
  const types = text.match(/\[[^[\]'"]*(?:\[\])?\]/g) ?? [];
  return types.length > 0 && types.every((type) => PURE_TYPES.test(type.slice(1, -1).replace(/\s+/g, "")));
}
