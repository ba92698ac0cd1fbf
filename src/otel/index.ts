export { createOtelTracing, type OtelTracing, type OtelTracingOptions } from "./otel-tracing.js";
export { startOtlpTracing, tracesUrl, type OtlpTracing, type OtlpTracingOptions } from "./otlp-tracing.js";
export { GEN_AI, GEN_AI_OPERATIONS, LOOPGATE_ATTRIBUTES, LOOPGATE_EVENTS } from "./gen-ai-attributes.js";
