import { CUSTOMER_CARE, type Programme } from '../content/use-programme.ts';

export interface FaqEntry {
  /** Stable anchor: /faq#lost-card links straight to an answer. */
  id: string;
  question: string;
  /** Paragraphs of plain text: what the search reads and what the page shows. */
  answer: readonly string[];
  link?: { to: string; label: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

/** The questions members ask customer care most, in the programme's own names and numbers. */
export function faqGroups({ name, bank, phone }: Programme): FaqGroup[] {
  return [
    {
      id: 'joining',
      title: 'Joining',
      entries: [
        {
          id: 'how-to-join',
          question: `How do I join ${name}?`,
          answer: [
            'Ask the cashier at any of our stores to open a guest account with your phone number: you earn points from that very purchase.',
            'You can also register online with your e-mail address and a password when registration is open.',
          ],
        },
        {
          id: 'guest-account',
          question: 'What is a guest account?',
          answer: [
            'A guest account is opened at the till with just your phone number, so you can collect points straight away.',
            'Guests can see their points but cannot redeem rewards online, link a credit card or claim promo codes until they complete full registration.',
          ],
        },
        {
          id: 'full-registration',
          question: 'How do I complete full registration?',
          answer: [
            'Log in with your member number and choose Register Now in the banner, or open My Account. Add your e-mail address and a password, then open the link in the e-mail we send you to verify the address.',
            'Your points and history stay with you.',
          ],
          link: { to: '/account', label: 'Go to My Account' },
        },
        {
          id: 'verify-email',
          question: 'Why do I have to verify my e-mail address?',
          answer: [
            'Verifying proves the address is yours, so vouchers, password resets and account notices reach you and nobody else. Until you verify, you can log in and see your points, but some benefits stay locked.',
            'No e-mail? Check your spam folder, then ask for a new link.',
          ],
          link: { to: '/resend-verification', label: 'Send the verification e-mail again' },
        },
      ],
    },
    {
      id: 'points',
      title: 'Points',
      entries: [
        {
          id: 'earning-points',
          question: 'How do I earn points?',
          answer: [
            'You earn 1 point for every J$100 spent on qualifying purchases, counted on the total of each receipt and rounded down. Give your member number or scan your card before you pay.',
            'Gift cards, phone credit, bill payments and lottery tickets do not earn points.',
          ],
        },
        {
          id: 'missing-points',
          question: 'My points are not showing. What should I do?',
          answer: [
            'Points appear within 48 hours of your purchase. If they are still missing after that, send us a message with the store, the date and the receipt number and we will add them.',
          ],
          link: { to: '/contact', label: 'Contact customer care' },
        },
        {
          id: 'points-value',
          question: 'What are my points worth?',
          answer: [
            'Each point is worth about J$1.00 in rewards. For example, a J$1,000.00 grocery voucher costs about 1,000 pts.',
          ],
        },
        {
          id: 'points-expiry',
          question: 'Do my points expire?',
          answer: [
            'Yes. Points expire 12 months after the end of the calendar quarter in which you earned them, and we always use your oldest points first.',
            'Your dashboard shows how many points expire next and on what date.',
          ],
        },
        {
          id: 'tiers',
          question: 'How do Bronze, Silver and Gold work?',
          answer: [
            'Everyone starts at Bronze. Earn 2,500 pts in a calendar year to reach Silver (10% bonus points) or 7,500 to reach Gold (25% bonus points, Gold-only rewards and a priority line). Tiers are reviewed each January and kept for the whole year.',
          ],
          link: { to: '/about#tiers', label: 'Compare the tiers' },
        },
        {
          id: 'partner-card',
          question: `How do I link my ${bank} credit card?`,
          answer: [
            `Fully registered members can link a ${bank} credit card from their account. You then earn a bonus point for every J$200 you pay with that card in our stores, on top of your usual points.`,
            `If a card cannot be linked, call us toll-free on ${phone} and we will sort it out with ${bank}.`,
          ],
          link: { to: '/account', label: 'Link a card' },
        },
        {
          id: 'promo-codes',
          question: 'How do I use a promo code?',
          answer: [
            'Log in and enter the code on your dashboard under Claim a promo code. The extra points are added at once. Each code can be claimed once per member before its end date.',
          ],
          link: { to: '/promo', label: 'Claim a promo code' },
        },
      ],
    },
    {
      id: 'rewards',
      title: 'Rewards and vouchers',
      entries: [
        {
          id: 'redeem',
          question: 'How do I redeem a reward?',
          answer: [
            'Log in, open Rewards, choose a reward and select Redeem. The points come off your balance and your voucher appears under Vouchers straight away.',
          ],
          link: { to: '/rewards', label: 'Browse rewards' },
        },
        {
          id: 'use-voucher',
          question: 'How do I use a voucher in store?',
          answer: [
            'Open the voucher on your phone and show the barcode or QR code to the cashier before you pay. If the scanner cannot read your screen, the cashier can type the voucher number.',
            'Vouchers are not exchangeable for cash, and no change is given.',
          ],
          link: { to: '/vouchers', label: 'See your vouchers' },
        },
        {
          id: 'voucher-expired',
          question: 'My voucher expired. Can I get my points back?',
          answer: [
            'Each voucher shows its expiry date, usually 90 days after you redeem it. Expired vouchers cannot be used, but if yours expired while you were ill or away, send us a message with the voucher number and we will look at it.',
          ],
          link: { to: '/contact', label: 'Ask about a voucher' },
        },
        {
          id: 'cancel-redemption',
          question: 'Can I cancel a redemption?',
          answer: [
            'A voucher that has not been used can be cancelled by customer care within 14 days of redeeming it, and the points are returned to your balance.',
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      entries: [
        {
          id: 'forgot-password',
          question: 'I forgot my password.',
          answer: ['Choose Forgot password on the sign-in form and we will e-mail you a link to choose a new one.'],
          link: { to: '/forgot-password', label: 'Reset your password' },
        },
        {
          id: 'lost-card',
          question: 'I lost my card. Are my points safe?',
          answer: [
            `Yes. Your points belong to your account, not the card. Call us toll-free on ${phone} so we can block the card, and keep shopping with your member number until the new one arrives.`,
          ],
        },
        {
          id: 'update-details',
          question: 'How do I change my details?',
          answer: [
            'Log in and open My Account to update your name, phone number, address and other details. A complete profile helps us choose rewards you will like.',
          ],
          link: { to: '/account', label: 'Open My Account' },
        },
        {
          id: 'delete-account',
          question: 'How do I close my account?',
          answer: [
            'Open My Account and choose Delete account. Unused points and vouchers are lost when an account is closed, so use them first.',
          ],
        },
        {
          id: 'privacy',
          question: 'How do you use my personal information?',
          answer: [
            `We use it to run ${name}: to record your points, issue your vouchers and contact you about your account. We never sell it. Our privacy policy explains your rights under the Data Protection Act, 2020, including how to see the information we hold about you.`,
          ],
          link: { to: '/privacy-policy', label: 'Read the privacy policy' },
        },
        {
          id: 'contact',
          question: 'How do I contact customer care?',
          answer: [
            `Call toll-free on ${phone}, ${CUSTOMER_CARE.hours} Or send us a message at any time and we will reply within two working days.`,
          ],
          link: { to: '/contact', label: 'Send us a message' },
        },
      ],
    },
  ];
}
