import type { LoadedConfig } from "../config/load-config.js";
import { describeError, LoopgateError } from "../errors/index.js";
import type { OtlpTracing, startOtlpTracing as StartOtlpTracingFunction } from "../otel/otlp-tracing.js";
import { CliUsageError } from "./cli-error.js";
import { EXIT_CODES } from "./exit-codes.js";

type StartOtlpTracing = typeof StartOtlpTracingFunction;

const PACKAGES = "@opentelemetry/api @opentelemetry/sdk-trace-base @opentelemetry/resources @opentelemetry/exporter-trace-otlp-http";

/**
 * Starts exporting a command's traces over OTLP/HTTP when asked: `--otlp <url>`, else the config's
 * `otlp`, else `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (the traces URL) or `OTEL_EXPORTER_OTLP_ENDPOINT`
 * (a base URL). The OpenTelemetry packages are loaded only then; without them, a usage error says
 * what to install.
 */
export async function startCommandTracing(option: string | undefined, loaded: LoadedConfig, env: Record<string, string | undefined>): Promise<OtlpTracing | undefined> {
  const configured = loaded.config.otlp;
  const endpoint =
    option ??
    (typeof configured === "string" ? configured : configured?.endpoint) ??
    (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || undefined) ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined);
  if (endpoint === undefined) return undefined;
  let startOtlpTracing: StartOtlpTracing;
  try {
    ({ startOtlpTracing } = await import("../otel/otlp-tracing.js"));
  } catch (error) {
    throw new CliUsageError({ message: `--otlp needs the OpenTelemetry packages: npm install ${PACKAGES} (${describeError(error)})`, exitCode: EXIT_CODES.usage });
  }
  try {
    return await startOtlpTracing({
      endpoint,
      ...(typeof configured === "object" && configured.headers ? { headers: configured.headers } : {}),
      ...(typeof configured === "object" && configured.content ? { captureContent: true } : {}),
    });
  } catch (error) {
    if (LoopgateError.isInstance(error)) throw new CliUsageError({ message: `--otlp: ${error.message}`, exitCode: EXIT_CODES.usage });
    throw error;
  }
}
