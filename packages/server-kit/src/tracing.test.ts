import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { startTracing } from './tracing.ts';

describe('tracing', () => {
  it('exports spans with OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const received: Array<{ url: string; type: string }> = [];
    const collector = createServer((request, response) => {
      received.push({ url: request.url ?? '', type: String(request.headers['content-type']) });
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const stop = startTracing('tracing-test', { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
    try {
      const span = trace.getTracer('test').startSpan('one request');
      expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
      span.end();
    } finally {
      await stop(); // flushes the batch
      collector.close();
    }
    expect(received).toContainEqual({ url: '/v1/traces', type: expect.stringMatching(/protobuf|json/) });
  });
});
