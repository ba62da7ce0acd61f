import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from '../config/runtime-config.ts';
import { FIRST_PAINT_STYLE_HASH } from '../first-paint/first-paint-style.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `) || part === name)
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  const config = runtimeConfigFromEnv({ POPUP_SOURCE_URL: 'https://promo.example/v/abc/mf-manifest.json' });
  const policy = contentSecurityPolicy(config, { production: false });

  it('lets scripts come from the shell and the configured remote origins only, with no eval or inline code', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
      'https://promo.example',
    ]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows inline styles by their hashes only: the first paint’s and the page’s stylesheets, each once', () => {
    const styles = directive(
      contentSecurityPolicy(config, { production: false, styleHashes: ["'sha256-a='", "'sha256-b='", "'sha256-a='"] }),
      'style-src',
    );
    expect(styles.filter((source) => source.startsWith("'sha256-"))).toEqual([
      FIRST_PAINT_STYLE_HASH,
      "'sha256-a='",
      "'sha256-b='",
    ]);
    expect(styles).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'style-src').filter((source) => source.startsWith("'sha256-"))).toEqual([
      FIRST_PAINT_STYLE_HASH,
    ]);
  });

  it('sends violation reports to the BFF', () => {
    expect(directive(policy, 'report-uri')).toEqual(['/bff/telemetry/csp']);
  });

  it('cannot be framed, has no plugins and no base-uri tricks', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it('follows the config: a moved remote or analytics switched on changes it', () => {
    const moved = contentSecurityPolicy(
      runtimeConfigFromEnv({ REWARDS_REMOTE_URL: 'https://rewards.cdn.example/mf-manifest.json', ANALYTICS_ID: 'G-1' }),
      {
        production: true,
      },
    );
    expect(directive(moved, 'script-src')).toContain('https://rewards.cdn.example');
    expect(directive(moved, 'script-src')).not.toContain('http://localhost:3002');
    expect(directive(moved, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(moved).toContain('upgrade-insecure-requests');
    expect(policy).not.toContain('googletagmanager');
  });
});
