import type { RemoteName } from '@portal/contracts/route-map';
import { type TelemetryEvent, UNKNOWN_VERSION } from '@portal/contracts/telemetry';
import type { ServedVersion } from '../canary/served-version.ts';

/** Why an event of a well-formed batch was dropped: a version the BFF did not serve this visitor, or no signed visitor where a canary needs one. */
export type EventRefusal = 'version' | 'visitor';

/** An event the BFF counts, and the canary side it counts for (null: none, or not a live canary's remote). */
export interface AdmittedEvent {
  event: TelemetryEvent;
  canarySide: 'candidate' | 'current' | null;
  /** The live canary's candidate (which canary the side is of); absent without a side. */
  canary?: string;
}

/**
 * The events of a batch the BFF counts. An event names its remote's version; it counts only
 * when that is the version the BFF served this visitor (`servedOf`: the canary side the signed
 * visitor id falls on, the signed preview) or, for a remote with neither, a version its live
 * manifest points at or lately did (`liveKnows`). 'unknown' (nothing loaded yet) always counts,
 * for no version; the shell has no version of its own. Anything else is dropped and counted as a
 * refusal: it could only be forged, and it must neither steer a canary nor create state.
 */
export async function admitEvents(
  events: readonly TelemetryEvent[],
  servedOf: (remote: RemoteName) => ServedVersion,
  liveKnows: (remote: RemoteName, version: string) => Promise<boolean>,
  hasVisitor: boolean,
): Promise<{ admitted: AdmittedEvent[]; refused: EventRefusal[] }> {
  const admitted: AdmittedEvent[] = [];
  const refused: EventRefusal[] = [];
  for (const event of events) {
    if (event.version === UNKNOWN_VERSION) {
      admitted.push({ event, canarySide: null });
      continue;
    }
    if (event.remote === 'shell') {
      refused.push('version');
      continue;
    }
    const served = servedOf(event.remote);
    if (served.side === 'candidate' || served.side === 'current') {
      // A live canary: only a visitor the BFF assigned a side (signed id) reports on it.
      // A canary without a known current version: the live manifest's is the current one.
      const matches =
        served.version !== null ? served.version === event.version : await liveKnows(event.remote, event.version);
      if (!hasVisitor) refused.push('visitor');
      else if (matches) admitted.push({ event, canarySide: served.side, canary: served.candidate });
      else refused.push('version');
      continue;
    }
    if (served.side === 'preview') {
      if (served.version === event.version) admitted.push({ event, canarySide: null });
      else refused.push('version');
      continue;
    }
    if (await liveKnows(event.remote, event.version)) admitted.push({ event, canarySide: null });
    else refused.push('version');
  }
  return { admitted, refused };
}
