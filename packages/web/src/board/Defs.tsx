/**
 * SVG definitions of the board: the hatch patterns that tell provinces apart without colour, and
 * the parchment grain. Ids carry the map id, so two boards on one page do not clash.
 */
import { memo } from 'preact/compat';
import { PATTERNS, type PatternName } from './palette.ts';

const INK = 'rgba(60, 36, 16, 0.28)';

function patternBody(name: PatternName) {
  switch (name) {
    case 'diagonal':
      return <path d="M-2 2 L2 -2 M0 12 L12 0 M10 14 L14 10" stroke={INK} stroke-width="1.1" />;
    case 'antidiagonal':
      return <path d="M-2 10 L2 14 M0 0 L12 12 M10 -2 L14 2" stroke={INK} stroke-width="1.1" />;
    case 'dots':
      return <circle cx="6" cy="6" r="1.4" fill={INK} />;
    case 'cross':
      return <path d="M0 0 L12 12 M12 0 L0 12" stroke={INK} stroke-width="0.8" />;
    case 'horizontal':
      return <path d="M0 6 H12" stroke={INK} stroke-width="1.1" />;
    case 'vertical':
      return <path d="M6 0 V12" stroke={INK} stroke-width="1.1" />;
    case 'lozenge':
      return <path d="M6 1 L11 6 L6 11 L1 6 Z" fill="none" stroke={INK} stroke-width="0.9" />;
    case 'grid':
      return <path d="M0 0.5 H12 M0.5 0 V12" stroke={INK} stroke-width="0.8" />;
    case 'rings':
      return <circle cx="6" cy="6" r="3" fill="none" stroke={INK} stroke-width="0.9" />;
  }
}

export const BoardDefs = memo(function BoardDefs({ mapId }: { mapId: string }) {
  return (
    <defs>
      {PATTERNS.map((name) => (
        <pattern
          key={name}
          id={`pat-${mapId}-${name}`}
          width="12"
          height="12"
          patternUnits="userSpaceOnUse"
        >
          {patternBody(name)}
        </pattern>
      ))}
      <radialGradient id="vignette" cx="50%" cy="50%" r="75%">
        <stop offset="60%" stop-color="#f4ead2" stop-opacity="0" />
        <stop offset="100%" stop-color="#8a6a3a" stop-opacity="0.28" />
      </radialGradient>
    </defs>
  );
});
