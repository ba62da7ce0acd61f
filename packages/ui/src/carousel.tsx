import type { PopUpSlide } from '@portal/contracts/pop-up-contract';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import styles from './carousel.module.css';

/** How long each slide shows while the carousel turns by itself. */
const CAROUSEL_INTERVAL_MS = 6_000;

export type CarouselSlide = PopUpSlide;

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel for assistive technology, e.g. the campaign's title. */
  label: string;
  /** Time each slide shows while the carousel plays (requirements §21.3: 6000 ms). */
  intervalMs?: number;
  /**
   * Called when a slide's link is followed. A host app passes this to navigate inside the app
   * (and close the pop-up around the carousel); without it the link is an ordinary link.
   */
  onLinkClick?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The first slide's picture is the page's largest paint (a carousel the server draws into the
   * page's HTML): asked for at high priority, as the page's head preloads it — and a drawn page's
   * scripts are asked for only once such pictures are drawn (shell/src/features/server-page/
   * scripts-after-paint.ts), so that they do not count in its LCP.
   */
  priority?: boolean;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A carousel of promotions (WAI-ARIA carousel pattern). It never moves by itself
 * (docs/deploy-pop-ups.md, "Change the content": no slide turning under a member's thumb):
 * Previous/Next, the slide buttons and the arrow keys move it by hand, and Play turns it every
 * `intervalMs` until Pause, a touch or click on it, or reduced motion asked for stops it; the
 * pointer over it or focus inside it holds it while it plays.
 */
export function Carousel({
  slides,
  label,
  intervalMs = CAROUSEL_INTERVAL_MS,
  onLinkClick,
  priority = false,
}: CarouselProps) {
  const id = useId();
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  // Still until the member asks it to play.
  const [paused, setPaused] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = (): void => {
      if (query.matches) setPaused(true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Restarts with every slide change, so a slide picked by hand gets its full time too.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  if (count === 0) return null;
  const shown = Math.min(current, count - 1);
  const go = (index: number): void => setCurrent((index + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(shown + 1);
    else if (event.key === 'ArrowLeft') go(shown - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        // A touch or click on it (its own Play button aside) stops it for good.
        if (!(event.target instanceof Element && event.target.closest('[data-carousel-play]'))) setPaused(true);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={`${id}-slides`} className={styles.carouselSlides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a form fieldset.
          <div
            // Slides are fixed for the carousel's life; the image identifies each.
            key={`${slide.imageUrl}-${index}`}
            className={styles.carouselSlide}
            role="group"
            aria-roledescription="slide"
            aria-label={`Slide ${index + 1} of ${count}`}
            hidden={index !== shown}
          >
            {/* width and height reserve the image's space before it arrives: no layout shift. */}
            <img
              className={styles.carouselImage}
              src={slide.imageUrl}
              width={slide.width}
              height={slide.height}
              alt={slide.alt}
              // Only the first slide shows at once; the others load when they are about to show.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={priority && index === 0 ? 'high' : undefined}
              decoding="async"
            />
            {slide.href ? (
              <a
                className={styles.carouselLink}
                href={slide.href}
                onClick={onLinkClick ? (event) => onLinkClick(slide.href ?? '', event) : undefined}
              >
                {slide.linkLabel ?? 'Find out more'}
              </a>
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.carouselControls}>
          <button
            type="button"
            className={styles.carouselPlay}
            data-carousel-play=""
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? 'Play the slide show' : 'Pause the slide show'}
          >
            <span aria-hidden="true" className={paused ? styles.carouselIconPlay : styles.carouselIconPause} />
            <span aria-hidden="true">{paused ? 'Play' : 'Pause'}</span>
          </button>
          <div className={styles.carouselNav}>
            <button
              type="button"
              className={styles.carouselStep}
              aria-controls={`${id}-slides`}
              aria-label="Previous slide"
              onClick={() => go(shown - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            {slides.map((slide, index) => (
              <button
                key={`${slide.imageUrl}-${index}`}
                type="button"
                className={styles.carouselDot}
                aria-controls={`${id}-slides`}
                aria-label={`Slide ${index + 1} of ${count}`}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => go(index)}
              >
                <span aria-hidden="true" />
              </button>
            ))}
            <button
              type="button"
              className={styles.carouselStep}
              aria-controls={`${id}-slides`}
              aria-label="Next slide"
              onClick={() => go(shown + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
