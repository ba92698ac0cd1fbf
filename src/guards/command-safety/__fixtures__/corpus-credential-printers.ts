import { casesOf, type CorpusCase } from "./corpus-types.js";

const secrets = casesOf("secrets");
const _plain = { noVariants: true };

/**
 * Credential printers reached by the spellings their tools' references allow beyond the first
 * ones seen: kubectl's options before the resource, comma lists and full resource names; credential
 * CLIs run as Python modules; cloud CLIs' `--query`/`--format` projections that pick out a
 * function's or service's environment; Key Vault downloads to the terminal. Each family has its
 * everyday look-alikes, which stay allowed.
 */
export const CREDENTIAL_PRINTER_CASES: readonly CorpusCase[] = [
  // kubectl get: the Secret resource after options and their values, in a comma list, by full name.
  secrets.ask("kubectl get -o yaml secret db-credentials", _plain),
  secrets.ask("kubectl get -n payments -o json secrets", _plain),
  secrets.ask("kubectl get --context prod-eu --output=yaml secret/stripe", _plain),
  secrets.ask("kubectl get configmaps,secrets -n shop -o yaml", _plain),
  secrets.ask("kubectl get secrets.v1. -A -o json", _plain),
  secrets.ask("oc get -o yaml secret.v1 registry-pull", _plain),
  secrets.ask("kubectl get secret api-keys -o template --template '{{.data.token}}'", _plain),
  secrets.allow("kubectl get -o yaml configmap app-settings", _plain),
  secrets.allow("kubectl get -n payments secrets", _plain),
  secrets.allow("kubectl get pods,services -o wide", _plain),
  secrets.allow("kubectl get sealedsecrets -n shop -o yaml", _plain),
  // Credential CLIs run as Python modules.
  secrets.ask("python3 -m keyring get smtp.example.com ada", _plain),
  secrets.ask("python -m keyring get pypi __token__", _plain),
  secrets.ask("python3 -m awscli sts get-session-token --duration-seconds 900", _plain),
  secrets.ask("python3 -m awscli secretsmanager get-secret-value --secret-id prod/db", _plain),
  secrets.allow("python3 -m awscli s3 ls s3://shop-assets/", _plain),
  secrets.allow("python -m keyring --list-backends", _plain),
  // Cloud CLIs' projections that pick a function's, task's or service's environment.
  secrets.ask("aws lambda get-function-configuration --function-name checkout --query Environment.Variables", _plain),
  secrets.ask("aws lambda get-function-configuration --function-name checkout --query 'Environment.Variables.DB_PASSWORD' --output text", _plain),
  secrets.ask("aws ecs describe-task-definition --task-definition api:42 --query 'taskDefinition.containerDefinitions[0].environment'", _plain),
  secrets.ask("gcloud functions describe checkout --format='value(environmentVariables)'", _plain),
  secrets.ask("gcloud run services describe api --region europe-west1 --format='value(spec.template.spec.containers[0].env)'", _plain),
  secrets.ask("az webapp show -n shop -g prod --query 'siteConfig.environment'", _plain),
  secrets.allow("aws lambda get-function-configuration --function-name checkout --query Runtime", _plain),
  secrets.allow("aws elasticbeanstalk describe-environments --query 'Environments[].EnvironmentName'", _plain),
  secrets.allow("gcloud run services list --format='value(metadata.labels.env)'", _plain),
  secrets.allow("gcloud run services describe api --format='value(status.url)'", _plain),
  // Key Vault downloads whose file is the terminal.
  secrets.ask("az keyvault secret download --vault-name shop-kv --name db-password --file /dev/stdout", _plain),
  secrets.ask("az keyvault secret download --vault-name shop-kv -n stripe-key -f /dev/fd/1", _plain),
  secrets.ask("az keyvault key download --vault-name shop-kv -n signing --file /dev/stdout", _plain),
  secrets.ask("az keyvault certificate download --vault-name shop-kv -n tls --file /dev/stdout", _plain),
  secrets.allow("az keyvault secret download --vault-name shop-kv --name tls-chain --file certs/chain.pem", _plain),
  secrets.allow("az keyvault secret list --vault-name shop-kv", _plain),
];
