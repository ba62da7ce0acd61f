import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { Agent, type Dispatcher, request } from 'undici';
import type { BffSettings } from '../config/settings.ts';
import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.ts';
import { type ProviderCallPolicy, providerCallPolicy } from './provider-call-policy.ts';
import { PROVIDER_ROUTE_GROUPS, type ProviderRouteGroup, routeGroupOf } from './provider-route-group.ts';

/** Why the provider could not be asked: it timed out, refused the connection, or its breaker is open. */
export type ProviderFailure = 'timeout' | 'unreachable' | 'circuit-open';
type Failure = ProviderFailure;

/**
 * The provider did not answer in time (504), could not be reached (502), or has failed so often
 * lately that its group's circuit breaker refuses calls for a while (503, at once).
 */
export class ProviderUnavailableError extends Error {
  readonly status: 502 | 503 | 504;
  readonly code:
    | typeof ERROR_CODES.providerUnavailable
    | typeof ERROR_CODES.providerTimeout
    | typeof ERROR_CODES.providerCircuitOpen;

  readonly failure: Failure;

  constructor(failure: Failure) {
    super(
      failure === 'timeout' ? 'The loyalty service took too long to answer.' : 'The loyalty service is unavailable.',
    );
    this.status = failure === 'timeout' ? 504 : failure === 'circuit-open' ? 503 : 502;
    this.code =
      failure === 'timeout'
        ? ERROR_CODES.providerTimeout
        : failure === 'circuit-open'
          ? ERROR_CODES.providerCircuitOpen
          : ERROR_CODES.providerUnavailable;
    this.failure = failure;
  }
}

export interface ProviderResponse {
  status: number;
  contentType: string | null;
  /** The provider's Content-Disposition (a file it answers with, such as a wallet pass), if any. */
  contentDisposition?: string | null;
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
  /** POST /oauth/login-key: the opaque key of the account a login name belongs to. */
  loginKey(login: string): Promise<ProviderResponse>;
  /** POST /oauth/revoke. */
  revoke(token: string): Promise<void>;
  /** The circuit breaker of each route group (for tests and logs). */
  breakers?: Readonly<Record<ProviderRouteGroup, CircuitBreaker>>;
}

/** How a provider call ended: its answer's class, or why there was none (the BFF's metrics). */
type ProviderOutcome = 'ok' | '4xx' | '5xx' | 'timeout' | 'unreachable' | 'breaker-open';

/** Told of every provider call and breaker opening (telemetry/server-metrics.ts). */
export interface ProviderCallObserver {
  call(group: ProviderRouteGroup, outcome: ProviderOutcome, seconds: number): void;
  breakerOpened(group: ProviderRouteGroup): void;
}

/** A response header's one value (undici gives a repeated header as an array). */
const headerOf = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value) ?? null;

const failureOf = (error: unknown): Failure => {
  const name = (error as { name?: string }).name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
};

/**
 * The BFF's one way to the provider. Each call gets the timeout of its kind (reads 3 s, token
 * 5 s, other writes 8 s by default: provider-call-policy.ts) and goes through the circuit breaker
 * of its route group: after repeated timeouts or connection failures the group answers 503 at
 * once instead of holding every member's request for the full timeout.
 */
export function createProviderClient(
  settings: BffSettings,
  options: { policy?: ProviderCallPolicy; now?: () => number; observer?: ProviderCallObserver } = {},
): ProviderClient {
  const policy = options.policy ?? settings.providerPolicy ?? providerCallPolicy(settings.providerTimeoutMs);
  const observer = options.observer;
  const breakers = Object.fromEntries(
    PROVIDER_ROUTE_GROUPS.map((group) => [
      group,
      createCircuitBreaker(policy.breaker, options.now, observer && (() => observer.breakerOpened(group))),
    ]),
  ) as Record<ProviderRouteGroup, CircuitBreaker>;
  // undici's own request() on a keep-alive pool of this client's, not the global fetch(): a
  // pass-through call then costs the BFF a fifth to a third less CPU (no WHATWG Request, Response
  // and streams per call; docs/performance.md, "The BFF's CPU per call"). It follows no redirect, as fetch was told to,
  // and OpenTelemetry's undici instrumentation traces it the same (diagnostics channels).
  const dispatcher = new Agent({ keepAliveTimeout: 30_000 });
  const basic = `Basic ${Buffer.from(
    `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
  ).toString('base64')}`;

  async function call(
    method: string,
    pathAndQuery: string,
    init: { bearer?: string; contentType?: string; body?: Buffer | string; headers?: Record<string, string> } = {},
  ): Promise<ProviderResponse> {
    const group = routeGroupOf(pathAndQuery);
    const breaker = breakers[group];
    const started = performance.now();
    const observe = (outcome: ProviderOutcome): void =>
      observer?.call(group, outcome, (performance.now() - started) / 1000);
    if (!breaker.tryAcquire()) {
      observe('breaker-open');
      throw new ProviderUnavailableError('circuit-open');
    }
    const timeoutMs = pathAndQuery.startsWith('/oauth/')
      ? policy.tokenTimeoutMs
      : method === 'GET' || method === 'HEAD'
        ? policy.readTimeoutMs
        : policy.writeTimeoutMs;
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    if (init.contentType) headers['content-type'] = init.contentType;
    try {
      const response = await request(`${settings.providerUrl}${pathAndQuery}`, {
        dispatcher,
        method: method as Dispatcher.HttpMethod,
        headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = {
        status: response.statusCode,
        contentType: headerOf(response.headers['content-type']),
        contentDisposition: headerOf(response.headers['content-disposition']),
        body: Buffer.from(await response.body.arrayBuffer()),
      };
      breaker.succeeded();
      observe(answer.status >= 500 ? '5xx' : answer.status >= 400 ? '4xx' : 'ok');
      return answer;
    } catch (error) {
      // Only no answer at all counts against the breaker; any HTTP status is an answer.
      breaker.failed();
      const failure = failureOf(error);
      observe(failure === 'timeout' ? 'timeout' : 'unreachable');
      throw new ProviderUnavailableError(failure);
    }
  }

  return {
    call,
    breakers,
    token: (form) =>
      call('POST', '/oauth/token', {
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams(form).toString(),
        headers: { authorization: basic },
      }),
    loginKey: (login) =>
      call('POST', '/oauth/login-key', {
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ login }).toString(),
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
