import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiErrorHandler } from './api-error-handler.ts';
import { HttpError } from './http-error.ts';
import { valibotValidatorCompiler } from './valibot-validator.ts';

const Body = v.object({ limit: v.pipe(v.string(), v.transform(Number), v.integer('A whole number, please.')) });
const Params = v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/, 'An id, please.')) });

async function appWith(refuse?: Parameters<typeof valibotValidatorCompiler>[0]) {
  const app = Fastify();
  app.setValidatorCompiler(valibotValidatorCompiler(refuse));
  app.setErrorHandler(apiErrorHandler());
  app.post('/things/:id', { schema: { body: Body, params: Params } }, async (request) => ({
    body: request.body,
    params: request.params,
  }));
  await app.ready();
  return app;
}

describe('valibotValidatorCompiler', () => {
  it('hands the handler the parsed output of matching input', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'POST', url: '/things/7', payload: { limit: '20' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { limit: 20 }, params: { id: '7' } });
  });

  it('refuses input that does not match with a 400 and the field errors by default', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'POST', url: '/things/7', payload: { limit: '2.5' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'A whole number, please.',
      errors: [{ field: 'limit', message: 'A whole number, please.' }],
    });
    const badId = await app.inject({ method: 'POST', url: '/things/x', payload: { limit: '2' } });
    expect(badId.json()).toMatchObject({ code: 'validation_failed', message: 'An id, please.' });
  });

  it('refuses with the refusal it is given instead, a missing body included', async () => {
    const app = await appWith(() => new HttpError(400, 'bad_request', 'The request is not valid.'));
    for (const payload of [{ limit: 'x' }, undefined]) {
      const response = await app.inject({ method: 'POST', url: '/things/7', ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'bad_request', message: 'The request is not valid.' });
    }
  });

  it('tells the refusal which part failed, so a route can answer a bad path id as a 404', async () => {
    const app = await appWith((_issues, httpPart) =>
      httpPart === 'params'
        ? new HttpError(404, 'not_found', 'Not found.')
        : new HttpError(400, 'bad_request', `Bad ${httpPart}.`),
    );
    // The path id is checked first: a bad body behind it is never judged.
    const badId = await app.inject({ method: 'POST', url: '/things/x', payload: { limit: 'x' } });
    expect(badId.statusCode).toBe(404);
    expect(badId.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    const badBody = await app.inject({ method: 'POST', url: '/things/7', payload: { limit: 'x' } });
    expect(badBody.json()).toEqual({ code: 'bad_request', message: 'Bad body.' });
  });
});
