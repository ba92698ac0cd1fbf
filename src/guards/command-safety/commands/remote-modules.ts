import type { Invocation } from "../model.js";
import { wellKnownGoModule } from "../rules/popular-packages.js";
import { ownEntry } from "../../../util/own-entry.js";

/** Code a build tool fetches from a repository and runs or installs: a Go module, a Nix flake. */
export interface RemoteModule {
  /** What is fetched, as written (`github.com/x/tool@latest`, `github:x/flake`). */
  source: string;
  /** `run`: built and run at once; `install`: put on the PATH or into a profile for later. */
  mode: "run" | "install";
  kind: "go" | "nix";
  /** The program name a `go install` puts into `$GOPATH/bin`. */
  binary?: string;
}

/** Build flags of `go run|install|build` that take a value (`go help build`). */
const GO_VALUE_FLAGS = new Set(["-C", "-p", "-o", "-asmflags", "-buildmode", "-buildvcs", "-compiler", "-gccgoflags", "-gcflags", "-installsuffix", "-ldflags", "-mod", "-modfile", "-overlay", "-pgo", "-pkgdir", "-tags", "-toolexec", "-exec", "-covermode", "-coverpkg", "-json"]);

/** `nix` subcommands that run what they fetch or put it into a profile (`nix run`, `nix shell`, `nix develop`, `nix profile install`). */
const NIX_RUNS: Readonly<Record<string, "run">> = { run: "run", shell: "run", develop: "run", "print-dev-env": "run", bundle: "run" };

/**
 * A Go module run or installed at a version, outside any module of the project: `go run
 * PKG@VERSION` downloads, builds and runs it; `go install PKG@VERSION` puts its program into
 * `$GOPATH/bin` (`go help run`, `go help install`). A Nix flake of a repository or a URL run,
 * entered or installed: `nix run|shell|develop|bundle|profile install github:…|gitlab:…|
 * sourcehut:…|git+https:…|https:…`, and `nix-shell`/`nix-env -f` given a URL. Local paths,
 * packages of the project's own module and flakes of the registry (`nixpkgs#hello`) are not
 * returned.
 *
 * @example
 * remoteModule(invocation("go", "run", "github.com/x/tool@latest"))?.source // "github.com/x/tool@latest"
 */
export function remoteModule(invocation: Invocation): RemoteModule | undefined {
  const values = invocation.argv.slice(1).map((field) => field.value ?? "");
  switch (invocation.name) {
    case "go":
      return goModule(values);
    case "nix":
      return nixFlake(values);
    case "nix-shell":
    case "nix-env": {
      const url = values.find((value, index) => REMOTE_NIX_URL.test(value) && !/^-I$|^--include$/.test(values[index - 1] ?? ""));
      if (url === undefined) return undefined;
      if (invocation.name === "nix-env" && !values.some((value) => /^-[a-zA-Z]*i|^--install$/.test(value))) return undefined;
      return { source: url, mode: invocation.name === "nix-env" ? "install" : "run", kind: "nix" };
    }
    default:
      return undefined;
  }
}

function goModule(values: readonly string[]): RemoteModule | undefined {
  const verb = values[0];
  if (verb !== "run" && verb !== "install") return undefined;
  for (let index = 1; index < values.length && index < 64; index++) {
    const value = values[index] as string;
    if (value === "--") continue;
    if (value.startsWith("-")) {
      if (GO_VALUE_FLAGS.has(value)) index++;
      continue;
    }
    // The first operand is the package; `go run` passes the rest to the program.
    const at = value.lastIndexOf("@");
    if (at <= 0) return undefined;
    const path = value.slice(0, at);
    if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i.test(path)) return undefined;
    const module = { source: value, mode: verb === "run" ? "run" : "install", kind: "go" } as RemoteModule;
    const binary = path.split("/").filter((part) => !/^v\d+$/.test(part)).pop();
    if (binary) module.binary = binary;
    return module;
  }
  return undefined;
}

/** A flake reference fetched from elsewhere (nix3-flake(1) "Flake references"): a hosted repository, a git or mercurial URL, a tarball. */
const REMOTE_FLAKE = /^(?:github|gitlab|sourcehut):|^(?:git\+(?:https?|ssh|git)|hg\+https?|tarball\+https?|file\+https?|https?):/i;
const REMOTE_NIX_URL = /^(?:https?|ftp):\/\/(?!(?:localhost|127\.0\.0\.1)[:/])/i;

function nixFlake(values: readonly string[]): RemoteModule | undefined {
  // Nix takes any setting as an option (`--extra-experimental-features 'nix-command flakes'`), so the
  // subcommand is found by name and the flake by its reference's form.
  const at = values.findIndex((value) => Object.hasOwn(NIX_RUNS, value) || value === "profile");
  if (at < 0) return undefined;
  let mode: "run" | "install" | undefined = ownEntry(NIX_RUNS, values[at] as string);
  let from = at + 1;
  if (values[at] === "profile") {
    mode = values[at + 1] === "install" || values[at + 1] === "add" ? "install" : undefined;
    from = at + 2;
  }
  if (mode === undefined) return undefined;
  for (const value of values.slice(from, from + 64)) {
    if (value === "--" || value === "--command" || value === "-c") break;
    if (REMOTE_FLAKE.test(value) && !local(value)) return { source: value, mode, kind: "nix" };
  }
  return undefined;
}

function local(reference: string): boolean {
  return /^(?:git\+|tarball\+|file\+)?https?:\/\/(?:localhost|127\.0\.0\.1)[:/]/i.test(reference);
}

/**
 * Where `go install PKG@VERSION` puts the program it builds from a module that is not widely used
 * (`$GOPATH/bin`, by default `~/go/bin`), so running it later in the command runs fetched code.
 *
 * @example
 * installedGoProgram(invocation("go", "install", "github.com/x/tool@latest"), "/home/ada") // { path: "/home/ada/go/bin/tool", … }
 */
export function installedGoProgram(invocation: Invocation, home: string): { path: string; binary: string; source: string } | undefined {
  if (invocation.name !== "go" || invocation.argv[1]?.value !== "install") return undefined;
  const module = goModule(invocation.argv.slice(1).map((field) => field.value ?? ""));
  if (!module?.binary || wellKnownGoModule(module.source.slice(0, module.source.lastIndexOf("@")))) return undefined;
  // `GOBIN=/tmp/bin go install …` or `GOPATH=…`: the program goes there instead.
  const gobin = invocation.assignments.get("GOBIN")?.value ?? (invocation.assignments.get("GOPATH")?.value?.split(":")[0] ?? `${home}/go`) + "/bin";
  return { path: `${gobin.replace(/\/+$/, "")}/${module.binary}`, binary: module.binary, source: module.source };
}
