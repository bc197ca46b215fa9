/**
 * The words of the analysis' judgements too close to call, in each language: joined into the
 * catalogs by en.ts, de.ts and it.ts.
 */
export const uncertainEn = {
  'analysis.judgement.too-close': 'Too close to call',
  'analysis.too-close.why':
    'The estimate cannot tell this move from {move} ({percent}): the difference is within its chance. A deeper analysis may decide.',
  'analysis.uncertain.one': '{n} decision too close to call.',
  'analysis.uncertain.other': '{n} decisions too close to call.',
} as const;

type UncertainWords = Readonly<Record<keyof typeof uncertainEn, string>>;

export const uncertainDe: UncertainWords = {
  'analysis.judgement.too-close': 'Nicht zu entscheiden',
  'analysis.too-close.why':
    'Die Schätzung kann diesen Zug nicht von {move} ({percent}) unterscheiden: Der Unterschied liegt im Zufall der Schätzung. Eine tiefere Analyse kann es entscheiden.',
  'analysis.uncertain.one': '{n} Entscheidung nicht zu entscheiden.',
  'analysis.uncertain.other': '{n} Entscheidungen nicht zu entscheiden.',
};

export const uncertainIt: UncertainWords = {
  'analysis.judgement.too-close': 'Troppo vicino per giudicare',
  'analysis.too-close.why':
    'La stima non distingue questa mossa da {move} ({percent}): la differenza rientra nel suo margine di caso. Un’analisi più profonda può decidere.',
  'analysis.uncertain.one': '{n} decisione troppo vicina per giudicare.',
  'analysis.uncertain.other': '{n} decisioni troppo vicine per giudicare.',
};
