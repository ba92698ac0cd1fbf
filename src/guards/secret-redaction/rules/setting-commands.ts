import { isAssignedSecret } from "./assigned-secrets.js";
import type { LocatedSecret, SecretRule } from "./secret-rule.js";
import { secretNameKind } from "./secret-names.js";

/**
 * `<tool> config set <name> <value>` and its kin: `npm config set //registry…/:_authToken …`,
 * `yarn config set npmAuthToken …`, `git config --global github.token …`, `gh secret set NAME --body …`,
 * `dotnet user-secrets set "Stripe:SecretKey" "…"`. Groups: 2 the name, 4 a quoted value, 5 a bare one.
 */
const CONFIG_SET =
  /(?:config|user-secrets|secrets?)(?:[^\S\n]+--?[A-Za-z][\w-]*)*[^\S\n]+(?:set[^\S\n]+)?(?:--?[A-Za-z][\w-]*[^\S\n]+)*(["']?)([\w.:/@-]{2,120})\1[^\S\n]+(?:(?:--body|--value|-b)(?:=|[^\S\n]+))?(?:(["'])([^"'\n]{1,500})\3|([^\s"'|;&<>`]{1,500}))/g;

/** `--name <name> … --value <value>` on one command line (`aws ssm put-parameter`). */
const NAME_VALUE_FLAGS = /--name(?:=|[^\S\n]+)(["']?)([^\s"']{2,200})\1[^\n]{0,300}?[^\S\n]--value(?:=|[^\S\n]+)(?:(["'])([^"'\n]{1,500})\3|([^\s"'|;&<>`]{1,500}))/g;

function locateSetting(nameGroup: number, quotedGroup: number, bareGroup: number) {
  return (match: RegExpExecArray, text: string): LocatedSecret | undefined => {
    // The command's word alone (`git config`, not `gitconfig` or `--config`).
    if (match.index > 0 && /[\w-]/.test(text[match.index - 1]!)) return undefined;
    const kind = secretNameKind(match[nameGroup]!);
    const quoted = match[quotedGroup] !== undefined;
    const value = match[quotedGroup] ?? match[bareGroup]!;
    if (kind === undefined || value.startsWith("-") || !isAssignedSecret(value, kind, quoted)) return undefined;
    const [start, end] = match.indices![quoted ? quotedGroup : bareGroup]!;
    return { start, end, kind };
  };
}

/**
 * Secrets set by a command: configuration and secret stores' `set` commands, `--name`/`--value`
 * pairs, and PowerShell's `ConvertTo-SecureString "…" -AsPlainText`.
 */
export const SETTING_COMMAND_RULES: readonly SecretRule[] = [
  {
    id: "config-set",
    pattern: CONFIG_SET,
    locate: locateSetting(2, 4, 5),
    source: "npm config set; yarn config set; git config; gh secret set --body; dotnet user-secrets set",
    rank: 1,
  },
  {
    id: "name-value-flags",
    pattern: NAME_VALUE_FLAGS,
    locate: locateSetting(2, 4, 5),
    source: "https://docs.aws.amazon.com/cli/latest/reference/ssm/put-parameter.html",
    rank: 1,
  },
  {
    id: "powershell-plain-text-secure-string",
    pattern: /ConvertTo-SecureString[^\S\n]+(?:-String[^\S\n]+)?(["'])([^"'\n]{4,200})\1[^\n]{0,80}?-AsPlainText/gi,
    group: 2,
    validate: (password) => isAssignedSecret(password, "password", true),
    kind: "password",
    source: "https://learn.microsoft.com/en-us/powershell/module/microsoft.powershell.security/convertto-securestring",
    rank: 2,
  },
];
