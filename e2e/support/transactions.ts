import { expect, type Page } from '@playwright/test';

/** A ledger row as the provider lists it (the fields the specs read). */
export interface LedgerRow {
  id: number;
  occurredAt: string;
  kind: string;
  description: string;
  location: string | null;
  points: number;
  amountJmd: number | null;
}

/** A calendar day in Jamaica (UTC−5 all year), as YYYY-MM-DD. */
export const jamaicaDay = (iso: string): string => new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(0, 10);

export const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** "2026-10-01" as a member types it, day first: "01/10/2026". */
export const dayFirst = (day: string): string => day.split('-').reverse().join('/');

/** What the provider answers through the BFF for the same filters: the first page (20 unless `size=` leads) and the count. */
export async function providerPage(page: Page, query: string): Promise<{ rows: LedgerRow[]; total: number }> {
  const response = await page.request.get(
    `/api/v1/account/transactions?${query.startsWith('size=') ? '' : 'size=20&'}${query}`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { content: LedgerRow[]; page: { totalElements: number } };
  return { rows: body.content, total: body.page.totalElements };
}

/** The ids of the transaction rows on show, from their detail links. */
export const shownIds = (page: Page): Promise<number[]> =>
  page
    .getByTestId('transaction-list')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')?.split('/').pop())));
