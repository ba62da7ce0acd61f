import type { PopUpSlide } from '@portal/contracts/pop-up-contract';
import type { PopUpSlot } from '@portal/contracts/remote-contract';
import { Carousel, type CarouselProps } from '@portal/ui/carousel';
import { Modal } from '@portal/ui/modal';

export interface PopUpDialogProps {
  slot: PopUpSlot;
  title: string;
  slides: readonly PopUpSlide[];
  onClose: () => void;
  /** A slide's link followed (the browser's pop-up navigates inside the portal); none: ordinary links. */
  onLinkClick?: CarouselProps['onLinkClick'];
  /**
   * Drawn by the server: its close button works before the scripts (Modal's `closesWithoutScript`),
   * and its first picture, the page's largest paint, is the carousel's `priority` one.
   */
  drawn?: boolean;
}

/**
 * A welcome pop-up as the member sees it, whether the page's scripts open it or the BFF draws it
 * in the page's HTML (drawn-pop-up.tsx): one slide is a picture and its link, several make a
 * carousel that moves only when asked to. The dashboard's and the login page's are non-blocking
 * cards at the bottom of the screen: the dashboard's never hides the balance or the Card, and the
 * login page's may be there before the scripts, which a modal (inert page, trapped focus) needs
 * to open, and leaves the sign-in form usable. The rewards pages' is a modal.
 */
export function PopUpDialog({ slot, title, slides, onClose, onLinkClick, drawn = false }: PopUpDialogProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size="large"
      nonBlocking={slot !== 'rewards'}
      closesWithoutScript={drawn}
    >
      <Carousel slides={slides} label={title} priority={drawn} {...(onLinkClick ? { onLinkClick } : {})} />
    </Modal>
  );
}
