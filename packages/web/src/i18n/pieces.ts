/**
 * The words of the expansions' pieces (the Messenger figure, victory chips, office tiles, bonus
 * tiles) and of the small things around the table, in each language: joined into the catalogs by
 * en.ts, de.ts and it.ts.
 */
export const piecesEn = {
  'piece.messenger': 'Messenger figure',
  'piece.messenger.holds': '{name} holds the Messenger figure',
  'piece.chip': 'Victory chip',
  'piece.chips.one': '{n} victory chip',
  'piece.chips.other': '{n} victory chips',
  'piece.office': 'Office tile: {official}',
  'piece.bonus': 'Bonus tile: {tile}',
  'player.offices.none': 'none yet',
  'player.chips': 'Victory chips',
} as const;

type PieceWords = Readonly<Record<keyof typeof piecesEn, string>>;

export const piecesDe: PieceWords = {
  'piece.messenger': 'Kurierfigur',
  'piece.messenger.holds': '{name} hat die Kurierfigur',
  'piece.chip': 'Siegchip',
  'piece.chips.one': '{n} Siegchip',
  'piece.chips.other': '{n} Siegchips',
  'piece.office': 'Amtsplättchen: {official}',
  'piece.bonus': 'Bonusplättchen: {tile}',
  'player.offices.none': 'noch keine',
  'player.chips': 'Siegchips',
};

export const piecesIt: PieceWords = {
  'piece.messenger': 'Figura del Messaggero',
  'piece.messenger.holds': '{name} ha la figura del Messaggero',
  'piece.chip': 'Gettone vittoria',
  'piece.chips.one': '{n} gettone vittoria',
  'piece.chips.other': '{n} gettoni vittoria',
  'piece.office': 'Tessera carica: {official}',
  'piece.bonus': 'Tessera bonus: {tile}',
  'player.offices.none': 'ancora nessuna',
  'player.chips': 'Gettoni vittoria',
};
