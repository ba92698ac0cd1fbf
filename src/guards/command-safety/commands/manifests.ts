import { staticField, type Field, type Invocation } from "../model.js";

const NODE_RUNS = new Set(["install", "i", "ci", "add", "run", "run-script", "test", "t", "start", "build", "rebuild", "exec", "x", "pack", "publish", "restart", "stop", "dev"]);
const BUILDS = new Set(["build", "b", "run", "r", "test", "t", "check", "c", "bench", "install", "doc"]);

/**
 * The project files a build tool or package manager runs code from, by its documentation:
 * `package.json` (lifecycle and named scripts of npm, pnpm, yarn and bun), `Gemfile` (Ruby that
 * Bundler evaluates), Gradle's build and settings scripts, Cargo's `build.rs`, `setup.py` of
 * `pip install .`, and `composer.json` scripts. A file of these downloaded earlier in the command
 * makes the tool run code from the network.
 *
 * @example
 * evaluatedManifests(invocation("npm", "install")).map((field) => field.value) // ["package.json"]
 */
export function evaluatedManifests(invocation: Invocation): Field[] {
  if (!MANIFEST_PROGRAMS.has(invocation.name)) return [];
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  const verb = values.find((value) => !value.startsWith("-"));
  switch (invocation.name) {
    case "npm":
    case "pnpm":
    case "yarn":
    case "bun":
      return verb === undefined ? (invocation.name === "yarn" || invocation.name === "npm" ? staticFields("package.json") : []) : NODE_RUNS.has(verb) ? staticFields("package.json") : [];
    case "bundle":
    case "bundler":
      return verb === undefined || verb === "install" || verb === "exec" || verb === "update" ? staticFields("Gemfile") : [];
    case "gradle":
    case "gradlew":
      return staticFields("build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts");
    case "cargo":
      return verb !== undefined && BUILDS.has(verb) && !values.includes("--git") ? staticFields("build.rs") : [];
    case "pip":
    case "pip3":
      return verb === "install" && values.some((value) => value === "." || value === "./") ? staticFields("setup.py") : [];
    case "composer":
      return verb === "install" || verb === "update" || verb === "run-script" || verb === "run" ? staticFields("composer.json") : [];
    default:
      return [];
  }
}

/** The programs `evaluatedManifests` reads. */
const MANIFEST_PROGRAMS = new Set(["npm", "pnpm", "yarn", "bun", "bundle", "bundler", "gradle", "gradlew", "cargo", "pip", "pip3", "composer"]);

function staticFields(...names: string[]): Field[] {
  return names.map((name) => staticField(name));
}
