import { createHash } from 'node:crypto';

/**
 * Whether a visitor gets a remote's candidate: a hash of their visitor id, the remote and the
 * candidate version, read as a point in [0, 100), is below the share. The same visitor always
 * lands on the same side for one candidate (sticky), raising the share only adds visitors, and
 * each new candidate draws its own visitors (not always the same 10 %).
 */
export function inCanary(visitorId: string, remote: string, version: string, share: number): boolean {
  const digest = createHash('sha256').update(`${visitorId}:${remote}:${version}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100 < share;
}
