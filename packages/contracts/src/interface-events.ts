/**
 * Interface events (requirements §6.1). They travel as DOM CustomEvents on `window`, so remotes and the
 * shell talk without importing each other.
 */
export interface InterfaceEventDetail {
  'account-verified': undefined;
  'account-deleted': undefined;
  'contact-sent': undefined;
  /** true when the card was linked, false when it was not (requirements §6.2 notices). */
  'card-linked': boolean;
  'tokens-refreshed': undefined;
}

export type InterfaceEventName = keyof InterfaceEventDetail;

export function emitInterfaceEvent<N extends InterfaceEventName>(
  name: N,
  ...detail: InterfaceEventDetail[N] extends undefined ? [] : [InterfaceEventDetail[N]]
): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail: detail[0] }));
}

export function onInterfaceEvent<N extends InterfaceEventName>(
  name: N,
  listener: (detail: InterfaceEventDetail[N]) => void,
): () => void {
  const handler = (event: Event): void => listener((event as CustomEvent<InterfaceEventDetail[N]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
