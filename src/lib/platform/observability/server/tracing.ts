import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis'
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici'
import { NodeSDK } from '@opentelemetry/sdk-node'

/** Probes answered all day: not worth a trace each. */
const UNTRACED = /^\/(healthz|readyz|metrics)(\?|$)/

type Global = { __switchyardShutdown?: Set<() => Promise<void>> }

/**
 * OpenTelemetry traces (README, "Operating the shop", Traces), loaded only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (src/instrumentation.ts): the requests the server answers
 * (http), its calls out (http and fetch/undici: the mail relay's HTTP neighbours, the webhook,
 * Stripe), PostgreSQL queries and Redis commands, plus Next's own spans, sent over OTLP/HTTP
 * (JSON) to `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`. The standard OTEL_* variables apply
 * (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_BSP_*). Metrics stay on /metrics and logs on
 * stdout: no OTLP metrics or logs.
 */
export function startTracing(): void {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'switchyard',
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
      new UndiciInstrumentation(),
      // Statements without their values (the instrumentation's default): parameters may be personal.
      new PgInstrumentation(),
      new RedisInstrumentation(),
    ],
  })
  sdk.start()
  // The spans still buffered are sent before the process exits (src/server/lifecycle.mjs runs these after the drain).
  const g = globalThis as Global
  g.__switchyardShutdown ??= new Set()
  g.__switchyardShutdown.add(() => sdk.shutdown())
}
