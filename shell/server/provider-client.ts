import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { BffSettings } from './settings.ts';

/** The provider did not answer in time, or could not be reached: the BFF answers 504 or 502. */
export class ProviderUnavailableError extends Error {
  readonly status: 502 | 504;
  readonly code: typeof ERROR_CODES.providerUnavailable | typeof ERROR_CODES.providerTimeout;

  constructor(timedOut: boolean) {
    super(timedOut ? 'The loyalty service took too long to answer.' : 'The loyalty service is unavailable.');
    this.status = timedOut ? 504 : 502;
    this.code = timedOut ? ERROR_CODES.providerTimeout : ERROR_CODES.providerUnavailable;
  }
}

export interface ProviderResponse {
  status: number;
  contentType: string | null;
  body: Buffer;
}

export interface ProviderClient {
  /** Any provider call; never throws for HTTP statuses, only for a provider that cannot be reached. */
  call(
    method: string,
    pathAndQuery: string,
    init?: { bearer?: string; contentType?: string; body?: Buffer | string; headers?: Record<string, string> },
  ): Promise<ProviderResponse>;
  /** POST /oauth/token with HTTP Basic client authentication, form-encoded. */
  token(form: Record<string, string>): Promise<ProviderResponse>;
  /** POST /oauth/revoke. */
  revoke(token: string): Promise<void>;
}

export function createProviderClient(settings: BffSettings): ProviderClient {
  const basic = `Basic ${Buffer.from(
    `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
  ).toString('base64')}`;

  async function call(
    method: string,
    pathAndQuery: string,
    init: { bearer?: string; contentType?: string; body?: Buffer | string; headers?: Record<string, string> } = {},
  ): Promise<ProviderResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    if (init.contentType) headers['content-type'] = init.contentType;
    let response: Response;
    try {
      response = await fetch(`${settings.providerUrl}${pathAndQuery}`, {
        method,
        headers,
        ...(init.body === undefined
          ? {}
          : { body: typeof init.body === 'string' ? init.body : new Uint8Array(init.body) }),
        signal: AbortSignal.timeout(settings.providerTimeoutMs),
        redirect: 'manual',
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new ProviderUnavailableError(name === 'TimeoutError' || name === 'AbortError');
    }
    try {
      return {
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: Buffer.from(await response.arrayBuffer()),
      };
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new ProviderUnavailableError(name === 'TimeoutError' || name === 'AbortError');
    }
  }

  return {
    call,
    token: (form) =>
      call('POST', '/oauth/token', {
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams(form).toString(),
        headers: { authorization: basic },
      }),
    async revoke(token) {
      await call('POST', '/oauth/revoke', {
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ token }).toString(),
        headers: { authorization: basic },
      });
    },
  };
}

export function parseJson(response: ProviderResponse): unknown {
  if (!response.contentType?.includes('json') || response.body.length === 0) return undefined;
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}
