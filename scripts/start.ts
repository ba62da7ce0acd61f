import { DEMO_MEMBERS, DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { publishRemotes, startPortal } from './lib/portal.ts';
import { runCommand } from './lib/processes.ts';

/**
 * `npm start`: builds the shell and the four remotes, publishes each remote to its own origin,
 * and serves the whole portal with the embedded provider. Ctrl-C stops everything.
 * `--no-build` serves what is already built (the e2e tests use it after their own build).
 */
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) {
  await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}
await publishRemotes();
const portal = await startPortal();

const logins = DEMO_MEMBERS.map(
  (member) => `    ${member.accountNumber.padEnd(10)} ${(member.emailAddress ?? '').padEnd(34)} ${describe(member)}`,
).join('\n');
function describe(member: (typeof DEMO_MEMBERS)[number]): string {
  if (member.type === 'guest') return 'guest';
  if (member.loginEnabled === false) return 'registered online, e-mail not verified yet (cannot sign in)';
  if (!member.verified) return 'user, e-mail not verified';
  return member.profile.address1 ? 'verified user, complete profile' : 'verified user, incomplete profile';
}

process.stdout.write(`
  Island Rewards is running at ${portal.shellOrigin}

  Demo logins (password ${DEMO_PASSWORD}):
${logins}

  Ctrl-C stops everything.
`);

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await portal.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const service of portal.services) {
  service.child.on('exit', (code) => {
    if (stopping) return;
    process.stderr.write(`${service.name} stopped unexpectedly (exit code ${code}); stopping the portal.\n`);
    void portal.stop().then(() => process.exit(1));
  });
}
