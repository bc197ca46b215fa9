/**
 * The board of the Power and Glory expansion (northern Germany, Holland and Belgien): a provisional
 * reconstruction, not a transcription of the printed board.
 *
 * The rules fix the counts (23 cities, 69 cards, 39 tiles), the free cities, the split Preußen, a
 * dozen city names and the five roads of their example route; no public source gives the rest.
 * Everything else here is chosen by the project from the geography of 1815-1866 and listed in
 * `unverified`, so games can say so. The printed board's data can replace this file with no code
 * change; test/maps/power-and-glory-facts.ts checks any such file against the known facts.
 * See docs/power-and-glory-board.md.
 *
 * `position`: longitude and latitude projected into the 1024 x 712 frame (west to east, north at
 * the top, about 95 units per degree of longitude and 153 per degree of latitude); Halle and
 * Leipzig are pushed a few units apart so their name plates do not touch.
 */
import type { CityDefinition, MapDefinition } from '../board/map-definition.ts';

/** Each card of a city shows 1, 2 or 3 horses; which card shows what is not known. */
const HORSES = [1, 2, 3] as const;

const city = (
  name: string,
  province: string | null,
  position: readonly [number, number],
): CityDefinition => ({ name, province, horses: HORSES, position });

/** Cities the rules and the known cards do not name: chosen by the project. */
const CHOSEN_CITIES = [
  'Amsterdam',
  'Arnhem',
  'Brüssel',
  'Coblenz',
  'Minden',
  'Magdeburg',
  'Schwerin',
  'Fulda',
] as const;

/** The roads of the rules' example route Halle - Berlin - Hannover - Hamburg - Bremen - Münster. */
const KNOWN_ROADS: readonly (readonly [string, string])[] = [
  ['Halle', 'Berlin'],
  ['Berlin', 'Hannover'],
  ['Hannover', 'Hamburg'],
  ['Hamburg', 'Bremen'],
  ['Bremen', 'Münster'],
];

/** Roads between geographic neighbours, chosen so that no two cross on the board. */
const CHOSEN_ROADS: readonly (readonly [string, string])[] = [
  ['Amsterdam', 'Arnhem'],
  ['Amsterdam', 'Brüssel'],
  ['Amsterdam', 'Münster'],
  ['Arnhem', 'Brüssel'],
  ['Arnhem', 'Cölln'],
  ['Arnhem', 'Münster'],
  ['Brüssel', 'Cölln'],
  ['Cölln', 'Münster'],
  ['Cölln', 'Coblenz'],
  ['Coblenz', 'Frankfurt'],
  ['Coblenz', 'Kassel'],
  ['Münster', 'Minden'],
  ['Münster', 'Kassel'],
  ['Minden', 'Bremen'],
  ['Minden', 'Hannover'],
  ['Minden', 'Göttingen'],
  ['Bremen', 'Hannover'],
  ['Hamburg', 'Lübeck'],
  ['Hamburg', 'Schwerin'],
  ['Lübeck', 'Schwerin'],
  ['Schwerin', 'Berlin'],
  ['Hannover', 'Göttingen'],
  ['Hannover', 'Magdeburg'],
  ['Göttingen', 'Kassel'],
  ['Göttingen', 'Magdeburg'],
  ['Göttingen', 'Halle'],
  ['Kassel', 'Fulda'],
  ['Kassel', 'Frankfurt'],
  ['Kassel', 'Weimar'],
  ['Fulda', 'Frankfurt'],
  ['Fulda', 'Würzburg'],
  ['Fulda', 'Weimar'],
  ['Frankfurt', 'Würzburg'],
  ['Würzburg', 'Weimar'],
  ['Magdeburg', 'Berlin'],
  ['Magdeburg', 'Halle'],
  ['Halle', 'Leipzig'],
  ['Halle', 'Weimar'],
  ['Weimar', 'Leipzig'],
  ['Weimar', 'Dresden'],
  ['Leipzig', 'Dresden'],
  ['Berlin', 'Dresden'],
];

const CITIES: readonly CityDefinition[] = [
  city('Amsterdam', 'Holland', [120, 273]),
  city('Arnhem', 'Holland', [215, 333]),
  city('Brüssel', 'Belgien', [68, 506]),
  // Preußen, western part (Westphalia and the Rhine Province).
  city('Münster', 'Preußen', [378, 336]),
  city('Minden', 'Preußen', [500, 286]),
  city('Cölln', 'Preußen', [315, 492]),
  city('Coblenz', 'Preußen', [374, 581]),
  // Preußen, eastern part (Brandenburg and the Province of Saxony).
  city('Magdeburg', 'Preußen', [756, 310]),
  city('Berlin', 'Preußen', [924, 250]),
  city('Halle', 'Preußen', [782, 404]),
  city('Hannover', 'Hannover', [577, 273]),
  city('Göttingen', 'Hannover', [596, 400]),
  city('Schwerin', 'Mecklenburg', [736, 81]),
  city('Kassel', 'Hessen', [553, 436]),
  city('Fulda', 'Hessen', [572, 552]),
  city('Würzburg', 'Baiern', [596, 668]),
  city('Weimar', 'Thüringen', [728, 486]),
  city('Leipzig', 'Sachsen', [832, 434]),
  city('Dresden', 'Sachsen', [956, 475]),
  // The free cities belong to no province.
  city('Bremen', null, [489, 165]),
  city('Hamburg', null, [601, 93]),
  city('Lübeck', null, [668, 44]),
  city('Frankfurt', null, [477, 619]),
];

export const POWER_AND_GLORY_MAP: MapDefinition = {
  id: 'power-and-glory',
  name: 'Thurn und Taxis: Power and Glory (provisional reconstruction)',
  verified: false,
  cityCardsPerCity: 3,
  housesPerPlayer: 20,
  // Provisional colours: the Okabe-Ito palette (which colour-blind players can tell apart) plus
  // grey; Hessen is light blue as on the known Kassel card. The web client adds patterns.
  provinces: [
    { name: 'Holland', colour: 'orange' },
    { name: 'Belgien', colour: 'blue' },
    { name: 'Preußen', colour: 'black' },
    { name: 'Hannover', colour: 'yellow' },
    { name: 'Mecklenburg', colour: 'vermilion' },
    { name: 'Hessen', colour: 'sky blue' },
    { name: 'Baiern', colour: 'grey' },
    { name: 'Thüringen', colour: 'reddish purple' },
    { name: 'Sachsen', colour: 'bluish green' },
  ],
  cities: CITIES,
  roads: [...KNOWN_ROADS, ...CHOSEN_ROADS],
  bonusStacks: [
    { id: 'route8', label: '8 distance', kind: 'route', length: 8, values: [5, 4, 3, 2, 1] },
    { id: 'route7', label: '7 distance', kind: 'route', length: 7, values: [4, 3, 2, 1] },
    { id: 'route6', label: '6 distance', kind: 'route', length: 6, values: [3, 2, 1] },
    { id: 'route5', label: '5 distance', kind: 'route', length: 5, values: [2, 1] },
    { id: 'all-provinces', label: 'All provinces', kind: 'all-provinces', values: [6, 5, 4, 3] },
    {
      id: 'free-city-frankfurt',
      label: 'Free city Frankfurt',
      kind: 'free-city',
      city: 'Frankfurt',
      values: [1],
    },
    {
      id: 'free-city-bremen',
      label: 'Free city Bremen',
      kind: 'free-city',
      city: 'Bremen',
      values: [1],
    },
    {
      id: 'free-city-hamburg',
      label: 'Free city Hamburg',
      kind: 'free-city',
      city: 'Hamburg',
      values: [1],
    },
    {
      id: 'free-city-luebeck',
      label: 'Free city Lübeck',
      kind: 'free-city',
      city: 'Lübeck',
      values: [1],
    },
    {
      id: 'preussen',
      label: 'Preußen',
      kind: 'provinces',
      provinces: ['Preußen'],
      values: [6, 5, 4, 3],
    },
    {
      id: 'mecklenburg-hannover',
      label: 'Mecklenburg/Hannover',
      kind: 'provinces',
      provinces: ['Mecklenburg', 'Hannover'],
      values: [3, 2, 1],
    },
    {
      id: 'holland-belgien',
      label: 'Holland/Belgien',
      kind: 'provinces',
      provinces: ['Holland', 'Belgien'],
      values: [3, 2, 1],
    },
    {
      id: 'thueringen-sachsen',
      label: 'Thüringen/Sachsen',
      kind: 'provinces',
      provinces: ['Thüringen', 'Sachsen'],
      values: [3, 2, 1],
    },
    {
      id: 'hessen-baiern',
      label: 'Hessen/Baiern',
      kind: 'provinces',
      provinces: ['Hessen', 'Baiern'],
      values: [3, 2, 1],
    },
    { id: 'game-end', label: 'Game end', kind: 'game-end', values: [1] },
  ],
  // Power and Glory asks for a house in every province; the free cities are in none.
  allProvincesExcept: [],
  unverified: {
    note:
      'This board is a provisional reconstruction: no transcription of the printed Power and ' +
      'Glory board is known. The free cities, the split Preußen, the cities the rules name and the ' +
      'five roads of the example route in the rules follow the rules; the other cities, the other ' +
      'roads, the point values of the tiles other than the free-city tiles, the horses on each ' +
      'card and the positions and colours were chosen by the project and may differ from the ' +
      'printed board.',
    cities: CHOSEN_CITIES,
    roads: CHOSEN_ROADS,
    stacks: [
      'route8',
      'route7',
      'route6',
      'route5',
      'all-provinces',
      'preussen',
      'mecklenburg-hannover',
      'holland-belgien',
      'thueringen-sachsen',
      'hessen-baiern',
      'game-end',
    ],
    // Only one card of a few cities is known, so no city's three cards are.
    horses: CITIES.map((c) => c.name),
  },
  // Used only by the variant "Power and Glory with the base rules" (000), which keeps the base
  // game's carriage cards.
  carriages: {
    values: [3, 4, 5, 6, 7],
    points: [2, 3, 5, 7, 10],
    copiesPerValue: 4,
  },
};
