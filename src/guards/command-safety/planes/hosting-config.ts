import type { Field, Invocation } from "../model.js";
import { isSecretVariable } from "../flows/secret-names.js";
import type { PlaneEffect } from "./plane-effect.js";
import { optionValue } from "../commands/option-values.js";

/**
 * An app, environment or context named for development, previews or tests (`myapp-dev`, `preview`,
 * `pr-42`, `sandbox`): removing its configuration breaks nothing users rely on.
 */
const NOT_PRODUCTION = /(?:^|[-_.:])(?:dev|develop|development|preview|previews|deploy-preview|branch-deploy|test|testing|sandbox|local|review|pr-?\d+|ci|qa|scratch)(?:$|[-_.\d])/i;
/** A name that also says production, which wins over a development word (`prod-preview`). */
const PRODUCTION = /(?:^|[-_.:])(?:prod|production|prd|live|main)(?:$|[-_.\d])/i;

/** The CLIs' options that take a value, whose value is not a subcommand or operand (`--scope team`, `-a app`, `--context dev`). */
const VALUED_OPTIONS = new Set(["-a", "--app", "-r", "--remote", "-c", "--config", "--scope", "-S", "--token", "-t", "--cwd", "-A", "--local-config", "-Q", "--global-config", "-e", "--environment", "-s", "--service", "--filter", "--site"]);

/** Whether a named app or environment is one for development, previews or tests, and not production. */
const developmentOnly = (name: string | undefined): boolean => name !== undefined && NOT_PRODUCTION.test(name) && !PRODUCTION.test(name);

/**
 * Configuration removed from a hosted app: its secrets or environment variables deleted, from the
 * CLI references of Fly.io (`fly secrets unset`), Heroku (`heroku config:unset`), Netlify (`netlify
 * env:unset --context`), Vercel (`vercel env rm KEY [environment]`) and Railway (`railway variables
 * delete`, `--environment`). The app loses the setting at its next release and none of these CLIs
 * can show a secret's value again, so it cannot be put back from the platform. Fly and Heroku apps
 * have no environments: the app is the deployment, so the removal asks unless the app's name says
 * development, previews or tests (`-a web-dev`). Netlify, Vercel and Railway scope it to a context
 * or environment: a development or preview one stays allowed, production or none named (every
 * context, or the one linked) asks. On Heroku, Netlify, Vercel and Railway, whose config vars also
 * hold plain settings, only a removed key whose name means a credential (`STRIPE_SECRET_KEY`,
 * `DATABASE_URL`, `flows/secret-names.ts`) asks: a setting such as `FEATURE_X` or `NODE_ENV` is put
 * back from what everyone knows, a credential only by issuing a new one. Fly keeps only secrets. `undefined` for every other command; `[]` when one of these
 * CLIs removes development configuration, so no generic rule reads it again.
 *
 * @example
 * hostingConfigEffects(invocation("heroku", "config:unset", "API_KEY", "-a", "shop"))?.[0]?.rule // "planes.cloud-delete"
 * hostingConfigEffects(invocation("vercel", "env", "rm", "API_KEY", "preview")) // []
 */
export function hostingConfigEffects(invocation: Invocation): PlaneEffect[] | undefined {
  const args = invocation.argv.slice(1, 65).map((field: Field) => field.value ?? "");
  const words = args.filter((arg, index) => !arg.startsWith("-") && !VALUED_OPTIONS.has(args[index - 1] ?? ""));
  switch (invocation.name) {
    case "fly":
    case "flyctl":
      if (words[0] !== "secrets" || !["unset", "remove", "rm"].includes(words[1] ?? "")) return undefined;
      return removal(developmentOnly(optionValue(args, ["-a", "--app"]) ?? optionValue(args, ["-c", "--config"])), "removes secrets from the Fly app, which restarts without them; their values cannot be read back");
    case "heroku":
      if (!["config:unset", "config:remove"].includes(words[0] ?? "")) return undefined;
      return removal(developmentOnly(optionValue(args, ["-a", "--app"]) ?? optionValue(args, ["-r", "--remote"])) || !words.slice(1).some(isSecretVariable), "removes config vars from the Heroku app, which restarts without them; their values cannot be read back");
    case "netlify": {
      if (!["env:unset", "env:delete", "env:remove"].includes(words[0] ?? "")) return undefined;
      const contexts = contextValues(args);
      return removal((contexts.length > 0 && contexts.every(developmentOnly)) || !words.slice(1).some(isSecretVariable), "removes an environment variable from the site's production context (every context when none is named)");
    }
    case "vercel":
    case "vc": {
      if (words[0] !== "env" || !["rm", "remove"].includes(words[1] ?? "")) return undefined;
      return removal(developmentOnly(words[3]) || !isSecretVariable(words[2] ?? ""), "removes an environment variable from the project's production deployments (or one chosen when it runs); its value cannot be read back");
    }
    case "railway":
      if (!/^variables?$/.test(words[0] ?? "") || !["delete", "remove", "rm"].includes(words[1] ?? "")) return undefined;
      return removal(developmentOnly(optionValue(args, ["-e", "--environment"])) || !words.slice(2).some(isSecretVariable), "removes a variable from the service's linked or production environment; its value cannot be read back");
    default:
      return undefined;
  }
}

function removal(development: boolean, what: string): PlaneEffect[] {
  return development ? [] : [{ rule: "planes.cloud-delete", what }];
}

/** Netlify's `--context` values: repeated, or several words after one flag (`--context production deploy-preview`). */
function contextValues(args: readonly string[]): string[] {
  const contexts: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg.startsWith("--context=")) contexts.push(arg.slice(10));
    if (arg !== "--context") continue;
    for (let next = index + 1; next < args.length && !(args[next] as string).startsWith("-"); next++) contexts.push(args[next] as string);
  }
  return contexts;
}
