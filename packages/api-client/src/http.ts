import { normaliseFailure, type RejectionStyle, UNEXPECTED_MESSAGE } from '@portal/api-client/api-failure';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contracts/bff';
import { emitInterfaceEvent } from '@portal/contracts/interface-events';
import ky, { isHTTPError } from 'ky';
import * as v from 'valibot';

export interface ApiClientOptions {
  /** Origin of the BFF; the page's own origin in the browser. */
  baseUrl: string;
  /** True while a member (not a visitor with a client token) is signed in. */
  isMemberSession(): boolean;
  /** True on the login page, where a 401 or 403 belongs to the login flow (requirements §5.3). */
  isOnLoginPage(): boolean;
  /** No refresh token, or the refresh failed: the shell sends the member to /login?sessionExpired=true. */
  onSessionExpired(): void;
  /** The token in use is a client token, or none: the shell clears the tokens and reloads. */
  onClientTokenRejected(): void;
}

let options: ApiClientOptions = {
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  isMemberSession: () => false,
  isOnLoginPage: () => false,
  onSessionExpired: () => undefined,
  onClientTokenRejected: () => undefined,
};

/** The shell configures the one shared client at start-up; remotes use it as configured. */
export function configureApiClient(next: Partial<ApiClientOptions>): void {
  options = { ...options, ...next };
  http = createHttp();
}

const createHttp = () =>
  ky.create({
    baseUrl: `${options.baseUrl}/`,
    credentials: 'same-origin',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    timeout: 15_000,
    // One quick retry of reads when the BFF says the provider hiccuped; never of writes.
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504], backoffLimit: 500 },
  });
let http = createHttp();

/** Bumped after every successful refresh, so requests sent before it replay without refreshing again. */
let generation = 0;
let refreshInFlight: Promise<boolean> | null = null;

/** The Web Lock every tab of the origin takes to refresh, so only one of them refreshes at a time. */
const REFRESH_LOCK = 'portal-session-refresh';
/** localStorage key a tab stamps after it refreshed; tabs compare it to see another tab's refresh. */
const REFRESH_STAMP_KEY = 'portal-session-refreshed';

/** The last refresh stamp of any tab of this origin ('' when none or without storage). */
function refreshStamp(): string {
  try {
    return globalThis.localStorage?.getItem(REFRESH_STAMP_KEY) ?? '';
  } catch {
    return ''; // storage blocked (privacy settings): each tab refreshes for itself
  }
}

function stampRefresh(): void {
  try {
    globalThis.localStorage?.setItem(REFRESH_STAMP_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // Without storage the other tabs refresh for themselves; the BFF still coalesces them.
  }
}

/**
 * Runs `work` holding the origin-wide refresh lock (Web Locks API), or at once where the browser
 * has none: the tab then refreshes alone and the BFF coalesces concurrent refreshes.
 */
function withRefreshLock(work: () => Promise<boolean>): Promise<boolean> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return work();
  return locks.request(REFRESH_LOCK, work);
}

/**
 * Refreshes the session once for everyone who asks while it is in flight (requirements §5.3: "refresh once"),
 * and once for all tabs of the origin: the tabs queue on one Web Lock, and a tab that gets the lock
 * after another tab has refreshed (a new stamp since `seenStamp`) reuses that refresh, since the
 * tabs share the session cookies. Resolves true when new tokens are in place.
 *
 * @public Exported for cross-tab-refresh.test.ts, which loads a copy of this module per tab.
 */
export function refreshSession(seenStamp = refreshStamp()): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const refreshed = await withRefreshLock(async () => {
        if (refreshStamp() !== seenStamp) return true; // another tab refreshed while this one waited
        try {
          await http.post('bff/token', { json: { grant_type: 'refresh_token' }, retry: 0 });
        } catch {
          return false;
        }
        stampRefresh();
        return true;
      });
      if (!refreshed) return false;
    } catch {
      return false;
    } finally {
      refreshInFlight = null;
    }
    generation += 1;
    // After the refresh, outside its error handling: a listener's trouble is not a failed refresh.
    emitInterfaceEvent('tokens-refreshed');
    return true;
  })();
  return refreshInFlight;
}

export interface RequestSpec<S extends v.GenericSchema | undefined> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Relative to the BFF origin, e.g. `api/v1/account/points`. */
  path: string;
  searchParams?: URLSearchParams | Record<string, string | number | boolean>;
  json?: unknown;
  headers?: Record<string, string>;
  /** Validates the response; undefined for calls answered without a body. */
  schema: S;
  /** How the body is read: JSON (default), or a Blob for a file (a CSV download). */
  read?: 'json' | 'blob';
  rejection?: RejectionStyle;
  /** False for calls whose 401 is an answer, not an expired session (the /bff/token calls). */
  sessionAware?: boolean;
  signal?: AbortSignal;
}

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** Sends one request with the session rules (requirements §5.3) and rejection rules (§20.2). */
export async function request<S extends v.GenericSchema | undefined>(spec: RequestSpec<S>): Promise<Output<S>> {
  const style = spec.rejection ?? 'body';
  const sessionAware = spec.sessionAware ?? true;

  const attempt = async (replayed: boolean): Promise<Output<S>> => {
    const sentInGeneration = generation;
    const sentWithStamp = refreshStamp();
    let response: Response;
    try {
      response = await http(spec.path, {
        method: spec.method,
        ...(spec.searchParams ? { searchParams: spec.searchParams } : {}),
        ...(spec.json === undefined ? {} : { json: spec.json }),
        ...(spec.headers ? { headers: spec.headers } : {}),
        ...(spec.signal ? { signal: spec.signal } : {}),
      });
    } catch (error) {
      if (!isHTTPError(error)) {
        if ((error as { name?: string }).name === 'AbortError') throw error;
        throw normaliseFailure(style, undefined, undefined);
      }
      const status = error.response.status;
      if (sessionAware && (status === 401 || status === 403) && !options.isOnLoginPage()) {
        if (!options.isMemberSession()) {
          options.onClientTokenRejected();
          throw normaliseFailure(style, status, error.data);
        }
        if (!replayed) {
          // Another request, or another tab, refreshed while this one was on the wire: just replay it.
          if (generation !== sentInGeneration || refreshStamp() !== sentWithStamp) return attempt(true);
          if (await refreshSession(sentWithStamp)) return attempt(true);
        }
        options.onSessionExpired();
      }
      throw normaliseFailure(style, status, error.data);
    }
    if (spec.schema === undefined || response.status === 204) return undefined as Output<S>;
    let body: unknown;
    try {
      body = spec.read === 'blob' ? await response.blob() : await response.json();
    } catch {
      throw normaliseFailure(style, response.status, { code: 'unexpected_response', message: UNEXPECTED_MESSAGE });
    }
    const parsed = v.safeParse(spec.schema, body);
    if (!parsed.success) {
      throw normaliseFailure(style, response.status, { code: 'unexpected_response', message: UNEXPECTED_MESSAGE });
    }
    return parsed.output as Output<S>;
  };

  return attempt(false);
}
