import { TEST_CAPTCHA_DIFFICULTY } from '@portal/loyalty-api/testing/test-captcha-difficulty';

/**
 * The captcha's work on every provider the e2e suite starts (the main portal's and the extra
 * ones), as the provider's settings: the unit tests' work (`TEST_CAPTCHA_DIFFICULTY`). The suite
 * earns a token for every member it registers and every message it sends, 2–3 s of CPU each at
 * the default; what the provider checks is the same. The fleet e2e checks the default where it is
 * served (docs/decisions/0038-self-hosted-captcha.md).
 */
export const E2E_CAPTCHA_WORK = {
  CAPTCHA_COST: String(TEST_CAPTCHA_DIFFICULTY.cost),
  CAPTCHA_COUNTER_MAX: String(TEST_CAPTCHA_DIFFICULTY.counterMax),
} as const;
