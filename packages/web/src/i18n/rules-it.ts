/** Il riassunto delle regole in italiano (una stesura breve e propria dei testi delle regole). */
import type { RulesCatalog } from './rules.ts';

export const rulesIt: RulesCatalog = {
  overview: {
    title: 'Il gioco in breve',
    text: [
      'Costruite itinerari postali attraverso le antiche terre tedesche. Chi completa un itinerario mette uffici postali nelle sue città, vince tessere bonus e diligenze sempre migliori.',
      'Quando un giocatore prende la diligenza 7 o piazza l’ultimo ufficio postale, il giro viene completato e la partita finisce. Vince chi ha più punti.',
    ],
  },
  turn: {
    title: 'Un turno',
    text: [
      'In quest’ordine: 1. prendi una carta; 2. gioca una carta sul tuo itinerario; 3. se vuoi, completa l’itinerario (da 3 città in su). Poi tocca al giocatore successivo in senso orario.',
      'Una volta per turno un funzionario può aiutarti.',
    ],
  },
  draw: {
    title: '1. Prendere una carta',
    text: [
      'Prendi una delle sei carte scoperte o la prima carta del mazzo coperto. Una carta scoperta presa viene sostituita subito. Quando il mazzo finisce, gli scarti vengono mescolati e formano un nuovo mazzo.',
    ],
  },
  play: {
    title: '2. Giocare una carta',
    text: [
      'Il tuo itinerario è una fila di carte. Aggiungi la carta a una delle due estremità: la sua città deve essere collegata da una strada alla città di quell’estremità e non deve essere già nell’itinerario. Niente inserimenti, niente riordini.',
      'Se nessuna carta va bene, o non vuoi aggiungerla, scarta l’intero itinerario (non vale nulla) e iniziane uno nuovo con la carta. Ogni turno si deve giocare una carta.',
    ],
  },
  close: {
    title: '3. Completare un itinerario',
    text: [
      'Un itinerario di almeno 3 città può essere completato: piazza gli uffici postali, prendi le tessere bonus, prendi una diligenza, poi scarta l’itinerario e riduci la mano a 3 carte.',
    ],
  },
  officials: {
    title: 'Funzionari',
    text: [
      'Ogni turno un funzionario può aiutarti; ognuno fa una cosa, nel suo momento del turno.',
    ],
  },
  'official-administrator': {
    title: 'Amministratore',
    text: [
      'Prima di prendere una carta: le sei carte scoperte vengono scartate e ne vengono scoperte sei nuove.',
    ],
  },
  'official-postmaster': {
    title: 'Direttore delle Poste',
    text: [
      'Dopo la prima carta: prendine una seconda. Chi all’inizio del turno non ha carte in mano deve chiamare il Direttore delle Poste, e quindi nessun altro funzionario.',
    ],
  },
  'official-postal-carrier': {
    title: 'Postino',
    text: ['Dopo aver giocato la prima carta: giocane una seconda, con le regole normali.'],
  },
  'official-cartwright': {
    title: 'Carradore',
    text: [
      'Al completamento: prendi la diligenza successiva anche se l’itinerario è corto di una o due città.',
    ],
  },
  houses: {
    title: 'Piazzare gli uffici postali',
    text: [
      'O un ufficio in una città dell’itinerario per ogni regione che attraversa, oppure un ufficio in ogni città dell’itinerario di una sola regione. Puoi piazzarne anche meno.',
      'Ogni giocatore ha al massimo un ufficio per città. Ogni ufficio non piazzato costa un punto alla fine.',
    ],
  },
  bonus: {
    title: 'Tessere bonus',
    text: [
      'Dopo gli uffici: ogni pila dà la tessera in cima, quindi chi arriva prima prende di più. Al massimo una tessera per giocatore da ogni pila di regione.',
    ],
  },
  'bonus-route': {
    title: 'Itinerari lunghi',
    text: [
      'Un itinerario di 5, 6 o 7 città (o più) vale una tessera di quella lunghezza; se la pila è vuota, quella della lunghezza inferiore che ha ancora tessere.',
    ],
  },
  'bonus-provinces': {
    title: 'Regioni',
    text: [
      'Un ufficio in ogni città di una regione, o di entrambe le regioni di una coppia, vale la tessera in cima a quella pila. Gli uffici possono venire da più itinerari.',
    ],
  },
  'bonus-all': {
    title: 'Tutte le regioni',
    text: [
      'Un ufficio in ogni regione vale questa tessera. La tessera stampata esclude Baiern («Außerhalb Baiern»), e così fa questo gioco, a meno che tu non scelga la lettura delle regole inglesi, che chiede ogni regione.',
    ],
  },
  carriages: {
    title: 'Diligenze',
    text: [
      'Le diligenze si prendono in ordine: 3, 4, 5, 6, 7. Un itinerario completato lungo almeno quanto il numero della diligenza successiva la fa ottenere; nessuna si può saltare, e prenderla è facoltativo. Conta solo la diligenza più alta, con i punti che mostra.',
    ],
  },
  'game-end': {
    title: 'Fine della partita',
    text: [
      'Il primo che prende la diligenza 7 o piazza l’ultimo ufficio prende la tessera di fine partita (1 punto). Il giro viene poi completato: l’ultimo turno è del giocatore prima del primo giocatore.',
    ],
  },
  scoring: {
    title: 'Punteggio',
    text: [
      'La tua diligenza più alta più tutte le tessere bonus, meno un punto per ogni ufficio non piazzato. In caso di parità vince chi ha la tessera di fine partita, altrimenti il giocatore in parità più vicino dopo di lui in senso orario.',
    ],
  },
  messenger: {
    title: 'Il Messaggero della Principessa',
    text: [
      'Il primo ufficio in ogni città prende la lettera nobiliare che vi si trova. Il primo funzionario del turno è gratuito; ogni altro costa 2 lettere (1 per chi ha la figura del Messaggero), pagate con le lettere possedute all’inizio del turno; ogni funzionario aiuta al massimo una volta per turno.',
      'Chi completa un itinerario ma non prende alcuna diligenza prende la figura del Messaggero: 1 punto alla fine.',
    ],
  },
  offices: {
    title: 'Cariche Onorifiche',
    text: [
      'Ogni funzionario usato dà una tessera della sua carica. Quando una pila si esaurisce, a turno ogni giocatore restituisce da 1 a 4 tessere diverse: 2 valgono una carta, 3 un gettone punto vittoria, 4 un ufficio in una città qualsiasi.',
      'Dopo l’ultimo turno c’è un ultimo giro di restituzione all’indietro; lì solo 3 o 4 tessere valgono qualcosa.',
    ],
  },
  pg: {
    title: 'Potere e Gloria',
    text: [
      'Un nuovo tabellone a nord, con città libere e un Preußen in due parti. Il tabellone qui è una ricostruzione provvisoria: città, strade e valori delle tessere possono differire da quello stampato.',
    ],
  },
  'pg-horses': {
    title: 'Cavalli',
    text: [
      'Ogni carta mostra da 1 a 3 cavalli. Invece di aggiungerla all’itinerario puoi mettere una carta davanti alla tua diligenza come cavalli (al massimo 6 carte). La diligenza ha 2 cavalli propri; un itinerario si completa solo se lo tirano almeno tanti cavalli quante sono le sue città. Dopo il punteggio le carte cavallo vengono scartate.',
      'Non ci sono carte diligenza né Carradore, tranne che nella variante con le regole base.',
    ],
  },
  'pg-free-cities': {
    title: 'Città libere',
    text: [
      'Bremen, Hamburg, Lübeck e Frankfurt non appartengono a nessuna regione. Un itinerario completato può mettere un ufficio in una sola di esse; il primo ufficio in una città libera prende la sua tessera.',
    ],
  },
};
