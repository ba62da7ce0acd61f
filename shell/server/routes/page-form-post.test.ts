import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../testing/test-bff.ts';
import { testPortal } from '../testing/test-portal.ts';

const lines: string[] = [];
const { bff } = testPortal({ logLevel: 'debug', logStream: { write: (line: string) => void lines.push(line) } });

/** A form as a browser without scripts sends it: same origin, no header of the portal's. */
const formPost = (url: string, payload: string, contentType = 'application/x-www-form-urlencoded', origin = ORIGIN) =>
  bff.inject({ method: 'POST', url, headers: { origin, 'content-type': contentType }, payload });

describe('a page’s form sent without scripts', () => {
  it('comes back to the same page (303, not stored), its fields unread and unlogged', async () => {
    const secret = 'Only-Mine-2026';
    for (const [url, payload, type] of [
      ['/register', `firstName=Ann&password=${secret}`, undefined],
      ['/account/delete?from=account', `password=${secret}&acknowledged=on`, undefined],
      [
        '/contact',
        `--x\r\nContent-Disposition: form-data; name="message"\r\n\r\n${secret}\r\n--x--`,
        'multipart/form-data; boundary=x',
      ],
      ['/rewards', `query=${secret}`, 'text/plain'],
    ] as const) {
      const answer = await formPost(url, payload, type);
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location).toBe(url);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('is refused from another site, and a path no page owns keeps its 404', async () => {
    expect((await formPost('/register', 'firstName=Ann', undefined, 'https://attacker.example')).statusCode).toBe(403);
    const nowhere = await formPost('/no-such-page', 'a=b');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toMatchObject({ code: 'not_found' });
    expect((await formPost('/bff/no-such-endpoint', 'a=b')).statusCode).toBe(404);
  });

  it('is refused when larger than a form of a few fields', async () => {
    const answer = await formPost('/register', `message=${'x'.repeat(20_000)}`);
    expect(answer.statusCode).toBe(413);
  });
});
