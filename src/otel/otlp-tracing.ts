import type * as OtlpHttpExporter from "@opentelemetry/exporter-trace-otlp-http";
import type * as Resources from "@opentelemetry/resources";
import type * as SdkTraceBase from "@opentelemetry/sdk-trace-base";
import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import { ConfigurationError, describeError } from "../errors/index.js";
import { createOtelTracing, type OtelTracing } from "./otel-tracing.js";

/** Options of `startOtlpTracing`. */
export interface OtlpTracingOptions {
  /**
   * The OTLP/HTTP endpoint: a base URL (`http://127.0.0.1:4318`, to which `/v1/traces` is added, as
   * with `OTEL_EXPORTER_OTLP_ENDPOINT`) or the traces URL itself (ending in `/v1/traces`).
   */
  endpoint: string;
  /** Headers sent with every export (an API key, say). */
  headers?: Record<string, string>;
  /** How long one export may take, retries included (default 10 000 ms). */
  timeoutMs?: number;
  /** `service.name` of the traces (default `loopgate`). */
  serviceName?: string;
  agentName?: string;
  captureContent?: boolean;
}

/** Tracing to an OTLP/HTTP endpoint, ready to record events. */
export interface OtlpTracing {
  readonly tracing: OtelTracing;
  /** The traces URL spans are sent to. */
  readonly url: string;
  /** Sends what is left and stops; resolves with the first export failure, if any. Never rejects. */
  shutdown(): Promise<{ failure?: string }>;
}

const PACKAGES = ["@opentelemetry/api", "@opentelemetry/sdk-trace-base", "@opentelemetry/resources", "@opentelemetry/exporter-trace-otlp-http"];

/**
 * Sends a run's spans (see `createOtelTracing`) to an OTLP/HTTP endpoint (JSON over HTTP, as
 * Jaeger, Tempo, Honeycomb, Langfuse, Phoenix and the OpenTelemetry Collector accept), through a
 * tracer provider of its own (the global one is left alone). Needs the optional packages
 * `@opentelemetry/api`, `@opentelemetry/sdk-trace-base`, `@opentelemetry/resources` and
 * `@opentelemetry/exporter-trace-otlp-http`; throws `ConfigurationError` naming them when they are
 * missing, or when the endpoint is not an http(s) URL.
 *
 * @example
 * const otlp = await startOtlpTracing({ endpoint: "http://127.0.0.1:4318" });
 * const agent = createAgent({ model, onEvent: (event) => otlp.tracing.record(event) });
 * await agent.run("…");
 * await otlp.shutdown();
 */
export async function startOtlpTracing(options: OtlpTracingOptions): Promise<OtlpTracing> {
  const url = tracesUrl(options.endpoint);
  let modules: [typeof SdkTraceBase, typeof Resources, typeof OtlpHttpExporter];
  try {
    await import("@opentelemetry/api");
    modules = await Promise.all([import("@opentelemetry/sdk-trace-base"), import("@opentelemetry/resources"), import("@opentelemetry/exporter-trace-otlp-http")]);
  } catch (error) {
    throw new ConfigurationError({
      message: `Exporting traces over OTLP needs the OpenTelemetry packages: npm install ${PACKAGES.join(" ")} (${describeError(error)})`,
      cause: error,
    });
  }
  const [{ BasicTracerProvider, BatchSpanProcessor }, { resourceFromAttributes }, { OTLPTraceExporter }] = modules;
  const exporter = new OTLPTraceExporter({
    url,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMillis: options.timeoutMs } : {}),
  });
  let failure: string | undefined;
  // The exporter reports failures to a callback, not to the caller: keep the first one to tell the user.
  const reporting: SpanExporter = {
    export: (spans, done) =>
      exporter.export(spans, (result) => {
        if (result.code !== 0 && failure === undefined) failure = result.error ? describeError(result.error) : "the export failed";
        done(result);
      }),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush(),
  };
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": options.serviceName ?? "loopgate" }),
    spanProcessors: [new BatchSpanProcessor(reporting)],
  });
  const tracing = createOtelTracing({
    tracer: provider.getTracer("loopgate"),
    ...(options.agentName !== undefined ? { agentName: options.agentName } : {}),
    ...(options.captureContent !== undefined ? { captureContent: options.captureContent } : {}),
  });
  return {
    tracing,
    url,
    async shutdown() {
      tracing.endAll();
      try {
        await provider.forceFlush();
        await provider.shutdown();
      } catch (error) {
        failure ??= describeError(error);
      }
      return failure !== undefined ? { failure } : {};
    },
  };
}

/** The traces URL of an endpoint: a base URL gets `/v1/traces`, as `OTEL_EXPORTER_OTLP_ENDPOINT` does. */
export function tracesUrl(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    throw new ConfigurationError({ message: `OTLP endpoint "${endpoint}" is not a URL (e.g. http://127.0.0.1:4318)` });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigurationError({ message: `OTLP endpoint "${endpoint}" must be an http:// or https:// URL (OTLP/HTTP)` });
  }
  if (/\/v1\/traces\/?$/.test(url.pathname)) return url.toString();
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/v1/traces`;
  return url.toString();
}
