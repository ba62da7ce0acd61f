import type { RuntimeConfigSource } from '../config/runtime-config.ts';
import type { SharedStore } from '../store/shared-store.ts';
import { figuresOf, TALLY_TTL_MS, tallyKeyOf, type VersionFigures } from '../telemetry/version-tally.ts';
import { type AbortRule, erroredPer1000, shouldAbort } from './abort-rule.ts';
import { canaryVisitorFigures, type VisitorFigures } from './canary-visitors.ts';

/** How often each instance looks at the live canaries: an abort takes effect within this (well under 10 s). */
export const CANARY_CHECK_MS = 2_000;

/** Why and when a candidate was aborted automatically (kept on the shared store, so every instance stops serving it). */
interface AbortRecord {
  at: string;
  candidate: SideFigures;
  current: SideFigures;
}

/** A version's event tallies (loads, errors, LCP) and its distinct visitors, which the rule judges. */
type SideFigures = VersionFigures & VisitorFigures;

/** One live canary's figures, for `deploy:remote --status`. */
export interface CanaryStatus {
  remote: string;
  share: number;
  candidate: { version: string } & SideFigures;
  current: { version: string | null } & SideFigures;
  aborted: AbortRecord | null;
}

export interface CanaryWatch {
  /** True once the candidate has been aborted automatically (here or by another instance). */
  isAborted(remote: string, version: string): boolean;
  status(): Promise<CanaryStatus[]>;
  stop(): void;
}

const abortKey = (remote: string, version: string): string => `canary-aborted:${remote}:${version}`;

/**
 * The automatic abort: every CANARY_CHECK_MS, each live canary's candidate is compared with its
 * current version on the shared store's distinct-visitor counts (canary-visitors.ts, from every
 * instance; the event tallies ride along for the log and --status); once the rule
 * says so, the abort is written to the store — every instance reads it on its next look and
 * serves the current version from the next page load — and logged with the figures.
 */
export function createCanaryWatch(options: {
  config: RuntimeConfigSource;
  store: SharedStore;
  rule: AbortRule;
  log: { warn(details: object, message: string): void };
  checkEveryMs?: number;
}): CanaryWatch {
  const { config, store, rule, log } = options;
  const aborted = new Map<string, AbortRecord>();
  const figures = async (remote: string, version: string | null): Promise<SideFigures> => ({
    ...figuresOf(version ? await store.readTally(tallyKeyOf(remote, version)) : {}),
    ...(await canaryVisitorFigures(store, remote, version)),
  });

  const check = async (): Promise<void> => {
    for (const [remote, canary] of Object.entries(config.current().canaries)) {
      if (!canary || aborted.has(abortKey(remote, canary.version))) continue;
      const key = abortKey(remote, canary.version);
      const stored = await store.getValue(key);
      if (stored) {
        aborted.set(key, JSON.parse(stored) as AbortRecord);
        continue;
      }
      const candidate = await figures(remote, canary.version);
      const current = await figures(remote, canary.current);
      if (!shouldAbort(candidate, current, rule)) continue;
      const record: AbortRecord = { at: new Date().toISOString(), candidate, current };
      await store.setValue(key, JSON.stringify(record), TALLY_TTL_MS);
      aborted.set(key, record);
      log.warn(
        {
          remote,
          candidateVersion: canary.version,
          currentVersion: canary.current,
          share: canary.share,
          candidate,
          current,
          rule,
        },
        `canary aborted automatically: ${remote} ${canary.version} failed for ${candidate.erroredVisitors} of ${candidate.visitors} distinct visitors (${erroredPer1000(candidate).toFixed(1)} per 1,000), against ${erroredPer1000(current).toFixed(1)} for ${canary.current ?? 'the current version'} (${current.visitors} visitors)`,
      );
    }
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    check()
      .catch((error: unknown) => log.warn({ err: error }, 'canary check failed; trying again'))
      .finally(() => {
        running = false;
      });
  }, options.checkEveryMs ?? CANARY_CHECK_MS);
  timer.unref();

  return {
    isAborted: (remote, version) => aborted.has(abortKey(remote, version)),
    async status() {
      const result: CanaryStatus[] = [];
      for (const [remote, canary] of Object.entries(config.current().canaries)) {
        if (!canary) continue;
        const stored = await store.getValue(abortKey(remote, canary.version));
        result.push({
          remote,
          share: canary.share,
          candidate: { version: canary.version, ...(await figures(remote, canary.version)) },
          current: { version: canary.current, ...(await figures(remote, canary.current)) },
          aborted: stored ? (JSON.parse(stored) as AbortRecord) : null,
        });
      }
      return result;
    },
    stop: () => clearInterval(timer),
  };
}
