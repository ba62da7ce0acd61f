import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../testing/counting-proxy.ts';
import { buildTestBff, cookiesOf, ORIGIN, testShellDistWithRenderer } from '../testing/test-bff.ts';
import { LOGIN_REFUSAL_COOKIE } from './bff-login-form.ts';

let provider: TestProvider;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let bff: FastifyInstance;
beforeAll(async () => {
  provider = await startTestProvider();
  proxy = await startCountingProxy(provider.url);
  bff = (await buildTestBff(proxy.url)).app;
});
afterAll(async () => {
  await bff.close();
  await proxy.close();
  await provider.close();
});

/** A sign-in form as a browser posts it: form-encoded, from our origin, without the portal's header. */
const post = (fields: Record<string, string>, origin = ORIGIN) =>
  bff.inject({
    method: 'POST',
    url: '/bff/login',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const setCookies = (response: { headers: Record<string, unknown> }): string[] =>
  [response.headers['set-cookie'] ?? []].flat() as string[];
const live = (response: { headers: Record<string, unknown> }, name: string): string | undefined =>
  setCookies(response).find((line) => line.startsWith(`${name}=`) && !/max-age=0/i.test(line));

describe('POST /bff/login, the sign-in form without scripts', () => {
  it('signs in, stores the account type, and sends the browser on with 303 to a page of this site only', async () => {
    const response = await post({ memberId: '20000001', password: DEMO_PASSWORD, redirect: '/vouchers?status=all' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/vouchers?status=all');
    for (const name of ['access_token', 'refresh_token']) expect(live(response, name)).toMatch(/HttpOnly/);
    expect(live(response, 'account_type')).toMatch(/^account_type=user;/);
    expect(response.body).not.toMatch(/eyJ/);

    const session = await bff.inject({
      method: 'GET',
      url: '/bff/session',
      headers: { cookie: cookiesOf(response.headers['set-cookie']) },
    });
    expect(session.json()).toMatchObject({ authenticated: true, type: 'user' });

    const away = await post({ memberId: '20000001', password: DEMO_PASSWORD, redirect: '/.//attacker.example/x' });
    expect(away.headers.location).toBe('/');
  });

  it('a guest is stored as a guest', async () => {
    const response = await post({ memberId: '20000003', password: DEMO_PASSWORD });
    expect(response.headers.location).toBe('/');
    expect(live(response, 'account_type')).toMatch(/^account_type=guest;/);
  });

  it('a refusal goes back to /login with its message and the identifier in a signed cookie for that page, never the password', async () => {
    const response = await post({ memberId: '20000001', password: 'wrong-password', redirect: '/rewards' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?redirect=%2Frewards');
    expect(live(response, 'access_token')).toBeUndefined();
    const refusal = live(response, LOGIN_REFUSAL_COOKIE) ?? '';
    expect(refusal).toMatch(/Path=\/login/);
    expect(refusal).toMatch(/HttpOnly/);
    const value = decodeURIComponent(refusal.split(';')[0]?.split('=').slice(1).join('=') ?? '');
    expect(value).toContain('"failure":"Incorrect login details"');
    expect(value).toContain('"memberId":"20000001"');
    expect(value).not.toContain('wrong-password');

    // The page reads it once: the answer to /login clears it.
    const page = await bff.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: cookiesOf(response.headers['set-cookie']) },
    });
    expect(setCookies(page).some((line) => line.startsWith(`${LOGIN_REFUSAL_COOKIE}=;`))).toBe(true);
  });

  it('a form that fails the scripted form’s checks goes back to /login with their first message, before the provider', async () => {
    const before = proxy.passwordChecks();
    const cases = [
      {
        fields: { memberId: '  ', password: DEMO_PASSWORD, redirect: '/rewards' },
        failure: 'Your Island Rewards Number or Email Address is required',
      },
      { fields: { memberId: ' 20000001 ', password: '123' }, failure: 'This field has minimum length of 6' },
      { fields: {}, failure: 'Your Island Rewards Number or Email Address is required' },
    ];
    for (const { fields, failure } of cases) {
      const response = await post(fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(fields.redirect ? '/login?redirect=%2Frewards' : '/login');
      const refusal = live(response, LOGIN_REFUSAL_COOKIE) ?? '';
      const value = decodeURIComponent(refusal.split(';')[0]?.split('=').slice(1).join('=') ?? '');
      expect(value).toContain(`"failure":"${failure}`);
      expect(value).toContain(`"memberId":"${fields.memberId?.trim() ?? ''}"`);
    }
    expect(proxy.passwordChecks() - before).toBe(0);
  });

  it('is held to the login defence: past the free attempts at one account the provider checks no more passwords', async () => {
    const before = proxy.passwordChecks();
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt++)
      answers.push(await post({ memberId: '20000004', password: `wrong-${attempt}` }));
    expect(answers.every((answer) => answer.statusCode === 303)).toBe(true);
    const messages = answers.map((answer) => decodeURIComponent(live(answer, LOGIN_REFUSAL_COOKIE) ?? ''));
    expect(messages.slice(0, 5).every((message) => message.includes('Incorrect login details'))).toBe(true);
    expect(messages.slice(5).every((message) => message.includes('Too many attempts'))).toBe(true);
    // Where it lands: five password checks reached the provider, not seven.
    expect(proxy.passwordChecks() - before).toBe(5);
  });

  it('refuses a form posted from another site (403), and a body larger than a sign-in (413), before the provider', async () => {
    const before = proxy.passwordChecks();
    const foreign = await post({ memberId: '20000001', password: DEMO_PASSWORD }, 'https://attacker.example');
    expect(foreign.statusCode).toBe(403);
    expect(live(foreign, 'access_token')).toBeUndefined();
    const large = await post({ memberId: '20000001', password: DEMO_PASSWORD, padding: 'x'.repeat(5_000) });
    expect(large.statusCode).toBe(413);
    expect(proxy.passwordChecks() - before).toBe(0);
  });
});

describe('GET /login with the shell’s server build', () => {
  /** A server build that shows what it was asked to render, or throws when asked to. */
  const serverBuild = testShellDistWithRenderer;
  const echo =
    "return '<form id=\"login-form\">' + [input.search, input.refusal?.failure ?? '', input.refusal?.memberId ?? '', input.config.programmeName].join('|') + '</form>';";

  it('serves the rendered page in the root, with the query and the refusal left for it, and never the build itself', async () => {
    const rendering = (await buildTestBff(proxy.url, { staticDir: serverBuild(echo) })).app;
    try {
      const refused = await rendering.inject({
        method: 'POST',
        url: '/bff/login',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'memberId=20000001&password=wrong-password&redirect=%2Frewards',
      });
      const page = await rendering.inject({
        method: 'GET',
        url: '/login?redirect=%2Frewards',
        headers: { cookie: cookiesOf(refused.headers['set-cookie']) },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<div id="root" data-server-page="login"><form id="login-form">?redirect=%2Frewards|Incorrect login details|20000001|Island Rewards</form></div>',
      );
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect((await rendering.inject({ method: 'GET', url: '/server/render-pages.js' })).statusCode).toBe(404);
      // Signed in, /login is the browser's (its guard sends the member on).
      const signedIn = await rendering.inject({
        method: 'POST',
        url: '/bff/login',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `memberId=20000001&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      });
      const own = await rendering.inject({
        method: 'GET',
        url: '/login',
        headers: { cookie: cookiesOf(signedIn.headers['set-cookie']) },
      });
      expect(own.body).toContain('<div id="root"><div data-first-paint');
    } finally {
      await rendering.close();
    }
  });

  it('a render that throws, or SERVER_RENDER=false, serves the skeleton the browser draws over: never an error', async () => {
    for (const [staticDir, serverRender] of [
      [serverBuild('throw new Error("broken build")'), true],
      [serverBuild(echo), false],
    ] as const) {
      const app = (await buildTestBff(proxy.url, { staticDir, serverRender })).app;
      try {
        const page = await app.inject({ method: 'GET', url: '/login' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id="root"><div data-first-paint');
        expect(page.body).not.toContain('data-server-page');
      } finally {
        await app.close();
      }
    }
  });
});

describe('GET /login under maintenance', () => {
  it('is not rendered: the browser’s guard sends every page to /maintenance, so it gets the skeleton', async () => {
    const { app } = await buildTestBff(
      proxy.url,
      { staticDir: testShellDistWithRenderer('return \'<form id="login-form"></form>\';') },
      { MAINTENANCE: 'enable' },
    );
    try {
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('data-server-page');
      expect(page.body).toContain('<div id="root"><div data-first-paint');
    } finally {
      await app.close();
    }
  });
});

describe('the page template', () => {
  it('keeps a `$` in the config or the rendered page as text (a replacement pattern like `$&` is not expanded)', async () => {
    const { app } = await buildTestBff(
      proxy.url,
      { staticDir: testShellDistWithRenderer("return '<p>J$ 500 & $& more</p>';") },
      { PROGRAMME_NAME: 'Island $& Rewards' },
    );
    try {
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.body).toContain('"programmeName":"Island $& Rewards"');
      expect(page.body).toContain('<div id="root" data-server-page="login"><p>J$ 500 & $& more</p></div>');
      expect(page.body).not.toContain('<!--portal-config-->');
    } finally {
      await app.close();
    }
  });
});
