import { readFileSync } from 'node:fs';

/**
 * The CPU time a process has used so far in ms, all its threads (a BFF's renderer workers
 * included), from `/proc/<pid>/stat` (utime + stime, in the kernel's 100 Hz clock ticks), or
 * undefined where there is no such file (not Linux).
 */
export function processCpuMs(pid: number): number | undefined {
  try {
    // The command name (field 2) may hold spaces; the fields after its ")" do not.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}
