/**
 * Views leak nothing: a seat's view must be the same for two states that
 * differ only in what that seat may not see. A "twin" of a state keeps everything public and the
 * viewer's own hand, and deals the hidden cards anew: the other seats' hands (keeping their sizes
 * and their known cards, those taken face up) and the supply's order; its PRNG is re-seeded too.
 */
import {
  legalMoves,
  nextInt,
  nextUint32,
  playerView,
  type GameState,
  type RngState,
} from '../../src/index.ts';
import { cloneState } from '../../src/fast.ts';
import { violated } from './invariants.ts';

/** The twin of `s` for `viewer` (a seat), or for a spectator when `viewer` is null. */
export function hiddenTwin(s: GameState, viewer: number | null, rng: RngState): GameState {
  const t = cloneState(s);
  const n = s.board.cards.count;
  const pool: number[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (seat === viewer) continue;
    for (let type = 0; type < n; type++) {
      const hidden = s.hand[seat * n + type]! - s.knownHand[seat * n + type]!;
      for (let k = 0; k < hidden; k++) pool.push(type);
    }
  }
  for (let i = 0; i < s.supplyCount; i++) pool.push(s.supply[i]!);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  let next = 0;
  for (let seat = 0; seat < s.players; seat++) {
    if (seat === viewer) continue;
    let dealt = 0;
    for (let type = 0; type < n; type++) {
      t.hand[seat * n + type] = s.knownHand[seat * n + type]!;
      dealt += s.knownHand[seat * n + type]!;
    }
    for (; dealt < s.handSize[seat]!; dealt++) t.hand[seat * n + pool[next++]!]!++;
  }
  for (let i = 0; i < s.supplyCount; i++) t.supply[i] = pool[next++]!;
  for (let i = 0; i < t.rng.length; i++) t.rng[i] = nextUint32(rng);
  return t;
}

/**
 * A control for the check above: the viewer's own hand changed (one card swapped with a supply card
 * of another city), or null when no such swap exists. The viewer's view must then change.
 */
export function ownHandSwapped(s: GameState, viewer: number): GameState | null {
  const n = s.board.cards.count;
  for (let type = 0; type < n; type++) {
    if (s.hand[viewer * n + type] === 0) continue;
    for (let i = 0; i < s.supplyCount; i++) {
      const other = s.supply[i]!;
      if (other === type) continue;
      const t = cloneState(s);
      const at = viewer * n + type;
      t.hand[at]!--;
      t.hand[viewer * n + other]!++;
      t.supply[i] = type;
      if (t.knownHand[at]! > t.hand[at]!) t.knownHand[at] = t.hand[at]!;
      return t;
    }
  }
  return null;
}

/** True if the twin's hidden cards differ from the state's (otherwise the check proves nothing). */
export function hiddenDiffers(s: GameState, t: GameState): boolean {
  return (
    s.hand.some((count, i) => count !== t.hand[i]) ||
    s.supply.subarray(0, s.supplyCount).some((card, i) => card !== t.supply[i])
  );
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for the keys that would carry a secret (at any depth of the JSON) and the secrets. */
export function secretPattern(secrets: readonly string[]): RegExp {
  const keys = ['seed', 'supply', 'supplyOrder', 'rng'].map((key) => `"${key}":`);
  return new RegExp([...keys, ...secrets.map(escape)].join('|'));
}

export interface ViewTally {
  steps: number;
  views: number;
  twins: number;
  twinsThatDiffer: number;
}

/**
 * At one step: for each seat and for a spectator, the view of the state is the view of a twin (as
 * the JSON sent on the wire), only the viewer's own hand is shown (none to a spectator), the
 * viewer's legal moves are listed only when the decision is the viewer's, and nothing secret is
 * in a view.
 */
export function checkViewsAt(s: GameState, rng: RngState, secrets: RegExp, tally: ViewTally): void {
  const legal = JSON.stringify(legalMoves(s));
  for (let viewer = 0; viewer <= s.players; viewer++) {
    const who = viewer === s.players ? null : viewer;
    const view = playerView(s, who);
    const json = JSON.stringify(view);
    const twin = hiddenTwin(s, who, rng);
    tally.twins++;
    if (hiddenDiffers(s, twin)) tally.twinsThatDiffer++;
    if (json !== JSON.stringify(playerView(twin, who)))
      violated(`the view of ${who ?? 'a spectator'} depends on hidden cards`);
    view.seats.forEach((seat) => {
      if ((seat.hand !== null) !== (seat.seat === who))
        violated(`the view of ${who ?? 'a spectator'} shows the hand of seat ${seat.seat}`);
    });
    const expected = who === s.current ? legal : '[]';
    if (JSON.stringify(view.legalMoves) !== expected)
      violated(`the view of ${who ?? 'a spectator'} lists the wrong legal moves`);
    const leak = secrets.exec(json);
    if (leak) violated(`the view of ${who ?? 'a spectator'} contains ${leak[0]}`);
    tally.views++;
  }
  tally.steps++;
}
