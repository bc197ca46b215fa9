/**
 * English, third part: words that explain the table at every moment (the last round, return
 * rounds, letters paid, the score sheet's breakdown, tie-break and chart, spectators' and empty
 * seats' wording). Joined with the other parts in en.ts.
 */
export const enExplain = {
  'banner.last-round': 'Last round: {name} plays the last turn of the game.',
  'banner.last-round.you': 'Last round: you play the last turn of the game.',
  'banner.last-turn': 'Last turn of the game: {name} plays it now.',
  'returns.why.one': 'The {offices} stack ran out: every player may return different office tiles.',
  'returns.why.other':
    'The {offices} stacks ran out: every player may return different office tiles.',
  'returns.why.final': 'The final return round, in reverse seat order, after the last turn.',
  'returns.earn':
    'Return 1 tile: nothing · 2 tiles: a card · 3 tiles: a victory chip · 4 tiles: a house.',
  'returns.earn.final': 'Now only 3 tiles (a victory chip) or 4 tiles (a house) earn anything.',
  'returns.gain.nothing': 'earns nothing',
  'returns.gain.card': 'earns a card',
  'returns.gain.chip': 'earns a victory chip',
  'returns.gain.house': 'earns a house',
  'returns.option': '{offices}: {gain}',
  'log.letters-paid.one': '{n} letter paid',
  'log.letters-paid.other': '{n} letters paid',
  'officials.messenger.no-figure':
    'The first official of a turn is free; each further one costs 2 letters.',
  'hand.title.watching': 'Hands',
  'player.awaited': 'waiting for a player to take this seat',
  'rules.link.to': 'Rule: {section}',
  'scores.tiles.none': 'no bonus tiles',
  'scores.carriage.none': 'no carriage',
  'scores.carriage.value': 'carriage {value}',
  'scores.tie.holder':
    '{names} tie on {points} points: {first} ranks ahead as the holder of the game-end tile.',
  'scores.tie.after':
    '{names} tie on {points} points: {first} ranks ahead, sitting first clockwise after {holder}, who took the game-end tile.',
  'scores.tie.start':
    '{names} tie on {points} points: {first} ranks ahead, sitting first in turn order from the starting player.',
  'scores.chart': 'Score over the game',
  'scores.chart.label': 'A chart of every player’s score after each turn',
  'scores.chart.turn': 'Turn',
  'scores.chart.loading': 'Drawing the chart…',
} as const;
