import autocannon from 'autocannon';
import { processCpuMs } from './process-cpu.ts';

export interface LoadFigures {
  target: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  /**
   * CPU time (user + system) each watched server spent per request answered in the measured
   * window, in µs. Unlike the latencies it hardly depends on what else shares the core, so it
   * compares hosts and changes; absent where /proc cannot be read (not Linux).
   */
  cpuUsPerRequest?: Record<string, number>;
}

/**
 * A fixed-rate load (`rate` requests per second overall) for `seconds`, after a short warm-up.
 * `servers` names the processes (label → pid) whose CPU per request is measured.
 */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  servers: Record<string, number> = {},
): Promise<LoadFigures> {
  await autocannon({ url, headers, connections: 10, duration: 2, overallRate: rate });
  const before = Object.entries(servers).map(([label, pid]) => [label, pid, processCpuMs(pid)] as const);
  const result = await autocannon({ url, headers, connections: 10, duration: seconds, overallRate: rate });
  const cpuUsPerRequest: Record<string, number> = {};
  for (const [label, pid, startMs] of before) {
    const endMs = processCpuMs(pid);
    if (startMs === undefined || endMs === undefined || result.requests.total === 0) continue;
    cpuUsPerRequest[label] = Math.round(((endMs - startMs) * 1000) / result.requests.total);
  }
  return {
    target: name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
    ...(Object.keys(cpuUsPerRequest).length ? { cpuUsPerRequest } : {}),
  };
}
