import { median } from './median.ts';
import { percentile } from './percentile.ts';
import { processCpuMs } from './process-cpu.ts';
import { timedGet } from './timed-get.ts';

/** One page's server rendering, asked for one at a time over loopback. */
export interface ServerRenderFigures {
  page: string;
  who: 'visitor' | 'member';
  pages: number;
  /** How many of them the server rendered (`data-server-page="remote"`); the rest fell back to the browser. */
  rendered: number;
  /** From the request to the first byte (the head, flushed before the page renders). */
  firstByteP50Ms: number;
  firstByteP95Ms: number;
  /** From the request to the last byte (the whole page, every streamed part and its data). */
  wholeP50Ms: number;
  wholeP95Ms: number;
  /** The BFF's CPU (its renderer workers included) per page, and so the pages one core renders per second. */
  bffCpuMsPerPage?: number;
  pagesPerSecondPerCore?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/**
 * `pages` loads of `path` one after the other (after `warmUp` more, so the renderer has loaded the
 * remote's server build), with `headers` (a member's cookie, or none for a visitor): the times a
 * browser on loopback would see, and the BFF process's CPU per page (`bffPid`).
 */
export async function serverRenderCost(options: {
  origin: string;
  path: string;
  who: 'visitor' | 'member';
  headers: Record<string, string>;
  bffPid: number | undefined;
  pages?: number;
  warmUp?: number;
}): Promise<ServerRenderFigures> {
  const { origin, path, headers, bffPid, pages = 100, warmUp = 10 } = options;
  const url = `${origin}${path}`;
  const all = { ...headers, accept: 'text/html', 'accept-encoding': 'identity' };
  for (let round = 0; round < warmUp; round++) await timedGet(url, all);
  const cpuBefore = bffPid ? processCpuMs(bffPid) : undefined;
  const firstBytes: number[] = [];
  const wholes: number[] = [];
  let rendered = 0;
  for (let load = 0; load < pages; load++) {
    const { firstByte, whole, body } = await timedGet(url, all);
    firstBytes.push(firstByte);
    wholes.push(whole);
    if (body.includes('data-server-page="remote"')) rendered++;
  }
  const cpuAfter = bffPid ? processCpuMs(bffPid) : undefined;
  const cpuMsPerPage = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / pages : undefined;
  return {
    page: path,
    who: options.who,
    pages,
    rendered,
    firstByteP50Ms: round(median(firstBytes)),
    firstByteP95Ms: round(percentile(ascending(firstBytes), 95)),
    wholeP50Ms: round(median(wholes)),
    wholeP95Ms: round(percentile(ascending(wholes), 95)),
    ...(cpuMsPerPage !== undefined && cpuMsPerPage > 0
      ? { bffCpuMsPerPage: round(cpuMsPerPage), pagesPerSecondPerCore: Math.round(1000 / cpuMsPerPage) }
      : {}),
  };
}
