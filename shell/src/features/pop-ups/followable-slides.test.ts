import type { PopUpSlide } from '@portal/contracts/pop-up-contract';
import { describe, expect, it } from 'vitest';
import { followableSlides } from './followable-slides.ts';

const slide = (href: string | null, linkLabel: string, invitesToJoin?: boolean): PopUpSlide => ({
  imageUrl: 'https://pop-ups.test/a.svg',
  width: 1200,
  height: 600,
  alt: 'A slide about something worth reading',
  href,
  linkLabel,
  ...(invitesToJoin === undefined ? {} : { invitesToJoin }),
});
const labels = (slides: PopUpSlide[]) => slides.map((each) => each.linkLabel);

describe('the slides whose call to action can be followed', () => {
  const slides = [
    slide('/about', 'How it works'),
    slide('/about', 'Join free', true),
    slide('/register', 'Register'),
    slide('https://portal.example/register?x=1', 'Register there'),
    slide('/login', 'Log in'),
    slide(null, 'Nothing to follow'),
  ];

  it('leaves out every "join" while registration is off, and the page already open', () => {
    expect(labels(followableSlides(slides, false, '/login'))).toEqual(['How it works', 'Nothing to follow']);
  });

  it('keeps the "join" slides while registration is on', () => {
    expect(labels(followableSlides(slides, true, '/login'))).toEqual([
      'How it works',
      'Join free',
      'Register',
      'Register there',
      'Nothing to follow',
    ]);
  });

  it('does not take /registered-looking paths for the registration page', () => {
    expect(labels(followableSlides([slide('/register-success', 'Done')], false, '/'))).toEqual(['Done']);
  });
});
