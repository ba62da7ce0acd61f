import { describe, expect, it, vi } from 'vitest';
import { createPopUpContentReader, parsePopUpContent, popUpContentUrl } from './pop-up-content-reader.ts';

const SOURCE = 'https://pop-ups.test/v/abc123abc123/mf-manifest.json';
const URL_OF_CONTENT = 'https://pop-ups.test/v/abc123abc123/pop-up-content.json';

const content = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    contractVersion: '1.0.0',
    popUps: {
      login: {
        id: 'login-points',
        title: 'Points every time you shop',
        expiresAt: '2027-12-31T23:59:59-05:00',
        slides: [
          {
            imageUrl: 'static/svg/login-welcome.3283326cf0.svg',
            width: 1200,
            height: 600,
            alt: 'Island Rewards: earn points every time you shop',
            href: '/about',
            linkLabel: 'How the programme works',
          },
        ],
      },
    },
    ...overrides,
  });

describe('marketing’s content as data', () => {
  it('is read beside the build’s manifest, from http(s) sources only', () => {
    expect(popUpContentUrl(SOURCE)).toBe(URL_OF_CONTENT);
    expect(popUpContentUrl('https://pop-ups.test/mf-manifest.json')).toBe('https://pop-ups.test/pop-up-content.json');
    expect(popUpContentUrl('file:///etc/mf-manifest.json')).toBeUndefined();
    expect(popUpContentUrl('not a url')).toBeUndefined();
  });

  it('has its images made absolute from the file’s own URL, and meets the contract', () => {
    const parsed = parsePopUpContent(content(), URL_OF_CONTENT);
    expect('problem' in parsed).toBe(false);
    if ('problem' in parsed) return;
    expect(parsed.popUps.login?.slides[0]?.imageUrl).toBe(
      'https://pop-ups.test/v/abc123abc123/static/svg/login-welcome.3283326cf0.svg',
    );
  });

  it('is refused when it is not JSON, breaks the contract, or names an image that is not http(s)', () => {
    expect(parsePopUpContent('<html>', URL_OF_CONTENT)).toEqual({ problem: 'it is not JSON' });
    expect(parsePopUpContent(content({ contractVersion: '2.0.0' }), URL_OF_CONTENT)).toEqual({
      problem: "its contract version 2.0.0 does not meet the shell's 1.0.0",
    });
    expect(parsePopUpContent(content({ popUps: { login: { id: '' } } }), URL_OF_CONTENT)).toHaveProperty('problem');
    const script = content().replace('static/svg/login-welcome.3283326cf0.svg', 'javascript:alert(1)');
    expect(parsePopUpContent(script, URL_OF_CONTENT)).toHaveProperty('problem');
  });
});

describe('the BFF’s copy of the content', () => {
  const answer = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, ...init });

  it('is read on first sight (the page meanwhile goes without), then kept and revalidated by ETag', async () => {
    let clock = 0;
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer(content(), { headers: { etag: '"v1"' } }));
    const reader = createPopUpContentReader({ fetch, now: () => clock });
    expect(reader.lastRead(SOURCE)).toBeUndefined();
    expect((await reader.read(SOURCE))?.popUps.login?.id).toBe('login-points');
    expect(reader.lastRead(SOURCE)?.popUps.login?.id).toBe('login-points');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(URL_OF_CONTENT);

    // Later: asked again with its ETag; a 304 keeps what was read.
    clock = 10_000;
    fetch.mockImplementationOnce(async () => new Response(null, { status: 304 }));
    expect((await reader.read(SOURCE))?.popUps.login?.id).toBe('login-points');
    expect(fetch.mock.calls[1]?.[1]?.headers).toEqual({ 'if-none-match': '"v1"' });
  });

  it('keeps the last good content when its origin fails, and drops content that breaks the contract; each problem said once', async () => {
    let clock = 0;
    const problems: string[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer(content()));
    const reader = createPopUpContentReader({
      fetch,
      now: () => clock,
      onProblem: (message) => problems.push(message),
    });
    await reader.read(SOURCE);
    for (const failure of [500, 500]) {
      clock += 10_000;
      fetch.mockImplementationOnce(async () => new Response('down', { status: failure }));
      expect((await reader.read(SOURCE))?.popUps.login?.id).toBe('login-points');
    }
    expect(problems).toEqual([`Pop-up content at ${URL_OF_CONTENT} not drawn by the server: its origin answered 500`]);
    // Larger than content can be: refused before it is read, the last good copy kept.
    clock += 10_000;
    fetch.mockImplementationOnce(async () => answer('x'.repeat(300_000), { headers: { 'content-length': '300000' } }));
    expect((await reader.read(SOURCE))?.popUps.login?.id).toBe('login-points');
    expect(problems.at(-1)).toMatch(/larger than 262144 bytes/);
    clock += 10_000;
    fetch.mockImplementationOnce(async () => answer(content({ contractVersion: '9.0.0' })));
    expect(await reader.read(SOURCE)).toBeUndefined();
    expect(problems).toHaveLength(3);
  });
});
