import { ownEntry } from "../../../util/own-entry.js";
/** The modules whose members the guard reads calls of, by language. */
const MODULES: Readonly<Record<string, RegExp>> = {
  python: /^(?:os|subprocess|shutil|pty|pathlib|codecs|base64|socket|commands)$/,
  node: /^(?:node:)?(?:child_process|fs|fs\/promises|os|vm|net|https?)$/,
};

const PYTHON_IMPORT_AS = /\bimport\s+([\w.]+)\s+as\s+(\w+)/g;
const PYTHON_FROM_IMPORT = /\bfrom\s+([\w.]+)\s+import\s+\(?\s*([\w\s,]+?)\s*\)?\s*(?=[;\n]|$)/g;
const NODE_DESTRUCTURE = /\{([^{}]*)\}\s*=\s*(?:await\s+)?(?:require\s*\(\s*|import\s*\(\s*)["']([^"']+)["']\s*\)/g;
const NODE_REQUIRE = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?(?:require|import)\s*\(\s*["']([^"']+)["']\s*\)\s*(?:\.\s*([A-Za-z_$][\w$]*))?/g;
/** `import("child_process").then(c => c.execSync(…))`: the callback's parameter is the module. */
const NODE_IMPORT_THEN = /\bimport\s*\(\s*["']([^"']+)["']\s*\)\s*\.then\s*\(\s*(?:async\s+)?(?:\(\s*([A-Za-z_$][\w$]*)\s*\)|([A-Za-z_$][\w$]*))\s*=>/g;

/**
 * Rewrites a one-liner's module aliases to the modules' own names, so that calls through them are
 * read like direct ones: python's `import subprocess as s` (`s.run` → `subprocess.run`) and `from
 * os import system as run` (`run(…)` → `os.system(…)`), node's `const {execSync: x} =
 * require("child_process")` and `const c = require("child_process")` (`c.exec` →
 * `child_process.exec`). Code without such aliases is returned as it is.
 *
 * @example
 * unaliasModules("python", "import subprocess as s;s.run(['ls'])") // "import subprocess as s;subprocess.run(['ls'])"
 */
export function unaliasModules(language: string, code: string): string {
  const modules = ownEntry(MODULES, language);
  if (!modules) return code;
  const renames: [string, string][] = [];
  if (language === "python") {
    if (!/\bimport\b/.test(code)) return code;
    for (const match of code.matchAll(PYTHON_IMPORT_AS)) {
      const [, module, alias] = match as unknown as [string, string, string];
      // `getattr(o, "sys" + "tem")` looks the member up on the module the alias names.
      if (modules.test(module) && alias !== module) renames.push([`${alias}.`, `${module}.`], [`getattr(${alias},`, `getattr(${module},`]);
    }
    for (const match of code.matchAll(PYTHON_FROM_IMPORT)) {
      const [, module, names] = match as unknown as [string, string, string];
      if (!modules.test(module)) continue;
      for (const entry of names.split(",")) {
        const parts = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/.exec(entry);
        if (parts?.[1]) renames.push([`${parts[2] ?? parts[1]}(`, `${module}.${parts[1]}(`]);
      }
    }
  } else {
    if (!/\b(?:require|import)\s*\(/.test(code)) return code;
    for (const match of code.matchAll(NODE_DESTRUCTURE)) {
      const [, names, source] = match as unknown as [string, string, string];
      const module = source.replace(/^node:/, "");
      if (!modules.test(module)) continue;
      for (const entry of names.split(",")) {
        const parts = /^\s*([A-Za-z_$][\w$]*)\s*(?::\s*([A-Za-z_$][\w$]*))?\s*$/.exec(entry);
        if (parts?.[1]) renames.push([`${parts[2] ?? parts[1]}(`, `${module}.${parts[1]}(`]);
      }
    }
    for (const match of code.matchAll(NODE_IMPORT_THEN)) {
      const module = (match[1] as string).replace(/^node:/, "");
      const alias = match[2] ?? match[3];
      if (modules.test(module) && alias !== undefined && alias !== module) renames.push([`${alias}.`, `${module}.`]);
    }
    for (const match of code.matchAll(NODE_REQUIRE)) {
      const [, alias, source, member] = match as unknown as [string, string, string, string | undefined];
      const module = source.replace(/^node:/, "");
      if (!modules.test(module) || alias === module) continue;
      // `cp["exe" + "cSync"](…)` looks the member up on the module the alias names.
      if (member) renames.push([`${alias}(`, `${module}.${member}(`]);
      else renames.push([`${alias}.`, `${module}.`], [`${alias}[`, `${module}[`]);
    }
  }
  if (renames.length === 0) return code;
  let result = code;
  for (const [from, to] of renames) {
    const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    result = result.replace(new RegExp(`(?<![\\w$.])${escaped}`, "g"), to);
  }
  return result;
}
