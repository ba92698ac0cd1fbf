/** Keys of package managers' settings that hold a registry credential (`//host/:_authToken`, `npmAuthToken`, `_password`). */
const REGISTRY_SECRET_KEY = /_auth|authtoken|_password|token|passw|ident/i;
/** Keys whose value is a credential or a URL that carries one (`http-basic.X`, `pypi-token.X`, `api_key`, `proxy_servers`). */
const SECRET_KEY = /passw|token|secret|credential|api_?key|http-basic|oauth|bearer|(?:^|[^a-z])auth(?:[^a-z]|$)/i;
/** pip's keys whose value is an index URL, where pip keeps credentials (`https://user:token@host/simple`). */
const PIP_INDEX_KEY = /(?:^|\.)(?:extra-)?index-url$/;
/** conda's keys whose value carries a token or a password (`channel_alias` with `/t/TOKEN`, proxies with `user:pw@`). */
const CONDA_SECRET_KEY = /^(?:proxy_servers|channel_alias|custom_channels|custom_multichannels)(?:\.|$)/;
/** Bundler's per-host credential keys: a source host (`gems.example.com`) or its variable spelling (`BUNDLE_GEMS__EXAMPLE__COM`). */
const BUNDLER_HOST_KEY = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/?$|^BUNDLE_[A-Z0-9_]*__[A-Z0-9]/i;

/** The operands of args (the words that do not start with `-`). */
const operandsOf = (args: readonly string[]) => args.filter((arg) => !arg.startsWith("-"));
const hasFlag = (args: readonly string[], ...flags: string[]) => args.some((arg) => flags.includes(arg) || flags.some((flag) => flag.startsWith("--") && arg.startsWith(`${flag}=`)));

/**
 * The credential a package manager or build tool prints from its own stored settings, named for
 * reasons, by each tool's reference; undefined for listings and getters that print no secret.
 * Maven's effective settings with `-DshowPasswords`, Hex's `mix hex.config` (all of it, or the
 * `api_key`), Bundler's per-host credentials (`bundle config get gems.example.com`), npm's, pnpm's
 * and Yarn's registry tokens under every spelling of the getter (`npm get`, `npm c get`), Poetry's
 * `http-basic.X` and `pypi-token.X`, PDM's passwords, Hatch's unscrubbed `config show --all`, pip's
 * index URLs, Cargo's `config get` (which merges its credentials file), Gradle's `properties` task
 * (it prints `gradle.properties`, where signing and repository passwords live), NuGet's merged
 * settings with their source credentials, Composer's auth listing, conda's proxy and channel
 * tokens, uv's `auth token`.
 *
 * @example
 * packageToolCredential("mvn", ["help:effective-settings", "-DshowPasswords=true"]) // "mvn help:effective-settings -DshowPasswords"
 * packageToolCredential("npm", ["config", "get", "registry"]) // undefined
 */
export function packageToolCredential(name: string, args: readonly string[]): string | undefined {
  if (args.length > 64) return undefined;
  const operands = operandsOf(args);
  const [first, second, third] = operands;
  switch (name) {
    case "mvn":
    case "mvnw":
    case "./mvnw":
    case "mvnd":
      // Passwords are masked unless `showPasswords` is set (`-DshowPasswords`, `=true`).
      return operands.some((goal) => /(?:^|:)effective-settings$/.test(goal)) && args.some((arg) => /^-DshowPasswords(?:=true)?$/i.test(arg)) ? `${name} help:effective-settings -DshowPasswords` : undefined;
    case "mix":
      if (first === "hex.config") {
        if (hasFlag(args, "--delete")) return undefined;
        // No key lists every setting, the API key among them; a key and a value set it.
        if (second === undefined) return "mix hex.config";
        return third === undefined && SECRET_KEY.test(second) ? `mix hex.config ${second}` : undefined;
      }
      // Generating a key prints it (`mix hex.user key generate`, `mix hex.organization key ORG generate`).
      return (first === "hex.user" || first === "hex.organization") && operands.includes("key") && operands.includes("generate") ? `mix ${first} key generate` : undefined;
    case "bundle":
    case "bundler": {
      if (first !== "config") return undefined;
      if (hasFlag(args, "--delete", "--local", "--global") && third !== undefined) return undefined;
      // `bundle config get KEY`, or the older `bundle config KEY` (a key alone prints its value).
      const key = second === "get" ? third : operands.length === 2 ? second : undefined;
      return key !== undefined && BUNDLER_HOST_KEY.test(key) ? `bundle config get ${key}` : undefined;
    }
    case "npm":
    case "pnpm":
    case "yarn": {
      // Yarn 2+ redacts tokens in `yarn config` and `yarn config get` unless told `--no-redacted`
      // (Yarn CLI reference, config and config get): then the listing, `npmRegistries` and `npmScopes` print them.
      if (name === "yarn" && first === "config" && (second === undefined || second === "get") && hasFlag(args, "--no-redacted")) return `yarn config${second === "get" ? ` get ${third ?? ""}` : ""} --no-redacted`;
      // `npm get KEY` and `npm c get KEY` are the same getter as `npm config get KEY`.
      const at = first === "get" ? 1 : (first === "config" || first === "c") && second === "get" ? 2 : -1;
      if (at < 0 || (name === "yarn" && first === "get")) return undefined;
      const key = operands.slice(at).find((operand) => REGISTRY_SECRET_KEY.test(operand));
      return key === undefined ? undefined : `${name} config get ${key}`;
    }
    case "poetry":
      // `poetry config KEY` prints the value; with a value after it, it sets it.
      return first === "config" && second !== undefined && third === undefined && !hasFlag(args, "--unset") && /^(?:http-basic|pypi-token|certificates)\./.test(second) && !/\.cert$|\.client-cert$/.test(second) ? `poetry config ${second}` : undefined;
    case "pdm":
      return first === "config" && second !== undefined && third === undefined && !hasFlag(args, "-d", "--delete") && SECRET_KEY.test(second) ? `pdm config ${second}` : undefined;
    case "hatch":
      // Hatch scrubs secret fields unless told not to.
      return first === "config" && second === "show" && hasFlag(args, "-a", "--all") ? "hatch config show --all" : undefined;
    case "pip":
    case "pip3":
      return first === "config" && second === "get" && third !== undefined && PIP_INDEX_KEY.test(third) ? `pip config get ${third}` : undefined;
    case "cargo":
      return first === "config" && second === "get" && (third === undefined || SECRET_KEY.test(third)) ? `cargo config get${third === undefined ? "" : ` ${third}`}` : undefined;
    case "gradle":
    case "gradlew":
    case "./gradlew":
      return operands.some((task) => /^(?::[\w-]+)*:?properties$/.test(task)) ? `${name} properties` : undefined;
    case "dotnet":
      return first === "nuget" && second === "config" && third === "get" && operands.slice(3).some((key) => /^all$|credential|passw/i.test(key)) ? "dotnet nuget config get" : undefined;
    case "nuget":
      return first === "config" && args.some((arg, index) => /^-get$/i.test(args[index - 1] ?? "") && SECRET_KEY.test(arg)) ? "nuget config -Get" : undefined;
    case "composer":
      return first === "config" && hasFlag(args, "-a", "--auth") && hasFlag(args, "-l", "--list") ? "composer config --auth --list" : undefined;
    case "conda":
    case "mamba":
    case "micromamba": {
      if (first === "token" && second === "list") return `${name} token list`;
      if (first !== "config") return undefined;
      const show = args.indexOf("--show");
      if (show < 0) return undefined;
      const keys = operands.slice(1);
      if (keys.length === 0) return `${name} config --show`;
      const key = keys.find((candidate) => CONDA_SECRET_KEY.test(candidate));
      return key === undefined ? undefined : `${name} config --show ${key}`;
    }
    case "uv":
      return first === "auth" && second === "token" ? "uv auth token" : undefined;
    default:
      return undefined;
  }
}
