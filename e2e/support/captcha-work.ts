/**
 * The captcha's work on every provider the e2e suite starts (the main portal's and the extra
 * ones): 10 PBKDF2 iterations a key, at most 30 attempts. The suite earns a token for every member
 * it registers and every message it sends, 2–3 s of CPU each at the default; what the provider
 * checks is the same. The fleet e2e checks the default where it is served
 * (docs/decisions/0038-self-hosted-captcha.md).
 */
export const E2E_CAPTCHA_WORK = { CAPTCHA_COST: '10', CAPTCHA_COUNTER_MAX: '30' } as const;
