import type { PopUpCampaign } from '@portal/contracts/pop-up-contract';
import { closePopUp, decidePopUp } from '@portal/contracts/pop-up-rule';
import type { PopUpSlot } from '@portal/contracts/remote-contract';
import { useNavigate } from '@portal/router/react-router';
import { envAtom, sessionReadyAtom } from '@portal/session/session-atoms';
import { Carousel } from '@portal/ui/carousel';
import { Modal } from '@portal/ui/modal';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { loadPopUpContent } from './pop-up-content.ts';
import { readPopUpState, writePopUpState } from './pop-up-state.ts';

/** Waits for the browser to be idle, so a pop-up never competes with the page for the network. */
const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
};

/**
 * The welcome pop-ups of the dashboard, the login page and the rewards pages (requirements §8.1), shown by
 * the §8.3 pop-up rule with content from marketing's build.
 */
export function PopUpHost({ slot }: { slot: PopUpSlot | undefined }) {
  const popUpSource = useAtomValue(envAtom)?.popUpSource ?? null;
  const sessionReady = useAtomValue(sessionReadyAtom);
  const [campaign, setCampaign] = useState<{ slot: PopUpSlot; campaign: PopUpCampaign } | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    setCampaign(null);
    if (!slot || !popUpSource || !sessionReady) return undefined;
    let active = true;
    const cancelIdle = whenIdle(() => {
      void loadPopUpContent(popUpSource).then((content) => {
        const found = content?.popUps[slot];
        if (!active || !found || Date.parse(found.expiresAt) <= Date.now()) return;
        const decision = decidePopUp(readPopUpState(slot), new Date(), found.id);
        if (decision.store) writePopUpState(slot, decision.store);
        if (decision.show) setCampaign({ slot, campaign: found });
      });
    });
    return () => {
      active = false;
      cancelIdle();
    };
  }, [slot, popUpSource, sessionReady]);

  if (!campaign) return null;
  const close = (): void => {
    writePopUpState(campaign.slot, closePopUp(readPopUpState(campaign.slot), new Date(), campaign.campaign.id));
    setCampaign(null);
  };
  return (
    <Modal open title={campaign.campaign.title} onClose={close} size="large">
      {/* One slide is a picture and its link; several play as a carousel (6 s, pausable). */}
      <Carousel
        slides={campaign.campaign.slides}
        label={campaign.campaign.title}
        onLinkClick={(href, event) => {
          close();
          // A portal path stays in the app; any other link is an ordinary link.
          if (href.startsWith('/') && !href.startsWith('//')) {
            event.preventDefault();
            void navigate(href);
          }
        }}
      />
    </Modal>
  );
}
