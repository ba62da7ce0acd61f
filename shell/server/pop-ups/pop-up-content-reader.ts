import {
  POP_UP_CONTENT_FILE,
  POP_UP_CONTRACT_VERSION,
  type PopUpContentModule,
  PopUpContentModuleSchema,
} from '@portal/contracts/pop-up-contract';
import { isCompatibleContract } from '@portal/contracts/remote-contract';
import * as v from 'valibot';

/** How long content read is trusted before the next page asks its origin again (If-None-Match: mostly a 304). */
const REVALIDATE_AFTER_MS = 5_000;
/** A read slower than this is abandoned (no page waits for it). */
const FETCH_TIMEOUT_MS = 2_000;
/** Marketing's content is a few kilobytes; anything much larger is not it. */
const MAX_BYTES = 256 * 1024;
/** Sources kept at most (the live one, a pinned version, a preview or two). */
const MAX_ENTRIES = 8;

/**
 * Where the content of the build at `source` (a `…/mf-manifest.json` URL, /config.json
 * `popUpSource`) is as data: `pop-up-content.json` in the same folder. Undefined for a source
 * that is not an http(s) URL.
 */
export function popUpContentUrl(source: string): string | undefined {
  try {
    const url = new URL(POP_UP_CONTENT_FILE, source);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Marketing's content as the file says it, checked as the browser checks the federated module
 * (the pop-up contract's schema and version), with each image's URL made absolute from the file's
 * own: an image must be an http(s) URL. Undefined, with what is wrong, for anything else.
 */
export function parsePopUpContent(text: string, contentUrl: string): PopUpContentModule | { problem: string } {
  let json: unknown;
  try {
    // Each image's URL made absolute as it is read (an http(s) one only; anything else is left
    // as it is, for the check below to refuse).
    json = JSON.parse(text, (key, value: unknown) => {
      if (key !== 'imageUrl' || typeof value !== 'string') return value;
      const url = URL.parse(value, contentUrl);
      return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : value;
    });
  } catch {
    return { problem: 'it is not JSON' };
  }
  const parsed = v.safeParse(PopUpContentModuleSchema, json);
  if (!parsed.success) {
    return { problem: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ') };
  }
  if (!isCompatibleContract(parsed.output.contractVersion, POP_UP_CONTRACT_VERSION)) {
    return {
      problem: `its contract version ${parsed.output.contractVersion} does not meet the shell's ${POP_UP_CONTRACT_VERSION}`,
    };
  }
  for (const campaign of Object.values(parsed.output.popUps)) {
    for (const slide of campaign?.slides ?? []) {
      if (!/^https?:\/\//.test(slide.imageUrl)) return { problem: `an image is not an http(s) URL: ${slide.imageUrl}` };
    }
  }
  return parsed.output;
}

interface Entry {
  content: PopUpContentModule | undefined;
  etag: string | undefined;
  checkedAt: number;
  reading: Promise<void> | undefined;
}

export interface PopUpContentReader {
  /**
   * The content of the build at `source` as last read, or undefined (never read, or the last read
   * failed). Never waits: a read that is due is started for the next page.
   */
  lastRead(source: string): PopUpContentModule | undefined;
  /** The same once the read under way (or one begun now, when due) has ended: for a start, and for tests. */
  read(source: string): Promise<PopUpContentModule | undefined>;
}

/**
 * The BFF's copy of marketing's pop-up content, as data (`pop-up-content.json`, written by the
 * pop-ups build beside its manifest), for the pop-up it draws into a page
 * (shell/src/features/pop-ups/drawn-pop-up.tsx). Read from the origin /config.json names, never
 * run: marketing's code runs only in the browser. Revalidated by ETag every few seconds, so a
 * switch of the live version is drawn within seconds; an origin that fails keeps the last good
 * content for its URL, and content that does not meet the contract is none (`onProblem` says why,
 * once per change).
 */
export function createPopUpContentReader(
  options: { fetch?: typeof fetch; onProblem?: (message: string) => void; now?: () => number } = {},
): PopUpContentReader {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const said = new Map<string, string>();
  const problem = (url: string, message: string): void => {
    if (said.get(url) === message) return;
    said.set(url, message);
    options.onProblem?.(`Pop-up content at ${url} not drawn by the server: ${message}`);
  };

  const read = async (url: string, entry: Entry): Promise<void> => {
    try {
      const response = await fetchImpl(url, {
        headers: entry.etag ? { 'if-none-match': entry.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        redirect: 'error',
      });
      if (response.status === 304) return;
      if (!response.ok) return problem(url, `its origin answered ${response.status}`);
      // Said larger than it may be: not read at all.
      if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) {
        await response.body?.cancel();
        return problem(url, `it is larger than ${MAX_BYTES} bytes`);
      }
      const text = await response.text();
      if (text.length > MAX_BYTES) return problem(url, `it is larger than ${MAX_BYTES} bytes`);
      const parsed = parsePopUpContent(text, url);
      if ('problem' in parsed) {
        entry.content = undefined;
        return problem(url, parsed.problem);
      }
      entry.content = parsed;
      entry.etag = response.headers.get('etag') ?? undefined;
      said.delete(url);
    } catch (error) {
      problem(url, `it could not be read (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      entry.checkedAt = now();
      entry.reading = undefined;
    }
  };

  const entryFor = (source: string): Entry | undefined => {
    const url = popUpContentUrl(source);
    if (!url) return undefined;
    let entry = entries.get(url);
    if (!entry) {
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entry = { content: undefined, etag: undefined, checkedAt: Number.NEGATIVE_INFINITY, reading: undefined };
      entries.set(url, entry);
    }
    if (!entry.reading && now() - entry.checkedAt >= REVALIDATE_AFTER_MS) entry.reading = read(url, entry);
    return entry;
  };

  return {
    lastRead: (source) => entryFor(source)?.content,
    async read(source) {
      const entry = entryFor(source);
      await entry?.reading;
      return entry?.content;
    },
  };
}
