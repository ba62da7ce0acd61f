/** The lazy federation runtime's interface (only its type is imported here, never its code). */
export type FederationRuntime = typeof import('./federation-runtime.ts');

let started: Promise<FederationRuntime> | undefined;

/**
 * The federation runtime, downloaded and started on first use: the shell's entry carries none of
 * it, so a page that needs no remote (/login on a first visit) never pays for it. Every caller
 * shares the one start; a failed download is forgotten so the next call tries again.
 */
export function federationRuntime(): Promise<FederationRuntime> {
  // Named: the build lists this group's files for the BFF, which preloads them on a remote's pages
  // (packages/remote-loading/src/build/shell-preloads.ts).
  started ??= import(/* webpackChunkName: "federation-runtime" */ './federation-runtime.ts').then(
    (runtime) => {
      runtime.startFederation();
      return runtime;
    },
    (error: unknown) => {
      started = undefined;
      throw error;
    },
  );
  return started;
}
