import {
  type LayoutName,
  type PopUpSlot,
  type PortalRouteHandle,
  routeHandle,
} from '@portal/contracts/remote-contract';
import { expectedLayoutOf } from '@portal/contracts/route-map';
import { Outlet, useLocation, useMatches, useRouteError } from '@portal/router/react-router';
import { authenticatedAtom, envAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { MemberBanners } from '../banners/member-banners.tsx';
import { errorKindOf } from '../errors/error-kind.ts';
import { ErrorPage } from '../errors/error-page.tsx';
import { SignedInHeader } from '../header/signed-in-header.tsx';
import { SignedOutHeader } from '../header/signed-out-header.tsx';
import { InstallOffer } from '../install-offer/install-offer.tsx';
import { NoticeCenter } from '../notices/notice-center.tsx';
import { loadOfflinePage, offlineCopyAtom } from '../offline/offline-state.ts';
import { PopUpHost } from '../pop-ups/pop-up-host.tsx';
import { NavigationProgress } from '../progress/navigation-progress.tsx';
import { UNMATCHED_ROUTE_ID } from '../routing/unmatched-route.tsx';
import { Footer } from './footer.tsx';
import styles from './layout.module.css';
import { RewardsBand } from './rewards-band.tsx';
import { Sidebar } from './sidebar.tsx';

/**
 * The handle of the deepest matched route: it decides the layout and the title. Until a remote's
 * routes have loaded (the first page load, or a remote that could not be loaded) only the shell's
 * catch-all matches: the page shell is then the one its path is drawn in (route-map), so the
 * header, band and sidebar are in place before the page arrives and nothing jumps.
 */
function useLeafHandle(): PortalRouteHandle {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = routeHandle(match ?? {});
    if (!handle) continue;
    if (match?.id !== UNMATCHED_ROUTE_ID) return handle;
    break;
  }
  return { layout: expectedLayoutOf(pathname), middleware: [] };
}

function useDocumentTitle(title: string | undefined): void {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  useEffect(() => {
    document.title = title ? `${title} | ${programme}` : programme;
  }, [title, programme]);
}

/** What a page started offline shows in the page area (a chunk of its own, kept by the service worker). */
const OfflinePage = lazy(async () => ({ default: (await loadOfflinePage()).OfflinePage }));

/** Each layout's own rules; the default and rewards layouts need none beyond the base. */
const LAYOUT_CLASS: Readonly<Record<LayoutName, string | undefined>> = {
  default: '',
  rewards: '',
  'login-only': styles.layoutLoginOnly,
  plain: styles.layoutPlain,
  alternative: styles.layoutAlternative,
};

/**
 * The five page shells (requirements §2.4): default, login-only, plain (no header), rewards, alternative.
 * The default shows the signed-in header when authenticated and the signed-out one otherwise.
 */
function LayoutFrame({
  layout,
  popUp,
  children,
}: {
  layout: LayoutName;
  popUp?: PopUpSlot | undefined;
  children: ReactNode;
}) {
  const authenticated = useAtomValue(authenticatedAtom);
  const signedIn = authenticated && layout !== 'login-only';
  const withSidebar = signedIn && (layout === 'default' || layout === 'rewards');
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <NavigationProgress />
      {layout === 'plain' ? null : signedIn ? (
        <SignedInHeader />
      ) : (
        <SignedOutHeader onLoginPage={layout === 'login-only'} />
      )}
      {layout === 'rewards' ? <RewardsBand /> : null}
      <div className={[styles.layout, LAYOUT_CLASS[layout], withSidebar ? styles.layoutWithSidebar : ''].join(' ')}>
        {withSidebar ? <Sidebar /> : null}
        <main id="main" className={styles.layoutMain} tabIndex={-1}>
          <NoticeCenter />
          {signedIn && layout !== 'plain' ? <MemberBanners /> : null}
          {children}
        </main>
      </div>
      <Footer />
      <PopUpHost slot={popUp} />
      <InstallOffer signedIn={signedIn && layout !== 'plain'} />
    </>
  );
}

export function PortalLayout() {
  const handle = useLeafHandle();
  const offline = useAtomValue(offlineCopyAtom);
  useDocumentTitle(handle.title);
  return (
    <LayoutFrame layout={handle.layout} popUp={handle.popUp}>
      {offline ? (
        <Suspense fallback={null}>
          <OfflinePage copy={offline}>
            <Outlet />
          </OfflinePage>
        </Suspense>
      ) : (
        <Outlet />
      )}
    </LayoutFrame>
  );
}

/** Last line of defence: even an error above every route keeps the chrome. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <LayoutFrame layout="default">
      <ErrorPage kind={errorKindOf(error)} />
    </LayoutFrame>
  );
}
