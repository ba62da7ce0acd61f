import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown as the close button's accessible name. */
  closeLabel?: string;
  /** `full` covers the whole screen (the member card at a till: nothing else competes with it). */
  size?: 'small' | 'medium' | 'large' | 'full';
  /** What gets the focus when it opens (else the browser's choice: the first control, the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Not modal: a card pinned to the bottom of the screen, below the sticky header, that leaves the
   * page usable and visible above it, takes no focus and traps none (Esc inside it still closes it).
   * For what must never cover the page (docs/deploy-pop-ups.md, "What members see": the dashboard's
   * pop-up never hides the balance or the Card).
   */
  nonBlocking?: boolean;
  /**
   * The close button also works before (or without) the page's scripts: it sends a
   * `<form method="dialog">`, which the browser answers by closing the dialog. For a dialog the
   * server draws open in the page's HTML (a non-blocking one: a modal needs a script to open).
   */
  closesWithoutScript?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A medium modal keeps the base width. */
const SIZE_CLASS = { small: styles.modalSmall, medium: '', large: styles.modalLarge, full: styles.modalFull } as const;

/**
 * The generic modal (requirements §2.7): a title and a close button. It is a native modal <dialog>, so the
 * page behind is inert and Esc closes it; Tab and Shift+Tab cycle inside it, and focus returns
 * to whatever opened it. `nonBlocking` makes it a card that covers nothing above it instead.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  closeLabel = 'Close',
  size = 'medium',
  initialFocus,
  nonBlocking = false,
  closesWithoutScript = false,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const nonBlockingRef = useRef(nonBlocking);
  nonBlockingRef.current = nonBlocking;

  useEffect(() => {
    const dialog = ref.current;
    // Non-blocking: shown by its `open` attribute, which neither moves the focus nor makes the page inert.
    if (!dialog || nonBlocking) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open, initialFocus, nonBlocking]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc fires `cancel`; closing is the parent's decision, so keep state and DOM in step.
    const onCancel = (event: Event): void => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      // A dialog shown by its attribute gets no `cancel` event from Esc: close it here.
      if (event.key === 'Escape' && nonBlockingRef.current) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      // Tab stays inside a modal only: a non-blocking card lets it move on to the page.
      if (event.key !== 'Tab' || nonBlockingRef.current) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={nonBlocking ? `${styles.modal} ${styles.modalNonBlocking}` : `${styles.modal} ${SIZE_CLASS[size]}`}
      aria-labelledby={titleId}
      open={nonBlocking ? open : undefined}
    >
      {open ? (
        <div>
          <div className={styles.modalHeader}>
            <h2 id={titleId} className={styles.modalTitle}>
              {title}
            </h2>
            {closesWithoutScript ? (
              <form method="dialog">
                <button type="submit" className={styles.modalClose} onClick={onClose} aria-label={closeLabel}>
                  <span aria-hidden="true">×</span>
                </button>
              </form>
            ) : (
              <button type="button" className={styles.modalClose} onClick={onClose} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className={styles.modalBody}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
