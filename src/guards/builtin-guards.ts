import type { AnyInterceptorRegistration } from "../interceptors/types.js";
import { commandSafetyGuard, type CommandSafetyOptions } from "./command-safety/index.js";
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
 * when asked for, the loop guard.
 *
 * @example
 * registry.add(builtinGuards({ commandSafety: { strict: true }, loopGuard: { hardLimit: 4 } }));
 */
export function builtinGuards(options: BuiltinGuardsOptions = {}): AnyInterceptorRegistration[] {
  const home = options.home === undefined ? {} : { home: options.home };
  const audit = options.securityAudit === false ? undefined : { ...home, ...options.securityAudit };
  const bundle: AnyInterceptorRegistration[] = [];
  if (options.commandSafety !== false) {
    const secretRules = audit?.extraRules && !options.commandSafety?.secretRules ? { secretRules: audit.extraRules } : {};
    bundle.push(commandSafetyGuard({ ...home, ...secretRules, ...options.commandSafety }));
  }
  if (audit) bundle.push(securityAudit(audit));
  if (options.loopGuard) bundle.push(...loopGuard(options.loopGuard));
  if (options.secretRedaction) bundle.push(...secretRedaction(options.secretRedaction));
  return bundle;
}
