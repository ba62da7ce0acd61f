import type { PopUpContentModule } from '@portal/contracts/pop-up-contract';
import dashboardDoublePoints from './images/dashboard-double-points.svg';
import dashboardFuel from './images/dashboard-fuel.svg';
import dashboardLinkCard from './images/dashboard-link-card.svg';
import loginJoin from './images/login-join.svg';
import loginWelcome from './images/login-welcome.svg';
import rewardsExperiences from './images/rewards-experiences.svg';

/**
 * The pop-up content marketing publishes (contract: @portal/contracts/pop-up-contract). The shell
 * decides when a pop-up shows (requirements §8.3); this module says what it shows. To publish new content,
 * change this file and the images, give each changed campaign a new `id` (members who closed the
 * old one see the new one), build, and switch `popUpSource` (docs/deploy-pop-ups.md).
 *
 * Each call to action lands where its label says (a rewards link names its categories, as the
 * catalogue's URL does) and never on the page its pop-up shows on. The login pop-up also greets
 * people who are not members yet: no "welcome back". A slide that invites people to join says so
 * (`invitesToJoin`): the shell leaves it out while registration is off, so nothing offers a "join"
 * that leads nowhere.
 *
 * Images are imported, so they are served from this build's own origin and their URLs are
 * absolute there. Their width and height are the images' own, so the pop-up reserves the space.
 */
/**
 * The contract version this content was written for. A literal, not an import: the contract module
 * carries the schemas (and valibot), which this build has no use for.
 */
export const contractVersion = '1.0.0';

const BANNER = { width: 1200, height: 600 } as const;

export const popUps: PopUpContentModule['popUps'] = {
  dashboard: {
    id: 'dashboard-everyday-2026-12b',
    title: 'What’s new for you',
    expiresAt: '2027-12-31T23:59:59-05:00',
    slides: [
      {
        imageUrl: dashboardDoublePoints,
        ...BANNER,
        alt: 'Every weekend: double points on groceries, Saturdays and Sundays in all our supermarkets.',
        href: '/rewards?categories=groceries',
        linkLabel: 'See grocery rewards',
      },
      {
        imageUrl: dashboardLinkCard,
        ...BANNER,
        alt: 'Partner bank cards: link your card and earn more, a bonus point for every J$200 you pay with it.',
        href: '/account',
        linkLabel: 'Link a card',
      },
      {
        imageUrl: dashboardFuel,
        ...BANNER,
        alt: 'Rewards: fuel up with points. J$1,000 fuel vouchers from 1,000 points.',
        href: '/rewards?categories=fuel',
        linkLabel: 'See fuel rewards',
      },
    ],
  },
  login: {
    id: 'login-points-2026-12b',
    title: 'Points every time you shop',
    expiresAt: '2027-12-31T23:59:59-05:00',
    slides: [
      {
        imageUrl: loginWelcome,
        ...BANNER,
        alt: 'Island Rewards: earn points every time you shop and spend them on rewards. Log in to see your balance and what it buys.',
        href: '/about',
        linkLabel: 'How the programme works',
      },
      {
        imageUrl: loginJoin,
        ...BANNER,
        alt: 'Not a member yet? Join Island Rewards free and start earning points every time you shop.',
        href: '/register',
        linkLabel: 'Join free',
        invitesToJoin: true,
      },
    ],
  },
  rewards: {
    id: 'rewards-experiences-2026-12b',
    title: 'New in rewards',
    expiresAt: '2027-12-31T23:59:59-05:00',
    slides: [
      {
        imageUrl: rewardsExperiences,
        ...BANNER,
        alt: 'New in rewards: dinners out and days to remember. Dining and experiences from 1,500 points.',
        href: '/rewards?categories=dining&categories=experiences',
        linkLabel: 'See dining and experiences',
      },
    ],
  },
};
