import { DRAWN_POP_UP_DATA_ID, type DrawnPopUpData } from '@portal/contracts/pop-up-visit';
import type { PopUpSlot } from '@portal/contracts/remote-contract';
import { envAtom, sessionReadyAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { popUpVerdict } from './pop-up-discipline.ts';
import type { PopUpChance } from './pop-up-offer.tsx';
import { noteVerdict } from './pop-up-verdict-note.ts';
import { currentVisit } from './visit.ts';

/** The pop-up itself, its carousel and marketing's content: asked for at idle, on a page with a chance of one. */
const PopUpOffer = lazy(() =>
  import(/* webpackChunkName: "pop-up-offer" */ './pop-up-offer.tsx').then(
    (module) => ({ default: module.PopUpOffer }),
    // A pop-up that cannot load is no pop-up, silently, as content that cannot: never an error page.
    (error: unknown) => {
      console.warn('Pop-up unavailable', error);
      return { default: () => null };
    },
  ),
);

/** Waits for the browser to be idle, so a pop-up never competes with the page for the network. */
const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
};

const here = (): string => `${window.location.pathname}${window.location.search}`;

/** The pop-up the BFF drew into this page's HTML (drawn-pop-up.tsx), until the pop-up has taken it over. */
const drawnInPage = (): DrawnPopUpData | undefined => {
  try {
    return JSON.parse(document.getElementById(DRAWN_POP_UP_DATA_ID)?.textContent ?? 'null') ?? undefined;
  } catch {
    return undefined; // not ours to read: the page's own rules decide
  }
};

/**
 * The welcome pop-ups of the dashboard, the login page and the rewards pages (requirements §8.1),
 * shown by the pop-up discipline (pop-up-discipline.ts: one per visit, never over a form in use,
 * the dashboard's after its balance, only calls to action that can be followed) and the §8.3
 * pop-up rule, with content from marketing's build. This part is in every page's first scripts
 * and small: it begins the visit, keeps the time of the last key press, and on a page whose slot
 * may show one hands the page view, once the browser is idle, to the pop-up itself
 * (pop-up-offer.tsx, a lazy chunk). Why apart: the pop-up acts only after idle, and the /login
 * budget (bench/src/check-budget.ts) had no room for its carousel and rules.
 */
export function PopUpHost({ slot }: { slot: PopUpSlot | undefined }) {
  const popUpSource = useAtomValue(envAtom)?.popUpSource ?? null;
  const sessionReady = useAtomValue(sessionReadyAtom);
  const registrationEnabled = useAtomValue(envAtom)?.registrationEnabled ?? false;
  const [chance, setChance] = useState<PopUpChance | null>(null);
  const lastKeyAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    // The visit begins with the first page, whether or not it has a pop-up.
    currentVisit();
    // Capture: a field that stops propagation still counts as typing.
    const onKey = (): void => {
      lastKeyAt.current = performance.now();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  useEffect(() => {
    setChance(null);
    noteVerdict(undefined);
    if (!slot || !popUpSource || !sessionReady) return undefined;
    const view = here();
    const viewStartedAt = performance.now();
    // Drawn with the page: taken over at once, not at idle (it is already on screen).
    const drawn = drawnInPage();
    if (drawn?.slot === slot) {
      setChance({ slot, view, viewStartedAt, lastKeyAt, drawn });
      return undefined;
    }
    // Skipped for the whole visit whatever the content says (a first visit's /login, a pop-up
    // already shown): then the pop-up's code, the content and the federation runtime it needs are
    // never downloaded.
    const { firstVisit, popUpShown } = currentVisit();
    const calm = {
      focusInField: false,
      typedOnPage: false,
      dialogOpen: false,
      pageHidden: false,
      sinceLastKeyMs: Number.POSITIVE_INFINITY,
      balanceShown: true,
      slides: undefined,
    };
    if (
      popUpVerdict({ slot, here: view, firstVisit, shownThisVisit: popUpShown, registrationEnabled, ...calm }) ===
      'skip'
    ) {
      noteVerdict('skip');
      return undefined;
    }
    return whenIdle(() => setChance({ slot, view, viewStartedAt, lastKeyAt }));
  }, [slot, popUpSource, sessionReady, registrationEnabled]);

  if (!chance) return null;
  return (
    <Suspense fallback={null}>
      <PopUpOffer key={`${chance.view} ${chance.viewStartedAt}`} {...chance} />
    </Suspense>
  );
}
