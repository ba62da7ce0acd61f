import type { PopUpCampaign, PopUpSlide } from '@portal/contracts/pop-up-contract';
import { Link } from 'react-router';
import './pop-up-slides.css';

function SlideLink({ slide, onFollow }: { slide: PopUpSlide; onFollow: () => void }) {
  if (!slide.href) return null;
  const label = slide.linkLabel ?? 'Find out more';
  return slide.href.startsWith('/') ? (
    <Link to={slide.href} onClick={onFollow} className="ir-pop-up__link">
      {label}
    </Link>
  ) : (
    <a href={slide.href} className="ir-pop-up__link" rel="noopener">
      {label}
    </a>
  );
}

/** A campaign's slides: its image (space reserved from its size), alt text and link. */
export function PopUpSlides({ campaign, onFollow }: { campaign: PopUpCampaign; onFollow: () => void }) {
  return (
    <ul className="ir-pop-up__slides">
      {campaign.slides.map((slide) => (
        <li key={slide.imageUrl} className="ir-pop-up__slide">
          <img src={slide.imageUrl} width={slide.width} height={slide.height} alt={slide.alt} decoding="async" />
          <SlideLink slide={slide} onFollow={onFollow} />
        </li>
      ))}
    </ul>
  );
}
