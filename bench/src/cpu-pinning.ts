import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Pins running processes, every thread of each, to the given CPU cores (`taskset -a -p -c`), e.g.
 * the load generator to core 1 and the servers it measures to core 0, so on a 2-core machine the
 * generator's own work does not come out of the servers' latency. `cores` is taskset's list ("0",
 * "1", "0,1" to undo). Linux only (util-linux's taskset).
 */
export async function pinToCores(pids: readonly number[], cores: string): Promise<void> {
  for (const pid of pids) await run('taskset', ['-a', '-p', '-c', cores, String(pid)]);
}
