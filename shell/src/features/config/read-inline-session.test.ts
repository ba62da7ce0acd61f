// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readInlineSession } from './read-inline-session.ts';

const inline = (text: string) => {
  const script = document.createElement('script');
  script.id = 'portal-session';
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
};
afterEach(() => {
  document.getElementById('portal-session')?.remove();
});

describe('the session the BFF inlined into index.html', () => {
  it('is read when present and valid', () => {
    const session = { authenticated: true, type: 'guest', popUps: { pop_up: null, pop_up_rewards: null } };
    inline(JSON.stringify(session));
    expect(readInlineSession()).toEqual(session);
  });

  it('is undefined when missing, unparsable or not a session, so the page asks /bff/session instead', () => {
    expect(readInlineSession()).toBeUndefined();
    inline('{not json');
    expect(readInlineSession()).toBeUndefined();
    document.getElementById('portal-session')?.remove();
    inline(JSON.stringify({ authenticated: 'yes' }));
    expect(readInlineSession()).toBeUndefined();
  });
});
