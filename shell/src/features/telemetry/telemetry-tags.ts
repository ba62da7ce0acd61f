import { ownerOf } from '@portal/contracts/route-map';
import { routeLabelOf, type TelemetryOwner } from '@portal/contracts/telemetry';
import { versionOf } from './remote-versions.ts';

/** The tags of an event on `pathname`: its route label, the app that owns it and that app's version. */
export function tagsFor(pathname: string): { route: string; remote: TelemetryOwner; version: string } {
  const remote = ownerOf(pathname) ?? 'shell';
  return { route: routeLabelOf(pathname), remote, version: versionOf(remote) };
}
