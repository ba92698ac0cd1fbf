import type { Invocation } from "../model.js";
import { cloudCommand, matchOperation, operationTable, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";

/**
 * Operations that mint or set a long-lived cloud credential, from the providers' CLI references:
 * a service account key written to a file or uploaded, an IAM user's console password, SSH keys
 * and signing certificates uploaded to IAM, an Entra ID user's password set. (Access keys,
 * service principal secrets and tokens printed into the transcript are `secrets.print-credential`.)
 */
const OPERATIONS: readonly CloudOperation[] = [
  { command: "gcloud iam service-accounts keys create", what: "creates a service account key, a credential that does not expire, and writes it to a file" },
  { command: "gcloud iam service-accounts keys upload", what: "adds a public key of the caller's as a credential of the service account" },
  { command: "aws iam create-login-profile", what: "gives an IAM user a console password" },
  { command: "aws iam update-login-profile", what: "sets an IAM user's console password" },
  { command: "aws iam upload-ssh-public-key", what: "adds an SSH key as an IAM user's credential" },
  { command: "aws iam upload-signing-certificate", what: "adds a signing certificate as an IAM user's credential" },
  { command: "aws iam create-access-key", what: "creates an access key, a credential that does not expire" },
  { command: "aws iam create-service-specific-credential", what: "creates a service-specific password for an IAM user" },
  { command: "aws iam reset-service-specific-credential", what: "resets a service-specific password, printing the new one" },
  { command: "az ad user update", what: "sets an Entra ID user's password", when: (c) => c.has("--password") },
  { command: "az ad sp credential reset", what: "resets a service principal's credential, printing the new secret" },
  { command: "az ad app credential reset", what: "resets an application's credential, printing the new secret" },
  { command: "az ad sp create-for-rbac", what: "creates a service principal with a role and prints its secret" },
];
const TABLE = operationTable(OPERATIONS);

/**
 * The long-lived cloud credential a command mints or sets, if any (`gcloud iam service-accounts
 * keys create key.json --iam-account …`, `aws iam create-login-profile …`). Listing, disabling and
 * deleting keys, and logging in (`gcloud auth login`, `aws sso login`, `az login`) mint nothing
 * that outlives the session.
 *
 * @example
 * credentialEffects(invocation("aws", "iam", "create-login-profile", "--user-name", "bob"))[0]?.rule // "secrets.mint-credential"
 */
export function credentialEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined || command.cli === "gsutil") return [];
  const operation = matchOperation(TABLE, command);
  return operation ? [{ rule: "secrets.mint-credential", what: operation.what }] : [];
}

/**
 * Whether a command deletes, disables or lists a credential rather than a resource holding data:
 * rotating keys out is everyday hygiene, and nothing is lost that cannot be re-created.
 *
 * @example
 * removesCredential(["iam", "delete-access-key"]) // true
 */
export function removesCredential(words: readonly string[]): boolean {
  const joined = words.slice(0, 4).join(" ");
  return /^iam delete-(?:access-key|login-profile|service-specific-credential|ssh-public-key|signing-certificate)$/.test(words.slice(0, 2).join(" ")) || /^iam service-accounts keys (?:delete|disable)$/.test(joined) || /^ad (?:sp|app) credential delete$/.test(joined);
}
