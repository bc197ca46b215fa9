/**
 * A game piece shown in a panel: a drawn icon and its name, visible or (where room is short) as a
 * tooltip and for a screen reader, so no piece is a bare glyph or number. `count` shows how many.
 */
import type { ComponentChild } from 'preact';
import '../styles/pieces.css';

/** Icons in a 16 by 16 box, drawn rather than taken from a font a phone may lack. */
export const PIECE_ICONS = {
  messenger: 'M8 1.5a2 2 0 1 0 0.01 0 M5 15l1-6-2-2 4-1.5 4 1.5-2 2 1 6z',
  chip: 'M8 2a6 6 0 1 0 0.01 0 M8 5a3 3 0 1 0 0.01 0',
  office: 'M2 3h12v10H2z M5 6h6 M5 9h6',
  bonus: 'M2 4l6-2 6 2v8l-6 2-6-2z',
} as const;

export type PieceKind = keyof typeof PIECE_ICONS;

export function Piece({
  kind,
  name,
  named = true,
  count,
}: {
  kind: PieceKind;
  /** The piece's name in words. */
  name: string;
  /** The name beside the icon; otherwise only in the tooltip and for a screen reader. */
  named?: boolean;
  count?: ComponentChild;
}) {
  return (
    <span class="piece" data-piece={kind} title={name}>
      <svg class="piece-icon" viewBox="0 0 16 16" aria-hidden="true">
        <path d={PIECE_ICONS[kind]} />
      </svg>
      {named ? <span class="piece-name">{name}</span> : <span class="sr-only">{name}</span>}
      {count !== undefined && <span class="piece-count">{count}</span>}
    </span>
  );
}
