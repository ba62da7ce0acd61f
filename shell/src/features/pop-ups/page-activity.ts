/** Input types that are buttons, not places to type or choose. */
const NOT_FIELDS = new Set(['button', 'submit', 'reset', 'image', 'hidden']);

/**
 * Whether the page is in use in a way a pop-up must not interrupt: the focus in a form field,
 * or another dialog open (a native modal <dialog> or an ARIA dialog); and whether it is hidden
 * (a tab in the background), where a pop-up would open unseen.
 */
export function readPageActivity(doc: Document): { focusInField: boolean; dialogOpen: boolean; pageHidden: boolean } {
  const active = doc.activeElement;
  let focusInField = false;
  if (active instanceof HTMLInputElement) focusInField = !NOT_FIELDS.has(active.type);
  else if (active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) focusInField = true;
  else if (active instanceof HTMLElement) focusInField = active.isContentEditable;
  const dialogOpen = doc.querySelector('dialog[open], [role="dialog"]:not([hidden]), [role="alertdialog"]') !== null;
  return { focusInField, dialogOpen, pageHidden: doc.visibilityState === 'hidden' };
}
