import type { StarId } from '../../vocabulary';
import type { StarTexts } from '../../texts';

export const stars: Readonly<Record<StarId, StarTexts>> = {
  ziwei: {
    keywords: 'presenza · visione · responsabilità',
    core: 'Zi Wei, la Stella dell’Imperatore, rappresenta l’autonomia, la dignità e il desiderio di vedere il quadro d’insieme. Vuole che le cose siano fatte bene e con grazia, e tende a caricarsi delle responsabilità di tutti come fossero sue.',
    soul: 'Con Zi Wei nel palazzo della Vita hai spesso un’autorità pacata che ispira fiducia, e ti piace vedere tutta la scacchiera prima di muovere. La guida è più convincente quando sa anche ascoltare.',
    wealth:
      'Zi Wei nel palazzo della Ricchezza preferisce spese pianificate e dignitose e progetti a lungo raggio ai guadagni rapidi. Una domanda utile: quando spendo, rispondo a un bisogno o sto difendendo un’immagine?',
    career:
      'Zi Wei nel palazzo della Carriera si addice a ruoli che coordinano, decidono e si assumono responsabilità. Cerca un palcoscenico dove il tuo talento organizzativo possa esprimersi, ed esercitati ad affidare compiti a persone di cui ti fidi.',
    spouse:
      'Zi Wei nel palazzo del Coniuge cerca rispetto e giusta misura in amore, e spera di ammirare chi ha accanto. L’intimità non è una questione di chi guida: prova a guardarvi alla pari e a decidere insieme.',
    other:
      'Zi Wei qui segnala un ambito che vuoi gestire come si deve e in cui sei disposto a investire. La compostezza, più del controllo, tende a portare frutti.',
  },
  tianji: {
    keywords: 'prontezza · strategia · cambiamento',
    core: 'Tian Ji, la stella della saggezza e del movimento, pensa con agilità, analizza e pianifica bene, e a volte rimugina troppo.',
    soul: 'Con Tian Ji nel palazzo della Vita sei perspicace e veloce, curioso delle ragioni dietro le cose. Una mente rapida è un dono; concedile anche qualche pausa.',
    wealth:
      'Tian Ji nel palazzo della Ricchezza gestisce le risorse con informazioni e pianificazione più che con la forza. Un piano chiaro, messo per iscritto, evita che troppe idee diventino troppi cambi di rotta.',
    career:
      'Tian Ji nel palazzo della Carriera si addice a lavori che usano la testa: pianificazione, ricerca, consulenza, tecnologia. Il cambiamento ti è amico; prima di ogni svolta, decidi che cosa vuoi conservare.',
    spouse:
      'Tian Ji nel palazzo del Coniuge cerca un partner con cui parlare, qualcuno che ti venga incontro sul piano delle idee. La conversazione nutre il legame: indovina meno, di’ di più.',
    other:
      'Tian Ji qui fa di te quello che ha le idee in questo ambito, e a volte quello che cambia rotta. Dai ai tuoi piani la pazienza di essere realizzati.',
  },
  taiyang: {
    keywords: 'calore · generosità · apertura',
    core: 'Tai Yang, il Sole, rappresenta luce e calore, il dare, la reputazione e la vita pubblica. Ama illuminare gli altri e a volte si dimentica di prendersi cura di sé.',
    soul: 'Con Tai Yang nel palazzo della Vita hai un cuore aperto e leale, pronto a difendere gli altri. Il tuo calore è contagioso; ricorda che anche chi dona luce ha bisogno di ricaricarsi.',
    wealth:
      'Tai Yang nel palazzo della Ricchezza è generoso con il denaro, che spende per le persone e per gli ideali. Trasparenza e buon nome qui ti sono utili; tieni un po’ di margine per te.',
    career:
      'Tai Yang nel palazzo della Carriera si addice a lavori a contatto con il pubblico e con un’influenza: insegnamento, media, gestione, servizio pubblico. L’entusiasmo è il tuo biglietto da visita; dosarlo è ciò che lo fa durare.',
    spouse:
      'Tai Yang nel palazzo del Coniuge dona e protegge in amore, e vuole che tutto sia chiaro e alla luce del sole. Prima di dare, osserva di che cosa ha davvero bisogno il tuo partner.',
    other:
      'Tai Yang splende qui: in questo ambito sei tu a dare per primo e a portare calore. Controlla di tanto in tanto che la tua energia sia ben ricaricata.',
  },
  wuqu: {
    keywords: 'decisione · concretezza · capacità di realizzare',
    core: 'Wu Qu è insieme una stella della ricchezza e un generale: decisa, concreta e brava nell’esecuzione, tiene all’efficienza e ai risultati.',
    soul: 'Con Wu Qu nel palazzo della Vita sei diretto, determinato e di parola. La forza è il tuo punto d’appoggio; dove serve dolcezza, ammorbidisci un po’ il tono.',
    wealth:
      'Wu Qu nel palazzo della Ricchezza è, come dice la tradizione, la stella della ricchezza a casa propria: senso dei numeri e del metodo. Descrive una capacità e un’abitudine, non un risultato garantito; costanza e disciplina ne tirano fuori il meglio.',
    career:
      'Wu Qu nel palazzo della Carriera si addice a ruoli che richiedono decisioni: finanza, ingegneria, gestione. Tu fai accadere le cose; lascia spazio anche agli altri della squadra.',
    spouse:
      'Wu Qu nel palazzo del Coniuge mostra l’amore con i fatti più che con le parole dolci. Dire ogni tanto ciò che provi rassicurerà il tuo partner.',
    other:
      'Wu Qu qui porta in questo ambito un’attenzione all’efficienza e ai risultati. Bilanciare fermezza e flessibilità fa andare avanti le cose.',
  },
  tiantong: {
    keywords: 'dolcezza · appagamento · gusto per la vita',
    core: 'Tian Tong, la stella delle benedizioni, è mite e tranquilla e sa godersi la vita, anche se a volte le manca la spinta.',
    soul: 'Con Tian Tong nel palazzo della Vita sei benvoluto e di indole serena, con un’apertura quasi infantile. La leggerezza è una benedizione; un piccolo obiettivo tutto tuo dà una direzione alle giornate.',
    wealth:
      'Tian Tong nel palazzo della Ricchezza prende il denaro con leggerezza e dà valore alla qualità della vita. Ti si addice un approccio lento e costante, che lasci spazio sia al piacere sia al risparmio.',
    career:
      'Tian Tong nel palazzo della Carriera si addice ad ambienti caldi e armoniosi: servizi, design, cura, cultura. Trova un lavoro che ti piace e la motivazione arriverà.',
    spouse:
      'Tian Tong nel palazzo del Coniuge desidera un’unione accogliente e rilassata. Affrontare i problemi insieme, invece di aggirarli, la rende più solida.',
    other:
      'Tian Tong qui ti fa sentire a tuo agio in questo ambito. La serenità cresce meglio se continui a coltivarla.',
  },
  lianzhen: {
    keywords: 'passione · principi · autodisciplina',
    core: 'Lian Zhen è complessa e piena di tensione: ha principi e autodisciplina, eppure è passionale e piena di desideri. È una stella che chiede di essere gestita con saggezza.',
    soul: 'Con Lian Zhen nel palazzo della Vita hai una personalità forte e carisma, e criteri tutti tuoi. Trasformare l’intensità dei sentimenti in concentrazione è la tua grande forza.',
    wealth:
      'Lian Zhen nel palazzo della Ricchezza è ambiziosa riguardo alle risorse e rispetta le regole. Regole chiare e conti chiari permettono a quell’ambizione di andare lontano.',
    career:
      'Lian Zhen nel palazzo della Carriera si addice a campi fatti di standard, sistemi o competizione: gestione, servizio pubblico, conformità normativa, problemi tecnici difficili. Confini chiari fanno sentire il successo meritato.',
    spouse:
      'Lian Zhen nel palazzo del Coniuge ama con intensità e tiene a quanto ciascuno di voi si mette in gioco. Esprimi ciò che conta come un desiderio anziché come una pretesa, e tutto si alleggerisce.',
    other:
      'Lian Zhen qui accende i tuoi sentimenti e il tuo spirito competitivo in questo ambito. Fissa prima i tuoi principi, poi metti in campo la passione.',
  },
  tianfu: {
    keywords: 'stabilità · generosità · custodia',
    core: 'Tian Fu, la stella del tesoro, rappresenta stabilità, generosità e la custodia di ciò che è stato costruito; accumula e si prende cura delle cose.',
    soul: 'Con Tian Fu nel palazzo della Vita appari affidabile e generoso, con un buon senso della misura. La stabilità è la tua forza; ogni tanto esci dalla zona di comfort.',
    wealth:
      'Tian Fu nel palazzo della Ricchezza dà valore alle riserve e al senso di sicurezza, e pianifica in anticipo. È un’inclinazione prudente e costante, adatta ai progetti a lungo termine; non c’è nessuna gara da vincere.',
    career:
      'Tian Fu nel palazzo della Carriera si addice a ruoli fondati su stabilità e fiducia: gestione, amministrazione, contabilità. Sei la zavorra della squadra; chiedi anche tu l’occasione di brillare.',
    spouse:
      'Tian Fu nel palazzo del Coniuge desidera una relazione duratura e stabile, e ama prendersi cura del partner. Accanto alla stabilità, porta ogni tanto qualcosa di nuovo.',
    other:
      'Tian Fu qui fa di te chi custodisce e costruisce in questo ambito. Continua ad avanzare mentre metti al sicuro, e starai su un terreno più solido.',
  },
  taiyin: {
    keywords: 'sensibilità · dolcezza · interiorità',
    core: 'Tai Yin, la Luna, è dolce, sottile e sensibile. Governa la vita interiore, la casa e i risparmi, e lavora in silenzio.',
    soul: 'Con Tai Yin nel palazzo della Vita senti in profondità, noti i dettagli e hai buon occhio. La tua dolcezza è una forza; di’ anche tu di che cosa hai bisogno.',
    wealth:
      'Tai Yin nel palazzo della Ricchezza costruisce in modo lento e costante e dà valore a una casa sicura. Le si addicono progetti pazienti e a lungo termine.',
    career:
      'Tai Yin nel palazzo della Carriera si addice a lavori che chiedono cura, gusto o attenzione agli altri: design, scrittura, finanza, istruzione. La perseveranza silenziosa non passa inosservata.',
    spouse:
      'Tai Yin nel palazzo del Coniuge tiene ai dettagli premurosi e a una compagnia delicata. Dire ciò che speri è meglio che aspettare che il partner lo indovini.',
    other:
      'Tai Yin qui suggerisce un approccio delicato e attento a questo ambito; andare piano è ciò che ti mantiene saldo.',
  },
  tanlang: {
    keywords: 'molti talenti · curiosità · socievolezza',
    core: 'Tan Lang è dotata e curiosa, la stella del desiderio e della vita sociale, attratta da tutto ciò che è nuovo; deve imparare a scegliere.',
    soul: 'Con Tan Lang nel palazzo della Vita hai interessi ampi e molto fascino, e ci sai fare con le persone. L’entusiasmo è il tuo carburante; la concentrazione lo fa bruciare più a lungo.',
    wealth:
      'Tan Lang nel palazzo della Ricchezza lega le risorse a persone, interessi e talenti. Quando le idee si moltiplicano, distingui prima i desideri dai bisogni.',
    career:
      'Tan Lang nel palazzo della Carriera si addice a campi sociali, creativi ed espressivi: vendite, media, arti, spettacolo. Dopo aver provato molte cose, approfondisci una specialità.',
    spouse:
      'Tan Lang nel palazzo del Coniuge dà valore all’attrazione e al divertimento, e spera in un’unione piena di colore. Oltre la novità, impegno e fiducia sono altrettanto preziosi.',
    other:
      'Tan Lang qui accende il tuo interesse e il tuo entusiasmo in questo ambito. Quando desideri molte cose, scegline una o due e vai in profondità.',
  },
  jumen: {
    keywords: 'analisi · eloquenza · ricerca della verità',
    core: 'Ju Men governa la parola e il pensiero critico: analizza e mette in discussione, e può diventare sospettosa. Le parole sono il suo dono e anche la sua lezione.',
    soul: 'Con Ju Men nel palazzo della Vita osservi con acume, hai opinioni tue e guardi sotto la superficie. Trasformare il dubbio in ricerca è il tuo vantaggio.',
    wealth:
      'Ju Men nel palazzo della Ricchezza lega le risorse alla competenza, alla parola o al sapere. Accordi scritti e spiegazioni semplici evitano molti malintesi.',
    career:
      'Ju Men nel palazzo della Carriera si addice a lavori fondati su parole e competenze: insegnamento, consulenza, media, ricerca. Prima riconosci, poi aggiungi il tuo punto di vista, e arriverà meglio.',
    spouse:
      'Ju Men nel palazzo del Coniuge rende la comunicazione particolarmente importante; una sola frase può avviare un lungo rimuginare. Chiedi «intendi dire che…?» invece di dare per scontato.',
    other:
      'Ju Men qui fa della comunicazione la chiave di questo ambito. Di’ le cose con chiarezza e gentilezza, e molto scorrerà più liscio.',
  },
  tianxiang: {
    keywords: 'equità · diplomazia · parola data',
    core: 'Tian Xiang, la stella del sigillo, sostiene, media e mantiene l’equità; dà valore all’ordine e al decoro ed è un partner affidabile in ogni lavoro.',
    soul: 'Con Tian Xiang nel palazzo della Vita sei cortese e disponibile, e tieni all’equità. Gli altri si fidano di te come mediatore; tieni d’occhio anche i tuoi desideri.',
    wealth:
      'Tian Xiang nel palazzo della Ricchezza mantiene le questioni di denaro ordinate ed equilibrate. Ti si addice un approccio costante; non serve fare il passo più lungo della gamba per salvare le apparenze.',
    career:
      'Tian Xiang nel palazzo della Carriera si addice a ruoli di supporto e coordinamento, all’amministrazione, al lavoro con le persone o alla consulenza. Sostieni un obiettivo che lo meriti e il tuo valore si moltiplica.',
    spouse:
      'Tian Xiang nel palazzo del Coniuge dà valore all’equità e alla grazia in una relazione e si prende cura del partner. In un disaccordo, i sentimenti sinceri contano più della pace di facciata.',
    other:
      'Tian Xiang qui fa di te il mediatore e il custode delle regole in questo ambito. Il senso di equità costruisce fiducia nel tempo.',
  },
  tianliang: {
    keywords: 'maturità · premura · principi',
    core: 'Tian Liang, la stella che ripara, rappresenta protezione, principi e il portamento di un anziano. Ama prendersi cura delle persone, e spiegare come dovrebbero andare le cose.',
    soul: 'Con Tian Liang nel palazzo della Vita sei maturo e stabile, con il senso del dovere di una persona anziana; mantieni la calma e gli altri vengono da te per un aiuto. Lasciati anche accudire.',
    wealth:
      'Tian Liang nel palazzo della Ricchezza non dà troppo peso al denaro e tiene di più alla sicurezza e ai principi. Le si addicono scelte prudenti; aiuta gli altri nei limiti delle tue possibilità.',
    career:
      'Tian Liang nel palazzo della Carriera si addice a lavori di protezione: insegnamento, lavoro sociale, supervisione, consulenza. La tua esperienza diventa un appoggio per gli altri.',
    spouse:
      'Tian Liang nel palazzo del Coniuge assume spesso il ruolo di chi si prende cura e ammira un partner maturo. Meno prediche e più cammino fianco a fianco vi avvicinano.',
    other:
      'Tian Liang qui ti porta a vegliare sugli altri in questo ambito, secondo i tuoi principi. I principi offerti con dolcezza vengono accolti più facilmente.',
  },
  qisha: {
    keywords: 'audacia · indipendenza · spirito pionieristico',
    core: 'Qi Sha, una stella da generale, rappresenta audacia, slancio e indipendenza; si lancia in avanti e ama le sfide.',
    soul: 'Con Qi Sha nel palazzo della Vita hai una volontà forte e molta energia, e le sfide ti svegliano. Quando parti alla carica, volgi uno sguardo ai tuoi compagni.',
    wealth:
      'Qi Sha nel palazzo della Ricchezza va a caccia di risorse con audacia ed efficienza. Conoscere i tuoi limiti prima di agire rende quell’audacia più affidabile.',
    career:
      'Qi Sha nel palazzo della Carriera si addice a lavori pionieristici ed esigenti: avviare imprese, aprire mercati, affrontare problemi tecnici difficili. Obiettivi fissati per tappe mantengono il ritmo costante.',
    spouse:
      'Qi Sha nel palazzo del Coniuge è diretta in amore, ed entrambi avete bisogno di spazi vostri. Trasforma l’insistenza in accettazione e il legame diventa resistente.',
    other:
      'Qi Sha qui ti fa venire voglia di spingere forte in questo ambito. Il coraggio pianificato va più lontano della pura foga.',
  },
  pojun: {
    keywords: 'spirito pionieristico · rinnovamento · anticonformismo',
    core: 'Po Jun, la stella che sfonda, osa spazzare via il vecchio e cominciare il nuovo; non ama la routine, e il cambiamento le chiede anche di rimettere ordine con pazienza.',
    soul: 'Con Po Jun nel palazzo della Vita sei originale e audace, e trovi spesso strade nuove attraverso il cambiamento. Osare è il tuo dono; anche portare a termine bene le cose è una tua forza.',
    wealth:
      'Po Jun nel palazzo della Ricchezza vede le risorse muoversi molto, al seguito di idee e progetti. Una riserva che prometti di non toccare ti dà serenità in mezzo ai cambiamenti.',
    career:
      'Po Jun nel palazzo della Carriera si addice a lavori che innovano, riformano o aprono nuovi terreni. Prima di ogni cambiamento, sappi che cosa vuoi portare con te.',
    spouse:
      'Po Jun nel palazzo del Coniuge dà valore all’onestà e alla freschezza in amore e non sopporta di sentirsi in gabbia. Parla chiaro, e datevi il tempo di adattarvi.',
    other:
      'Po Jun qui porta cambiamento e nuovi inizi in questo ambito. Vedi il cambiamento come rinnovamento più che come perdita.',
  },
};
