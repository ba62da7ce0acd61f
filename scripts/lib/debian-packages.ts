import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A Debian package the fleet needs, and how to tell it is installed. */
export interface Needed {
  pkg: string;
  /** Installed when this file exists. */
  file: string;
}

const isRoot = (): boolean => process.getuid?.() === 0;

function aptGet(args: string[]): boolean {
  const [command, ...rest] = isRoot() ? ['apt-get', ...args] : ['sudo', 'apt-get', ...args];
  const result = spawnSync(command as string, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Installs from Debian what is missing (`apt-get install -y`, through sudo when not root). The
 * package lists are refreshed (`apt-get update`) only when the first try fails: on a machine
 * that has them, the install is quick. Only installs: never starts or enables a system service.
 */
export function ensureDebianPackages(needed: readonly Needed[], say: (line: string) => void): void {
  const missing = needed.filter((item) => !existsSync(item.file)).map((item) => item.pkg);
  if (missing.length === 0) return;
  say(`installing ${missing.join(', ')} from Debian`);
  const install = ['install', '-y', '--no-install-recommends', ...missing];
  if (aptGet(install)) return;
  say('refreshing the package lists and trying again');
  if (aptGet(['update']) && aptGet(install)) return;
  throw new Error(`could not install ${missing.join(', ')}: run apt-get install -y ${missing.join(' ')} yourself`);
}
