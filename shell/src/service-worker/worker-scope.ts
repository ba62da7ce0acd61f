/**
 * The part of the service worker's global scope the portal's worker uses. The shell compiles with
 * the DOM library, whose types clash with TypeScript's WebWorker library; these few are declared
 * here instead (their shapes are the Service Workers specification's).
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  readonly resultingClientId: string;
  respondWith(response: Response | Promise<Response>): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly source: { readonly id: string; readonly url: string } | null;
}

export interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly onLine: boolean };
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
