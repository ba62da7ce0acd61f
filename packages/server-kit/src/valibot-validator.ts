import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import * as v from 'valibot';
import type { HttpError } from './http-error.ts';
import { validationError } from './validation-error.ts';

/**
 * A Fastify validator compiler for valibot schemas, so a route declares what it accepts on the
 * route itself (`schema: { body: Schema, querystring: Schema, params: Schema, headers: Schema }`)
 * and its handler gets the parsed output (transforms applied) as `request.body`, `request.query`,
 * `request.params` or `request.headers`. Input that does not match never reaches the handler: the refusal `refuse`
 * makes from valibot's issues goes to the error handler (apiErrorHandler sends an HttpError as its
 * ApiError body). By default a 400 with the field errors (validation-error.ts); a server that must
 * not explain its own payloads passes a plainer refusal.
 *
 * Set it on the app (`app.setValidatorCompiler(valibotValidatorCompiler(refuse))`) before the
 * routes are registered; a route that refuses differently sets its own (`validatorCompiler`).
 * `refuse` is told which part failed (Fastify's `httpPart`: 'params', 'body', 'querystring' or
 * 'headers'), so such a route can answer its parts differently: a path id that names nothing as a
 * 404, a bad header as a 400.
 */
export function valibotValidatorCompiler(
  refuse: (issues: readonly v.BaseIssue<unknown>[], httpPart: string | undefined) => HttpError = validationError,
): FastifySchemaCompiler<unknown> {
  // Typed for any route's `schema` (so a route may also set it as its own `validatorCompiler`);
  // the schemas it is given are the routes' valibot schemas.
  return ({ schema, httpPart }) =>
    (input) => {
      const result = v.safeParse(schema as v.GenericSchema, input);
      return result.success ? { value: result.output } : { error: refuse(result.issues, httpPart) };
    };
}

/**
 * The types of a route's valibot schemas, for Fastify (`FastifyInstance<…, ValibotTypeProvider>`
 * or `app.withTypeProvider<ValibotTypeProvider>()`): `request.body`, `request.query` and
 * `request.params` are typed as their schemas' outputs, what valibotValidatorCompiler hands the
 * handler.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}
