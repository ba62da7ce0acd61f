import { signIn } from '../support/portal.ts';
import { remoteOrigin } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';

/** Strings found only in React's, react-dom's and react-router's production builds. */
const REACT_MARKER = 'Children.only expected to receive';
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';
const REACT_ROUTER_MARKER = 'may be used only in the context of a <Router>';

test('react, react-dom and the router are downloaded exactly once across the shell and its remotes', async ({
  page,
}) => {
  const scripts: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await signIn(page, '20000001');
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  // The dashboard came from the account remote, on its own origin.
  expect(scripts.some((script) => script.url.startsWith(`${remoteOrigin('account')}/`))).toBe(true);

  const withMarker = (marker: string) =>
    scripts.filter((script) => script.body.includes(marker)).map((script) => script.url);
  expect(withMarker(REACT_MARKER)).toHaveLength(1);
  expect(withMarker(REACT_DOM_MARKER)).toHaveLength(1);
  // The router comes through its shared facade (@portal/router/react-router), once, from the shell.
  const router = withMarker(REACT_ROUTER_MARKER);
  expect(router).toHaveLength(1);
  expect(router[0]!.startsWith(`${remoteOrigin('account')}/`)).toBe(false);
});
