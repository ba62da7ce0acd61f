import { REWARD_IMAGE_SIZE } from '@portal/contracts/provider/rewards';

/**
 * The reward illustrations: drawn here as SVG from the reward's name and category, so the demo
 * catalogue has an image for every reward without binary files or network requests. Same input,
 * same bytes.
 */
interface CategoryArt {
  /** Background; white text on it meets WCAG AA (4.5:1 or better). */
  colour: string;
  /** A pictogram on a 24×24 grid, drawn as white strokes. */
  pictogram: string;
}

const ART: Record<string, CategoryArt> = {
  groceries: {
    colour: '#2e6b30',
    pictogram:
      '<path d="M2.5 4h2.2l2.4 10.3a1 1 0 0 0 1 .7h9a1 1 0 0 0 1-.8L20.5 7.5H6"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
  },
  fuel: {
    colour: '#a61b1b',
    pictogram:
      '<path d="M4 20.5V5a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v15.5M2.5 20.5h13M6.5 7h5v4h-5z"/><path d="M14 10h2a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 0 3 0V8.5l-3-3"/>',
  },
  dining: {
    colour: '#a63d0c',
    pictogram:
      '<path d="M7 3v6.5a2 2 0 0 0 2 2v9.5M11 3v6.5a2 2 0 0 1-2 2M9 3v5.5"/><path d="M17 21V3c-2 1.2-3 3.8-3 7.5h3"/>',
  },
  pharmacy: {
    colour: '#00665a',
    pictogram: '<path d="M9 3.5h6v5.5h5.5v6H15v5.5H9V15H3.5V9H9z"/>',
  },
  household: {
    colour: '#5b4037',
    pictogram: '<path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20"/>',
  },
  electronics: {
    colour: '#17599e',
    pictogram:
      '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><path d="M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z"/>',
  },
  experiences: {
    colour: '#6a1b8a',
    pictogram: '<path d="M2 20 9 9.5l4.5 6.5 3-4L22 20z"/><circle cx="17" cy="5.5" r="2"/>',
  },
  'partner-offers': {
    colour: '#3d4f58',
    pictogram: '<path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  },
};

const FALLBACK_ART: CategoryArt = {
  colour: '#0b6e4f',
  pictogram: '<path d="M4 9h16v11H4zM3 6h18v3H3zM12 6v14M12 6c-1.5-3-5-3.5-5-1s3 1 5 1c2 0 5 1.5 5-1s-3.5-2-5 1"/>',
};

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Greedy word wrap to at most `maxLines` lines of about `perLine` characters; the last line gets an ellipsis if cut. */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= perLine || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      current = '';
      const last = lines[maxLines - 1] as string;
      lines[maxLines - 1] = `${last.slice(0, perLine - 1).trimEnd()}…`;
      break;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The SVG of a reward's image. */
export function rewardImageSvg(reward: { name: string; categorySlug: string; categoryName: string }): string {
  const { width, height } = REWARD_IMAGE_SIZE;
  const art = ART[reward.categorySlug] ?? FALLBACK_ART;
  const lines = wrapWords(reward.name, 26, 2);
  const fontSize = 38;
  const lineHeight = 46;
  const firstBaseline = 318 - (lines.length - 1) * lineHeight;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${firstBaseline + i * lineHeight}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<title>${escapeXml(reward.name)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colour}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="${art.colour}"/>
<rect width="${width}" height="${height}" fill="url(#g)" opacity="0.35"/>
<circle cx="560" cy="40" r="150" fill="#fff" opacity="0.08"/>
<circle cx="70" cy="380" r="110" fill="#fff" opacity="0.06"/>
<text x="28" y="46" fill="#fff" opacity="0.9" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="20" font-weight="600" letter-spacing="2">${escapeXml(reward.categoryName.toUpperCase())}</text>
<g transform="translate(${width / 2 - 66} ${firstBaseline - 190}) scale(5.5)" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${art.pictogram}</g>
<g fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="700">${text}</g>
</svg>
`;
}
