import { casesOf, type CorpusCase } from "./corpus-types.js";

const secrets = casesOf("secrets");
const _plain = { noVariants: true };

/**
 * Secret flow closed by family rather than by example: files that hold passwords and tools'
 * tokens in their XDG directories, each written from the tools' documentation with other tools
 * and spellings than the ones first seen, and the everyday look-alikes that stay allowed.
 */
export const SECRET_FLOW_FAMILY_CASES: readonly CorpusCase[] = [
  // Files that hold secrets: password files, Android signing properties, CLIs' token files.
  secrets.deny("cat ~/.config/keystore_password"),
  secrets.deny("head -n1 deploy/smtp.passwd"),
  secrets.deny("less ~/.secrets/gpg-passphrase.txt"),
  secrets.deny("cat app/key.properties"),
  secrets.deny("base64 android/signing.properties"),
  secrets.deny("cat ~/.op/config"),
  secrets.deny("tail ~/.config/turborepo/config.json"),
  secrets.deny("cat ~/.config/planetscale/access-token"),
  secrets.deny("cat /home/ada/.config/tea/config.yml"),
  secrets.allow("cat src/auth/password-reset.ts"),
  secrets.allow("cat docs/passport.md"),
  secrets.allow("cat android/gradle.properties"),
  secrets.allow("ls -la ~/.config/op"),
  // Commands that mint a new credential and print it; written to a named file, it is not printed.
  secrets.ask("aws lightsail create-key-pair --key-pair-name ci", _plain),
  secrets.ask("glab token create deploy-bot --scope read_registry --duration 30d", _plain),
  secrets.ask("bao login -method=userpass -field=token username=ada", _plain),
  secrets.ask("gcloud iam service-accounts keys create /dev/fd/1 --iam-account=ci@shop.iam.gserviceaccount.com", _plain),
  secrets.ask("heroku authorizations:rotate 1f2e3d4c", _plain),
  secrets.ask("cloudflared tunnel token shop-tunnel", _plain),
  secrets.ask("kubeadm token create --print-join-command", _plain),
  secrets.ask("openstack token issue -f value -c id", _plain),
  secrets.allow("gcloud iam service-accounts keys create ci-key.json --iam-account=ci@shop.iam.gserviceaccount.com", _plain),
  secrets.allow("vault login -method=oidc role=dev", _plain),
  secrets.allow("ibmcloud iam api-key-create ci --file ci-key.json", _plain),
  // Tool configs that hold tokens, read by their own CLI where it does not redact them.
  secrets.ask("git config --get-regexp 'http\\..*\\.extraheader'", _plain),
  secrets.ask("git config get --all --regexp '^url\\.'", _plain),
  secrets.ask("npm config ls --json", _plain),
  secrets.ask("yarn config get npmAuthToken --no-redacted", _plain),
  secrets.ask("composer config --global gitlab-token.gitlab.com", _plain),
  secrets.ask("jupyter notebook list --jsonlist", _plain),
  secrets.allow("npm config list", _plain),
  secrets.allow("git config --get-regexp '^user\\.'", _plain),
  secrets.allow("yarn config get npmRegistryServer", _plain),
  // Decrypting to the terminal, downloads of secrets whose file is the terminal.
  secrets.ask("gpg --quiet -o /dev/stdout deploy/secrets.env.gpg", _plain),
  secrets.ask("age --decrypt -o - -i ~/.config/age/key.txt secrets.age", _plain),
  secrets.ask("sops --decrypt --output /dev/tty config/prod.enc.yaml", _plain),
  secrets.ask("vc env pull /dev/stderr --environment=preview", _plain),
  secrets.ask("doppler secrets download /dev/stdout --no-file --format env", _plain),
  secrets.ask("op read --out-file /dev/stdout op://ci/npm/token", _plain),
  secrets.allow("gpg --decrypt --output secrets.env secrets.env.gpg", _plain),
  secrets.allow("vercel env pull .env.development.local", _plain),
  secrets.allow("sops -d --output config/dev.yaml config/dev.enc.yaml", _plain),
  // One variable fetched by name: a secret's name asks, an everyday setting does not.
  secrets.ask("heroku config:get STRIPE_SECRET_KEY -a shop-prod", _plain),
  secrets.ask("heroku config:get REDIS_URL --app shop-prod", _plain),
  secrets.ask("netlify env:get SENTRY_AUTH_TOKEN", _plain),
  secrets.ask("glab variable get DEPLOY_PRIVATE_KEY", _plain),
  secrets.allow("heroku config:get WEB_CONCURRENCY -a shop-prod", _plain),
  secrets.allow("netlify env:get NODE_VERSION", _plain),
  secrets.allow("glab variable get DEPLOY_REGION", _plain),
];
