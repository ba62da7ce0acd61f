// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './carousel.tsx';

const slides: CarouselSlide[] = [
  {
    imageUrl: 'https://pop-ups.test/a.svg',
    width: 1200,
    height: 600,
    alt: 'Double points on groceries',
    href: '/rewards',
    linkLabel: 'See rewards',
  },
  {
    imageUrl: 'https://pop-ups.test/b.svg',
    width: 1200,
    height: 600,
    alt: 'Link your credit card',
    href: '/account',
    linkLabel: 'Link a card',
  },
  { imageUrl: 'https://pop-ups.test/c.svg', width: 1200, height: 600, alt: 'Fuel vouchers are back', href: null },
];

const shownSlide = (): string => {
  const visible = screen.getAllByRole('group', { hidden: true }).filter((group) => !group.hidden);
  expect(visible).toHaveLength(1);
  return visible[0]!.getAttribute('aria-label') ?? '';
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function reducedMotion(matches: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  it('is a named carousel of named slides, one shown at a time, each with its image, alt text and link', () => {
    render(<Carousel slides={slides} label="This week at Island Rewards" />);
    const region = screen.getByRole('region', { name: 'This week at Island Rewards' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' }).getAttribute('aria-roledescription')).toBe('slide');
    expect(shownSlide()).toBe('Slide 1 of 3');
    const image = screen.getByRole('img', { name: 'Double points on groceries' });
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('600');
    expect(screen.getByRole('link', { name: 'See rewards' }).getAttribute('href')).toBe('/rewards');
    expect(screen.getByRole('button', { name: 'Slide 1 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('never moves by itself: it starts still, announcing changes politely', () => {
    render(<Carousel slides={slides} label="Promotions" />);
    advance(60_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    expect(screen.getByRole('region').querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Play the slide show' }).textContent).toBe('Play');
  });

  it('asked to play, moves on every 6000 ms and wraps round, announcing nothing; Pause stops it', () => {
    render(<Carousel slides={slides} label="Promotions" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    expect(screen.getByRole('region').querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    advance(5_999);
    expect(shownSlide()).toBe('Slide 1 of 3');
    advance(1);
    expect(shownSlide()).toBe('Slide 2 of 3');
    advance(6_000);
    expect(shownSlide()).toBe('Slide 3 of 3');
    advance(6_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    advance(20_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
  });

  it('playing, a touch on it stops it for good', () => {
    render(<Carousel slides={slides} label="Promotions" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    fireEvent.pointerDown(screen.getByRole('img', { name: 'Double points on groceries' }));
    advance(20_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeTruthy();
  });

  it('playing, holds still while the pointer is over it', () => {
    render(<Carousel slides={slides} label="Promotions" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    fireEvent.mouseLeave(region);
    advance(6_000);
    expect(shownSlide()).toBe('Slide 2 of 3');
  });

  it('playing, holds still while focus is inside it, and is driven by keyboard', () => {
    render(<Carousel slides={slides} label="Promotions" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(20_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    fireEvent.click(next);
    expect(shownSlide()).toBe('Slide 2 of 3');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Slide 3 of 3');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Slide 1 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('Slide 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('Slide 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 1 of 3' }));
    expect(shownSlide()).toBe('Slide 1 of 3');
    act(() => next.blur());
    advance(6_000);
    expect(shownSlide()).toBe('Slide 2 of 3');
  });

  it('does not move by itself when the member asks for reduced motion', () => {
    reducedMotion(true);
    render(<Carousel slides={slides} label="Promotions" />);
    advance(60_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeTruthy();
  });

  it('hands a followed link to the host, which navigates inside the app', () => {
    const onLinkClick = vi.fn((_href: string, event: { preventDefault(): void }) => event.preventDefault());
    render(<Carousel slides={slides} label="Promotions" onLinkClick={onLinkClick} />);
    fireEvent.click(screen.getByRole('link', { name: 'See rewards' }));
    expect(onLinkClick).toHaveBeenCalledWith('/rewards', expect.anything());
  });

  it('shows a single slide without controls or movement', () => {
    render(<Carousel slides={slides.slice(0, 1)} label="Welcome" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Double points on groceries' })).toBeTruthy();
  });

  it('loads only the first slide image up front; the hidden ones lazily, all sized', () => {
    render(<Carousel slides={slides} label="Offers" />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const image of images) expect(image.getAttribute('width')).toBe('1200');
    // At the browser's own priority, unless it is the page's largest paint (below).
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([null, null, null]);
  });

  it('asks for the first slide image at high priority when it is the page’s (priority), the others as before', () => {
    render(<Carousel slides={slides} label="Offers" priority />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });
});
