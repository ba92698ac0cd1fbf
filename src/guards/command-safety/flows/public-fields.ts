/**
 * Credential files keep settings beside the secret, and their formats document which is which. A
 * jq or yq read that selects only documented non-secret fields prints no secret:
 *
 * - a kubeconfig (Kubernetes, "Organizing Cluster Access Using kubeconfig Files" and the `Config`
 *   v1 reference): `current-context`, `apiVersion`, `kind`, each context's `name` and its `cluster`,
 *   `user` and `namespace`, each cluster's `name`, `server`, `tls-server-name`,
 *   `insecure-skip-tls-verify` and its CA certificate (public), each user's `name`. A user's entry
 *   (`token`, `client-key-data`, `password`, `exec` with its environment), a cluster's `proxy-url`
 *   (which may carry a login) and whole objects that hold them stay secret;
 * - Docker's `config.json` (docker CLI reference, "Configuration files"): `credsStore`,
 *   `credHelpers` (which helper serves which registry), `currentContext`, `psFormat`,
 *   `imagesFormat`, `detachKeys`, `experimental`, `features`, `aliases`, `cliPluginsExtraDirs`.
 *   `auths`, `HttpHeaders` and `proxies` (which may carry passwords) stay secret.
 *
 * Anything the reader cannot follow — a filter other than plain paths, variables, a program read
 * from a file, an unknown field — is taken as printing the secret.
 */

/** One selected path: keys, with `*` for an array index or iteration. */
type FieldPath = readonly string[];

/** Allowed paths per audit rule, `*` standing for any index; a path is allowed when it is one of these or lies below one. */
const PUBLIC_FIELDS: ReadonlyMap<string, readonly FieldPath[]> = new Map([
  [
    "secrets.kube-config",
    [
      ["current-context"], ["apiversion"], ["kind"], ["contexts"], ["users", "*", "name"], ["clusters", "*", "name"],
      ["clusters", "*", "cluster", "server"], ["clusters", "*", "cluster", "tls-server-name"], ["clusters", "*", "cluster", "insecure-skip-tls-verify"],
      ["clusters", "*", "cluster", "certificate-authority-data"], ["clusters", "*", "cluster", "certificate-authority"],
    ],
  ],
  [
    "secrets.docker-config",
    [["credsstore"], ["credhelpers"], ["currentcontext"], ["psformat"], ["imagesformat"], ["detachkeys"], ["experimental"], ["features"], ["aliases"], ["clipluginsextradirs"]],
  ],
]);

/** jq's and yq's options that bring in values or a program from elsewhere. */
const FOREIGN_INPUT = /^--(?:arg|argjson|slurpfile|rawfile|args|jsonargs|from-file)$|^-[a-zA-Z]*f$/;
/** Options of jq and yq whose value is not the program (`yq -o json`, `jq --indent 4`). */
const VALUED = /^(?:-o|-p|-I|--output-format|--input-format|--indent)$/;
/** One step of a path: `.key`, `."key"`, `.["key"]`, `["key"]`, `[]`, `[N]`, each optionally followed by `?`. */
const STEP = /^(?:\.([A-Za-z_][\w-]*)|\.?"([^"\\]{1,100})"|\.?\["([^"\\]{1,100})"\]|\.?\[(\d{0,6})\])\??/;

/**
 * Whether a jq or yq command prints only documented non-secret fields of the file the audit
 * classified under `rule` (`jq '.credsStore' ~/.docker/config.json`, `yq '.contexts[].name'
 * ~/.kube/config`).
 *
 * @example
 * selectsPublicFields("jq", ["-r", ".\"current-context\""], "secrets.kube-config") // true
 * selectsPublicFields("yq", [".users[].user.token"], "secrets.kube-config") // false
 */
export function selectsPublicFields(name: string, args: readonly string[], rule: string): boolean {
  const allowed = PUBLIC_FIELDS.get(rule);
  if (allowed === undefined || !/^(?:jq|gojq|jaq|yq)$/.test(name) || args.length > 16) return false;
  if (args.some((arg) => FOREIGN_INPUT.test(arg))) return false;
  const operands = args.filter((arg, index) => !arg.startsWith("-") && !VALUED.test(args[index - 1] ?? ""));
  // mikefarah's yq takes its command first (`yq e '.x' f`, `yq eval …`).
  const program = name === "yq" && (operands[0] === "e" || operands[0] === "eval") ? operands[1] : operands[0];
  if (program === undefined || program.length > 256) return false;
  const paths = selectedPaths(program);
  return paths !== undefined && paths.every((path) => allowed.some((prefix) => startsWith(path, prefix)));
}

/** The paths a program of plain paths selects (`.a.b, .c[] | .d` → `a.b`, `c.*.d`), or undefined for any other program. */
function selectedPaths(program: string): FieldPath[] | undefined {
  const paths: FieldPath[] = [];
  for (const alternative of program.split(",")) {
    const path: string[] = [];
    for (const stage of alternative.split("|")) {
      const steps = pathSteps(stage.trim());
      if (steps === undefined) return undefined;
      path.push(...steps);
    }
    // `.` alone is the whole file.
    if (path.length === 0) return undefined;
    paths.push(path);
  }
  return paths;
}

/** The steps of one path expression (`.contexts[0].name`), lower case, or undefined when it is not a plain path. */
function pathSteps(expression: string): string[] | undefined {
  if (expression === ".") return [];
  if (!expression.startsWith(".")) return undefined;
  const steps: string[] = [];
  let rest = expression;
  while (rest !== "") {
    const step = STEP.exec(rest);
    if (step === null) return undefined;
    const key = step[1] ?? step[2] ?? step[3];
    steps.push(key === undefined ? "*" : key.toLowerCase());
    rest = rest.slice(step[0].length);
  }
  return steps;
}

function startsWith(path: FieldPath, prefix: FieldPath): boolean {
  return prefix.length <= path.length && prefix.every((step, index) => step === path[index]);
}
