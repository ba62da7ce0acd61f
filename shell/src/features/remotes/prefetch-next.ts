// A chunk of its own, asked for by the idle prefetch (prefetch-remotes.ts) once the page has been
// quiet for the prefetch idle timeout: which remote a member most likely opens next, and how it is
// warmed. Nothing in it is needed before that moment, and /login's entry stays within its budget.

import { nextLikelyRemotes } from '@portal/contracts/next-likely';
import { ownerOf, type RemoteName } from '@portal/contracts/route-map';
import { authenticatedAtom, envAtom, sessionStore } from '@portal/session/session-atoms';
import { prefetchFiles } from './prefetch-files.ts';
import { statusOf } from './remote-registry.ts';

/** The paths of this page's links into `remote` (the header's, the page's own), each once. */
function linkedPaths(remote: RemoteName): string[] {
  const paths = new Set<string>();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.origin === window.location.origin && ownerOf(link.pathname) === remote) paths.add(link.pathname);
  }
  return [...paths];
}

/**
 * Downloads a remote's first files and those of its pages at `pathnames`, running none of them
 * (prefetch-files.ts): a remote already loading, loaded or failed, or a browser offline, gets nothing.
 */
function downloadOnly(remote: RemoteName, pathnames: string[]): void {
  // This visitor's remote list (a canary or a preview may name another version's manifest).
  const manifestUrl = sessionStore.get(envAtom)?.remotes[remote];
  if (!navigator.onLine || !manifestUrl || statusOf(remote).state !== 'idle') return;
  void prefetchFiles(manifestUrl, pathnames);
}

/**
 * Warms the remotes a member most likely opens next from a page of `here`, with the chunks of
 * their pages this page links to: through the federation runtime (`warm`) on a page that started
 * it, a remote's page. On one that did not, /login above all, where starting the runtime at idle
 * cost two long tasks (prefetch-files.ts says why), their files are downloaded only, and `warm`
 * runs when the member sends a form — signing in — so the runtime starts while the BFF checks the
 * password rather than after it (run at the next page instead, a sign-in waited for it: 29 Nov,
 * docs/performance.md, "Tried and rejected").
 */
export function warmNext(here: RemoteName | 'shell', warm: (remote: RemoteName, pathnames: string[]) => void): void {
  // Signed out, a remote's page leads to none (nextLikelyRemotes says why): nothing is warmed.
  const next = nextLikelyRemotes(here, sessionStore.get(authenticatedAtom)).map(
    (remote) => [remote, linkedPaths(remote)] as const,
  );
  // The runtime marks the page when it runs (`__FEDERATION__`): read here rather than asked of
  // lazy-federation.ts, whose every export is code in /login's entry.
  if ('__FEDERATION__' in globalThis) {
    for (const [remote, pathnames] of next) warm(remote, pathnames);
    return;
  }
  for (const [remote, pathnames] of next) downloadOnly(remote, pathnames);
  document.addEventListener(
    'submit',
    () => {
      for (const [remote, pathnames] of next) warm(remote, pathnames);
    },
    { once: true, capture: true },
  );
}
