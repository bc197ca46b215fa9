/**
 * The words of the round, the one turn numbering the client shows, in each language: joined into
 * the catalogs by en.ts, de.ts and it.ts.
 */
export const roundsEn = {
  'prompt.round': 'Round {round}',
  'analysis.at.round': 'Move {n}, round {round}',
  'analysis.chart.round': 'Round',
} as const;

type RoundWords = Readonly<Record<keyof typeof roundsEn, string>>;

export const roundsDe: RoundWords = {
  'prompt.round': 'Runde {round}',
  'analysis.at.round': 'Zug {n}, Runde {round}',
  'analysis.chart.round': 'Runde',
};

export const roundsIt: RoundWords = {
  'prompt.round': 'Giro {round}',
  'analysis.at.round': 'Mossa {n}, giro {round}',
  'analysis.chart.round': 'Giro',
};
