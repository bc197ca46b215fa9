/**
 * Runs the tournaments, on every node, as the matchmaker runs "Play now": each tick asks the store
 * what is due and does it, and the store's transactions make each step happen once however many
 * nodes try it at the same moment.
 *
 * - **Start**: sign-up has ended (its time came, or it is full): bots fill places and the rounds are
 *   counted in one transaction that only the first node gets through; with fewer than two people
 *   the tournament is cancelled instead.
 * - **Pair**: every game of the last round is over and its result recorded: the next round's tables
 *   (rounds.ts) are stored by one transaction guarded by the round's mark (a second node pairing
 *   the same round writes nothing), each table with the id its game will have.
 * - **Create**: a paired table whose game does not exist yet gets it, with its players seated. The
 *   node that paired the round creates its games at once; any node creates those still missing a
 *   few seconds later (the pairing node died between its commit and the games): the id was chosen
 *   with the pairing, so two nodes creating one table's game store one game. The players are told
 *   (push and e-mail as they chose) by the node whose creation stored the game.
 * - **Finish**: the last round has ended (or too few entrants are left): the tournament is over.
 *
 * @example
 * const director = new TournamentDirector({ store, registry, notices, now: Date.now, log, node: 'a' });
 * setInterval(() => void director.tick(), 1_000);
 */
import { randomBytes } from 'node:crypto';
import { createGame, decision, type GameOptions } from '@tnt/engine';
import { DEFAULT_CHAT_OPTIONS, ladderOf, type BotLevel } from '@tnt/protocol';
import type { NoticeSink } from '../games/context.ts';
import type { GameRegistry } from '../games/registry.ts';
import { newId } from '../identity/identity.ts';
import { botIdentity } from '../ratings/identities.ts';
import { START, displayOf } from '../ratings/skill.ts';
import type { TableToCreate, TournamentRow } from '../store/tournament-types.ts';
import type { GameStore, SeatRow } from '../store/types.ts';
import { historyOf } from './history.ts';
import { isBotEntrant, nextRound, startPlan } from './rounds.ts';

/** How long other nodes leave a freshly paired round's games to the node that paired it. */
export const CREATE_GRACE_MS = 3_000;

interface DirectorLog {
  info(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

export interface DirectorDeps {
  readonly store: GameStore;
  readonly registry: GameRegistry;
  readonly notices: NoticeSink;
  readonly now: () => number;
  readonly log: DirectorLog;
  /** This node's name, kept with each round it pairs. */
  readonly node: string;
  /**
   * Tests only: called right after this node stored a round's pairing, before its games exist
   * (the cluster tests kill the node there).
   */
  readonly afterPairing?: (tournamentId: string, round: number) => void;
}

/** A tournament's games' options: its rules for a table of `players`. */
export function gameOptionsOf(t: TournamentRow, players: number): GameOptions {
  return { ...t.options, players };
}

export class TournamentDirector {
  private ticking: Promise<void> | null = null;
  /** Rounds this node paired (tournament/round): their games are its to create at once. */
  private readonly paired = new Set<string>();

  constructor(private readonly deps: DirectorDeps) {}

  /** Does what is due (one tick at a time on this node). */
  tick(): Promise<void> {
    this.ticking ??= this.tickOnce().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** Waits for the tick under way, if any (the server is closing). */
  async settled(): Promise<void> {
    await this.ticking?.catch(() => undefined);
  }

  private async tickOnce(): Promise<void> {
    const { store, now, log } = this.deps;
    const due = await store.tournaments.due(now());
    const step = async (what: string, id: string, work: () => Promise<unknown>): Promise<void> => {
      try {
        await work();
      } catch (error) {
        log.error({ err: error, tournament: id }, `tournament: ${what} failed`);
      }
    };
    for (const id of due.start) await step('starting', id, () => this.startNow(id));
    for (const table of due.create) {
      const mine = this.paired.has(`${table.tournamentId}/${table.round}`);
      if (!mine && now() - table.pairedAt < CREATE_GRACE_MS) continue;
      await step('creating a game', table.tournamentId, () => this.createTable(table));
    }
    for (const id of due.pair) await step('pairing', id, () => this.advance(id));
  }

  /** Ends the tournament's sign-up (its time came, it is full, or its creator says so). */
  async startNow(id: string): Promise<void> {
    const { store, now, log } = this.deps;
    const t = await store.tournaments.get(id);
    if (t?.status !== 'signup') return;
    const botRating = await this.botRating(t);
    const outcome = await store.tournaments.start(
      id,
      now(),
      startPlan(now(), () => botRating),
    );
    if (outcome !== 'late') log.info({ tournament: id, outcome }, 'tournament: sign-up ended');
  }

  /** The displayed rating of the tournament's bot level on its tables' ladder. */
  private async botRating(t: TournamentRow): Promise<number> {
    if (t.bots === null) return displayOf(START);
    const level: BotLevel = t.bots;
    const [row] = await this.deps.store.ratings.ratingsOf(
      [botIdentity(level)],
      ladderOf(t.tableSize),
    );
    return displayOf(row ?? START);
  }

  /** The last round has ended: pairs the next, or ends the tournament. */
  private async advance(id: string): Promise<void> {
    const { store, now, log, node } = this.deps;
    const t = await store.tournaments.get(id);
    if (t?.status !== 'running') return;
    const [entries, tables, results] = await Promise.all([
      store.tournaments.entries(id),
      store.tournaments.tables(id),
      store.tournaments.results(id),
    ]);
    const step = nextRound(t, historyOf(entries, tables, results));
    if (step.kind === 'wait') return;
    if (step.kind === 'finish') {
      if (await store.tournaments.finish(id, now()))
        log.info({ tournament: id }, 'tournament over');
      return;
    }
    const planned = step.tables.map((entrants, i) => ({
      table: i + 1,
      gameId: entrants.length >= 2 ? newId() : null,
      entrants,
    }));
    if (!(await store.tournaments.pairRound(id, step.round, planned, now(), node))) return;
    this.paired.add(`${id}/${step.round}`);
    log.info({ tournament: id, round: step.round, tables: planned.length }, 'tournament: paired');
    this.deps.afterPairing?.(id, step.round);
    for (const p of planned) {
      if (p.gameId === null) continue;
      await this.createTable(
        { tournamentId: id, round: step.round, table: p.table, gameId: p.gameId, pairedAt: now() },
        t,
        p.entrants,
      );
    }
  }

  /**
   * Creates a paired table's game unless some node did, marks the table's game created, and
   * loads it here (its bots and clocks start). The players are told by the node that stored it.
   */
  private async createTable(
    table: TableToCreate,
    known?: TournamentRow,
    knownEntrants?: readonly string[],
  ): Promise<void> {
    const { store, registry, notices, now, log } = this.deps;
    const t = known ?? (await store.tournaments.get(table.tournamentId));
    if (t === null) return;
    const entrants =
      knownEntrants ??
      (await store.tournaments.tables(t.id)).find(
        (row) => row.round === table.round && row.table === table.table,
      )?.entrants;
    if (entrants === undefined) return;
    const entries = new Map(
      (await store.tournaments.entries(t.id)).map((e) => [e.entrant, e] as const),
    );
    let stored = false;
    if ((await store.loadGame(table.gameId)) === null) {
      const options = gameOptionsOf(t, entrants.length);
      const seed = randomBytes(18).toString('base64url');
      const made = createGame({ options, seed });
      if (!made.ok) throw new Error(`tournament ${t.id}: ${made.error.message}`);
      const seats: SeatRow[] = entrants.map((entrant, seat) => {
        const level = entries.get(entrant)?.bot ?? null;
        return isBotEntrant(entrant) && level !== null
          ? { seat, kind: 'bot', bot: level, playerId: null }
          : { seat, kind: 'human', bot: null, playerId: entrant };
      });
      try {
        await store.createGame({
          game: {
            id: table.gameId,
            options,
            seed,
            mode: t.mode,
            turnSeconds: t.turnSeconds,
            status: 'playing',
            decisionSeat: decision(made.value)?.seat ?? null,
            createdBy: null,
            createdAt: now(),
            chat: DEFAULT_CHAT_OPTIONS,
            undo: true,
            // Tournament games are played without hints, ranked or not: everyone plays alone.
            hints: false,
            ranked: t.ranked,
          },
          seats,
        });
        stored = true;
      } catch (error) {
        // Another node stored this table's game a moment ago: one game, as it should be.
        if ((await store.loadGame(table.gameId)) === null) throw error;
      }
    }
    await store.tournaments.markCreated(t.id, table.round, table.table);
    await registry.get(table.gameId);
    if (!stored) return;
    log.info(
      { tournament: t.id, round: table.round, table: table.table, game: table.gameId },
      'tournament: game created',
    );
    const people = entrants.filter((e) => !isBotEntrant(e));
    notices.notify('tournament-round', table.gameId, people);
  }
}
