// Preloaded with `node --import`: appends every module the process loads to $LOOPGATE_RECORD_LOADS,
// one specifier per line — ES modules through a resolve hook, CommonJS ones through Module._load.
import { appendFileSync } from "node:fs";
import Module, { register } from "node:module";

const file = process.env.LOOPGATE_RECORD_LOADS;
if (file) {
  register(new URL("./record-loads-hooks.mjs", import.meta.url), { data: { file } });
  const load = Module._load;
  Module._load = function recordLoad(request, ...rest) {
    appendFileSync(file, `${request}\n`);
    return load.call(this, request, ...rest);
  };
}
