import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FIXTURE = path.join(import.meta.dirname, 'testing', 'route-table');

/** routeModules run in plain Node, as the build runs it (its module hooks are Node's, not Vitest's). */
function routeModulesOf(routesFile: string): unknown {
  const script = `import { routeModules } from ${JSON.stringify(path.join(import.meta.dirname, 'route-modules.ts'))};
const pages = await routeModules(${JSON.stringify(routesFile)});
console.log(JSON.stringify({ pages, evaluated: globalThis.pageEvaluated ?? null }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe("a remote's pages and the modules their routes import lazily", () => {
  it('come from the route table itself, without evaluating any page', () => {
    expect(routeModulesOf(path.join(FIXTURE, 'routes.ts'))).toEqual({
      evaluated: null,
      pages: [
        { path: '/things', modules: [path.join(FIXTURE, 'things-page.ts')] },
        { path: '/things/:id', modules: [path.join(FIXTURE, 'thing-page.ts')] },
        { path: '/', modules: [path.join(FIXTURE, 'home-page.ts')] },
        { path: '/promo', modules: [path.join(FIXTURE, 'home-page.ts')] },
      ],
    });
  });
});
