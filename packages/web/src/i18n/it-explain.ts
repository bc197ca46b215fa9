/** Italiano, terza parte: ciò che spiega il tavolo in ogni momento (ultimo giro, restituzioni, punteggio). */
export const itExplain = {
  'banner.last-round': 'Ultimo giro: {name} gioca l’ultimo turno della partita.',
  'banner.last-round.you': 'Ultimo giro: giochi tu l’ultimo turno della partita.',
  'banner.last-turn': 'Ultimo turno della partita: tocca ora a {name}.',
  'returns.why.one':
    'La pila {offices} è finita: ogni giocatore può restituire tessere ufficio diverse.',
  'returns.why.other':
    'Le pile {offices} sono finite: ogni giocatore può restituire tessere ufficio diverse.',
  'returns.why.final': 'L’ultimo giro di restituzione, dopo l’ultimo turno, in ordine inverso.',
  'returns.earn':
    'Restituire 1 tessera: niente · 2: una carta · 3: un gettone vittoria · 4: una casa.',
  'returns.earn.final':
    'Ora solo 3 tessere (un gettone vittoria) o 4 (una casa) fanno guadagnare qualcosa.',
  'returns.gain.nothing': 'non dà nulla',
  'returns.gain.card': 'dà una carta',
  'returns.gain.chip': 'dà un gettone vittoria',
  'returns.gain.house': 'dà una casa',
  'returns.option': '{offices}: {gain}',
  'log.letters-paid.one': '{n} lettera pagata',
  'log.letters-paid.other': '{n} lettere pagate',
  'officials.messenger.no-figure':
    'Il primo funzionario di un turno è gratuito; ogni altro costa 2 lettere.',
  'hand.title.watching': 'Mani',
  'player.awaited': 'in attesa che qualcuno prenda questo posto',
  'rules.link.to': 'Regola: {section}',
  'scores.tiles.none': 'nessuna tessera bonus',
  'scores.carriage.none': 'nessuna diligenza',
  'scores.carriage.value': 'diligenza {value}',
  'scores.tie.holder':
    '{names} sono pari con {points} punti: {first} è avanti perché ha la tessera di fine partita.',
  'scores.tie.after':
    '{names} sono pari con {points} punti: {first} è avanti, primo in senso orario dopo {holder}, che ha preso la tessera di fine partita.',
  'scores.tie.start':
    '{names} sono pari con {points} punti: {first} è avanti, primo nell’ordine di turno dal primo giocatore.',
  'scores.chart': 'Punti nel corso della partita',
  'scores.chart.label': 'Un grafico dei punti di ogni giocatore dopo ogni turno',
  'scores.chart.turn': 'Turno',
  'scores.chart.loading': 'Disegno il grafico…',
} as const;
