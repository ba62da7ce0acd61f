import { useMemo } from 'react';
import { code128Modules } from './code128.ts';

/** Quiet zone each side, in modules (ISO/IEC 15417 asks for at least 10). */
const QUIET = 10;

/**
 * A Code 128 barcode as crisp SVG: black on white whatever the theme, with its quiet zones, and
 * wide enough (2px a module at most) for a till scanner reading a phone screen.
 */
export function Barcode({ value, label, height = 96 }: { value: string; label: string; height?: number }) {
  const modules = useMemo(() => code128Modules(value), [value]);
  const width = modules.length + QUIET * 2;
  const bars: string[] = [];
  for (let i = 0; i < modules.length; ) {
    if (modules[i] === '1') {
      let run = 1;
      while (modules[i + run] === '1') run++;
      bars.push(`M${i + QUIET} 0h${run}v${height}h-${run}z`);
      i += run;
    } else i++;
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width * 2}
      height={height}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ maxWidth: '100%', background: '#fff' }}
    >
      <rect width={width} height={height} fill="#fff" />
      <path d={bars.join('')} fill="#000" />
    </svg>
  );
}
