import FastifyOtelInstrumentation from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

/**
 * OpenTelemetry tracing for a server of the portal (the BFF, the provider). Call it first, before
 * any Fastify instance is created: every Fastify app gets a server span per request that
 * continues an incoming W3C `traceparent` (@fastify/otel), and every outgoing `fetch` a client
 * span whose `traceparent` goes with the request (undici instrumentation), so one trace runs
 * browser → BFF → provider; log lines carry its `trace_id` (log-options.ts). Spans are exported
 * with OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise they only give the ids.
 * Resolves nothing; returns the function that flushes and stops it.
 */
export function startTracing(serviceName: string, env: Record<string, string | undefined>): () => Promise<void> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/$/, '');
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // The OTLP convention: traces go to <endpoint>/v1/traces (OTEL_EXPORTER_OTLP_HEADERS is read by the exporter).
    spanProcessors: endpoint
      ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }) })]
      : [],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new UndiciInstrumentation(),
      // Registers itself on every Fastify instance as it is created.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  return async () => {
    unregister();
    await provider.shutdown();
  };
}
