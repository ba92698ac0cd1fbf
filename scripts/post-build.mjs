// After tsc: bundle the command and the hook path, make the command executable, and store V8's
// compiled code of the bundles for the next process.
//
// `loopgate hook` runs on every tool call of an agent CLI, so it must start fast. Loading its
// ~190 compiled modules one by one costs more than the work itself; esbuild bundles them into
// dist/cli/hook-entry.cjs, which the command loads through V8's code cache (CommonJS, because
// Node 20 can cache the compiled code of a script but not of an ES module). What loads on demand
// (reading a config file) stays inside, lazily; npm packages stay external, so zod, yaml and the
// shell parser still load only when needed; the Node built-ins that take long to load and that
// most calls never use (crypto, child processes, sockets) load on first use. `import.meta.url`
// becomes the bundle's own URL.
//
// The package's `loopgate` command is dist/cli/loopgate.cjs, src/cli/bin.ts bundled as CommonJS: a
// hook call then never starts Node's ES module loader, and `--version` prints a constant. The full
// CLI (dist/cli/program.js) is still imported as ES modules when a command needs it.
//
// scripts/warm-code-cache.mjs then runs the bundles on sample hook events in a fresh `node` and
// writes their compiled code (and the shell parser's) to dist/code-cache, which ships in the package:
// made at build time, the caches hold the code every kind of call needs, and an install that cannot
// be written to still starts fast.
//
// tsc writes dist/cli/bin.js without its execute bit; a symlinked hook would then fail with exit
// 126, which agent CLIs treat as "let the call through". Both commands are made executable.
import { spawnSync } from "node:child_process";
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const dist = new URL("../dist/cli/", import.meta.url);
const IMPORT_MODULE = "hook-import-module.cjs";
const COMMAND = "loopgate.cjs";
for (const name of readdirSync(dist)) {
  if (/^hook-(entry|command-safety|import-module)\./.test(name) || name === COMMAND || name === ".v8-cache") rmSync(new URL(name, dist), { recursive: true });
}
rmSync(new URL("../code-cache", dist), { recursive: true, force: true });
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** Keeps the modules matching `filter` out of a bundle, imported from `path` at run time. */
const outside = (name, filter, path) => ({
  name,
  setup(builder) {
    builder.onResolve({ filter }, (args) => ({ path: path(args.path), external: true }));
  },
});

// Code compiled from V8's cache cannot run a dynamic import() on Node 20, so src/util/import-module.ts
// stays outside the bundle, as a small CommonJS file loaded the ordinary way.
const keepImportModuleOutside = outside("import-module-outside", /\/util\/import-module\.js$/, () => `./${IMPORT_MODULE}`);
writeFileSync(new URL(IMPORT_MODULE, dist), '"use strict";\nexports.importModule = (specifier) => import(specifier);\n');

// Built-ins that take milliseconds to load, required when first used instead of when the bundle
// loads: each `require` of one in the bundle becomes a stand-in that requires it on first access.
const LAZY_BUILTINS = /\brequire\("(node:(?:crypto|child_process|net))"\)/g;
// Each module's `import path from "node:path"` wraps the built-in anew (copying its properties);
// the bundle wraps each built-in once.
// (Minified, the call has no space after its comma.)
const WRAPPED_BUILTINS = /__toESM\(require\("(node:[a-z_/]+)"\),\s*1\)/g;
const BUILTIN_WRAPPER = `var __loopgateBuiltins = new Map();
var __loopgateBuiltin = (id) => {
  if (!__loopgateBuiltins.has(id)) __loopgateBuiltins.set(id, __toESM(require(id), 1));
  return __loopgateBuiltins.get(id);
};`;
const LAZY_REQUIRE = `var __loopgateLazyRequire = (id) => {
  let loaded;
  const load = () => (loaded ??= require(id));
  return new Proxy({}, {
    get: (_, key) => load()[key],
    has: (_, key) => key in load(),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(load(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
};`;

const common = {
  outdir: dist.pathname,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node20",
  packages: "external",
  banner: { js: 'var __loopgateBundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  legalComments: "none",
  logLevel: "warning",
  minifyWhitespace: true,
  minifySyntax: true,
};

// The command safety guard is most of the hook's code and only shell commands need it: in the
// hook's bundle, src/cli/lazy-command-safety-guard.ts stands in for it and loads its own bundle
// (dist/cli/hook-command-safety.cjs) when it first judges a command.
const lazyCommandSafety = {
  name: "lazy-command-safety",
  setup(builder) {
    builder.onResolve({ filter: /\/command-safety\/index\.js$/ }, (args) =>
      args.importer.endsWith("/src/guards/builtin-guards.ts") ? { path: new URL("../src/cli/lazy-command-safety-guard.ts", import.meta.url).pathname } : undefined,
    );
  },
};

// The secret redaction guard runs only when a config turns it on: its modules (detectors, rule
// tables) are set up when it is first created, not each time the hook's bundle loads.
const lazySecretRedaction = {
  name: "lazy-secret-redaction",
  setup(builder) {
    builder.onResolve({ filter: /\/secret-redaction\/secret-redaction\.js$/ }, (args) =>
      args.importer.endsWith("/src/guards/builtin-guards.ts") ? { path: "secret-redaction", namespace: "lazy-secret-redaction" } : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: "lazy-secret-redaction" }, () => ({
      loader: "js",
      resolveDir: new URL("../src/guards/", import.meta.url).pathname,
      contents: 'exports.secretRedaction = (options) => require("./secret-redaction/secret-redaction.js").secretRedaction(options);\n',
    }));
  },
};

for (const [name, entry, plugins] of [
  ["hook-entry", "../src/cli/lean-cli.ts", [keepImportModuleOutside, lazyCommandSafety, lazySecretRedaction]],
  ["hook-command-safety", "../src/guards/command-safety/index.ts", [keepImportModuleOutside]],
]) {
  await build({
    ...common,
    entryPoints: { [name]: new URL(entry, import.meta.url).pathname },
    define: { "import.meta.url": "__loopgateBundleUrl" },
    banner: { js: `${common.banner.js}\n${LAZY_REQUIRE}\n${BUILTIN_WRAPPER}` },
    plugins,
  });
  const file = new URL(`${name}.cjs`, dist);
  const bundle = readFileSync(file, "utf8").replace(LAZY_BUILTINS, '__loopgateLazyRequire("$1")').replace(WRAPPED_BUILTINS, '__loopgateBuiltin("$1")');
  writeFileSync(file, bundle);
  if (/__toESM\(require\("node:/.test(bundle)) throw new Error(`dist/cli/${name}.cjs wraps a Node built-in in each module that imports it: update WRAPPED_BUILTINS in scripts/post-build.mjs`);
  // Node reads an ASCII bundle as Latin-1, several milliseconds faster than decoding UTF-8, and V8
  // keeps its source as one byte per character. esbuild escapes strings but not regular expression
  // literals: write such characters as `\uXXXX` in the source.
  const nonAscii = /[^\x00-\x7f]/.exec(bundle);
  if (nonAscii) {
    const excerpt = bundle.slice(Math.max(0, nonAscii.index - 60), nonAscii.index + 20);
    throw new Error(`dist/cli/${name}.cjs is not ASCII (U+${nonAscii[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0")} in …${excerpt}…): write it as a \\u escape in the source`);
  }
  if (/\bimport\s*\(/.test(bundle)) {
    throw new Error(`dist/cli/${name}.cjs has a dynamic import(), which fails when loaded from V8's code cache: route it through src/util/import-module.ts`);
  }
}

// The command: the full CLI and the lean CLI's modules (the fallback for a damaged bundle) stay
// outside, as the ES modules tsc wrote beside it.
await build({
  ...common,
  entryPoints: { loopgate: new URL("../src/cli/bin.ts", import.meta.url).pathname },
  define: { "import.meta.url": "__loopgateBundleUrl", LOOPGATE_BUILD_VERSION: JSON.stringify(version) },
  plugins: [outside("full-cli-outside", /^\.\/(program|lean-cli)\.js$/, (path) => path)],
});

for (const command of ["bin.js", COMMAND]) chmodSync(new URL(command, dist), 0o755);

const warm = spawnSync(process.execPath, [new URL("warm-code-cache.mjs", import.meta.url).pathname], {
  stdio: ["ignore", "inherit", "inherit"],
  // The caches must match a plain `node`: V8 rejects a cache made under other flags.
  env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_OPTIONS")),
});
if (warm.status !== 0) throw new Error(`scripts/warm-code-cache.mjs failed (exit ${warm.status ?? warm.signal})`);
