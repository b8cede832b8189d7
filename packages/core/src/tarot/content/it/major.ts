import type { CardBodyTable } from '../../types';

export const major: CardBodyTable = {
  'major-00': {
    keywords: {
      upright: ['nuovi inizi', 'spontaneità', 'fiducia', 'un salto nel vuoto'],
      reversed: ['avventatezza', 'ingenuità', 'paura del salto', 'scarso giudizio'],
    },
    upright:
      'Davanti a te si apre una pagina bianca, e non ti servono tutte le risposte prima di cominciare. Il Matto è il viandante con lo zaino leggero e il cuore aperto, pronto a dire sì alla strada. Ti chiama un nuovo capitolo, un trasloco, un cambio di lavoro o anche solo un piccolo esperimento. In questo momento la curiosità è la tua bussola migliore. Fidati: imparerai strada facendo ciò che ti serve.',
    reversed:
      'La voglia di saltare c’è, ma qualcosa non torna. O ti stai lanciando senza guardare dove metterai i piedi, oppure resti sul bordo così a lungo che il momento ti sta scivolando via. Il Matto rovesciato chiede sincerità: è libertà quella che insegui, o solo una fuga? E la tua prudenza ti protegge, o ti tiene piccolo?',
    interpretation:
      'Con il suo numero zero, il Matto sta insieme fuori e all’inizio del viaggio che le altre ventuno carte raccontano. Porta con sé l’elemento dell’aria e, nella pratica moderna, Urano, il pianeta della libertà improvvisa. La sua lezione è la mente del principiante: la disponibilità a non sapere ancora. L’esperienza è preziosa, ma può anche indurirsi in paura. Quando compare il Matto, chiediti dove hai smesso di lasciarti sorprendere dalla vita, poi fai un passo che non puoi pianificare del tutto, tenendo però d’occhio il terreno sotto i piedi.',
    imagery:
      'Un giovane viandante con una tunica dai colori vivaci avanza verso l’orlo di un precipizio, il viso rivolto al cielo e un fagottino appeso a un bastone sulla spalla. Tiene in mano una rosa bianca, e un cagnolino bianco gli saltella tra i piedi. Alle sue spalle splende un sole pallido e in lontananza si alzano cime innevate. Il precipizio è l’ignoto; la rosa bianca è innocenza e purezza d’intenti; il cane è l’istinto, che lo mette in guardia o lo sprona; le montagne sono il lungo viaggio dell’esperienza che ancora lo attende.',
    areas: {
      love: {
        upright:
          'Potrebbe nascere qualcosa di fresco e imprevisto, leggero e pieno di possibilità. Goditelo senza correre a definirlo troppo presto.',
        reversed:
          'Attento a non buttarti a capofitto, o a mantenere le cose così vaghe che nessuno sa più a che punto siete. La libertà funziona meglio se accompagnata dalla sincerità.',
      },
      career: {
        upright:
          'Si apre una strada nuova, un nuovo settore o un’occasione fuori dagli schemi. La tua apertura è una risorsa: di’ di sì e impara in fretta.',
        reversed:
          'Una mossa audace senza informarti potrebbe lasciarti scoperto. Conserva lo spirito d’avventura, ma controlla i dettagli prima di dare le dimissioni.',
      },
      wealth: {
        upright:
          'Va bene per un piccolo esperimento, come un progetto parallelo o un nuovo modo di gestire il denaro. Tieni basse le poste mentre impari.',
        reversed:
          'Spese impulsive o una scommessa su qualcosa che capisci a malapena potrebbero costarti care. Prima di ogni salto, metti da parte una rete di sicurezza.',
      },
      health: {
        upright:
          'Un bel momento per provare una nuova attività solo per divertimento. Aria aperta, viaggi e gioco possono ricaricarti più di quanto immagini.',
        reversed:
          'La distrazione potrebbe portare a piccoli incidenti o a trascurare le basi. Rallenta, guarda dove metti i piedi e non ignorare i segnali che il corpo ti manda.',
      },
    },
  },
  'major-01': {
    keywords: {
      upright: ['forza di volontà', 'abilità', 'manifestazione', 'intraprendenza'],
      reversed: ['manipolazione', 'energia dispersa', 'talento inespresso', 'inganno'],
    },
    upright:
      'Tutto ciò che ti serve è già sul tavolo. Il Bagatto dice che hai le capacità, gli strumenti e la concentrazione per trasformare un’idea in qualcosa di reale: smetti di aspettare il permesso. È una carta di azione e di intenzione chiara: decidi cosa vuoi, raccogli ciò che hai e comincia a dargli forma. In questo momento le tue parole hanno peso, e così le tue scelte. Usale entrambe con consapevolezza.',
    reversed:
      'Il talento c’è, ma si sta disperdendo. Forse stai destreggiandoti tra troppe cose per portarne a termine una, o dubiti così tanto di te che le tue capacità restano inutilizzate. Il Bagatto rovesciato può anche mettere in guardia da fumo e specchi: qualcuno, forse anche tu, che piega la verità per ottenere un risultato. Torna a un’intenzione onesta e concentrati su una cosa alla volta.',
    interpretation:
      'Governato da Mercurio, il Bagatto è il messaggero tra le idee e il mondo materiale: comunicazione, abilità e prontezza di pensiero. La sua lezione è che il potere nasce dall’allineamento. Quando ciò che pensi, dici e fai va nella stessa direzione, le cose cominciano a muoversi. Quando compare questa carta, fissa un obiettivo chiaro, elenca le risorse che hai già e fai oggi il primo passo concreto. Fai attenzione a come usi la tua influenza, perché i doni del Bagatto funzionano per l’inganno tanto quanto per la creazione.',
    imagery:
      'Un giovane con una veste bianca e un mantello rosso sta in piedi davanti a un tavolo, una mano che alza una bacchetta verso il cielo e l’altra che indica la terra. Sul tavolo ci sono una coppa, una spada, un denaro e un bastone, i quattro semi dei tarocchi. Sopra la sua testa fluttua il simbolo dell’infinito, una cintura a forma di serpente gli cinge la vita e intorno crescono rose e gigli. Il gesto dice «come in alto, così in basso», e incanala l’ispirazione nella forma; i quattro strumenti sono tutti gli elementi ai suoi ordini; l’infinito è un potenziale senza limiti; i fiori bilanciano desiderio e purezza.',
    areas: {
      love: {
        upright:
          'Sei affascinante e persuasivo, ed è un buon momento per fare la prima mossa o dire esattamente ciò che desideri. Sii sincero e arriverà a segno.',
        reversed:
          'Attento ai giochetti, ai segnali contraddittori o a chi parla meglio di come agisce. Lascia che siano i fatti, non le belle parole, a dirti a che punto sei.',
      },
      career: {
        upright:
          'Ottimo per presentare un progetto, lanciarlo, negoziare o imparare una nuova competenza. Hai più potere contrattuale di quanto pensi: usalo.',
        reversed:
          'Le tue capacità sembrano sottoutilizzate, o sei sparpagliato su troppi compiti. Restringi il campo e diffida degli accordi che suonano troppo furbi.',
      },
      wealth: {
        upright:
          'Le tue competenze possono trasformarsi in reddito: pensa a come metterle al lavoro. Un piano concreto adesso può rendere bene.',
        reversed:
          'Diffida di piani troppo lisci e di promesse di soldi facili. Leggi le clausole in piccolo e fidati dei numeri più che delle parole del venditore.',
      },
      health: {
        upright:
          'Mente e corpo rispondono bene all’intenzione. Fissa un obiettivo di benessere preciso e realistico e con ogni probabilità lo manterrai.',
        reversed:
          'L’agitazione nervosa e il pensare troppo potrebbero sfinirti. Ritrova radici con pasti regolari, sonno e tempo lontano dagli schermi.',
      },
    },
  },
  'major-02': {
    keywords: {
      upright: ['intuizione', 'sapere interiore', 'mistero', 'quiete'],
      reversed: ['istinto ignorato', 'segreti', 'distacco', 'confusione'],
    },
    upright:
      'Non tutto va detto ad alta voce o deciso subito. La Papessa ti invita a fare silenzio e ad ascoltare la parte di te che già sa. Forse sotto la superficie succede più di quanto qualcuno ammetta, e la tua intuizione lo sta cogliendo. Fidati dei segnali sottili, lascia alle risposte il tempo di affiorare e resisti alla pressione di agire prima di essere pronto.',
    reversed:
      'Forse stai zittendo le tue sensazioni di pancia, soffocandole nel rumore, negli impegni o nelle opinioni altrui. Oppure qualcosa viene nascosto, da qualcun altro o da te a te stesso. La Papessa rovesciata dice che la risposta non sta là fuori, in altri consigli. Fai un passo indietro, crea un po’ di spazio e lasciati sentire ciò che hai evitato.',
    interpretation:
      'Governata dalla Luna, la Papessa custodisce la soglia tra conscio e inconscio. La sua lezione è la ricettività: certe conoscenze arrivano solo quando smetti di inseguirle. Sogni, intuizioni, coincidenze ricorrenti e un silenzioso disagio sono tutte forme di informazione. Quando compare, fai spazio ogni giorno alla quiete, che sia scrivere un diario, camminare da solo o semplicemente stare seduto senza telefono, e osserva ciò che emerge. Non ogni mistero va risolto subito; alcuni vanno vissuti per un po’.',
    imagery:
      'Una donna serena in vesti azzurre siede tra due colonne, una nera segnata B e una bianca segnata J, le colonne del tempio di Salomone. Porta una corona a forma di fasi lunari, tiene in grembo un rotolo in parte nascosto con la scritta TORA, e ai suoi piedi giace una falce di luna. Dietro di lei pende un velo ricamato di melagrane, attraverso il quale si intravede l’acqua. Le colonne sono opposti tenuti in equilibrio; il rotolo è saggezza nascosta; il velo e l’acqua evocano il profondo inconscio che lei custodisce; le melagrane parlano di fertilità e di conoscenza segreta.',
    areas: {
      love: {
        upright:
          'Qui c’è più di quanto appaia: sentimenti non detti o un legame che si sta ancora dispiegando. Fidati di ciò che percepisci e lascia che le cose si rivelino.',
        reversed:
          'Segreti o distanza emotiva stanno creando confusione. Se qualcosa non ti convince, chiedi con delicatezza invece di riempire il silenzio con supposizioni.',
      },
      career: {
        upright:
          'Osserva prima di agire. Per ora tieni per te i tuoi piani, leggi con attenzione l’ambiente e fidati del tuo istinto su persone e tempi.',
        reversed:
          'Informazioni mancanti o giochi di potere in ufficio potrebbero offuscare il quadro. Fatti mettere i fatti per iscritto e ascolta il tuo disagio.',
      },
      wealth: {
        upright:
          'Ora ti si addicono decisioni tranquille e ponderate. Se una mossa finanziaria non ti convince, aspetta di averla capita fino in fondo.',
        reversed:
          'Costi nascosti o condizioni poco chiare potrebbero coglierti di sorpresa. Controlla bene estratti conto e contratti prima di impegnarti.',
      },
      health: {
        upright:
          'Il tuo corpo ti manda messaggi sottili: ascoltali. Riposo, silenzio e ritmi regolari ti faranno bene.',
        reversed:
          'Ignorare i piccoli segnali può far accumulare stress. Se qualcosa non va e non passa, rivolgiti a un medico invece di tirare a indovinare.',
      },
    },
  },
  'major-03': {
    keywords: {
      upright: ['abbondanza', 'cura', 'creatività', 'sensualità'],
      reversed: ['blocco creativo', 'dare troppo', 'trascurarsi', 'ristagno'],
    },
    upright:
      'Intorno a te la vita sta maturando. L’Imperatrice porta crescita, conforto e abbondanza creativa: un progetto che fiorisce, una relazione che si approfondisce, una casa che sa di calore. Ti ricorda che le cose belle crescono quando vengono curate con pazienza e attenzione, non forzate. Goditi i sensi, nutri te stesso e le persone che ami, e concediti di ricevere con la stessa generosità con cui dai.',
    reversed:
      'Il giardino sembra un po’ trascurato, e forse la persona più trascurata sei proprio tu. Potresti riversare cure su tutti gli altri fino a non avere più nulla per te, o sentirti bloccato sul piano creativo e lontano dal piacere. L’Imperatrice rovesciata può indicare anche un affetto soffocante, che trattiene troppo. Torna ai tuoi bisogni e lascia che le cose crescano con i loro tempi.',
    interpretation:
      'Governata da Venere, l’Imperatrice incarna l’amore, la bellezza e la forza fertile della natura. La sua lezione è che la crescita segue le stagioni. Non puoi affrettare un raccolto, ma puoi creare le condizioni perché le cose fioriscano: buon terreno, attenzione costante, abbastanza riposo. Quando compare, chiediti che cosa stai coltivando in questo momento, un progetto, una relazione o il tuo benessere, e di che cosa ha bisogno da te. Fai spazio anche al piacere e alla bellezza: non sono lussi, ma carburante per la creatività.',
    imagery:
      'Una donna siede su morbidi cuscini in un giardino rigoglioso, con una veste decorata a melagrane e una corona di dodici stelle. Accanto a lei riposa uno scudo a forma di cuore con il simbolo di Venere, ai suoi piedi matura il grano dorato e alle sue spalle una cascata scende attraverso un bosco. Il grano è raccolto e abbondanza; le melagrane sono fertilità; le dodici stelle la legano al ciclo dell’anno; l’acqua che scorre e gli alberi mostrano la vita che si rinnova, senza fretta e con generosità.',
    areas: {
      love: {
        upright:
          'Calore, affetto e romanticismo scorrono con facilità. I legami esistenti si approfondiscono, e per alcuni questa carta allude a un impegno o a mettere su famiglia.',
        reversed:
          'Forse dai molto più di quanto ricevi, o ti senti dato per scontato. Prenditi cura anche di te, e lascia che il partner ti venga incontro a metà strada.',
      },
      career: {
        upright:
          'Il lavoro creativo prospera e i progetti che hai coltivato cominciano a dare frutto. Sono favoriti in particolare i lavori legati alla cura, al design o alla bellezza.',
        reversed:
          'Potrebbe farsi strada l’esaurimento o un periodo di aridità creativa. Fai un passo indietro, ricarica le energie e smetti di forzare idee che non sono ancora pronte.',
      },
      wealth: {
        upright:
          'Un periodo comodo e stabile in cui l’impegno paziente viene ripagato. Goditelo, e metti da parte una quota per le stagioni più magre.',
        reversed:
          'Spese consolatorie o il dare troppo potrebbero prosciugare il bilancio. Guarda dove vanno i tuoi soldi e concediti piaceri con più saggezza.',
      },
      health: {
        upright:
          'Cibo nutriente, buon sonno e tempo nella natura ti rigenerano in modo splendido. Ascolta il tuo corpo e trattalo con gentilezza.',
        reversed:
          'La cura di te è scivolata in fondo alla lista. Ricostruisci abitudini semplici e parla con un medico di ciò che continua a darti fastidio.',
      },
    },
  },
  'major-04': {
    keywords: {
      upright: ['struttura', 'autorità', 'stabilità', 'leadership'],
      reversed: ['rigidità', 'controllo', 'lotte di potere', 'mancanza di disciplina'],
    },
    upright:
      'È il momento di costruire qualcosa che duri. L’Imperatore porta ordine, responsabilità e una guida salda, la forza di porre confini e di rispettare un piano. Che tu stia mettendo in ordine le finanze, guidando una squadra o semplicemente rimettendo in forma la tua vita, questa carta sostiene regole chiare e azioni decise. Prendi in mano ciò che spetta a te gestire, e lascia che la struttura ti liberi invece di imprigionarti.',
    reversed:
      'La struttura è scivolata nel controllo, oppure è crollata del tutto. Forse hai a che fare con una figura rigida e prepotente, o ti accorgi di aggrapparti al controllo perché l’incertezza ti sembra insopportabile. L’Imperatore rovesciato può anche indicare l’opposto: nessun piano, nessun confine, nessuna continuità. In entrambi i casi, la domanda è come guidare con fermezza anziché con la forza.',
    interpretation:
      'Legato all’Ariete, l’Imperatore incanala lo slancio focoso in ordine e protezione. La sua lezione è l’autorità matura: assumerti la responsabilità della tua vita e usare il potere per creare sicurezza, non paura. Una struttura sana significa confini chiari, abitudini affidabili e decisioni che puoi sostenere. Quando compare questa carta, guarda dove la vita ti sembra caotica e chiediti quale cornice ti aiuterebbe. Poi guarda dove sei troppo rigido, e chiediti che cosa potrebbe allentarsi senza che tutto crolli.',
    imagery:
      'Un sovrano barbuto siede su un trono di pietra decorato con teste d’ariete, con vesti rosse sopra un’armatura. In una mano tiene uno scettro sormontato da un ankh, nell’altra un globo. Alle sue spalle si innalzano montagne spoglie e aspre, con un esile ruscello ai loro piedi. Gli arieti richiamano il segno dell’Ariete e un’energia vigorosa; l’armatura sotto la veste mostra un capo pronto a proteggere; scettro e globo sono il dominio sulla vita e sul mondo; le montagne brulle sono fondamenta solide e la forza conquistata con la disciplina.',
    areas: {
      love: {
        upright:
          'Stabilità e impegno sono in primo piano. Tu o il tuo partner potreste desiderare progetti più chiari e sicurezza, il che può far sentire il legame protetto.',
        reversed:
          'Una persona potrebbe cercare di controllare l’altra, o le regole hanno preso il posto del calore. Parlate dei vostri bisogni da pari a pari invece di dare ordini.',
      },
      career: {
        upright:
          'Sono favorite occasioni di leadership e progressi ordinati. Fissa obiettivi chiari, assumiti le responsabilità e gli altri seguiranno la tua guida.',
        reversed:
          'Scontri con un capo o un sistema troppo rigido potrebbero frustrarti. Resta professionale, e verifica di non essere inflessibile anche tu.',
      },
      wealth: {
        upright:
          'Un ottimo momento per fare un bilancio, pianificare a lungo termine e costruire sicurezza economica. La disciplina di oggi crea vera libertà domani.',
        reversed:
          'O il denaro è controllato in modo ferreo o non è gestito affatto. Trova la via di mezzo con un piano realistico che tu riesca davvero a rispettare.',
      },
      health: {
        upright:
          'Ti si addice una routine costante: sonno regolare, attività fisica strutturata, pasti coerenti. Qui la disciplina è tua alleata.',
        reversed:
          'Stringere i denti sotto stress o ignorare i limiti potrebbe presentarti il conto. Allenta la pressione, e consulta un medico se la tensione persiste.',
      },
    },
  },
  'major-05': {
    keywords: {
      upright: ['tradizione', 'guida', 'valori condivisi', 'apprendimento'],
      reversed: ['ribellione', 'mettere in discussione le regole', 'dogmatismo', 'seguire la propria strada'],
    },
    upright:
      'C’è saggezza in ciò che ha superato la prova del tempo. Il Papa indica maestri, mentori, istituzioni e tradizioni che possono guidarti, da un percorso di studi a un consigliere fidato o a una comunità di valori condivisi. È un buon momento per imparare la via consolidata prima di provare a reinventarla. Chiedere una guida non è debolezza: è una scorciatoia verso la comprensione.',
    reversed:
      'Le vecchie regole non ti calzano più. Forse stai mettendo in discussione le convinzioni con cui sei cresciuto, mal sopporti un’istituzione, o ti accorgi che seguire le convenzioni ti ha lasciato un senso di vuoto. Il Papa rovesciato sostiene il tuo diritto di pensare con la tua testa, ma ti chiede una cosa: rifiuti la tradizione perché non ti serve più, o solo perché ti è familiare?',
    interpretation:
      'Associato al Toro, il Papa radica la saggezza spirituale e sociale in forme durature: riti, scuole, usanze e comunità. La sua lezione è il valore di appartenere a qualcosa di più grande, e la responsabilità di assicurarti che ciò che segui suoni ancora vero. Quando compare, considera chi sono i tuoi veri maestri e secondo quali valori vivi davvero. Potresti impegnarti in una disciplina, unirti a un gruppo o trovare un mentore. Oppure potresti dover scrivere le tue regole, con rispetto e consapevolezza.',
    imagery:
      'Una figura religiosa in vesti rosse e con una triplice corona siede tra due colonne grigie, alzando una mano in segno di benedizione e reggendo nell’altra una croce a tre bracci. Ai suoi piedi giacciono due chiavi incrociate, e davanti a lui sono inginocchiati due seguaci tonsurati. Le colonne richiamano la Papessa, ma qui la saggezza viene insegnata apertamente anziché custodita in segreto; le chiavi aprono la conoscenza spirituale e quella terrena; le figure inginocchiate mostrano un insegnamento che passa da una generazione all’altra.',
    areas: {
      love: {
        upright:
          'È favorito l’impegno tradizionale: conoscere la famiglia, il matrimonio o una relazione fondata su valori condivisi. La stabilità conta più dei fuochi d’artificio.',
        reversed:
          'Forse desideri una relazione che non rientra nello stampo previsto, o senti la pressione delle norme familiari. Scegli ciò che fa davvero per entrambi.',
      },
      career: {
        upright:
          'Formazione, qualifiche e organizzazioni consolidate sostengono la tua crescita. Un mentore o un collega più esperto potrebbe offrirti una guida preziosa.',
        reversed:
          'La burocrazia o una cultura antiquata ti frustrano. Valuta dove puoi innovare, e dove conviene lavorare all’interno del sistema.',
      },
      wealth: {
        upright:
          'Ora funzionano meglio gli approcci convenzionali e collaudati. Ascolta professionisti qualificati e attieniti a principi solidi e sperimentati.',
        reversed:
          'I consigli standard potrebbero non adattarsi alla tua situazione, ma i piani non convenzionali meritano un esame in più. Metti tutto in discussione, compresa l’idea nuova e scintillante.',
      },
      health: {
        upright:
          'Routine affidabili e consigli consolidati ti sono utili. Segui le basi e non esitare a prenotare un controllo periodico.',
        reversed:
          'Regole rigide potrebbero far sembrare la cura di te un obbligo. Trova una routine che si adatti alla tua vita, e verifica i grandi cambiamenti con un professionista.',
      },
    },
  },
  'major-06': {
    keywords: {
      upright: ['amore', 'armonia', 'scelta significativa', 'allineamento'],
      reversed: ['disarmonia', 'valori non allineati', 'tentazione', 'evitare una scelta'],
    },
    upright:
      'Un legame profondo, e una scelta che conta. Gli Amanti parlano di relazioni fondate su una comprensione autentica, in cui due persone, o due parti di te, entrano in armonia. È anche una carta di decisione: scegliere con il cuore, in linea con ciò a cui tieni davvero. Qualunque cosa tu abbia davanti, la domanda non è solo che cosa vuoi, ma chi vuoi essere nel momento in cui scegli.',
    reversed:
      'Qualcosa non è in sintonia. Può essere una relazione in cui i vostri valori si sono allontanati, una tentazione che ti distoglie da ciò che ti sta a cuore, o una decisione che continui a rimandare. Gli Amanti rovesciati ti chiedono di smettere di dare la colpa alle circostanze e di guardarti dentro. Che aspetto avrebbe qui l’allineamento, e che cosa hai paura di lasciare per raggiungerlo?',
    interpretation:
      'Legati ai Gemelli, il segno delle coppie e del dialogo, gli Amanti parlano di unione attraverso una comunicazione sincera e una scelta consapevole. La loro lezione è che l’amore è più dell’attrazione: è un impegno verso valori condivisi. La carta compare spesso ai bivi, in amore, nel lavoro o nelle convinzioni, e ti chiede di scegliere con tutto te stesso. Prima di decidere, chiarisci che cosa conta di più per te, poi fai la scelta che puoi sostenere a cuore aperto.',
    imagery:
      'Un uomo e una donna nudi stanno in un giardino soleggiato sotto un grande angelo alato che stende su di loro le braccia in segno di benedizione. Dietro la donna cresce un albero carico di frutti con un serpente attorcigliato al tronco; dietro l’uomo, un albero di fiamme. Tra loro si alza una montagna. L’angelo è guida superiore e benedizione; la nudità è sincerità e vulnerabilità; i due alberi richiamano l’Eden, la conoscenza e il desiderio; la montagna è la sfida e la ricompensa di un legame impegnato.',
    areas: {
      love: {
        upright:
          'Un segno splendido per l’amore: legame profondo, attrazione reciproca e armonia. Può anche segnare la decisione di impegnarsi più a fondo.',
        reversed:
          'Incomprensioni o valori diversi stanno creando attrito. Parlate con sincerità di ciò che ciascuno desidera prima che subentri il risentimento.',
      },
      career: {
        upright:
          'Una collaborazione o una società sembra promettente. Potresti trovarti a scegliere tra più strade: prendi quella in linea con i tuoi valori.',
        reversed:
          'Un rapporto di lavoro è teso, o sei combattuto tra più opzioni. Decidi in base ai principi, non solo alla convenienza.',
      },
      wealth: {
        upright:
          'Finanze comuni o investimenti condivisi possono andare bene con accordi trasparenti. Prendi decisioni di denaro che rispecchino le tue vere priorità.',
        reversed:
          'Disaccordi sul denaro o spese tentatrici potrebbero creare tensione. Accordatevi su un piano prima di spendere o firmare qualcosa insieme.',
      },
      health: {
        upright:
          'L’equilibrio tra mente e corpo è a portata di mano. Relazioni che ti sostengono e fare ciò che ami aumentano il tuo benessere.',
        reversed:
          'Conflitti o tensioni interiori potrebbero disturbare il tuo riposo. Ritrova l’equilibrio con dolcezza, e parla con un professionista se lo stress persiste.',
      },
    },
  },
  'major-07': {
    keywords: {
      upright: ['determinazione', 'slancio', 'autocontrollo', 'vittoria'],
      reversed: ['mancanza di direzione', 'sforzi dispersi', 'aggressività', 'perdita di controllo'],
    },
    upright:
      'Sei pronto a muoverti, e niente ti fermerà se resti concentrato. Il Carro è una carta di forza di volontà e di progresso disciplinato: tenere a bada forze contrastanti e guidarle verso un’unica meta. Gli ostacoli arriveranno, ma hai la determinazione per superarli. Decidi dove stai andando, tieni salde le redini e fidati della tua capacità di vincere questa partita.',
    reversed:
      'I cavalli tirano in direzioni diverse. Forse ti stai lanciando senza una rotta chiara, disperdendo le energie, o hai la sensazione che gli eventi ti abbiano strappato le redini. Il Carro rovesciato può anche mettere in guardia dal forzare le cose con la pura aggressività. Fermati, ritrova l’orientamento e decidi che cosa vuoi davvero prima di provare ad andare più veloce.',
    interpretation:
      'Legato al Cancro, il Carro unisce la protezione emotiva al movimento in avanti: la sua armatura è un guscio che permette all’auriga di attraversare un mondo duro. La sua lezione è che la vittoria nasce dalla padronanza interiore, non dalla forza bruta. Le due sfingi che tirano in direzioni opposte rappresentano desideri contrastanti che devi tenere insieme. Quando compare il Carro, dai un nome chiaro al tuo obiettivo, riconosci le spinte contrarie dentro di te e impegnati. Disciplina e concentrazione ti porteranno più lontano dell’emozione pura.',
    imagery:
      'Una figura in armatura sta in piedi su un carro sotto un baldacchino stellato, con in mano una bacchetta ma senza redini. Davanti al carro siedono due sfingi, una nera e una bianca, rivolte in direzioni diverse. Alle sue spalle si erge una città cinta di mura, e sulle sue spalle poggiano due falci di luna. L’assenza di redini mostra un controllo affidato alla sola volontà; le sfingi contrapposte sono forze opposte tenute in equilibrio; il baldacchino stellato lo lega a uno scopo più alto; la città alle spalle è il comfort che ha lasciato per inseguire la sua meta.',
    areas: {
      love: {
        upright:
          'Sai cosa vuoi e vai a prendertelo. Una relazione prende slancio grazie all’impegno e agli sforzi di entrambi.',
        reversed:
          'Lotte di potere o obiettivi diversi vi stanno allontanando. Rallentate, e guidate insieme invece di contendervi il controllo.',
      },
      career: {
        upright:
          'Un forte slancio verso il successo. Resta concentrato, tieni duro nelle battute d’arresto e con ogni probabilità raggiungerai il tuo obiettivo.',
        reversed:
          'I progetti potrebbero arenarsi o uscire di rotta. Chiarisci le priorità e frena la voglia di occuparti di tutto in una volta.',
      },
      wealth: {
        upright:
          'L’impegno disciplinato porta progressi. Fissa un obiettivo economico chiaro e continua a puntarci con autocontrollo.',
        reversed:
          'Scelte impulsive potrebbero mandare fuori strada le finanze. Fermati, rivedi il piano ed evita decisioni prese per frustrazione.',
      },
      health: {
        upright:
          'La determinazione ti aiuta a tener fede agli obiettivi di forma fisica o di benessere. Incanala il tuo slancio in progressi costanti e sostenibili.',
        reversed:
          'Spingere troppo o andare avanti a forza di stress potrebbe logorarti. Alterna sforzo e riposo, e fatti controllare se ti senti esausto.',
      },
    },
  },
  'major-08': {
    keywords: {
      upright: ['forza interiore', 'coraggio', 'compassione', 'pazienza'],
      reversed: ['insicurezza', 'poca fiducia in sé', 'impulsività', 'emozioni incontrollate'],
    },
    upright:
      'La vera forza è più silenziosa di quanto pensi. Questa carta mostra un coraggio che non ha bisogno di gridare: la pazienza di restare calmo sotto pressione, la gentilezza di accogliere la rabbia senza alimentarla, la fiducia di affrontare le tue paure con dolcezza. Qualunque sentimento selvaggio o situazione difficile tu stia vivendo, puoi gestirla con fermezza anziché con la forza. Sei più forte di quanto ti riconosci.',
    reversed:
      'Il tuo leone interiore sembra piccolissimo oppure fortissimo. Forse l’insicurezza ti sussurra che non ce la puoi fare, o la frustrazione esplode in modi di cui poi ti penti. La Forza rovesciata non è un giudizio: è un invito a essere più gentile con te stesso. Il coraggio si ricostruisce un piccolo gesto coraggioso alla volta, e comincia trattando con pazienza i tuoi sentimenti.',
    interpretation:
      'Legata al Leone, la Forza riguarda il cuore: coraggio, calore e la dignità di uno spirito mite. Nel mazzo Rider–Waite–Smith occupa il numero otto, il punto di equilibrio della prima metà del viaggio. La sua lezione è che paura e rabbia non si domano combattendole, ma facendosele amiche. Nota che cosa ti fa scattare, respira prima di reagire e trattati con la stessa compassione che offriresti a un animale spaventato. La forza cresce a ogni istante in cui resti morbido senza cedere.',
    imagery:
      'Una donna in abito bianco, incoronata di fiori, chiude o apre con delicatezza le fauci di un leone. Non mostra alcuna paura, e il leone sembra tranquillo tra le sue mani. Sopra la sua testa fluttua il simbolo dell’infinito, una catena di rose la lega alla belva e sullo sfondo si alzano le montagne. Il leone è passione e istinto allo stato puro; le sue mani gentili mostrano una padronanza fatta di amore anziché di forza; l’infinito riprende il potenziale illimitato del Bagatto; i fiori trasformano il potere in qualcosa di bello anziché brutale.',
    areas: {
      love: {
        upright:
          'Pazienza e tenerezza rafforzano il vostro legame. Affronta i momenti difficili con compassione e la relazione diventerà più profonda.',
        reversed:
          'Insicurezza o scatti d’ira potrebbero creare tensioni. Lavora sulla fiducia in te stesso, e prendi un respiro prima che le parole escano con rabbia.',
      },
      career: {
        upright:
          'Vince una sicurezza pacata. Gestisci persone difficili e pressioni con grazia, e la tua calma solidità verrà notata.',
        reversed:
          'Il dubbio ti frena, o la frustrazione si riversa nel lavoro. Ricostruisci la fiducia concentrandoti su ciò che sai fare bene.',
      },
      wealth: {
        upright:
          'Ti servono al meglio decisioni stabili e pazienti. Resisti alle spese emotive e fidati della tua capacità di gestire ciò che hai.',
        reversed:
          'Paura o impulso potrebbero guidare le tue scelte di denaro. Fai un passo indietro, lascia che l’emozione si depositi e decidi a mente lucida.',
      },
      health: {
        upright:
          'La tua resilienza è forte, e una costanza gentile la rafforza ancora. Muoviti in modi che ti fanno stare bene, non che ti puniscono.',
        reversed:
          'Stress e poca energia potrebbero presentarti il conto. Sii paziente con te stesso, riposa bene e consulta un medico se le cose non migliorano.',
      },
    },
  },
  'major-09': {
    keywords: {
      upright: ['introspezione', 'solitudine', 'guida interiore', 'ricerca della verità'],
      reversed: ['isolamento', 'senso di solitudine', 'chiusura', 'rifiuto dei consigli'],
    },
    upright:
      'È il momento di allontanarti dal rumore. L’Eremita ti chiama alla solitudine, non come punizione ma come occasione per risentire i tuoi pensieri. Forse ti serve tempo per riflettere su una grande decisione, per ripensare la tua direzione, o semplicemente per riposarti dalle aspettative altrui. Le risposte che cerchi non verranno da altri stimoli. Verranno dal guardarti dentro e dal fidarti della tua luce.',
    reversed:
      'La solitudine si è trasformata in isolamento. Forse ti stai ritirando perché ti sembra più sicuro, tagliando i ponti con chi ti vuole bene, o ti stai perdendo nei tuoi pensieri. Oppure eviti del tutto la riflessione, tenendoti così occupato da non dover mai affrontare il silenzio. L’Eremita rovesciato ti chiede di trovare l’equilibrio tra lavoro interiore e legami autentici.',
    interpretation:
      'Legato alla Vergine, l’Eremita porta un discernimento accurato e una ricerca silenziosa di senso. La sua lezione è che la saggezza si trova, non si riceve: devi percorrere da solo una parte della strada per sapere in che cosa credi davvero. La lanterna che porta serve anche a guidare gli altri, quindi l’introspezione non è egoismo. Quando compare questa carta, ritagliati regolarmente del tempo per il silenzio, che sia una passeggiata, un diario o una lunga riflessione. E se sei rimasto solo troppo a lungo, accorgiti di quando è ora di riportare la tua luce agli altri.',
    imagery:
      'Un vecchio con un lungo mantello grigio sta da solo sulla cima di una montagna innevata, alzando una lanterna con una mano e appoggiandosi a un bastone con l’altra. Dentro la lanterna brilla una stella a sei punte. La vetta mostra che ha raggiunto un luogo di comprensione conquistata a fatica; la lanterna è la saggezza interiore che illumina un passo alla volta; la stella al suo interno è il sigillo di Salomone, segno di intuizione profonda; il mantello grigio parla di modestia e di ritiro dal mondo.',
    areas: {
      love: {
        upright:
          'Potresti aver bisogno di spazio per capire che cosa vuoi. Chi è single trae beneficio dal tempo da solo; le coppie dal lasciarsi spazio per riflettere.',
        reversed:
          'La distanza sta crescendo, o la solitudine ti pesa. Fai il primo passo verso gli altri: il legame è ancora possibile quando sarai pronto.',
      },
      career: {
        upright:
          'Fai un passo indietro per riconsiderare il tuo percorso. In questo momento ti si addicono il lavoro profondo e concentrato o lo studio specialistico più delle pubbliche relazioni.',
        reversed:
          'Lavorare in isolamento potrebbe limitarti. Chiedi pareri, condividi le tue idee e non portare tutto da solo.',
      },
      wealth: {
        upright:
          'Prenditi un po’ di tempo tranquillo per esaminare da solo le tue finanze. Una pianificazione attenta e riservata ti servirà più che seguire la massa.',
        reversed:
          'Evitare le questioni di denaro non le farà sparire. Apri gli estratti conto, guarda in faccia i numeri e chiedi a un consulente se ti senti bloccato.',
      },
      health: {
        upright:
          'Riposo, silenzio e tempo da solo ti aiutano a recuperare. Passeggiate lente, un po’ di meditazione e un buon sonno ripristineranno con dolcezza il tuo equilibrio.',
        reversed:
          'La chiusura potrebbe influire sul tuo umore o sulla tua energia. Resta in contatto con gli altri, e rivolgiti a un professionista se lo sconforto persiste.',
      },
    },
  },
  'major-10': {
    keywords: {
      upright: ['cambiamento', 'cicli', 'svolta', 'buona sorte'],
      reversed: ['battute d’arresto', 'resistenza al cambiamento', 'tempismo sbagliato', 'sentirsi bloccati'],
    },
    upright:
      'La ruota gira, e le cose cominciano a muoversi a tuo favore. Questa carta segna una svolta: un colpo di fortuna, un’occasione improvvisa, un cambiamento che non avevi previsto. La vita procede per cicli, e in questo momento lo slancio è dalla tua parte. Resta vigile, lasciati portare dalla corrente e approfitta di questa fase positiva finché dura, perché è nella natura delle ruote girare.',
    reversed:
      'Sembra che la fortuna ti abbia voltato le spalle, o che niente si muova. Ritardi, battute d’arresto e tempi frustranti potrebbero mettere alla prova la tua pazienza. La Ruota rovesciata ti ricorda che anche ogni discesa fa parte di un ciclo, e passerà. Nel frattempo, chiediti quali schemi continuano a ripetersi nella tua vita, e che cosa puoi cambiare invece di aspettare che giri il destino.',
    interpretation:
      'Governata da Giove, il pianeta dell’espansione e della fortuna, la Ruota insegna che il cambiamento è l’unica costante. La sua lezione è tenere con leggerezza i momenti buoni e con pazienza quelli difficili, sapendo che né gli uni né gli altri durano per sempre. Non puoi controllare la ruota, ma puoi controllare come rispondi al suo girare. Quando compare questa carta, osserva i cicli della tua vita: che cosa continua a tornare, e che cosa ne hai imparato. Cavalca la buona sorte con saggezza, e preparati al prossimo giro.',
    imagery:
      'Una grande ruota fluttua nel cielo, incisa di lettere e simboli alchemici. In cima siede una sfinge con una spada, un serpente scivola giù da un lato e una figura con la testa di sciacallo risale dall’altro. Nei quattro angoli, creature alate, un angelo, un’aquila, un leone e un toro, leggono libri tra le nuvole. La ruota è il ciclo del destino; la sfinge è una saggezza che resta salda; il serpente che scende e la figura che sale mostrano le sorti che calano e crescono; le quattro creature sono i segni fissi, punti stabili in mezzo al cambiamento continuo.',
    areas: {
      love: {
        upright:
          'Potrebbe arrivare un incontro fatale o una svolta positiva nella tua relazione. Resta aperto alle sorprese e lascia che le cose si dispieghino.',
        reversed:
          'Vecchi schemi potrebbero ripetersi, o i tempi sembrano sbagliati. Nota che cosa continua ad andare storto e che cosa puoi fare diversamente.',
      },
      career: {
        upright:
          'Un colpo di fortuna o un’apertura inattesa potrebbero cambiarti la direzione. Tieni gli occhi aperti e sii pronto a dire sì quando si presenta.',
        reversed:
          'Battute d’arresto o progetti fermi mettono alla prova la tua pazienza. Adattati invece di resistere, e usa il rallentamento per prepararti alla prossima ripresa.',
      },
      wealth: {
        upright:
          'La fortuna gira dalla tua parte, forse con un’entrata inattesa o un nuovo reddito. Goditela, e metti da parte qualcosa per il prossimo ciclo.',
        reversed:
          'Potrebbe arrivare una spesa o una perdita inattesa. Appoggiati a un fondo d’emergenza e resisti alla tentazione di rifarti scommettendo.',
      },
      health: {
        upright:
          'Le cose vanno meglio e l’energia ritorna. Sfrutta lo slancio per avviare una nuova abitudine finché ti sembra facile farlo.',
        reversed:
          'Gli alti e bassi di energia potrebbero frustrarti. Costruisci routine stabili e chiedi un parere medico per ciò che continua a ripresentarsi.',
      },
    },
  },
  'major-11': {
    keywords: {
      upright: ['equità', 'verità', 'responsabilità', 'causa ed effetto'],
      reversed: ['ingiustizia', 'disonestà', 'sottrarsi alle responsabilità', 'parzialità'],
    },
    upright:
      'Chi semina raccoglie, e questo è un tempo di chiarezza e di esiti giusti. La Giustizia ti chiede di guardare i fatti con onestà, soppesare ogni lato e prendere decisioni che puoi sostenere. Sono in primo piano questioni legali, contratti e scelte importanti, che tendono a risolversi in modo equo se agisci con integrità. Assumiti la responsabilità della tua parte e fidati: la verità trova sempre il modo di venire a galla.',
    reversed:
      'Qualcosa sembra ingiusto, o qualcuno non è sincero, forse anche tu. Potresti trovarti davanti a un esito che pare iniquo, o sottrarti alla responsabilità di una scelta che hai fatto. La Giustizia rovesciata chiede una sincerità scomoda: dove stai piegando la verità, dando la colpa agli altri o rifiutando di vedere l’evidenza? L’equità comincia guardando dritto dentro di sé.',
    interpretation:
      'Legata alla Bilancia, il segno dell’equilibrio, la Giustizia occupa il numero undici nel mazzo Rider–Waite–Smith, proprio al centro degli arcani maggiori. La sua lezione è che ogni azione ha conseguenze, e che un’onestà lucida è la via verso la pace. Non si tratta di punizione ma di responsabilità: vedere una situazione per ciò che è davvero, riconoscere la propria parte e scegliere con equità. Quando compare questa carta, raccogli i fatti, ascolta tutte le parti e prendi una decisione guidata dalla coscienza, non dalla paura né dal favore.',
    imagery:
      'Una figura in vesti rosse siede su un trono di pietra tra due colonne, con una spada a doppio taglio dritta in una mano e una bilancia in equilibrio nell’altra. Dietro il trono pende un velo viola, e da sotto la veste spunta una sola scarpa bianca. La spada è il pensiero chiaro che taglia la confusione; la bilancia è il giudizio imparziale; le colonne e il velo richiamano la Papessa, ma qui la verità si pesa apertamente; la scarpa bianca allude al fatto che ogni passo ha conseguenze spirituali.',
    areas: {
      love: {
        upright:
          'Sincerità ed equità rafforzano la vostra relazione. È un buon momento per conversazioni equilibrate e per risolvere questioni in sospeso da tempo.',
        reversed:
          'Squilibrio o disonestà stanno creando tensione. Verificate se entrambi date nella stessa misura e dite la verità.',
      },
      career: {
        upright:
          'Trattamento equo e giuste ricompense per il tuo impegno. Contratti, trattative e questioni legali tendono ad andare bene se sei scrupoloso.',
        reversed:
          'Potresti subire un trattamento ingiusto o giochi di potere in ufficio. Documenta tutto, e resta onesto anche quando gli altri non lo sono.',
      },
      wealth: {
        upright:
          'Un buon momento per saldare debiti, firmare accordi o far quadrare i conti. Trattative dirette e oneste portano risultati stabili.',
        reversed:
          'Attento a condizioni inique o costi nascosti. Leggi ogni contratto con cura e sii sincero riguardo alle tue finanze.',
      },
      health: {
        upright:
          'La chiave è l’equilibrio: lavoro e riposo, attività e recupero. Un’attenzione onesta alle tue abitudini porta un miglioramento costante.',
        reversed:
          'Abitudini trascurate potrebbero presentarti il conto. Affronta ciò che va cambiato, e consulta un medico se qualcosa ti preoccupa.',
      },
    },
  },
  'major-12': {
    keywords: {
      upright: ['pausa', 'resa', 'nuova prospettiva', 'lasciar andare'],
      reversed: ['stallo', 'resistenza', 'sacrificio inutile', 'indecisione'],
    },
    upright:
      'A volte andare avanti significa fermarsi. L’Appeso ti chiede di fare una pausa, di lasciar andare il bisogno di forzare un risultato e di guardare la tua situazione da un’angolazione completamente diversa. Quella che sembra una fase di stallo potrebbe essere un prezioso tempo di mezzo, un’occasione per ripensare invece di correre. Qui arrendersi non è una sconfitta: è scegliere di smettere di lottare perché una nuova intuizione possa farsi strada.',
    reversed:
      'L’attesa è durata troppo, o forse non è mai stata davvero attesa, ma solo fuga. Potresti rimandare una decisione, fare sacrifici che non aiutano nessuno o resistere a un cambio di prospettiva che ti libererebbe. L’Appeso rovesciato ti chiede di notare se questa pausa ti sta servendo o ti tiene solo bloccato. A un certo punto bisogna scendere e muoversi.',
    interpretation:
      'Associato all’elemento dell’acqua e, nella pratica moderna, a Nettuno, l’Appeso parla di sciogliere vecchie certezze. La sua lezione è che alcune risposte arrivano solo quando smetti di afferrarle. Accettando una temporanea perdita di controllo, ottieni una prospettiva che lo sforzo non potrebbe mai darti. Quando compare questa carta, prova a capovolgere il problema: e se fosse vero il contrario? A che cosa ti stai aggrappando che potresti lasciare? Un po’ di resa adesso può risparmiarti molta fatica dopo.',
    imagery:
      'Un uomo è appeso a testa in giù a una croce di legno vivo, legato per una caviglia, con l’altra gamba piegata dietro la prima a formare un quattro. Le mani sono congiunte dietro la schiena, e un’aureola dorata risplende intorno al suo volto sereno. La posizione capovolta è un punto di vista radicalmente nuovo; il legno vivo suggerisce crescita anche nell’immobilità; l’espressione serena mostra che si tratta di una resa scelta, non di una punizione; l’aureola è l’illuminazione che nasce dal vedere le cose in modo diverso.',
    areas: {
      love: {
        upright:
          'La relazione potrebbe essere in una fase sospesa. Usa questa pausa per vedere le cose dal punto di vista del partner invece di forzare le risposte.',
        reversed:
          'Uno di voi potrebbe sacrificarsi troppo, o le cose sono bloccate in un limbo. Siate sinceri sul fatto che tutto questo funzioni ancora.',
      },
      career: {
        upright:
          'I progressi sono lenti, ma è un buon momento per ripensare la strategia. Un’angolazione nuova potrebbe rivelare una strada migliore.',
        reversed:
          'L’indecisione comincia a costarti. Smetti di aspettare condizioni perfette e fai un passo, anche piccolo, per rimettere in moto le cose.',
      },
      wealth: {
        upright:
          'Per ora rimanda le grandi mosse finanziarie. Rivedi con calma il tuo approccio e aspetta che il quadro sia chiaro prima di impegnarti.',
        reversed:
          'Rinviare decisioni necessarie potrebbe solo renderle più difficili. Guarda in faccia i numeri e agisci in base a ciò che sai già essere vero.',
      },
      health: {
        upright:
          'Per ora vengono prima il riposo e il recupero. Rallenta, fai stretching e lascia che il corpo si riassesti con i suoi tempi invece di forzare.',
        reversed:
          'Sentirti bloccato o svuotato potrebbe essere un segnale per cambiare routine. Se resti giù di tono a lungo, parla con un medico.',
      },
    },
  },
  'major-13': {
    keywords: {
      upright: ['fini', 'trasformazione', 'transizione', 'fare spazio'],
      reversed: ['resistenza al cambiamento', 'ristagno', 'paura delle fini', 'trattenere'],
    },
    upright:
      'Nonostante il nome, questa carta raramente indica la morte fisica. Significa che qualcosa nella tua vita ha fatto il suo corso, una relazione, un lavoro, un’abitudine o una vecchia versione di te, ed è tempo di lasciarlo andare. Le fini possono essere dolorose, ma fanno spazio a ciò che viene dopo. Concediti il lutto per ciò che va pianto, poi apri la porta alla trasformazione. Dall’altra parte ti aspetta qualcosa di nuovo.',
    reversed:
      'Sai che qualcosa deve finire, ma ti ci aggrappi con tutte e due le mani. La paura del cambiamento potrebbe trattenerti in una situazione che ha smesso da tempo di nutrirti. La Morte rovesciata mostra il prezzo della resistenza: ristagno, una lenta perdita di energia, una vita in pausa. Lasciar andare è difficile, ma restare bloccati spesso lo è di più. Che cosa ti servirebbe per allentare la presa anche solo un po’?',
    interpretation:
      'Legata allo Scorpione, il segno della profondità e della rinascita, la Morte insegna che la trasformazione richiede di lasciare andare. Come le foglie d’autunno che cadono perché arrivi la primavera, le fini fanno parte di ogni ciclo vitale. La lezione non è temere il cambiamento, ma attraversarlo con consapevolezza. Quando compare questa carta, chiediti che cosa è concluso nella tua vita, anche se non l’hai ancora ammesso. Onora ciò che ti ha dato, lascialo andare con cura e fai spazio a una versione di te che aspetta di emergere.',
    imagery:
      'Uno scheletro in armatura nera cavalca un cavallo bianco, portando uno stendardo nero con una rosa bianca a cinque petali. Davanti a lui giacciono un re caduto, un vescovo che implora, una giovane donna che distoglie lo sguardo e un bambino che alza gli occhi. In lontananza una barca naviga su un fiume e il sole sorge tra due torri. Lo scheletro è l’inevitabile, che arriva per tutti senza riguardo al rango; la rosa bianca è purezza e rinnovamento; il sole nascente mostra che ogni fine porta con sé la promessa di una nuova alba.',
    areas: {
      love: {
        upright:
          'Una relazione potrebbe finire o trasformarsi profondamente. In entrambi i casi, fa spazio a qualcosa di più autentico.',
        reversed:
          'Aggrapparsi a una relazione che ha fatto il suo corso vi tiene entrambi bloccati. Siate sinceri su ciò che qui è davvero ancora vivo.',
      },
      career: {
        upright:
          'Un lavoro o un capitolo si chiude, aprendo la strada a una nuova direzione. Lascialo finire con grazia e resta curioso di ciò che verrà.',
        reversed:
          'Restare in un ruolo che ti sta stretto ti sta svuotando in silenzio. Comincia fin d’ora a prepararti al cambiamento che sai già che arriverà.',
      },
      wealth: {
        upright:
          'Un vecchio schema finanziario sta finendo. Elimina ciò che non funziona più e costruisci un approccio nuovo partendo da zero.',
        reversed:
          'Tenerti abitudini o investimenti che non funzionano continuerà a costarti. Taglia le perdite con giudizio e vai avanti.',
      },
      health: {
        upright:
          'Un buon momento per abbandonare abitudini che ti logorano e ricominciare da capo. Piccoli cambiamenti voluti possono trasformare il modo in cui ti senti.',
        reversed:
          'Resistere a cambiamenti necessari potrebbe farti sentire fermo. Fai un passo verso abitudini più sane, e chiedi consiglio se ti serve sostegno.',
      },
    },
  },
  'major-14': {
    keywords: {
      upright: ['equilibrio', 'moderazione', 'pazienza', 'guarigione'],
      reversed: ['squilibrio', 'eccesso', 'impazienza', 'discordia'],
    },
    upright:
      'Qui vince chi va piano e con costanza. La Temperanza parla di trovare la via di mezzo: fondere gli opposti, dosare le forze e lasciare che le cose si sviluppino alla loro velocità naturale. Forse stai guarendo da qualcosa, mettendo in armonia parti diverse della tua vita, o imparando che spesso meno è meglio. Fidati del processo graduale. Pazienza e moderazione otterranno ciò che forza e fretta non possono.',
    reversed:
      'Qualcosa è fuori equilibrio: troppo lavoro, troppo poco riposo, troppo di qualcosa. Forse corri dietro ai risultati, oscilli tra gli estremi o ti senti tirato in direzioni opposte. La Temperanza rovesciata ti invita a notare dove si è insinuato l’eccesso e a ristabilire con delicatezza la via di mezzo. L’armonia non si trova tutta in una volta: si ricostruisce un aggiustamento alla volta.',
    interpretation:
      'Legata al Sagittario, la Temperanza segue la Morte nella sequenza: è la guarigione che arriva dopo una fine. La sua lezione è l’alchimia: fondere elementi apparentemente incompatibili in qualcosa di nuovo e intero. Vale per i tuoi impegni, le tue relazioni e la tua vita interiore. Quando compare questa carta, cerca la giusta miscela anziché l’estremo perfetto. Chiediti dove ti serve di più e dove di meno, poi aggiusta con pazienza. Il vero equilibrio non è un punto fermo, ma un flusso costante e gentile.',
    imagery:
      'Un angelo alato sta con un piede sulla terra e uno in uno specchio d’acqua, versando un liquido tra due coppe dorate. Sulla sua veste è segnato un triangolo dentro un quadrato, e un sentiero porta dall’acqua verso montagne lontane dove risplende una corona di luce. Accanto allo stagno fioriscono degli iris. L’acqua versata è la paziente fusione degli opposti; un piede sulla terra e uno nell’acqua mostrano l’equilibrio tra pratico ed emotivo; il sentiero è la lunga strada costante verso la realizzazione.',
    areas: {
      love: {
        upright:
          'Compromesso e pazienza fanno fiorire la vostra relazione. Venirsi incontro a metà strada porta una vicinanza serena e duratura.',
        reversed:
          'Estremi o scontri frequenti vi stanno logorando entrambi. Cercate la via di mezzo, e prendete un respiro prima di reagire.',
      },
      career: {
        upright:
          'Progressi costanti grazie alla collaborazione e a una pianificazione attenta. Unisci le tue competenze a quelle degli altri per ottenere i risultati migliori.',
        reversed:
          'Troppo lavoro o priorità in conflitto potrebbero causare stress. Riequilibra il carico e fissa aspettative realistiche.',
      },
      wealth: {
        upright:
          'La moderazione gioca a tuo favore: spendere e risparmiare in proporzioni sane. Lascia che il benessere economico cresca in modo graduale e sensato.',
        reversed:
          'Oscillare tra spese folli e tagli drastici crea tensione. Trova un bilancio equilibrato che tu possa mantenere davvero.',
      },
      health: {
        upright:
          'Una routine dolce ed equilibrata sostiene il recupero. La moderazione nel cibo, nel movimento e nel riposo fa più di qualsiasi rivoluzione drastica.',
        reversed:
          'Eccessi o abitudini irregolari potrebbero presentare il conto. Ristabilisci l’equilibrio passo dopo passo, e consulta un professionista se serve.',
      },
    },
  },
  'major-15': {
    keywords: {
      upright: ['attaccamento', 'tentazione', 'schemi malsani', 'materialismo'],
      reversed: ['liberarsi', 'rilascio', 'riprendersi il potere', 'affrontare la propria ombra'],
    },
    upright:
      'Qualcosa ti tiene in pugno, e forse non te ne rendi del tutto conto. Il Diavolo indica attaccamenti che ti limitano: abitudini che creano dipendenza, relazioni tossiche, preoccupazioni di denaro che governano la tua vita, o paure che ti tengono piccolo. Le catene di questa carta, però, sono lente. Hai più libertà di quanto pensi. Il primo passo è dare un nome a ciò che ti controlla, con sincerità e senza vergogna.',
    reversed:
      'Cominci a vedere le catene per ciò che sono, e inizi ad allentarle. Il Diavolo rovesciato segnala spesso una liberazione: rompere una cattiva abitudine, lasciare una situazione malsana o riprenderti il potere che avevi ceduto. Può anche significare affrontare con sincerità il tuo lato d’ombra. Continua così. La libertà raramente arriva tutta insieme, ma ogni passo che fai conta.',
    interpretation:
      'Legato al Capricorno, il Diavolo parla del mondo materiale e dei modi in cui ci leghiamo a esso. La sua lezione è che ciò che ci intrappola all’inizio ha spesso il sapore del conforto. Desiderio, ambizione e piacere non sono sbagliati in sé; il problema nasce quando sono loro a governarti. Quando compare questa carta, guarda dove ti senti impotente e chiediti che cosa ci guadagni a restare. Qui aiuta la compassione, non il giudizio. L’ombra perde la presa quando la guardi con chiarezza.',
    imagery:
      'Una creatura cornuta, con ali di pipistrello, sta accovacciata su un piedistallo nero, una mano alzata e l’altra che regge una torcia rivolta verso il basso. Sotto di lei stanno un uomo e una donna nudi, con piccole corna e code, incatenati in modo lasco al piedistallo. Un pentagramma rovesciato segna la fronte della creatura. Le figure richiamano gli Amanti, ora legati dai loro desideri; le catene lente mostrano che potrebbero liberarsi se lo scegliessero; lo sfondo scuro e la stella rovesciata suggeriscono un’energia rivolta al materiale più che allo spirituale.',
    areas: {
      love: {
        upright:
          'Un’attrazione intensa o una dipendenza affettiva potrebbero offuscare il tuo giudizio. Chiediti se questa relazione ti rende libero o ti tiene prigioniero.',
        reversed:
          'Ti stai liberando da uno schema malsano in amore. Fidati di te e poni confini che proteggano il tuo benessere.',
      },
      career: {
        upright:
          'Potresti sentirti intrappolato in un lavoro per i soldi o per lo status. Guarda con sincerità che cosa ti lega davvero lì, e quanto ti costa.',
        reversed:
          'Stai riconquistando la tua indipendenza sul lavoro. Un buon momento per lasciare un ambiente tossico o rinegoziare le tue condizioni.',
      },
      wealth: {
        upright:
          'Debiti, spese eccessive o ansia per il denaro potrebbero controllarti. Guarda i numeri con sincerità e chiedi aiuto se serve.',
        reversed:
          'Stai riprendendo il controllo delle tue finanze. Continua a costruire abitudini più sane e tieniti ben lontano dalle vecchie trappole.',
      },
      health: {
        upright:
          'Abitudini malsane o dipendenze potrebbero richiedere attenzione. Sii sincero con te stesso, e rivolgiti a un medico o a un servizio di sostegno.',
        reversed:
          'Stai facendo progressi nel rompere abitudini poco utili. Festeggia le piccole vittorie e appoggiati a un aiuto professionale quando ti serve.',
      },
    },
  },
  'major-16': {
    keywords: {
      upright: ['cambiamento improvviso', 'sconvolgimento', 'rivelazione', 'crollo'],
      reversed: ['disastro evitato', 'paura del cambiamento', 'rimandare l’inevitabile', 'sconvolgimento interiore'],
    },
    upright:
      'Qualcosa costruito su un terreno instabile sta crollando, e potrebbe succedere in fretta. La Torre porta un cambiamento improvviso: uno shock, una rivelazione, il crollo di progetti o convinzioni che credevi solidi. Raramente è comodo, ma spazza via ciò che non era destinato a durare. Quando la polvere si sarà posata, vedrai la verità con più chiarezza, e potrai ricostruire su fondamenta reali.',
    reversed:
      'Forse senti arrivare la scossa e stai facendo di tutto per puntellare le cose. La Torre rovesciata può indicare una crisi evitata per un soffio, o una crisi soltanto rimandata. Può anche riferirsi a uno sconvolgimento interiore, un cambiamento intimo nel modo in cui ti vedi. Chiediti se stai proteggendo qualcosa che vale la pena salvare, o se stai solo ritardando un cambiamento che deve avvenire.',
    interpretation:
      'Governata da Marte, il pianeta della forza e dell’azione, la Torre rappresenta una trasformazione improvvisa e inevitabile. La sua lezione è che le strutture false, illusioni, negazioni o equilibri costruiti sulla paura, non possono reggere per sempre. Quando la vita ti scuote, spesso ti sta mostrando dove non poggiavi su un terreno solido. Quando compare questa carta, resta il più calmo possibile, concentrati sulla sicurezza immediata e sull’essenziale, e resisti alla tentazione di ricostruire la stessa torre. È l’occasione per costruire qualcosa di più vero.',
    imagery:
      'Un’alta torre di pietra sorge su un picco roccioso, e un fulmine ne fa saltare la corona d’oro. Dalle finestre escono fiamme, e due figure precipitano a capofitto nel cielo scuro, circondate da minuscole gocce di fuoco a forma della lettera ebraica yod. La torre è la convinzione rigida e la falsa sicurezza; il fulmine è la verità improvvisa o l’intervento divino; la corona che cade è l’ego rovesciato; le fiamme a forma di yod suggeriscono la grazia anche nella distruzione, e una scintilla di divino in ogni sconvolgimento.',
    areas: {
      love: {
        upright:
          'Una rivelazione improvvisa o uno sconvolgimento potrebbe scuotere la vostra relazione. Per quanto doloroso, rivela la verità che hai bisogno di vedere.',
        reversed:
          'La tensione sta salendo, o una crisi è stata appena evitata. Affronta i problemi nascosti prima che esplodano.',
      },
      career: {
        upright:
          'Un cambiamento inatteso, forse una riorganizzazione o una fine improvvisa, potrebbe capovolgere le cose. Adattati, e cerca l’apertura che si crea.',
        reversed:
          'Forse ti aggrappi a una situazione già traballante. Comincia ora a prepararti al cambiamento, così che una svolta non ti colga impreparato.',
      },
      wealth: {
        upright:
          'Potrebbe arrivare uno shock finanziario o una spesa imprevista. Mantieni la calma, copri prima l’essenziale e ricostruisci passo dopo passo.',
        reversed:
          'Considera lo scampato pericolo come un colpo d’avvertimento. Rafforza subito la tua rete di sicurezza e per un po’ stai lontano dalle mosse rischiose.',
      },
      health: {
        upright:
          'Stress o un improvviso campanello d’allarme potrebbero richiedere attenzione. Prendilo sul serio, riposa e consulta subito un medico se qualcosa non va.',
        reversed:
          'Dei segnali d’allarme potrebbero accumularsi in silenzio. Non metterli da parte: un controllo dal medico può tranquillizzarti.',
      },
    },
  },
  'major-17': {
    keywords: {
      upright: ['speranza', 'rinnovamento', 'ispirazione', 'serenità'],
      reversed: ['scoraggiamento', 'fiducia perduta', 'distacco', 'insicurezza'],
    },
    upright:
      'Dopo la tempesta arriva una notte quieta e stellata. La Stella porta speranza, guarigione e la dolce sensazione che le cose andranno bene. È il momento di rimetterti in forze, ritrovare i tuoi sogni e tornare a fidarti del futuro. Non devi avere tutto chiaro. Tieni solo la luce in vista, metti la tua energia in ciò che ami e lascia che il rinnovamento avvenga da sé.',
    reversed:
      'In questo momento la speranza sembra fioca. Forse sei scoraggiato, dubiti della tua strada, o sei troppo stanco per credere che le cose possano migliorare. La Stella rovesciata ti ricorda che la luce non si è spenta: l’hai solo persa di vista per un po’. Sii gentile con te stesso. Piccoli gesti di cura e qualche persona che crede in te possono aiutarti a ritrovare la strada.',
    interpretation:
      'Legata all’Acquario, la Stella custodisce una visione del futuro e la fede silenziosa che ci fa camminare verso di essa. Arrivando dopo la Torre, rappresenta la guarigione dopo lo sconvolgimento. La sua lezione è che la speranza non è ingenuità: è una pratica. Quando compare questa carta, ritrova ciò che ti ispira, che sia la creatività, la natura o la spiritualità, e concediti di nuovo di sognare. Dona con generosità i tuoi talenti, ma lasciati anche ricaricare. Sei più resiliente di quanto pensi.',
    imagery:
      'Una donna nuda è inginocchiata accanto a uno specchio d’acqua sotto il cielo notturno, e versa acqua da una brocca nello stagno e da un’altra sulla terra. Sopra di lei brilla una grande stella a otto punte, circondata da sette stelle più piccole, e un ibis si posa su un albero lì vicino. La nudità è apertura e vulnerabilità; l’acqua nutre sia l’emotivo sia il fisico; la grande stella è guida e speranza; l’ibis, sacro a Thoth, è saggezza e rinnovamento.',
    areas: {
      love: {
        upright:
          'Guarigione e speranza entrano nella tua vita sentimentale. Riapri il cuore e fidati: i legami buoni sono possibili.',
        reversed:
          'Vecchie ferite potrebbero averti reso guardingo o cinico. Prenditi cura prima di te, e lascia che la fiducia nell’amore torni con i suoi tempi.',
      },
      career: {
        upright:
          'Ispirazione e una motivazione ritrovata illuminano il cammino. Segui la strada che senti significativa e lascia brillare la tua creatività.',
        reversed:
          'Potresti sentirti poco ispirato o incerto sulla direzione. Torna a ciò che ti aveva attirato verso questo lavoro all’inizio.',
      },
      wealth: {
        upright:
          'La ripresa economica è in arrivo. Resta fiducioso, pianifica in modo realistico e confida che l’impegno costante si sommi nel tempo.',
        reversed:
          'Lo scoraggiamento può portare a scelte di cui poi ti penti. Tieni fede a un piano sensato e non rinunciare ancora ai tuoi obiettivi.',
      },
      health: {
        upright:
          'Un tempo di guarigione e rinnovamento. Riposo, tempo all’aria aperta sotto il cielo e routine dolci ti aiuteranno a recuperare energia.',
        reversed:
          'L’umore basso potrebbe incidere sul tuo benessere. Fai piccoli passi ristoratori, e rivolgiti a un professionista se ti senti bloccato.',
      },
    },
  },
  'major-18': {
    keywords: {
      upright: ['illusione', 'incertezza', 'intuizione', 'il subconscio'],
      reversed: ['ritorno della chiarezza', 'paure che si sciolgono', 'verità svelata', 'confusione che si dirada'],
    },
    upright:
      'La strada davanti a te è illuminata solo dalla luna, e le cose non sono proprio come sembrano. La Luna segnala incertezza, confusione e fattori nascosti. In questo momento le paure potrebbero parlare più forte dei fatti, e l’immaginazione può giocarti brutti scherzi. Muoviti piano, fidati dell’intuizione e non prendere grandi decisioni finché la nebbia non si dirada. Non tutto va capito stanotte.',
    reversed:
      'La nebbia comincia a diradarsi. I malintesi si chiariscono, le paure perdono forza e la verità viene alla luce. La Luna rovesciata può anche significare che gli inganni vengono smascherati, o che finalmente affronti ansie che avevi respinto. Lascia entrare la luce a poco a poco, e sii paziente con te stesso mentre le cose tornano a fuoco.',
    interpretation:
      'Legata ai Pesci, la Luna governa i sogni, l’immaginazione e le acque profonde del subconscio. La sua lezione è che non tutto si può vedere chiaramente, e che la paura spesso riempie i vuoti della nostra conoscenza. Questa carta ti invita ad attraversare l’incertezza con l’intuizione anziché con il panico. Quando compare, presta attenzione ai sogni e alle sensazioni di pancia, ma verificali con la realtà. Separa ciò che sai da ciò che temi, e fai il passo successivo con la luce che hai.',
    imagery:
      'Una luna piena dal volto solenne pende tra due torri, lasciando cadere gocce di luce simili a rugiada. Sotto, un cane e un lupo le ululano contro, e un gambero esce da uno stagno su un sentiero tortuoso che porta verso colline lontane. La luna è il regno dei sogni e delle illusioni; il cane e il lupo sono il lato addomesticato e quello selvaggio della nostra natura; il gambero è il subconscio primordiale che emerge; il sentiero tra le torri è il viaggio incerto verso l’ignoto.',
    areas: {
      love: {
        upright:
          'Confusione o segnali contraddittori potrebbero annebbiare la relazione. Non pensare subito al peggio: fai domande e fidati dell’intuizione.',
        reversed:
          'La chiarezza ritorna e i malintesi si attenuano. Una conversazione sincera e senza fretta aiuterà a rasserenare l’aria.',
      },
      career: {
        upright:
          'Potrebbero esserci incertezze o secondi fini in gioco. Raccogli informazioni con attenzione prima di prendere decisioni importanti.',
        reversed:
          'La verità dietro una situazione confusa sta venendo a galla. Usa questa nuova chiarezza per fare la prossima mossa con sicurezza.',
      },
      wealth: {
        upright:
          'Diffida degli affari poco chiari e di chi evita risposte dirette. Ricontrolla i fatti e rimanda gli investimenti rischiosi.',
        reversed:
          'La confusione finanziaria si sta dissipando. Riguarda la tua situazione con occhi nuovi, poi adatta i tuoi piani a ciò che vedi.',
      },
      health: {
        upright:
          'Ansia o sonno disturbato potrebbero pesare su di te. Riposo, routine dolci e parlarne aiutano; consulta un medico se le preoccupazioni persistono.',
        reversed:
          'Le cose si fanno più chiare e l’ansia si allenta. Continua a proteggere il sonno e le piccole abitudini di cura che ti danno stabilità.',
      },
    },
  },
  'major-19': {
    keywords: {
      upright: ['gioia', 'successo', 'vitalità', 'ottimismo'],
      reversed: ['battute d’arresto temporanee', 'gioia offuscata', 'eccesso di sicurezza', 'successo rimandato'],
    },
    upright:
      'È una delle carte più luminose del mazzo. Il Sole porta calore, successo e una felicità autentica: le cose vanno bene, e lo senti. La fiducia viene spontanea, le relazioni scorrono leggere e i tuoi sforzi vengono ripagati. Concediti di goderne. Condividi la tua gioia con generosità, gioca un po’ e lascia entrare la luce. La vita ti offre un momento per brillare e basta.',
    reversed:
      'Il sole c’è ancora, solo dietro qualche nuvola. Forse ti senti meno allegro del solito, affronti piccoli intoppi o fai fatica a vedere il buono della tua situazione. Il Sole rovesciato può anche mettere in guardia dall’eccesso di sicurezza o da un ottimismo forzato. Abbi pazienza. La luce tornerà, e nel frattempo i piccoli piaceri possono ancora scaldarti le giornate.',
    interpretation:
      'Governata dal Sole stesso, questa carta rappresenta vitalità, chiarezza e la gioia di essere pienamente vivi. Dopo la confusione della Luna arriva l’illuminazione: tutto si vede con nitidezza e calore. La sua lezione è accogliere la felicità senza sensi di colpa e condividere la tua luce con gli altri. Quando compare il Sole, celebra i tuoi successi, ritrova i piaceri semplici e lascia che il tuo io autentico si mostri. Una fiducia radicata nella gratitudine è una forza potente.',
    imagery:
      'Un bambino sorridente cavalca a pelo un cavallo bianco, le braccia spalancate, sotto un enorme sole raggiante dal volto umano. Dietro di lui alti girasoli spuntano da un muretto di pietra, e in una mano sventola uno stendardo rosso. Il bambino è innocenza e gioia pura; il cavallo bianco è forza e purezza; i girasoli, rivolti verso la luce, sono simboli di crescita e abbondanza; il muro suggerisce i confini sicuri entro cui la gioia può fiorire.',
    areas: {
      love: {
        upright:
          'Felicità e calore riempiono la tua vita sentimentale. Le relazioni sono gioiose e sicure, e un nuovo amore potrebbe davvero sbocciare.',
        reversed:
          'Un po’ di tensione o un leggero raffreddamento potrebbero offuscare l’atmosfera. Tornate alle cose semplici che vi fanno ridere insieme.',
      },
      career: {
        upright:
          'Successo e riconoscimenti sono probabili. Fiducia ed entusiasmo ti aiutano a brillare, quindi non essere timido nel farti avanti.',
        reversed:
          'I progressi potrebbero essere più lenti del previsto. Continua, e assicurati che i primi successi non ti abbiano portato a darli per scontati.',
      },
      wealth: {
        upright:
          'Un periodo prospero in cui l’impegno porta ricompense. Goditelo, e metti da parte o investi con saggezza parte della tua fortuna.',
        reversed:
          'Piccoli intoppi o un pizzico di eccesso di sicurezza potrebbero toccare le tue finanze. Resta con i piedi per terra ed evita rischi inutili.',
      },
      health: {
        upright:
          'Energia e vitalità sono alte. Approfitta del sole, del movimento e di tutto ciò che ti solleva il morale e ti porta all’aperto.',
        reversed:
          'La tua energia potrebbe calare per un po’. Riposa, prendi luce naturale e consulta un medico se la stanchezza non passa.',
      },
    },
  },
  'major-20': {
    keywords: {
      upright: ['risveglio', 'resa dei conti', 'rinnovamento', 'rispondere a una chiamata'],
      reversed: ['insicurezza', 'giudizio severo su di sé', 'ignorare la chiamata', 'rimpianto'],
    },
    upright:
      'Sta suonando una sveglia, e questa volta sei pronto a rispondere. Il Giudizio porta chiarezza sul passato e un forte senso di ciò che viene dopo. Forse stai riflettendo su vecchie scelte, perdonando te stesso o gli altri, e ti senti chiamato verso un nuovo capitolo con uno scopo vero. È un momento di resa dei conti nel senso migliore: vederti con chiarezza e alzarti all’altezza del tuo potenziale.',
    reversed:
      'La chiamata c’è, ma esiti a rispondere. Insicurezza, paura del cambiamento o un giudizio severo sul tuo passato potrebbero frenarti. Il Giudizio rovesciato può anche indicare un rimpianto che ti tiene bloccato. Sii più gentile con te stesso. Non devi avere tutto chiaro: ti basta essere disposto ad ascoltare e a fare il primo passo.',
    interpretation:
      'Associato all’elemento del fuoco e, nella pratica moderna, a Plutone, il Giudizio parla di rinascita e di trasformazione al livello più profondo. La sua lezione è che non sei definito dal tuo passato: puoi risorgere da esso. Questa carta ti chiede di rivedere con onestà la tua vita, lasciare andare vecchi sensi di colpa e accogliere una vocazione più alta. Quando compare, chiediti che cosa conta davvero e che cosa sei chiamato a diventare. Poi rispondi con coraggio e compassione verso te stesso.',
    imagery:
      'Un angelo suona una tromba dalle nuvole, da cui pende uno stendardo con una croce rossa. Sotto, uomini, donne e bambini si alzano da bare aperte che galleggiano sull’acqua, le braccia tese verso il cielo. Sullo sfondo si stagliano montagne innevate. La tromba è una chiamata al risveglio; le figure che si alzano sono rinascita e rinnovamento; la croce sullo stendardo è equilibrio e integrazione; le montagne sono le sfide e la chiarezza di un nuovo livello dell’essere.',
    areas: {
      love: {
        upright:
          'Una relazione potrebbe arrivare a una svolta, forse una riconciliazione o un impegno più profondo. Il perdono apre la strada.',
        reversed:
          'Vecchi rimpianti o giudizi severi potrebbero bloccare l’amore. Perdona te stesso e gli altri, per essere libero di andare avanti.',
      },
      career: {
        upright:
          'Sta emergendo una vocazione o un senso più chiaro dello scopo. Fidati, e fai passi concreti verso un lavoro che ti corrisponda davvero.',
        reversed:
          'Il dubbio potrebbe impedirti di perseguire ciò che desideri davvero. Rifletti con sincerità e ascolta la voce che continui a zittire.',
      },
      wealth: {
        upright:
          'Un buon momento per ripercorrere le scelte di denaro passate e ripartire da capo. Una revisione lucida porta a scelte più sagge.',
        reversed:
          'Evitare di fare i conti con le tue finanze potrebbe solo peggiorare le cose. Affrontali con calma, e tratta gli errori passati come lezioni, non come vergogne.',
      },
      health: {
        upright:
          'Una motivazione ritrovata sostiene abitudini più sane. Lascia che questa sveglia accenda cambiamenti positivi che puoi mantenere.',
        reversed:
          'Ignorare ciò di cui il corpo ha bisogno potrebbe frenarti. Ascoltalo con attenzione, e chiedi un parere medico nel dubbio.',
      },
    },
  },
  'major-21': {
    keywords: {
      upright: ['compimento', 'realizzazione', 'integrazione', 'traguardo'],
      reversed: ['questioni in sospeso', 'mancata chiusura', 'ritardi', 'scorciatoie'],
    },
    upright:
      'Hai chiuso il cerchio. Il Mondo segna il compimento di un capitolo importante: un obiettivo raggiunto, una lezione imparata, un viaggio che ti ha portato in un luogo di pienezza. C’è un profondo senso di realizzazione, di tutti i pezzi che finalmente combaciano. Prenditi il tempo di festeggiare e di onorare la strada che hai fatto. Quando sarai pronto comincerà un nuovo ciclo, e porterai con te tutto ciò che hai imparato.',
    reversed:
      'Sei vicino al traguardo, ma qualcosa è ancora irrisolto. Forse c’è un filo da annodare, o esiti a chiudere un capitolo e ad aprire il successivo. Il Mondo rovesciato può anche indicare il tentativo di saltare dei passaggi sulla via del compimento. Guarda ciò che resta da fare, portalo a termine con cura e concediti la chiusura che meriti.',
    interpretation:
      'Governato da Saturno, il pianeta del tempo, della struttura e della maturità, il Mondo è l’ultima carta degli arcani maggiori: il viaggio del Matto è compiuto. La sua lezione è l’integrazione: riunire ogni esperienza, gioiosa o dolorosa, in un senso di interezza. Quando compare questa carta, riconosci i tuoi traguardi e la crescita che c’è dietro. Il compimento non è una fine ma una soglia. Onora ciò che hai costruito, e avanza nel prossimo ciclo con gratitudine e fiducia.',
    imagery:
      'Una figura danzante, avvolta morbidamente in una fascia viola, fluttua dentro una grande ghirlanda ovale di alloro legata con nastri rossi, una bacchetta in ciascuna mano. Nei quattro angoli compaiono le stesse creature della Ruota della Fortuna: un angelo, un’aquila, un leone e un toro. La ghirlanda è vittoria e compimento; la danzatrice è libertà e armonia; le due bacchette richiamano il Bagatto, ora in perfetto equilibrio; le quattro creature, che non leggono più i loro libri, mostrano gli elementi pienamente integrati.',
    areas: {
      love: {
        upright:
          'Una fase di profonda pienezza in amore, forse un traguardo come un impegno o la sensazione di essere davvero interi insieme.',
        reversed:
          'Tra voi qualcosa sembra ancora incompiuto. Affrontate le questioni rimaste aperte per poter andare avanti entrambi con tutto il cuore.',
      },
      career: {
        upright:
          'Un obiettivo importante è raggiunto, con riconoscimento e soddisfazione. Festeggia, poi pensa al tuo prossimo grande passo.',
        reversed:
          'Un progetto si trascina o non si chiude mai del tutto. Concentrati sul finire bene prima di concederti di iniziare qualcosa di nuovo.',
      },
      wealth: {
        upright:
          'Gli obiettivi economici sono a portata di mano e la stabilità è assicurata. Goditi i frutti, poi pianifica con saggezza la fase successiva.',
        reversed:
          'Raggiungere i tuoi obiettivi economici richiede più tempo del previsto. Chiudi le questioni in sospeso, abbi pazienza ed evita scorciatoie rischiose.',
      },
      health: {
        upright:
          'Un bel senso di interezza e di benessere. Mantieni le abitudini che ti hanno portato fin qui e goditi l’equilibrio che hai trovato.',
        reversed:
          'Potresti sentirti vicino ai tuoi obiettivi senza averli ancora raggiunti. Resta costante, e consulta un medico se qualcosa persiste.',
      },
    },
  },
};
