import { verifyEmail } from '@portal/api-client/calls/account';
import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { PATTERNS } from '@portal/validation/patterns';

export type VerifyOutcome = 'verified' | 'failed';

/**
 * A link works once, so each token is sent once per page load however often the route's loader
 * runs (revalidation, a double render); a failure may be retried.
 */
const attempts = new Map<string, Promise<VerifyOutcome>>();

export function verifyOnce(token: string): Promise<VerifyOutcome> {
  const existing = attempts.get(token);
  if (existing) return existing;
  const attempt = verifyEmail(token).then(
    (): VerifyOutcome => 'verified',
    (): VerifyOutcome => {
      attempts.delete(token);
      return 'failed';
    },
  );
  attempts.set(token, attempt);
  return attempt;
}

/** /verify?token=: starts the verification while the page's code loads. */
export function verifyLoader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { outcome: PATTERNS.lowerAlnum32.test(token) ? verifyOnce(token) : Promise.resolve<VerifyOutcome>('failed') };
}

export type VerifyData = ReturnType<typeof verifyLoader>;
