import type { AnyInterceptorRegistration } from "../interceptors/types.js";
import { commandSafetyGuard, createPlantedCodeJudge, type CommandSafetyOptions } from "./command-safety/index.js";
import { loopGuard, type LoopGuardOptions } from "./loop-guard/index.js";
import { secretRedaction, type SecretRedactionOptions } from "./secret-redaction/secret-redaction.js";
import { securityAudit, type SecurityAuditOptions } from "./security-audit/index.js";

/** Which built-in guards to assemble, and their options; `false` leaves one out. */
export interface BuiltinGuardsOptions {
  /** The home directory `~` means to the guards that read paths (default: the current user's). */
  home?: string;
  /** `builtin:command-safety-guard`; on by default. */
  commandSafety?: CommandSafetyOptions | false;
  /** `builtin:security-audit`; on by default. Its extra rules are secret through the shell too. */
  securityAudit?: SecurityAuditOptions | false;
  /** `builtin:loop-guard`; off unless options are given (a one-off check has no loop to guard). */
  loopGuard?: LoopGuardOptions | false;
  /** `builtin:secret-redaction`; off unless options are given (`{}` for the defaults). `loopgate run` turns it on. */
  secretRedaction?: SecretRedactionOptions | false;
}

/**
 * The built-in guards as one bundle, for the global registry, the hooks for other agent CLIs and
 * the config alike: the command safety guard and the security audit (on unless switched off) and,
 * when asked for, the loop guard. With both on, the audit judges code that file tools plant in
 * files tools run later (`package.json` scripts, hooks, MCP configs) with the command safety
 * guard's judgment and options.
 *
 * @example
 * registry.add(builtinGuards({ commandSafety: { strict: true }, loopGuard: { hardLimit: 4 } }));
 */
export function builtinGuards(options: BuiltinGuardsOptions = {}): AnyInterceptorRegistration[] {
  const home = options.home === undefined ? {} : { home: options.home };
  const audit = options.securityAudit === false ? undefined : { ...home, ...options.securityAudit };
  const bundle: AnyInterceptorRegistration[] = [];
  const secretRules = audit?.extraRules && options.commandSafety !== false && !options.commandSafety?.secretRules ? { secretRules: audit.extraRules } : {};
  const commandSafety = options.commandSafety === false ? undefined : { ...home, ...secretRules, ...options.commandSafety };
  if (commandSafety) bundle.push(commandSafetyGuard(commandSafety));
  if (audit) {
    // What the file tools plant is judged as the shell's writes of the same files are.
    const judge = commandSafety && !audit.plantedCodeJudge ? { plantedCodeJudge: createPlantedCodeJudge(commandSafety) } : {};
    bundle.push(securityAudit({ ...audit, ...judge }));
  }
  if (options.loopGuard) bundle.push(...loopGuard(options.loopGuard));
  if (options.secretRedaction) bundle.push(...secretRedaction(options.secretRedaction));
  return bundle;
}
