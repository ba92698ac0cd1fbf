// After tsc: bundle the hook path into one file and make the command executable.
//
// `loopgate hook` runs on every tool call of an agent CLI, so it must start fast. Loading its
// ~100 compiled modules one by one costs more than the work itself; esbuild bundles them into
// dist/cli/hook-entry.mjs (plus chunks for what loads on demand: reading a config file). npm
// packages stay external, so zod, yaml and the shell parser still load only when needed.
// tsc writes dist/cli/bin.js without its execute bit; a symlinked hook would then fail with exit
// 126, which agent CLIs treat as "let the call through".
import { chmodSync, readdirSync, rmSync } from "node:fs";
import { build } from "esbuild";

const dist = new URL("../dist/cli/", import.meta.url);
for (const name of readdirSync(dist)) if (/^hook-(entry|chunk-)/.test(name)) rmSync(new URL(name, dist));

await build({
  entryPoints: { "hook-entry": new URL("../src/cli/lean-cli.ts", import.meta.url).pathname },
  outdir: dist.pathname,
  outExtension: { ".js": ".mjs" },
  chunkNames: "hook-chunk-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  legalComments: "none",
  logLevel: "warning",
});

chmodSync(new URL("bin.js", dist), 0o755);
