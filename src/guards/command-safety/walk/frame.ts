import type { DataSource, PipelinePosition } from "../model.js";
import type { SourceText } from "../shell/source-text.js";

/** Where in the script the walker is: what surrounds the statement being walked. */
export interface Frame {
  /** The script being walked (re-parsed code has its own). */
  source: SourceText;
  /** How many times code was re-parsed to get here (`bash -c`, `eval`, …). */
  depth: number;
  /** Nesting of compound commands and substitutions. */
  nesting: number;
  /** How the code was reached, outermost first. */
  via: readonly string[];
  elevated: boolean;
  /** Input inherited from an enclosing pipeline stage or redirect. */
  stdin?: DataSource;
  pipeline?: PipelinePosition;
  /** The function whose body is being walked. */
  inFunction?: string;
  /** Commands here run concurrently with the caller (backgrounded or in a pipeline). */
  forks: boolean;
  /** Inside a loop that never ends on its own (`while true`). */
  infiniteLoop: boolean;
  /** Inside a loop walked once for all its passes (a `while`/`until` loop, or `for` over unknown items): commands here may run many times. */
  repeated?: boolean;
  /** How many times enclosing loops are already walked once per item (bounds nested unrolling). */
  unrolled?: number;
  /** Functions being walked for a call, innermost last (bounds re-walking function bodies). */
  calling?: readonly string[];
  callDepth?: number;
  /** The code runs on another host or in a container (`ssh host`, `docker exec db`), named for reasons. */
  remote?: string;
  /** The code runs in this service of the project's own compose file (`docker compose exec redis …`). */
  composeService?: string;
  /** Host directories bind-mounted into the container the code runs in: container path → host path. */
  mounts?: readonly (readonly [string, string])[];
}
