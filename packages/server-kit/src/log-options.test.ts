import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-options.ts';

describe('log redaction', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/v1/account?token=abc123&cardNumber=4111&x=1')).toBe(
      '/api/v1/account?token=[redacted]&cardNumber=[redacted]&x=1',
    );
    expect(redactUrl('/api/v1/account/verify-email?token=s3cr3t')).toBe(
      '/api/v1/account/verify-email?token=[redacted]',
    );
    expect(redactUrl('/api/v1/rewards/search?query=rice')).toBe('/api/v1/rewards/search?query=rice');
  });
});
