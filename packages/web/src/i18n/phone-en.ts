/**
 * English words of the pages made for phones: the menu behind its button, the rematch at the end
 * of an online game, and the replay's parts that open on demand. Joined into en.ts.
 */
export const enPhone = {
  'nav.menu': 'Menu',
  'over.rematch': 'Rematch',
  'over.rematch.making': 'Setting up the rematch…',
  'over.rematch.failed': 'The rematch could not be set up: {message}',
  'over.result': 'Result',
  'replay.more': 'Players, supplies and log',
  'analysis.more': 'Mistakes and settings',
} as const;
