// Module hooks of record-loads.mjs (they run on the loader's own thread).
import { appendFileSync } from "node:fs";

let file;

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, next) {
  appendFileSync(file, `${specifier}\n`);
  return next(specifier, context);
}
