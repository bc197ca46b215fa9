// The expansions' bot modules: each expansion's policy hooks live in its own folder
// (src/expansions/<name>/) and are chosen through the game's rules; no shared bot file asks which
// expansions are played.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXPANSIONS, createGame } from '@tnt/engine';
import { BOT_EXPANSIONS, composeHooks, policyHooks } from '../src/expansions/built-in.ts';
import { BASE_HOOKS } from '../src/expansions/base.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const EXPANSION_MODULES = join(SRC, 'expansions');

/** The rules flags an expansion sets (the engine's ExpansionRules). */
const EXPANSION_FLAG = /\brules\s*\.\s*(messenger|messengerFigure|offices|horses|carriages)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function newGame(expansions: readonly (typeof EXPANSIONS)[number][]) {
  const game = createGame({ options: { players: 4, expansions }, seed: 'hooks' });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe("the expansions' bot modules", () => {
  it('no shared bot file reads an expansion flag of the rules', () => {
    const shared = sourceFiles(SRC).filter((path) => !path.startsWith(EXPANSION_MODULES));
    expect(shared.length).toBeGreaterThan(10);
    const readers = shared.filter((path) => EXPANSION_FLAG.test(readFileSync(path, 'utf8')));
    expect(readers.map((path) => relative(SRC, path))).toEqual([]);
  });

  it('every expansion of the engine has a bot module of the same name', () => {
    expect(BOT_EXPANSIONS.map((e) => e.name).sort()).toEqual([...EXPANSIONS].sort());
  });

  it("the base game plays by the base game's hooks", () => {
    expect(policyHooks(newGame([]))).toEqual(BASE_HOOKS);
  });

  it("Power and Glory's game closes by its own rules, the Messenger's plays the Postal Carrier freely", () => {
    const horses = policyHooks(newGame(['power-and-glory']));
    expect(horses.closeChoice).not.toBe(BASE_HOOKS.closeChoice);
    expect(horses.carrierFreely).toBe(BASE_HOOKS.carrierFreely);
    const messenger = policyHooks(newGame(['messenger']));
    expect(messenger.closeChoice).toBe(BASE_HOOKS.closeChoice);
    expect(messenger.carrierFreely).toBe(true);
  });

  it('the hooks of all three expansions together are each one of an expansion played', () => {
    const all = composeHooks(newGame(['messenger', 'offices', 'power-and-glory']).rules);
    expect(all.otherDecision).not.toBe(BASE_HOOKS.otherDecision);
    expect(all.officialStillPaid).not.toBe(BASE_HOOKS.officialStillPaid);
    expect(all.postmasterRefused).not.toBe(BASE_HOOKS.postmasterRefused);
  });
});
