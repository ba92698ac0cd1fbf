import type { Invocation } from "../model.js";
import { cloudCommand, matchOperation, operationTable, type CloudCommand, type CloudOperation } from "./cloud-command.js";
import type { PlaneEffect } from "./plane-effect.js";

/** `--enabled false` (or `--enabled=false`): the Azure CLI's way of turning a Key Vault object off. */
const turnedOff = (command: CloudCommand): boolean => /^(?:false|0|no)$/i.test(command.option("--enabled") ?? "");

/**
 * Operations that disable an encryption key or a secret, from the providers' CLI references: a
 * disabled key cannot decrypt, so every ciphertext under it — volumes, buckets, databases,
 * backups — is unreadable until someone re-enables it ("AWS KMS Developer Guide: Enabling and
 * disabling keys"; Cloud KMS "Enable and disable key versions"; Azure Key Vault `az keyvault key
 * set-attributes --enabled`). Deleting and scheduling deletion are `planes.cloud-delete`.
 */
const OPERATIONS: readonly CloudOperation[] = [
  { command: "aws kms disable-key", what: "disables a KMS key: nothing encrypted under it can be decrypted until it is re-enabled" },
  { command: "gcloud kms keys versions disable", what: "disables a Cloud KMS key version: nothing encrypted under it can be decrypted until it is re-enabled" },
  { command: "az keyvault key set-attributes", what: "disables a Key Vault key: nothing encrypted under it can be decrypted until it is re-enabled", when: turnedOff },
  { command: "az keyvault secret set-attributes", what: "disables a Key Vault secret: nothing can read it until it is re-enabled", when: turnedOff },
  { command: "az keyvault certificate set-attributes", what: "disables a Key Vault certificate: nothing can use it until it is re-enabled", when: turnedOff },
];
const TABLE = operationTable(OPERATIONS);

/**
 * What a cloud CLI command does to an encryption key, when it disables one (`aws kms disable-key
 * --key-id …`, `gcloud kms keys versions disable 1 --key k …`). Describing and enabling keys stay
 * unflagged.
 *
 * @example
 * keyDisablingEffects(invocation("aws", "kms", "disable-key", "--key-id", "1234"))[0]?.rule // "planes.key-disabled"
 */
export function keyDisablingEffects(invocation: Invocation): PlaneEffect[] {
  const command = cloudCommand(invocation);
  if (command === undefined) return [];
  const operation = matchOperation(TABLE, command);
  return operation ? [{ rule: "planes.key-disabled", what: operation.what }] : [];
}
