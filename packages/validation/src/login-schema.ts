import * as v from 'valibot';
import { LOGIN_MESSAGES, MESSAGES } from './messages.ts';
import { PATTERNS } from './patterns.ts';

const LOGIN_LIMITS = { memberIdMin: 8, passwordMin: 6 } as const;

/**
 * The login form (requirements §4.2): inputs trimmed; member id required, at least 8 characters, and either
 * a member number (8+ digits, not all zero) or an e-mail address; password required, at least 6.
 */
export function loginSchema(programmeName: string) {
  const memberIdRequired = LOGIN_MESSAGES.memberIdRequired(programmeName);
  return v.object({
    memberId: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(memberIdRequired),
      v.minLength(LOGIN_LIMITS.memberIdMin, memberIdRequired),
      v.check(
        (value) => PATTERNS.memberNumber.test(value) || v.is(v.pipe(v.string(), v.email()), value),
        LOGIN_MESSAGES.incorrect,
      ),
    ),
    password: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.minLength(LOGIN_LIMITS.passwordMin, MESSAGES.min(LOGIN_LIMITS.passwordMin)),
    ),
  });
}

export type LoginInput = v.InferOutput<ReturnType<typeof loginSchema>>;
