import { type PortalRouteHandle, REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-contract';
import type { RouteObject } from '@portal/router/react-router';

/** The contract version this remote was built against; the shell refuses another major. */
export const contractVersion = REMOTE_CONTRACT_VERSION;

/** Information pages are public: everyone may read them, except during maintenance. */
const page = (title: string): PortalRouteHandle => ({ layout: 'default', middleware: ['maintenance'], title });

/**
 * The pages this remote owns. They need no data from the provider, so there are no loaders; each
 * page's code is a chunk of its own, downloaded only when someone opens it.
 */
export const routes: RouteObject[] = [
  {
    path: 'about',
    handle: page('About'),
    lazy: { Component: async () => (await import('./features/about/routes/about-page.tsx')).AboutPage },
  },
  {
    path: 'faq',
    handle: page('FAQs'),
    lazy: { Component: async () => (await import('./features/faq/routes/faq-page.tsx')).FaqPage },
  },
  {
    path: 'contact',
    handle: page('Contact us'),
    lazy: { Component: async () => (await import('./features/contact/routes/contact-page.tsx')).ContactPage },
  },
  {
    path: 'copyright',
    handle: page('Copyright'),
    lazy: { Component: async () => (await import('./features/legal/routes/copyright-page.tsx')).CopyrightPage },
  },
  {
    path: 'privacy-policy',
    handle: page('Privacy policy'),
    lazy: {
      Component: async () => (await import('./features/legal/routes/privacy-policy-page.tsx')).PrivacyPolicyPage,
    },
  },
  {
    path: 'terms-and-conditions',
    handle: page('Terms and conditions'),
    lazy: { Component: async () => (await import('./features/legal/routes/terms-page.tsx')).TermsPage },
  },
  {
    path: 'maintenance',
    // No guard: it is where the maintenance guard sends everyone. Plain: no header to wander off through.
    handle: { layout: 'plain', middleware: [], title: 'Down for maintenance' },
    lazy: {
      Component: async () => (await import('./features/maintenance/routes/maintenance-page.tsx')).MaintenancePage,
    },
  },
];
