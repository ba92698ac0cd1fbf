import { interpreterFamily } from "../commands/command-name.js";
import { SHELLS } from "../commands/command-classes.js";
import { POWERSHELLS } from "../commands/powershell.js";
import { optionValueAt, type OptionValue } from "../commands/option-values.js";
import { takesCredentialFile } from "../flows/credential-options.js";
import type { Field, Invocation } from "../model.js";
import { networkSink } from "../flows/network-sinks.js";
import { shown, via } from "./helpers.js";
import { knownSecretUse } from "./secret-flow.js";
import type { Hit, RuleContext, RuleSet } from "./types.js";

/**
 * PowerShell's approved verbs that only read or describe (Get-Verb, "Approved Verbs for PowerShell
 * Commands"): a cmdlet named with one takes its operands as named parameters (`Get-ChildItem -Path
 * ~/.ssh`), and the PowerShell models judge the ones that read content.
 */
const READING_VERBS = /^(?:get|test|resolve|measure|select|format|find|compare|show|search|watch|trace|confirm)-[a-z]+$/i;

/**
 * The default for a secret file given to a program the guard has no model of, as an option's value
 * (`llm -f ~/.aws/credentials "explain"`, `aichat --file=.env.production`, `foo-tool -o~/.netrc`,
 * `foo -d @~/.aws/credentials`): the program may read it and send it anywhere, to a model API, a
 * mail, a share, so the guard asks. Options whose name documents taking a credential to use
 * (`flows/credential-options.ts`: `--key-file`, `--env-file`, `--cacert`, `scp -i`) and the
 * credential's own tools (`knownSecretUse`) stay allowed.
 *
 * It comes last among the rule sets, so a rule that knows the program better reports first when it
 * asks too (`unzip -d ~/.claude` is an agent-settings write).
 */
export const secretOptionValueRules: RuleSet = {
  category: "secrets",
  rules: [
    { id: "secrets.pass-as-option", decision: "ask", description: "Gives a secret file to a program the guard has no model of as the value of an option whose name does not say it takes a credential (llm -f ~/.aws/credentials, aichat --file .env.production, onedrive --upload ~/.aws/credentials, tool -d @~/.netrc, tool -o~/.netrc): the guard cannot rule out that the program sends it to a model, a mail or a share. Options documented to take a key, certificate, config or env file (ssh -i, curl --cacert, --kubeconfig, --env-file, -var-file, --ssl-keyfile, --password-file) and the credential's own tools stay allowed." },
  ],
  invocation(invocation, context) {
    const name = invocation.name;
    if (SHELLS.has(name) || POWERSHELLS.has(name) || interpreterFamily(name) || name === "eval" || READING_VERBS.test(name) || knownSecretUse(invocation)) return [];
    // A network client's files are judged by what it sends (`rules/secret-flow.ts`).
    if (networkSink(invocation) !== undefined) return [];
    const args = invocation.argv.slice(1);
    const words = args.map((field) => field.value);
    for (let index = 0; index < args.length; index++) {
      const hit = optionValueHit(invocation, args[index] as Field, optionValueAt(words, index), context);
      if (hit) return [hit];
    }
    return [];
  },
};

/**
 * Whether an option's value names a file: a path (`~/.netrc`, `./x`, `$HOME/x`, `a/b`), a dotfile
 * (`.env`), or a bare name with an extension (`server.key`, `creds.json`). A dotted setting name
 * (`--path db.password`, `-k app.secret`) is not one, nor is a URL, nor a value with quotes in it
 * (`su -c "cat '~/.ssh/id_ed25519.pub'"`: a command or a text, which the walker judges where it runs).
 */
function looksLikeFile(value: string): boolean {
  const path = value.replace(/^file:\/\//, "");
  if (path.includes("://") || /['"]/.test(path)) return false;
  return /^[~/.$]/.test(path) || path.includes("/") || /^[\w-]+\.[a-z0-9]{1,5}$/i.test(path);
}

/** The finding for one option's value, when it is a secret file given to an option not known to take one. */
function optionValueHit(invocation: Invocation, field: Field, option: OptionValue | undefined, context: RuleContext): Hit | undefined {
  if (option === undefined || takesCredentialFile(invocation.name, option.option)) return undefined;
  // `-d @FILE` is "the contents of FILE" to most tools that take data (curl(1), HTTPie, gh api -F).
  const path = option.value.replace(/^@/, "").replace(/^file:\/\//, "");
  if (!looksLikeFile(path)) return undefined;
  const target: Field = option.attached || path !== option.value ? { value: path, text: field.text, glob: false } : field;
  const cwd = invocation.cwd.known ? invocation.cwd.path : context.initialCwd;
  const match = context.classifySecret(target, cwd, "read");
  if (!match) return undefined;
  return { rule: "secrets.pass-as-option", decision: "ask", reason: `${shown(invocation)} is given ${match.reason.replace(/^Access denied: /, "")} as the value of \`${option.option}\`, an option not known to take a credential, and the guard cannot rule out that the program sends it elsewhere${via(invocation)}` };
}
