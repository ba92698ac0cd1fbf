// After tsc: bundle the hook path into one file and make the command executable.
//
// `loopgate hook` runs on every tool call of an agent CLI, so it must start fast. Loading its
// ~190 compiled modules one by one costs more than the work itself; esbuild bundles them into
// dist/cli/hook-entry.cjs, which bin.js loads through V8's code cache (CommonJS, because Node 20
// can cache the compiled code of a script but not of an ES module). What loads on demand (reading
// a config file) stays inside, lazily; npm packages stay external, so zod, yaml and the shell
// parser still load only when needed. `import.meta.url` becomes the bundle's own URL.
// tsc writes dist/cli/bin.js without its execute bit; a symlinked hook would then fail with exit
// 126, which agent CLIs treat as "let the call through".
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const dist = new URL("../dist/cli/", import.meta.url);
const IMPORT_MODULE = "hook-import-module.cjs";
for (const name of readdirSync(dist)) if (/^hook-(entry|import-module)\./.test(name) || name === ".v8-cache") rmSync(new URL(name, dist), { recursive: true });

// Code compiled from V8's cache cannot run a dynamic import() on Node 20, so src/util/import-module.ts
// stays outside the bundle, as a small CommonJS file loaded the ordinary way.
const keepImportModuleOutside = {
  name: "import-module-outside",
  setup(builder) {
    builder.onResolve({ filter: /\/util\/import-module\.js$/ }, () => ({ path: `./${IMPORT_MODULE}`, external: true }));
  },
};
writeFileSync(new URL(IMPORT_MODULE, dist), '"use strict";\nexports.importModule = (specifier) => import(specifier);\n');

await build({
  entryPoints: { "hook-entry": new URL("../src/cli/lean-cli.ts", import.meta.url).pathname },
  outdir: dist.pathname,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node20",
  packages: "external",
  define: { "import.meta.url": "__loopgateBundleUrl" },
  banner: { js: 'var __loopgateBundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  legalComments: "none",
  logLevel: "warning",
  plugins: [keepImportModuleOutside],
});

const bundle = readFileSync(new URL("hook-entry.cjs", dist), "utf8");
if (/\bimport\s*\(/.test(bundle)) {
  throw new Error("dist/cli/hook-entry.cjs has a dynamic import(), which fails when loaded from V8's code cache: route it through src/util/import-module.ts");
}

chmodSync(new URL("bin.js", dist), 0o755);
