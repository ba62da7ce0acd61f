import { compileErrors, validate } from '@readme/openapi-parser';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import committed from '../../../../../docs/provider-openapi.json' with { type: 'json' };
import { examplePath, PROVIDER_ROUTES } from '../route-table.ts';
import { withoutDotAll } from './json-schema-of.ts';
import { providerOpenApiDocument } from './openapi-document.ts';

describe('the provider OpenAPI document', () => {
  it('is what the generator makes of the route table now (run `npm run openapi` after changing it)', () => {
    expect(committed).toEqual(providerOpenApiDocument());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    // A copy: the validator resolves references in the object it is given.
    const document = structuredClone(providerOpenApiDocument()) as Parameters<typeof validate>[0];
    const result = await validate(document);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.specification).toBe('OpenAPI');
  });

  it('has each route of the table once, with its method, its auth and a response per status', () => {
    const paths = providerOpenApiDocument().paths as Record<string, Record<string, Record<string, unknown>>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(PROVIDER_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    for (const route of PROVIDER_ROUTES) {
      const operation = paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId).toBe(route.operationId);
      expect(Object.keys(operation?.responses as object).sort()).toEqual(
        [...Object.keys(route.responses), 'default'].sort(),
      );
      if (route.auth === 'none') expect(operation?.security).toEqual([]);
      if (route.auth === 'member-token') expect(operation?.security).toEqual([{ memberToken: [] }]);
    }
  });
});

describe('the route table', () => {
  it('names every path parameter in its params schema, with an example value the schema accepts', () => {
    for (const route of PROVIDER_ROUTES) {
      const named = [...route.path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]);
      expect(Object.keys(route.params?.entries ?? {}), route.operationId).toEqual(named);
      if (route.params) {
        expect(v.safeParse(route.params, route.paramExamples).success, route.operationId).toBe(true);
        expect(examplePath(route)).not.toContain('{');
      }
    }
  });

  it('has unique operation ids', () => {
    const ids = PROVIDER_ROUTES.map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('withoutDotAll', () => {
  it('matches what the dotAll pattern matches, without the flag', () => {
    const dotAll = /^a.b[.]c\.d$/s;
    const plain = new RegExp(withoutDotAll(dotAll.source));
    for (const text of ['a\nb.c.d', 'axb.c.d', 'a\nbxc.d', 'a\nb.cxd']) {
      expect(plain.test(text), JSON.stringify(text)).toBe(dotAll.test(text));
    }
  });
});
