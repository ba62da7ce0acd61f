import type { ProviderRoutes } from '../../context.ts';
import { registerOpenApiJson } from './openapi-json.ts';

/**
 * `/openapi.json`: the provider contract as an OpenAPI 3.1 document, for integrators and tools.
 */
export const openApiRoutes: ProviderRoutes = async (app) => {
  registerOpenApiJson(app);
};
