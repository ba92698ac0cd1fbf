import { destructionRules } from "./destruction.js";
import { accessGrantRules } from "./access-grants.js";
import { cloudCmdletRules } from "./cloud-cmdlets.js";
import { cloudControlRules } from "./cloud-controls.js";
import { cloudCredentialRules } from "./cloud-credentials.js";
import { commandLineCredentialRules } from "./command-line-credentials.js";
import { accountRules } from "./accounts.js";
import { keyStoreRules } from "./key-stores.js";
import { diskRules } from "./disk.js";
import { dockerRules } from "./docker.js";
import { filesystemRules } from "./filesystem.js";
import { forkBombRules } from "./fork-bomb.js";
import { gitRules } from "./git.js";
import { gitHistoryRules } from "./git-history.js";
import { guardProcessRules } from "./guard-processes.js";
import { hostRules } from "./host.js";
import { hostingControlRules } from "./hosting-controls.js";
import { hostBootRules } from "./host-boot.js";
import { hostHistoryRules } from "./host-history.js";
import { hostPreloadRules } from "./host-preload.js";
import { shadowingDefinitionRules } from "./shadowing-definitions.js";
import { carriedConfigurationRules } from "./carried-configuration.js";
import { remoteDisplayRules } from "./remote-displays.js";
import { hostPersistenceRules } from "./host-persistence.js";
import { hostExclusionRules } from "./host-exclusions.js";
import { hostMacosRules } from "./host-macos.js";
import { hostPlatformRules } from "./host-platforms.js";
import { hostSecurityRules } from "./host-security.js";
import { hostTrustRules } from "./host-trust.js";
import { hostPackageRules } from "./host-packages.js";
import { literalTildeRules } from "./literal-tilde.js";
import { networkRules } from "./network.js";
import { packageSourceRules } from "./package-sources.js";
import { permissionRules } from "./permissions.js";
import { pathShadowingRules } from "./path-shadowing.js";
import { planeRules } from "./planes.js";
import { remoteCodeRules } from "./remote-code.js";
import { remoteExecutionRules } from "./remote-execution.js";
import { remoteExposureRules } from "./remote-exposure.js";
import { secretFlowRules } from "./secret-flow.js";
import { secretOptionValueRules } from "./secret-option-values.js";
import { dataFlowRules } from "./data-flow.js";
import { secretRules } from "./secrets.js";
import { strictRules } from "./strict.js";
import { systemFileRules } from "./system-files.js";
import { tamperRules } from "./tamper.js";
import { InvocationDispatch } from "./dispatch.js";
import type { RuleInfo, RuleSet } from "./types.js";

/** Every built-in rule set, one per category. */
export const BUILTIN_RULE_SETS: readonly RuleSet[] = [
  filesystemRules,
  destructionRules,
  accountRules,
  keyStoreRules,
  literalTildeRules,
  diskRules,
  permissionRules,
  systemFileRules,
  remoteCodeRules,
  packageSourceRules,
  remoteExecutionRules,
  networkRules,
  forkBombRules,
  gitRules,
  gitHistoryRules,
  dockerRules,
  secretRules,
  secretFlowRules,
  dataFlowRules,
  tamperRules,
  guardProcessRules,
  hostRules,
  cloudControlRules,
  remoteExposureRules,
  cloudCredentialRules,
  hostingControlRules,
  cloudCmdletRules,
  planeRules,
  hostSecurityRules,
  hostTrustRules,
  hostPackageRules,
  hostPersistenceRules,
  hostPlatformRules,
  accessGrantRules,
  hostMacosRules,
  hostExclusionRules,
  hostBootRules,
  hostHistoryRules,
  hostPreloadRules,
  shadowingDefinitionRules,
  carriedConfigurationRules,
  remoteDisplayRules,
  pathShadowingRules,
  commandLineCredentialRules,
  strictRules,
  // Last: a default for programs nobody modelled, which a rule that knows the program outranks.
  secretOptionValueRules,
];

/** Which built-in rule sets read which program's invocations, built once. */
export const BUILTIN_DISPATCH = new InvocationDispatch(BUILTIN_RULE_SETS);

/** Rules reported by the analysis itself rather than a rule set. */
const ANALYSIS_RULES: readonly RuleInfo[] = [
  { id: "input.unparseable", decision: "ask", description: "The command (or code it runs) cannot be parsed; denied when it contains dangerous-looking parts." },
  { id: "input.too-long", decision: "ask", description: "The command is longer than the analysis limit; denied when it contains dangerous-looking parts." },
  { id: "input.too-deep", decision: "ask", description: "Code is nested deeper than the analysis limit; denied when it contains dangerous-looking parts." },
  { id: "input.glob-program", decision: "ask", description: "The program is a wildcard pattern, which names whatever program the host holds (/???/???/u?? disable, /bin/r*); the judged programs it matches are judged too." },
  { id: "input.too-complex", decision: "ask", description: "The command needs more work than the analysis limit allows; denied when it contains dangerous-looking parts." },
  { id: "input.invalid-command", decision: "deny", description: "The exec tool's command is not a string." },
];

/**
 * Every built-in rule id with its default decision and description, for documentation and for
 * validating overrides.
 *
 * @example
 * BUILTIN_RULES.find((rule) => rule.id === "git.no-verify")?.decision // "deny"
 */
export const BUILTIN_RULES: readonly RuleInfo[] = [...BUILTIN_RULE_SETS.flatMap((set) => set.rules), ...ANALYSIS_RULES];
