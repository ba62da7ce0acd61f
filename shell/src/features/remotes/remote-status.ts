import type { RemoteName } from '@portal/contracts/route-map';
import { atom } from 'jotai';

export type RemoteStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready' }
  /** reason: 'unreachable' (network, timeout, script error) or 'incompatible' (contract major). */
  | { state: 'failed'; reason: 'unreachable' | 'incompatible' };

/** The load state of every remote, for the fallback UI. */
export const remoteStatusAtom = atom<Record<RemoteName, RemoteStatus>>({
  account: { state: 'idle' },
  rewards: { state: 'idle' },
  vouchers: { state: 'idle' },
  info: { state: 'idle' },
});
