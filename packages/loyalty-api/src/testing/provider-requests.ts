import { DEMO_PASSWORD } from '../seed/demo-members.ts';
import { solvedPayload } from './captcha-solver.ts';
import { TEST_OPERATOR_SECRETS, type TestProvider } from './test-provider.ts';

/** Requests against a test provider as the portal's BFF makes them: a bearer token and JSON. */
export function providerRequests(provider: TestProvider) {
  const token = async (form: Record<string, string>) =>
    provider.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: provider.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, bearer: string, body?: unknown) =>
    provider.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  return {
    token,
    /** A member's access token (password grant). */
    async login(username: string, password = DEMO_PASSWORD): Promise<string> {
      const response = await token({ grant_type: 'password', username, password });
      if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      return response.json().access_token as string;
    },
    /** The portal's client token, as visitors use it. */
    async client(): Promise<string> {
      return (await token({ grant_type: 'client_credentials' })).json().access_token as string;
    },
    /** An operator client's token (client_credentials with its own id and secret): `marketing` or `till`. */
    async operator(client: keyof typeof TEST_OPERATOR_SECRETS): Promise<string> {
      const response = await provider.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: {
          authorization: `Basic ${Buffer.from(`${client}:${TEST_OPERATOR_SECRETS[client]}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      });
      if (response.statusCode !== 200) throw new Error(`${client} token: ${response.statusCode} ${response.body}`);
      return response.json().access_token as string;
    },
    /** A captcha token earned the way the browser earns one: challenge, solve, verify-captcha. */
    async captchaToken(bearer: string): Promise<string> {
      const challenge = (await call('GET', '/api/v1/captcha/challenge', bearer)).json();
      const verified = await call('POST', '/api/v1/verify-captcha', bearer, {
        payload: await solvedPayload(challenge),
      });
      return verified.json().captchaToken as string;
    },
    /** POST account/register with a fresh captcha token, as the registration page sends it. */
    async register(bearer: string, fields: Record<string, unknown>) {
      return call('POST', '/api/v1/account/register', bearer, {
        ...fields,
        captchaToken: await this.captchaToken(bearer),
      });
    },
    get: (url: string, bearer: string) => call('GET', url, bearer),
    post: (url: string, bearer: string, body: unknown = {}) => call('POST', url, bearer, body),
    put: (url: string, bearer: string, body: unknown) => call('PUT', url, bearer, body),
    delete: (url: string, bearer: string) => call('DELETE', url, bearer),
    /** The newest mail of a kind to an address in the dev mailbox, or undefined. */
    async latestMail(to: string, kind: string): Promise<{ subject: string; text: string } | undefined> {
      await provider.ctx.background.idle();
      const response = await provider.app.inject({
        url: `/dev/mailbox.json?to=${encodeURIComponent(to)}&kind=${kind}&limit=1`,
      });
      return (response.json() as Array<{ subject: string; text: string }>)[0];
    },
    async mailCount(to: string, kind?: string): Promise<number> {
      await provider.ctx.background.idle();
      const query = `to=${encodeURIComponent(to)}${kind ? `&kind=${kind}` : ''}&limit=200`;
      const response = await provider.app.inject({ url: `/dev/mailbox.json?${query}` });
      return (response.json() as unknown[]).length;
    },
  };
}

/** The token of the first portal link in a mail's text. */
export function tokenInMail(text: string): string {
  const match = /[?&]token=([a-z0-9]{32})/.exec(text);
  if (!match?.[1]) throw new Error(`no token link in: ${text}`);
  return match[1];
}
