/**
 * English words of the lessons: each lesson's title, its line on the list, and its
 * steps. Loaded with the tutorial, not with the rest of the client. The rules taught are those of
 * the rules texts (001 for the base game, 000 for the expansions) and the project's rulings.
 */
export const lessonsEn = {
  'lesson.turn.title': 'The turn',
  'lesson.turn.about': 'Take a card, play a card, close your route.',
  'lesson.turn.draw':
    'Each turn you take a card, play a card, and may then close your route. Your hand is empty, so the Postmaster lets you take two cards: take Stuttgart (slot 1), then Ulm (slot 2).',
  'lesson.turn.play':
    'Play a card from your hand: Stuttgart starts your route. A route scores only with 3 cities or more, so end your turn. Anna plays next.',
  'lesson.turn.road':
    'Take Würzburg (slot 1). Then add Ulm to your route: a card joins an end of the route only where a road links the two cities on the map, and Ulm lies next to Stuttgart. End your turn.',
  'lesson.turn.supply':
    'You may also take the top card of the supply, unseen. Take it, then add Würzburg at the left end, next to Stuttgart.',
  'lesson.turn.close':
    'Würzburg, Stuttgart, Ulm: 3 cities. Close the route to score it, and place houses in Stuttgart and Ulm (the next lesson tells where houses may go).',
  'lesson.turn.carriage':
    'A route of 3 earns the carriage 3: take it. The route’s cards go to the discard pile, and your turn ends.',
  'lesson.turn.done':
    'That is a whole turn: take a card, play a card, close the route once it is long enough. Houses, bonus tiles and carriages bring your points.',

  'lesson.houses.title': 'Houses',
  'lesson.houses.about': 'The two ways to place houses on a route you close.',
  'lesson.houses.patterns':
    'Closing a route puts your houses on its cities, in one of two ways: one house in each province the route passes through, or a house in every city of the route within one province. Each of your 20 houses still unplaced at the end costs a point.',
  'lesson.houses.each':
    'Your route passes through Baden, Württemberg and Hohenzollern. Close it and place one house in each: Carlsruhe, Ulm and Sigmaringen (after Ulm, Stuttgart is out: Württemberg has its house). Then take the carriage 3.',
  'lesson.houses.start':
    'Now a route in one province. Take the top card of the supply and start a new route with Nürnberg. End your turn.',
  'lesson.houses.extend':
    'Take the top card of the supply, add Regensburg, a neighbour of Nürnberg, and end your turn.',
  'lesson.houses.third':
    'Take the top card of the supply and add Ingolstadt at the left end, next to Nürnberg.',
  'lesson.houses.one':
    'Ingolstadt, Nürnberg, Regensburg: all in Baiern. Close the route and place a house in each of them: three houses, where the other way gives one.',
  'lesson.houses.no-carriage':
    'The next carriage, the 4, needs a route of 4 cities: choose no carriage.',
  'lesson.houses.no-carriage.wrong':
    'The Cartwright could get you the carriage 4 here; he has a lesson of his own. For now choose no carriage.',
  'lesson.houses.done':
    'At each closing pick the way that places more houses, or the houses a bonus tile needs. A city holds only one house of yours.',

  'lesson.carriages.title': 'Carriages',
  'lesson.carriages.about': 'Which carriage a route earns, and what it is worth.',
  'lesson.carriages.intro':
    'After the houses you take a carriage if your route is long enough: the carriage 3 needs 3 cities, the 4 needs 4, up to the 7. Only your highest carriage counts at the end: 2, 3, 5, 7 or 10 points.',
  'lesson.carriages.close':
    'Close your route and place houses in its three Baiern cities: Würzburg, Nürnberg and Regensburg.',
  'lesson.carriages.take':
    'Your route has 4 cities, yet your first carriage is the 3: carriages come in order, none skipped. Take it.',
  'lesson.carriages.done':
    'Your next carriage is the 4, for a route of 4 or more. You may also decline a carriage. The carriage 7 ends the game: see the last lesson.',

  'lesson.bonus.title': 'Bonus tiles',
  'lesson.bonus.about': 'Tiles for long routes and for whole provinces.',
  'lesson.bonus.intro':
    'Bonus tiles are points. A route of 5, 6 or 7 cities earns a tile from the stack of its length; a house in every city of a province (or pair of provinces) earns its tile. The first to earn one takes the top tile, worth the most. “Details” shows the stacks.',
  'lesson.bonus.long':
    'Your route has 4 cities. Take the top card of the supply, then add Augsburg at the right end: 5 cities.',
  'lesson.bonus.province':
    'Close the route and place one house in each province: Carlsruhe, Sigmaringen and Augsburg. With your houses in Stuttgart and Ulm, Sigmaringen completes Württemberg and Hohenzollern.',
  'lesson.bonus.took':
    'Two tiles: the route of 5 (2 points) and Württemberg/Hohenzollern (3 points). Now take the carriage 4.',
  'lesson.bonus.more':
    'More tiles: “all provinces” for a house in every province outside Baiern, and the game-end tile for the player who ends the game. An empty stack gives nothing more.',

  'lesson.postmaster.title': 'The Postmaster',
  'lesson.postmaster.about': 'Take a second card.',
  'lesson.postmaster.intro':
    'Four officials help you, one of them each turn. The Postmaster lets you take a second card. With an empty hand at the start of your turn he must help, as in your first turn.',
  'lesson.postmaster.draw':
    'Take Augsburg (slot 1), call the Postmaster, then take Kempten (slot 2) as well.',
  'lesson.postmaster.play':
    'Add Augsburg at the right end, next to Ulm, and keep Kempten for later. End your turn.',
  'lesson.postmaster.done':
    'One official a turn: with the Postmaster’s help, no other official helps you this turn.',

  'lesson.postal-carrier.title': 'The Postal Carrier',
  'lesson.postal-carrier.about': 'Play a second card.',
  'lesson.postal-carrier.intro':
    'The Postal Carrier lets you play a second card in the same turn, by the usual rules.',
  'lesson.postal-carrier.first':
    'Take the top card of the supply and add Augsburg at the right end of your route.',
  'lesson.postal-carrier.second':
    'Call the Postal Carrier, add München (next to Augsburg) as well, and end your turn.',
  'lesson.postal-carrier.done':
    'Two cities in one turn: your route grows faster. The Postal Carrier helps after your first card.',

  'lesson.administrator.title': 'The Administrator',
  'lesson.administrator.about': 'Six new face-up cards.',
  'lesson.administrator.call':
    'No face-up card fits your route Stuttgart–Ulm. Call the Administrator: before you take a card, he puts all six face-up cards on the discard pile and lays out six new ones.',
  'lesson.administrator.take':
    'Augsburg came up, next to Ulm: take it (slot 2), add it at the right end, and end your turn.',
  'lesson.administrator.done':
    'The Administrator helps only before you take your first card of the turn.',

  'lesson.cartwright.title': 'The Cartwright',
  'lesson.cartwright.about': 'A carriage for a route one or two cities short.',
  'lesson.cartwright.intro':
    'The Cartwright helps when you close a route: you take your next carriage though the route is one or two cities short.',
  'lesson.cartwright.build':
    'Take the top card of the supply and add Innsbruck at the right end, next to Kempten.',
  'lesson.cartwright.close':
    'Close the route and place one house in each province: Kempten (Baiern) and Innsbruck (Tyrol).',
  'lesson.cartwright.take':
    'Your next carriage is the 4, but the route has 3 cities. Call the Cartwright: he gets you the 4.',
  'lesson.cartwright.done':
    'The Cartwright is the turn’s official: not in a turn where another official helped you.',

  'lesson.end.title': 'The end of the game',
  'lesson.end.about': 'The last round, the scores, a tie.',
  'lesson.end.intro':
    'The game ends when a player takes the carriage 7 or places the last house: the round is then played to its end. You hold the carriage 6, and your route has 4 cities.',
  'lesson.end.add': 'Take the top card of the supply and add Lodz at the right end: 5 cities.',
  'lesson.end.close':
    'Close the route and place one house in each province: Linz, Pilsen and Lodz.',
  'lesson.end.seven':
    'The carriage 7 needs 7 cities, but the Cartwright helps with two fewer: call him. You take the carriage 7 and the game-end tile, and Anna plays the last turn.',
  'lesson.end.scores':
    'The score: your highest carriage’s points, plus your bonus tiles, minus 1 for every house not placed. Most points wins; in a tie, the holder of the game-end tile, or else the tied player sitting next after him.',

  'lesson.power-and-glory.title': 'Power and Glory',
  'lesson.power-and-glory.about': 'Horses pull your carriage across the north.',
  'lesson.power-and-glory.intro':
    'Power and Glory is played on a map of the north, and every card shows 1 to 3 horses. To close a route, your carriage needs at least as many horses as the route has cities; the carriage brings 2 itself. There are no carriage cards and no Cartwright.',
  'lesson.power-and-glory.short':
    'Take the top card of the supply and add Bremen at the left end, next to Hamburg. Now 3 cities, but only 2 horses: the route cannot be closed yet.',
  'lesson.power-and-glory.horses':
    'Call the Postal Carrier, then press Harness beside your route and tap Magdeburg: played horse side up, its 3 horses pull your carriage too (up to 6 cards may).',
  'lesson.power-and-glory.close':
    'Five horses for three cities: close the route. Hamburg and Bremen are free cities, in no province: a route places a house on only one of them, and the first house on a free city takes its tile. Place houses in Hamburg and Hannover.',
  'lesson.power-and-glory.done':
    'After closing, the route and the horse cards go to the discard pile. The game ends when a player places his last house. New tiles: routes of 8, and the free cities.',

  'lesson.messenger.title': 'The Princess’ Messenger',
  'lesson.messenger.about': 'Letters buy more officials.',
  'lesson.messenger.intro':
    'A nobility letter lies on every city, and the first house in a city takes it. Letters buy more officials: the first official of a turn is free, each further one costs 2 letters.',
  'lesson.messenger.letters':
    'Close your route and place houses in Würzburg, Nürnberg and Regensburg: three new houses, three letters.',
  'lesson.messenger.figure':
    'Choose no carriage this time: who scores a route and takes no carriage gets the Princess’ Messenger. Its holder pays 1 letter for each further official, and it is worth 1 point at the end.',
  'lesson.messenger.figure.wrong':
    'Taking the carriage is allowed, and often the better move; this lesson declines it to show the Messenger.',
  'lesson.messenger.free':
    'Take the top card of the supply, call the Postmaster (the turn’s free official) and take the top card again.',
  'lesson.messenger.paid':
    'Start a route with Ingolstadt, then call the Postal Carrier as well, for 1 letter thanks to the Messenger. Add Augsburg and end your turn.',
  'lesson.messenger.done':
    'Only letters you held when your turn began can pay. Letters are worth nothing at the end.',

  'lesson.offices.title': 'Offices of Honor',
  'lesson.offices.about': 'Office tiles for every official, and return rounds.',
  'lesson.offices.intro':
    'Each time an official helps you, you take one of his office tiles. You hold two Postmasters, an Administrator and a Postal Carrier (see “Details”).',
  'lesson.offices.last':
    'Call the Administrator: you take the last tile of his stack, and an empty stack starts a return round.',
  'lesson.offices.return':
    'In a return round every player, from you on, returns different tiles: 2 earn a card, 3 a victory chip, 4 a house. Return Administrator, Postmaster and Postal Carrier for a chip. Anna then returns two and takes a card.',
  'lesson.offices.on':
    'Your turn goes on where it stopped: take the top card of the supply, add Kempten at the right end and end your turn.',
  'lesson.offices.done':
    'After the last turn of the game comes a final return round, from the last player back to the first: only 3 or 4 tiles earn anything then. Each chip is worth 1 point.',
} as const;
