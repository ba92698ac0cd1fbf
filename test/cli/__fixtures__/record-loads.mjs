// Preloaded with `node --import`: appends every module the process loads to $LOOPGATE_RECORD_LOADS,
// one specifier per line — ES modules through a resolve hook, CommonJS ones (also those resolved
// to be compiled by hand) through Module._resolveFilename.
import { appendFileSync } from "node:fs";
import Module, { register } from "node:module";

const file = process.env.LOOPGATE_RECORD_LOADS;
if (file) {
  register(new URL("./record-loads-hooks.mjs", import.meta.url), { data: { file } });
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function recordResolve(request, ...rest) {
    appendFileSync(file, `${request}\n`);
    return resolveFilename.call(this, request, ...rest);
  };
}
