import autocannon from 'autocannon';

export interface LoadFigures {
  target: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
}

/** A fixed-rate load (`rate` requests per second overall) for `seconds`, after a short warm-up. */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<LoadFigures> {
  await autocannon({ url, headers, connections: 10, duration: 2, overallRate: rate });
  const result = await autocannon({ url, headers, connections: 10, duration: seconds, overallRate: rate });
  return {
    target: name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
