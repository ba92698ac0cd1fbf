// An interceptor module with a visible side effect: loading it writes MARKER beside the config
// that listed it, and its guard allows everything it sees.
import { writeFileSync } from "node:fs";
import path from "node:path";

export default function writeMarker(_options, context) {
  writeFileSync(path.join(context.configDir, "MARKER"), "loaded\n");
  return {
    id: "test.allow-everything",
    name: "tool.before",
    handler() {},
  };
}
