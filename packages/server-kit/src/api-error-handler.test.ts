import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiErrorHandlerOptions, apiErrorHandler } from './api-error-handler.ts';
import { HttpError } from './http-error.ts';

class UpstreamDown extends Error {}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A small server with the handler under test; `logged` collects what it logs at error level. */
function serverWith(options?: ApiErrorHandlerOptions) {
  const logged: string[] = [];
  const server = Fastify({ bodyLimit: 64, logger: { level: 'error', stream: { write: (line) => logged.push(line) } } });
  server.setErrorHandler(apiErrorHandler(options));
  server.get('/refused', async () => {
    throw new HttpError(409, 'conflict', 'Already done.', [{ field: 'code', message: 'Already done.' }]);
  });
  server.get('/down', async () => {
    throw new UpstreamDown('socket hang up');
  });
  server.get('/bug', async () => {
    throw new TypeError('secret internals');
  });
  server.post('/echo', async (request) => request.body);
  app = server;
  return { server, logged };
}

const post = (server: FastifyInstance, contentType: string, payload: string) =>
  server.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

describe('apiErrorHandler', () => {
  it('sends an HttpError as its body, field errors included', async () => {
    const { server } = serverWith();
    const response = await server.inject('/refused');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: 'Already done.',
      errors: [{ field: 'code', message: 'Already done.' }],
    });
  });

  it("maps Fastify's own refusals to stable codes with the default message", async () => {
    const { server } = serverWith();
    const tooLarge = await post(server, 'application/json', JSON.stringify({ text: 'x'.repeat(100) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'payload_too_large', message: 'The request could not be read.' });
    const notJson = await post(server, 'application/xml', '<a/>');
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json()).toEqual({ code: 'unsupported_media_type', message: 'The request could not be read.' });
    const malformed = await post(server, 'application/json', '{"a":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'bad_request', message: 'The request could not be read.' });
  });

  it('uses the messages, the sender and the mapping of known errors it is given', async () => {
    const { server } = serverWith({
      send: (reply, status, body) => reply.status(status).header('cache-control', 'no-store').send(body),
      known: (error) =>
        error instanceof UpstreamDown ? new HttpError(502, 'provider_unavailable', 'Down.') : undefined,
      messages: { payloadTooLarge: 'The request is too large.', unsupportedMediaType: 'Send JSON.' },
    });
    const down = await server.inject('/down');
    expect(down.statusCode).toBe(502);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.json()).toEqual({ code: 'provider_unavailable', message: 'Down.' });
    expect((await post(server, 'application/json', JSON.stringify({ text: 'x'.repeat(100) }))).json()).toEqual({
      code: 'payload_too_large',
      message: 'The request is too large.',
    });
    expect((await post(server, 'text/csv', 'a,b')).json()).toEqual({
      code: 'unsupported_media_type',
      message: 'Send JSON.',
    });
  });

  it('answers anything else with a bare 500 and logs it', async () => {
    const { server, logged } = serverWith();
    const response = await server.inject('/bug');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', message: 'Something went wrong on our side.' });
    expect(response.body).not.toContain('secret internals');
    expect(logged.join('')).toContain('secret internals');
  });
});
