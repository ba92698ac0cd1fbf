import { z } from "zod";
import { mcpServersSchema } from "../mcp/server-config.js";

const nonEmpty = z.string().trim().min(1, "must not be empty");
const positiveInt = z.number().int().positive();
const toolNames = z.array(nonEmpty);
const regexSource = nonEmpty.refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, "is not a valid regular expression");

/** A guard switched on or off, or configured (which switches it on unless `enabled: false`). */
function toggle<T extends z.ZodRawShape>(shape: T) {
  return z.union([z.boolean(), z.strictObject({ enabled: z.boolean().optional(), ...shape })]);
}

const oneOrMore = z.union([nonEmpty, z.array(nonEmpty).min(1)]);
const MATCHER_KEYS = ["name", "namePattern", "extension", "inside", "endsWith", "absolute", "homeFile"] as const;

/** One path matcher of the security audit, as plain data: exactly one of its keys. */
const pathMatcher = z
  .strictObject({
    name: oneOrMore.optional(),
    /** A regular expression (source text) tested against the lower-case file name. */
    namePattern: regexSource.optional(),
    extension: oneOrMore.optional(),
    inside: nonEmpty.optional(),
    endsWith: nonEmpty.optional(),
    absolute: oneOrMore.optional(),
    homeFile: oneOrMore.optional(),
  })
  .refine((matcher) => MATCHER_KEYS.filter((key) => matcher[key] !== undefined).length === 1, {
    message: `a matcher needs exactly one of ${MATCHER_KEYS.join(", ")}`,
  });

const sensitivePathRule = z.strictObject({
  id: nonEmpty,
  label: nonEmpty,
  category: nonEmpty.default("Custom"),
  match: z.array(pathMatcher).min(1),
  unless: z.array(pathMatcher).optional(),
});

const commandRule = z
  .strictObject({
    id: nonEmpty,
    decision: z.enum(["ask", "deny"]),
    reason: nonEmpty.optional(),
    /** Program names (after wrappers such as sudo or env). */
    commands: z.array(nonEmpty).min(1).optional(),
    /** A regular expression (source text) tested against the command line. */
    pattern: regexSource.optional(),
  })
  .refine((rule) => rule.commands !== undefined || rule.pattern !== undefined, { message: "a rule needs `commands`, a `pattern`, or both" });

const LIMIT_KEYS = ["maxLength", "maxDepth", "maxNesting", "maxSteps", "maxReparsedLength", "maxFieldsPerWord", "maxValueLength", "maxTokens"] as const;

const commandSafety = toggle({
  priority: z.number().finite().optional(),
  /** Ask on anything the guard cannot prove safe. */
  strict: z.boolean().optional(),
  rules: z.array(commandRule).optional(),
  /** Commands allowed despite a finding: a command prefix (`docker system prune`) or `{ pattern }`. */
  allow: z.array(z.union([nonEmpty, z.strictObject({ pattern: regexSource })])).optional(),
  /** Decisions by rule id or `category.*`. */
  overrides: z.record(nonEmpty, z.enum(["allow", "ask", "deny"])).optional(),
  /** Paths (relative to the config file) the secret rules treat as not secret. */
  allowSecretPaths: z.array(nonEmpty).optional(),
  limits: z.partialRecord(z.enum(LIMIT_KEYS), positiveInt).optional(),
});

const securityAudit = toggle({
  priority: z.number().finite().optional(),
  /** Trusted files or directories (relative to the config file). */
  allowPaths: z.array(nonEmpty).optional(),
  extraRules: z.array(sensitivePathRule).optional(),
});

const loopGuard = toggle({
  warnThreshold: positiveInt.optional(),
  hardLimit: positiveInt.optional(),
  windowSize: positiveInt.optional(),
  onLoop: z.enum(["continue", "end", "error"]).optional(),
  warningMessage: nonEmpty.optional(),
  hardStopMessage: nonEmpty.optional(),
  priority: z.number().finite().optional(),
});

const piiStrategy = z.enum(["redact", "mask", "hash", "block"]);
const piiKind = z.union([piiStrategy, z.literal(false)]).optional();

/** Secrets in tool results, messages, requests and streams replaced by placeholders; personal data opt in. */
const secretRedaction = toggle({
  priority: z.number().finite().optional(),
  restorePriority: z.number().finite().optional(),
  /** Also run the secretlint recommended preset's rules (default true). */
  secretlint: z.boolean().optional(),
  /** Values never redacted: exact strings, or `{ pattern }`. */
  allow: z.array(z.union([nonEmpty, z.strictObject({ pattern: regexSource })])).optional(),
  stream: z.boolean().optional(),
  /** A restored secret sent to a host that is not its own: ask (default), deny or allow. */
  foreignHosts: z.enum(["ask", "deny", "allow"]).optional(),
  /** Hosts any restored secret may be sent to. */
  allowHosts: z.array(nonEmpty).optional(),
  pii: z
    .union([
      z.boolean(),
      z.strictObject({
        strategy: piiStrategy.optional(),
        email: piiKind,
        phone: piiKind,
        card: piiKind,
        iban: piiKind,
        ip: piiKind,
        nationalId: piiKind,
        defaultCountry: z.string().regex(/^[A-Z]{2}$/, "is not an ISO 3166 alpha-2 country code").optional(),
      }),
    ])
    .optional(),
});

const sandboxMode = z.enum(["auto", "required", "off"]);

/** The OS sandbox of exec and process: a mode, or settings. */
const sandbox = z.union([
  sandboxMode,
  z.strictObject({
    mode: sandboxMode.optional(),
    /** Let commands reach the network (default false). */
    network: z.boolean().optional(),
    /** More folders commands may write (relative to the config file, absolute, or `~/…`). */
    writablePaths: z.array(nonEmpty).optional(),
    /** More environment variables commands get, by name. */
    envNames: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "is not an environment variable name")).optional(),
  }),
]);

const interceptorModule = z.union([
  nonEmpty,
  z.strictObject({
    /** A local module path, relative to the config file. */
    module: nonEmpty,
    /** Passed to the module's default export when it is a factory. */
    options: z.unknown().optional(),
  }),
]);

/**
 * The schema of `loopgate.config.json` / `.yaml`. Unknown keys are errors, so a typo never
 * silently switches a guard off. Paths are relative to the config file.
 */
export const loopgateConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  /** `anthropic:<model>`, `openai:<model>`, `ollama:<model>` or `scripted:<file>`. */
  model: nonEmpty.optional(),
  systemPrompt: z.string().optional(),
  params: z
    .strictObject({
      temperature: z.number().min(0).max(2).optional(),
      maxTokens: positiveInt.optional(),
      thinkLevel: z.enum(["off", "minimal", "low", "medium", "high"]).optional(),
      reasoningLevel: z.enum(["off", "on", "low", "medium", "high"]).optional(),
    })
    .optional(),
  tools: z
    .strictObject({
      profile: z.enum(["minimal", "coding", "full"]).optional(),
      allow: toolNames.optional(),
      deny: toolNames.optional(),
      exec: z
        .strictObject({
          timeoutMs: positiveInt.optional(),
          maxTimeoutMs: positiveInt.optional(),
          maxOutputChars: positiveInt.optional(),
          shell: nonEmpty.optional(),
        })
        .optional(),
      /** The OS sandbox commands run in (default `auto`). */
      sandbox: sandbox.optional(),
    })
    .optional(),
  guards: z
    .strictObject({
      commandSafety: commandSafety.optional(),
      securityAudit: securityAudit.optional(),
      loopGuard: loopGuard.optional(),
      secretRedaction: secretRedaction.optional(),
    })
    .optional(),
  limits: z
    .strictObject({
      /** Most model calls per run (default 25). */
      maxIterations: positiveInt.optional(),
      /** Tool calls of one turn run at once (default 4). */
      toolConcurrency: positiveInt.optional(),
      /** Default `timeoutMs` of custom interceptors that set none. */
      interceptorTimeoutMs: positiveInt.optional(),
    })
    .optional(),
  /** Custom interceptors: local modules exporting a registration, an array, or a factory. */
  interceptors: z.array(interceptorModule).optional(),
  loopInterceptors: z
    .strictObject({
      /** Runs a check command when the agent says it is done, and sends failures back. */
      errorDetection: z
        .strictObject({
          command: nonEmpty,
          timeoutMs: positiveInt.optional(),
          maxAttempts: positiveInt.optional(),
          maxOutputChars: positiveInt.optional(),
        })
        .optional(),
      /** Continues responses cut off by the output token limit. */
      maxTokens: z.union([z.boolean(), z.strictObject({ maxContinuations: positiveInt.optional(), continueMessage: nonEmpty.optional() })]).optional(),
    })
    .optional(),
  /** Audit log file (JSON Lines), relative to the config file. */
  audit: nonEmpty.optional(),
  /** MCP servers whose tools the agent gets, as in `.mcp.json`: `{ command, args?, env?, cwd? }` or `{ type: "http", url, headers? }`. */
  mcpServers: mcpServersSchema.optional(),
  threads: z
    .strictObject({
      /** Where `--thread` transcripts are kept (default `.loopgate/threads` in the workspace). */
      dir: nonEmpty.optional(),
    })
    .optional(),
  /** Durable runs (`loopgate/durable`): the PostgreSQL database `run`, `worker` and `approve` use. */
  durable: z
    .strictObject({
      /** postgres://user@host:port/database; with it, `loopgate run` queues the run for the workers. */
      database: z.string().regex(/^postgres(ql)?:\/\//, "must be a PostgreSQL URL (postgres://user@host:port/database)").optional(),
      /** Most runs one worker executes at once (default 4). */
      concurrency: z.number().int().positive().optional(),
      /** How long a run waits for an approval before the call is denied (default: no deadline). */
      approvalTimeoutSeconds: z.number().positive().optional(),
    })
    .optional(),
});

/** A validated loopgate configuration. */
export type LoopgateConfig = z.output<typeof loopgateConfigSchema>;

/** A configuration as written in the file. */
export type LoopgateConfigInput = z.input<typeof loopgateConfigSchema>;
