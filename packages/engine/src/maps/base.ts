/**
 * The base board of Thurn und Taxis (2006): southern Germany and its neighbours.
 *
 * Data transcribed from the project's verified reference (22 cities, 9 provinces, 45 roads, 30 bonus
 * tiles). `position` is the x,y of the city's name plate in a 1024 x 712 frame that follows the
 * printed board. A test compares this file with the reference file.
 */
import type { MapDefinition } from '../board/map-definition.ts';

export const BASE_MAP: MapDefinition = {
  id: 'base',
  name: 'Thurn und Taxis: southern Germany',
  verified: true,
  cityCardsPerCity: 3,
  housesPerPlayer: 20,
  provinces: [
    {
      name: 'Baden',
      colour: 'violet/pink',
    },
    {
      name: 'Württemberg',
      colour: 'yellow-green',
    },
    {
      name: 'Hohenzollern',
      colour: 'dark green',
    },
    {
      name: 'Schweiz',
      colour: 'light blue',
    },
    {
      name: 'Tyrol',
      colour: 'dark blue',
    },
    {
      name: 'Baiern',
      colour: 'beige/grey-white',
    },
    {
      name: 'Salzburg',
      colour: 'red',
    },
    {
      name: 'Böhmen',
      colour: 'orange',
    },
    {
      name: 'Polen',
      colour: 'grey',
    },
  ],
  cities: [
    {
      name: 'Mannheim',
      province: 'Baden',
      position: [358, 212],
    },
    {
      name: 'Carlsruhe',
      province: 'Baden',
      position: [282, 361],
    },
    {
      name: 'Freiburg',
      province: 'Baden',
      position: [256, 533],
    },
    {
      name: 'Sigmaringen',
      province: 'Hohenzollern',
      position: [356, 474],
    },
    {
      name: 'Stuttgart',
      province: 'Württemberg',
      position: [427, 312],
    },
    {
      name: 'Ulm',
      province: 'Württemberg',
      position: [467, 454],
    },
    {
      name: 'Basel',
      province: 'Schweiz',
      position: [240, 641],
    },
    {
      name: 'Zürich',
      province: 'Schweiz',
      position: [356, 685],
    },
    {
      name: 'Innsbruck',
      province: 'Tyrol',
      position: [609, 688],
    },
    {
      name: 'Würzburg',
      province: 'Baiern',
      position: [530, 178],
    },
    {
      name: 'Nürnberg',
      province: 'Baiern',
      position: [657, 255],
    },
    {
      name: 'Regensburg',
      province: 'Baiern',
      position: [760, 338],
    },
    {
      name: 'Ingolstadt',
      province: 'Baiern',
      position: [637, 399],
    },
    {
      name: 'Augsburg',
      province: 'Baiern',
      position: [580, 493],
    },
    {
      name: 'Kempten',
      province: 'Baiern',
      position: [502, 610],
    },
    {
      name: 'München',
      province: 'Baiern',
      position: [710, 550],
    },
    {
      name: 'Passau',
      province: 'Baiern',
      position: [847, 493],
    },
    {
      name: 'Salzburg',
      province: 'Salzburg',
      position: [937, 667],
    },
    {
      name: 'Linz',
      province: 'Salzburg',
      position: [970, 497],
    },
    {
      name: 'Pilsen',
      province: 'Böhmen',
      position: [812, 189],
    },
    {
      name: 'Budweis',
      province: 'Böhmen',
      position: [962, 323],
    },
    {
      name: 'Lodz',
      province: 'Polen',
      position: [967, 175],
    },
  ],
  roads: [
    ['Augsburg', 'Ingolstadt'],
    ['Augsburg', 'Innsbruck'],
    ['Augsburg', 'Kempten'],
    ['Augsburg', 'München'],
    ['Augsburg', 'Ulm'],
    ['Basel', 'Freiburg'],
    ['Basel', 'Zürich'],
    ['Budweis', 'Linz'],
    ['Budweis', 'Pilsen'],
    ['Carlsruhe', 'Freiburg'],
    ['Carlsruhe', 'Mannheim'],
    ['Carlsruhe', 'Stuttgart'],
    ['Freiburg', 'Sigmaringen'],
    ['Freiburg', 'Zürich'],
    ['Ingolstadt', 'München'],
    ['Ingolstadt', 'Nürnberg'],
    ['Ingolstadt', 'Regensburg'],
    ['Ingolstadt', 'Stuttgart'],
    ['Ingolstadt', 'Ulm'],
    ['Innsbruck', 'Kempten'],
    ['Innsbruck', 'München'],
    ['Innsbruck', 'Salzburg'],
    ['Kempten', 'Sigmaringen'],
    ['Kempten', 'Ulm'],
    ['Kempten', 'Zürich'],
    ['Linz', 'Passau'],
    ['Linz', 'Salzburg'],
    ['Lodz', 'Pilsen'],
    ['Mannheim', 'Stuttgart'],
    ['Mannheim', 'Würzburg'],
    ['München', 'Passau'],
    ['München', 'Regensburg'],
    ['München', 'Salzburg'],
    ['Nürnberg', 'Pilsen'],
    ['Nürnberg', 'Regensburg'],
    ['Nürnberg', 'Stuttgart'],
    ['Nürnberg', 'Würzburg'],
    ['Passau', 'Regensburg'],
    ['Passau', 'Salzburg'],
    ['Pilsen', 'Regensburg'],
    ['Sigmaringen', 'Stuttgart'],
    ['Sigmaringen', 'Ulm'],
    ['Sigmaringen', 'Zürich'],
    ['Stuttgart', 'Ulm'],
    ['Stuttgart', 'Würzburg'],
  ],
  bonusStacks: [
    {
      id: 'route5',
      label: '5 distance',
      kind: 'route',
      length: 5,
      values: [2, 1],
    },
    {
      id: 'route6',
      label: '6 distance',
      kind: 'route',
      length: 6,
      values: [3, 2, 1],
    },
    {
      id: 'route7',
      label: '7 distance',
      kind: 'route',
      length: 7,
      values: [4, 3, 2, 1],
    },
    {
      id: 'baden',
      label: 'Baden',
      kind: 'provinces',
      provinces: ['Baden'],
      values: [3, 2, 1],
    },
    {
      id: 'wuerttemberg-hohenzollern',
      label: 'Württemberg/Hohenzollern',
      kind: 'provinces',
      provinces: ['Württemberg', 'Hohenzollern'],
      values: [3, 2, 1],
    },
    {
      id: 'schweiz-tyrol',
      label: 'Schweiz/Tyrol',
      kind: 'provinces',
      provinces: ['Schweiz', 'Tyrol'],
      values: [3, 2, 1],
    },
    {
      id: 'boehmen-salzburg',
      label: 'Böhmen/Salzburg',
      kind: 'provinces',
      provinces: ['Böhmen', 'Salzburg'],
      values: [4, 3, 2],
    },
    {
      id: 'baiern',
      label: 'Baiern',
      kind: 'provinces',
      provinces: ['Baiern'],
      values: [5, 4, 3, 2],
    },
    {
      id: 'all-provinces',
      label: 'All provinces',
      kind: 'all-provinces',
      values: [6, 5, 4, 3],
    },
    {
      id: 'game-end',
      label: 'Game end',
      kind: 'game-end',
      values: [1],
    },
  ],
  allProvincesExcept: ['Baiern'],
  carriages: {
    values: [3, 4, 5, 6, 7],
    points: [2, 3, 5, 7, 10],
    copiesPerValue: 4,
  },
};
