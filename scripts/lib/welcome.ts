import { DEMO_MEMBERS, DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';

function describe(member: (typeof DEMO_MEMBERS)[number]): string {
  if (member.type === 'guest') return 'guest';
  if (member.loginEnabled === false) return 'registered online, e-mail not verified yet (cannot sign in)';
  if (!member.verified) return 'user, e-mail not verified';
  return member.profile.address1 ? 'verified user, complete profile' : 'verified user, incomplete profile';
}

/** What `npm start` and `npm run fleet` print once the portal answers: its URL and the demo logins. */
export function welcome(url: string, extra = ''): string {
  const logins = DEMO_MEMBERS.map(
    (member) => `    ${member.accountNumber.padEnd(10)} ${(member.emailAddress ?? '').padEnd(34)} ${describe(member)}`,
  ).join('\n');
  return `
  Island Rewards is running at ${url}
${extra}
  Demo logins (password ${DEMO_PASSWORD}):
${logins}

  Ctrl-C stops everything.
`;
}
