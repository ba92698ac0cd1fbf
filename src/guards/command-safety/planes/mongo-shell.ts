import type { SqlEffect } from "./sql-statements.js";

/** Method calls of the MongoDB shell that lose data, with the rule each one breaks. */
const DESTRUCTIVE_CALLS: readonly { pattern: RegExp; rule: string; what: string }[] = [
  { pattern: /\.\s*dropDatabase\s*\(/, rule: "planes.sql-drop", what: "drops the database" },
  { pattern: /\.\s*drop\s*\(/, rule: "planes.sql-drop", what: "drops a collection" },
  { pattern: /\.\s*dropAll(?:Users|Roles)\s*\(/, rule: "planes.sql-drop", what: "drops every user or role" },
  { pattern: /\{\s*(?:drop|dropDatabase|dropAllUsersFromDatabase)\s*:/, rule: "planes.sql-drop", what: "runs a drop command" },
  { pattern: /\.\s*(?:deleteMany|remove)\s*\(\s*(?:\{\s*\})?\s*[,)]/, rule: "planes.sql-delete-all", what: "deletes every document of a collection" },
  { pattern: /\.\s*updateMany\s*\(\s*\{\s*\}\s*,/, rule: "planes.sql-update-all", what: "overwrites every document of a collection" },
];

/**
 * What JavaScript run by `mongosh`/`mongo` destroys: `dropDatabase()`, a collection's `drop()`,
 * `deleteMany({})` and `remove({})` with an empty filter, `updateMany({}, …)`, drop commands.
 * String literals are data and are not searched.
 *
 * @example
 * mongoEffects("db.users.deleteMany({})")[0]?.rule // "planes.sql-delete-all"
 * mongoEffects("db.users.deleteMany({ age: { $lt: 18 } })") // []
 */
export function mongoEffects(code: string): SqlEffect[] {
  const bare = withoutStrings(code.length > 100_000 ? code.slice(0, 100_000) : code);
  const statement = code.replace(/\s+/g, " ").slice(0, 80);
  return DESTRUCTIVE_CALLS.filter(({ pattern }) => pattern.test(bare)).map(({ rule, what }) => ({ rule, what, statement }));
}

/** JavaScript with the contents of string literals removed (quotes kept), so `print("x.drop()")` is not a call. */
function withoutStrings(code: string): string {
  let result = "";
  let quote: string | undefined;
  for (let index = 0; index < code.length; index++) {
    const char = code[index] as string;
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) {
        quote = undefined;
        result += char;
      }
      continue;
    }
    if (char === "'" || char === '"' || char === "`") quote = char;
    result += char;
  }
  return result;
}
