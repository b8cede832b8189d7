import type { CardBodyTable } from '../../types';

export const swords: CardBodyTable = {
  'swords-01': {
    keywords: {
      upright: ['chiarezza', 'verità', 'svolta', 'pensiero deciso'],
      reversed: ['confusione', 'errore di giudizio', 'parole dure', 'verità offuscata'],
    },
    upright:
      'Una lama luminosa e netta taglia la nebbia. L’Asso di Spade è una svolta mentale: all’improvviso vedi qual è davvero il problema, e che cosa va detto o fatto al riguardo. Può arrivare come un’intuizione chiave, una conversazione sincera o una decisione che rimandi da troppo tempo. In questo momento la tua mente è affilata: usa questa chiarezza finché dura. Dai un nome alla verità e decidi.',
    reversed:
      'La spada è nella tua mano, ma la presa è incerta. Forse stai pensando troppo, annegando nelle informazioni finché nulla ha più senso, o forse le tue parole escono più veloci e taglienti di quanto vorresti. L’Asso rovesciato suggerisce che la chiarezza ha bisogno di tempo per depositarsi. Rimanda i verdetti, separa i fatti dalle supposizioni e verifica che cosa sai davvero.',
    interpretation:
      'L’Asso è la pura radice dell’aria: intelletto, linguaggio e forza della verità. Una spada taglia da due parti: da un lato squarcia la confusione, dall’altro ferisce le persone. La sua lezione è usare mente e parole con onestà, ma con cura. Quando compare, riduci ciò che ti turba a una sola frase, poi fatti due domande: che cosa so con certezza, e di che cosa ho paura? Una volta separate le due cose, spesso la risposta è evidente.',
    imagery:
      'Una mano esce da una nuvola stringendo una spada a doppio taglio puntata dritta verso l’alto. La sua punta trafigge una corona d’oro da cui pendono un ramo d’ulivo e una fronda di palma, mentre piccole gocce di luce dorata fluttuano nell’aria. Sotto si alzano picchi spogli e frastagliati. La corona è la padronanza e la vittoria della mente; l’ulivo e la palma rappresentano pace e trionfo; il doppio taglio ricorda che la verità ha due lati; le montagne aspre alludono al fatto che la chiarezza si conquista spesso affrontando qualcosa di difficile.',
    areas: {
      love: {
        upright:
          'È il momento di chiarire le cose e di essere sinceri su dove si trova davvero la relazione. Una conversazione franca potrebbe cambiare le cose in meglio.',
        reversed:
          'Frecciatine, sospetti, o due persone che si parlano senza capirsi. Prendi un respiro prima di parlare, perché un momento tagliente non lasci una ferita duratura.',
      },
      career: {
        upright:
          'Il tuo pensiero è nitido, il che rende questo momento ideale per decisioni, proposte, trattative o problemi spinosi. Fidati del tuo giudizio: ora è insolitamente affidabile.',
        reversed:
          'Informazioni confuse o una decisione sbagliata hanno portato il lavoro sulla strada sbagliata. Ricontrolla i fatti prima del prossimo passo ed evita verdetti affrettati.',
      },
      wealth: {
        upright:
          'Metti in ordine i conti, leggi le clausole in piccolo e prendi una decisione razionale sul denaro. Lascia parlare i numeri, non l’umore.',
        reversed:
          'Informazioni parziali potrebbero trarti in inganno, o potresti essere tentato di firmare o pagare prima di aver capito. Una domanda in più, una verifica in più, valgono sempre la pena.',
      },
      health: {
        upright:
          'Una mente lucida rende facile fissare obiettivi di benessere precisi. È anche un buon momento per fare il punto sulla salute e prenotare il controllo che rimandi da tempo.',
        reversed:
          'Una mente che corre ti tiene teso e sveglio. Concedi al cervello un po’ di spazio vuoto e metti via il telefono prima di dormire; se l’insonnia persiste, parlane con un medico.',
      },
    },
  },
  'swords-02': {
    keywords: {
      upright: ['stallo', 'scelta difficile', 'evitamento', 'tregua fragile'],
      reversed: ['indecisione', 'sovraccarico di informazioni', 'scelta forzata', 'vedere la verità'],
    },
    upright:
      'Presa tra due opzioni e incapace di scegliere, ti sei messo una benda sugli occhi e hai premuto pausa. Il Due di Spade è la carta dello stallo e dell’evitamento. La logica diventa un muro che tiene fuori i sentimenti, e in superficie tutto sembra calmo. Questa tregua può darti un po’ di respiro, ma non può durare per sempre. Prima o poi la benda dovrà cadere, perché tu possa vedere dove ti trovi davvero.',
    reversed:
      'Lo stallo comincia a incrinarsi. Forse una pressione esterna ti sta costringendo a decidere, o ti arrivano così tante informazioni che scegliere sembra ancora più difficile. Oppure sei finalmente pronto a toglierti la benda e affrontare ciò che hai schivato. Il Due rovesciato ti ricorda che anche non decidere è una decisione, quindi è meglio scegliere che lasciare che siano altri a scegliere per te.',
    interpretation:
      'Legato alla Luna in Bilancia, il Due è il punto in cui sentire e soppesare si aggrovigliano senza speranza. La sua lezione è ammettere ciò che stai evitando. Spesso conosciamo già la risposta; ciò che temiamo è conviverne con le conseguenze. Scrivi quanto ti costerebbe ciascuna opzione, poi chiedi al tuo corpo quale ti fa tirare un sospiro di sollievo. Anche l’intuizione è un’informazione, e merita un posto accanto alla logica.',
    imagery:
      'Una donna bendata in veste bianca siede su una panca di pietra in riva al mare, le braccia incrociate sul petto e una lunga spada in ciascuna mano. Alle sue spalle si stendono acque calme e scogli sparsi, con una falce di luna in alto. La benda è la mancanza di volontà o di capacità di vedere; le braccia incrociate formano uno scudo intorno al cuore; il mare alle sue spalle contiene le emozioni che tiene a distanza; la falce di luna suggerisce che la risposta sta nella sua intuizione.',
    areas: {
      love: {
        upright:
          'Sei diviso tra due persone o due strade, o chiuso in un silenzio freddo con il partner. Evitare prolunga soltanto la tensione, quindi comincia col dare voce alle tue preoccupazioni.',
        reversed:
          'Le questioni che avete entrambi schivato stanno emergendo e chiedono una risposta. Affrontatele con sincerità: è meglio che fingere che vada tutto bene.',
      },
      career: {
        upright:
          'Una difficile scelta tra due alternative, o una squadra bloccata in un’impasse. Raccogli abbastanza informazioni, poi datti una scadenza precisa per decidere.',
        reversed:
          'Troppe opinioni ti stanno paralizzando. Torna all’obiettivo centrale e per ora metti da parte le voci secondarie.',
      },
      wealth: {
        upright:
          'Continui a oscillare tra due opzioni finanziarie. Elenca costi e rischi di ciascuna, confrontali a mente fredda e non lasciare che la paura di sbagliare ti blocchi.',
        reversed:
          'Una questione di denaro che avevi accantonato ora richiede attenzione. Apri le bollette, guarda i numeri e chiedi un consiglio professionale se ti serve.',
      },
      health: {
        upright:
          'I sentimenti trattenuti potrebbero manifestarsi come oppressione al petto o stanchezza. Trova uno sfogo sicuro, come una passeggiata, un diario o una chiacchierata con una persona di fiducia.',
        reversed:
          'Tutto questo tormentarti ti sta sfinendo. Prendi una piccola decisione per allentare il nodo, e se l’ansia ti tiene sveglio notte dopo notte, chiedi un aiuto professionale.',
      },
    },
  },
  'swords-03': {
    keywords: {
      upright: ['cuore spezzato', 'dolore', 'verità dolorosa', 'perdita'],
      reversed: ['guarigione', 'lasciar andare il dolore', 'dolore represso', 'ripresa'],
    },
    upright:
      'Certe parole e certi eventi arrivano dritti al cuore come una lama. Il Tre di Spade è la carta del dolore del cuore: delusione, separazione, tradimento, o una verità che non puoi fare altro che accettare. Non è gentile, ma è sincera. In questo momento non devi fare il forte. Concediti di essere triste e lascia venire le lacrime. Il dolore sentito davvero è un dolore che prima o poi può passare.',
    reversed:
      'Il peggio del dolore potrebbe essere alle spalle, e stai guarendo un po’ alla volta. Ma il Tre rovesciato può anche indicare che la ferita è stata nascosta alla vista: fuori sembri stare bene, mentre sotto fa ancora male. Voltati e guarda quella ferita con delicatezza. Forse non ha bisogno di essere dimenticata, ma compresa e, col tempo, perdonata.',
    interpretation:
      'Associata a Saturno in Bilancia, questa carta mostra lo squilibrio nelle relazioni che si scontra con il peso duro della realtà. La sua lezione è accettare il dolore come parte della vita invece di affrettarsi a scacciarlo. La tristezza in sé non è il problema; è il rifiuto di sentirla a farla durare. Fai una piccola cosa per questa perdita: scrivi una lettera che non spedirai mai, parla con una persona di fiducia, o semplicemente fatti un bel pianto. Quando la pioggia smette, il cielo piano piano si rasserena.',
    imagery:
      'Un cuore rosso vivo è sospeso a mezz’aria, trafitto da tre spade da angolazioni diverse, contro nuvole grigie e pesanti e una pioggia obliqua. Non ci sono persone, solo il cuore e le lame. Il cuore è amore e sentimento; le tre spade sono le parole, i pensieri o le verità che lo feriscono; la pioggia scura è il dolore stesso. Eppure la pioggia lava anche, e smetterà, lasciando la terra più morbida di prima.',
    areas: {
      love: {
        upright:
          'Potrebbero profilarsi una rottura, una lite amara o una scoperta dolorosa. Concediti il tempo di guarire e non affrettare decisioni importanti.',
        reversed:
          'Il dolore del cuore si attenua lentamente e puoi guardarti indietro con più calma. Se ancora non riesci a lasciar andare, appoggiati a un amico fidato.',
      },
      career: {
        upright:
          'Critiche, rifiuti o commenti offensivi sul lavoro potrebbero bruciare. Gestisci prima le emozioni, poi cerca con calma ciò che di utile c’è nel riscontro.',
        reversed:
          'Ti stai riprendendo da una battuta d’arresto e ritrovi l’equilibrio. Trasforma l’esperienza in lezioni imparate invece di riviverla all’infinito.',
      },
      wealth: {
        upright:
          'Notizie finanziarie deludenti, o il denaro che crea una frattura con una persona cara. Prima ferma l’emorragia e rivedi le cose dopo; evita grandi decisioni mentre soffri.',
        reversed:
          'Il colpo finanziario si attenua, e puoi cominciare a riparare le cose passo dopo passo. Datti un piano di ripresa realistico e fattibile.',
      },
      health: {
        upright:
          'Dolore e stress possono toglierti l’appetito e pesarti sul petto. Riposa, dai uno sfogo ai sentimenti, e se l’umore basso persiste cerca un sostegno professionale.',
        reversed:
          'L’umore si stabilizza e il corpo lo segue. Mantieni una routine regolare e passa del tempo al sole e con persone che ti fanno sentire al sicuro.',
      },
    },
  },
  'swords-04': {
    keywords: {
      upright: ['riposo', 'recupero', 'pausa', 'contemplazione'],
      reversed: ['irrequietezza', 'esaurimento', 'rientro prematuro', 'ristagno'],
    },
    upright:
      'Dopo una serie di battaglie estenuanti, ciò di cui hai più bisogno è fermarti. Il Quattro di Spade rappresenta riposo, recupero e riflessione silenziosa. Non è una fuga: è dare a corpo e mente una vera occasione di ripararsi. Posa la spada per un po’, chiudi fuori il rumore e prenditi del tempo che nessuno ha il diritto di interrompere. Una volta riposato, il passo successivo sarà molto più facile da vedere.',
    reversed:
      'Il corpo ti manda segnali d’allarme e tu ancora non riesci a fermarti, oppure ti sei riposato così a lungo da diventare irrequieto e bloccato. Il Quattro rovesciato taglia in entrambe le direzioni: tornare di corsa nella mischia prima di essere guarito, o essere pronto a muoverti ma troppo nervoso per cominciare. Chiediti con sincerità se ti manca il riposo o il coraggio di ripartire.',
    interpretation:
      'Legato a Giove in Bilancia, il Quattro è un momento di equilibrio e di recupero trovato nel mezzo del conflitto. La sua lezione è imparare a riposare davvero, il che non significa stare sdraiati continuando a preoccuparsi, ma lasciare che la mente si acquieti. Prova a ritagliarti un tempo in cui non risolvi proprio nulla: cammina, medita, dormi come si deve. Quando i pensieri si saranno posati, le risposte a problemi che sembravano impossibili spesso affiorano da sole.',
    imagery:
      'La statua di un cavaliere giace su una tomba all’interno di una chiesa, le mani giunte come in preghiera o nel sonno. Sopra di lui, appese al muro, tre spade puntano verso il basso, e una quarta è distesa lungo il fianco della tomba. Una vetrata lascia entrare una luce soffusa. Il cavaliere disteso si è ritirato per ora dalla battaglia; le mani giunte parlano di riflessione e preghiera; le spade appese mostrano i problemi messi da parte; la chiesa è un rifugio silenzioso dove lo spirito può riprendersi.',
    areas: {
      love: {
        upright:
          'La relazione ha bisogno di respiro. Mettete in pausa le discussioni, concedetevi un po’ di quiete e riparlatene quando vi sarete entrambi calmati.',
        reversed:
          'Evitare il problema ha bloccato le cose, o ti stai buttando in qualcosa di nuovo prima di essere pronto. Prenditi cura prima del tuo cuore.',
      },
      career: {
        upright:
          'Prendi ferie, ricarica le energie o metti in pausa un progetto per ripensarlo. Una breve sosta adesso è ciò che ti permette di arrivare lontano dopo.',
        reversed:
          'Andare avanti a serbatoio vuoto danneggia il tuo rendimento, o una lunga pausa ti ha tagliato fuori. Pianifica un rientro graduale invece di tuffarti subito.',
      },
      wealth: {
        upright:
          'Rimanda i grandi acquisti e guarda con calma la tua situazione economica. Non serve decidere nulla finché non vedi con chiarezza.',
        reversed:
          'Le pratiche di denaro che hai rimandato vanno sbrigate. Comincia dalla più semplice, così la pila smette di crescere.',
      },
      health: {
        upright:
          'Il tuo corpo ha bisogno di recuperare: prendi sul serio il sonno e riduci ore piccole e straordinari. Se sei in convalescenza, segui i consigli del medico e vai piano.',
        reversed:
          'Troppo poco riposo ti lascia svuotato e nervoso. Metti il sonno al primo posto, e se l’insonnia persiste o il recupero va per le lunghe, consulta un medico.',
      },
    },
  },
  'swords-05': {
    keywords: {
      upright: ['vittoria vuota', 'conflitto', 'interesse personale', 'vincere a ogni costo'],
      reversed: ['riconciliazione', 'lasciar andare i rancori', 'rimpianto', 'andarsene'],
    },
    upright:
      'Forse hai vinto questa battaglia, eppure non sembra proprio una vittoria. Il Cinque di Spade è il conflitto e la vittoria vuota: qualcuno farà qualsiasi cosa pur di spuntarla, qualcun altro se ne va ferito, e ciò che resta è un disastro. Ti ricorda che alcune battaglie non vale la pena combatterle e alcune vittorie costano troppo. Chiediti che cosa vuoi davvero: avere ragione, o risolvere il problema?',
    reversed:
      'Il fumo si sta diradando, e forse vuoi ricucire i rapporti o ti penti di qualcosa che è stato detto. Il Cinque rovesciato può anche indicare che hai finalmente deciso di smettere di alimentare una lite che non ne valeva la pena e di andartene. Fare pace richiede coraggio, e a volte cedere è la mossa più saggia. Non lasciare che vecchi rancori continuino ad abitare gratis nella tua testa.',
    interpretation:
      'Legato a Venere in Acquario, il Cinque mostra quanto facilmente il calore umano si perda tra principi ed ego. La sua lezione è distinguere tra avere ragione e agire bene. Puoi vincere ogni discussione sul piano logico e perdere comunque molto di più nella relazione. Quando compare questa carta, ripensa al conflitto su cui non smetti di rimuginare e chiediti come lo affronteresti se avessi una seconda occasione. A volte lasciar andare protegge ciò che ti sta a cuore meglio di quanto potrebbe mai fare una vittoria.',
    imagery:
      'Un uomo con un mezzo sorriso compiaciuto raccoglie tre spade mentre altre due giacciono ai suoi piedi. In lontananza due figure si allontanano a fatica verso l’acqua, a capo chino, una con il volto tra le mani. In alto, nuvole sfilacciate vengono strappate dal vento. L’uomo che sogghigna è la vittoria comprata a spese degli altri; le figure che si ritirano sono ferita e perdita; il cielo lacerato mostra che l’aria dopo una lite resta tesa e inquieta.',
    areas: {
      love: {
        upright:
          'Nessuno dei due vuole cedere, e le parole si fanno sempre più taglienti. Fermati e chiediti se vuoi battere il tuo partner o stare con lui.',
        reversed:
          'Ora che gli animi si sono calmati, entrambi volete rimediare. Delle scuse o un piccolo gesto di buona volontà possono riaprire la porta.',
      },
      career: {
        upright:
          'La competizione al lavoro è accesa e qualcuno potrebbe giocare sporco. Tieni fede ai tuoi principi e non rovinare i rapporti per una vittoria di breve durata.',
        reversed:
          'Il conflitto si sta spegnendo, quindi è un buon momento per ricostruire i rapporti di lavoro. Se un ambiente continua a svuotarti, anche andarsene con eleganza è un’opzione.',
      },
      wealth: {
        upright:
          'Il denaro potrebbe accendere una disputa, o potrebbe esserti proposto un accordo iniquo. Leggi ogni clausola e tieni il punto dove serve, ma non lasciare che sia l’orgoglio a guidare.',
        reversed:
          'Una disputa economica sembra avviarsi a soluzione. Invece di investire altre energie nella lotta, raggiungi presto un accordo e torna a ciò che conta.',
      },
      health: {
        upright:
          'Rapporti tesi ti lasciano esausto e irritabile. Allontanati dal conflitto, calmati e non lasciare che la rabbia si accumuli nel corpo.',
        reversed:
          'Lasciar andare il rancore permette anche al corpo di sciogliersi. Mantieni una routine regolare, e se l’umore resta basso valuta di parlarne con un professionista.',
      },
    },
  },
  'swords-06': {
    keywords: {
      upright: ['transizione', 'andare avanti', 'viaggio di guarigione', 'acque più calme'],
      reversed: [
        'incapacità di lasciar andare',
        'vecchi schemi che ritornano',
        'partenza rimandata',
        'resistenza al cambiamento',
      ],
    },
    upright:
      'Ti stai lasciando lentamente alle spalle un tratto agitato e vai verso acque più calme. Il Sei di Spade parla di transizione e di guarigione: un trasloco, un viaggio, o semplicemente un cambiamento nel modo di vedere le cose. La ferita non è sparita e la porti con te, ma sei rivolto nella direzione giusta. Non devi sentirti meglio tutto in una volta. Continua, e l’altra riva si farà sempre più vicina.',
    reversed:
      'Vorresti andartene ma non riesci a staccarti, oppure te ne sei andato solo per scoprire che i vecchi problemi sono saliti in barca con te. Il Sei rovesciato ti ricorda che una vera transizione è più di un cambio di scenario: significa posare un po’ di bagaglio. Nota quali vecchie abitudini e vecchie storie ti tirano ancora indietro, e abbi il coraggio di lasciarle sulla riva.',
    interpretation:
      'Associato a Mercurio in Acquario, il Sei è la mente che comincia a guardare il passato da una prospettiva più distaccata. La sua lezione è concederti di andare avanti prima di essere del tutto guarito. La guarigione non è una linea retta, e gli alti e bassi sono normali. Trovati un traghettatore per questa traversata, un amico, un terapeuta o un buon libro, che ti faccia compagnia sull’acqua. E ricorda che a bordo devi portare solo ciò che conta davvero.',
    imagery:
      'Un traghettatore spinge con una pertica una piccola barca verso una riva lontana, trasportando una donna avvolta in un mantello e un bambino, con sei spade piantate dritte a prua. Da un lato della barca l’acqua è increspata, dall’altro è liscia. Il traghettatore è guida e aiuto; la donna e il bambino sono la vulnerabilità e la ferita portate avanti; le spade sono i ricordi che viaggiano con loro; il passaggio dall’acqua mossa a quella calma mostra che si dirigono verso un luogo più sereno.',
    areas: {
      love: {
        upright:
          'La fase più dura è alle spalle e la relazione si sta spostando su un terreno più tranquillo. Oppure stai lasciando andare un vecchio amore e ti apri lentamente a qualcosa di nuovo.',
        reversed:
          'Vecchi nodi restano da sciogliere e ti impediscono di andare davvero avanti. Affrontali, invece di trovare una nuova persona con cui scappare dallo stesso problema.',
      },
      career: {
        upright:
          'Un trasferimento, un cambio di lavoro o un trasloco potrebbero portarti fuori da un ambiente che ti svuota. Asseconda il cambiamento e datti il tempo di ambientarti.',
        reversed:
          'Un cambiamento di carriera continua a bloccarsi, o il nuovo posto ha i soliti vecchi problemi. Individua che cosa ti rende davvero infelice prima di decidere il prossimo passo.',
      },
      wealth: {
        upright:
          'Le tue finanze si stanno stabilizzando gradualmente e il periodo di magra sta passando. Mantieni un passo prudente e vai con costanza verso una base più solida.',
        reversed:
          'Vecchi debiti o abitudini di spesa ti pesano ancora. Invece di evitarli, fai una lista e affrontala voce per voce.',
      },
      health: {
        upright:
          'Corpo e mente si stanno riprendendo. Un cambio di scenario può aiutare, come una breve gita o una passeggiata in riva all’acqua. Concediti molto tempo per recuperare.',
        reversed:
          'Il recupero è più lento di quanto speravi, e questo scoraggia. Abbi pazienza, segui i consigli del medico e metti riposo e regolarità al primo posto.',
      },
    },
  },
  'swords-07': {
    keywords: {
      upright: ['strategia', 'segretezza', 'fare da soli', 'scorciatoie'],
      reversed: ['segreti svelati', 'coscienza sporca', 'confessare', 'autoinganno'],
    },
    upright:
      'Qualcosa sta succedendo dietro le quinte. Il Sette di Spade parla di strategia, segretezza e del fare da soli. Forse devi evitare uno scontro diretto e raggiungere il tuo obiettivo con mezzi più astuti, o forse qualcuno intorno a te non è del tutto limpido. Resta vigile e proteggi i tuoi interessi, ma chiediti anche con sincerità se la scorciatoia che stai adocchiando non finirà per costarti più della strada lunga.',
    reversed:
      'Ciò che è stato nascosto potrebbe non restarlo ancora a lungo, o cominci a sentirti a disagio con i tuoi stessi metodi. Il Sette rovesciato può anche indicare che sei pronto ad abbandonare i trucchi e a dire la verità. A volte l’inganno che più ha bisogno di essere smascherato è quello che raccontiamo a noi stessi. Dire la verità può essere difficile, ma ti rimette su un terreno solido.',
    interpretation:
      'Legato alla Luna in Acquario, il Sette unisce una mente rapida a sentimenti freddi e distaccati, il che rende molto allettante il fare da soli. La sua lezione è distinguere la flessibilità dall’elusione. La strategia non è buona né cattiva in sé; conta se stai ferendo gli altri o ingannando te stesso. Quando compare questa carta, nota se c’è qualcosa che preferiresti nessuno scoprisse, e chiediti perché. La risposta ti mostra che cosa stai davvero cercando di proteggere.',
    imagery:
      'Un uomo si allontana in punta di piedi da un accampamento militare con cinque spade strette tra le braccia, voltandosi a guardare oltre la spalla con un sorriso furbo. Dietro di lui due spade restano piantate nel terreno, e in lontananza alcuni soldati si radunano vicino alle tende. Il passo furtivo e lo sguardo all’indietro suggeriscono astuzia e un pizzico di colpa; le spade rubate sono guadagni ottenuti con l’inganno; le due lasciate indietro fanno capire che non l’ha fatta franca del tutto, e che la faccenda è tutt’altro che chiusa.',
    areas: {
      love: {
        upright:
          'Qualcosa potrebbe restare non detto o nascosto. Osserva se parole e azioni coincidono, e chiediti se anche tu sei del tutto trasparente.',
        reversed:
          'Un segreto viene alla luce e va affrontato. Parlatene con sincerità e date alla fiducia la possibilità di ricostruirsi.',
      },
      career: {
        upright:
          'Tenere un profilo basso e restare agile funziona bene ora, ma attento alle manovre d’ufficio. Proteggi i file importanti e assicurati che il tuo lavoro ti venga riconosciuto.',
        reversed:
          'Un approccio fatto di scorciatoie potrebbe essere scoperto. Torna a un lavoro solido e onesto e correggi tu stesso gli errori: è così che si riconquista la fiducia.',
      },
      wealth: {
        upright:
          'Diffida degli investimenti poco chiari e degli affari troppo belli per essere veri. Verifica con chi hai a che fare, controlla il contratto e proteggi i tuoi dati personali.',
        reversed:
          'Spese nascoste o un buco nei conti vengono alla luce. Rimedia subito e comincia a tenere registri più trasparenti.',
      },
      health: {
        upright:
          'Forse stai ignorando i segnali del corpo o rubando tempo al sonno. Qui non esistono scorciatoie, quindi sii sincero su come ti senti davvero.',
        reversed:
          'Finalmente affronti un problema di salute che avevi ignorato, ed è una buona cosa. Prenota il controllo, segui i consigli medici e smetti di rimandare.',
      },
    },
  },
  'swords-08': {
    keywords: {
      upright: ['sentirsi in trappola', 'convinzioni limitanti', 'impotenza', 'paura'],
      reversed: ['liberarsi', 'vedere una via d’uscita', 'ritrovare la scelta', 'nuova prospettiva'],
    },
    upright:
      'Ti senti accerchiato, con ostacoli da ogni lato e nessuna mossa che sembri giusta. L’Otto di Spade parla di limiti che ci imponiamo da soli: ciò che ti trattiene spesso non è un muro vero, ma la paura, l’insicurezza e la voce che dice che non ce la puoi fare. Guarda meglio e noterai che i legacci sono lenti e che la via d’uscita non è del tutto sbarrata. Basta un cambiamento nel modo di pensare la situazione per fare un primo passo.',
    reversed:
      'Cominci a renderti conto che le corde, dopotutto, si possono sciogliere. L’Otto rovesciato parla di liberarsi e di riprendersi le proprie scelte: un’idea nuova, o una richiesta di aiuto, e all’improvviso c’è una via d’uscita. Se però ti senti ancora profondamente bloccato nell’ansia, questa carta ti ricorda anche di non lottare da solo. Ci sono persone disposte ad aiutarti a togliere quella benda.',
    interpretation:
      'Legato a Giove nei Gemelli, l’Otto mostra come troppi pensieri e troppe possibilità possano lasciarti paralizzato. La sua lezione è separare i fatti dai pensieri. Quando ti senti dire «non ho scelta», riformulalo in «non vedo ancora una scelta». Poi elenca tutte le opzioni che ti vengono in mente, per quanto alcune sembrino assurde. Spesso basta mettere la paura su carta per ridurla a una dimensione gestibile.',
    imagery:
      'Una donna bendata, avvolta in modo lasco da strisce di stoffa, sta in piedi su un terreno fangoso e pieno d’acqua. Otto spade sono conficcate nella terra intorno a lei come una recinzione incompiuta, e su una rupe in lontananza sorge un castello. La benda significa che non riesce a vedere con chiarezza la sua situazione; i legacci allentati mostrano che il vincolo è più debole di quanto sembri; gli spazi tra le spade sono uscite che c’erano da sempre; il castello lontano è la sicurezza e l’appartenenza che ha temporaneamente lasciato.',
    areas: {
      love: {
        upright:
          'Ti senti bloccato in una relazione o in uno schema senza via d’uscita. Parlane con una persona di fiducia e prova a guardare la tua situazione da un’angolazione nuova.',
        reversed:
          'Stai uscendo da una relazione o da una mentalità che ti chiudeva in una scatola e ritrovi la tua voce. Abbi il coraggio di dire di che cosa hai bisogno.',
      },
      career: {
        upright:
          'Il lavoro ti fa sentire impotente, come se non ci fossero alternative. Scrivi le competenze e le risorse che hai; di solito le vie d’uscita sono più di quanto pensi.',
        reversed:
          'Nuove possibilità si affacciano e sei disposto a provare qualcosa di diverso. Procedi passo dopo passo, cominciando dallo studio o dal chiedere in giro.',
      },
      wealth: {
        upright:
          'Le preoccupazioni di denaro ti hanno convinto che ogni mossa sia sbagliata. Metti i numeri sul tavolo; la realtà di solito è meno cupa della paura.',
        reversed:
          'Hai trovato un modo per migliorare le tue finanze e stai risalendo dal fondo. Tieni fede al piano e chiedi a un professionista quando serve.',
      },
      health: {
        upright:
          'Ansia e pensieri eccessivi potrebbero tenerti teso e impedirti di rilassarti. Prova la respirazione profonda o un’attività fisica dolce, e se l’umore basso persiste chiedi un aiuto professionale.',
        reversed:
          'L’umore si allenta e il corpo si distende con lui. Mantieni le abitudini che ti fanno stare tranquillo e concediti più spazio per respirare.',
      },
    },
  },
  'swords-09': {
    keywords: {
      upright: ['ansia', 'insonnia', 'incubi', 'preoccupazione eccessiva'],
      reversed: ['paure che si attenuano', 'chiedere aiuto', 'disperazione', 'angoscia nascosta'],
    },
    upright:
      'Nel cuore della notte ti ritrovi seduto di scatto sul letto, con i pensieri che si rincorrono senza un interruttore per spegnerli. Il Nove di Spade è ansia, insonnia e preoccupazione senza freni. Al buio, ciò che temi diventa molte volte più grande. Ricorda che un pensiero non è un fatto, e che la maggior parte di ciò che temiamo non accade mai davvero. Non devi attraversare questa notte da solo; prova a raccontare a una persona di fiducia che cosa ti pesa.',
    reversed:
      'Le notti peggiori potrebbero stare passando. Sei più disposto a chiedere aiuto, o hai trovato modi per calmarti. Ma il Nove rovesciato può anche indicare che l’ansia è stata spinta più in profondità, indurendosi in una disperazione difficile da mettere in parole. In entrambi i casi, prendi sul serio i tuoi sentimenti e cerca un sostegno professionale se ti serve. È coraggio, non debolezza.',
    interpretation:
      'Associato a Marte nei Gemelli, il Nove mostra una mente affilata che rivolge la lama contro se stessa in un ciclo infinito di autoaccuse. La sua lezione è imparare a convivere con l’ansia senza esserne inghiottiti. Quando la preoccupazione sale, scrivi di che cosa hai paura, quale sarebbe l’esito peggiore e una cosa che puoi fare davvero adesso. Una tempesta nella testa diventa concreta e gestibile una volta che arriva sulla carta. Il mattino arriva sempre, e anche tu ne uscirai.',
    imagery:
      'In una stanza buia come la pece una donna sta seduta sul letto con il viso nascosto tra le mani, come svegliata da un incubo. Nove spade sono allineate orizzontalmente sulla parete scura alle sue spalle. La sua coperta è decorata con rose e simboli astrologici, e il fianco del letto è intagliato con la scena di una figura che ne abbatte un’altra. Il volto nascosto è un dolore e una paura che sembrano insopportabili; le spade sono i pensieri che le girano sopra, anche se nessuna la tocca davvero; la coperta di rose ricorda che calore e speranza sono ancora a portata di mano.',
    areas: {
      love: {
        upright:
          'Forse ti stai consumando di preoccupazioni per la relazione, mettendo in dubbio ogni gesto del partner. Invece di avvitarti da solo, chiedi con dolcezza e in modo diretto.',
        reversed:
          'Stai lentamente posando le tue paure sull’amore, o finalmente ti apri con il partner. Condividere ciò che ti pesa alleggerirà il carico.',
      },
      career: {
        upright:
          'Lo stress del lavoro ti toglie il sonno, e continui a temere di sbagliare. Elenca ciò che ti preoccupa e individua le parti su cui puoi davvero agire.',
        reversed:
          'L’ansia si allenta e il senso di controllo ritorna. Se la pressione è ancora pesante, parlane con il tuo responsabile o con i colleghi per condividerla.',
      },
      wealth: {
        upright:
          'Le preoccupazioni di denaro ti tengono sveglio la notte. Metti per iscritto entrate, spese e debiti; i fatti sono spesso meno spaventosi della paura.',
        reversed:
          'Le preoccupazioni economiche si diradano man mano che trovi soluzioni praticabili. Continua passo dopo passo, e chiedi la guida di un professionista dove serve.',
      },
      health: {
        upright:
          'Ansia e insonnia ti stanno prosciugando le energie. Riduci gli stimoli prima di dormire e prova esercizi di rilassamento; se insonnia o umore basso persistono, consulta presto un medico.',
        reversed:
          'Sonno e umore migliorano gradualmente. Mantieni una routine regolare, e non abbandonare la cura di te solo perché le cose vanno meglio.',
      },
    },
  },
  'swords-10': {
    keywords: {
      upright: ['fini', 'toccare il fondo', 'sconfitta', 'la fine del dolore'],
      reversed: ['ripresa', 'rialzarsi', 'il peggio è passato', 'rifiutare di lasciar andare'],
    },
    upright:
      'Qualcosa ha fatto il suo corso: una relazione, un lavoro o un progetto a cui hai dato tutto. Il Dieci di Spade ha un aspetto cupo, ma porta un messaggio importante: il peggio è già successo, e da qui si può solo risalire. Non serve continuare a lottare per salvare ciò che non c’è più. Ammetti che è finita e lascia che finisca davvero. L’ora più buia viene davvero subito prima dell’alba.',
    reversed:
      'Stai risalendo lentamente dal fondo; le ferite si rimarginano e corpo e spirito si stanno riprendendo. Il Dieci rovesciato può anche indicare che rifiuti ancora di accettare la fine, rivivendo il dolore ancora e ancora così che la vecchia ferita non si chiuda mai. Prova a lasciar andare. Conserva le forze per ricominciare, invece di dimostrare un’altra volta quanto ha fatto male.',
    interpretation:
      'Legato al Sole nei Gemelli, il Dieci mostra che anche nel momento più buio da qualche parte all’orizzonte sta sorgendo la luce. La sua lezione è accettare le fini e trovare al loro interno i semi del rinnovamento. Spesso ciò che fa più male non è la perdita in sé, ma la nostra resistenza a essa. Quando compare questa carta, dai a questo capitolo un vero addio: scrivi che cosa ti ha insegnato, poi volta pagina di proposito. Quando smetti di guardarti indietro, può cominciare un nuovo giorno.',
    imagery:
      'Un uomo giace a faccia in giù sulla riva con dieci spade conficcate nella schiena e un drappo rosso sopra di sé. Il cielo è nero come la pece, eppure lungo l’orizzonte una striscia d’alba dorata si apre su acque calme. Le dieci spade segnano una fine totale e irreversibile; il cielo nero è il dolore al suo culmine; la luce lontana e il mare calmo promettono che anche questo passerà e che un nuovo inizio sta già prendendo forma.',
    areas: {
      love: {
        upright:
          'Una relazione potrebbe arrivare alla fine, o finalmente vedi che non può continuare. Concediti il dolore, e concediti di chiudere la porta.',
        reversed:
          'Ti stai lentamente riprendendo da un cuore spezzato. Non avere fretta di tornare indietro, né di buttarti in qualcosa di nuovo; prima prenditi cura di te.',
      },
      career: {
        upright:
          'Un progetto fallito, la perdita del lavoro o una grave battuta d’arresto. Calma le emozioni, accetta la situazione, poi fai l’inventario delle risorse che ti restano.',
        reversed:
          'Il tratto più difficile è alle spalle e ti stai rimettendo in piedi. Lascia che l’esperienza diventi una fonte di forza mentre ricostruisci.',
      },
      wealth: {
        upright:
          'È possibile una perdita finanziaria importante. Taglia le perdite invece di buttare altro denaro dietro a quello perduto, e chiedi un consiglio professionale se serve.',
        reversed:
          'Le tue finanze hanno toccato il fondo e cominciano a riprendersi. Fai un piano concreto e ricostruisci con costanza invece di voler recuperare tutto in una volta.',
      },
      health: {
        upright:
          'Sei in un momento di minimo, e la stanchezza è profonda. Metti il riposo al primo posto, e se qualcosa non va consulta un medico invece di stringere i denti.',
        reversed:
          'Corpo e umore si stanno riprendendo gradualmente. Abbi pazienza, segui i consigli dei professionisti e lascia che la guarigione segua il suo corso naturale.',
      },
    },
  },
  'swords-11': {
    keywords: {
      upright: ['curiosità', 'sete di conoscenza', 'vigilanza', 'prendere la parola'],
      reversed: ['parole avventate', 'pettegolezzi', 'solo chiacchiere', 'sospetto'],
    },
    upright:
      'In questo momento la tua mente è rapida e curiosa, e vuole andare fino in fondo a tutto. Il Fante di Spade rappresenta la fame di imparare, la prontezza e il dire ciò che pensi. Può portare notizie, una domanda che merita di essere approfondita o l’occasione di studiare qualcosa di nuovo. Conserva quell’acutezza e quella voglia di fare domande, e ricordati solo di fermarti un secondo prima di parlare.',
    reversed:
      'La curiosità ha preso una strada sbagliata, scivolando nei pettegolezzi, nei commenti sconsiderati o nel criticare senza alzare un dito per aiutare. Il Fante rovesciato può anche indicare uno stare così in guardia che tutti sembrano una possibile minaccia. Indirizza la tua acutezza in una direzione migliore: verifica di più e supponi di meno, fai di più e discuti di meno.',
    interpretation:
      'Il Fante è il volto più giovane dell’aria, una capacità di pensiero e di parola appena risvegliata. La sua lezione è imparare a maneggiare questa spada: le domande portano comprensione ma possono anche ferire; le informazioni aiutano a decidere ma possono anche seminare confusione. Quando compare questa carta, scegli una domanda a cui vuoi davvero una risposta, poi informati, chiedi e leggi come si deve. Lascia che la curiosità alimenti l’apprendimento invece di nutrire l’ansia.',
    imagery:
      'Una giovane figura sta su un’altura reggendo con entrambe le mani una spada dritta, il corpo rivolto da una parte mentre lo sguardo si volta dall’altra. Il vento le scompiglia i capelli, le nuvole si agitano in alto, gli uccelli volteggiano nel cielo e gli alberi lontani si piegano sotto le raffiche. Il vento e gli uccelli appartengono all’elemento dell’aria e a una mente irrequieta e agile; lo sguardo all’indietro è vigilanza e curiosità; il punto di osservazione elevato mostra il desiderio di vedere più lontano e sapere di più.',
    areas: {
      love: {
        upright:
          'Sei curioso dell’altra persona e vuoi conoscerla meglio. Domande sincere aprono la conversazione e vi avvicinano.',
        reversed:
          'Domande incessanti o parole taglienti mettono sotto pressione il partner. La fiducia ha bisogno di spazio; non lasciare che la premura diventi un interrogatorio.',
      },
      career: {
        upright:
          'Un buon momento per imparare una competenza, fare ricerca o proporre idee nuove. La tua mente acuta e la voglia di imparare ti aiuteranno a distinguerti.',
        reversed:
          'Attento ai pettegolezzi d’ufficio e alle voci non verificate. Scegli con cura le parole e concentrati su un lavoro solido.',
      },
      wealth: {
        upright:
          'Impara di più sulla gestione del denaro e fatti un quadro chiaro delle tue finanze. Prima capire e poi agire ti darà sicurezza.',
        reversed:
          'Le voci sentite in giro potrebbero offuscare il tuo giudizio. Verifica le fonti prima di investire, e non seguire la massa né correre a scommettere.',
      },
      health: {
        upright:
          'Interessati attivamente a ciò di cui il corpo ha bisogno, per esempio leggendo fonti affidabili o prenotando un controllo. La curiosità può aiutarti a costruire abitudini migliori.',
        reversed:
          'Cercare i sintomi su internet ti rende più ansioso, o la mente non si spegne la notte. Se hai domande, chiedi a un medico invece di spaventarti da solo.',
      },
    },
  },
  'swords-12': {
    keywords: {
      upright: ['decisione', 'azione rapida', 'franchezza brusca', 'spinta risoluta'],
      reversed: ['avventatezza', 'impulsività', 'parole taglienti', 'fretta'],
    },
    upright:
      'Sai quello che pensi e ti muovi in fretta; appena hai un bersaglio in vista, carichi a tutta velocità. Il Cavaliere di Spade è un’energia decisa e senza fronzoli, ideale per far avanzare le cose in fretta, sostenere le tue ragioni o sbloccare un’impasse. Quella spinta può toglierti gli ostacoli di mezzo, ma verifica che chi ti sta intorno riesca a tenere il passo, e non perdere il senso della direzione e della misura nel pieno della carica.',
    reversed:
      'Andando così veloce, hai perso il controllo. Forse agisci d’impulso, dici cose pungenti o corri a dimostrare il tuo valore senza pensare alle conseguenze. Il Cavaliere rovesciato può anche indicare una persona prepotente e polemica nelle vicinanze. Rallenta e pensa prima di colpire; una spada affilata serve solo se è ben puntata.',
    interpretation:
      'Associato ai Gemelli, il Cavaliere ha la mente rapida, la lingua tagliente e la smania di agire subito. La sua lezione è tenere velocità e giudizio fianco a fianco. La decisione è una forza rara, ma caricare in avanti solo per inerzia tende a ferire gli altri e te stesso. Prima di agire, prenditi qualche minuto per chiederti a che cosa miri e se manca qualche informazione. Una volta chiarito, vai fino in fondo.',
    imagery:
      'Un cavaliere in armatura carica al galoppo su un cavallo bianco, la spada alzata e il mantello che gli sventola alle spalle. Le nuvole sono sparpagliate dal vento, gli alberi si piegano e i finimenti del cavallo sono decorati con farfalle e uccelli. Il cavallo al galoppo è un’azione urgente e a capofitto; la spada alzata è una mente affilata e una determinazione feroce; il paesaggio sferzato dal vento mostra la forza che solleva e allude al fatto che un simile slancio può mettere in subbuglio tutto ciò che lo circonda.',
    areas: {
      love: {
        upright:
          'Le cose corrono, e l’altra persona potrebbe essere diretta e intensa. La sincerità è un pregio, ma non dimenticare di ascoltare e di essere gentile.',
        reversed:
          'Parole offensive dette d’impulso, o una relazione che corre troppo. Raffreddati e pensa a ciò di cui l’altra persona ha davvero bisogno.',
      },
      career: {
        upright:
          'Un ottimo momento per accelerare un progetto, sostenere le tue ragioni o affrontare un problema difficile. L’azione decisa ti dà il vantaggio.',
        reversed:
          'L’impazienza provoca errori o attriti con i colleghi. Rallenta il passo, raccogli pareri e poi decidi.',
      },
      wealth: {
        upright:
          'Agisci con decisione sulle questioni di denaro che hai rimandato. Decidi in fretta, ma solo quando le informazioni sono chiare.',
        reversed:
          'Investimenti o spese impulsive potrebbero costarti. Concediti un periodo di riflessione e non decidere mai quando le emozioni sono alle stelle.',
      },
      health: {
        upright:
          'Sei pieno di energia e adatto a un’attività fisica vivace e veloce. Fai un buon riscaldamento perché la fretta non ti porti a un infortunio.',
        reversed:
          'Fretta e tensione ti rendono stanco e incline agli incidenti. Rallenta il ritmo quotidiano e dai al corpo abbastanza riposo.',
      },
    },
  },
  'swords-13': {
    keywords: {
      upright: ['lucidità', 'indipendenza', 'franchezza', 'discernimento'],
      reversed: ['freddezza', 'lingua tagliente', 'muri alzati', 'giudizio severo'],
    },
    upright:
      'Vedi persone e situazioni con rara chiarezza, e né l’emozione né l’adulazione riescono facilmente a smuoverti. La Regina di Spade è indipendenza, franchezza e la saggezza di distinguere il giusto dallo sbagliato. Ha attraversato tempeste, ed è proprio per questo che conosce il valore dei confini. Ora fidati del tuo giudizio, e di’ la verità in modo diretto ma gentile. La tua mente lucida può diventare una guida per chi ti sta intorno.',
    reversed:
      'La chiarezza si è raffreddata in freddezza, e la franchezza è diventata tagliente. Forse ti sei avvolto così strettamente nella ragione che nessuno riesce ad avvicinarsi, o sei troppo duro con gli altri e con te stesso. La Regina rovesciata ti ricorda che la verità va detta, e va anche detta con dolcezza. Abbassa un po’ la guardia e concediti un po’ di morbidezza.',
    interpretation:
      'Legata alla Bilancia, la Regina cerca l’equilibrio attraverso l’equità e la ragione. La sua lezione è far convivere una mente lucida e un cuore aperto. Le esperienze passate possono averti insegnato a proteggerti, ma la vera forza non sta nell’essere duri. Sta nel vedere tutto con chiarezza ed essere comunque disposti a tendere la mano. Quando compare questa carta, esercitati a dire un sì netto e un no netto, e cura il tono, così che i tuoi confini e la tua buona volontà vengano sentiti insieme.',
    imagery:
      'Una regina siede di profilo su un alto trono, con una spada dritta nella mano destra mentre la sinistra si protende in avanti, come per invitare qualcuno o fargli un cenno. Il trono è scolpito con farfalle, una falce di luna e un cherubino alato, e farfalle decorano la sua corona. Sotto di lei si gonfiano le nuvole, e un uccello solitario vola alto. La spada dritta è giustizia e chiarezza; la mano tesa è la disponibilità ad ascoltare; le farfalle sono l’anima e la trasformazione; l’uccello solitario è il suo sguardo indipendente e lungimirante.',
    areas: {
      love: {
        upright:
          'In amore sai che cosa vuoi e non ti accontenti né ti rimpicciolisci. Parlare apertamente attirerà persone che ti capiscono davvero.',
        reversed:
          'Vecchie ferite hanno costruito un alto muro intorno al tuo cuore, e le tue parole possono uscire taglienti. Abbassa la guardia e dai a qualcuno la possibilità di conoscerti.',
      },
      career: {
        upright:
          'Il tuo giudizio professionale e il tuo parlare chiaro sono apprezzati. Brilli nei ruoli che richiedono analisi, comunicazione o controllo di qualità.',
        reversed:
          'Standard altissimi o un tono tagliente potrebbero tenere a distanza i colleghi. Mantieni i tuoi standard, ma aggiungi un po’ di comprensione e qualche elogio.',
      },
      wealth: {
        upright:
          'Freddo e razionale, sai individuare rischi e falle in qualsiasi quadro finanziario. Gestisci il denaro secondo un piano e non lasciarti trascinare dalle emozioni altrui.',
        reversed:
          'Troppa prudenza o diffidenza potrebbero farti perdere collaborazioni valide. Distingui la prudenza dal sospetto e valuta ogni caso nel merito.',
      },
      health: {
        upright:
          'Conosci bene il tuo corpo e sai fare scelte di salute sensate. Mantieni i tuoi confini e riduci gli impegni che ti svuotano soltanto.',
        reversed:
          'I sentimenti trattenuti ti irrigidiscono collo e spalle e rendono difficile rilassarti. Sii gentile con te stesso, e se la tensione dura cerca un sostegno professionale.',
      },
    },
  },
  'swords-14': {
    keywords: {
      upright: ['ragione', 'autorità', 'equità', 'giudizio esperto'],
      reversed: ['freddezza', 'tirannia', 'abuso di potere', 'manipolazione'],
    },
    upright:
      'Sai analizzare una situazione con calma e formulare giudizi fondati sulla logica e sui principi. Il Re di Spade è intelletto maturo e autorità: equo, lucido e lungimirante, mai trascinato dalle emozioni. Questa carta favorisce questioni legali, contratti, trattative o tutto ciò che richiede il parere di un esperto. Fidati delle tue capacità di analisi, e non esitare a consultare esperti affidabili perché le tue decisioni reggano a ogni verifica.',
    reversed:
      'La ragione si è indurita in freddezza, e l’autorità in tirannia. Forse ti stai arroccando sulle tue posizioni e usi la logica per schiacciare i sentimenti altrui, oppure qualcuno vicino a te sta usando competenza o status per manipolare la situazione. Il Re rovesciato ti ricorda che la saggezza non è solo giudicare il giusto e lo sbagliato; significa anche capire le persone. Mantieni i tuoi principi, ma mantieni anche la tua umanità.',
    interpretation:
      'Associato all’Acquario, il Re è l’aria nella sua forma più matura e visionaria. La sua lezione è mettere l’intelligenza al servizio dell’equità anziché del controllo. Una mente lucida è una forma di potere, e chi la possiede deve usarla con cura. Quando compare questa carta, guarda la decisione che hai davanti. È equa? Reggerebbe a un esame attento? Hai ascoltato tutte le parti? Quando ragione e coscienza camminano insieme, il tuo giudizio si guadagna un rispetto autentico.',
    imagery:
      'Un re siede ben dritto sul trono, rivolto verso di noi, con una spada dritta in mano e un’espressione severa e composta. Il trono è scolpito con farfalle e falci di luna; alle sue spalle qualche nuvola attraversa il cielo, e in lontananza volano due uccelli. La postura frontale indica un giudizio aperto e trasparente; la spada dritta è principio e giustizia; le farfalle e le lune suggeriscono trasformazione del pensiero e intuizione; il cielo ampio mostra che sta in alto e vede lontano.',
    areas: {
      love: {
        upright:
          'In amore sei razionale e affidabile, e dai valore all’impegno e a una comunicazione chiara. Potresti anche incontrare un partner maturo che sa quello che vuole.',
        reversed:
          'Guidare con la logica ignorando i sentimenti può lasciare il partner al freddo. Prova prima a capire le emozioni, poi discutete di chi ha ragione.',
      },
      career: {
        upright:
          'Particolarmente adatto a contratti, questioni legali o decisioni strategiche. La tua competenza e il tuo senso di equità ti faranno guadagnare la fiducia delle persone.',
        reversed:
          'Uno stile troppo rigido o ostinato sta provocando resistenze. Ascolta le opinioni diverse perché le tue decisioni siano più complete.',
      },
      wealth: {
        upright:
          'Pianifica le tue finanze in modo razionale e consulta un professionista dove serve. Basa le decisioni su dati e fatti, e procedi con costanza.',
        reversed:
          'Attento a chi usa il gergo tecnico o un’aria autorevole per trarti in inganno. Verifica da più angolazioni i contratti e gli investimenti importanti.',
      },
      health: {
        upright:
          'Affronta la salute in modo razionale, con controlli regolari e consigli professionali. Un piano chiaro rende più facile mantenere le buone abitudini.',
        reversed:
          'Emozioni represse e una mente sovraccarica possono portare tensione e insonnia. Impara a staccare, e chiedi aiuto a un medico o a un altro professionista quando serve.',
      },
    },
  },
};
