/**
 * Plays a tournament's rounds from the tests, as its people's clients would: each person asks the
 * server for the tables that wait for them (`/api/me/alerts`, what the web page shows), opens a
 * socket at the round's table and plays it to its end (seat-player.ts). People may sit on
 * different nodes (a cluster): each has the node they ask.
 *
 * @example
 * await playRound([{ api, who: ada }, { api, who: ben }], tournamentId, 1);
 */
import type { CommunityAlerts, NewPlayer, TournamentView } from '@tnt/protocol';
import type { Api } from './api.ts';
import { joinGame } from './client.ts';
import { playSeat } from './seat-player.ts';

export interface Person {
  readonly api: Api;
  readonly who: NewPlayer;
}

/** Polls until `check` answers a value (or fails after `timeoutMs`). */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | null>,
  timeoutMs = 60_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export async function tournamentOn(api: Api, id: string): Promise<TournamentView> {
  const answer = await api.request<TournamentView>('GET', `/api/tournaments/${id}`);
  if (answer.status !== 200) throw new Error(`tournament: ${answer.status}`);
  return answer.body;
}

/**
 * The game of round `round` that waits for the person, once it exists. A node that stops
 * answering fails the wait at once, naming the node and the round: a node dies in these tests
 * only where a test kills it, so the failure says which step of the test found it gone.
 */
export function tableOf(person: Person, tournament: string, round: number): Promise<string> {
  const name = person.who.player.name;
  return eventually(`${name}'s table in round ${round}`, async () => {
    const answer = await person.api
      .request<CommunityAlerts>('GET', '/api/me/alerts', { secret: person.who.secret })
      .catch((error: unknown) => {
        throw new Error(
          `${name}'s node ${person.api.baseUrl} stopped answering while ${name} waited for a table of round ${round}`,
          { cause: error },
        );
      });
    const table = answer.body.tables.find((t) => t.tournament === tournament && t.round === round);
    return table?.game ?? null;
  });
}

/** Whether any of these nodes says the game is over (the others may be gone). */
async function overOn(nodes: readonly Api[], game: string): Promise<boolean> {
  for (const api of nodes) {
    try {
      const summary = await api.request<{ status?: string }>('GET', `/api/games/${game}`);
      if (summary.body.status === 'over') return true;
    } catch {
      // That node is gone: ask the next.
    }
  }
  return false;
}

/**
 * Plays round `round` for each person who has a table in it. Resolves with the games played.
 * A socket closed at the very end counts when `nodes` (every node, dead or alive) say the game is
 * over: a node may pair the next round, and die, the moment the last game ends, before its
 * sockets have sent `over`.
 */
export async function playRound(
  people: readonly Person[],
  tournament: string,
  round: number,
  nodes: readonly Api[] = [],
): Promise<string[]> {
  const games = await Promise.all(
    people.map(async (person) => {
      const game = await tableOf(person, tournament, round);
      const { client } = await joinGame(person.api.baseUrl, game, person.who.secret);
      const done = await playSeat(client, `${person.who.player.name} ${round}`).done;
      await client.close();
      const ended = done === 'over' || (done === 'closed' && (await overOn(nodes, game)));
      if (!ended) throw new Error(`${person.who.player.name}: game ${game} ${done}`);
      return game;
    }),
  );
  return [...new Set(games)];
}
