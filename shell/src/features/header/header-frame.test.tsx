// @vitest-environment happy-dom

import { RouterProvider } from '@portal/router/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { HeaderFrame } from './header-frame.tsx';

afterEach(cleanup);

const ITEMS = [
  { to: '/rewards', label: 'Rewards' },
  { to: '/faq', label: 'FAQs' },
];

const portalAt = (path: string) =>
  createMemoryRouter(
    ['/rewards', '/faq'].map((page) => ({
      path: page,
      Component: () => <HeaderFrame items={ITEMS} actions={null} label="Main" />,
    })),
    { initialEntries: [path] },
  );

const menuIsOpen = (): string | null =>
  screen.getByRole('button', { name: 'Menu', hidden: true }).getAttribute('aria-expanded');

it('Menu opens and closes the navigation; a navigation closes it, and going back leaves it closed', async () => {
  const router = portalAt('/rewards');
  render(<RouterProvider router={router} />);
  expect(menuIsOpen()).toBe('false');
  act(() => screen.getByRole('button', { name: 'Menu' }).click());
  expect(menuIsOpen()).toBe('true');
  act(() => screen.getByRole('button', { name: 'Menu' }).click());
  expect(menuIsOpen()).toBe('false');

  act(() => screen.getByRole('button', { name: 'Menu' }).click());
  await act(() => router.navigate('/faq'));
  expect(menuIsOpen()).toBe('false');
  await act(() => router.navigate(-1));
  expect(menuIsOpen()).toBe('false');
});

it('a tap on Menu right after the header is first drawn, before its effects have run, opens the menu', async () => {
  // Outside act, as in a browser: React commits the first draw, and runs its effects in a task of
  // its own after. A member's tap can come in between (a page the server drew, its scripts just in):
  // an effect that closed the menu "on each new page" ran then, after the tap, and undid it.
  const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
  const previous = actFlag.IS_REACT_ACT_ENVIRONMENT;
  actFlag.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    const tapped = new Promise<void>((resolve) => {
      // Called once the commit's task has put the header in the page, before React's next task.
      const observer = new MutationObserver(() => {
        const menu = container.querySelector('button');
        if (!menu) return;
        observer.disconnect();
        menu.click();
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    root.render(<RouterProvider router={portalAt('/rewards')} />);
    await tapped;
    // The tap's render runs the first draw's effects before it: the old effect closed it there.
    await expect.poll(() => container.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
  } finally {
    root.unmount();
    container.remove();
    actFlag.IS_REACT_ACT_ENVIRONMENT = previous;
  }
});
