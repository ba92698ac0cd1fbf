import { parseJson } from "./hosting-settings.js";

/**
 * Elasticsearch's index lifecycle management (ILM): a policy's `delete` phase deletes each index
 * once it is `min_age` old (counted from rollover or creation; 0ms when not given), from the
 * Elasticsearch reference, "Index lifecycle actions: Delete" and "Time units". A delete phase
 * under a day makes the cluster delete indices about as soon as they are written, the documented
 * retention shortened until the service deletes what it holds, as a topic's `retention.ms` does
 * for Kafka; a day (Snowflake's default Time Travel, the shortest retention logging platforms
 * offer) or more is a retention choice and stays allowed.
 */

/** Milliseconds per Elasticsearch time unit (`d`, `h`, `m`, `s`, `ms`, `micros`, `nanos`). */
const UNIT_MS: Readonly<Record<string, number>> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000, ms: 1, micros: 0.001, nanos: 0.000_001 };
const DAY_MS = 86_400_000;

/**
 * When a lifecycle policy body deletes indices sooner than a day (`"after 1m"`, `"at once"`), or
 * undefined when it has no delete phase, deletes a day or more later, or cannot be read.
 *
 * @example
 * shortDeletePhase('{"policy":{"phases":{"delete":{"min_age":"1m","actions":{"delete":{}}}}}}') // "1m after rollover or creation"
 * shortDeletePhase('{"policy":{"phases":{"delete":{"min_age":"30d","actions":{"delete":{}}}}}}') // undefined
 */
export function shortDeletePhase(body: string): string | undefined {
  if (body.length > 65_536) return undefined;
  // HTTPie's raw JSON field (`policy:='{…}'`) is the body's `policy` member.
  const json = body.startsWith("policy:=") ? `{"policy":${body.slice(8)}}` : body.trim();
  const policy = parseJson(json) as { policy?: { phases?: { delete?: { min_age?: unknown; actions?: { delete?: unknown } } } } } | undefined;
  const phase = typeof policy === "object" && policy !== null ? policy.policy?.phases?.delete : undefined;
  if (typeof phase !== "object" || phase === null || phase.actions?.delete === undefined) return undefined;
  const age = phase.min_age === undefined ? "0ms" : String(phase.min_age);
  const match = /^(\d+(?:\.\d+)?)(d|h|m|s|ms|micros|nanos)$/.exec(age.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * (UNIT_MS[match[2] as string] ?? Number.NaN);
  return ms < DAY_MS ? `${age} after rollover or creation` : undefined;
}
