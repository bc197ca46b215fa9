/**
 * What players do with tournaments through the API: create one, list them, look at one, sign up,
 * withdraw, and (the creator) start it before its time. Every refusal is a typed error and
 * changes nothing. Limits per player, so that one identity cannot fill the server with
 * tournaments: unfinished tournaments created (`maxCreated`) and entered (`maxEntered`), counted
 * and stored one request at a time per player on this node, as the caps on games are.
 *
 * @example
 * const made = await tournaments.create(player, body);
 * if (made.ok) made.value.id;
 */
import { createGame, type Result } from '@tnt/engine';
import {
  TOURNAMENT_LIMITS,
  ladderOf,
  protocolError,
  type CreateTournamentRequest,
  type TournamentListEntry,
  type TournamentView,
  type WireError,
} from '@tnt/protocol';
import { PerPlayerQueue } from '../games/limits.ts';
import { newId } from '../identity/identity.ts';
import { ANONYMOUS_NAME } from '../ratings/names.ts';
import { START, displayOf } from '../ratings/skill.ts';
import type { EntryRow, TournamentRow } from '../store/tournament-types.ts';
import type { GameStore, PlayerRow } from '../store/types.ts';
import type { TournamentDirector } from './director.ts';
import { DEFAULT_SWISS_ROUNDS, TOO_FEW_PEOPLE } from './rounds.ts';
import { listEntryOf, tournamentView } from './view.ts';

export interface TournamentLimits {
  /** Tournaments in sign-up or running that one player may have created. */
  readonly maxCreated: number;
  /** Tournaments in sign-up or running that one player may have entered. */
  readonly maxEntered: number;
}

export const DEFAULT_TOURNAMENT_LIMITS: TournamentLimits = { maxCreated: 2, maxEntered: 5 };

/** Tournaments in one list at most. */
const LIST_LIMIT = 50;
/**
 * A tournament's page is asked for every few seconds by each of its players: a view worked out
 * on this node is answered again for this long (a change made through this node is seen at once).
 */
const VIEW_MS = 1_500;
/** Views kept at most (the oldest go first). */
const VIEWS_KEPT = 1_000;

export interface TournamentDeps {
  readonly store: GameStore;
  readonly director: TournamentDirector;
  readonly now: () => number;
  readonly limits: TournamentLimits;
}

const fail = (code: WireError['code'], message: string): { ok: false; error: WireError } => ({
  ok: false,
  error: protocolError(code, message),
});

export class Tournaments {
  /** Each player's creations and entries, one at a time: the limits are counted before each. */
  private readonly perPlayer = new PerPlayerQueue();
  private readonly views = new Map<
    string,
    { at: number; view: Promise<Result<TournamentView, WireError>> }
  >();

  constructor(private readonly deps: TournamentDeps) {}

  async create(
    player: PlayerRow,
    body: CreateTournamentRequest,
  ): Promise<Result<TournamentView, WireError>> {
    const { store, now, limits } = this.deps;
    const at = now();
    if (body.startsAt !== null) {
      if (body.startsAt <= at || body.startsAt > at + TOURNAMENT_LIMITS.maxStartDelayMs) {
        return fail('ERR_BAD_MESSAGE', 'startsAt: a time in the next 30 days');
      }
    }
    // The engine judges the rules for every table size the tournament may seat.
    for (let players = 2; players <= body.tableSize; players++) {
      const checked = createGame({ options: { ...body.options, players }, seed: 'check' });
      if (!checked.ok) return checked;
    }
    const row: TournamentRow = {
      id: newId(),
      name: body.name,
      createdBy: player.id,
      format: body.format,
      rounds: body.format === 'swiss' ? (body.rounds ?? DEFAULT_SWISS_ROUNDS) : null,
      tableSize: body.tableSize,
      options: body.options,
      mode: body.mode,
      turnSeconds: body.turnSeconds,
      ranked: body.ranked,
      bots: body.bots,
      maxPlayers: body.maxPlayers,
      startsAt: body.startsAt,
      status: 'signup',
      round: 0,
      createdAt: at,
      startedAt: null,
      endedAt: null,
      note: null,
    };
    const refused = await this.perPlayer.run(player.id, async () => {
      const created = await store.tournaments.unfinishedCreatedBy(player.id);
      if (created >= limits.maxCreated) {
        return fail(
          'ERR_TOO_MANY_TOURNAMENTS',
          `you have created ${created} tournaments that have not ended, the most this server ` +
            `allows (${limits.maxCreated})`,
        );
      }
      const over = body.join ? await this.enteredRefusal(player.id) : null;
      if (over) return over;
      const entry = body.join ? await this.entryOf(player, row) : null;
      await store.tournaments.create(row, entry);
      return null;
    });
    if (refused) return refused;
    return { ok: true, value: await tournamentView(store, row) };
  }

  async list(): Promise<TournamentListEntry[]> {
    const { store } = this.deps;
    const rows = await store.tournaments.list(LIST_LIMIT);
    const counts = await store.tournaments.entryCounts(rows.map((t) => t.id));
    const creators = new Map(
      (await store.playersByIds([...new Set(rows.map((t) => t.createdBy))])).map((p) => [
        p.id,
        p.name,
      ]),
    );
    return rows.map((t) =>
      listEntryOf(t, counts.get(t.id) ?? 0, creators.get(t.createdBy) ?? ANONYMOUS_NAME),
    );
  }

  view(id: string): Promise<Result<TournamentView, WireError>> {
    // Wall time, not the games' clock (which tests move by hand): this is only a cache.
    const at = performance.now();
    const kept = this.views.get(id);
    if (kept !== undefined && at - kept.at < VIEW_MS) return kept.view;
    const view = this.freshView(id);
    this.views.delete(id);
    this.views.set(id, { at, view });
    if (this.views.size > VIEWS_KEPT) this.views.delete(this.views.keys().next().value!);
    // A failure is not kept: the next asking tries again.
    view.catch(() => {
      if (this.views.get(id)?.view === view) this.views.delete(id);
    });
    return view;
  }

  private async freshView(id: string): Promise<Result<TournamentView, WireError>> {
    const t = await this.deps.store.tournaments.get(id);
    if (t === null) return fail('ERR_NOT_FOUND', 'no such tournament');
    return { ok: true, value: await tournamentView(this.deps.store, t) };
  }

  /** The view after a change made here: worked out again. */
  private changed(id: string): Promise<Result<TournamentView, WireError>> {
    this.views.delete(id);
    return this.view(id);
  }

  async join(player: PlayerRow, id: string): Promise<Result<TournamentView, WireError>> {
    const { store } = this.deps;
    const t = await store.tournaments.get(id);
    if (t === null) return fail('ERR_NOT_FOUND', 'no such tournament');
    const entries = await store.tournaments.entries(id);
    if (entries.some((e) => e.entrant === player.id)) return this.changed(id);
    const refused = await this.perPlayer.run(player.id, async () => {
      const over = await this.enteredRefusal(player.id);
      if (over) return over;
      const outcome = await store.tournaments.enter(await this.entryOf(player, t), t.maxPlayers);
      if (outcome === 'closed') {
        return fail('ERR_TOURNAMENT_CLOSED', 'this tournament no longer takes entries');
      }
      if (outcome === 'full') return fail('ERR_TOURNAMENT_FULL', 'every place is taken');
      return null;
    });
    if (refused) return refused;
    // Full now? The director starts it at once rather than at its next tick.
    void this.deps.director.tick();
    return this.changed(id);
  }

  async leave(player: PlayerRow, id: string): Promise<Result<TournamentView, WireError>> {
    const { store } = this.deps;
    const t = await store.tournaments.get(id);
    if (t === null) return fail('ERR_NOT_FOUND', 'no such tournament');
    if (t.status === 'over' || t.status === 'cancelled') {
      return fail('ERR_TOURNAMENT_CLOSED', 'this tournament has ended');
    }
    if (!(await store.tournaments.withdraw(id, player.id, t.round))) {
      return fail('ERR_NOT_FOUND', 'you are not in this tournament');
    }
    return this.changed(id);
  }

  /** The creator ends sign-up now (at least two people must have signed up). */
  async start(player: PlayerRow, id: string): Promise<Result<TournamentView, WireError>> {
    const { store } = this.deps;
    const t = await store.tournaments.get(id);
    if (t === null) return fail('ERR_NOT_FOUND', 'no such tournament');
    if (t.createdBy !== player.id) {
      return fail('ERR_NOT_CREATOR', 'only the tournament’s creator may start it early');
    }
    if (t.status !== 'signup') return fail('ERR_TOURNAMENT_CLOSED', 'the tournament has begun');
    const people = (await store.tournaments.entries(id)).filter((e) => e.bot === null).length;
    if (people < 2) return fail('ERR_TOURNAMENT_BOTS_ONLY', TOO_FEW_PEOPLE);
    await this.deps.director.startNow(id);
    void this.deps.director.tick();
    return this.changed(id);
  }

  private async enteredRefusal(playerId: string): Promise<{ ok: false; error: WireError } | null> {
    const { store, limits } = this.deps;
    const entered = await store.tournaments.unfinishedEntered(playerId);
    if (entered < limits.maxEntered) return null;
    return fail(
      'ERR_TOO_MANY_TOURNAMENTS',
      `you are in ${entered} tournaments that have not ended, the most this server allows ` +
        `(${limits.maxEntered})`,
    );
  }

  /** The player's entry, at their displayed rating on the tournament's ladder. */
  private async entryOf(player: PlayerRow, t: TournamentRow): Promise<EntryRow> {
    const { store, now } = this.deps;
    const [rating] = await store.ratings.ratingsOf([player.id], ladderOf(t.tableSize));
    return {
      tournamentId: t.id,
      entrant: player.id,
      bot: null,
      rating: displayOf(rating ?? START),
      joinedAt: now(),
      droppedAfter: null,
    };
  }
}
