/**
 * Next's start-up hook (runs once per server process, before any request). Traces are on only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise the OpenTelemetry SDK is never loaded
 * (a dynamic import), and costs nothing.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return
    const { startTracing } = await import('./lib/platform/observability/server/tracing')
    startTracing()
  }
}
