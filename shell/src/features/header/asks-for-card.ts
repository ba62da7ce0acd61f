import { CARD_QUERY } from './card-shortcut.ts';

/** Whether a page's query asks for the member card to open full screen (`?card=open`). */
export function asksForCard(search: string): boolean {
  return new URLSearchParams(search).get(CARD_QUERY.name) === CARD_QUERY.value;
}
