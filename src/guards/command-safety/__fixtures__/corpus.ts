import { FORK_BOMB_CASES, NETWORK_CASES, REMOTE_CODE_CASES } from "./corpus-execution.js";
import { FILESYSTEM_CASES } from "./corpus-filesystem.js";
import { DISK_CASES, PERMISSION_CASES, SYSTEM_FILE_CASES } from "./corpus-system.js";
import { DOCKER_CASES, GIT_CASES, SECRET_CASES } from "./corpus-tools.js";
import { HOST_CASES } from "./corpus-host.js";
import { INFRASTRUCTURE_CASES } from "./corpus-infrastructure.js";
import { PLANE_CASES } from "./corpus-planes.js";
import { HISTORY_CASES } from "./corpus-history.js";
import { ELSEWHERE_CASES } from "./corpus-elsewhere.js";
import { CHANGED_DIRECTORY_CASES, PLATFORM_SHELL_CASES, SHELL_SYNTAX_CASES, TYPED_TEXT_CASES } from "./corpus-elsewhere-round-13.js";
import { DESTRUCTION_CASES } from "./corpus-destruction.js";
import { HOST_SECURITY_CASES } from "./corpus-host-security.js";
import { GUARD_STOP_CASES, HOST_STOP_CASES } from "./corpus-host-stops.js";
import { HOST_FIREWALL_CASES } from "./corpus-host-firewalls.js";
import { HOST_MACOS_CASES } from "./corpus-host-macos.js";
import { SECRET_FLOW_CASES } from "./corpus-secret-flow.js";
import { TAMPERING_CASES } from "./corpus-tampering.js";
import { GUARDRAIL_STOP_CASES, PROJECT_SECRET_DELETE_CASES, SETTINGS_CHANGE_CASES, SHARED_BRANCH_CASES } from "./corpus-changes-round-18.js";
import { OBFUSCATION_CASES } from "./corpus-obfuscation.js";
import { OBFUSCATION_RECALL_CASES } from "./corpus-obfuscation-recall.js";
import { OBFUSCATION_RECALL_CASES_2 } from "./corpus-obfuscation-recall-2.js";
import { OBFUSCATION_RECALL_CASES_3 } from "./corpus-obfuscation-recall-3.js";
import { ARITHMETIC_SUBSCRIPT_CASES, COMPROMISED_RELEASE_CASES, OBFUSCATION_FAMILY_CASES, WINDOWS_DOWNLOAD_RUN_CASES } from "./corpus-obfuscation-families.js";
import { OTHER_LANGUAGE_CALL_CASES, WELL_KNOWN_VARIABLE_CASES } from "./corpus-obfuscation-round-12.js";
import { CMD_OBFUSCATION_CASES, LITERAL_TILDE_CASES, POWERSHELL_OBFUSCATION_CASES } from "./corpus-obfuscation-round-15.js";
import { ENCODED_POWERSHELL_CASES, FETCHED_INTERPRETER_CODE_CASES, MUTATED_POWERSHELL_CASES, NESTED_PROCESS_CALL_CASES } from "./corpus-interpreter-round-16.js";
import { WINDOWS_CASES } from "./corpus-windows.js";
import { STRUCTURE_CASES } from "./corpus-structure.js";
import { RECALL_HOST_CASES, RECALL_TAMPERING_CASES } from "./corpus-recall-host.js";
import { RECALL_HOST_CASES_2, RECALL_TAMPERING_CASES_2 } from "./corpus-recall-host-2.js";
import { RECALL_HOST_CASES_3, RECALL_TAMPERING_CASES_3 } from "./corpus-recall-host-3.js";
import { RECALL_HOST_CASES_4, RECALL_TAMPERING_CASES_4 } from "./corpus-recall-host-4.js";
import { AGENT_AUTO_APPROVE_CASES, GIT_TAMPER_CASES, PRIVILEGED_CONTAINER_CASES, RUNTIME_SOCKET_CASES } from "./corpus-host-round-12.js";
import { OUTSIDER_HISTORY_CASES, OUTSIDER_HISTORY_CASES_2, OUTSIDER_HISTORY_CASES_3, OUTSIDER_HISTORY_CASES_4 } from "./corpus-outsider-history.js";
import { OUTSIDER_DESTRUCTION_CASES, OUTSIDER_DESTRUCTION_CASES_2, OUTSIDER_DESTRUCTION_CASES_3, OUTSIDER_DESTRUCTION_CASES_4 } from "./corpus-outsider-destruction.js";
import { FAMILY_DESTRUCTION_CASES, FAMILY_HISTORY_CASES, FAMILY_HOST_CASES, FAMILY_TAMPERING_CASES } from "./corpus-families-history-host.js";
import { PLANTED_CODE_CASES } from "./corpus-planted-code.js";
import { BRIDGED_PLANE_CASES, SECRET_API_PATH_CASES } from "./corpus-bridges-round-16.js";
import { ACCOUNT_DELETION_CASES, MACOS_AGENT_CASES, PRIVATE_DATA_CASES, REPORTED_CACHE_CASES, SCRATCH_KEY_CASES } from "./corpus-exfil-round-16.js";
import { DECODED_FILE_RUN_CASES, PROJECT_FILE_SERVER_CASES } from "./corpus-decoded-round-17.js";
import { COMMAND_LINE_CREDENTIAL_CASES, LITERAL_TOKEN_CASES, TOKEN_TOOL_CASES, WORKLOAD_IDENTITY_CASES } from "./corpus-credential-tokens-round-18.js";
import { ALERT_ROUTE_CASES, METADATA_HARDENING_CASES, OBJECT_STORE_ROUTE_CASES, PUSH_TO_URL_CASES } from "./corpus-routes-round-18.js";
import { CARRIED_COMMAND_CASES, PRELOAD_INJECTION_CASES, REMOTE_DISPLAY_CASES, SHADOWING_DEFINITION_CASES, SHELL_SETUP_CASES, STDIN_PROGRAM_PATH_CASES } from "./corpus-obfuscation-round-16.js";
import { AUDIT_FIREWALL_CASES, ESXI_HOST_CASES, REF_DELETE_CASES, SSHD_HARDENING_CASES, WINDOWS_RECOVERY_CASES } from "./corpus-recovery-round-19.js";
import type { CorpusCase } from "./corpus-types.js";
import { REGRESSION_CASES } from "./regressions.js";
import { generateVariants } from "./variants.js";

export { CORPUS_CONTEXT, type CorpusCase, type CorpusCategory } from "./corpus-types.js";

/** The hand-written cases, every category. */
export const BASE_CASES: readonly CorpusCase[] = [
  ...FILESYSTEM_CASES,
  ...DISK_CASES,
  ...PERMISSION_CASES,
  ...SYSTEM_FILE_CASES,
  ...REMOTE_CODE_CASES,
  ...NETWORK_CASES,
  ...FORK_BOMB_CASES,
  ...GIT_CASES,
  ...DOCKER_CASES,
  ...SECRET_CASES,
  ...HOST_CASES,
  ...INFRASTRUCTURE_CASES,
  ...PLANE_CASES,
  ...HISTORY_CASES,
  ...ELSEWHERE_CASES,
  ...DESTRUCTION_CASES,
  ...SECRET_FLOW_CASES,
  ...TAMPERING_CASES,
  ...SETTINGS_CHANGE_CASES,
  ...GUARDRAIL_STOP_CASES,
  ...SHARED_BRANCH_CASES,
  ...PROJECT_SECRET_DELETE_CASES,
  ...HOST_SECURITY_CASES,
  ...HOST_STOP_CASES,
  ...GUARD_STOP_CASES,
  ...HOST_FIREWALL_CASES,
  ...HOST_MACOS_CASES,
  ...PRIVATE_DATA_CASES,
  ...SECRET_API_PATH_CASES,
  ...BRIDGED_PLANE_CASES,
  ...ACCOUNT_DELETION_CASES,
  ...SCRATCH_KEY_CASES,
  ...REPORTED_CACHE_CASES,
  ...MACOS_AGENT_CASES,
  ...OBFUSCATION_CASES,
  ...OBFUSCATION_RECALL_CASES,
  ...OBFUSCATION_RECALL_CASES_2,
  ...OBFUSCATION_RECALL_CASES_3,
  ...OBFUSCATION_FAMILY_CASES,
  ...ARITHMETIC_SUBSCRIPT_CASES,
  ...COMPROMISED_RELEASE_CASES,
  ...WINDOWS_DOWNLOAD_RUN_CASES,
  ...OTHER_LANGUAGE_CALL_CASES,
  ...WELL_KNOWN_VARIABLE_CASES,
  ...LITERAL_TILDE_CASES,
  ...POWERSHELL_OBFUSCATION_CASES,
  ...CMD_OBFUSCATION_CASES,
  ...ENCODED_POWERSHELL_CASES,
  ...MUTATED_POWERSHELL_CASES,
  ...FETCHED_INTERPRETER_CODE_CASES,
  ...NESTED_PROCESS_CALL_CASES,
  ...DECODED_FILE_RUN_CASES,
  ...PROJECT_FILE_SERVER_CASES,
  ...COMMAND_LINE_CREDENTIAL_CASES,
  ...LITERAL_TOKEN_CASES,
  ...WORKLOAD_IDENTITY_CASES,
  ...TOKEN_TOOL_CASES,
  ...ALERT_ROUTE_CASES,
  ...METADATA_HARDENING_CASES,
  ...OBJECT_STORE_ROUTE_CASES,
  ...PUSH_TO_URL_CASES,
  ...WINDOWS_RECOVERY_CASES,
  ...ESXI_HOST_CASES,
  ...AUDIT_FIREWALL_CASES,
  ...REF_DELETE_CASES,
  ...SSHD_HARDENING_CASES,
  ...WINDOWS_CASES,
  ...STRUCTURE_CASES,
  ...RECALL_HOST_CASES,
  ...RECALL_TAMPERING_CASES,
  ...RECALL_HOST_CASES_2,
  ...RECALL_TAMPERING_CASES_2,
  ...RECALL_HOST_CASES_3,
  ...RECALL_TAMPERING_CASES_3,
  ...RECALL_HOST_CASES_4,
  ...RUNTIME_SOCKET_CASES,
  ...PRIVILEGED_CONTAINER_CASES,
  ...GIT_TAMPER_CASES,
  ...AGENT_AUTO_APPROVE_CASES,
  ...RECALL_TAMPERING_CASES_4,
  ...OUTSIDER_HISTORY_CASES,
  ...OUTSIDER_HISTORY_CASES_2,
  ...OUTSIDER_DESTRUCTION_CASES,
  ...OUTSIDER_DESTRUCTION_CASES_2,
  ...OUTSIDER_HISTORY_CASES_3,
  ...OUTSIDER_DESTRUCTION_CASES_3,
  ...OUTSIDER_HISTORY_CASES_4,
  ...OUTSIDER_DESTRUCTION_CASES_4,
  ...FAMILY_HISTORY_CASES,
  ...FAMILY_HOST_CASES,
  ...FAMILY_DESTRUCTION_CASES,
  ...FAMILY_TAMPERING_CASES,
  ...PLANTED_CODE_CASES,
  ...PRELOAD_INJECTION_CASES,
  ...STDIN_PROGRAM_PATH_CASES,
  ...SHADOWING_DEFINITION_CASES,
  ...CARRIED_COMMAND_CASES,
  ...REMOTE_DISPLAY_CASES,
  ...SHELL_SETUP_CASES,
  ...PLATFORM_SHELL_CASES,
  ...TYPED_TEXT_CASES,
  ...SHELL_SYNTAX_CASES,
  ...CHANGED_DIRECTORY_CASES,
];

/**
 * The whole labelled corpus: base cases, their obfuscated variants, and every case the guard
 * ever got wrong.
 */
export function corpusCases(): CorpusCase[] {
  return [...BASE_CASES, ...BASE_CASES.flatMap(generateVariants), ...REGRESSION_CASES.map((entry) => ({ ...entry, origin: "regression" }))];
}
