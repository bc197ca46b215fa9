/**
 * The table explained at every moment, checked on the rendered components (Preact's server
 * elements, no browser): the final score sheet and its tie-break, the last-round banner, return
 * rounds, letters paid in the log, no Messenger figure or horses where a game has none, a one-city
 * route that asks no side, spectators' and empty seats' wording, named rule links, and a choice
 * that never stands beside a refusal.
 */
import { effectsOf } from './effects.ts';
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderHtml, textOf } from './render.ts';
import {
  createGame,
  legalMoves,
  play,
  playerView,
  type GameOptions,
  type GameState,
  type PlayerView,
} from '@tnt/engine';
import { createBot } from '@tnt/bots';
import { setLang } from '../src/i18n/index.ts';
import { Scores, tieBreakTexts } from '../src/ui/Scores.tsx';
import { LastRoundBanner } from '../src/ui/LastRound.tsx';
import { ReturnRoundNote, returnOptionText } from '../src/ui/ReturnRound.tsx';
import { Hand } from '../src/ui/Hand.tsx';
import { Officials } from '../src/ui/Officials.tsx';
import { Players } from '../src/ui/Players.tsx';
import { RuleLink } from '../src/ui/RuleLink.tsx';
import { logGains, logText } from '../src/ui/format.ts';
import { logEntry } from '../src/game/log.ts';
import { movesFor, uiState } from '../src/game/intents.ts';
import { GameController } from '../src/game/controller.ts';
import { createLocalGame } from '../src/game/local.ts';
import type { SeatPlayer } from '../src/game/connection.ts';
import { OPENING, OPENING_MOVES, deal, gameAfter } from './positions.ts';

// The catalogs read the language from a signal; the tests read English.
if (typeof document === 'undefined')
  (globalThis as { document?: unknown }).document = { documentElement: {} };
setLang('en');

const PEOPLE: SeatPlayer[] = ['Anna', 'Ben', 'Cora', 'Dino'].map((name, seat) => ({
  seat,
  name,
  bot: null,
}));

/** Random play from a seed until `stop` holds (before the move) or the game ends. */
function playUntil(
  options: GameOptions,
  seed: string,
  stop: (s: GameState, view: PlayerView) => boolean = () => false,
): GameState {
  const made = createGame({ options, seed });
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const bot = createBot({ kind: 'random', seed });
  for (let i = 0; i < 100_000; i++) {
    const view = playerView(state, null);
    if (view.decision === null || stop(state, view)) return state;
    const seat = view.decision.seat;
    const move = bot.choose(playerView(state, seat)).move;
    const next = play(state, seat, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  throw new Error('the game did not end');
}

const html = renderHtml;
const text = textOf;

describe('the final score sheet', () => {
  const over = playerView(playUntil({ players: 3 }, 'sheet'), null);
  const markup = html(h(Scores, { view: over, players: PEOPLE }));

  it('names every bonus tile with its points, and the carriage column counts points', () => {
    for (const line of over.scores.lines)
      for (const tile of line.tiles) expect(text(markup)).toContain(`: ${tile.value}`);
    expect(over.scores.lines.some((l) => l.tiles.length > 0)).toBe(true);
    expect(markup).toContain('data-label="Tiles"');
    expect(text(markup)).toContain('Carriage points');
  });

  it('explains the tie-break in a sentence when it decided', () => {
    let tied: PlayerView | null = null;
    for (let i = 0; i < 400 && tied === null; i++) {
      const view = playerView(playUntil({ players: 2 }, `tie ${i}`), null);
      const [a, b] = view.scores.lines;
      if (a!.total === b!.total) tied = view;
    }
    expect(tied).not.toBeNull();
    const texts = tieBreakTexts(tied!.scores, PEOPLE, tied!.startPlayer);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`${PEOPLE[tied!.scores.winner!]!.name} ranks ahead`);
    expect(text(html(h(Scores, { view: tied!, players: PEOPLE })))).toContain(texts[0]);
    // No tie, no sentence.
    expect(markup).not.toContain('data-tie-break');
  });
});

describe('the last round', () => {
  const state = playUntil({ players: 3 }, 'last', (_, view) => view.lastTurnSeat !== null);
  const view = playerView(state, null);

  it('is announced with a banner that names who plays last', () => {
    expect(view.lastTurnSeat).not.toBeNull();
    const out = text(html(h(LastRoundBanner, { view, players: PEOPLE })));
    expect(out).toContain('Last');
    expect(out).toContain(PEOPLE[view.lastTurnSeat!]!.name);
  });
});

describe('return rounds of Offices of Honor', () => {
  const options: GameOptions = { players: 3, expansions: ['offices'] };
  const midGame = playerView(
    playUntil(options, 'returns', (_, v) => v.returnRound?.final === false),
    null,
  );
  const final = (() => {
    for (let i = 0; ; i++) {
      const view = playerView(
        playUntil(options, `final ${i}`, (_, v) => v.returnRound?.final === true),
        null,
      );
      if (view.returnRound !== null || i > 200) return view;
    }
  })();

  it('say which stack ran out and what each choice earns', () => {
    const out = text(html(h(ReturnRoundNote, { view: midGame })));
    const emptied = midGame.returnRound!.emptied[0]!;
    expect(out.toLowerCase()).toContain(emptied.replace('-', ' '));
    expect(out).toContain('ran out');
    expect(out).toMatch(
      /1 tile: nothing · 2 tiles: a card · 3 tiles: a victory chip · 4 tiles: a house/,
    );
    const two = { type: 'return-offices', offices: ['postmaster', 'cartwright'] } as const;
    expect(returnOptionText(two, midGame)).toContain('earns a card');
  });

  it('in the final round say that only 3 or 4 tiles count', () => {
    expect(text(html(h(ReturnRoundNote, { view: final })))).toContain('only 3 tiles');
    const two = { type: 'return-offices', offices: ['postmaster', 'cartwright'] } as const;
    expect(returnOptionText(two, final)).toContain('earns nothing');
  });
});

describe('letters and the Messenger', () => {
  it('the log says how many letters an official cost', () => {
    const options: GameOptions = { players: 2, expansions: ['messenger'] };
    let paid: string[] | null = null;
    for (let i = 0; i < 200 && paid === null; i++) {
      const state = playUntil(
        options,
        `letters ${i}`,
        (s, v) =>
          v.decision !== null &&
          v.spendableLetters >= 2 &&
          legalMoves(s).some((m) => m.type === 'official'),
      );
      const view = playerView(state, null);
      if (view.decision === null) continue;
      const official = legalMoves(state).find((m) => m.type === 'official')!;
      const seat = view.decision.seat;
      const effects = effectsOf(state, seat, official);
      const entry = logEntry({ seq: 1, seat, move: official, by: 'player' }, effects, view.rules);
      if (entry.lettersPaid > 0) paid = logGains(entry, view.map);
    }
    expect(paid?.join(' ')).toMatch(/\d letters? paid/);
  });

  it('Power and Glory never mentions the Messenger figure', () => {
    const made = createGame({
      options: { players: 2, expansions: ['messenger', 'power-and-glory'] },
      seed: 'pg',
    });
    if (!made.ok) throw new Error(made.error.message);
    const view = playerView(made.value, 0);
    const out = text(html(h(Officials, { view, ui: uiState(view) })));
    expect(out).toContain('2 letters');
    expect(out).not.toMatch(/Messenger/);
  });

  it('Power and Glory by the base rules shows no horses on cards or in the log', () => {
    const state = playUntil(
      { players: 2, expansions: ['power-and-glory'], variant: 'base-rules' },
      'variant',
      (s, v) =>
        v.turn > 2 &&
        (playerView(s, v.decision!.seat).seats[v.decision!.seat]!.hand?.length ?? 0) > 0,
    );
    const seat = playerView(state, null).decision!.seat;
    const view = playerView(state, seat);
    const out = html(h(Hand, { view, ui: uiState(view) }));
    expect(out).not.toContain('♞');
    expect(out).not.toMatch(/horse/);
    const move = view.legalMoves.find((m) => m.type === 'play' || m.type === 'draw')!;
    const after = play(state, seat, move);
    if (!after.ok) throw new Error(after.error.message);
    const entry = logEntry(
      { seq: 1, seat, move, by: 'player' },
      effectsOf(state, seat, move),
      view.rules,
    );
    expect(logText(entry, 'Anna')).not.toMatch(/horse/);
  });
});

describe('no question without a difference', () => {
  it('a one-city route does not ask left or right', () => {
    // Seat 0: route Ulm, holding Stuttgart (next to Ulm) after drawing Kempten.
    const view = playerView(gameAfter(OPENING, [...OPENING_MOVES, [0, 'draw 1']]), 0);
    expect(view.seats[0]!.route).toEqual(['Ulm']);
    const onRoute = (target: Parameters<typeof movesFor>[1]) =>
      movesFor(view, target).filter((m) => m.type === 'play' && m.end !== 'new');
    expect(onRoute({ kind: 'hand', card: 'Stuttgart' })).toHaveLength(1);
    expect(onRoute({ kind: 'city', city: 'Stuttgart' })).toHaveLength(1);
  });
});

describe('words for who is who', () => {
  const view = playerView(gameAfter(OPENING, OPENING_MOVES), null);

  it('a spectator never sees "My hand" or "not your turn"', () => {
    const out = text(
      html(h(Hand, { view, ui: uiState(view) })) + html(h(Officials, { view, ui: uiState(view) })),
    );
    expect(out).not.toContain('My hand');
    expect(out).not.toContain('not your turn');
  });

  it('an empty seat is never "deciding now"', () => {
    const players: SeatPlayer[] = [
      { seat: 0, name: '', bot: null },
      { seat: 1, name: 'Ben', bot: null },
    ];
    const out = text(html(h(Players, { view, players })));
    expect(view.decision?.seat).toBe(0);
    expect(out).not.toContain('deciding now');
    expect(out).toContain('waiting for a player');
  });

  it('a § link says which rule it opens', () => {
    const out = html(h(RuleLink, { section: 'officials' }));
    expect(out).toMatch(/aria-label="Rule: [^"]*[Oo]fficials/);
  });
});

/** Lets the local connection answer the moves sent (its promises settle). */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('a double tap', () => {
  it('never shows a choice and a refusal at once', async () => {
    const made = createLocalGame(
      { options: { players: 2, startingPlayer: 0 }, seed: 'web tests', supplyOrder: deal(OPENING) },
      PEOPLE.slice(0, 2),
      null,
    );
    if (!made.ok) throw new Error(made.error.message);
    const game = new GameController(made.value);
    made.value.start();
    const picks: Parameters<GameController['pick']>[0][] = [
      { kind: 'slot', slot: 0 },
      { kind: 'slot', slot: 1 },
      { kind: 'hand', card: 'Ulm' },
      { kind: 'action', action: 'end-turn' },
      { kind: 'slot', slot: 2 },
      { kind: 'slot', slot: 3 },
      { kind: 'hand', card: 'Augsburg' },
      { kind: 'action', action: 'end-turn' },
      { kind: 'slot', slot: 0 },
    ];
    for (const target of picks) {
      game.uncover();
      game.pick(target);
      await settled();
    }
    // Seat 0 holds Stuttgart with the route Ulm: closing now is refused.
    expect(game.view.value.seats[0]!.route).toEqual(['Ulm']);
    game.pick({ kind: 'action', action: 'close' });
    await settled();
    expect(game.error.value).not.toBeNull();
    // Stuttgart fits the route at one place (a new route is a deliberate control, not a tap's):
    // one tap plays it, no choice opens, and the refusal goes with the move made.
    game.pick({ kind: 'hand', card: 'Stuttgart' });
    expect(game.chooser.value).toBeNull();
    await settled();
    expect(game.error.value).toBeNull();
    expect(game.view.value.seats[0]!.route).toEqual(expect.arrayContaining(['Ulm', 'Stuttgart']));
    game.dispose();
  });
});
