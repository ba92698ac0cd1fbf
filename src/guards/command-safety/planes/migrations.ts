import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { taskWords, type TaskWords } from "./task-words.js";
import { subcommandWords, wordParts } from "./verbs.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Parts that name a database or its migrations. */
const SCHEMA_NOUNS = new Set(["db", "pg", "flyway", "liquibase", "database", "schema", "migrate", "migration", "migrations", "ecto", "structure", "fixtures", "tables"]);
/** A word that may name a schema noun (a superset of SCHEMA_NOUNS, tested on whole words before they are split). */
const MENTIONS_SCHEMA = /db|pg|flyway|liquibase|database|schema|migrat|ecto|structure|fixtures|tables/i;
/** Parts that, next to a schema noun, drop or reset it. */
const RESET_VERBS = new Set(["drop", "reset", "wipe", "fresh", "flush", "purge", "truncate", "clean", "destroy", "delete", "refresh", "replant", "nuke", "clear"]);
/** Parts that undo migrations: destructive when applied to all of them. */
const UNDO_VERBS = new Set(["rollback", "undo", "down", "revert", "downgrade"]);

/** Tools whose own vocabulary resets a database, by tool: the subcommand (words joined by spaces) and what it does. */
const TOOL_RESETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "manage.py": { flush: "deletes every row of every table", reset_db: "drops and recreates the database" },
  "django-admin": { flush: "deletes every row of every table", reset_db: "drops and recreates the database" },
  flyway: { clean: "drops every object in the configured schemas" },
  liquibase: { dropall: "drops every database object", "drop-all": "drops every database object" },
  alembic: { "downgrade base": "reverts every migration, dropping their tables" },
  flask: { "db downgrade base": "reverts every migration, dropping their tables" },
  goose: { reset: "rolls back every migration", "down-to 0": "rolls back every migration" },
  dbmate: { drop: "drops the database" },
  migrate: { drop: "drops everything in the database", down: "rolls back every migration" },
  sqitch: { revert: "reverts every change" },
  prisma: { "migrate reset": "drops the database and re-applies every migration" },
  rails: { "db:schema:load": "loads the schema, dropping every table's data", "db:structure:load": "loads the structure, dropping every table's data", "db:setup": "loads the schema over the database" },
  wp: { "site empty": "deletes every post, page, comment and term of the site", "site delete": "deletes the site and its tables", "db clean": "drops every WordPress table" },
  rake: { "db:schema:load": "loads the schema, dropping every table's data", "db:structure:load": "loads the structure, dropping every table's data", "db:setup": "loads the schema over the database" },
};

/**
 * Migration tools and ORMs resetting a database, from their documented commands: a subcommand
 * that joins a schema noun with a drop or reset verb (`prisma migrate reset`, `rails db:drop`,
 * `mix ecto.reset`, `typeorm schema:drop`, `php artisan migrate:fresh`, `sequelize db:drop`,
 * `supabase db reset`, `heroku pg:reset`), undoing every migration (`knex migrate:rollback --all`,
 * `sequelize db:migrate:undo:all`, `alembic downgrade base`), each tool's own reset
 * (`manage.py flush`, `flyway clean`, `liquibase dropAll`), `prisma db push --force-reset`, and
 * fixture loads that purge first. Seen through package managers, interpreters and task runners.
 *
 * @example
 * migrationEffects(invocation("npx", "prisma", "migrate", "reset"))[0]?.rule // "planes.schema-reset"
 */
export function migrationEffects(invocation: Invocation, task: TaskWords = taskWords(invocation)): PlaneEffect[] {
  const { tool, args } = task;
  // Cheap test first: nearly every command names no database or migration at all.
  if (!Object.hasOwn(TOOL_RESETS, tool) && tool !== "prisma" && tool !== "drizzle-kit" && !MENTIONS_SCHEMA.test(tool) && !args.some((field) => field.value !== undefined && (MENTIONS_SCHEMA.test(field.value) || field.value.startsWith("--down")))) return [];
  const words = subcommandWords(args, new Set(["e", "environment", "env", "c", "config", "schema", "database", "url", "app", "a", "path", "source", "dir"]), 4);
  const flags = args.map((field) => field.value ?? "");
  const hit = (what: string): PlaneEffect[] => [{ rule: "planes.schema-reset", what }];
  const own = ownEntry(TOOL_RESETS, tool);
  // golang-migrate: `down N` reverts N migrations; without N, every one.
  if (tool === "migrate" && words[0] === "down" && args.some((field) => /^\d+$/.test(field.value ?? ""))) return [];
  if (own) {
    // The command may follow other operands (`goose DRIVER DBSTRING reset`): look for it among all of them.
    const operands = args.map((field) => field.value ?? "").filter((value) => value !== "" && !value.startsWith("-")).slice(0, 8).map((value) => value.toLowerCase());
    for (let start = 0; start < operands.length; start++) {
      for (let length = 3; length > 0; length--) {
        const what = own[operands.slice(start, start + length).join(" ")];
        if (what) return hit(what);
      }
    }
  }
  if (tool === "manage.py" || tool === "django-admin") {
    if (words[0] === "migrate" && words[2] === "zero") return hit(`reverts every migration of ${words[1]}, dropping its tables`);
  }
  if (tool === "prisma" && words[0] === "db" && words[1] === "push" && flags.some((flag) => flag === "--force-reset" || flag === "--accept-data-loss")) {
    return hit("pushes the schema, resetting the database or dropping data");
  }
  // drizzle-kit asks before a push that loses data; --force answers yes for the agent.
  if (tool === "drizzle-kit" && words[0] === "push" && flags.some((flag) => flag === "--force" || flag === "-f")) return hit("pushes the schema, approving every statement that drops data");
  // `migrate:rollback --step=999`, `rake db:rollback STEP=1000`: more steps than any project has migrations.
  const steps = flags.map((flag, at) => /^(?:--step=|STEP=)(\d+)$/.exec(flag)?.[1] ?? (flag === "--step" ? flags[at + 1] : undefined)).find((value) => value !== undefined && /^\d+$/.test(value));
  if (steps !== undefined && Number(steps) >= 100 && words.some((word) => /rollback|down|undo|revert/i.test(word))) return hit(`rolls back ${steps} migrations, which is every one, dropping their tables`);
  // `dotnet ef database update 0`: back to before the first migration.
  if (tool === "dotnet" && words[0] === "ef" && words[1] === "database" && words[2] === "update" && args.some((field) => field.value === "0")) return hit("reverts every migration, dropping their tables");
  // `hasura migrate apply --down all`, `… --down=all`: every migration reverted.
  if (flags.some((flag, at) => flag === "--down=all" || (flag === "--down" && flags[at + 1] === "all"))) return hit("reverts every migration, dropping their tables");
  const fixtures = words.find((word) => /^doctrine:fixtures:load$/i.test(word));
  if (fixtures && !flags.includes("--append")) return hit("purges every table before loading fixtures");
  for (const word of words.slice(0, 3)) {
    const parts = wordParts(word);
    if (!parts.some((part) => SCHEMA_NOUNS.has(part))) continue;
    const verb = parts.find((part) => RESET_VERBS.has(part));
    if (verb) return hit(`runs ${word}, which ${verb === "drop" || verb === "destroy" || verb === "delete" ? "drops" : "resets"} the database`);
    const undo = parts.find((part) => UNDO_VERBS.has(part));
    const toZero = flags.some((flag, at) => flag === "--to=0" || ((flag === "--to" || flag === "-t") && flags[at + 1] === "0"));
    if (undo && (parts.includes("all") || flags.includes("--all") || toZero || words.includes("base"))) return hit(`runs ${word} for every migration, dropping their tables`);
  }
  for (let index = 0; index + 1 < words.length; index++) {
    const [noun, verb] = [words[index] as string, words[index + 1] as string];
    if (SCHEMA_NOUNS.has(noun) && RESET_VERBS.has(verb)) return hit(`runs ${noun} ${verb}, which resets the database`);
  }
  // A migration tool named for what it migrates (`db-migrate reset`, `sql-migrate …`): its own subcommand resets.
  if (wordParts(tool).some((part) => SCHEMA_NOUNS.has(part)) && RESET_VERBS.has(words[0] ?? "")) return hit(`runs ${tool} ${words[0]}, which resets the database`);
  // Migrating to version 0 reverts every migration (`rails db:migrate VERSION=0`).
  if (words.some((word) => /^db:migrate$/i.test(word)) && flags.some((flag) => /^VERSION=0+$/.test(flag))) return hit("reverts every migration, dropping their tables");
  return [];
}
