import { casesOf, type CorpusCase } from "./corpus-types.js";

const secrets = casesOf("secrets");
const _plain = { noVariants: true };

/**
 * Passwords and tokens given to options their tools' references warn against
 * (`flows/command-line-credentials.ts`): docker login's reference ("Using --password via the CLI is
 * insecure. Use --password-stdin"), podman-login(1), nerdctl, buildah-login(1), skopeo-login(1),
 * helm registry login, oras login, crane auth login, az acr login, cf login, twine upload,
 * sshpass(1), MySQL's "End-User Guidelines for Password Security", redis-cli, mongosh and sqlcmd,
 * given a literal or a substitution; the documented ways in (`--password-stdin`, prompts, variables,
 * which is how CI hands a credential to its tool) and local development databases allowed.
 */
export const COMMAND_LINE_CREDENTIAL_CASES: readonly CorpusCase[] = [
  secrets.ask("docker login -u AWS -p $(aws ecr get-login-password --region us-east-1) 123456789012.dkr.ecr.us-east-1.amazonaws.com"),
  secrets.ask("docker login --username AWS --password $(aws ecr get-login-password) 123456789012.dkr.ecr.eu-west-1.amazonaws.com"),
  secrets.ask("docker login --password \"$(gh auth token)\" ghcr.io -u ada"),
  secrets.ask("docker login ghcr.io --username ada --password=\"$(gh auth token)\""),
  secrets.ask("docker login -p`gcloud auth print-access-token` -u oauth2accesstoken https://us-docker.pkg.dev"),
  secrets.ask("docker login -u ada -p 'S3cure!pass' registry.example.com"),
  secrets.ask("docker login --username ada --password=hunter2 registry.example.com"),
  secrets.allow("docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_REGISTRY_PASSWORD\" \"$CI_REGISTRY\""),
  secrets.ask("docker --config /tmp/cfg login -u ada -p \"$(vault kv get -field=password secret/registry)\" registry.example.com"),
  secrets.ask("podman login -u ada -p \"$(op read op://Private/quay/password)\" quay.io"),
  secrets.allow("podman login --username ada --password \"$QUAY_PASSWORD\" quay.io"),
  secrets.ask("nerdctl login -u ada -p \"$(gh auth token)\" ghcr.io"),
  secrets.ask("buildah login -u ada -p \"$(gh auth token)\" ghcr.io"),
  secrets.ask("skopeo login --username ada --password \"$(gh auth token)\" ghcr.io"),
  secrets.ask("helm registry login -u ada -p \"$(gh auth token)\" ghcr.io"),
  secrets.ask("helm registry login 123456789012.dkr.ecr.us-east-1.amazonaws.com --username AWS --password $(aws ecr get-login-password)"),
  secrets.ask("oras login -u ada -p \"$(gh auth token)\" ghcr.io"),
  secrets.ask("oras login --identity-token \"$(az acr login -n reg --expose-token --query accessToken -o tsv)\" reg.azurecr.io"),
  secrets.ask("crane auth login ghcr.io -u ada -p \"$(gh auth token)\""),
  secrets.ask("az acr login --name reg --username reg --password \"$(az acr credential show -n reg --query 'passwords[0].value' -o tsv)\""),
  secrets.ask("cf login -a https://api.cf.example.com -u ada -p 'Tr0ub4dor&3'"),
  secrets.ask("twine upload -u __token__ -p \"$(cat ~/.pypi-token)\" dist/*"),
  secrets.ask("$(aws ecr get-login --no-include-email --region us-east-1)", _plain),
  secrets.ask("aws ecr get-login --region us-east-1 --no-include-email | sh"),
  secrets.ask("cargo login \"$(cat ~/.cargo-token)\""),
  secrets.ask("cargo login --registry corp cio8Xq2vR5tLm9pW3zK7yB4nJ6hF1dG0sA"),
  secrets.allow("cargo login"),
  secrets.allow("cat ~/.cargo-token.txt | cargo login"),
  secrets.ask("sshpass -p 'Tr0ub4dor&3' ssh deploy@build01.example.com uptime"),
  secrets.ask("sshpass -p\"$(pass show servers/build01)\" ssh deploy@build01.example.com"),
  secrets.ask("mysql -uroot -p$(cat /tmp/db-root.txt) app"),
  secrets.ask("mysql -u root -p\"$(aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text)\" -h db.example.com app"),
  secrets.ask("mysqldump -h db.prod.example.com -u app --password=Tr0ub4dor3 app > /tmp/app.sql", _plain),
  secrets.ask("mysql --host=db.prod.example.com -u app -pTr0ub4dor3 -e 'SHOW DATABASES'"),
  secrets.ask("mariadb -h10.0.3.7 -uapp -pTr0ub4dor3 app"),
  secrets.allow("mariadb -h10.0.3.7 -uapp -p\"$DB_PASSWORD\" app"),
  secrets.ask("redis-cli -h cache.prod.example.com -a 'Tr0ub4dor3' INFO"),
  secrets.ask("redis-cli -a \"$(kubectl get secret redis -o jsonpath='{.data.password}' | base64 -d)\" PING"),
  secrets.ask("mongosh \"mongodb+srv://cluster0.example.net/app\" -u admin -p 'Tr0ub4dor3'"),
  secrets.ask("sqlcmd -S sql.prod.example.com -U sa -P 'Tr0ub4dor&3' -Q 'SELECT 1'"),
  // The documented ways in.
  secrets.allow("aws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin 123456789012.dkr.ecr.us-east-1.amazonaws.com"),
  secrets.allow("echo \"$CI_REGISTRY_PASSWORD\" | docker login \"$CI_REGISTRY\" -u \"$CI_REGISTRY_USER\" --password-stdin"),
  secrets.allow("gh auth token | helm registry login ghcr.io -u ada --password-stdin"),
  secrets.allow("cat ~/ghcr.txt | docker login ghcr.io -u ada --password-stdin"),
  secrets.allow("docker login ghcr.io"),
  secrets.allow("docker login -u ada ghcr.io"),
  secrets.allow("docker login -u ada -p '<password>' registry.example.com"),
  secrets.allow("docker run -p 8080:80 nginx"),
  secrets.allow("docker run --rm -p 5432:5432 -e POSTGRES_PASSWORD=postgres postgres:16"),
  secrets.allow("docker compose -p app up -d"),
  secrets.allow("docker run -p 3000:3000 app login"),
  secrets.allow("podman run -p 8080:80 quay.io/app/web"),
  secrets.allow("helm install app ./chart -f values.yaml"),
  secrets.allow("mysql -u root -p app"),
  secrets.allow("mysql -u root -p"),
  secrets.allow("mysql -u root -psecret app"),
  secrets.allow("mysql -h 127.0.0.1 -P 3306 -u root -proot app"),
  secrets.allow("mysql -h localhost -u app -p\"$MYSQL_PASSWORD\" app"),
  secrets.allow("mysql --defaults-extra-file=.my.cnf -h db.example.com app"),
  secrets.allow("redis-cli -a devpass PING"),
  secrets.allow("redis-cli --askpass -h cache.example.com INFO"),
  secrets.allow("mongosh -u admin -p --authenticationDatabase admin"),
  secrets.allow("sshpass -e ssh deploy@build01.example.com uptime"),
  secrets.allow("sshpass -f ~/.config/build01.pass ssh deploy@build01.example.com", _plain),
  secrets.allow("az acr login --name reg"),
  secrets.allow("cf login -a https://api.cf.example.com --sso"),
];

/**
 * Tokens in a vendor's documented format written into a command (`flows/literal-tokens.ts`, the
 * secret-redaction guard's vendor rules): in the transcript and the history whatever the command
 * does; placeholders and documented examples are not tokens.
 */
export const LITERAL_TOKEN_CASES: readonly CorpusCase[] = [
  secrets.ask("doctl auth init --access-token dop_v1_2695b4e23a8e272ea527bfcc9e06602cb208674a047e80d58d4f78f1b1e99066"),
  secrets.ask("curl -H \"Authorization: token ghp_lhQCvpm8FOFlEsD4qmq5ShuHRWYl398Zpkpm\" https://api.github.com/user"),
  secrets.ask("curl -H 'Authorization: Bearer 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' https://api.github.com/user/repos"),
  secrets.ask("export OPENAI_API_KEY=sk-proj-iXS24fEz0zlyAirTzRSxjvvU2Nt6iBSI3b5KBjXkNVZP5BaG", _plain),
  secrets.ask("ANTHROPIC_API_KEY=sk-ant-api03-JJ0DJgaXMXqBVzENJE3A1415Yjol2Yl9xUOtFdX0 npm run dev", _plain),
  secrets.ask("gh auth login --with-token <<< ghp_lhQCvpm8FOFlEsD4qmq5ShuHRWYl398Zpkpm", _plain),
  secrets.ask("npm config set //registry.npmjs.org/:_authToken npm_bkt1pmAe1J3lbDIOpDfVS1FEnmWCuOqBtimy"),
  secrets.ask("git clone https://oauth2:glpat-fpPfIwn76YOzYL0IRWHa@gitlab.com/acme/app.git"),
  secrets.ask("huggingface-cli login --token hf_1OvV7SRJIq5xncQPVeN76jzefF9qw9nEe4"),
  secrets.ask("curl -X POST -H 'Authorization: Bearer xoxb-15828234129-324195155194-7wUkzSA1GAVHTar7BZVcKqzr' -d channel=C123 -d text=hi https://slack.com/api/chat.postMessage"),
  secrets.ask("stripe listen --api-key sk_live_0OmbLciJZ8Yu8jdpQYUkvtSJ"),
  secrets.ask("VAULT_TOKEN=hvs.uXLu2H0Lv3qs8woExAAxZIYh vault kv get secret/app", _plain),
  secrets.ask("aws configure set aws_access_key_id AKIAEXJVVA1WMCSNPLJW"),
  secrets.ask("python3 -c \"import openai; openai.api_key='sk-proj-iXS24fEz0zlyAirTzRSxjvvU2Nt6iBSI3b5KBjXkNVZP5BaG'; print(openai.models.list())\""),
  secrets.ask("cat > .env <<'EOF'\nOPENAI_API_KEY=sk-proj-iXS24fEz0zlyAirTzRSxjvvU2Nt6iBSI3b5KBjXkNVZP5BaG\nEOF", _plain),
  secrets.ask("twine upload -u __token__ -p pypi-AgEIcHlwaS5vcmcKi1GNn9AzoviQL5yBdIy3nF5Su6DRNDdAfcHMqkdRV7VrN4iP0vOhbR0dbht dist/*"),
  // Placeholders, documented examples, patterns and variables are not tokens.
  secrets.allow("export OPENAI_API_KEY='sk-proj-<your-key>'"),
  secrets.allow("export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
  secrets.allow("aws configure set aws_access_key_id AKIAIOSFODNN7EXAMPLE"),
  secrets.allow("curl -H \"Authorization: token $GITHUB_TOKEN\" https://api.github.com/user"),
  secrets.allow("grep -rE 'ghp_[A-Za-z0-9]{36}' src/"),
  secrets.allow("gitleaks detect --source . --redact"),
  secrets.allow("echo 'tokens look like ghp_ followed by 36 characters'"),
  secrets.allow("git log --oneline -5"),
];

/**
 * Workload identity endpoints (`flows/workload-identity.ts`) from every client, and a token
 * captured from one into a variable: minted for the session, it asks like a print. IMDSv2's session
 * token used to read `instance-id`, and metadata that holds no credential, stay allowed.
 */
export const WORKLOAD_IDENTITY_CASES: readonly CorpusCase[] = [
  secrets.ask("TOKEN=$(curl -s -H Metadata:true 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://management.azure.com/' | jq -r .access_token); curl -H \"Authorization: Bearer $TOKEN\" https://management.azure.com/subscriptions?api-version=2020-01-01", _plain),
  secrets.ask("export ARM_ACCESS_TOKEN=$(curl -s -H Metadata:true 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://management.azure.com/' | jq -r .access_token)", _plain),
  secrets.ask("curl -s -H Metadata:true 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://vault.azure.net' > token.json"),
  secrets.ask("Invoke-RestMethod -Headers @{Metadata='true'} -Uri 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://management.azure.com/'", _plain),
  secrets.ask("iwr -UseBasicParsing -Headers @{Metadata='true'} 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://vault.azure.net'", _plain),
  secrets.ask("wget -qO- --header=Metadata:true 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://management.azure.com/'"),
  secrets.ask("python3 -c \"import requests; print(requests.get('http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://management.azure.com/', headers={'Metadata': 'true'}).json())\""),
  secrets.ask("node -e \"fetch('http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://management.azure.com/', {headers: {Metadata: 'true'}}).then(r => r.json()).then(console.log)\""),
  secrets.ask("curl -s -H Metadata:true 'http://localhost:40342/metadata/identity/oauth2/token?api-version=2020-06-01&resource=https://management.azure.com/'"),
  // The Arc agent's challenge key is readable by its administrators only: reading it is a secret file's read.
  secrets.deny("curl -s -H Metadata:true -H \"Authorization: Basic $(cat /var/opt/azcmagent/tokens/*.key)\" 'http://127.0.0.1:40342/metadata/identity/oauth2/token?api-version=2020-06-01&resource=https://management.azure.com/'", _plain),
  secrets.ask("curl -s -H \"X-IDENTITY-HEADER: $IDENTITY_HEADER\" \"$IDENTITY_ENDPOINT?resource=https://vault.azure.net&api-version=2019-08-01\""),
  secrets.ask("python3 -c \"import os, requests; print(requests.get(os.environ['IDENTITY_ENDPOINT'], params={'resource': 'https://vault.azure.net', 'api-version': '2019-08-01'}, headers={'X-IDENTITY-HEADER': os.environ['IDENTITY_HEADER']}).text)\""),
  secrets.ask("curl -s -H \"Authorization: $(cat $AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE)\" http://169.254.170.23/v1/credentials"),
  secrets.ask("curl -s \"http://[fd00:ec2::23]/v1/credentials\""),
  secrets.ask("curl -s \"http://169.254.170.2${AWS_CONTAINER_CREDENTIALS_RELATIVE_URI}\""),
  secrets.ask("CREDS=$(curl -s http://169.254.170.2$AWS_CONTAINER_CREDENTIALS_RELATIVE_URI); export AWS_ACCESS_KEY_ID=$(echo \"$CREDS\" | jq -r .AccessKeyId)", _plain),
  secrets.ask("curl -s -H 'Metadata-Flavor: Google' 'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/identity?audience=https://svc.example.com' -o /tmp/id.jwt"),
  secrets.ask("curl -s -H 'Metadata-Flavor: Google' http://metadata/computeMetadata/v1/instance/service-accounts/default/token"),
  secrets.ask("curl -s http://100.100.100.200/latest/meta-data/ram/security-credentials/EcsRole"),
  secrets.ask("curl -s http://metadata.tencentyun.com/latest/meta-data/cam/security-credentials/CvmRole"),
  secrets.ask("curl -s http://169.254.169.254/openstack/latest/securitykey"),
  secrets.ask("curl -s -X PUT -H 'Metadata-Flavor: ibm' 'http://api.metadata.cloud.ibm.com/instance_identity/v1/token?version=2022-03-01'"),
  secrets.ask("curl -s -H 'Authorization: Bearer Oracle' http://169.254.169.254/opc/v2/identity/key.pem"),
  // Metadata that holds no credential, and IMDSv2's session token used to read it.
  secrets.allow("TOKEN=$(curl -s -X PUT http://169.254.169.254/latest/api/token -H 'X-aws-ec2-metadata-token-ttl-seconds: 21600') && curl -s -H \"X-aws-ec2-metadata-token: $TOKEN\" http://169.254.169.254/latest/meta-data/instance-id"),
  secrets.allow("curl -s -H Metadata:true 'http://169.254.169.254/metadata/instance/compute/location?api-version=2021-02-01&format=text'"),
  secrets.allow("curl -s -H 'Metadata-Flavor: Google' http://metadata.google.internal/computeMetadata/v1/instance/zone"),
  secrets.allow("curl -s -H 'Metadata-Flavor: Google' http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/email"),
  secrets.allow("curl -s http://169.254.169.254/metadata/v1/region"),
  secrets.allow("curl -s http://localhost:8080/oauth2/token"),
  secrets.allow("az login --identity"),
  secrets.allow("az account get-access-token --help"),
];

/** Tools that print registry tokens, by what their references say they print, and help on credential commands (help prints usage, never a token). */
export const TOKEN_TOOL_CASES: readonly CorpusCase[] = [
  secrets.ask("node -e \"console.log(require('registry-auth-token')())\""),
  secrets.ask("node -e \"console.log(require('registry-auth-token')('https://npm.pkg.github.com', {recursive: true}))\""),
  secrets.ask("npx get-npm-auth-token"),
  secrets.ask("npx get-npm-auth-token https://npm.pkg.github.com"),
  secrets.ask("yarn config --no-redacted"),
  secrets.ask("yarn config get npmRegistries --no-redacted"),
  secrets.allow("yarn config get npmRegistryServer"),
  secrets.allow("node -e \"console.log(require('registry-url')())\""),
  secrets.allow("gh auth token --help"),
  secrets.allow("gh auth token -h"),
  secrets.allow("gh help auth token"),
  secrets.allow("aws ecr get-login-password --help"),
  secrets.allow("aws ecr get-login-password help"),
  secrets.allow("gcloud auth print-access-token --help"),
  secrets.allow("vault kv get -help"),
  secrets.allow("az account get-access-token --help"),
  secrets.ask("gh auth token -h github.com"),
  secrets.ask("gh auth token --hostname github.com"),
];
