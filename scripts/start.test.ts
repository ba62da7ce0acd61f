import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePorts } from '@portal/server-kit/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './lib/processes.ts';

/** The PIDs of every process whose environment holds `mark` (this test's own, inherited by any child). */
function processesMarked(mark: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(mark)) found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** Listens on 127.0.0.1:`port`, as another program holding the shell's port would. */
function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('npm start', () => {
  it('with its shell port taken: one line naming SHELL_PORT, exit code 1, nothing left running', async () => {
    // Every port free and distinct (chosen by the kernel), so only the shell's is in the way.
    const names = ['LOYALTY_API_PORT', 'ACCOUNT_PORT', 'REWARDS_PORT', 'VOUCHERS_PORT', 'INFO_PORT', 'POP_UPS_PORT'];
    const [shellPort = 0, ...others] = await freePorts(names.length + 1);
    const ports = Object.fromEntries(names.map((name, i) => [name, String(others[i])]));
    const blocker = await occupy(shellPort);
    cleanups.push(() => blocker.close());
    const scratch = mkdtempSync(path.join(tmpdir(), 'start-test-'));
    cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
    const mark = `START_TEST_MARK=${randomUUID()}`;
    const [markName = '', markValue = ''] = mark.split('=');

    const child = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...ports,
        SHELL_PORT: String(shellPort),
        PORTAL_DATA_DIR: path.join(scratch, 'data'),
        PORTAL_DEPLOY_DIR: path.join(scratch, 'deploy'),
        [markName]: markValue,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: if it wrongly went on to build and serve, all of it is ended below.
      detached: true,
    });
    cleanups.push(() => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', (exitCode) => resolve(exitCode)));

    expect(stderr).toBe(`npm start: port ${shellPort} is in use: set SHELL_PORT to another port\n`);
    expect(stdout).toBe('');
    expect(code).toBe(1);
    expect(processesMarked(mark)).toEqual([]);
  });
});
