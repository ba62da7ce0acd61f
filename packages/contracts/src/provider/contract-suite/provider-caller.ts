/** One answer of the provider, read whole. */
export interface ProviderAnswer {
  status: number;
  contentType: string;
  bytes: Uint8Array;
}

export interface ProviderCall {
  bearer?: string;
  /** HTTP Basic client authentication (the /oauth routes). */
  basic?: { clientId: string; clientSecret: string };
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** How long one call may take before the suite calls it a failure. */
const CALL_TIMEOUT_MS = 15_000;

/** Basic credentials as RFC 6749 §2.3.1 writes them: id and secret form-encoded, then base64. */
const basicOf = ({ clientId, clientSecret }: { clientId: string; clientSecret: string }): string => {
  const pair = `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`;
  return `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(pair)))}`;
};

/**
 * Calls a provider at `baseUrl` as the BFF does: a bearer token or the client's Basic
 * credentials, JSON or form-encoded bodies, no redirects followed. Throws only when no answer
 * came (refused, timed out); any HTTP status is an answer.
 */
export function providerCaller(baseUrl: string, fetchImpl: typeof fetch = fetch) {
  const base = baseUrl.replace(/\/+$/, '');
  return async function call(method: string, pathAndQuery: string, init: ProviderCall = {}): Promise<ProviderAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    if (init.basic) headers.authorization = basicOf(init.basic);
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetchImpl(`${base}${pathAndQuery}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
}
