import type { RemoteName } from '@portal/contracts/route-map';
import type { CanaryStatus } from '../../shell/server/canary/canary-watch.ts';

type Env = Record<string, string | undefined>;

const lcp = (ms: number | null): string =>
  ms === null ? '–' : Number.isFinite(ms) ? `≤ ${(ms / 1000).toFixed(1)} s` : '> 10 s';

/**
 * `deploy:remote <remote> --status`: the remote's versions as the fleet's telemetry sees them —
 * share, page loads, errors per 1,000 loads and p75 LCP — read from the BFF's private listener
 * (PORTAL_OPS_URL, default http://127.0.0.1:$METRICS_PORT; never the public port).
 */
export async function printCanaryStatus(env: Env, remote: RemoteName, live: string | null): Promise<void> {
  const base = env.PORTAL_OPS_URL || (env.METRICS_PORT ? `http://127.0.0.1:${env.METRICS_PORT}` : '');
  if (!base) throw new Error('Set PORTAL_OPS_URL (or METRICS_PORT) to the BFF’s private listener.');
  const response = await fetch(`${base}/canary`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${base}/canary answered ${response.status}.`);
  const status = ((await response.json()) as CanaryStatus[]).find((entry) => entry.remote === remote);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  if (!status) {
    out(`mfe-${remote}: no canary; everyone gets ${live ?? 'nothing'}`);
    return;
  }
  const rows = [
    { role: 'current', share: status.aborted ? 100 : 100 - status.share, ...status.current },
    { role: 'candidate', share: status.aborted ? 0 : status.share, ...status.candidate },
  ];
  out(`mfe-${remote}:`);
  out(
    `  ${'version'.padEnd(13)}${'role'.padEnd(10)}${'share'.padStart(6)}${'loads'.padStart(8)}${'errors/1000'.padStart(13)}${'p75 LCP'.padStart(10)}`,
  );
  for (const row of rows) {
    out(
      `  ${(row.version ?? '(none)').padEnd(13)}${row.role.padEnd(10)}${`${row.share} %`.padStart(6)}${String(row.loads).padStart(8)}${row.errorsPer1000.toFixed(1).padStart(13)}${lcp(row.p75LcpMs).padStart(10)}`,
    );
  }
  if (status.aborted) {
    out(
      `  aborted automatically at ${status.aborted.at}: ${status.aborted.candidate.errorsPer1000.toFixed(1)} errors per 1,000 loads over ${status.aborted.candidate.loads} loads, against ${status.aborted.current.errorsPer1000.toFixed(1)}; run --abort to clear it`,
    );
  }
}
