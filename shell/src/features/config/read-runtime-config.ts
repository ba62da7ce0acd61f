import { type RuntimeConfig, RuntimeConfigSchema } from '@portal/contracts/runtime-config';
import * as v from 'valibot';
import { readInlineJson } from './read-inline-json.ts';

/**
 * The runtime settings: inlined into index.html by the BFF (one round trip fewer), or fetched
 * from /config.json when the page was served some other way (the dev server).
 */
export async function readRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = readInlineJson('portal-config', RuntimeConfigSchema);
  if (inline) return inline;
  const response = await fetch('/config.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return v.parse(RuntimeConfigSchema, await response.json());
}
