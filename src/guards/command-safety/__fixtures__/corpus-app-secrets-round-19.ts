import { casesOf, type CorpusCase } from "./corpus-types.js";

const secrets = casesOf("secrets");
const _plain = { noVariants: true };

/**
 * Applications' secrets printed through their own consoles and stores: framework runners given
 * code that prints a configuration value named as a secret (Rails guide "Securing Rails
 * Applications", Laravel "Configuration" and "Artisan Console", Django "Settings" and
 * `django-admin`, Elixir `Application`), Symfony's `secrets:list --reveal` and `debug:container
 * --env-vars`, .NET's `dotnet user-secrets list`, Spring Boot's and ASP.NET's config files searched
 * for their password lines. Printing `User.count` or `config('app.name')` is everyday work.
 */
export const FRAMEWORK_SECRET_CASES: readonly CorpusCase[] = [
  secrets.ask("bin/rails runner 'puts Rails.application.credentials.secret_key_base'"),
  secrets.ask("rails runner -e production 'p Rails.application.credentials.dig(:aws, :secret_access_key)'"),
  secrets.ask("bundle exec rails runner 'pp Rails.application.secrets'", _plain),
  secrets.ask("rails r 'puts ENV[\"STRIPE_SECRET_KEY\"]'"),
  secrets.ask("echo 'puts Rails.application.credentials.config' | bin/rails console", _plain),
  secrets.ask("php artisan tinker --execute=\"dump(config('database.connections.mysql.password'))\""),
  secrets.ask("php artisan tinker --execute \"echo config('app.key');\""),
  secrets.ask("php artisan tinker --execute=\"var_dump(env('AWS_SECRET_ACCESS_KEY'))\""),
  secrets.ask("python manage.py shell -c \"from django.conf import settings; print(settings.SECRET_KEY)\""),
  secrets.ask("python3 manage.py shell --command='from django.conf import settings; print(settings.DATABASES)'"),
  secrets.ask("./manage.py shell -c 'import os; print(os.environ[\"DJANGO_SECRET_KEY\"])'"),
  secrets.ask("python manage.py diffsettings"),
  secrets.ask("django-admin diffsettings --settings=mysite.settings.prod"),
  secrets.ask("mix run -e 'IO.puts Application.get_env(:my_app, MyApp.Repo)[:password]'"),
  secrets.ask("mix run -e 'IO.inspect Application.fetch_env!(:my_app, :secret_key_base)'"),
  secrets.ask("php bin/console secrets:list --reveal"),
  secrets.ask("php bin/console secrets:list --env=prod --reveal"),
  secrets.ask("php bin/console debug:container --env-vars"),
  secrets.ask("dotnet user-secrets list"),
  secrets.ask("dotnet user-secrets list --project src/Api --json"),
  secrets.deny("cat src/main/resources/application-prod.properties | grep -i password"),
  secrets.deny("grep -i password src/main/resources/application-prod.yml"),
  secrets.deny("grep -iE 'password|secret' src/main/resources/application.properties"),
  secrets.deny("grep -i password < config/application-staging.yaml", _plain),
  secrets.deny("findstr /si password C:\\inetpub\\wwwroot\\web.config", _plain),
  secrets.deny("findstr /si connectionString web.config", _plain),
  secrets.deny("grep -i ConnectionStrings -A3 appsettings.Production.json"),
  secrets.allow("bin/rails runner 'puts User.count'"),
  secrets.allow("rails runner 'puts Rails.env'"),
  secrets.allow("rails runner script/backfill.rb"),
  secrets.allow("rails credentials:edit"),
  secrets.allow("php artisan tinker --execute=\"dump(User::count())\""),
  secrets.allow("php artisan tinker --execute=\"dump(config('app.name'))\""),
  secrets.allow("php artisan env:encrypt"),
  secrets.allow("python manage.py shell -c \"from django.conf import settings; print(settings.DEBUG)\""),
  secrets.allow("python manage.py shell -c 'print(User.objects.count())'"),
  secrets.allow("php bin/console secrets:list"),
  secrets.allow("php bin/console debug:container"),
  secrets.allow("dotnet user-secrets set \"Movies:ServiceApiKey\" \"12345\""),
  secrets.allow("dotnet user-secrets init"),
  secrets.allow("dotnet user-secrets remove \"Movies:ConnectionString\""),
  secrets.allow("mix run -e 'IO.puts Application.get_env(:my_app, :env)'"),
  secrets.allow("mix run priv/repo/seeds.exs"),
  secrets.allow("cat src/main/resources/application.yml"),
  secrets.allow("grep -i port src/main/resources/application.properties"),
  secrets.allow("grep -n datasource.url src/main/resources/application-prod.properties"),
  secrets.allow("grep -c password src/main/resources/application.yml"),
  secrets.allow("findstr /si debug web.config", _plain),
];

/**
 * CI servers' credential stores: Jenkins' `credentials.xml` and `secrets/` under `$JENKINS_HOME`
 * (`~/.jenkins` when unset), its script console given Groovy that decrypts them (Jenkins handbook,
 * "Script Console"), TeamCity's `buildAgent.properties` with the agent's `authorizationToken`.
 */
export const CI_STORE_CASES: readonly CorpusCase[] = [
  secrets.deny("cat $JENKINS_HOME/credentials.xml"),
  secrets.deny("cat ${JENKINS_HOME}/secrets/master.key"),
  secrets.deny("cat \"$JENKINS_HOME/secrets/hudson.util.Secret\""),
  secrets.deny("cat ~/.jenkins/credentials.xml"),
  secrets.deny("cat /opt/buildagent/conf/buildAgent.properties"),
  secrets.ask("curl -u admin:$JENKINS_API_TOKEN -X POST https://jenkins.example.com/scriptText --data-urlencode \"script=println(hudson.util.Secret.decrypt('{AQAAABAAAAAQ}'))\"", _plain),
  secrets.ask("curl -X POST http://jenkins:8080/scriptText -d 'script=com.cloudbees.plugins.credentials.SystemCredentialsProvider.getInstance().getCredentials().each{println it.password}'", _plain),
  secrets.ask("curl -s -u admin:$T http://localhost:8080/scriptText --data-urlencode 'script=println(hudson.util.Secret.decrypt(\"{AQA}\"))'", _plain),
  secrets.allow("ls $JENKINS_HOME/jobs"),
  secrets.allow("cat $JENKINS_HOME/config.xml"),
  secrets.allow("cat Jenkinsfile"),
  secrets.allow("curl -X POST http://jenkins:8080/scriptText --data-urlencode 'script=println(Jenkins.instance.pluginManager.plugins)'", _plain),
  secrets.allow("curl -X POST -u ada:$JENKINS_API_TOKEN https://jenkins.example.com/job/app/build", _plain),
];

/**
 * Secret runners followed by an environment dump (Vercel CLI "vercel env run", dotenvx "run"),
 * secret-named variables documented by platforms (`IDENTITY_HEADER`, GitLab's `CI_JOB_JWT`); the
 * same runners starting the application are everyday work.
 */
export const RUNNER_DUMP_CASES: readonly CorpusCase[] = [
  secrets.ask("vercel env run -e production -- printenv"),
  secrets.ask("vercel env run --environment=preview -- env"),
  secrets.ask("dotenvx run -- env"),
  secrets.ask("dotenvx run -f .env.production -- printenv"),
  secrets.ask("echo $IDENTITY_HEADER"),
  secrets.ask("printenv IDENTITY_HEADER"),
  secrets.ask("echo \"$CI_JOB_JWT_V2\""),
  secrets.allow("vercel env run -e production -- next build"),
  secrets.allow("dotenvx run -- node index.js"),
  secrets.allow("vercel env ls"),
  secrets.allow("echo $CI_JOB_ID"),
  secrets.allow("echo $IDENTITY_ENDPOINT"),
];

/**
 * Remote-access tools' saved passwords in the Windows registry (`reg query`'s reference; WinSCP,
 * PuTTY's `ProxyPassword`, the VNC servers' `Password`, Winlogon's `DefaultPassword`), IIS's
 * `appcmd list … /text:*`, mRemoteNG's `confCons.xml`. Credential Manager's listings name
 * targets only, and stay allowed.
 */
export const WINDOWS_STORE_CASES: readonly CorpusCase[] = [
  secrets.ask("reg query \"HKCU\\Software\\Martin Prikryl\\WinSCP 2\\Sessions\" /s /v Password", _plain),
  secrets.ask("reg query \"HKCU\\Software\\SimonTatham\\PuTTY\\Sessions\" /s /v ProxyPassword", _plain),
  secrets.ask("reg query \"HKCU\\Software\\SimonTatham\\PuTTY\\Sessions\" /s", _plain),
  secrets.ask("reg query 'HKCU\\Software\\ORL\\WinVNC3' /v Password", _plain),
  secrets.ask("reg query 'HKLM\\SOFTWARE\\RealVNC\\WinVNC4' /v password", _plain),
  secrets.ask("reg query 'HKCU\\Software\\TightVNC\\Server'", _plain),
  secrets.ask("reg query \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword", _plain),
  secrets.ask("reg query HKLM /f password /t REG_SZ /s", _plain),
  secrets.ask("appcmd list apppool /text:*", _plain),
  secrets.ask("appcmd list vdir /text:*", _plain),
  secrets.ask("appcmd list apppool DefaultAppPool /text:processModel.password", _plain),
  secrets.deny("type %APPDATA%\\mRemoteNG\\confCons.xml", _plain),
  secrets.deny("cat AppData/Roaming/mRemoteNG/confCons.xml"),
  secrets.allow("reg query \"HKCU\\Software\\SimonTatham\\PuTTY\\Sessions\"", _plain),
  secrets.allow("reg query \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v Shell", _plain),
  secrets.allow("reg query HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run", _plain),
  secrets.allow("appcmd list site", _plain),
  secrets.allow("appcmd list apppool /state:started", _plain),
  secrets.allow("appcmd list apppool /text:name", _plain),
  secrets.allow("cmdkey /list", _plain),
  secrets.allow("vaultcmd /listcreds:\"Web Credentials\" /all", _plain),
];

/**
 * Secret files given to the platform's own secret store as designed (`fly secrets import`, `gh
 * secret set`, `vercel env add`, `wrangler secret put` read the values on standard input) from the
 * project's own files, and only the non-sensitive outputs of `terraform output -json`: nothing
 * secret is printed.
 */
export const STORE_IMPORT_CASES: readonly CorpusCase[] = [
  secrets.allow("fly secrets import -a APP < staging-secrets.env"),
  secrets.allow("flyctl secrets import --app web < .env.production"),
  secrets.allow("gh secret set API_KEY < key.txt"),
  secrets.allow("gh secret set -f - < .env"),
  secrets.allow("vercel env add API_KEY production < key.txt"),
  secrets.allow("npx wrangler secret put API_KEY < key.txt"),
  secrets.allow("terraform output -json | jq 'with_entries(select(.value.sensitive == false))'"),
  secrets.allow("terraform output -json | jq -r 'to_entries[] | select(.value.sensitive | not) | .key'"),
  secrets.allow("tofu output -json | jq 'map_values(select(.sensitive == false))'"),
  secrets.deny("fly secrets list < .env"),
  // the user's own credentials are not the project's to deploy into an app
  secrets.deny("fly secrets import -a APP < ~/.aws/credentials"),
  secrets.deny("gh secret set KUBECONFIG < ~/.kube/config"),
  secrets.deny("heroku config:set $(cat .env)"),
  secrets.ask("terraform output -json | jq 'with_entries(select(.value.sensitive == true))'"),
  secrets.ask("terraform output -json | jq '.db_password.value'"),
];
