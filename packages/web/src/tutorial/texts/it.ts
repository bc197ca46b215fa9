/** Italian words of the lessons (keys as in texts/en.ts). */
import type { lessonsEn } from './en.ts';

export const lessonsIt: Readonly<Record<keyof typeof lessonsEn, string>> = {
  'lesson.turn.title': 'Il turno',
  'lesson.turn.about': 'Prendi una carta, gioca una carta, completa l’itinerario.',
  'lesson.turn.draw':
    'A ogni turno prendi una carta, giochi una carta e poi puoi completare il tuo itinerario. Hai la mano vuota, quindi il Direttore delle Poste ti fa prendere due carte: prendi Stuttgart (posto 1), poi Ulm (posto 2).',
  'lesson.turn.play':
    'Gioca una carta dalla mano: Stuttgart inizia il tuo itinerario. Un itinerario conta solo da 3 città in su, quindi termina il turno. Poi tocca ad Anna.',
  'lesson.turn.road':
    'Prendi Würzburg (posto 1). Poi aggiungi Ulm al tuo itinerario: una carta va a un’estremità solo se una strada unisce le due città sulla mappa, e Ulm è accanto a Stuttgart. Termina il turno.',
  'lesson.turn.supply':
    'Puoi anche prendere la prima carta del mazzo, coperta. Prendila, poi aggiungi Würzburg a sinistra, accanto a Stuttgart.',
  'lesson.turn.close':
    'Würzburg, Stuttgart, Ulm: 3 città. Completa l’itinerario per farlo contare, e piazza uffici a Stuttgart e Ulm (dove possono andare, lo dice la prossima lezione).',
  'lesson.turn.carriage':
    'Un itinerario di 3 città dà la diligenza 3: prendila. Le carte dell’itinerario vanno negli scarti, e il tuo turno finisce.',
  'lesson.turn.done':
    'Questo è un turno intero: prendi una carta, gioca una carta, completa l’itinerario quando è lungo abbastanza. Uffici, tessere bonus e diligenze ti danno i punti.',

  'lesson.houses.title': 'Gli uffici',
  'lesson.houses.about': 'I due modi di piazzare uffici su un itinerario completato.',
  'lesson.houses.patterns':
    'Chi completa un itinerario piazza uffici nelle sue città, in uno di due modi: un ufficio in ogni regione che l’itinerario attraversa, oppure un ufficio in ogni città dell’itinerario di una sola regione. Ognuno dei tuoi 20 uffici non piazzati alla fine costa un punto.',
  'lesson.houses.each':
    'Il tuo itinerario attraversa Baden, Württemberg e Hohenzollern. Completalo e piazza un ufficio in ciascuna: Carlsruhe, Ulm e Sigmaringen (dopo Ulm, Stuttgart non si può più: il Württemberg ha il suo ufficio). Poi prendi la diligenza 3.',
  'lesson.houses.start':
    'Ora un itinerario in una sola regione. Prendi la prima carta del mazzo e inizia un nuovo itinerario con Nürnberg. Termina il turno.',
  'lesson.houses.extend':
    'Prendi la prima carta del mazzo, aggiungi Regensburg, vicina di Nürnberg, e termina il turno.',
  'lesson.houses.third':
    'Prendi la prima carta del mazzo e aggiungi Ingolstadt a sinistra, accanto a Nürnberg.',
  'lesson.houses.one':
    'Ingolstadt, Nürnberg, Regensburg: tutte in Baiern. Completa l’itinerario e piazza un ufficio in ciascuna: tre uffici, dove l’altro modo ne dà uno.',
  'lesson.houses.no-carriage':
    'La prossima diligenza, la 4, vuole un itinerario di 4 città: scegli nessuna diligenza.',
  'lesson.houses.no-carriage.wrong':
    'Il Carradore potrebbe procurarti qui la diligenza 4; ha una lezione tutta sua. Per ora scegli nessuna diligenza.',
  'lesson.houses.done':
    'A ogni completamento scegli il modo che piazza più uffici, o gli uffici che servono per una tessera bonus. In una città hai al massimo un ufficio.',

  'lesson.carriages.title': 'Le diligenze',
  'lesson.carriages.about': 'Quale diligenza dà un itinerario, e quanto vale.',
  'lesson.carriages.intro':
    'Dopo gli uffici prendi una diligenza, se l’itinerario è lungo abbastanza: la diligenza 3 vuole 3 città, la 4 ne vuole 4, fino alla 7. Alla fine conta solo la tua diligenza più alta: 2, 3, 5, 7 o 10 punti.',
  'lesson.carriages.close':
    'Completa il tuo itinerario e piazza uffici nelle sue tre città in Baiern: Würzburg, Nürnberg e Regensburg.',
  'lesson.carriages.take':
    'Il tuo itinerario ha 4 città, eppure la tua prima diligenza è la 3: le diligenze vengono in ordine, senza saltarne. Prendila.',
  'lesson.carriages.done':
    'La tua prossima diligenza è la 4, per un itinerario di almeno 4 città. Puoi anche rinunciare a una diligenza. La diligenza 7 chiude la partita: vedi l’ultima lezione.',

  'lesson.bonus.title': 'Le tessere bonus',
  'lesson.bonus.about': 'Tessere per itinerari lunghi e per regioni intere.',
  'lesson.bonus.intro':
    'Le tessere bonus sono punti. Un itinerario di 5, 6 o 7 città dà una tessera della pila della sua lunghezza; un ufficio in ogni città di una regione (o di una coppia di regioni) dà la sua tessera. Chi arriva prima prende quella in cima, che vale di più. «Dettagli» mostra le pile.',
  'lesson.bonus.long':
    'Il tuo itinerario ha 4 città. Prendi la prima carta del mazzo, poi aggiungi Augsburg a destra: 5 città.',
  'lesson.bonus.province':
    'Completa l’itinerario e piazza un ufficio in ogni regione: Carlsruhe, Sigmaringen e Augsburg. Con i tuoi uffici a Stuttgart e Ulm, Sigmaringen completa Württemberg e Hohenzollern.',
  'lesson.bonus.took':
    'Due tessere: l’itinerario di 5 (2 punti) e Württemberg/Hohenzollern (3 punti). Ora prendi la diligenza 4.',
  'lesson.bonus.more':
    'Altre tessere: «tutte le regioni» per un ufficio in ogni regione fuori dalla Baiern, e la tessera di fine partita per chi chiude la partita. Una pila vuota non dà più nulla.',

  'lesson.postmaster.title': 'Il Direttore delle Poste',
  'lesson.postmaster.about': 'Prendi una seconda carta.',
  'lesson.postmaster.intro':
    'Quattro funzionari ti aiutano, uno di loro a ogni turno. Il Direttore delle Poste ti fa prendere una seconda carta. Con la mano vuota all’inizio del turno deve aiutarti, come nel tuo primo turno.',
  'lesson.postmaster.draw':
    'Prendi Augsburg (posto 1), chiama il Direttore delle Poste, poi prendi anche Kempten (posto 2).',
  'lesson.postmaster.play':
    'Aggiungi Augsburg a destra, accanto a Ulm, e tieni Kempten per dopo. Termina il turno.',
  'lesson.postmaster.done':
    'Un funzionario per turno: con l’aiuto del Direttore delle Poste, nessun altro ti aiuta in questo turno.',

  'lesson.postal-carrier.title': 'Il Postino',
  'lesson.postal-carrier.about': 'Gioca una seconda carta.',
  'lesson.postal-carrier.intro':
    'Il Postino ti fa giocare una seconda carta nello stesso turno, con le regole di sempre.',
  'lesson.postal-carrier.first':
    'Prendi la prima carta del mazzo e aggiungi Augsburg a destra del tuo itinerario.',
  'lesson.postal-carrier.second':
    'Chiama il Postino, aggiungi anche München (accanto a Augsburg) e termina il turno.',
  'lesson.postal-carrier.done':
    'Due città in un turno: il tuo itinerario cresce più in fretta. Il Postino aiuta dopo la tua prima carta.',

  'lesson.administrator.title': 'L’Amministratore',
  'lesson.administrator.about': 'Sei nuove carte scoperte.',
  'lesson.administrator.call':
    'Nessuna carta scoperta va bene per il tuo itinerario Stuttgart–Ulm. Chiama l’Amministratore: prima che tu prenda una carta, mette tutte e sei le carte scoperte negli scarti e ne scopre sei nuove.',
  'lesson.administrator.take':
    'È uscita Augsburg, accanto a Ulm: prendila (posto 2), aggiungila a destra e termina il turno.',
  'lesson.administrator.done':
    'L’Amministratore aiuta solo prima che tu prenda la prima carta del turno.',

  'lesson.cartwright.title': 'Il Carradore',
  'lesson.cartwright.about': 'Una diligenza per un itinerario con una o due città in meno.',
  'lesson.cartwright.intro':
    'Il Carradore aiuta quando completi un itinerario: prendi la diligenza successiva anche se all’itinerario mancano una o due città.',
  'lesson.cartwright.build':
    'Prendi la prima carta del mazzo e aggiungi Innsbruck a destra, accanto a Kempten.',
  'lesson.cartwright.close':
    'Completa l’itinerario e piazza un ufficio in ogni regione: Kempten (Baiern) e Innsbruck (Tyrol).',
  'lesson.cartwright.take':
    'La tua prossima diligenza è la 4, ma l’itinerario ha 3 città. Chiama il Carradore: ti procura la 4.',
  'lesson.cartwright.done':
    'Il Carradore è il funzionario del turno: non in un turno in cui ti ha già aiutato un altro.',

  'lesson.end.title': 'La fine della partita',
  'lesson.end.about': 'L’ultimo giro, il punteggio, il pareggio.',
  'lesson.end.intro':
    'La partita finisce quando un giocatore prende la diligenza 7 o piazza l’ultimo ufficio: il giro si gioca allora fino in fondo. Hai la diligenza 6, e il tuo itinerario ha 4 città.',
  'lesson.end.add': 'Prendi la prima carta del mazzo e aggiungi Lodz a destra: 5 città.',
  'lesson.end.close':
    'Completa l’itinerario e piazza un ufficio in ogni regione: Linz, Pilsen e Lodz.',
  'lesson.end.seven':
    'La diligenza 7 vuole 7 città, ma il Carradore aiuta con due in meno: chiamalo. Prendi la diligenza 7 e la tessera di fine partita, e Anna gioca l’ultimo turno.',
  'lesson.end.scores':
    'Il punteggio: i punti della tua diligenza più alta, più le tue tessere bonus, meno 1 per ogni ufficio non piazzato. Vince chi ha più punti; in caso di pareggio chi ha la tessera di fine partita, altrimenti il giocatore in pareggio seduto dopo di lui.',

  'lesson.power-and-glory.title': 'Potere e Gloria',
  'lesson.power-and-glory.about': 'I cavalli tirano la tua diligenza attraverso il nord.',
  'lesson.power-and-glory.intro':
    'Potere e Gloria si gioca su una mappa del nord, e ogni carta mostra da 1 a 3 cavalli. Per completare un itinerario, la tua diligenza ha bisogno di almeno tanti cavalli quante sono le città; la diligenza stessa ne porta 2. Non ci sono carte diligenza né Carradore.',
  'lesson.power-and-glory.short':
    'Prendi la prima carta del mazzo e aggiungi Bremen a sinistra, accanto a Hamburg. Ora 3 città, ma solo 2 cavalli: l’itinerario non si può ancora completare.',
  'lesson.power-and-glory.horses':
    'Chiama il Postino, poi premi «Attacca» accanto al tuo percorso e tocca Magdeburg: giocata dal lato dei cavalli, i suoi 3 cavalli tirano anche loro la tua diligenza (fino a 6 carte possono farlo).',
  'lesson.power-and-glory.close':
    'Cinque cavalli per tre città: completa l’itinerario. Hamburg e Bremen sono città libere, in nessuna regione: un itinerario piazza un ufficio su una sola di loro, e il primo ufficio in una città libera prende la sua tessera. Piazza uffici a Hamburg e Hannover.',
  'lesson.power-and-glory.done':
    'Dopo il completamento, l’itinerario e le carte cavallo vanno negli scarti. La partita finisce quando un giocatore piazza il suo ultimo ufficio. Nuove tessere: itinerari di 8 e le città libere.',

  'lesson.messenger.title': 'Il Messaggero della Principessa',
  'lesson.messenger.about': 'Le lettere pagano altri funzionari.',
  'lesson.messenger.intro':
    'Su ogni città c’è una lettera nobiliare, e il primo ufficio in una città la prende. Le lettere pagano altri funzionari: il primo del turno è gratuito, ogni altro costa 2 lettere.',
  'lesson.messenger.letters':
    'Completa il tuo itinerario e piazza uffici a Würzburg, Nürnberg e Regensburg: tre nuovi uffici, tre lettere.',
  'lesson.messenger.figure':
    'Questa volta scegli nessuna diligenza: chi completa un itinerario senza prendere una diligenza riceve il Messaggero della Principessa. Chi lo ha paga 1 lettera per ogni altro funzionario, e alla fine vale 1 punto.',
  'lesson.messenger.figure.wrong':
    'Prendere la diligenza è permesso, e spesso è la mossa migliore; questa lezione vi rinuncia per mostrare il Messaggero.',
  'lesson.messenger.free':
    'Prendi la prima carta del mazzo, chiama il Direttore delle Poste (il funzionario gratuito del turno) e prendi di nuovo la prima carta.',
  'lesson.messenger.paid':
    'Inizia un itinerario con Ingolstadt, poi chiama anche il Postino, per 1 lettera grazie al Messaggero. Aggiungi Augsburg e termina il turno.',
  'lesson.messenger.done':
    'Paghi solo con le lettere che avevi all’inizio del turno. Alla fine le lettere non valgono nulla.',

  'lesson.offices.title': 'Cariche Onorifiche',
  'lesson.offices.about': 'Tessere carica per ogni funzionario, e giri di restituzione.',
  'lesson.offices.intro':
    'Ogni volta che un funzionario ti aiuta, prendi una delle sue tessere carica. Hai due Direttori delle Poste, un Amministratore e un Postino (vedi «Dettagli»).',
  'lesson.offices.last':
    'Chiama l’Amministratore: prendi l’ultima tessera della sua pila, e una pila vuota apre un giro di restituzione.',
  'lesson.offices.return':
    'In un giro di restituzione ogni giocatore, a partire da te, restituisce tessere diverse: 2 danno una carta, 3 un gettone vittoria, 4 un ufficio. Restituisci Amministratore, Direttore delle Poste e Postino per un gettone. Anna poi ne restituisce due e prende una carta.',
  'lesson.offices.on':
    'Il tuo turno riprende da dove si era fermato: prendi la prima carta del mazzo, aggiungi Kempten a destra e termina il turno.',
  'lesson.offices.done':
    'Dopo l’ultimo turno della partita c’è un ultimo giro di restituzione, dall’ultimo giocatore indietro fino al primo: allora solo 3 o 4 tessere danno qualcosa. Ogni gettone vale 1 punto.',
};
