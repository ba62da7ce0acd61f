import { captchaDifficulty } from '../captcha/captcha-service.ts';

/**
 * The captcha's work in tests: 10 iterations, at most 30 attempts. Tests earn many tokens, and a
 * solve at the default work takes 2–3 s of CPU; the captcha's own tests ask for the default
 * (`captchaDifficulty: undefined`), and the fleet e2e checks it where it is served.
 * The unit tests' providers (`testSettings`) and every provider the e2e suite starts use this one.
 * docs/decisions/0038-self-hosted-captcha.md.
 */
export const TEST_CAPTCHA_DIFFICULTY = captchaDifficulty(10, 30);
