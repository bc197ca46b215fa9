/**
 * The frame of a turn: its start (the forced Postmaster with an empty hand), the steps that are
 * skipped when nothing can be done in them (R6), and its end (refilling the display, the last
 * round of R9). The expansions hear of both (`turnStarted`, `turnEnded`).
 */
import { canDraw, refillDisplay } from '../cards.ts';
import { ruleSetOf } from '../extension/rule-set.ts';
import { OfficialBit, Phase, type GameState } from '../state.ts';
import { useOfficial } from './officials.ts';

/** The seat whose turn is the last of a round: the one before the starting player (R9). */
export const lastSeatOfRound = (s: GameState): number =>
  (s.startPlayer + s.players - 1) % s.players;

/** Leaves the draw step once its draws are made or nothing is left to draw (R6). */
export function advanceDraw(s: GameState): void {
  if (s.drawsDone >= s.drawsAllowed || !canDraw(s)) s.phase = Phase.Play;
}

export function startTurn(s: GameState): void {
  s.officialsUsed = 0;
  s.drawsDone = 0;
  s.drawsAllowed = 1;
  s.playsDone = 0;
  s.playsAllowed = 1;
  s.closeHouses = 0;
  s.closeProvinces = 0;
  ruleSetOf(s).turnStarted(s);
  // 001: "If a player has no cards in his hand at the beginning of his turn, he must choose the
  // help of the Postmaster" (and so no other official, R7).
  if (s.handSize[s.current] === 0) {
    useOfficial(s, OfficialBit.Postmaster);
    s.drawsAllowed = 2;
  }
  s.phase = Phase.Draw;
  advanceDraw(s);
}

export function endTurn(s: GameState): void {
  refillDisplay(s);
  const last = s.endTriggeredBy >= 0 && s.current === lastSeatOfRound(s);
  if (last) s.phase = Phase.Over;
  ruleSetOf(s).turnEnded(s, last);
  if (last) return;
  s.current = (s.current + 1) % s.players;
  s.turn++;
  startTurn(s);
}
