import { type ApiFailure, isApiFailure, messageOf } from '@portal/api-client/api-failure';
import type { LoginInput } from '@portal/validation/login-schema';
import { LOGIN_MESSAGES } from '@portal/validation/messages';

export interface LoginDeps {
  passwordGrant(username: string, password: string): Promise<unknown>;
  lookupAccountType(
    memberId: string,
    toEncrypt: string,
  ): Promise<{ accountType: 'user' | 'guest' | 'unknown'; encryption?: string | undefined }>;
  storeAccountType(type: 'user' | 'guest'): Promise<unknown>;
  clearSession(): Promise<unknown>;
  /** Marks the member signed in with this type, then loads account and points. */
  enterSession(type: 'user' | 'guest'): Promise<void>;
  leaveSession(): void;
  saveGuestAccount(encrypted: string): void;
}

export type LoginOutcome = { kind: 'signed-in' } | { kind: 'unverified' } | { kind: 'error'; message: string };

const isUnreachable = (failure: ApiFailure): boolean => failure.status === 0 || failure.status >= 500;

/**
 * The login flow of requirements §4.3, steps 2–6 (step 1, validation, happens in the form; step 7, going
 * to the redirect target, in the page).
 */
export async function runLoginFlow(input: LoginInput, deps: LoginDeps): Promise<LoginOutcome> {
  // 2. Tokens with the password grant (the BFF keeps them in httpOnly cookies).
  try {
    await deps.passwordGrant(input.memberId, input.password);
  } catch (failure) {
    if (isApiFailure(failure) && failure.status === 401) return { kind: 'unverified' };
    if (isApiFailure(failure) && isUnreachable(failure)) return { kind: 'error', message: messageOf(failure) };
    return { kind: 'error', message: LOGIN_MESSAGES.incorrect };
  }

  try {
    // 3. The account type for the member id; the BFF also returns the encrypted value guests keep.
    const { accountType, encryption } = await deps.lookupAccountType(input.memberId, input.memberId);
    // 4. Unknown type: 'Incorrect login details', and the new session is closed again.
    if (accountType === 'unknown') {
      await deps.clearSession().catch(() => undefined);
      deps.leaveSession();
      return { kind: 'error', message: LOGIN_MESSAGES.incorrect };
    }
    // 5. Store the type, load account and points.
    await deps.storeAccountType(accountType);
    await deps.enterSession(accountType);
    // 6. Guests keep the encrypted account value in local preferences.
    if (accountType === 'guest' && encryption) deps.saveGuestAccount(encryption);
    return { kind: 'signed-in' };
  } catch (failure) {
    deps.leaveSession();
    return {
      kind: 'error',
      message: isApiFailure(failure) && isUnreachable(failure) ? messageOf(failure) : LOGIN_MESSAGES.incorrect,
    };
  }
}
