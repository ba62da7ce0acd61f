import type { BffSession } from '@portal/contracts/bff';
import type { RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { ServerPageData } from '../../src/features/server-page/page-data.ts';

/**
 * What the BFF tells a renderer worker. Nothing here is a secret: the page's config and session
 * are what the page itself carries, and the remote's code is what the browser loads.
 */
export type ToRenderer =
  | {
      type: 'render';
      render: number;
      owner: RemoteName;
      version: string;
      /** The server build's code, its digest checked (server-build-cache.ts), and where it came from. */
      code: string;
      sha256: string;
      url: string;
      path: string;
      config: RuntimeConfig;
      session: BffSession;
      nonce: string | undefined;
      /** How long a streamed page's first HTML may wait for the whole page (first-flush.ts). */
      wholeWithinMs: number;
    }
  | { type: 'abort'; render: number }
  /**
   * Server builds to evaluate now, before any page asks for them (their digests checked): the
   * remotes' current and candidate versions, at start and after the config changes.
   */
  | { type: 'warm'; warm: number; builds: WarmBuild[] }
  /** A loader's request, answered (status 0: refused or failed, `body` says why). */
  | { type: 'fetched'; call: number; status: number; headers: Record<string, string>; body: string };

/** A remote's server build to keep evaluated: its code, digest checked, and where it came from. */
export interface WarmBuild {
  code: string;
  sha256: string;
  url: string;
}

/** What a renderer worker tells the BFF. */
export type FromRenderer =
  | { type: 'ready' }
  /** The builds of a `warm` message are evaluated (or reported as problems). */
  | { type: 'warmed'; warm: number }
  /** A part of a page failed on the server (React's onError): logged by the BFF. */
  | { type: 'problem'; text: string }
  | { type: 'fetch'; render: number; call: number; method: string; path: string; headers: Record<string, string> }
  | { type: 'shell'; render: number; html: string }
  | { type: 'chunk'; render: number; html: string }
  | { type: 'done'; render: number; data: ServerPageData }
  | { type: 'fell-back'; render: number; reason: string };
