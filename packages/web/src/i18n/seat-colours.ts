/**
 * The seats' colours by name, for where a seat has no player's name (a puzzle's seats), in each
 * language: joined into the catalogs by en.ts, de.ts and it.ts. In the order of the palette's
 * colours (board/palette.ts).
 */
export const seatColoursEn = {
  'seat.colour.0': 'Orange',
  'seat.colour.1': 'Blue',
  'seat.colour.2': 'Yellow',
  'seat.colour.3': 'Green',
} as const;

type SeatColourWords = Readonly<Record<keyof typeof seatColoursEn, string>>;

export const seatColoursDe: SeatColourWords = {
  'seat.colour.0': 'Orange',
  'seat.colour.1': 'Blau',
  'seat.colour.2': 'Gelb',
  'seat.colour.3': 'Grün',
};

export const seatColoursIt: SeatColourWords = {
  'seat.colour.0': 'Arancione',
  'seat.colour.1': 'Blu',
  'seat.colour.2': 'Giallo',
  'seat.colour.3': 'Verde',
};

/** The key of a seat's colour's name. */
export const SEAT_COLOUR_KEYS = [
  'seat.colour.0',
  'seat.colour.1',
  'seat.colour.2',
  'seat.colour.3',
] as const satisfies readonly (keyof typeof seatColoursEn)[];
