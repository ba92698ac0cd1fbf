import type { Field, Invocation } from "../model.js";
import { subcommandWords } from "./verbs.js";

/** Global options that take a value, per cloud CLI (so their values are not read as subcommands). */
const VALUED: Readonly<Record<CloudCli, ReadonlySet<string>>> = {
  aws: new Set(["profile", "region", "output", "endpoint-url", "query", "cli-read-timeout", "cli-connect-timeout", "ca-bundle", "color", "cli-binary-format"]),
  gcloud: new Set(["project", "account", "configuration", "format", "verbosity", "impersonate-service-account", "billing-project", "zone", "region", "flags-file", "trace-token", "location", "organization", "folder", "member", "role"]),
  az: new Set(["subscription", "output", "o", "query", "resource-group", "g", "name", "n"]),
  gsutil: new Set(["o", "u", "h"]),
};
/** The most arguments read: cloud commands are short, and a longer one is judged by its first ones. */
const MAX_ARGS = 128;

/** The cloud CLIs read here. */
export type CloudCli = "aws" | "gcloud" | "az" | "gsutil";

/**
 * A cloud CLI's command line as the cloud models read it: the subcommand words (for `gcloud`
 * without the `alpha` and `beta` release tracks), and a reader of long options written either
 * `--name value` or `--name=value`.
 */
export interface CloudCommand {
  cli: CloudCli;
  /** Subcommand words, in lower case (`["cloudtrail", "stop-logging"]`, `["logging", "sinks", "delete"]`). */
  words: string[];
  /** Every argument as written (unknown ones as ""), at most 128. */
  values: string[];
  /** The value of the long option `name` (with its dashes: `--tier`), or undefined when absent; `""` for a switch. */
  option(name: string): string | undefined;
  /** Whether the switch or option `name` is present. */
  has(name: string): boolean;
}

/**
 * Reads `aws`, `gcloud`, `az` and `gsutil` command lines; undefined for any other program.
 *
 * @example
 * cloudCommand(invocation("gcloud", "beta", "logging", "sinks", "delete", "s"))?.words // ["logging", "sinks", "delete", "s"]
 * cloudCommand(invocation("az", "security", "pricing", "create", "--tier=free"))?.option("--tier") // "free"
 */
export function cloudCommand(invocation: Invocation): CloudCommand | undefined {
  const cli = invocation.name === "aws" || invocation.name === "gcloud" || invocation.name === "az" || invocation.name === "gsutil" ? invocation.name : undefined;
  if (cli === undefined) return undefined;
  const args: readonly Field[] = invocation.argv.slice(1, MAX_ARGS + 1);
  const words = subcommandWords(args, VALUED[cli], 8)
    .filter((word) => cli !== "gcloud" || (word !== "alpha" && word !== "beta"))
    .map((word) => word.toLowerCase());
  const values = args.map((field) => field.value ?? "");
  const option = (name: string): string | undefined => {
    for (let index = 0; index < values.length; index++) {
      const value = values[index] as string;
      if (value === name) {
        const next = values[index + 1];
        return next === undefined || next.startsWith("--") ? "" : next;
      }
      if (value.startsWith(`${name}=`)) return value.slice(name.length + 1);
    }
    return undefined;
  };
  return { cli, words, values, option, has: (name) => option(name) !== undefined };
}

/** One documented operation of a cloud CLI and what it does, with the condition on its options under which it does it. */
export interface CloudOperation {
  /** The CLI and its subcommand words: `aws cloudtrail stop-logging`, `gcloud logging sinks delete`. */
  command: string;
  /** What it does, completing "`<command>` …". */
  what: string;
  /** When given, the operation only does it when this holds of the command line (`--action ARCHIVE`). */
  when?: (command: CloudCommand) => boolean;
}

/** A table of operations, keyed by CLI and subcommand words, built once. */
export type CloudOperationTable = ReadonlyMap<string, readonly CloudOperation[]>;

/**
 * Builds a lookup table from a list of operations (once, at module load).
 *
 * @example
 * const table = operationTable([{ command: "aws cloudtrail stop-logging", what: "stops the trail" }]);
 */
export function operationTable(operations: readonly CloudOperation[]): CloudOperationTable {
  const table = new Map<string, CloudOperation[]>();
  for (const operation of operations) {
    const list = table.get(operation.command) ?? [];
    list.push(operation);
    table.set(operation.command, list);
  }
  return table;
}

/**
 * The operation of `table` a command performs: its CLI followed by its first two to five subcommand
 * words, whose condition holds (or, with `unknownBody`, whose request is only known when it runs).
 * Undefined when none does.
 *
 * @example
 * matchOperation(table, cloudCommand(invocation("aws", "cloudtrail", "stop-logging", "--name", "t"))!)?.what // "stops the trail"
 */
export function matchOperation(table: CloudOperationTable, command: CloudCommand, unknownBody = false): CloudOperation | undefined {
  for (let length = Math.min(command.words.length, 5); length >= 1; length--) {
    const candidates = table.get(`${command.cli} ${command.words.slice(0, length).join(" ")}`);
    const found = candidates?.find((operation) => operation.when === undefined || unknownBody || operation.when(command));
    if (found) return found;
  }
  return undefined;
}

/** All of a command's arguments as one text (for reading JSON and shorthand bodies), at most 16 KiB. */
export function argumentText(command: CloudCommand): string {
  return command.values.join(" ").slice(0, 16384);
}
