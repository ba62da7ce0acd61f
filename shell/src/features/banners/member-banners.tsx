import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import { Link, useLocation } from '@portal/router/react-router';
import { hasUpdateAccess, isProfileComplete } from '@portal/session/account-rules';
import { accountAtom, accountClassAtom, accountTypeAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { useHydrated } from '@portal/ui/hooks/use-hydrated';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from '../layout/layout.module.css';
import { type BannerName, bannersFor } from './banner-rules.ts';

/** Banners closed this visit; they come back next time, as the reminder they are. */
const DISMISSED_KEY = 'island-rewards.dismissed-banners';

function readDismissed(): BannerName[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as BannerName[]) : [];
  } catch {
    return [];
  }
}

const TEXTS: Record<BannerName, { text: string; link: string; to: string }> = {
  'verify-email': {
    text: 'Please verify your email in order to take advantage of all the benefits of the programme.',
    link: 'Resend the verification e-mail',
    to: '/resend-verification',
  },
  'full-registration': {
    text: 'Full registration including email verification is required in order to take advantage of all the benefits of the programme',
    link: 'Register Now',
    to: `/account?edit=${ACCOUNT_EDIT.guestRegistration}`,
  },
  profile: {
    text: 'Help us choose the best reward for you',
    link: 'Update your profile.',
    to: `/account?edit=${ACCOUNT_EDIT.profile}`,
  },
};

/**
 * The full stop a banner's sentence needs before its link. The texts are the requirements' word for
 * word (§8), two without their closing full stop; the stop is punctuation between the sentence
 * and the link, so the quoted words stay as they are.
 */
const fullStopAfter = (text: string): string => (/[.!?]$/.test(text) ? '' : '.');

/** The banners of requirements §7, on entering a signed-in page; each can be dismissed. */
export function MemberBanners() {
  const account = useAtomValue(accountAtom);
  const type = useAtomValue(accountTypeAtom);
  const accountClass = useAtomValue(accountClassAtom);
  const location = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  // Closed in this tab (sessionStorage): the server cannot know, so it counts once hydrated.
  const hydrated = useHydrated();
  if (!account) return null;

  const guestRegistrationOpen =
    location.pathname === '/account' &&
    new URLSearchParams(location.search).get('edit') === ACCOUNT_EDIT.guestRegistration;
  const banners = bannersFor({
    accountClass,
    updateAccess: hasUpdateAccess(type, account),
    profileComplete: isProfileComplete(account),
    guestRegistrationOpen,
  }).filter((name) => !(hydrated && dismissed.includes(name)));
  if (banners.length === 0) return null;

  const dismiss = (name: BannerName): void => {
    const next = [...dismissed, name];
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // storage disabled: dismissed for this page view only
    }
  };
  return (
    <div className={styles.banners}>
      {banners.map((name) => (
        <Alert key={name} tone="info" onDismiss={() => dismiss(name)} dismissLabel="Dismiss this message">
          <span data-banner={name}>{TEXTS[name].text}</span>
          {fullStopAfter(TEXTS[name].text)} <Link to={TEXTS[name].to}>{TEXTS[name].link}</Link>
        </Alert>
      ))}
    </div>
  );
}
