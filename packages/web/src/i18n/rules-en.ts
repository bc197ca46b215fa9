/** The rules summary in English (the project's own short wording of the rules texts). */
import type { RulesCatalog } from './rules.ts';

export const rulesEn: RulesCatalog = {
  overview: {
    title: 'The game in brief',
    text: [
      'Build postal routes across the old German lands. Close a route to put houses in its cities, win bonus tiles and ever better carriages.',
      'When a player takes the 7 carriage or places the last house, the round is played to its end and the game is over. Most points win.',
    ],
  },
  turn: {
    title: 'A turn',
    text: [
      'In this order: 1. take a card; 2. play a card to your route; 3. if you like, close your route (3 cities or more). Then the next player clockwise.',
      'Once a turn, one official may help you.',
    ],
  },
  draw: {
    title: '1. Take a card',
    text: [
      'Take one of the six face-up cards or the top card of the supply. A face-up card taken is replaced at once. When the supply runs out, the discards are shuffled into a new one.',
    ],
  },
  play: {
    title: '2. Play a card',
    text: [
      'Your route is a row of cards. Add the card at either end: its city must be joined by a road to the city at that end, and must not be in the route yet. No inserting, no reordering.',
      'If no card fits, or you would rather not, discard your whole route (it scores nothing) and start a new one with the card. A card must be played every turn.',
    ],
  },
  close: {
    title: '3. Close a route',
    text: [
      'A route of at least 3 cities may be closed: place houses, take bonus tiles, take a carriage, then discard the route and cut your hand to 3 cards.',
    ],
  },
  officials: {
    title: 'Officials',
    text: ['One official may help each turn; each does one thing, at its own moment of the turn.'],
  },
  'official-administrator': {
    title: 'Administrator',
    text: [
      'Before you take a card: all six face-up cards are discarded and six new ones are dealt.',
    ],
  },
  'official-postmaster': {
    title: 'Postmaster',
    text: [
      'After your first card: take a second one. A player whose hand is empty at the start of the turn must call the Postmaster, and so no other official.',
    ],
  },
  'official-postal-carrier': {
    title: 'Postal Carrier',
    text: ['After your first card is played: play a second card, by the normal rules.'],
  },
  'official-cartwright': {
    title: 'Cartwright',
    text: [
      'When closing: take your next carriage although the route is one or two cities too short.',
    ],
  },
  houses: {
    title: 'Placing houses',
    text: [
      'Either one house in one route city of each province the route passes through, or one house in every route city of one province. You may place fewer.',
      'Each player has one house at most per city. Every house not placed costs a point at the end.',
    ],
  },
  bonus: {
    title: 'Bonus tiles',
    text: [
      'Taken after the houses: each stack gives its top tile, so the first to earn one gets the most. A player takes one tile per province stack at most.',
    ],
  },
  'bonus-route': {
    title: 'Long routes',
    text: [
      'A route of 5, 6 or 7 cities (or more) earns a tile of that length; if that stack is empty, the next shorter one that still has tiles.',
    ],
  },
  'bonus-provinces': {
    title: 'Provinces',
    text: [
      'A house in every city of a province, or of both provinces of a pair, earns that stack’s top tile. The houses may come from several routes.',
    ],
  },
  'bonus-all': {
    title: 'All provinces',
    text: [
      'A house in every province earns this tile. The printed tile leaves out Baiern (“outside Baiern”), and so does this game unless you choose the English rules’ reading, which asks for every province.',
    ],
  },
  carriages: {
    title: 'Carriages',
    text: [
      'Carriages are taken in order: 3, 4, 5, 6, 7. A closed route at least as long as the next carriage’s number earns it; none may be skipped, and taking it is optional. Only your highest carriage scores, with the points shown on it.',
    ],
  },
  'game-end': {
    title: 'Game end',
    text: [
      'The first player to take the 7 carriage or to place the last house takes the game-end tile (1 point). The round is then played to its end: the player before the starting player has the last turn.',
    ],
  },
  scoring: {
    title: 'Scoring',
    text: [
      'Your highest carriage plus every bonus tile, minus one point for each house not placed. A tie goes to the game-end tile’s holder, else to the tied player nearest clockwise after him.',
    ],
  },
  messenger: {
    title: 'The Princess’ Messenger',
    text: [
      'The first house in each city takes the nobility letter lying there. The first official of a turn is free; each further one costs 2 letters (1 for the holder of the Messenger figure), paid from letters owned when the turn began; each official helps at most once a turn.',
      'A player who scores a route but takes no carriage takes the Messenger figure: 1 point at the end.',
    ],
  },
  offices: {
    title: 'Offices of Honor',
    text: [
      'Each official used gives you a tile of its office. When a stack runs out, every player in turn returns 1 to 4 different tiles: 2 earn a card, 3 a victory point chip, 4 a house on any city.',
      'After the last turn a final return round runs backwards; there only 3 or 4 tiles earn something.',
    ],
  },
  pg: {
    title: 'Power and Glory',
    text: [
      'A new board in the north, with free cities and a Preußen in two parts. The board here is a provisional reconstruction: its cities, roads and tile values may differ from the printed board.',
    ],
  },
  'pg-horses': {
    title: 'Horses',
    text: [
      'Each card shows 1 to 3 horses. Instead of adding it to your route you may put a card before your carriage as horses (6 cards at most). The carriage has 2 horses of its own; a route closes only if at least as many horses pull it as it has cities. After scoring, the horse cards are discarded.',
      'There are no carriage cards and no Cartwright, except in the variant played by the base rules.',
    ],
  },
  'pg-free-cities': {
    title: 'Free cities',
    text: [
      'Bremen, Hamburg, Lübeck and Frankfurt belong to no province. A closed route may put a house on only one of them; the first house in a free city takes its tile.',
    ],
  },
};
