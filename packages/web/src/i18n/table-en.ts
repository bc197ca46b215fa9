/**
 * English words of the table layout: the map's zoom tools and the sheets that hold the details
 * (players in full, bonus tiles, the log). Joined into en.ts.
 */
export const enTable = {
  'table.zoom-in': 'Zoom in',
  'table.zoom-out': 'Zoom out',
  'table.whole-map': 'Whole map',
  'table.route': 'Show the route',
  'table.map-hint': 'Pinch or scroll to zoom, drag to move, double tap for the route',
  'table.details': 'Details',
  'table.sheet.players': 'Players',
  'table.sheet.supplies': 'Bonus tiles',
  'table.sheet.log': 'Log',
  'table.sheet.title': 'Details of the game',
  'table.scores': 'Final scores',
  'table.strip': 'Every player at a glance',
  'table.turn': 'deciding now',
  'table.cards': 'cards in hand',
  'table.houses': 'houses left',
  'table.carriage': 'carriage',
  'table.horses': 'horses',
  'table.letters': 'letters',
  'table.chips': 'victory chips',
  'table.score': 'points so far',
} as const;
