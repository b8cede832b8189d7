import type { CardBodyTable } from '../../types';

export const wands: CardBodyTable = {
  'wands-01': {
    keywords: {
      upright: ['ispirazione', 'nuovo inizio', 'scintilla creativa', 'entusiasmo'],
      reversed: ['ritardi', 'poca spinta', 'blocco creativo', 'false partenze'],
    },
    upright:
      'Qualcosa dentro di te ha preso fuoco: un’idea, un progetto, un’improvvisa voglia di provare. L’Asso di Bastoni ti consegna energia creativa allo stato puro, finché è ancora calda. Non è il momento di limare il piano per un altro mese; è il momento di fare un piccolo passo reale e lasciare che lo slancio faccia il resto. L’occasione è già nelle tue mani. La domanda è se la stringerai.',
    reversed:
      'La scintilla c’è, ma continua a spegnersi come un fiammifero umido. Forse hai tante idee e nessun punto di partenza, o il dubbio le spegne una a una prima che prendano fuoco. L’Asso rovesciato non dice che l’occasione è sfumata. Ti chiede che cosa sta prosciugando il tuo fuoco: la stanchezza, la paura di fallire, o un obiettivo che in fondo non è mai stato davvero tuo?',
    interpretation:
      'Come pura radice del fuoco, questo Asso è il seme di tutto ciò che potresti creare. La sua lezione è che il fuoco ha bisogno sia di combustibile sia di un focolare. La passione senza radici si consuma in fretta; un piano senza passione diventa un peso. Quando compare questa carta, scrivi le idee che ti ronzano in testa, cerchia quella che ti fa accelerare il battito e fai per lei una cosa concreta questa settimana. Cominciare è il modo migliore per accendere il fiammifero.',
    imagery:
      'Una mano esce da una nuvola stringendo un robusto bastone di legno che mette foglie fresche, alcune delle quali cadono a terra. Sotto si vedono un castello su una collina, un fiume serpeggiante e una campagna verde e ondulata sotto un cielo luminoso. La mano suggerisce un dono che viene da oltre, o dal profondo; il bastone in germoglio è forza vitale allo stato puro; il castello è una meta ancora da raggiungere; il fiume ricorda che l’ispirazione deve scorrere per nutrire qualcosa.',
    areas: {
      love: {
        upright:
          'Nell’aria c’è una nuova scintilla, un incontro emozionante o un calore ritrovato in una relazione già nota. Sii un po’ audace e lascia vedere il tuo interesse.',
        reversed:
          'Caldo un giorno e freddo il giorno dopo, o entrambi ad aspettare che sia l’altro a muoversi. Prima che l’esitazione diventi distanza, chiediti se lo vuoi davvero.',
      },
      career: {
        upright:
          'Un ottimo momento per proporre un’idea, lanciare un progetto o sperimentare un’attività parallela. La tua iniziativa è particolarmente visibile: mettila al lavoro.',
        reversed:
          'Il progetto non riesce a decollare. Riduci l’obiettivo al primo passo più piccolo possibile, fallo e aggiusta strada facendo.',
      },
      wealth: {
        upright:
          'Un’idea per un nuovo reddito o una collaborazione potrebbe meritare uno sguardo serio. Provala in piccolo, dimostra che funziona e solo dopo pensa a investire di più.',
        reversed:
          'Acquisti d’impulso e scommesse estemporanee rischiano di finire in nulla. Scrivi l’idea, lasciala riposare qualche giorno, poi decidi.',
      },
      health: {
        upright:
          'La tua energia sta risalendo. Inizia un’abitudine di movimento costruita intorno a qualcosa che ti piace davvero, e lascia che il corpo ritrovi il suo ritmo.',
        reversed:
          'Ti senti spento e senza motivazione? Sistema il sonno e il ritmo quotidiano prima di spingere di più, e se la stanchezza persiste fatti vedere da un professionista.',
      },
    },
  },
  'wands-02': {
    keywords: {
      upright: ['pianificazione', 'visione', 'decisioni', 'uscire dalla zona di comfort'],
      reversed: ['indecisione', 'paura dell’ignoto', 'piani fermi', 'andare sul sicuro'],
    },
    upright:
      'Hai costruito qualcosa di solido, e ora il tuo sguardo scivola verso l’orizzonte. Il Due di Bastoni è la carta di chi pianifica: stare sul confine di ciò che conosci, soppesando dove andare e se lasciare il terreno familiare. Ti spinge a trasformare sogni vaghi in una vera mappa, e a scegliere consapevolmente il tuo futuro invece di finirci dentro per inerzia.',
    reversed:
      'Una parte di te sa che là fuori c’è un mondo più grande, eppure continui a non partire. Forse temi di perdere la sicurezza che hai, o hai pianificato così a lungo che il coraggio si è spento in silenzio. Il Due rovesciato è una spinta gentile: puoi restare a guardare dai bastioni per sempre, ma il mondo non verrà a bussare al portone al posto tuo.',
    interpretation:
      'Legato a Marte in Ariete, il Due porta una spinta pionieristica che non ha ancora lasciato il castello. La sua lezione è il compromesso tra sicurezza e crescita. Non devi puntare tutto in una volta, ma devi ammettere che desideri di più. Chiediti quale strada sceglieresti se il fallimento non ti preoccupasse. Poi elenca tre piccoli passi su quella strada che potresti sperimentare presto, perché la visione cominci a trasformarsi in movimento.',
    imagery:
      'Un uomo con un mantello rosso sta sui bastioni di un castello, un piccolo globo in una mano e un bastone nell’altra, mentre un secondo bastone è fissato al muro accanto a lui. Guarda lontano, sul mare e sulla terra. Il globo è il mondo che immagina di tenere in mano; i due bastoni sono ciò che ha ottenuto e ciò che deve ancora perseguire; le rose rosse e i gigli bianchi lì vicino bilanciano passione e purezza d’intenti.',
    areas: {
      love: {
        upright:
          'Stai pensando seriamente a dove sta andando questa relazione, o stai soppesando due strade. Di’ chiaramente che cosa speri e la via si farà più chiara.',
        reversed:
          'La paura del cambiamento potrebbe trattenerti dove non stai più bene. È l’amore a tenerti lì, o solo il timore dell’ignoto?',
      },
      career: {
        upright:
          'Buon momento per pianificare a lungo termine: nuovi mercati, un cambio di carriera, un incarico all’estero. Informati a fondo, poi scegli con coraggio.',
        reversed:
          'Tanta pianificazione e pochissimo movimento, e la finestra potrebbe chiudersi. Datti una scadenza precisa per decidere.',
      },
      wealth: {
        upright:
          'Rivedi come sono distribuite le tue risorse e pensa sul lungo periodo. Guarda lontano, ma assicurati che ogni passo poggi su ragionamenti solidi.',
        reversed:
          'Un’attesa infinita può farti perdere il momento giusto, ma la fretta ansiosa non è meglio. Chiarisci prima che cosa vuoi davvero che faccia il tuo denaro.',
      },
      health: {
        upright:
          'Abbozza un piano di benessere a lungo termine, come un obiettivo di forma per tutta la stagione o una routine di sonno più regolare. Una direzione rende più facile la costanza.',
        reversed:
          'Tante intenzioni, nessuna linea di partenza, e lo stress si accumula. Scegli una piccolissima abitudine e parti da lì invece di aspettare il piano perfetto.',
      },
    },
  },
  'wands-03': {
    keywords: {
      upright: ['espansione', 'lungimiranza', 'attesa dei risultati', 'collaborazione'],
      reversed: ['ritardi', 'delusione', 'visione ristretta', 'preparazione insufficiente'],
    },
    upright:
      'I semi che hai piantato cominciano a rispondere. I tuoi piani hanno preso il largo, e ora ti servono pazienza e uno sguardo più ampio. Il Tre di Bastoni parla di crescita oltre i tuoi confini abituali: collaborazioni, occasioni lontane, nuove cerchie. Hai fatto il lavoro di base. Fidati del processo e tieni d’occhio l’orizzonte, perché là fuori nuove possibilità stanno già prendendo forma.',
    reversed:
      'Le navi sono in ritardo. I risultati su cui contavi non sono arrivati, o le cose si stanno svolgendo diversamente da come speravi. Forse la preparazione aveva delle lacune, o forse hai guardato attraverso una lente troppo stretta. Il Tre rovesciato ti chiede di ricontrollare i dettagli e ricalibrare le aspettative, senza lasciare che un solo ritardo ti convinca che tutto il tuo impegno è stato vano.',
    interpretation:
      'Legato al Sole in Ariete, questa carta è la fiducia che illumina la strada davanti. La sua lezione è passare dal fare all’osservare: una volta che hai investito, impara a guardare, aspettare e allargare il campo visivo. L’occasione arriva spesso da una direzione inattesa, una telefonata, un amico all’estero o un progetto che attraversa più discipline. Apriti verso l’esterno e condividi ciò che stai costruendo; potresti trovare molto più sostegno di quanto immaginavi.',
    imagery:
      'Visto di spalle, un uomo sta sulla cima di una scogliera con una mano su un bastone, mentre altri due sono piantati accanto a lui. Sotto si stende una baia dorata dove alcune navi sono in navigazione. Le navi sono i piani già avviati e le ricompense ancora in viaggio; l’acqua dorata allude all’abbondanza; e il fatto di vederlo di spalle ci dice che è un momento per guardare fuori e aspettare, non per voltarsi indietro con ansia.',
    areas: {
      love: {
        upright:
          'La relazione si sta aprendo, e forse state progettando un viaggio o un futuro comune. I legami a distanza sembrano particolarmente promettenti in questo periodo.',
        reversed:
          'Le risposte arrivano più lentamente di quanto vorresti, o le vostre immagini del futuro non coincidono del tutto. Non trarre conclusioni e parlate dei tempi.',
      },
      career: {
        upright:
          'Collaborazioni, lavoro internazionale o progetti tra più gruppi prendono slancio. Il lavoro di base iniziale sta dando frutti; resta aperto a dove porterà.',
        reversed:
          'Un progetto si arena o un partner non rispetta gli impegni. Cerca i punti deboli del processo e tieni pronto un piano B per restare tranquillo.',
      },
      wealth: {
        upright:
          'Investimenti di tempo o di denaro fatti in passato potrebbero cominciare a rendere. Valuta di ampliare le tue fonti di reddito e dai alla crescita il tempo di maturare.',
        reversed:
          'I rendimenti sono più lenti del previsto. Resisti alla voglia di raddoppiare la posta o di scappare in fretta; rivedi il piano e tieni una riserva di liquidità.',
      },
      health: {
        upright:
          'Ti senti meglio, passo dopo passo. Esci all’aperto, riposa lo sguardo su orizzonti lontani e lascia che gli spazi aperti ti ricarichino.',
        reversed:
          'Le lunghe ore alla scrivania o davanti allo schermo ti stanno logorando. Alzati spesso, riposa gli occhi e proteggi il ritmo della tua giornata.',
      },
    },
  },
  'wands-04': {
    keywords: {
      upright: ['festa', 'appartenenza', 'stabilità', 'traguardi'],
      reversed: ['casa instabile', 'sentirsi fuori posto', 'attriti in famiglia', 'gioia rimandata'],
    },
    upright:
      'È una delle carte più felici del mazzo. Una tappa del tuo cammino è compiuta, e finalmente puoi fermarti a festeggiare con le persone che contano. Il Quattro di Bastoni rappresenta fondamenta solide, una casa calda e momenti da ricordare: un’inaugurazione della casa nuova, un fidanzamento, un traguardo di squadra, una riunione piena di gioia. Goditi ciò che hai costruito. Te lo sei meritato.',
    reversed:
      'La festa sembra un po’ sbiadita. Forse ci sono attriti in casa, un evento felice è stato rinviato, o sei circondato da persone ma senti comunque di non appartenere davvero. Il Quattro rovesciato non sminuisce i tuoi traguardi. Ti invita a controllare le radici che ti fanno sentire al sicuro, e a curarle se sono state trascurate.',
    interpretation:
      'Associato a Venere in Ariete, il Quattro trasforma lo slancio focoso in calore e festa. La sua lezione è fermarsi a segnare ogni traguardo lungo la strada. Molti di noi corrono da un obiettivo all’altro senza mai voltarsi a vedere quanta strada hanno fatto. Questa carta ti chiede di creare una piccola cerimonia per te e per chi ti sta intorno: un pasto condiviso, un incontro, un grazie sentito. Momenti così uniscono le persone e ti danno un appoggio per andare avanti.',
    imagery:
      'In primo piano quattro bastoni, coronati da una ghirlanda di fiori e nastri, formano un arco di benvenuto. Due figure alzano mazzi di fiori in segno di saluto, dietro di loro si raduna una folla e un solido castello si staglia contro un cielo giallo oro. La ghirlanda parla di raccolto e benedizione; i quattro bastoni suggeriscono una struttura stabile; il castello è una casa sicura. Tutta la scena vibra di ritorno a casa e di festa.',
    areas: {
      love: {
        upright:
          'Le cose sono serene e dolci: un buon momento per conoscere la famiglia, andare a vivere insieme o parlare di impegno. Chi è single potrebbe trovare intesa con qualcuno a una festa.',
        reversed:
          'Piccoli attriti, o ritmi diversi nel volersi impegnare. Dare un nome al disagio vi avvicinerà più che fingere che vada tutto bene.',
      },
      career: {
        upright:
          'La tua squadra ha raggiunto un vero traguardo: festeggiatelo insieme. L’atmosfera è calda e ti senti riconosciuto e a casa.',
        reversed:
          'Tensione nel gruppo, o risultati passati inosservati. Parla, e assicurati che a te e ai tuoi colleghi venga riconosciuto il merito dovuto.',
      },
      wealth: {
        upright:
          'Le finanze si stanno stabilizzando. Spendere per la casa o la famiglia ha senso adesso, purché la festa resti nel budget.',
        reversed:
          'Le spese domestiche o di trasloco potrebbero metterti alle strette. Fai un bilancio in anticipo ed evita le spese fatte soprattutto per salvare le apparenze.',
      },
      health: {
        upright:
          'Un cuore leggero aiuta anche il corpo a rilassarsi. Passeggiate e pasti condivisi con famiglia o amici sono un modo splendido per ricaricarti.',
        reversed:
          'Trambusto o faccende domestiche rendono difficile staccare. Ritagliati un angolo tranquillo e un orario fisso ogni giorno solo per il riposo.',
      },
    },
  },
  'wands-05': {
    keywords: {
      upright: ['competizione', 'opinioni in contrasto', 'schermaglie', 'attrito'],
      reversed: ['evitare il conflitto', 'tensione sommersa', 'tregua', 'frustrazione repressa'],
    },
    upright:
      'Tutti parlano insieme, e ogni voce vuole vincere. Il Cinque di Bastoni descrive competizione, dibattito e i disordinati dolori della crescita, meno una battaglia amara che un acceso incontro di allenamento. Puoi viverlo come un’occasione per crescere: lo scontro ti mostra dove ti trovi davvero, e ti insegna ad ascoltare punti di vista molto diversi dal tuo.',
    reversed:
      'Il conflitto potrebbe essere finito sottotraccia: nessuno dice niente, ma nessuno ha lasciato perdere. Oppure stai ingoiando le tue opinioni solo per mantenere la pace. Il Cinque rovesciato può anche indicare che la tensione finalmente si allenta. La chiave è capire se si tratta di una vera soluzione o solo di un evitamento travestito da calma.',
    interpretation:
      'Legato a Saturno in Leone, il Cinque è l’attrito che nasce quando l’espressione di sé incontra i limiti del mondo reale. La sua lezione è che il problema non è la competizione in sé: contano le regole e lo scopo. Quando tutti agitano un bastone, chiediti che cosa sta davvero cercando di risolvere il gruppo. Puoi trasformare la lite in discussione e la rivalità in un affinarsi a vicenda. Se le cose diventano troppo caotiche, fai un passo indietro, chiarisci la tua posizione, poi parla.',
    imagery:
      'Cinque giovani brandiscono ciascuno un bastone, e i bastoni si incrociano in ogni direzione su un terreno aperto. Potrebbe essere una rissa, un gioco o un’esercitazione. Le loro tuniche sono tutte di colori diversi e i movimenti non sono coordinati. Gli abiti diversi riflettono provenienze e punti di vista differenti; i bastoni aggrovigliati sono opinioni che si scontrano; e il fatto che nessuno sembri ferito suggerisce una prova di forza e uno spintonarsi più che una vera ostilità.',
    areas: {
      love: {
        upright:
          'Battibecchi per piccole cose, o un rivale in vista. Anche litigare può essere un modo di comunicare, purché si affronti il problema e non la persona.',
        reversed:
          'State entrambi evitando qualcosa, e sotto la calma cresce il risentimento. Scegli un momento rilassato e di’ con dolcezza ciò che va detto.',
      },
      career: {
        upright:
          'La competizione è accesa e le riunioni sono rumorose. Prendila come un palcoscenico per le tue capacità, e tieni il focus sull’idea migliore più che sul vincere.',
        reversed:
          'Lotte interne e rivalità silenziose stanno sfinendo la squadra. Ruoli chiari e regole condivise possono far ripartire la collaborazione.',
      },
      wealth: {
        upright:
          'Un mercato affollato significa prezzi e occasioni in continuo movimento. Confronta le opzioni, chiedi più preventivi e non lasciarti trascinare dall’euforia.',
        reversed:
          'Va affrontato un disaccordo di denaro con qualcuno. Mettere conti e accordi per iscritto ti risparmierà molte discussioni in futuro.',
      },
      health: {
        upright:
          'Tanta energia, ma anche un po’ di irritabilità. Gli sport di squadra possono scaricare bene lo stress; solo, non lasciare che la competitività ti porti a farti male.',
        reversed:
          'Una frustrazione non detta potrebbe irrigidirti le spalle e disturbarti il sonno. Scrivi un diario o parlane con qualcuno, così che abbia un posto dove andare.',
      },
    },
  },
  'wands-06': {
    keywords: {
      upright: ['vittoria', 'riconoscimento', 'fiducia in sé', 'successo pubblico'],
      reversed: ['impegno non riconosciuto', 'arroganza', 'insicurezza', 'caduta in disgrazia'],
    },
    upright:
      'Il tuo duro lavoro è stato notato. Il Sei di Bastoni è la parata della vittoria: una promozione, un premio, un progetto che va a segno, o semplicemente qualcuno che finalmente ti dice che sei stato bravissimo. Concediti di goderti il momento, perché questo riconoscimento alimenterà la fiducia che ti serve per ciò che verrà. E ricordati di ringraziare chi ti ha sostenuto lungo la strada.',
    reversed:
      'Forse hai dato moltissimo e ricevuto poco riconoscimento, e ora dubiti di te. Oppure il successo è arrivato così in fretta che l’opinione degli altri ha cominciato a contare troppo, e si è insinuato un pizzico di arroganza. Il Sei rovesciato ti ricorda di ancorare il tuo valore in te stesso, non negli applausi.',
    interpretation:
      'Legata a Giove in Leone, questa carta è il punto in cui crescita e fiducia in sé si incontrano in un momento di gloria. La sua lezione è come portare bene il successo: né liquidarlo con falsa modestia né lasciare che gli applausi diventino il tuo unico carburante. Nota quali competenze e scelte ti hanno davvero fatto vincere, perché sono quelle le tue vere risorse. Poi condividi la ribalta con chi ti ha aiutato. La leadership tende a crescere ogni volta che il riconoscimento viene condiviso.',
    imagery:
      'Un uomo con una corona d’alloro cavalca un cavallo bianco in mezzo alla folla, e un’altra corona è legata al bastone che tiene alto. Le persone intorno a lui alzano i loro bastoni come per accogliere un eroe che torna a casa. L’alloro rappresenta vittoria e onore; il cavallo bianco una forza limpida e un successo meritato; la folla il riconoscimento pubblico, e la verità che nessuno trionfa del tutto da solo.',
    areas: {
      love: {
        upright:
          'Il tuo fascino brilla e l’ammirazione arriva facilmente. In una relazione stabile, il partner è sinceramente orgoglioso di ciò che hai raggiunto.',
        reversed:
          'Ti senti dato per scontato, o tieni troppo a come la relazione appare agli altri. Comincia col dire di che cosa hai davvero bisogno.',
      },
      career: {
        upright:
          'È probabile un riconoscimento pubblico: una promozione, un premio o un’occasione di grande visibilità. Fatti avanti e mostra ciò che sai fare.',
        reversed:
          'Il tuo contributo è stato ignorato o se l’è preso qualcun altro. Documenta i tuoi risultati e presentali con chiarezza nella sede giusta.',
      },
      wealth: {
        upright:
          'Il reddito potrebbe crescere insieme ai tuoi traguardi, magari con un premio o una gratifica. Gestiscilo con costanza; non serve ostentarlo.',
        reversed:
          'Spendere per fare colpo, o correre rischi sull’onda dell’eccessiva sicurezza. Riporta gli acquisti ai bisogni reali, non agli sguardi altrui.',
      },
      health: {
        upright:
          'La fiducia alimenta la tua vitalità. Iscriviti a una gara o fissati una sfida di forma, e goditi il brivido di superare il tuo record.',
        reversed:
          'Inseguire la prestazione perfetta ti sta rendendo teso. Concediti di essere imperfetto e mantieni una routine regolare con il giusto riposo.',
      },
    },
  },
  'wands-07': {
    keywords: {
      upright: ['difendere la propria posizione', 'coraggio', 'difesa', 'perseveranza'],
      reversed: ['sopraffazione', 'cedere', 'sfinimento', 'atteggiamento difensivo'],
    },
    upright:
      'Hai raggiunto un terreno più alto, ed è proprio per questo che gli sfidanti continuano ad arrivare. Il Sette di Bastoni parla di difendere la tua posizione: restare saldo davanti a dubbi, concorrenza o pressioni con coraggio e perseveranza. Non devi trattare tutti da nemici, ma devi sapere che cosa vale la pena proteggere, e poi proteggerlo senza scusarti.',
    reversed:
      'Combatti da così tanto tempo che le forze ti stanno abbandonando e cominci a pensare di arrenderti. Oppure tratti ogni commento come un attacco, e le tue difese sono diventate una gabbia. Il Sette rovesciato ti chiede se questa battaglia valga ancora la pena. A volte lasciar andare, o chiedere rinforzi, è la forma più saggia di perseveranza.',
    interpretation:
      'Associato a Marte in Leone, il Sette porta un coraggio che si rifiuta di indietreggiare. La sua lezione è distinguere la convinzione dalla testardaggine. Restare saldo sotto pressione per qualcosa in cui credi davvero è forza vera; impuntarti solo perché odi perdere ti sfinirà. Scrivi che cosa stai difendendo e perché conta. Conoscere le tue ragioni ti permette di tenere la posizione con più calma, e ti aiuta a capire quando puoi allentare la presa senza pericolo.',
    imagery:
      'Un uomo su un’altura stringe un solo bastone e respinge altri sei che gli vengono puntati contro dal basso. Ai piedi porta due scarpe diverse, come se si fosse vestito in fretta. L’altura è il vantaggio che ha già conquistato; i sei bastoni sono sfide da ogni lato; le scarpe spaiate suggeriscono che è stato colto non del tutto preparato, eppure sceglie di non cedere di un passo.',
    areas: {
      love: {
        upright:
          'Potresti dover difendere questa relazione, o la tua scelta di fronte alla disapprovazione altrui. Proteggila con fermezza ma con gentilezza.',
        reversed:
          'Stare sempre sulla difensiva rende difficile l’intimità. Lascia andare il bisogno di vincere e ascolta che cosa prova davvero il tuo partner.',
      },
      career: {
        upright:
          'I concorrenti ti girano intorno e la tua posizione è messa alla prova. Difendi il tuo lavoro con competenza e preparazione; non devi cedere a ogni voce.',
        reversed:
          'La pressione è così forte che vorresti ritirarti. Individua quali compiti potrebbero essere condivisi, e chiedi sostegno al tuo responsabile o ai colleghi.',
      },
      wealth: {
        upright:
          'Proteggere ciò che hai conta più di un’espansione audace. Attieniti al tuo budget e non lasciarti convincere facilmente a cambiarlo.',
        reversed:
          'Uno stress economico continuo ti sta logorando. Elenca i problemi uno per uno e consulta un professionista invece di portare tutto da solo.',
      },
      health: {
        upright:
          'Sei resiliente, ma vivere in stato d’allerta accumula tensione. Assicurati che accanto a tutta quella determinazione ci sia del vero riposo in agenda.',
        reversed:
          'Una pressione prolungata ti lascia svuotato, inquieto o con il sonno disturbato. Rallenta, e se continua rivolgiti a un professionista.',
      },
    },
  },
  'wands-08': {
    keywords: {
      upright: ['progressi rapidi', 'notizie', 'azione', 'viaggi'],
      reversed: ['ritardi', 'impazienza', 'malintesi', 'energia dispersa'],
    },
    upright:
      'All’improvviso tutto si muove. Piani che erano fermi cominciano a scorrere, le notizie arrivano a raffica e potresti dover rispondere in fretta. L’Otto di Bastoni segnala progressi rapidi, comunicazioni chiare e la possibilità di viaggiare. Non è il momento di rimuginare. Cavalca lo slancio e approfitta di un periodo in cui le porte si aprono quasi più in fretta di quanto riesci ad attraversarle.',
    reversed:
      'Il ritmo si è inceppato. I messaggi arrivano in ritardo, i piani cambiano all’ultimo momento, o la tua stessa impazienza sta complicando le cose. L’Otto rovesciato ti chiede di allentare l’acceleratore e controllare la rotta prima di ripartire. La velocità non è mai stata l’obiettivo in sé; conta arrivare dove volevi davvero andare.',
    interpretation:
      'Legata a Mercurio in Sagittario, questa carta è pensiero e messaggio che volano a tutta velocità. La sua lezione è come gestire la rapidità. Quando le occasioni ti arrivano addosso come frecce, ti serve un ordine chiaro di priorità, non un sì a tutto. Metti in fila le cose da fare, rispondi ai messaggi che contano e lascia aspettare quelli banali. E dopo uno scatto, lasciati un po’ di spazio bianco per assorbire ciò che è cambiato.',
    imagery:
      'Otto bastoni attraversano in diagonale un cielo aperto in formazione ordinata, come frecce che stanno per atterrare. Nella scena non ci sono persone, solo campi tranquilli, un fiume e una casetta su una collina lontana. L’assenza di figure sposta l’attenzione sugli eventi stessi; i bastoni in volo sono notizie, azioni ed energia in rapido transito; la loro inclinazione verso il basso suggerisce che tutto sta per toccare terra, e che gli esiti saranno presto chiari.',
    areas: {
      love: {
        upright:
          'Le cose corrono: una relazione potrebbe diventare ufficiale in fretta, o i messaggi volano avanti e indietro. Gli innamorati a distanza potrebbero presto ritrovarsi.',
        reversed:
          'Malintesi nei messaggi, o un ritmo che sembra troppo veloce per stare tranquilli. Rallentate e assicuratevi di essere sulla stessa lunghezza d’onda.',
      },
      career: {
        upright:
          'I progetti accelerano e gli inviti si accumulano: viaggi, colloqui, nuove proposte. Resta efficiente, ma verifica che i tuoi messaggi arrivino chiari.',
        reversed:
          'I progressi sono bloccati, o la fretta genera errori di distrazione. Chiarisci le priorità e rileggi i documenti importanti prima di premere invio.',
      },
      wealth: {
        upright:
          'Il denaro circola più in fretta e i pagamenti potrebbero arrivare puntuali. Tieni traccia e pianifica man mano che entra, così non esce altrettanto velocemente.',
        reversed:
          'Pagamenti in ritardo e ordini d’impulso sono più probabili del solito. Prima di ogni grande decisione finanziaria, concediti un periodo di riflessione.',
      },
      health: {
        upright:
          'Energia alta e recupero veloce, ideali per attività ritmiche come corsa o bicicletta. Fai un buon riscaldamento invece di partire a freddo.',
        reversed:
          'Un ritmo frenetico ti lascia sovraeccitato o svuotato. Taglia gli impegni superflui e proteggi il tempo per pasti veri e per dormire.',
      },
    },
  },
  'wands-09': {
    keywords: {
      upright: ['resilienza', 'tenacia', 'vigilanza', 'confini'],
      reversed: ['sfinimento', 'sospetto', 'eccesso di difese', 'voglia di mollare'],
    },
    upright:
      'Hai fatto tanta strada, porti qualche cicatrice e sei ancora in piedi. Il Nove di Bastoni parla di grinta: il traguardo è vicino, e devi resistere solo ancora un po’. L’esperienza ti ha reso attento e più capace di proteggerti, e questa forza merita di essere riconosciuta. Mantieni saldi i tuoi confini e potrai percorrere l’ultimo tratto.',
    reversed:
      'Sei stanco, così stanco da dubitare di tutto, persino della gentilezza. Il Nove rovesciato ti ricorda che perseverare non significa stringere i denti all’infinito. Forse è il momento di riposare, accettare aiuto o chiederti con sincerità se questa strada fa ancora per te. Abbassare un po’ la guardia non equivale a perdere la battaglia.',
    interpretation:
      'Legata alla Luna in Sagittario, questa carta intreccia la memoria emotiva e una fede ostinata nella strada che resta. La sua lezione è riconoscere sia le tue ferite sia la tua forza. Le difficoltà passate possono averti insegnato a stare sempre in guardia, ma non ogni situazione richiede l’armatura completa. Prova a fare ordine tra i tuoi confini: quali ti tengono al sicuro, e quali tengono lontano il sostegno? Concediti spazio per respirare, poi riprendi il cammino; l’ultimo tratto ti sembrerà più saldo.',
    imagery:
      'Un uomo con la testa fasciata si appoggia a un bastone, stringendolo con entrambe le mani e lanciando un’occhiata guardinga di lato. Dietro di lui altri otto bastoni stanno in fila come una palizzata. La fasciatura racconta battaglie già combattute; i bastoni alle sue spalle sono le difese e i confini che ha costruito; lo sguardo vigile mostra che è ancora in guardia, anche se la stanchezza di una lunga veglia è evidente.',
    areas: {
      love: {
        upright:
          'Vecchie ferite ti rendono prudente, ed è comprensibile. Prenditi il tuo tempo, lascia che la fiducia cresca poco a poco e non sentirti obbligato a dare tutto subito.',
        reversed:
          'La tua guardia è così alta che chi cerca di raggiungerti si sente respinto. Separa le vecchie ferite dalla persona che hai davanti.',
      },
      career: {
        upright:
          'Sei nello sprint finale. È faticoso, ma la tenacia darà risultati. Mantieni i tuoi standard e non mollare proprio all’ultimo ostacolo.',
        reversed:
          'Una pressione prolungata ti sta bruciando. Verifica se il tuo carico di lavoro è ragionevole e parla con il tuo responsabile per adattare i ritmi.',
      },
      wealth: {
        upright:
          'Tieni la rotta ancora per un po’ sul piano economico, proteggendo risparmi e budget. La prudenza di adesso ti darà un appoggio più solido quando le cose cambieranno.',
        reversed:
          'Le preoccupazioni di denaro ti tengono sulle spine. Fai una mappa chiara di entrate e uscite, e consulta un esperto finanziario se serve.',
      },
      health: {
        upright:
          'Sei in via di guarigione. Abbi pazienza, mantieni una routine regolare ed evita di tornare subito alla massima intensità appena ti senti meglio.',
        reversed:
          'Stanchezza e tensione si sono accumulate in silenzio. Prendi sul serio il riposo, e se il malessere continua chiedi senza indugio il parere di un professionista.',
      },
    },
  },
  'wands-10': {
    keywords: {
      upright: ['fardello', 'troppi impegni', 'pressione', 'duro lavoro'],
      reversed: ['posare il carico', 'delegare', 'esaurimento', 'lasciar andare'],
    },
    upright:
      'Stai trascinando decisamente troppo, e niente di tutto ciò ti sembra facoltativo. Il Dieci di Bastoni è il peso della responsabilità: lavoro, famiglia e le aspettative di tutti accatastati sulle tue spalle. Non sei lontano dalla meta, ma vale la pena chiederti se ciascuno di questi fardelli debba davvero essere portato da te, e da te soltanto.',
    reversed:
      'O il carico è diventato quasi insopportabile, o finalmente ti accorgi che ti è permesso posarne una parte. Il Dieci rovesciato contiene entrambe le possibilità: un avvertimento sull’esaurimento e un’apertura per alleggerirti. Imparare a dire di no e a delegare non è debolezza. È il tipo di saggezza che ti permette di arrivare fino in fondo.',
    interpretation:
      'Legata a Saturno in Sagittario, questa carta è l’idealismo piegato sotto il peso della realtà. La sua lezione è fare l’inventario di ciò che porti. Quali fardelli sono responsabilità reali, e quali nascono dall’abitudine, dal senso di colpa o dalla convinzione che solo tu possa fare le cose per bene? Fai una lista e segna ciò che potrebbe essere affidato ad altri, rimandato o lasciato del tutto. Il fuoco ha bisogno d’aria per continuare a bruciare; concediti un po’ di respiro perché il tuo entusiasmo non venga soffocato.',
    imagery:
      'Un uomo, piegato quasi in due, stringe tra le braccia un fascio di dieci bastoni e arranca verso una casa in lontananza. I bastoni gli coprono la vista, tanto che riesce a malapena a vedere il sentiero davanti a sé. I dieci bastoni sono responsabilità e compiti ammucchiati l’uno sull’altro; il corpo curvo è lo sforzo; la vista ostruita mostra come il sovraccarico ci tolga la prospettiva, mentre la casa ricorda che la fine del viaggio è a portata di mano.',
    areas: {
      love: {
        upright:
          'Stai portando sulle spalle troppo della relazione, o il prenderti cura dell’altro è diventato il tuo unico ruolo. Esprimi i tuoi bisogni e lascia che il partner condivida il peso.',
        reversed:
          'Stai smettendo di dare troppo e riequilibrando le cose, o ti accorgi che una relazione è semplicemente troppo estenuante e merita una revisione sincera.',
      },
      career: {
        upright:
          'Lavoro e responsabilità si accumulano. Finito il compito attuale, fai una vera conversazione sulla divisione del lavoro prima di restare a secco.',
        reversed:
          'Delegare e dire di no cominciano ad alleggerire il carico. Se sei già allo stremo, valuta un cambio di ruolo o di ritmo.',
      },
      wealth: {
        upright:
          'Impegni come prestiti o spese familiari ti pesano. Mettili in ordine di priorità e affrontali uno alla volta invece di voler sistemare tutto insieme.',
        reversed:
          'C’è la possibilità di alleggerire la pressione, per esempio estinguendo parte di un debito. Se ti sembra ingestibile, chiedi una consulenza finanziaria professionale.',
      },
      health: {
        upright:
          'Il corpo ti segnala stanchezza, spesso sotto forma di spalle e schiena contratte. Riduci gli straordinari e fai spazio allo stretching e a un sonno vero.',
        reversed:
          'Quando sei così svuotato, smetti di stringere i denti. Concediti un riposo autentico, e se continui a non stare bene consulta subito un professionista.',
      },
    },
  },
  'wands-11': {
    keywords: {
      upright: ['curiosità', 'esplorazione', 'notizie entusiasmanti', 'idee fresche'],
      reversed: ['entusiasmo fugace', 'immaturità', 'notizie in ritardo', 'mancanza di direzione'],
    },
    upright:
      'Arriva una scarica di entusiasmo: una buona notizia, un argomento che non vedi l’ora di imparare o un’avventura improvvisata. Il Fante di Bastoni incarna la curiosità e uno spirito audace. Non sa esattamente dove porti la strada, ma ha comunque voglia di mettersi in cammino. Concediti di essere di nuovo un principiante e prova qualcosa con coraggio, senza bisogno di essere già bravo.',
    reversed:
      'L’entusiasmo divampa e si spegne altrettanto in fretta. Forse hai iniziato dieci cose senza finirne nessuna. Il Fante rovesciato può anche indicare notizie che tardano, o piccoli guai nati da scelte impulsive e poco meditate. Invece di inseguire la prossima idea scintillante, scegli una cosa che hai già cominciato e restaci per un po’.',
    interpretation:
      'Il volto più giovane del fuoco, il Fante rappresenta una passione che sta appena germogliando e una gran fame di imparare. La sua lezione è proteggere la tua curiosità imparando anche a concentrarti. Gli occhi del principiante ti danno il coraggio di provare, ma una crescita vera chiede un po’ di pazienza. Quando compare questa carta, scegli l’argomento che ti entusiasma di più e dedicagli un mese di esplorazione autentica. Guarda fin dove può portarti quella scintilla.',
    imagery:
      'Una giovane figura sta in un deserto, reggendo con entrambe le mani un alto bastone e guardando con curiosità le foglie che spuntano dalla sua cima. La tunica è decorata con salamandre, e in lontananza si alzano tre colline simili a piramidi. Il deserto è un territorio inesplorato; le salamandre rappresentano il fuoco e il suo potere di trasformare; l’espressione rapita coglie la meraviglia a occhi spalancati dell’esploratore davanti a ogni novità.',
    areas: {
      love: {
        upright:
          'Potrebbe arrivare un messaggio civettuolo o un invito emozionante. Mantieni le cose leggere e sincere, e goditi il brivido di conoscere qualcuno.',
        reversed:
          'Il suo interesse potrebbe accendersi e spegnersi in fretta, o il tuo. Osserva come evolvono le cose nel tempo prima di investire il cuore.',
      },
      career: {
        upright:
          'Ideale per imparare nuove competenze, esplorare un nuovo settore o seguire un corso di formazione. Entusiasmo e creatività fanno un’ottima impressione.',
        reversed:
          'Tante idee e poca continuità, o errori dovuti all’inesperienza. Chiedi consiglio a un mentore e prenditi il tempo di costruire bene le basi.',
      },
      wealth: {
        upright:
          'Potrebbe comparire una piccola nuova fonte di reddito, o potresti cominciare a imparare a gestire il denaro. Affrontalo da studente e procedi passo dopo passo.',
        reversed:
          'Acquisti d’impulso e investimenti di moda sono allettanti. Assicurati di capire prima di agire, e fissati un limite di spesa preciso.',
      },
      health: {
        upright:
          'Prova uno sport nuovo o un corso che ti incuriosisce da tempo. Mantieni un tono giocoso, perché la novità in sé può dare al corpo una vera spinta.',
        reversed:
          'I tuoi programmi di allenamento continuano a partire e fermarsi. Abbassa l’asticella a dieci minuti al giorno e lascia crescere l’abitudine da lì.',
      },
    },
  },
  'wands-12': {
    keywords: {
      upright: ['azione', 'avventura', 'slancio', 'viaggi'],
      reversed: ['avventatezza', 'impazienza', 'questioni lasciate a metà', 'impulsività'],
    },
    upright:
      'Sei carico di energia e vuoi lanciarti dritto verso la tua meta. Il Cavaliere di Bastoni rappresenta l’avventura audace, i viaggi o i trasferimenti, e una spinta da “facciamolo e basta” che rompe il ristagno e mette le cose in moto in fretta. Vai a prenderti ciò che vuoi con entusiasmo e fidati del tuo coraggio. Solo, dai un’occhiata alla mappa prima di partire al galoppo.',
    reversed:
      'Lo slancio è scivolato nell’avventatezza: buttarti prima che il piano sia chiaro, o cambiare direzione appena incontri resistenza. Il Cavaliere rovesciato può anche segnalare un carattere irascibile, o una storia d’amore che arriva e se ne va come un colpo di vento. Rallenta il passo e dai una direzione alla tua passione, così che scaldi qualcosa invece di bruciare tutto ciò che incontra.',
    interpretation:
      'Portatore dello spirito focoso del Sagittario, il Cavaliere desidera libertà, orizzonti lontani e sfide. La sua lezione è lasciare che coraggio e giudizio cavalchino insieme. L’audacia è un dono: ti permette salti che altri non fanno. Senza direzione, però, lascia dietro di sé una scia di imprese a metà. Prima di agire, chiediti dove vuoi arrivare e che cosa conta di più in questo viaggio. Parti alla carica con quelle risposte in mano, e atterrerai molto più vicino a ciò che desideri davvero.',
    imagery:
      'Un cavaliere con una tunica decorata a salamandre monta un cavallo impennato, bastone in mano, e il pennacchio rosso dell’elmo ondeggia come una fiamma. Dietro di lui si stendono il deserto e colline a forma di piramide. Il cavallo impennato è uno slancio impaziente; il pennacchio infuocato è passione e spinta; il deserto suggerisce che corre verso luoghi lontani e sconosciuti, affamato di avventura e di ciò che si trova oltre la prossima cresta.',
    areas: {
      love: {
        upright:
          'L’amore è passionale e diretto, e potrebbe irrompere una persona magnetica e intraprendente. Goditi il calore, ma osserva se i vostri ritmi coincidono davvero.',
        reversed:
          'Dentro in fretta, fuori in fretta, o qualcuno che non vuole mettere radici. Non lasciare che un’ondata di passione ti accechi; guarda alla costanza nel tempo.',
      },
      career: {
        upright:
          'Porta avanti i tuoi progetti con audacia e punta su viaggi o incarichi all’estero. L’iniziativa è il tuo punto di forza, quindi tieni informata la squadra.',
        reversed:
          'Decisioni affrettate e continui cambi di direzione stanno diluendo i tuoi risultati. Finisci ciò che hai tra le mani prima di inseguire la cosa successiva.',
      },
      wealth: {
        upright:
          'Potrebbero presentarsi guadagni rapidi, ma anche rischi. Fai prima i compiti di base e fissa un limite chiaro a quanto impegni.',
        reversed:
          'Spese impulsive o scommesse aggressive potrebbero costarti. Datti delle regole e non prendere mai decisioni di denaro sull’onda dell’emozione.',
      },
      health: {
        upright:
          'Energia alta, perfetta per attività all’aperto o avventurose. Fai riscaldamento e usa l’attrezzatura giusta perché la fretta non ti procuri un infortunio.',
        reversed:
          'L’irrequietezza ti stanca e ti rende incline agli incidenti. Rallenta i movimenti, programma un vero riposo e non lasciare il corpo sempre sotto tensione.',
      },
    },
  },
  'wands-13': {
    keywords: {
      upright: ['fiducia in sé', 'carisma', 'calore', 'indipendenza'],
      reversed: ['gelosia', 'insicurezza', 'bisogno di controllo', 'volubilità'],
    },
    upright:
      'Irradi una luce calda e sicura che illumina chi ti sta intorno, mentre ti prendi cura anche di te. La Regina di Bastoni rappresenta indipendenza, magnetismo e un modo di guidare vivace e a cuore aperto. È appassionata e decisa, e sa che cosa vuole. Ora fidati del tuo istinto e delle tue capacità, e lascia che le persone vedano chi sei davvero.',
    reversed:
      'Quando la fiducia vacilla, quel fuoco può trasformarsi in gelosia, impazienza o bisogno di controllare tutto. Forse stai riversando così tanta energia sugli altri che i tuoi bisogni sono scivolati fuori dalla lista. La Regina rovesciata ti chiede di tornare alla tua fiamma interiore e di ricaricarti prima di tutto; poi avrai di nuovo luce da condividere.',
    interpretation:
      'Portatrice dell’energia pionieristica dell’Ariete, la Regina la esprime con maturità e calore. La sua lezione è che la vera fiducia in sé non ha bisogno di confronti. Non si dimostra mettendo in ombra qualcuno; prende semplicemente il posto che le spetta. Impara da lei: parla con coraggio, sii generoso con le persone e mantieni i tuoi confini. Chiediti come puoi condividere il tuo calore oggi senza bruciarti nel farlo.',
    imagery:
      'Una regina siede eretta sul trono, un bastone in una mano e un girasole nell’altra, con un gatto nero seduto ai suoi piedi. Sul trono sono scolpiti dei leoni, e il cielo alle sue spalle è luminoso. Il girasole rappresenta vitalità e ottimismo; i leoni coraggio e forza; il gatto nero la sua intuizione e le sue profondità nascoste, a mostrare che accoglie il proprio lato d’ombra ed è intera proprio per questo.',
    areas: {
      love: {
        upright:
          'Il tuo carisma attira le persone senza sforzo. Restare autentico e indipendente all’interno di una relazione ti rende ancora più ammirato e degno di fiducia.',
        reversed:
          'Gelosia o insicurezza si stanno insinuando nella relazione. Condividi apertamente le tue preoccupazioni invece di cercare di gestire l’altra persona.',
      },
      career: {
        upright:
          'Puoi guidare con sicurezza, bilanciando risultati e capacità relazionali. Punta al ruolo di guida e lascia brillare il tuo talento organizzativo.',
        reversed:
          'Destreggiarti tra troppe cose ti rende irascibile, o convinto di dover fare tutto da solo. Fidati degli altri e affidane una parte.',
      },
      wealth: {
        upright:
          'Sul denaro hai le idee chiare e decidi con nettezza. Ha senso ora investire con giudizio nelle tue passioni o nella tua attività.',
        reversed:
          'Attento alle spese emotive, o a quelle fatte per dimostrare qualcosa. Fermati e chiediti se questo acquisto ti soddisferà davvero.',
      },
      health: {
        upright:
          'Sei vivace e raggiante di energia. Continua a muoverti e mantieni una routine quotidiana regolare, così che questa vitalità duri ben oltre una buona settimana.',
        reversed:
          'Prenderti cura di tutti ti ha lasciato sfinito. Prenota del tempo solo per te, e nota dove lo stress ti rende irritabile.',
      },
    },
  },
  'wands-14': {
    keywords: {
      upright: ['leadership', 'visione', 'audacia', 'spirito imprenditoriale'],
      reversed: ['prepotenza', 'arroganza', 'impazienza', 'pretese irrealistiche'],
    },
    upright:
      'Hai la visione e il coraggio per guidare gli altri in avanti. Il Re di Bastoni è una leadership matura: vedere il quadro d’insieme, decidere senza tentennare e accendere le persone con il tuo entusiasmo. È una carta forte per avviare un’impresa, guidare un progetto o assumerti responsabilità importanti. Fidati del tuo giudizio e trasforma la tua visione in qualcosa di reale.',
    reversed:
      'La guida è scivolata nel dettare legge. Forse stai forzando i risultati, liquidando i contributi altrui o pretendendo troppo dagli altri. Oppure nella tua orbita c’è una persona impositiva con cui è difficile ragionare. Il Re rovesciato ti ricorda che l’autorità autentica si costruisce sulla fiducia, non sulla pressione. Rallenta e ascolta davvero le persone che guidi.',
    interpretation:
      'Associato al Leone, il Re è il fuoco nella sua forma più stabile e matura. La sua lezione è trasformare la passione personale in una visione condivisa. Un grande leader non si limita a bruciare intensamente: accende gli altri. Quando compare questa carta, considera che cosa stai guidando, una squadra, una famiglia o semplicemente la tua vita. Indica con chiarezza la tua direzione, lascia spazio agli altri per partecipare, e la tua influenza arriverà molto più lontano.',
    imagery:
      'Un re siede sul trono sporgendosi leggermente in avanti, stringendo un bastone in germoglio come se fosse pronto a scattare all’azione. Leoni e salamandre decorano il trono alle sue spalle, e una piccola salamandra riposa ai suoi piedi. La postura protesa in avanti è decisione e prontezza; i leoni sono coraggio e presenza regale; le salamandre che si mordono la coda segnalano una creatività e una visione che continuano a rinnovarsi.',
    areas: {
      love: {
        upright:
          'Sei affidabile e coinvolto, pronto a progettare un futuro insieme. Potresti anche incontrare una persona matura con un’aria naturale da leader.',
        reversed:
          'Forse stai passando sopra ai sentimenti del partner. Prova a sostituire «ho deciso» con «troviamo una soluzione insieme», e lascia spazio per respirare.',
      },
      career: {
        upright:
          'Un ottimo momento per avviare un’impresa, guidare una squadra o prendere grandi decisioni. Visione e decisione ti faranno guadagnare fiducia e seguaci leali.',
        reversed:
          'Uno stile pesante o impaziente sta provocando resistenze. Ascolta più da vicino la tua squadra, perché le tue decisioni siano più complete.',
      },
      wealth: {
        upright:
          'Sul denaro hai uno sguardo lungo e sai pianificare bene gli investimenti d’impresa. Esegui con costanza e lasciati margine per adattarti.',
        reversed:
          'L’eccesso di sicurezza potrebbe farti sottovalutare i rischi. Verifica i fatti da più angolazioni prima delle grandi decisioni, invece di andare avanti a forza di spavalderia.',
      },
      health: {
        upright:
          'Sei pieno di slancio e di energia. Continua ad allenarti, e assicurati che tra un periodo intenso e l’altro ci siano momenti di vero riposo.',
        reversed:
          'Lunghi periodi di leadership sotto pressione generano irritabilità e sonno disturbato. Delega, mantieni orari regolari e chiedi un parere professionale se serve.',
      },
    },
  },
};
