import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { frameworkSecretPrint, printedAppSecret } from "./framework-secrets.js";

const printed = (source: string) => frameworkSecretPrint(invocations(source).at(-1) as never);

describe("frameworkSecretPrint", () => {
  it.each([
    ["bin/rails runner 'puts Rails.application.credentials.secret_key_base'", "Rails.application.credentials"],
    ["rails runner -e production 'pp Rails.application.secrets'", "Rails.application.secrets"],
    ["php artisan tinker --execute=\"dump(config('database.connections.mysql.password'))\"", "config('database.connections.mysql.password'"],
    ["php artisan tinker --execute \"echo config('app.key');\"", "config('app.key'"],
    ["python manage.py shell -c 'from django.conf import settings; print(settings.SECRET_KEY)'", "settings.SECRET_KEY"],
    ["python manage.py shell -c 'from django.conf import settings; print(settings.DATABASES)'", "settings.DATABASES"],
    ["mix run -e 'IO.puts Application.get_env(:my_app, MyApp.Repo)[:password]'", "Repo"],
    ["mix run -e 'IO.inspect Application.fetch_env!(:my_app, :secret_key_base)'", "secret_key_base"],
  ])("%s prints an application secret", (source, secret) => {
    expect(printed(source)).toContain(secret);
  });

  it.each([
    "bin/rails runner 'puts User.count'",
    "rails runner script/backfill.rb",
    // Read but not printed: the code uses the secret as designed.
    "rails runner 'Stripe.api_key = Rails.application.credentials.stripe_key; Sync.run'",
    "php artisan tinker --execute=\"dump(config('app.name'))\"",
    "python manage.py shell -c 'from django.conf import settings; print(settings.DEBUG)'",
    "mix run -e 'IO.puts Application.get_env(:my_app, :env)'",
    "php artisan migrate",
    "python manage.py migrate",
  ])("%s does not", (source) => {
    expect(printed(source)).toBeUndefined();
  });

  it("reads each language's configuration by the key's last segment", () => {
    expect(printedAppSecret("echo env('STRIPE_SECRET');", "php")).toBe("env('STRIPE_SECRET'");
    expect(printedAppSecret("echo env('APP_URL');", "php")).toBeUndefined();
    expect(printedAppSecret("puts ENV.fetch('DATABASE_URL')", "ruby")).toBe("ENV.fetch('DATABASE_URL'");
    expect(printedAppSecret("print(os.environ.get('API_TOKEN'))", "python")).toBe("os.environ.get('API_TOKEN'");
    expect(printedAppSecret("IO.puts System.get_env(\"SECRET_KEY_BASE\")", "elixir")).toBe("System.get_env(\"SECRET_KEY_BASE\"");
    expect(printedAppSecret("console.log(process.env.TOKEN)", "node")).toBeUndefined();
  });
});
