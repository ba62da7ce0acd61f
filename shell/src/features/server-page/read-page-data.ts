import { PAGE_DATA_ID } from '@portal/contracts/page-data-id';
import { AccountSchema } from '@portal/contracts/provider/account';
import { REMOTE_NAMES } from '@portal/contracts/route-map';
import * as v from 'valibot';
import { readInlineJson } from '../config/read-inline-json.ts';
import type { ServerPageData } from './page-data.ts';

const ServerPageDataSchema = v.object({
  owner: v.picklist(REMOTE_NAMES),
  version: v.string(),
  path: v.string(),
  loaderData: v.record(v.string(), v.unknown()),
  member: v.nullable(v.object({ account: AccountSchema, points: v.number(), vendorTier: v.nullable(v.string()) })),
});

/**
 * The data of a remote's page the server rendered (page-data.ts) for `path`, or undefined when the
 * page carries none (the render stopped before its end), it is unreadable, or it was rendered for
 * another address (a copy the service worker started from): the browser then draws the page
 * itself, as for any page. The block is taken out of the page once read.
 */
export function readServerPageData(path: string): ServerPageData | undefined {
  const data = readInlineJson(PAGE_DATA_ID, ServerPageDataSchema);
  // Read once: the member's account it carries is the page's state from now on, not the page's text.
  document.getElementById(PAGE_DATA_ID)?.remove();
  return data?.path === path ? data : undefined;
}
