// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredCard } from './deferred-card.tsx';

afterEach(cleanup);

describe('DeferredCard', () => {
  it('is busy, with its title and a labelled skeleton, until its data arrives; then shows it, no longer busy', async () => {
    let arrive: (value: string) => void = () => undefined;
    const resolve = new Promise<string>((done) => {
      arrive = done;
    });
    const { container } = render(
      <DeferredCard title="Security" what="your sessions and sign-ins" resolve={resolve}>
        {(data) => <p>{data}</p>}
      </DeferredCard>,
    );
    expect(screen.getByRole('heading', { name: 'Security' })).toBeTruthy();
    expect(screen.getByText('Loading your sessions and sign-ins')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    arrive('Signed in on 2 devices');
    expect(await screen.findByText('Signed in on 2 devices')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
