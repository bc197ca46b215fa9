/**
 * The words of undo within a turn in each language: joined into the catalogs by
 * en.ts, de.ts and it.ts.
 */
export const undoEn = {
  'action.undo': 'Undo',
  'action.undo.hint': 'Take back your last move of this turn',
  'log.undo.one': '{name} took back {n} move',
  'log.undo.other': '{name} took back {n} moves',
  'error.ERR_UNDO_NOT_ALLOWED':
    'That cannot be taken back: a card from the supply, the Administrator, a reshuffle or another player came since.',
  'error.ERR_UNDO_OFF': 'Undo is turned off in this game.',
  'online.create.undo': 'Allow undo within a turn',
} as const;

export const undoDe: Readonly<Record<keyof typeof undoEn, string>> = {
  'action.undo': 'Rückgängig',
  'action.undo.hint': 'Deinen letzten Zug in diesem Spielzug zurücknehmen',
  'log.undo.one': '{name} nimmt {n} Zug zurück',
  'log.undo.other': '{name} nimmt {n} Züge zurück',
  'error.ERR_UNDO_NOT_ALLOWED':
    'Das lässt sich nicht zurücknehmen: Seitdem kam eine Karte vom Stapel, der Amtmann, ein Mischen oder ein anderer Spieler.',
  'error.ERR_UNDO_OFF': 'In dieser Partie ist Rückgängig ausgeschaltet.',
  'online.create.undo': 'Rückgängig innerhalb des Zugs erlauben',
};

export const undoIt: Readonly<Record<keyof typeof undoEn, string>> = {
  'action.undo': 'Annulla',
  'action.undo.hint': "Riprendi l'ultima mossa di questo turno",
  'log.undo.one': '{name} riprende {n} mossa',
  'log.undo.other': '{name} riprende {n} mosse',
  'error.ERR_UNDO_NOT_ALLOWED':
    "Non si può riprendere: da allora sono venuti una carta dal mazzo, l'Amministratore, un rimescolamento o un altro giocatore.",
  'error.ERR_UNDO_OFF': 'In questa partita annullare è disattivato.',
  'online.create.undo': 'Consenti di annullare nel proprio turno',
};
