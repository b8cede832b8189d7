import type { CardBodyTable } from '../../types';

export const pentacles: CardBodyTable = {
  'pentacles-01': {
    keywords: {
      upright: ['nuova occasione', 'terreno solido', 'seme di prosperità', 'inizio concreto'],
      reversed: ['occasione persa', 'piani senza basi', 'instabilità economica', 'scorciatoie'],
    },
    upright:
      'Ti viene messo in mano qualcosa di reale: un’offerta di lavoro, una nuova fonte di reddito, un progetto che finalmente può uscire dal tavolo da disegno. L’Asso di Denari non abbaglia come il fuoco. È un seme, semplice e pieno di promesse, e con un terreno decente e un po’ di pazienza può diventare un frutteto. È un buon momento per gettare le fondamenta. Afferralo con decisione, poi aiutalo a mettere radici.',
    reversed:
      'L’offerta sembra allettante, ma da vicino non ha fondamenta. Oppure l’occasione era lì e ti è scivolata tra le dita perché hai esitato, hai avuto fretta o non l’hai presa sul serio. L’Asso rovesciato ti riporta con i piedi per terra: c’è il budget, hai il tempo, è davvero fattibile o suona solo bene? Getta le fondamenta prima di cominciare i piani alti.',
    interpretation:
      'Come radice della terra, questo Asso rappresenta il corpo, il denaro, il lavoro e tutto ciò che si può toccare. La sua lezione è che una buona idea conta solo quando atterra su un terreno solido. La terra cresce lentamente, ma ciò che fa crescere dura. Quando compare questa carta, dai a un obiettivo che ti sta a cuore un primo passo concreto e misurabile: apri un conto di risparmio dedicato, abbozza un budget settimanale, rivedi a fondo il tuo curriculum. Gli inizi piccoli e tangibili sono spesso quelli che vanno più lontano.',
    imagery:
      'Una mano esce da una nuvola, con una moneta d’oro incisa con un pentacolo posata saldamente sul palmo. Sotto si stende un giardino pieno di gigli bianchi, e un sentiero passa attraverso un arco in una siepe di rose verso montagne lontane. La mano che offre è la vita che porge un dono; la moneta è il valore materiale; i gigli e il giardino sono l’abbondanza che segue una cura attenta; l’arco e le cime lontane ricordano che questo raccolto è una porta verso qualcosa di più grande.',
    areas: {
      love: {
        upright:
          'L’amore si sta assestando su qualcosa di stabile e concreto, forse con discorsi sull’andare a vivere insieme, risparmiare insieme o un futuro comune. Se sei single, una persona affidabile potrebbe comparire nel mezzo della vita di tutti i giorni.',
        reversed:
          'Spuntare caselle e soppesare gli aspetti pratici può soffocare il calore, o una relazione che sulla carta sembra giusta non sta andando da nessuna parte. Chiediti che cosa vuoi davvero da essa.',
      },
      career: {
        upright:
          'Potrebbe esserti offerto un nuovo ruolo, un progetto o un aumento. Consideralo il momento di mettere radici: fai bene le piccole cose e i risultati cresceranno.',
        reversed:
          'Un’occasione è sfumata, o il piano non sta del tutto in piedi. Fai il punto su tempo e risorse e rafforza le basi prima di parlare di crescita.',
      },
      wealth: {
        upright:
          'Un inizio promettente per le tue finanze, forse una nuova fonte di reddito. Un ottimo momento per cominciare a risparmiare, fissare un budget o pianificare con lucidità un obiettivo a lungo termine.',
        reversed:
          'Il denaro scivola via attraverso abitudini poco attente. Attento alle spese d’impulso e a ogni investimento troppo bello per essere vero, e scopri dove va a finire ogni euro.',
      },
      health: {
        upright:
          'Il tuo corpo è in equilibrio, il che rende questo un buon momento per costruire abitudini regolari di sonno e alimentazione. Comincia con una cosa facile, come camminare un po’ di più ogni giorno.',
        reversed:
          'Le basi di sonno e alimentazione sono state trascurate, e il corpo si lamenta in silenzio. Ritrova prima il tuo ritmo, e se il malessere persiste consulta un medico.',
      },
    },
  },
  'pentacles-02': {
    keywords: {
      upright: ['equilibrio', 'adattabilità', 'destreggiarsi tra priorità', 'intraprendenza'],
      reversed: ['palle che cadono', 'troppi fronti aperti', 'conti squilibrati', 'sopraffazione'],
    },
    upright:
      'La vita è diventata un numero da giocoliere: lavoro, faccende, bollette e impegni sociali, tutti in aria nello stesso momento. Il Due di Denari dice che puoi farcela. Questa carta parla di restare flessibili mentre le cose si spostano, non di fare tutto alla perfezione, ma di saper rimescolare le priorità al volo. Affronta gli alti e bassi con un po’ di umorismo e potresti sorprenderti di quanto sei agile.',
    reversed:
      'Troppe palle, poche mani. Forse hai detto sì a più cose di quante tu possa reggere, lasciando tutto a metà mentre stress e stanchezza si accumulano senza che tu te ne accorga. Il Due rovesciato ti chiede di fermarti e fare l’inventario: che cosa deve davvero succedere, e che cosa potrebbe aspettare, passare ad altri o semplicemente cadere? Lancia meno palle e prenderai quelle che contano.',
    interpretation:
      'Legato a Giove in Capricorno, il Due è la spinta a espandersi che si scontra con gli spigoli della realtà. La sua lezione è l’equilibrio come movimento: la vita non è mai una bilancia ferma, ma una danza in cui continui ad aggiustare l’appoggio. Quando compare questa carta, scrivi le tre cose più importanti di questa settimana e lascia che il resto si metta in coda. Lasciati un po’ di margine sia nel denaro sia nell’agenda, così quando arriva la prossima onda avrai lo spazio per restare in piedi.',
    imagery:
      'Un giovane con un cappello alto danza con leggerezza mentre fa il giocoliere con due denari, uniti da un nastro verde avvolto a forma di otto coricato, il simbolo dell’infinito. Alle sue spalle il mare si gonfia, e due navi salgono e scendono sulle onde. L’anello dell’infinito è ciclo e flusso senza fine; le onde sono gli alti e bassi della vita; e il suo gioco di gambe disinvolto suggerisce che la risposta migliore al cambiamento è restare leggeri e flessibili.',
    areas: {
      love: {
        upright:
          'L’amore deve dividere il tempo con lavoro e famiglia, ma puoi trovare l’equilibrio. Dedica un po’ di attenzione a pianificare il tempo insieme perché il partner si senta importante.',
        reversed:
          'Troppo occupato per accorgerti del partner, o indeciso tra due persone o due strade. Smetti di rimandare e sii sincero su ciò che vuoi.',
      },
      career: {
        upright:
          'Hai più ruoli e li gestisci bene, spostando tempo e risorse dove servono. La tua adattabilità ti fa emergere mentre le cose sono in movimento.',
        reversed:
          'I compiti si accumulano, la concentrazione cala e si insinuano errori. Impara a dire di no, concorda le priorità con il tuo responsabile e smetti di portare tutto da solo.',
      },
      wealth: {
        upright:
          'Il denaro entra ed esce in modo irregolare, ma nel complesso continua a circolare. Tieni d’occhio i flussi di cassa e conserva un fondo d’emergenza perché le sorprese non ti travolgano.',
        reversed:
          'Tappare un buco aprendone un altro è sfiancante. Rivedi il budget, taglia ciò che non ti serve e valuta una consulenza finanziaria professionale.',
      },
      health: {
        upright:
          'Mantieni un certo ritmo anche nelle settimane piene. Inserisci attività leggere come camminare, ballare o fare stretching per aiutare il corpo a scaricare la pressione.',
        reversed:
          'Il continuo correre ti ha scombinato anche il sonno. Sistema prima gli orari di riposo, e se lo sfinimento non passa fatti controllare da un medico.',
      },
    },
  },
  'pentacles-03': {
    keywords: {
      upright: ['lavoro di squadra', 'maestria artigiana', 'standard elevati', 'riconoscimento'],
      reversed: ['scarso coordinamento', 'lavoro svogliato', 'nessun piano chiaro', 'lacune di competenza'],
    },
    upright:
      'Le persone cominciano ad accorgersi di ciò che sai fare. Il Tre di Denari è la competenza che incontra la collaborazione: ognuno porta la propria abilità allo stesso tavolo e insieme l’opera prende forma. Qui il tuo mestiere, la tua esperienza e la tua cura si guadagnano un rispetto autentico. È un buon momento per ascoltare i riscontri, dividere il lavoro con buon senso e lasciare che il progetto si arricchisca nello scambio.',
    reversed:
      'Ognuno tira in una direzione diversa, il piano continua a cambiare, o qualcuno si limita a fare il minimo. Forse il tuo contributo non viene riconosciuto, o ti sei reso conto che le tue competenze vanno ancora affinate. Il Tre rovesciato ti riporta ai fondamentali: chiarisci l’obiettivo, i ruoli e lo standard atteso, e solo allora la collaborazione andrà avanti.',
    interpretation:
      'Legata a Marte in Capricorno, questa carta è energia con disciplina e una direzione. La sua lezione è che il lavoro ben fatto nasce dall’unione di abilità e cooperazione. Sgobbare da soli ha i suoi meriti, ma è chiedendo consiglio e dando valore a ciò che ogni ruolo porta che si costruiscono le cattedrali. Quando compare questa carta, cerca il pezzo mancante del tuo piano, trova la persona che può fornirlo e sii generoso con ciò che sai fare meglio.',
    imagery:
      'Sotto il porticato di una chiesa, uno scalpellino sta in piedi su una panca e scolpisce con cura un arco. Sotto di lui un monaco e una figura con dei disegni in mano discutono con lui del lavoro. Nell’arco sopra di loro sono incisi tre denari, disposti a triangolo. Lo scalpellino è l’abilità; il monaco e il progettista sono la fede e la pianificazione; la loro conversazione mostra che ogni ruolo è necessario; e la chiesa stessa suggerisce che un lavoro onesto e accurato può diventare motivo d’orgoglio.',
    areas: {
      love: {
        upright:
          'Siete entrambi disposti a investire nella relazione e a dividervi il carico come veri compagni. Single? Gli amici o il lavoro potrebbero presentarti qualcuno di nuovo.',
        reversed:
          'Uno di voi ci mette di più, o i vostri progetti per il futuro non coincidono. Mettete le aspettative sul tavolo e trovate un modo di stare insieme che vada bene a entrambi.',
      },
      career: {
        upright:
          'Il lavoro di squadra scorre e la tua competenza viene riconosciuta. Buon momento per un grande progetto, una collaborazione tra gruppi o una spinta verso un’ulteriore formazione.',
        reversed:
          'Ruoli vaghi e cattiva comunicazione causano ritardi o risultati approssimativi. Chiarite chi fa che cosa e con quale standard prima di andare avanti.',
      },
      wealth: {
        upright:
          'Le tue competenze aprono nuovi modi di guadagnare, e le iniziative comuni poggiano su basi solide. Ascolta chi ha una vera competenza prima di decidere.',
        reversed:
          'Collaborazioni e investimenti condivisi aprono la porta ai disaccordi. Metti per iscritto fin d’ora responsabilità e ripartizione dei proventi, per risparmiare l’amicizia in futuro.',
      },
      health: {
        upright:
          'Prenditi cura del tuo corpo con la guida di un esperto, come un allenatore che pianifichi gli esercizi o dei controlli regolari, e migliora passo dopo passo.',
        reversed:
          'Fare da soli con il metodo sbagliato può voler dire tanta fatica per pochi risultati. Non copiare qualsiasi cosa suggerisca internet; nel dubbio, chiedi a un medico.',
      },
    },
  },
  'pentacles-04': {
    keywords: {
      upright: ['trattenere', 'sicurezza', 'parsimonia', 'controllo'],
      reversed: ['avarizia', 'paura di perdere', 'lasciar andare', 'spese eccessive'],
    },
    upright:
      'Hai lavorato sodo per costruire qualcosa, risparmi, una posizione o una vita stabile, e ora il tuo istinto principale è metterlo al sicuro. Il Quattro di Denari è sicurezza e prudenza, e saper risparmiare e porre dei limiti è vera maturità. Nota soltanto che un pugno stretto intorno a ciò che hai è anche una mano che non può ricevere nulla di nuovo.',
    reversed:
      'Il Quattro rovesciato può andare in due direzioni. Una è stringere ancora di più: il bisogno di controllare denaro, persone o circostanze ti rende teso e diffidente verso qualsiasi cambiamento. L’altra è allentare: forse sei finalmente pronto a condividere o a correre un piccolo rischio, o forse hai corretto troppo e hai speso decisamente troppo tutto in una volta. Trova la via di mezzo, perché il tuo senso di sicurezza venga da dentro e non da un pugno serrato.',
    interpretation:
      'Associato al Sole in Capricorno, il Quattro è la spinta a mettere ordine e mantenere il controllo. La sua lezione è la differenza tra proteggere e accumulare. Le riserve danno tranquillità, ma quando la paura prende il volante, denaro e risorse smettono di essere strumenti e diventano sbarre. Quando compare questa carta, chiediti con sincerità che cosa hai più paura di perdere. Dai un numero chiaro alla sicurezza di cui hai davvero bisogno, e lascia circolare ciò che va oltre: nello studio, nelle esperienze o nell’aiutare qualcun altro.',
    imagery:
      'Un uomo incoronato siede fuori da una città, le braccia strette intorno a un denaro tenuto contro il petto, un altro in equilibrio sulla corona e uno sotto ciascun piede. Alle sue spalle sorge una città prospera, ma lui le ha voltato la schiena. La moneta stretta è l’attaccamento alla ricchezza e alla sicurezza; le monete sulla testa e sotto i piedi mostrano pensieri e appoggi entrambi occupati dai beni; la schiena voltata alla città mostra come l’eccesso di protezione ci separi lentamente dal mondo e dalle altre persone.',
    areas: {
      love: {
        upright:
          'La relazione è stabile, e impegno e sicurezza contano molto per te. Solo, non stringere troppo: la fiducia fa durare l’amore molto più a lungo del controllo.',
        reversed:
          'Possessività o insicurezza rendono l’aria soffocante. Oppure, più promettente, state imparando a rilassarvi e a lasciarvi più respiro.',
      },
      career: {
        upright:
          'Consolida la tua posizione e ciò che hai ottenuto. Proteggi il tuo ambito di competenza e resisti alla pressione di fare salti in avanti.',
        reversed:
          'La paura di sbagliare ti fa resistere al cambiamento e potrebbe costarti un’occasione di crescita. Condividi conoscenze e risorse; la collaborazione può renderti più sicuro, non meno.',
      },
      wealth: {
        upright:
          'Sai risparmiare e le tue finanze sono solide. Organizza il tuo patrimonio e pianifica con prudenza, ma non lesinare al punto da privarti del necessario.',
        reversed:
          'O troppo tirchio o improvvisamente con le mani bucate. Rivedi le tue abitudini di spesa perché il denaro torni a servire la tua vita invece di governarla.',
      },
      health: {
        upright:
          'Fisicamente sei stabile, anche se una mentalità tesa potrebbe farsi sentire su collo, spalle o stomaco. Allenta la presa e non chiudere la pressione nel corpo.',
        reversed:
          'Tensioni e preoccupazioni di lunga data hanno bisogno di uno sfogo. Prova lo stretching e la respirazione lenta, e se il malessere fisico persiste fallo controllare da un medico.',
      },
    },
  },
  'pentacles-05': {
    keywords: {
      upright: ['difficoltà', 'scarsità', 'sentirsi esclusi', 'preoccupazioni di denaro'],
      reversed: ['ripresa', 'aiuto in arrivo', 'guarigione lenta', 'lasciar entrare gli altri'],
    },
    upright:
      'In questo momento le cose potrebbero essere difficili: entrano meno soldi, il corpo non collabora, o ti senti trascurato anche in mezzo alla gente. Il Cinque di Denari mostra una notte d’inverno e ti chiede di guardare in faccia la mancanza e la solitudine. Eppure porta anche un promemoria silenzioso. L’aiuto è spesso più vicino di quanto sembri; hai semplicemente guardato la neve ai tuoi piedi e non hai ancora alzato gli occhi verso la finestra illuminata.',
    reversed:
      'Il tratto più freddo sta passando. Il Cinque rovesciato mostra le difficoltà che cominciano ad attenuarsi: un nuovo reddito, una mano tesa, o finalmente la tua disponibilità a chiedere sostegno. A volte il vero ostacolo non è là fuori, ma nella voce che dice che non meriti aiuto. Posa quell’orgoglio o quella vergogna e lascia entrare il calore.',
    interpretation:
      'Legato a Mercurio in Toro, il Cinque è la mente intrappolata nel circolo del non è mai abbastanza. La sua lezione è che la scarsità è una situazione, non un’identità. Nei momenti duri è forte la tentazione di chiudersi, convinti che nessuno possa capire. Quando compare questa carta, elenca le persone e le risorse a cui potresti rivolgerti adesso, anche se si tratta di un solo amico, di un servizio sul territorio o di un consulente professionale. Chiedere aiuto è spesso il primo passo per uscire dall’inverno.',
    imagery:
      'In una notte di neve, due figure cenciose arrancano davanti alla vetrata illuminata di una chiesa. Una zoppica sulle stampelle con la testa fasciata; l’altra si stringe in uno scialle sottile, a piedi nudi nella neve. Nella vetrata brillano cinque denari e ne esce una luce calda, ma nessuno dei due alza lo sguardo. La tempesta è la difficoltà materiale e spirituale; le ferite sono la fragilità del corpo; la finestra illuminata è un riparo e un aiuto a portata di mano, che aspettano solo di essere notati.',
    areas: {
      love: {
        upright:
          'Potresti sentirti solo o trascurato, o state affrontando insieme problemi di denaro. I tempi difficili chiedono di appoggiarsi l’uno all’altra, quindi non chiudere a chiave le tue preoccupazioni.',
        reversed:
          'Le cose si stanno sciogliendo e state ritrovando la strada l’uno verso l’altra. Se sei single, stai guarendo da una vecchia ferita e cominci a credere di meritare amore.',
      },
      career: {
        upright:
          'Potrebbero profilarsi esuberi, perdita del lavoro o l’essere messo da parte. Non stringere i denti da solo; appoggiati alla tua rete di contatti e ai servizi di supporto professionale.',
        reversed:
          'La marea sta cambiando, con una nuova apertura o qualcuno disposto a garantire per te. Ricostruisci la fiducia un passo alla volta; non serve fare salti.',
      },
      wealth: {
        upright:
          'I soldi sono pochi e ogni centesimo conta. Copri prima l’essenziale, e se serve cerca forme di assistenza legittime o una consulenza professionale sul denaro.',
        reversed:
          'Le tue finanze si stanno riprendendo e i debiti allentano la presa. Usa questo respiro per costruire un fondo d’emergenza per la prossima tempesta.',
      },
      health: {
        upright:
          'Potresti sentirti giù di forze, o un piccolo disturbo si è trascinato troppo a lungo. Non ignorare i segnali: consulta un medico e concediti un vero tempo di recupero.',
        reversed:
          'Ti stai riprendendo e l’energia ritorna. Mantieni orari regolari, segui i consigli medici e non avere fretta di tornare alla massima intensità.',
      },
    },
  },
  'pentacles-06': {
    keywords: {
      upright: ['generosità', 'dare e ricevere', 'reciprocità', 'equità'],
      reversed: ['dare a senso unico', 'aiuti con condizioni', 'debiti', 'condiscendenza'],
    },
    upright:
      'Le risorse sono in movimento: qualcuno offre una mano, e qualcun altro la accetta con gratitudine. Il Sei di Denari è generosità e aiuto reciproco. Forse stai ricevendo un sostegno, un contributo o un colpo di fortuna; forse sei tu, ora, in condizione di aiutare. Dare e ricevere sono entrambe cose buone. Ciò che conta è il rispetto reciproco, perché la buona volontà possa circolare naturalmente tra le persone.',
    reversed:
      'Il dare si è guastato. L’aiuto arriva con delle condizioni, i favori diventano leve, o continui a riversare e non torna niente. Il Sei rovesciato può anche indicare debiti e scambi sbilanciati. Controlla la bilancia di questa relazione: stai dando troppo e ricevendo troppo poco, o hai finito per appoggiarti a qualcuno più di quanto sia sano?',
    interpretation:
      'Associato alla Luna in Toro, il Sei è il bisogno di sicurezza e di nutrimento che scorre da una persona all’altra. La sua lezione è che la vera generosità non fa mai sentire piccolo l’altro, e il vero ricevere non porta vergogna. Quando compare questa carta, nota su quale piatto della bilancia ti trovi in questo momento. Se hai qualcosa in più, trova un modo concreto per aiutare. Se hai bisogno di aiuto, chiedilo con semplicità. E mentre dai, tieni d’occhio i tuoi limiti.',
    imagery:
      'Un mercante riccamente vestito regge una bilancia in una mano e con l’altra lascia cadere monete nelle mani di un mendicante inginocchiato, mentre un secondo mendicante tende le mani e aspetta. Sei denari fluttuano nell’aria sopra di loro. La bilancia è equità e misura, un promemoria che il dare richiede giudizio; il mercante è chi ha i mezzi per dare; le figure inginocchiate sono chi è nel bisogno. La scena allude anche a uno squilibrio di potere, e invita a riflettere sul delicato rapporto tra chi dà e chi riceve.',
    areas: {
      love: {
        upright:
          'Date e ricevete entrambi, vi prendete cura l’uno dell’altra, e la relazione è calda ed equilibrata. Questo tipo di premura va custodito.',
        reversed:
          'Uno di voi dà troppo e l’altro ha cominciato a darlo per scontato. Esprimi i tuoi bisogni prima che un risentimento silenzioso si indurisca in amarezza.',
      },
      career: {
        upright:
          'Un responsabile o un mentore potrebbe sostenerti, o tocca a te guidare qualcuno più nuovo. Una divisione equa di lavoro e ricompense fa funzionare bene la squadra.',
        reversed:
          'Impegno e ricompensa sono sproporzionati, o qualcuno ti sfrutta in nome di un favore. Dichiara con chiarezza i tuoi confini e chiedi ciò che ti spetta.',
      },
      wealth: {
        upright:
          'Entrate e uscite sono in equilibrio, con margine per aiutare gli altri, oppure potrebbero arrivarti prestiti o contributi. Dona secondo le tue possibilità e mantieni sano il flusso del denaro.',
        reversed:
          'Attento a dispute sui prestiti e ad accordi iniqui. Pensaci due volte prima di prestare denaro, e metti per iscritto ogni accordo.',
      },
      health: {
        upright:
          'Un buon momento sia per accettare cure sia per offrirle. Le relazioni che sostengono nutrono il corpo quanto la mente.',
        reversed:
          'Prenderti cura di tutti ti ha lasciato a secco. Blocca del tempo per riposare, e se serve chiedi alla famiglia di condividere il carico.',
      },
    },
  },
  'pentacles-07': {
    keywords: {
      upright: ['pazienza', 'fare il punto', 'investimento a lungo termine', 'attesa del raccolto'],
      reversed: ['impazienza', 'fatica senza ricompensa', 'dubbi sulla strada', 'arrendersi troppo presto'],
    },
    upright:
      'Lavori la terra ormai da un po’. Il raccolto sta crescendo, ma non è ancora tempo di mietere. Il Sette di Denari segna una pausa di valutazione: quanto hai investito, che cosa è spuntato, e se andare avanti. Chiede pazienza. L’impegno a lungo termine raramente ripaga dall’oggi al domani, ma ogni goccia di sudore si sta sommando, anche quando non la vedi.',
    reversed:
      'Lavori da tantissimo e dei risultati non c’è traccia, così cominci a chiederti se non sia stato tutto inutile. Oppure desideri così tanto un ritorno che continui a cambiare direzione, senza mai dare a nulla il tempo di maturare. Il Sette rovesciato chiede un verdetto a mente fredda: va cambiato il metodo, o serve semplicemente più tempo?',
    interpretation:
      'Legato a Saturno in Toro, il Sette è una prova di tempo e di resistenza. La sua lezione è il bilancio di metà stagione: né ostinazione cieca né uscita affrettata, ma un giudizio fondato sui fatti. Quando compare questa carta, fai una revisione onesta di ciò su cui stai investendo. Che cosa ci hai messo, che cosa ne hai ricavato, quali parti prosperano e quali appassiscono? Pota i rami che non danno frutto e conserva le forze per le piante che promettono davvero.',
    imagery:
      'Un giovane contadino si appoggia alla zappa e osserva in silenzio una vite rigogliosa accanto a lui, con sei denari che crescono tra le foglie e un settimo ai suoi piedi. La sua espressione è pensierosa, stanca e piena di speranza allo stesso tempo. La vite è il frutto di una lunga coltivazione; la zappa è il lavoro già dato; e il suo fermarsi a guardare ti dice che questo è un momento di valutazione e di pazienza, non di scavare più forte a testa bassa.',
    areas: {
      love: {
        upright:
          'L’amore ha bisogno di tempo per essere coltivato, e ora è un buon momento per fare il punto. Chiediti se questa relazione sta crescendo nella direzione che speravi.',
        reversed:
          'Hai dato molto e senti tornare poco, e lo scoraggiamento si fa strada. Invece di sopportare in silenzio, parlate apertamente di ciò che ciascuno si aspetta.',
      },
      career: {
        upright:
          'Il progetto è a metà e i risultati non si vedono ancora del tutto. Mantieni il passo, correggi l’approccio dove serve, e le ricompense arriveranno.',
        reversed:
          'La distanza tra impegno e risultato ti fa venire voglia di mollare. Individua che cosa non va; cambiare metodo può aiutare più che cambiare obiettivo.',
      },
      wealth: {
        upright:
          'Gli investimenti a lungo termine richiedono pazienza, e le oscillazioni di breve periodo non sono motivo d’allarme. Rivedi periodicamente la distribuzione e attieniti al piano.',
        reversed:
          'La fame di guadagni rapidi porta a operare troppo e a inseguire il mercato. Torna ai tuoi obiettivi di lungo periodo e non lasciare che sia l’ansia a decidere.',
      },
      health: {
        upright:
          'I piani di salute richiedono tempo per dare risultati, quindi non mollare solo perché sembra che non cambi ancora nulla. Continua e il corpo risponderà.',
        reversed:
          'Lunghi periodi di duro lavoro ti hanno lasciato esausto e disilluso. Cambia routine, concediti un vero riposo e consulta un medico se il malessere persiste.',
      },
    },
  },
  'pentacles-08': {
    keywords: {
      upright: ['concentrazione', 'padroneggiare un mestiere', 'diligenza', 'cura dei dettagli'],
      reversed: ['fare le cose in automatico', 'perfezionismo', 'monotonia', 'poca motivazione'],
    },
    upright:
      'Sei immerso nel lavoro di affinare un mestiere, e intagli un denaro dopo l’altro. L’Otto di Denari è diligenza, concentrazione e ricerca costante della qualità, la strada che ogni apprendista percorre verso la maestria. Ora lo sforzo può sembrarti ripetitivo, ma ogni giro di pratica ti avvicina a una vera abilità. Mettiti comodo e fai bene il compito che hai davanti; è il miglior investimento che puoi fare.',
    reversed:
      'La ripetizione si è trasformata in noia, il lavoro è diventato spuntare caselle e la qualità cala. O il contrario: il perfezionismo ti fa lucidare all’infinito un piccolo dettaglio mentre l’opera finita non vede mai la luce. L’Otto rovesciato ti chiede di ritrovare il perché di ciò che fai. Perché volevi imparare questo mestiere all’inizio, e dove dovrebbe portarti?',
    interpretation:
      'Legato al Sole in Vergine, l’Otto è la luce puntata sui dettagli. La sua lezione è che la maestria nasce dalla pratica consapevole, non dal solo talento. Quando compare questa carta, scegli un’abilità che vuoi padroneggiare, dedicale un tempo regolare di pratica e annota ogni piccolo miglioramento. Ricorda anche che puntare all’eccellenza serve a migliorare il lavoro, non a punire te stesso. Sapere quando qualcosa è abbastanza buono fa parte dell’essere un professionista.',
    imagery:
      'Un artigiano siede al banco con martello e scalpello, intento a incidere un disegno su un denaro. Accanto a lui le monete finite sono già appese in fila su un palo di legno, e un’altra aspetta ai suoi piedi. In lontananza c’è una città, ma i suoi occhi non si staccano mai dal lavoro che ha tra le mani. La fila di monete quasi identiche è pratica e accumulo; la sua concentrazione è dedizione al mestiere; e la città lontana allude al fatto che un’abilità onesta gli guadagnerà prima o poi un posto nel mondo più ampio.',
    areas: {
      love: {
        upright:
          'Sei disposto a impegnarti e a mostrare la tua cura con i fatti. Imparare e crescere fianco a fianco rende il legame sempre più forte.',
        reversed:
          'Il lavoro ha inghiottito tutta la tua attenzione e il partner lo sente, o il tempo insieme è diventato routine. Organizza qualcosa di nuovo da condividere.',
      },
      career: {
        upright:
          'Un ottimo momento per imparare nuove competenze, ottenere una qualifica o concentrarti sul progetto in corso. La tua diligenza diventerà a poco a poco la tua reputazione.',
        reversed:
          'La scintilla si è spenta nel tuo lavoro, o i dettagli rallentano tutto. Ridefinisci i tuoi obiettivi e chiediti se ti serve una nuova sfida.',
      },
      wealth: {
        upright:
          'Competenza e duro lavoro fanno crescere il tuo reddito con costanza. Investire nelle tue capacità è la scommessa più affidabile che puoi fare adesso.',
        reversed:
          'Il reddito è fermo, o le lunghe ore non rendono quanto dovrebbero. Calcola quanto vale il tuo tempo e adatta il tuo modo di lavorare.',
      },
      health: {
        upright:
          'Imposta una routine di allenamento regolare. Con una pratica paziente e progressi graduali, il corpo diventerà più forte poco a poco.',
        reversed:
          'Lunghe ore curvo alla scrivania, o gli eccessi, stanno causando usura e affaticamento. Alzati e muoviti a intervalli regolari, e consulta presto un medico per qualsiasi dolore.',
      },
    },
  },
  'pentacles-09': {
    keywords: {
      upright: ['autosufficienza', 'abbondanza', 'eleganza', 'godersi i frutti'],
      reversed: [
        'eccessiva dipendenza',
        'successo vuoto',
        'vivere al di sopra dei propri mezzi',
        'apparenza più che sostanza',
      ],
    },
    upright:
      'Con il tuo impegno hai coltivato un giardino tutto tuo. Il Nove di Denari è indipendenza e abbondanza: autosufficiente sul piano economico, e con il gusto di godere ciò che la vita offre. Ora puoi rallentare, ammirare ciò che hai costruito e gustare la tua compagnia senza sensi di colpa. Questa serenità è il frutto di anni di disciplina e perseveranza.',
    reversed:
      'In superficie hai tutto, eppure dentro qualcosa sembra vuoto. Oppure salvare le apparenze ti porta a fare il passo più lungo della gamba e a mostrare una faccia coraggiosa. Il Nove rovesciato può anche indicare un appoggiarsi troppo a qualcun altro, economicamente o emotivamente, fino a perdere il proprio equilibrio. Chiediti se la vita che hai è quella che desideri davvero.',
    interpretation:
      'Associato a Venere in Vergine, il Nove è l’abbondanza nel punto in cui bellezza e ordine si incontrano. La sua lezione è che la vera ricchezza non è solo ciò che possiedi, ma il poterlo godere con animo sereno. Tante persone lavorano sodo per anni e non osano mai fermarsi a premiarsi. Quando compare questa carta, ritagliati del tempo che sia davvero tuo, e verifica che la tua indipendenza poggi su un terreno solido. La disciplina ti ha portato fin qui; imparare a godertela ti porterà più lontano.',
    imagery:
      'Una donna elegantemente vestita sta da sola in una vigna, con una veste ricamata di fiori e del simbolo di Venere. Un falco incappucciato si posa sulla sua mano guantata, nove denari pendono tra le viti intorno a lei e in lontananza sorge una villa. L’uva matura è il raccolto; il falco incappucciato è disciplina addestrata e padronanza di sé; e la sua calma compostezza, sola ma appagata, mostra che questa abbondanza viene dal suo lavoro e dalle sue scelte.',
    areas: {
      love: {
        upright:
          'Ti godi la libertà dell’essere single e sai esattamente che tipo di partner desideri. Se sei in coppia, conservi la tua indipendenza e il senso di te all’interno della relazione.',
        reversed:
          'Aggrapparsi a un partner per sicurezza, o essere così autosufficienti che nessuno riesce ad avvicinarsi. Cerca l’equilibrio tra intimità e indipendenza.',
      },
      career: {
        upright:
          'Il lavoro porta ricompense e soddisfazioni costanti, con più controllo sul tuo tempo. La libera professione o un’attività in proprio sembrano promettenti.',
        reversed:
          'La tua carriera sembra impressionante ma ti lascia insoddisfatto, o dipendi troppo da un unico committente. Ripensa a come vuoi davvero lavorare.',
      },
      wealth: {
        upright:
          'Economicamente indipendente e con un reddito stabile, puoi permetterti alcune delle cose belle della vita. Spendi con criterio e il tuo denaro ti servirà a lungo.',
        reversed:
          'Spendere troppo per salvare le apparenze, o un’unica fonte di reddito fragile. Rivedi dove vanno i soldi e costruisciti una rete di sicurezza.',
      },
      health: {
        upright:
          'Corpo e mente sono in buona forma. Passatempi rilassanti come il giardinaggio, le passeggiate o lo yoga ti aiutano a goderti il presente.',
        reversed:
          'Troppa indulgenza o troppo poco freno potrebbero presentare il conto in silenzio. Riequilibra alimentazione e sonno e continua con i controlli regolari.',
      },
    },
  },
  'pentacles-10': {
    keywords: {
      upright: ['eredità', 'ricchezza duratura', 'stabilità', 'appartenenza'],
      reversed: ['conflitti familiari', 'liti sull’eredità', 'fondamenta instabili', 'tradizione soffocante'],
    },
    upright:
      'È una carta che parla di ciò che dura. Il Dieci di Denari racconta l’eredità di famiglia, la ricchezza costruita nel corso delle generazioni e un luogo a cui appartieni davvero. I tuoi sforzi non sono solo per te; stanno gettando le fondamenta per le persone che ami e per gli anni a venire. È un buon momento per pensare a lungo termine a famiglia, patrimonio, tradizione e a ciò che vuoi lasciare.',
    reversed:
      'Potrebbero esserci attriti in casa: liti per il denaro, un’eredità o il modo di vivere, o la sensazione che le aspettative della famiglia ti leghino le mani. Il Dieci rovesciato avverte anche che finanze o relazioni all’apparenza solidissime potrebbero nascondere delle crepe. Parlate apertamente, e capite quali tradizioni vale la pena proteggere e quali potete lasciare andare con delicatezza.',
    interpretation:
      'Legato a Mercurio in Vergine, il Dieci è la saggezza di mettere ordine nelle proprie faccende perché possano essere tramandate. La sua lezione è che ricchezza e relazioni hanno entrambe bisogno di una cura a lungo termine e di una sistemazione ponderata. Quando compare questa carta, parla del futuro con la tua famiglia, metti ordine in assicurazioni, risparmi e documenti importanti, e ascolta i racconti degli anziani. Che cosa hai ereditato, e che cosa vuoi trasmettere? Le risposte ti aiuteranno a fare scelte con un orizzonte più lungo.',
    imagery:
      'Un anziano dai capelli bianchi siede sotto un arco con una veste dai ricchi motivi, due cani bianchi accovacciati accanto a lui. Dall’altra parte dell’arco una giovane coppia conversa mentre un bambino allunga la mano per toccare uno dei cani. Al muro è appeso lo stemma di famiglia, e dieci denari sono disposti a forma di Albero della Vita. Tre generazioni insieme sono continuità; i cani sono fedeltà e protezione; e il disegno dell’Albero della Vita suggerisce un’abbondanza materiale intrecciata a un’eredità spirituale.',
    areas: {
      love: {
        upright:
          'La relazione si avvia verso l’impegno, forse il matrimonio, l’incontro con la famiglia o la costruzione di una casa insieme. Il sostegno della famiglia rende il legame ancora più forte.',
        reversed:
          'I parenti si intromettono nella vostra relazione, o vedete la vita familiare in modo molto diverso. Trovate prima un’intesa tra voi due, poi affrontate gli altri insieme.',
      },
      career: {
        upright:
          'Ora ti si addicono organizzazioni consolidate o un’impresa di famiglia, e l’impegno a lungo termine porta una posizione sicura e ricompense solide.',
        reversed:
          'Un ambiente di lavoro conservatore limita la tua crescita, o gli interessi dell’impresa di famiglia sono aggrovigliati. Decidi quale strada è davvero tua.',
      },
      wealth: {
        upright:
          'La tua base economica è sicura. Un buon momento per una pianificazione a lungo raggio, come comprare casa, sistemare le assicurazioni o risparmiare per gli studi di un figlio.',
        reversed:
          'Attento a dispute familiari sul denaro o a problemi di eredità. Quando sono in gioco somme importanti, coinvolgi un avvocato, un commercialista o un altro professionista.',
      },
      health: {
        upright:
          'La famiglia è una fonte di forza. Vale anche la pena conoscere la storia clinica familiare e mantenere controlli regolari sul lungo periodo.',
        reversed:
          'La pressione in casa potrebbe incidere su umore e sonno. Concediti un po’ di spazio, e se non stai bene a lungo consulta presto un medico.',
      },
    },
  },
  'pentacles-11': {
    keywords: {
      upright: ['apprendimento', 'sogni concreti', 'nuova occasione', 'primi passi sicuri'],
      reversed: ['pigrizia', 'ambizioni irrealistiche', 'nessun piano', 'procrastinazione'],
    },
    upright:
      'Si è presentata un’occasione da prendere sul serio: un corso, un nuovo lavoro, un progetto da coltivare nel tempo. Il Fante di Denari è lo studente con i piedi per terra, affascinato dalla moneta che ha tra le mani e felice di passare del tempo a capirla. Comincia con umiltà e concentrazione, e questo seme finirà per fiorire e dare frutto.',
    reversed:
      'Tante idee e pochissima azione, o il desiderio di saltare dritto in cima senza imparare le basi. Il Fante rovesciato può anche indicare uno studio dispersivo, progetti rimandati di continuo o notizie al di sotto delle speranze. Spezza il grande obiettivo in piccoli passi e comincia da quello che puoi finire oggi.',
    interpretation:
      'Il volto più giovane della terra, il Fante rappresenta sogni concreti che cominciano appena a germogliare. La sua lezione è che i sogni hanno bisogno di piani e i piani di azione. Non ha fretta di dimostrare nulla; è assorto nello studio di ciò che tiene in mano. Quando compare questa carta, scegli un campo a cui sei disposto a dedicarti a lungo, stendi un semplice piano di studio o di risparmio e tieni traccia dei progressi. Piano piano si arriva davvero prima.',
    imagery:
      'Un giovane sta in un prato punteggiato di fiorellini, alzando un denaro con entrambe le mani e osservandolo con intensità, come se cercasse di leggerne i segreti. Alle sue spalle si stendono campi appena arati, un boschetto e colline lontane. Alzare la moneta mostra quanto dia valore alla conoscenza e all’occasione; la terra arata è il lavoro di base già fatto; e il suo sguardo assorto è la pazienza e la serietà di chi impara davvero.',
    areas: {
      love: {
        upright:
          'L’amore cresce lentamente ma con sincerità, e potresti incontrare una persona affidabile. Curare le piccole cose di tutti i giorni parla più forte delle parole dolci.',
        reversed:
          'Non impegnarsi davvero, o tenere l’amore al sicuro nel regno dell’immaginazione. Se qualcuno ti piace davvero, dimostralo con i fatti.',
      },
      career: {
        upright:
          'Un ottimo momento per imparare nuove competenze, fare un tirocinio o cominciare dalla gavetta. La tua voglia di imparare verrà notata e ti preparerà bene.',
        reversed:
          'Le abitudini di studio si sono allentate, o le tue ambizioni superano le tue capacità. Lascia andare l’ansia per i risultati e consolida prima le basi.',
      },
      wealth: {
        upright:
          'Comincia a informarti sul denaro e a costruire l’abitudine al risparmio. Tieni traccia delle spese o imposta un piccolo versamento regolare, e fai crescere le tue conoscenze da lì.',
        reversed:
          'I piani di denaro continuano a sfumare, o ti lasci influenzare facilmente dalle dritte del momento. Impara le basi prima di investire in qualsiasi cosa.',
      },
      health: {
        upright:
          'Impara qualcosa su alimentazione o attività fisica e stendi un piano di salute realistico che tu possa mantenere, un piccolo passo alla volta.',
        reversed:
          'Sai che cosa fare ma continui a rimandare l’inizio. Comincia dal cambiamento più piccolo possibile, e chiedi a un medico o a un dietista se hai dubbi.',
      },
    },
  },
  'pentacles-12': {
    keywords: {
      upright: ['costanza', 'responsabilità', 'perseveranza', 'metodo'],
      reversed: ['ristagno', 'testardaggine', 'prudenza eccessiva', 'routine noiosa'],
    },
    upright:
      'Non vuoi vincere nessuna gara, ma ogni passo che fai è solido. Il Cavaliere di Denari è diligenza, affidabilità e capacità di durare. Non è mai la persona più appariscente della stanza, eppure è quella a cui affideresti qualsiasi cosa. Ora è il momento di portare avanti il tuo piano con metodo, mantenere le promesse e curare i dettagli. Andare piano va bene; mantieni un passo costante e il traguardo arriverà.',
    reversed:
      'La costanza è diventata ristagno. Forse sei bloccato in una routine immutabile, sai che qualcosa deve cambiare ma non ti muovi mai, o sei così abitudinario da non riuscire ad ascoltare altri punti di vista. Il Cavaliere rovesciato può anche indicare un trascinare i piedi o trovare la vita noiosa e piatta. Aggiungi un po’ di novità al tuo ritmo perché la prudenza non si indurisca in immobilità.',
    interpretation:
      'Portatore dello spirito terrestre della Vergine, il Cavaliere tiene ai dettagli e ai risultati. La sua lezione è che l’affidabilità è una forza, ma non deve mai diventare una scusa per evitare il cambiamento. Lavora lo stesso campo giorno dopo giorno, e quella perseveranza merita di essere imparata. Quando compare questa carta, costruisci per il tuo obiettivo una routine quotidiana che tu possa sostenere a lungo, e ogni tanto verifica che la strada porti ancora dove vuoi andare.',
    imagery:
      'Un cavaliere in armatura monta un robusto cavallo nero che sta fermo e ben piantato, senza galoppare. Tiene in mano un denaro e lo esamina con attenzione. Alle sue spalle si stende un campo arato con cura. Il cavallo immobile è costanza e pazienza; il campo arato è duro lavoro e preparazione; e il modo in cui contempla la moneta mostra un uomo che soppesa il valore di ogni passo e non agisce mai per capriccio.',
    areas: {
      love: {
        upright:
          'L’amore è stabile e affidabile. Il partner forse non è bravo con le parole, ma mostra la sua cura con gesti concreti: lento a scaldarsi, ma degno di fiducia.',
        reversed:
          'Le cose si sono appiattite, con poche sorprese e poca passione. Provate qualcosa di nuovo insieme e riportate un po’ di calore nella vita di tutti i giorni.',
      },
      career: {
        upright:
          'Il lavoro procede con costanza, e la tua affidabilità e la tua cura si guadagnano la fiducia delle persone. Continua a curare i dettagli e i risultati arriveranno.',
        reversed:
          'Il lavoro è diventato pura routine e i progressi sono lenti. Verifica se sei troppo prudente, e apriti a nuovi metodi e nuove sfide.',
      },
      wealth: {
        upright:
          'Ti si addice una gestione attenta del denaro: risparmio a lungo termine e investimenti a basso rischio. Segui il piano e il tuo patrimonio crescerà con costanza.',
        reversed:
          'Troppa prudenza potrebbe costarti delle occasioni, e il rimandare lascia le finanze senza cura. Controlla regolarmente i conti e non lasciare il denaro fermo per anni.',
      },
      health: {
        upright:
          'Una routine regolare e un’attività fisica costante continueranno a migliorare la tua salute. Punta alla costanza, non alla velocità.',
        reversed:
          'Il poco movimento ti sta rendendo fiacco. Comincia con un po’ di attività ogni giorno, e se il malessere persiste consulta subito un medico.',
      },
    },
  },
  'pentacles-13': {
    keywords: {
      upright: ['cura', 'praticità', 'abbondanza', 'sicurezza'],
      reversed: ['trascurarsi', 'troppo lavoro', 'ansia per il denaro', 'bisogno di controllo'],
    },
    upright:
      'Hai il dono di rendere la vita calda e insieme piena. La Regina di Denari è la cura concreta: tiene una casa accogliente, gestisce il denaro con buon senso e si prende cura di chiunque le stia intorno. È un buon momento per concentrarti sui dettagli tangibili della vita quotidiana. Mangia bene, metti in ordine i tuoi spazi, prenditi cura del corpo, e potresti scoprire che la felicità si nascondeva da sempre nell’ordinario.',
    reversed:
      'Forse hai riversato tutto nel lavoro e nella famiglia e ti sei dimenticato completamente di te. Oppure l’ansia per il denaro e la sicurezza ti fa preoccupare di tutto e cercare di controllare ogni cosa. La Regina rovesciata ti ricorda di prenderti cura di te prima di prenderti cura degli altri. Il tuo valore non si misura solo da quanto dai.',
    interpretation:
      'Portatrice dell’energia terrestre del Capricorno, la Regina unisce realismo e tenerezza. La sua lezione è che prendersi cura è un’abilità, e ha bisogno anche di confini. Una cura autentica lascia sia te sia gli altri con i piedi ben piantati, invece di chiederti di sacrificarti all’infinito. Quando compare questa carta, chiediti quale piccola cosa potresti fare oggi per te: un pasto come si deve, andare a letto presto, o un po’ di tempo tranquillo in cui nessuno può raggiungerti.',
    imagery:
      'Una regina siede in un giardino rigoglioso su un trono scolpito con capre, frutti e cherubini. Guarda con tenerezza il denaro che tiene in grembo, dalle fronde sopra di lei ricadono delle rose e nell’angolo in basso a destra un coniglietto siede nell’erba. Le capre sono il Capricorno e la resistenza concreta; i frutti e i fiori sono fertilità e abbondanza; il coniglio è vita nuova e prosperità; e il modo in cui culla la moneta mostra la sua cura per le cose materiali e per la vita stessa.',
    areas: {
      love: {
        upright:
          'Sei un partner premuroso e affidabile, che mostra l’amore con una cura concreta. La relazione è calda e sicura, una buona base per costruire una casa.',
        reversed:
          'Dare troppo trascurando te stesso, o cercare di controllare tutto per insicurezza. Per una volta lascia che sia il partner a prendersi cura di te.',
      },
      career: {
        upright:
          'Capace e con i piedi per terra, bilanci efficienza e gentilezza e gli altri contano su di te. Ti si addicono ruoli legati a risorse, budget o cura di una squadra.',
        reversed:
          'Destreggiarti tra lavoro e casa ti ha sfinito. Fissa confini chiari e affida ad altri una parte delle responsabilità.',
      },
      wealth: {
        upright:
          'Hai un vero talento nel gestire il denaro e pianificare sia l’oggi sia il domani. Un buon momento per impostare un piano finanziario solido per la famiglia.',
        reversed:
          'Troppa preoccupazione per il denaro, o spese fatte soprattutto per accontentare gli altri. Torna a ciò di cui hai davvero bisogno e fai il budget di conseguenza.',
      },
      health: {
        upright:
          'Sei in buona salute. Cucinare, fare giardinaggio o passare del tempo nella natura nutriranno corpo e mente e ti faranno godere il ritmo naturale della vita.',
        reversed:
          'Prenderti cura di tutti ha lasciato in secondo piano la tua salute. Fai pasti regolari, riposa bene e consulta un medico se il malessere persiste.',
      },
    },
  },
  'pentacles-14': {
    keywords: {
      upright: ['successo', 'stabilità', 'risorse abbondanti', 'guida affidabile'],
      reversed: ['avidità', 'testardaggine', 'il profitto prima di tutto', 'sfarzo'],
    },
    upright:
      'Hai trovato il tuo posto nel tuo campo e hai alle spalle risorse, esperienza e un buon nome. Il Re di Denari è il successo materiale unito a una responsabilità matura. Sa come far crescere la ricchezza e come proteggere chi dipende da lui. Ora è il momento di prendere decisioni con lucidità e di mettere la tua forza e le tue risorse al servizio di obiettivi con un lungo orizzonte.',
    reversed:
      'Il successo può rendere rigidi o avidi: fissati sul profitto, restii a correre qualsiasi rischio, pronti a misurare tutto in denaro. Il Re rovesciato può anche indicare una cattiva gestione finanziaria, spese sfarzose o il perdere la strada una volta arrivato il potere. Ricorda a te stesso che la ricchezza è uno strumento, non tutta la vita.',
    interpretation:
      'Associato al Toro, il Re è la terra nella sua forma più stabile e matura. La sua lezione è che la vera ricchezza significa usare le risorse per creare valore e condividerlo con gli altri. Non vince scommettendo, ma grazie ad anni di coltivazione paziente e di buon giudizio. Quando compare questa carta, considera quali risorse hai già e come potrebbero portare una sicurezza più duratura a te e a chi ti sta intorno. Le decisioni ponderate sono di solito quelle che resistono alla prova del tempo.',
    imagery:
      'Un re siede su un trono decorato con teste di toro, indossando una veste coperta di tralci di vite, uno scettro in una mano e un denaro posato sul ginocchio sotto l’altra. Viti e frutti lo circondano, e alle sue spalle sorge un solido castello. I tori sono il Toro, stabilità e fertilità; i tralci di vite sono raccolto e piacere; il castello è l’impresa e la sicurezza che ha costruito; e l’armatura che si intravede sotto la veste mostra che la sua abbondanza è sostenuta dalla forza di difenderla.',
    areas: {
      love: {
        upright:
          'Una relazione matura e stabile con un partner affidabile che vuole provvedere al vostro futuro comune. Un buon momento per parlare seriamente di un impegno a lungo termine.',
        reversed:
          'Troppo peso al denaro o al controllo e troppo poca connessione emotiva. Non lasciare che regali o spese prendano il posto di tempo e attenzione.',
      },
      career: {
        upright:
          'Successo sul lavoro; guidare, gestire un’impresa o amministrare risorse ti si addicono. La tua stabilità e il tuo giudizio si guadagnano un ampio rispetto.',
        reversed:
          'Il tuo stile di gestione si è irrigidito, o stai inseguendo guadagni a breve termine. Ascolta la tua squadra e non lasciare che il potere offuschi il tuo giudizio.',
      },
      wealth: {
        upright:
          'Le finanze sono solide, e investire e gestire il patrimonio ti viene naturale. Pianifica a lungo termine e lascia che la tua ricchezza cresca con costanza.',
        reversed:
          'Attento ai rischi nati dall’avidità, o alle spese senza freno. Prima di qualsiasi decisione finanziaria importante, chiedi un consiglio professionale.',
      },
      health: {
        upright:
          'La tua costituzione è robusta. Mantieni pasti e sonno regolari e resterai in buona forma, con energia da vendere.',
        reversed:
          'Cene abbondanti, eccessi o anni passati a mettere il lavoro al primo posto stanno presentando il conto. Rallenta, continua con i controlli regolari e consulta un medico per qualsiasi disturbo.',
      },
    },
  },
};
