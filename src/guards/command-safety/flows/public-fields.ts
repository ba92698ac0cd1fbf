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
 * Password managers' JSON items say the same of their fields, read by `passwordManagerItems`:
 *
 * - Bitwarden (`bw list items`, `bw get item`; Bitwarden CLI reference, item JSON): `id`, `name`,
 *   `folderId`, `organizationId`, `collectionIds`, `type`, `favorite`, dates, `login.uris`,
 *   `login.username` and each custom field's `name` and `type`. `login.password`, `login.totp`,
 *   `notes`, `fields[].value`, cards, identities and SSH keys stay secret;
 * - 1Password (`op item list|get --format json`; 1Password CLI reference, item JSON): `id`, `title`,
 *   `vault`, `category`, `tags`, `urls`, dates, `additional_information` and each field's `id`,
 *   `label`, `type`, `purpose`, `section`, `reference` (an `op://` address). `fields[].value` stays secret;
 * - LastPass (`lpass show --json`; lpass(1)): `id`, `name`, `fullname`, `username`, `group`, `url`,
 *   dates. `password` and `note` stay secret;
 * - Bitwarden Secrets Manager (`bws secret get|list`; Secrets Manager CLI reference): `id`, `key`
 *   (the secret's name), `organizationId`, `projectId`, dates. `value` and `note` stay secret.
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

/** A password manager's item JSON: the command that prints it (its credential mark), and the item's public fields. */
interface ItemSchema {
  command: RegExp;
  fields: readonly FieldPath[];
}

const ITEM_SCHEMAS: readonly ItemSchema[] = [
  {
    command: /^(?:bw|rbw) (?:list items|get)\b/,
    fields: [
      ["id"], ["name"], ["folderid"], ["organizationid"], ["collectionids"], ["type"], ["object"], ["favorite"], ["reprompt"], ["revisiondate"],
      ["creationdate"], ["deleteddate"], ["login", "uris"], ["login", "username"], ["login", "passwordrevisiondate"], ["fields", "*", "name"], ["fields", "*", "type"],
    ],
  },
  {
    command: /^op item (?:list|get)\b/,
    fields: [
      ["id"], ["title"], ["version"], ["vault"], ["category"], ["tags"], ["urls"], ["created_at"], ["updated_at"], ["last_edited_by"], ["additional_information"],
      ["favorite"], ["sections"], ["fields", "*", "id"], ["fields", "*", "label"], ["fields", "*", "type"], ["fields", "*", "purpose"], ["fields", "*", "section"], ["fields", "*", "reference"],
    ],
  },
  {
    // Bitwarden Secrets Manager (`bws secret get|list`; its CLI reference): a secret's `key` is its name, `value` and `note` stay secret.
    command: /^bws secret (?:get|list)\b/,
    fields: [["id"], ["organizationid"], ["projectid"], ["key"], ["creationdate"], ["revisiondate"]],
  },
  {
    command: /^lpass (?:show|ls)\b/,
    fields: [["id"], ["name"], ["fullname"], ["username"], ["group"], ["url"], ["last_modified_gmt"], ["last_touch"], ["share"]],
  },
];

/**
 * Whether a jq filter reading what password-manager commands printed (`secrets`, their credential
 * marks) selects only the items' public fields (`bw list items | jq -r '.[].name'`, `op item get X
 * --format json | jq '{id, title}'`): names, ids, folders and URIs print, no password, note, TOTP
 * seed or custom field value. A listing is an array of items, a single item an object; both read.
 *
 * @example
 * selectsPublicItemFields("jq", ["-r", ".[].name"], ["bw list items"]) // true
 * selectsPublicItemFields("jq", [".[].login.password"], ["bw list items"]) // false
 */
export function selectsPublicItemFields(name: string, args: readonly string[], secrets: readonly string[]): boolean {
  const schemas = secrets.map((secret) => ITEM_SCHEMAS.find((schema) => schema.command.test(secret)));
  if (schemas.length === 0 || schemas.some((schema) => schema === undefined)) return false;
  const allowed = (schemas as ItemSchema[]).flatMap((schema) => schema.fields.flatMap((field) => [field, ["*", ...field]]));
  return selectsOnly(name, args, allowed);
}

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
  return allowed !== undefined && selectsOnly(name, args, allowed);
}

/** Whether a jq or yq program reads and prints only paths at or below one of `allowed`. */
function selectsOnly(name: string, args: readonly string[], allowed: readonly FieldPath[]): boolean {
  if (!/^(?:jq|gojq|jaq|yq)$/.test(name) || args.length > 16) return false;
  if (args.some((arg) => FOREIGN_INPUT.test(arg))) return false;
  const operands = args.filter((arg, index) => !arg.startsWith("-") && !VALUED.test(args[index - 1] ?? ""));
  // mikefarah's yq takes its command first (`yq e '.x' f`, `yq eval …`).
  const program = name === "yq" && (operands[0] === "e" || operands[0] === "eval") ? operands[1] : operands[0];
  if (program === undefined || program.length > 256) return false;
  const paths = selectedPaths(program);
  return paths !== undefined && paths.every((path) => allowed.some((prefix) => startsWith(path, prefix)));
}

/**
 * The paths a program of plain paths reads (`.a.b, .c[] | .d` → `a.b`, `c.*.d`), or undefined for
 * any other program. Besides paths, a stage may be `map(PATH)`, an object built of paths
 * (`{id, name, url: .login.uris}`), or `select(PATH == "text")` (also `!=`, `| test("…")`,
 * `| startswith("…")`, `| contains("…")`), whose PATH is read too: a comparison tells something of
 * the value it reads.
 */
function selectedPaths(program: string): FieldPath[] | undefined {
  const paths: FieldPath[] = [];
  for (const alternative of splitTopLevel(program, ",")) {
    let prefixes: FieldPath[] = [[]];
    for (const stage of splitTopLevel(alternative, "|")) {
      const read = stagePaths(stage.trim());
      if (read === undefined) return undefined;
      // A filter reads its path below each prefix and passes the prefix on unchanged.
      if (read.filter) {
        paths.push(...prefixes.map((prefix) => [...prefix, ...read.filter]));
        continue;
      }
      prefixes = prefixes.flatMap((prefix) => read.paths.map((path) => [...prefix, ...path]));
    }
    // `.` alone is the whole file.
    if (prefixes.some((path) => path.length === 0)) return undefined;
    paths.push(...prefixes);
  }
  return paths;
}

/** A `select(PATH == "text")` condition: a path compared with a string literal. */
const SELECT = /^select\(\s*(\.[^|=!()]*?)\s*(?:(?:==|!=)\s*"[^"\\]{0,100}"|\|\s*(?:test|startswith|endswith|contains)\("[^"\\]{0,100}"\))\s*\)$/;
/** An entry of an object construction: `key` (shorthand for `key: .key`), `key: PATH` or `"key": PATH`. */
const OBJECT_ENTRY = /^(?:([A-Za-z_]\w*)|(?:[A-Za-z_]\w*|"[^"\\]{1,100}")\s*:\s*(\..*))$/s;

/** The paths one stage reads: each path it yields, or for a `select`, the one path it tests (`filter`). */
function stagePaths(stage: string): { paths: FieldPath[]; filter?: undefined } | { paths?: undefined; filter: FieldPath } | undefined {
  const map = /^map\((.*)\)$/s.exec(stage);
  if (map) {
    const steps = pathSteps((map[1] ?? "").trim());
    return steps === undefined || steps.length === 0 ? undefined : { paths: [["*", ...steps]] };
  }
  const select = SELECT.exec(stage);
  if (select) {
    const steps = pathSteps(select[1] ?? "");
    return steps === undefined || steps.length === 0 ? undefined : { filter: steps };
  }
  if (stage.startsWith("{") && stage.endsWith("}")) {
    const paths: FieldPath[] = [];
    for (const entry of splitTopLevel(stage.slice(1, -1), ",")) {
      const parts = OBJECT_ENTRY.exec(entry.trim());
      const steps = parts?.[1] !== undefined ? [parts[1].toLowerCase()] : pathSteps((parts?.[2] ?? "").trim());
      if (steps === undefined || steps.length === 0) return undefined;
      paths.push(steps);
    }
    return paths.length === 0 ? undefined : { paths };
  }
  const steps = pathSteps(stage);
  return steps === undefined ? undefined : { paths: [steps] };
}

/** `text` split at `separator` outside brackets, braces, parentheses and strings; one piece (the whole) when quotes do not close. */
function splitTopLevel(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === "\\") index++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") depth--;
    else if (char === separator && depth === 0) {
      pieces.push(text.slice(start, index));
      start = index + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
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
