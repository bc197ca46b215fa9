/** Deutsch, dritter Teil: was den Tisch in jedem Moment erklärt (letzte Runde, Rückgaberunden, Wertung). */
export const deExplain = {
  'banner.last-round': 'Letzte Runde: {name} macht den letzten Zug der Partie.',
  'banner.last-round.you': 'Letzte Runde: Du machst den letzten Zug der Partie.',
  'banner.last-turn': 'Letzter Zug der Partie: {name} ist jetzt dran.',
  'returns.why.one':
    'Der Stapel {offices} ist leer: Jeder darf verschiedene Amtsplättchen zurückgeben.',
  'returns.why.other':
    'Die Stapel {offices} sind leer: Jeder darf verschiedene Amtsplättchen zurückgeben.',
  'returns.why.final': 'Die letzte Rückgaberunde, nach dem letzten Zug, gegen die Sitzreihenfolge.',
  'returns.earn':
    '1 Plättchen zurück: nichts · 2: eine Karte · 3: ein Siegpunktchip · 4: ein Haus.',
  'returns.earn.final':
    'Jetzt bringen nur 3 Plättchen (ein Siegpunktchip) oder 4 (ein Haus) etwas.',
  'returns.gain.nothing': 'bringt nichts',
  'returns.gain.card': 'bringt eine Karte',
  'returns.gain.chip': 'bringt einen Siegpunktchip',
  'returns.gain.house': 'bringt ein Haus',
  'returns.option': '{offices}: {gain}',
  'log.letters-paid.one': '{n} Brief bezahlt',
  'log.letters-paid.other': '{n} Briefe bezahlt',
  'officials.messenger.no-figure':
    'Der erste Amtsträger eines Zuges ist frei; jeder weitere kostet 2 Briefe.',
  'hand.title.watching': 'Handkarten',
  'player.awaited': 'wartet auf jemanden, der den Platz einnimmt',
  'rules.link.to': 'Regel: {section}',
  'scores.tiles.none': 'keine Bonusplättchen',
  'scores.carriage.none': 'keine Kutsche',
  'scores.carriage.value': 'Kutsche {value}',
  'scores.tie.holder':
    '{names} haben gleich viele Punkte ({points}): {first} liegt vorn als Besitzer des Spielende-Plättchens.',
  'scores.tie.after':
    '{names} haben gleich viele Punkte ({points}): {first} liegt vorn, weil im Uhrzeigersinn zuerst nach {holder}, der das Spielende-Plättchen nahm.',
  'scores.tie.start':
    '{names} haben gleich viele Punkte ({points}): {first} liegt vorn, weil in der Zugfolge ab dem Startspieler zuerst.',
  'scores.chart': 'Punkte im Lauf der Partie',
  'scores.chart.label': 'Ein Diagramm der Punkte jedes Spielers nach jedem Zug',
  'scores.chart.turn': 'Zug',
  'scores.chart.loading': 'Das Diagramm wird gezeichnet…',
} as const;
