/**
 * Colours and patterns of the board. Province colours follow the printed board's names (the map
 * data says "dark green", "light blue", ...) in soft watercolour tones; each province also gets a
 * hatch pattern and its name is written on the map, so no one needs to tell colours apart.
 * Players get the Okabe-Ito colours (chosen to stay distinct under colour-blindness) and a glyph.
 *
 * @example
 * provinceColour('dark green'); // '#5f8f55'
 * PLAYER_COLOURS[0]; // '#d55e00'
 */

/** Fill colours by the colour names used in the map data. Unknown names fall back to parchment grey. */
const PROVINCE_FILLS: Readonly<Record<string, string>> = {
  'violet/pink': '#c98bb9',
  'yellow-green': '#b9c95c',
  'dark green': '#5f9a5a',
  'light blue': '#9fcbe3',
  'dark blue': '#5b7fbf',
  'beige/grey-white': '#e2d5b4',
  red: '#d77a62',
  orange: '#e8a24f',
  grey: '#aaa59b',
  blue: '#4f8fc9',
  black: '#7a8089',
  yellow: '#eedc5b',
  vermilion: '#df7a45',
  'sky blue': '#7dc3ec',
  'reddish purple': '#cf8ab0',
  'bluish green': '#3fae8a',
};

const FALLBACK_FILL = '#c8bca4';

export function provinceColour(name: string): string {
  return PROVINCE_FILLS[name] ?? FALLBACK_FILL;
}

/** Dark enough for white text on it? (relative luminance of an sRGB hex colour). */
export function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number): number => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l =
    0.2126 * channel((n >> 16) & 255) +
    0.7152 * channel((n >> 8) & 255) +
    0.0722 * channel(n & 255);
  return l < 0.22;
}

/** Hatch patterns, one per province in map order, so provinces differ without colour. */
export const PATTERNS = [
  'diagonal',
  'dots',
  'cross',
  'horizontal',
  'lozenge',
  'vertical',
  'antidiagonal',
  'grid',
  'rings',
] as const;
export type PatternName = (typeof PATTERNS)[number];

export const patternOf = (provinceIndex: number): PatternName =>
  PATTERNS[provinceIndex % PATTERNS.length]!;

/** Seat colours: vermilion, blue, yellow, bluish green (Okabe-Ito). */
export const PLAYER_COLOURS = ['#d55e00', '#0072b2', '#f0e442', '#009e73'] as const;
/** Text on the seat colours. */
export const PLAYER_INKS = ['#ffffff', '#ffffff', '#3a2a10', '#ffffff'] as const;
/** A shape per seat, shown with its colour wherever a seat is named. */
export const PLAYER_GLYPHS = ['●', '▲', '■', '◆'] as const;

export const playerColour = (seat: number): string => PLAYER_COLOURS[seat % 4]!;
export const playerInk = (seat: number): string => PLAYER_INKS[seat % 4]!;
export const playerGlyph = (seat: number): string => PLAYER_GLYPHS[seat % 4]!;
