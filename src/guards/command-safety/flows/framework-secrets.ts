import type { Invocation } from "../model.js";
import { consoleCode } from "../planes/console-input.js";
import { taskWords } from "../planes/task-words.js";
import { isSecretVariable } from "./secret-names.js";

/**
 * How each framework's code reads the application's own secrets, and prints them. A read whose key
 * (or last key segment) is named as a secret counts: `config('database.connections.mysql.password')`
 * (Laravel "Configuration"), `settings.SECRET_KEY` (Django "Settings"), `Application.get_env(:app,
 * :secret_key_base)` (Elixir `Application`), `ENV["STRIPE_SECRET_KEY"]`. Whole stores count without a
 * key: Rails' encrypted credentials and secrets (Rails guide "Securing Rails Applications",
 * "Custom Credentials"), Django's `DATABASES` and an Ecto repo's configuration, which carry the
 * database password.
 */
interface FrameworkLanguage {
  /** Reads of the secret stores themselves. */
  stores?: RegExp;
  /** Reads of one configuration value or variable, its key in group 1. */
  keyed: RegExp;
  /** Calls that write a value to the output. */
  prints: RegExp;
}

const LANGUAGES: Readonly<Record<string, FrameworkLanguage>> = {
  ruby: {
    stores: /\bRails\.application\.(?:credentials|secrets|secret_key_base)\b|\bRails\.application\.config\.secret_key_base\b/,
    keyed: /\bENV(?:\[|\.fetch\(\s*)\s*["']([\w.]+)["']/g,
    prints: /(?:^|[\s;({])(?:puts|pp|p|print|warn|display|ap)(?:[\s(]|$)|\.display\b|\$std(?:out|err)\b|\bSTD(?:OUT|ERR)\b/,
  },
  php: {
    keyed: /\b(?:config|env|getenv)\(\s*["']([\w.-]+)["']|\$_(?:ENV|SERVER)\[\s*["']([\w.-]+)["']/g,
    prints: /\b(?:dump|dd|echo|print|print_r|var_dump|var_export|printf|json_encode)\b/,
  },
  python: {
    stores: /\bsettings\.(?:DATABASES|CACHES)\b/,
    keyed: /\bsettings\.([A-Z][A-Z0-9_]*)\b|\bos\.(?:environ(?:\.get\(|\[)|getenv\()\s*["']([\w.]+)["']/g,
    prints: /\bprint\s*\(|\bpprint\b|\bsys\.std(?:out|err)\.write\b/,
  },
  elixir: {
    stores: /\bApplication\.(?:get_env|fetch_env!?)\([^)]*\bRepo\b|\bApplication\.get_all_env\b/,
    keyed: /\bApplication\.(?:get_env|fetch_env!?)\(\s*:\w+\s*,\s*:(\w+)|\[:(\w+)\]|\bSystem\.(?:get_env|fetch_env!?)\(\s*"(\w+)"/g,
    prints: /\bIO\.(?:puts|inspect|write)\b|\bdbg\(|\bLogger\./,
  },
};

/** Whether a configuration key names a secret by its last segment (`database.connections.mysql.password`, `app.key`). */
function secretKey(key: string): boolean {
  const last = key.split(/[.:-]/).filter(Boolean).at(-1) ?? "";
  return isSecretVariable(last) || isSecretVariable(key.replace(/[.-]/g, "_"));
}

/** The secret a piece of framework code reads and prints, shown for reasons, or undefined. */
export function printedAppSecret(code: string, language: string): string | undefined {
  const model = LANGUAGES[language];
  if (model === undefined || code.length > 65_536 || !model.prints.test(code)) return undefined;
  const store = model.stores?.exec(code);
  if (store) return store[0];
  for (const match of code.matchAll(model.keyed)) {
    const key = match.slice(1).find((group) => group !== undefined);
    if (key !== undefined && secretKey(key)) return match[0].trim();
  }
  return undefined;
}

/**
 * The application secret a framework's runner or console prints, named for reasons, when the code
 * it is given reads one and writes it out: `bin/rails runner 'puts Rails.application.credentials…'`,
 * `php artisan tinker --execute="dump(config('…password'))"`, `python manage.py shell -c
 * "print(settings.SECRET_KEY)"`, `mix run -e 'IO.puts Application.get_env(…)[:password]'`. Code
 * that prints anything else (`puts User.count`, `dump(config('app.name'))`) is everyday work.
 *
 * @example
 * // php artisan tinker --execute="echo config('app.key');"
 * frameworkSecretPrint(invocation) // "php artisan tinker (config('app.key'))"
 */
export function frameworkSecretPrint(invocation: Invocation): string | undefined {
  const task = taskWords(invocation);
  const code = consoleCode(task.tool, task.args, invocation);
  if (code === undefined) return undefined;
  for (const { code: text, language } of code.slice(0, 8)) {
    const secret = printedAppSecret(text, language);
    if (secret !== undefined) return `${invocation.name === task.tool ? task.tool : `${invocation.name} ${task.tool}`} ${task.args[0]?.value ?? ""} (${secret})`.replace(/\s+\(/, " (");
  }
  return undefined;
}
