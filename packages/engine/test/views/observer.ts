/**
 * An observer of a game, independent of the engine's own bookkeeping: it is fed only the public
 * events of each move (what every player at the table sees) and keeps, per seat and card type,
 * how many cards of the type the seat holds for certain. Tests hold every view's `knownHand`
 * against it (issue: "the known count must be exactly what an observer who saw every public event
 * can be certain of").
 *
 * The events: a card taken face up from the display (its type is seen); a card that leaves a hand
 * face up, played to a route or discarded (its type is seen, but not whether it was the copy that
 * was seen taken); a card that leaves a hand showing only its horses (Power and Glory, 000 "play it
 * horse side up": any type with as many horses).
 */
import { Phase, decision, type GameState } from '../../src/index.ts';
import { DISPLAY_SIZE, MoveKind, NO_CARD, moveArg, moveKind } from '../../src/fast.ts';

export type PublicEvent =
  | { readonly kind: 'took-face-up'; readonly seat: number; readonly card: number }
  | { readonly kind: 'left-face-up'; readonly seat: number; readonly card: number }
  | { readonly kind: 'left-unseen'; readonly seat: number; readonly horses: number };

/**
 * The public event of a move about to be made on `s`, read from what the table sees before it:
 * the display, the deciding seat, and the move as announced (a horse card by its horses only).
 */
export function publicEventOf(s: GameState, code: number): PublicEvent | null {
  const next = decision(s);
  if (next === null) return null;
  const { seat } = next;
  const arg = moveArg(code);
  switch (moveKind(code)) {
    case MoveKind.DrawSlot: {
      const card = s.display[arg]!;
      if (arg >= DISPLAY_SIZE || card === NO_CARD) throw new Error('a draw from an empty slot');
      return { kind: 'took-face-up', seat, card };
    }
    case MoveKind.PlayLeft:
    case MoveKind.PlayRight:
    case MoveKind.PlayNew:
    case MoveKind.Discard:
      return { kind: 'left-face-up', seat, card: arg };
    case MoveKind.PlayHorse:
      return { kind: 'left-unseen', seat, horses: s.board.cards.horses[arg]! };
    default:
      return null;
  }
}

export class Observer {
  /** known[seat * types + type]: cards of the type the seat holds for certain. */
  readonly known: Int32Array;

  constructor(
    players: number,
    private readonly types: number,
    private readonly horsesOf: Uint8Array,
  ) {
    this.known = new Int32Array(players * types);
  }

  see(event: PublicEvent): void {
    const base = event.seat * this.types;
    switch (event.kind) {
      case 'took-face-up':
        this.known[base + event.card]!++;
        return;
      case 'left-face-up':
        this.forget(base + event.card);
        return;
      case 'left-unseen':
        for (let type = 0; type < this.types; type++) {
          if (this.horsesOf[type] === event.horses) this.forget(base + type);
        }
        return;
    }
  }

  private forget(at: number): void {
    if (this.known[at]! > 0) this.known[at]!--;
  }
}

/** True while the game awaits a move. */
export const inPlay = (s: GameState): boolean => s.phase !== Phase.Over;
