import { REGISTRATION_SOURCE_PATTERN } from '@portal/contracts/provider/registration';
import { REGISTRATION_SOURCE_KEY } from '@portal/contracts/registration-source';

/** The registrationSource the login page kept in session storage (requirements §2.2), if it is a plain tag. */
export function readRegistrationSource(): string | null {
  try {
    const value = sessionStorage.getItem(REGISTRATION_SOURCE_KEY);
    return value !== null && REGISTRATION_SOURCE_PATTERN.test(value) ? value : null;
  } catch {
    return null; // storage disabled: registration just goes without a source
  }
}

/** Used once: a second registration from the same tab is not from the same campaign. */
export function forgetRegistrationSource(): void {
  try {
    sessionStorage.removeItem(REGISTRATION_SOURCE_KEY);
  } catch {
    // storage disabled: nothing to forget
  }
}
