import { posix } from "node:path";
import { UNKNOWN_PART, type Field } from "../model.js";
import { secretLocationPlaces } from "./secret-globs.js";

/** Longest shape judged, and most segments: a path is short; anything longer is left to the other checks. */
const MAX_SHAPE = 1024;
const MAX_SEGMENTS = 24;
const MAX_CANDIDATES = 8;

/**
 * The path a word of partly unknown value names, with each unknown part (a command substitution
 * of any shape, an unknown variable, arithmetic, `$(<file)`) kept as `UNKNOWN_PART`, resolved
 * against `cwd`. A word that starts with an unknown part (its root is unknown) keeps it as the first
 * segment below `/` when the rest is known, unless `unknownRoot` is false (a change to a file below
 * an unknown root is judged by the rules for changes alone). Undefined when the value is known or the word too long.
 *
 * @example
 * unknownSegmentsPath(field("/proc/$(pgrep -f 'node build/app.js')/environ"), "/work") // "/proc/\u0001/environ"
 */
export function unknownSegmentsPath(field: Field, cwd: string, unknownRoot = true): string | undefined {
  const shape = field.dynamic?.shape;
  if (field.value !== undefined || shape === undefined || shape.length > MAX_SHAPE || !shape.includes(UNKNOWN_PART)) return undefined;
  if (shape.includes("\0")) return undefined;
  // `$M2_HOME/conf/settings-security.xml`: below an unknown root, only what the known parts name by themselves counts.
  if (shape.startsWith(UNKNOWN_PART)) return unknownRoot && /^\u0001+\/[^\u0001]*[^/\u0001]$/.test(shape) ? `/${shape}` : undefined;
  return posix.normalize(shape.startsWith("/") ? shape : posix.join(cwd, shape));
}

/**
 * The paths a word of partly unknown value may name when it is compared with the documented
 * secret locations: first the path with every unknown segment read as a name of its own (`*`,
 * which rules that match by a name, an extension or a directory the path lies in judge as they
 * would any name), then each documented location whose segments match, an unknown part standing
 * for any text within one segment, dot names included (`~/.aws/$(echo credentials)` →
 * `~/.aws/credentials`, `/proc/$X/environ`). A last segment that is wholly unknown names any file
 * of its directory and is left to the directory's own rule: an unknown name must not make an
 * everyday directory's files secret (`~/projects/$NAME/README.md` matches no location).
 *
 * @example
 * unknownSegmentCandidates("/home/ada/.config/\u0001/hosts.yml", "/home/ada") // ["/home/ada/.config/*\/hosts.yml", "/home/ada/.config/gh/hosts.yml"]
 */
export function unknownSegmentCandidates(absolute: string, home: string): string[] {
  const segments = absolute.split("/").filter(Boolean);
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return [];
  const found = [`/${segments.map((segment) => (segment.includes(UNKNOWN_PART) ? segment.split(UNKNOWN_PART).join("*").replace(/\*+/g, "*") : segment)).join("/")}`];
  const last = segments.at(-1) as string;
  if (last.replaceAll(UNKNOWN_PART, "") === "") return found;
  const lower = segments.map((segment) => segment.toLowerCase());
  const homeSegments = home.toLowerCase().split("/").filter(Boolean);
  const belowHome = homeSegments.length > 0 && homeSegments.length < lower.length && homeSegments.every((segment, index) => matchesSegment(lower[index] as string, segment)) ? homeSegments.length : -1;
  for (const place of secretLocationPlaces()) {
    const fromHome = place[0] === "~";
    const offset = fromHome ? belowHome : 0;
    const wanted = fromHome ? place.slice(1) : place;
    if (offset < 0 || offset + wanted.length !== lower.length) continue;
    let unknownUsed = false;
    let matches = true;
    for (let index = 0; index < wanted.length && matches; index++) {
      const segment = lower[offset + index] as string;
      const want = wanted[index] as string;
      if (want === "*") continue;
      if (segment.includes(UNKNOWN_PART)) unknownUsed = true;
      matches = matchesSegment(segment, want);
    }
    if (!matches || !unknownUsed) continue;
    const head = fromHome ? homeSegments : [];
    const tail = wanted.map((want, index) => (want === "*" ? (segments[offset + index] as string).split(UNKNOWN_PART).join("x") : want));
    found.push(`/${head.concat(tail).join("/")}`);
    if (found.length >= MAX_CANDIDATES) break;
  }
  return found;
}

/**
 * Whether a segment whose unknown parts stand for any text may spell `name`: its literal pieces
 * appear in order, the first at the start and the last at the end. Linear in the name's length.
 */
function matchesSegment(segment: string, name: string): boolean {
  if (!segment.includes(UNKNOWN_PART)) return segment === name;
  const pieces = segment.split(UNKNOWN_PART);
  const first = pieces[0] as string;
  const final = pieces.at(-1) as string;
  if (first.length + final.length > name.length || !name.startsWith(first) || !name.endsWith(final)) return false;
  let at = first.length;
  const end = name.length - final.length;
  for (let index = 1; index < pieces.length - 1; index++) {
    const piece = pieces[index] as string;
    const next = name.indexOf(piece, at);
    if (next < 0 || next + piece.length > end) return false;
    at = next + piece.length;
  }
  return true;
}
