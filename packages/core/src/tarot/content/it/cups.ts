import type { CardBodyTable } from '../../types';

export const cups: CardBodyTable = {
  'cups-01': {
    keywords: {
      upright: ['nuovo amore', 'cuore aperto', 'nutrimento', 'gioia'],
      reversed: ['sentimenti repressi', 'difficoltà a donare', 'vuoto', 'chiusura'],
    },
    upright:
      'Ti viene offerta una coppa colma: un nuovo amore, una nuova amicizia o un sentimento che avevi quasi dimenticato tornano a scorrere nella tua vita. L’Asso di Coppe ti invita ad aprire il cuore, a lasciarti amare e ad amare. In questo momento la dolcezza non è debolezza: è la porta da cui entra la felicità.',
    reversed:
      'La coppa c’è ancora, ma non ne esce nulla. Forse trattieni troppo i tuoi sentimenti, o dai moltissimo senza essere visto, e dentro ti senti vuoto. L’Asso rovesciato ti chiede di prenderti cura prima dei tuoi sentimenti: piangi se ne hai bisogno, dillo ad alta voce, e la sorgente ricomincerà a scorrere.',
    interpretation:
      'Come radice dell’acqua, questo Asso è la sorgente del sentimento, dell’intuizione e dell’amore. La sua lezione è che l’amore deve muoversi: va donato e anche ricevuto. Quando compare, nota le piccole cose che ti hanno scaldato il cuore di recente e di’ grazie; chiediti anche se hai respinto qualche gentilezza.',
    imagery:
      'Una mano esce da una nuvola reggendo una coppa d’oro traboccante. Dal bordo cadono cinque rivoli in uno specchio d’acqua pieno di fiori di loto, mentre una colomba bianca scende in picchiata verso la coppa con un’ostia nel becco. L’acqua che trabocca è un sentimento senza fine; la colomba è pace e benedizione dall’alto; i fiori di loto mostrano l’emozione che sboccia nel mondo reale.',
    areas: {
      love: {
        upright:
          'Una nuova cotta, o una tenerezza ritrovata in un legame già esistente. Di’ con sincerità ciò che provi e troverà risposta.',
        reversed:
          'Sentimenti non detti, o un amore diventato faticoso. Prenditi cura del tuo cuore prima di dare di più.',
      },
      career: {
        upright:
          'Momenti al lavoro in cui ti senti apprezzato. Favoriti i compiti a contatto con le persone o creativi.',
        reversed: 'Fare le cose in automatico, senza cuore. Trova la parte del lavoro a cui puoi tenere davvero.',
      },
      wealth: {
        upright:
          'Una piccola entrata inattesa o l’aiuto di qualcuno che ti vuole bene. Spendi per ciò che ti rende davvero felice.',
        reversed:
          'Le spese emotive fanno scivolare via il denaro in silenzio. Quando sei triste, stai lontano dal carrello.',
      },
      health: {
        upright:
          'Corpo e mente cominciano a rilassarsi e a sentirsi nutriti. Bevi acqua, riposa, lascia che anche il corpo si ammorbidisca.',
        reversed:
          'I sentimenti trattenuti possono trasformarsi in stanchezza fisica. Parla con qualcuno o tieni un diario, e cerca un aiuto professionale se persiste.',
      },
    },
  },
  'cups-02': {
    keywords: {
      upright: ['attrazione reciproca', 'unione', 'legame', 'riconciliazione'],
      reversed: ['squilibrio', 'malinteso', 'allontanamento', 'una frattura'],
    },
    upright:
      'Due persone alzano le loro coppe l’una verso l’altra e i loro cuori si incontrano. Il Due di Coppe rappresenta un legame alla pari e rispettoso: l’inizio di una storia d’amore, una collaborazione fondata sulla comprensione o un’amicizia stretta. La sincerità che offri ti torna indietro con lo stesso calore.',
    reversed:
      'Un legame che un tempo sembrava facile si è incrinato: uno dei due dà di più, o si è insinuato un malinteso. Il Due rovesciato ti chiede di fermarti, ascoltare davvero l’altra persona e dire chiaramente ciò che pensi, prima che una piccola distanza diventi una lontananza vera.',
    interpretation:
      'Il Due di Coppe è Venere in Cancro, una carta di amore e di legame. La sua lezione è l’equilibrio: una relazione sana non è una persona che cede all’altra, ma entrambe che vengono viste. Quando compare, chiediti se sei sincero nelle relazioni che contano, e se lasci all’altra persona lo stesso spazio.',
    imagery:
      'Un uomo e una donna si fronteggiano, ciascuno con una coppa in mano, come se si scambiassero una promessa. Sopra di loro si innalza un caduceo, due serpenti attorcigliati a un bastone, sormontato da una testa di leone alata. Il caduceo rappresenta comunicazione e guarigione, il leone la passione elevata a un amore più alto, e lo sguardo alla pari l’uguaglianza e il rispetto.',
    areas: {
      love: {
        upright:
          'Un bel momento per dichiararsi, uscire insieme o rendere la cosa ufficiale. Le coppie si sentiranno più vicine.',
        reversed: 'Uno squilibrio o un malinteso chiede una conversazione sincera prima che cali il silenzio.',
      },
      career: {
        upright: 'La collaborazione scorre; favorevole a contratti, alleanze e alla ricerca di soci affini.',
        reversed: 'Disaccordi o impegno diseguale in una collaborazione. Chiarite ruoli e compensi.',
      },
      wealth: {
        upright: 'Il denaro guadagnato insieme va bene; le iniziative comuni partono con il piede giusto.',
        reversed: 'Relazioni e denaro si intrecciano. Pensaci due volte prima di prestare soldi ad amici o familiari.',
      },
      health: {
        upright: 'Ti senti a tuo agio con una persona cara, e il corpo segue il tuo umore sereno.',
        reversed: 'Lo stress della relazione disturba il tuo sonno. Concediti del tempo tranquillo da solo.',
      },
    },
  },
  'cups-03': {
    keywords: {
      upright: ['festa', 'amicizia', 'ritrovarsi', 'gioia'],
      reversed: ['eccessi', 'cricche', 'un terzo incomodo', 'compagnie volubili'],
    },
    upright:
      'Tre amiche ridono e alzano le coppe: c’è qualcosa da festeggiare. Il Tre di Coppe porta ritrovi, amicizia e felicità condivisa, che sia una festa, una buona notizia o una cerchia di persone che ti capiscono davvero. Goditela fino in fondo, e fai girare la gioia.',
    reversed:
      'Dietro il divertimento qualcosa non va: troppo cibo e troppo alcol, pettegolezzi dentro una cricca, o una terza persona che entra in una relazione. Il Tre rovesciato ti chiede quali compagnie ti nutrono davvero e quali ti svuotano soltanto, e suggerisce di abbassare un po’ il volume.',
    interpretation:
      'Il Tre di Coppe è Mercurio in Cancro, il sentimento che scorre dentro un gruppo. La sua lezione è che la gioia va condivisa, ma con un senso della misura. Quando compare, fatti sentire con un amico che non vedi da tempo o congratulati di cuore con qualcuno, e nota se stai usando il rumore per sfuggire a un sentimento.',
    imagery:
      'Tre donne danzano in cerchio in un campo di raccolto, alzando in alto le coppe, con zucche e uva ai loro piedi. I loro passi sono leggeri e gli abiti tutti di colori diversi. Il raccolto è la ricompensa dopo la fatica, il cerchio è il sostegno reciproco, e i colori diversi mostrano che la vera amicizia fa spazio alle differenze.',
    areas: {
      love: {
        upright:
          'La vita sociale brilla e una festa potrebbe portare qualcuno di speciale. Per le coppie, uscire insieme fa bene.',
        reversed:
          'Attento ai flirt che si complicano, e non lasciare che siano gli amici a decidere della tua vita sentimentale.',
      },
      career: {
        upright:
          'Lavorare in squadra è un piacere e un traguardo merita di essere festeggiato. Favorevole agli eventi di gruppo.',
        reversed: 'Cricche e voci di corridoio in ufficio ti distraggono. Concentrati sul tuo lavoro.',
      },
      wealth: {
        upright: 'Un premio o un piccolo guadagno; festeggia con gli amici, ma senza spendere troppo.',
        reversed: 'Uscite e impegni sociali ti costano più di quanto pensi.',
      },
      health: {
        upright: 'Il buon umore fa bene alla salute; fare attività fisica con gli amici è una buona idea.',
        reversed: 'Con cibo e bevande è facile esagerare. Concedi un po’ di riposo allo stomaco.',
      },
    },
  },
  'cups-04': {
    keywords: {
      upright: ['apatia', 'contemplazione', 'insoddisfazione', 'occasioni perse'],
      reversed: ['interesse ritrovato', 'accettare un’offerta', 'uscire da un periodo buio', 'risveglio'],
    },
    upright:
      'Niente di ciò che hai davanti sembra accendere il tuo interesse, e ti sembra sempre che manchi qualcosa. Il Quattro di Coppe mostra stanchezza e ripiegamento su di sé: forse stai rivalutando la tua vita, forse sei semplicemente stanco. Guardati intorno; potrebbe esserci una gentilezza o un’occasione che stai trascurando.',
    reversed:
      'Stai rialzando la testa dall’umore basso e sei disposto a guardare di nuovo il mondo. Il Quattro rovesciato indica l’uscita dal ristagno, il dire sì a un invito che avevi rifiutato, o il capire finalmente che cosa vuoi davvero. Procedi un passo alla volta.',
    interpretation:
      'Il Quattro di Coppe è la Luna in Cancro, sentimenti che si ritirano verso l’interno come una marea. La sua lezione è che la riflessione aiuta, ma l’apatia può chiuderti dentro. Quando compare, scrivi tre piccole cose per cui oggi sei grato, e prova a dire sì a un nuovo invito.',
    imagery:
      'Un giovane siede a gambe incrociate sotto un albero, le braccia conserte, fissando tre coppe sull’erba davanti a sé. Una mano esce da una nuvola offrendogli una quarta coppa, ma lui non se ne accorge. Le braccia conserte indicano chiusura difensiva, le tre coppe ciò che ha ma non apprezza più, e la coppa dalla nuvola l’occasione che si sta lasciando sfuggire.',
    areas: {
      love: {
        upright: 'L’amore sembra piatto o poco stimolante. Prima di scartarlo, chiediti che cosa manca davvero.',
        reversed: 'L’interesse ritorna; sei aperto a conoscere qualcuno o a dare alla relazione un’altra possibilità.',
      },
      career: {
        upright: 'Esaurimento sul lavoro e occasioni che sfumano. Fermati a ripensare la direzione, ma non arrenderti.',
        reversed: 'Arrivano nuove idee ed energie; un buon momento per accettare l’offerta su cui avevi esitato.',
      },
      wealth: {
        upright: 'Poco entusiasmo nel pianificare il denaro, così le buone occasioni ti passano accanto.',
        reversed: 'Riorganizzi le tue finanze e scopri entrate che avevi trascurato.',
      },
      health: {
        upright:
          'Poca energia e stanchezza chiedono una routine migliore. Se l’umore basso persiste, parlane con qualcuno o consulta un medico.',
        reversed: 'Stai risalendo; riprendi gradualmente l’attività fisica e un ritmo regolare.',
      },
    },
  },
  'cups-05': {
    keywords: {
      upright: ['perdita', 'rimpianto', 'dolore', 'rimuginare sul passato'],
      reversed: ['lasciar andare', 'accettazione', 'andare avanti', 'ritrovare la speranza'],
    },
    upright:
      'Stai piangendo qualcosa che hai perso: una relazione, un’occasione, un’aspettativa finita in nulla. Il Cinque di Coppe riconosce quella tristezza come reale, e ti ricorda anche che alle tue spalle ci sono ancora due coppe in piedi. Concediti di essere triste, ma non dimenticare ciò che vale ancora la pena custodire.',
    reversed:
      'Cominci a lasciar andare il rimpianto e a voltarti piano piano per vedere ciò che resta. Il Cinque rovesciato indica guarigione e accettazione, perdonare te stesso e gli altri. Il passato non può cambiare, ma puoi scegliere dove andare da qui.',
    interpretation:
      'Il Cinque di Coppe è Marte in Scorpione, una perdita profonda e il depositarsi di un sentimento intenso. La sua lezione è che il dolore va attraversato, non saltato. Quando compare, concediti il tempo del lutto, e conta le persone e le cose che ti sono ancora accanto.',
    imagery:
      'Una figura in un mantello nero sta a capo chino davanti a tre coppe rovesciate, il cui contenuto si sparge sul terreno; alle sue spalle due coppe sono ancora dritte. In lontananza un fiume scorre sotto un ponte che porta a un castello. Il mantello è il lutto, le coppe rovesciate ciò che è perduto, e le due coppe e il ponte ricordano che restano una speranza e una strada da percorrere.',
    areas: {
      love: {
        upright:
          'Tristezza per una rottura o una delusione, e una spinta verso il passato. Prenditi tempo, ma non chiudere il cuore.',
        reversed: 'La ferita si attenua; puoi guardare al passato con calma e tornare a fidarti dell’amore.',
      },
      career: {
        upright: 'Una battuta d’arresto o un piano fallito. Prima di colpevolizzarti, guarda quali risorse hai ancora.',
        reversed: 'Impari dal fallimento e trovi la tua direzione; fai il punto, poi ricomincia.',
      },
      wealth: {
        upright: 'Una perdita o un cattivo investimento. Non cercare di recuperare buttandoci altro denaro.',
        reversed: 'Le perdite si fermano e gestisci il denaro con più attenzione.',
      },
      health: {
        upright:
          'L’umore basso pesa sul corpo; cura sonno e pasti. Se il dolore dura troppo, cerca un sostegno professionale.',
        reversed: 'L’umore risale lentamente e il corpo lo segue.',
      },
    },
  },
  'cups-06': {
    keywords: {
      upright: ['nostalgia', 'innocenza', 'infanzia', 'una vecchia fiamma'],
      reversed: ['vivere nel passato', 'rifiutare di crescere', 'vecchie ferite riaperte', 'guardare avanti'],
    },
    upright:
      'Ricordi dolci riaffiorano in folla: un vecchio amico che si fa vivo, una visita in un luogo familiare, un semplice gesto gentile. Il Sei di Coppe porta calore e innocenza, e ti ricorda di ritrovare il bambino interiore che era felice con poco, e di amare in modo semplice.',
    reversed:
      'Forse sei troppo preso dal passato, paragoni l’oggi ai vecchi ricordi o non riesci a lasciar andare vecchie persone e vecchie vicende. Il Sei rovesciato può anche indicare che sei finalmente pronto a salutare il passato, crescere un po’ e guardare al presente e al futuro.',
    interpretation:
      'Il Sei di Coppe è il Sole in Scorpione, il caldo bagliore della memoria emotiva. La sua lezione è che i ricordi possono nutrirti ma non devono intrappolarti. Quando compare, contatta un vecchio amico o fai qualcosa che amavi da bambino, e chiediti anche che tipo di vita desideri adesso.',
    imagery:
      'In un cortile tranquillo un bambino porge a una bambina una coppa piena di fiori bianchi, e intorno a loro ci sono altre cinque coppe fiorite. Alle spalle si vedono vecchie case, e una guardia si allontana. I bambini sono innocenza e buona volontà, i fiori ricordi felici, e la guardia che se ne va è il segno che in un luogo sicuro il cuore può abbassare le difese.',
    areas: {
      love: {
        upright:
          'Un ex potrebbe riapparire, o tu e il partner ricordate come vi siete conosciuti. L’affetto semplice conquista i cuori.',
        reversed: 'Smetti di paragonare il presente al passato, o ti perderai la persona che hai davanti.',
      },
      career: {
        upright: 'Tornare a lavorare con ex colleghi o vecchi clienti; l’esperienza passata dà i suoi frutti.',
        reversed: 'Aggrapparti ai vecchi metodi ti lascia fuori passo rispetto al nuovo.',
      },
      wealth: {
        upright: 'Un aiuto dalla famiglia o un vecchio credito restituito; il denaro speso per la casa è ben speso.',
        reversed: 'Sentimentalismi o obblighi ti costano troppo. Spendi a mente lucida.',
      },
      health: {
        upright: 'Le routine familiari ti aiutano a rilassarti; una visita a casa potrebbe rimetterti in forze.',
        reversed:
          'Vecchie abitudini o vecchie ferite incidono sulla tua salute. Prova a costruirne di nuove e più sane.',
      },
    },
  },
  'cups-07': {
    keywords: {
      upright: ['fantasia', 'troppe opzioni', 'sogni a occhi aperti', 'tentazione'],
      reversed: ['ritorno alla realtà', 'vedere chiaro', 'fare una scelta', 'risveglio'],
    },
    upright:
      'Davanti a te sembrano fluttuare innumerevoli possibilità, ognuna scintillante. Il Sette di Coppe mostra un’immaginazione ricca che può facilmente perdersi: i sogni sono belli, ma non tutti sono realizzabili. Distingui ciò che desideri davvero da ciò che è solo una fantasia passeggera.',
    reversed:
      'La nebbia si sta alzando e cominci a vedere chiaro, senza più lasciarti abbagliare dalle apparenze. Il Sette rovesciato indica il risveglio dai sogni a occhi aperti, una scelta concreta e la disponibilità ad agire di conseguenza.',
    interpretation:
      'Il Sette di Coppe è Venere in Scorpione, dove desiderio e immaginazione si aggrovigliano. La sua lezione è che i sogni hanno bisogno di un terreno solido. Quando compare, scrivi i tuoi desideri, chiediti per ciascuno che cosa saresti disposto a dare in cambio, poi scegline uno e comincia.',
    imagery:
      'Una figura vista di spalle sta davanti a una nuvola in cui fluttuano sette coppe, che contengono una testa, una figura velata, un serpente, un castello, dei gioielli, una corona d’alloro e un drago. Ogni coppa è una tentazione o un sogno, fama, ricchezza, amore, pericolo, e le nuvole mostrano che nessuna è ancora reale: vanno distinte l’una dall’altra.',
    areas: {
      love: {
        upright:
          'Troppe fantasie sull’amore, o attrazione per più persone insieme. Guarda chi è davvero qualcuno prima di tuffarti.',
        reversed: 'Ti risvegli da aspettative irrealistiche e vedi la relazione per quello che è.',
      },
      career: {
        upright:
          'Troppe idee e poca concentrazione; diffida dei grandi progetti senza sostanza. Scegli quello più realizzabile.',
        reversed: 'La direzione finalmente si chiarisce; passi dal sognare al fare.',
      },
      wealth: {
        upright:
          'Attento agli investimenti allettanti o alle offerte per arricchirsi in fretta; potrebbero benissimo essere trappole.',
        reversed: 'Smascheri i piani di denaro dubbi e torni a un programma stabile.',
      },
      health: {
        upright:
          'Abitudini irregolari e attenzione dispersa; attento alle fughe come le ore piccole e lo scorrere infinito dello schermo.',
        reversed: 'Cominci ad ascoltare il tuo corpo e a correggere il tuo stile di vita.',
      },
    },
  },
  'cups-08': {
    keywords: {
      upright: ['andarsene', 'cercare un senso', 'lasciar andare', 'voltare pagina'],
      reversed: ['indecisione', 'paura del cambiamento', 'tornare indietro', 'vagare senza meta'],
    },
    upright:
      'Ti sei accorto che ciò che hai non ti soddisfa più dentro, anche se da fuori sembra andare bene. L’Otto di Coppe è il coraggio di andarsene: da una relazione, da un lavoro o da uno stile di vita, in cerca di un senso più profondo. Partire non è facile, ma sai che devi farlo.',
    reversed:
      'Vorresti andartene ma non osi, oppure te ne sei andato e continui a voltarti indietro. L’Otto rovesciato può anche indicare un vagare senza meta per evitare qualcosa. Chiediti: stai cercando qualcosa, o stai solo scappando da qualcosa?',
    interpretation:
      'L’Otto di Coppe è Saturno nei Pesci, il sentimento che si deposita in una ricerca di senso. La sua lezione è che certi distacchi sono il modo in cui diventi più intero. Quando compare, valuta con sincerità ciò che non ti corrisponde più, e concediti un addio gentile.',
    imagery:
      'Sotto la luna, una figura con un mantello rosso si appoggia a un bastone e volta le spalle a otto coppe ben impilate, dirigendosi verso montagne lontane. La luna mostra insieme un volto pieno e una falce. Le coppe impilate sono i sentimenti investiti nel passato, il cammino è la ricerca di un senso più alto, e la luna è il segno che questa strada si percorre con l’intuizione.',
    areas: {
      love: {
        upright:
          'Ti rendi conto che questa relazione non ti fa più crescere e potresti allontanarti, per sempre o per ora.',
        reversed:
          'Diviso tra andare e restare; il continuo avanti e indietro ti sfinisce soltanto. Datti una risposta chiara.',
      },
      career: {
        upright: 'Il lavoro ha perso di senso; stai pensando a un nuovo settore o a una nuova direzione.',
        reversed: 'Voler cambiare lavoro senza mai agire, o licenziarsi d’impulso senza un piano.',
      },
      wealth: {
        upright:
          'Disposto a rinunciare a un guadagno immediato per un obiettivo a più lungo termine; un buon momento per ripensare il denaro.',
        reversed: 'L’indecisione sulle finanze spreca occasioni tra due opzioni.',
      },
      health: {
        upright: 'Hai bisogno di allontanarti da un ambiente che ti svuota e di darti il tempo di riprenderti.',
        reversed: 'Ignorare gli avvertimenti del corpo non risolve nulla; se è ora di un controllo, vai.',
      },
    },
  },
  'cups-09': {
    keywords: {
      upright: ['desideri esauditi', 'appagamento', 'piacere', 'soddisfazione di sé'],
      reversed: ['mai soddisfatti', 'compiacimento', 'piacere vuoto', 'desideri inappagati'],
    },
    upright:
      'È la carta dei desideri: ciò che speravi ha buone probabilità di avverarsi, e ti senti profondamente soddisfatto. Il Nove di Coppe ti incoraggia a goderti ciò che hai ottenuto, a concederti un regalo e a essere fiero del tuo impegno.',
    reversed:
      'Il desiderio sembra essersi avverato, eppure qualcosa resta insoddisfatto; oppure sei diventato compiaciuto e indulgente. Il Nove rovesciato ti chiede di distinguere la felicità vera dalla soddisfazione di superficie, e di non appendere la tua gioia soltanto alle cose.',
    interpretation:
      'Il Nove di Coppe è Giove nei Pesci, abbondanza nei sentimenti e nel mondo materiale. La sua lezione è che l’appagamento nasce dalla gratitudine. Quando compare, elenca i piccoli desideri che si sono avverati di recente e ringrazia te stesso, poi pensa a che cosa potrebbe darti una felicità vera come passo successivo.',
    imagery:
      'Un uomo ben vestito siede soddisfatto su una panca di legno con le braccia conserte. Alle sue spalle, su un tavolo curvo coperto di blu, nove coppe d’oro stanno in fila ordinata. Il suo volto è sicuro e appagato. L’arco di coppe è la realizzazione, le braccia conserte l’orgoglio per ciò che ha raggiunto, e lo sfondo giallo brillante gioia e ottimismo.',
    areas: {
      love: {
        upright:
          'In amore i desideri si avverano: chi è single potrebbe incontrare la persona ideale, le coppie si sentono dolci e appagate.',
        reversed:
          'Chiedere troppo all’amore, o badare solo alle apparenze, rende difficile trovare una vera soddisfazione.',
      },
      career: {
        upright: 'Obiettivi raggiunti, con un riconoscimento o una ricompensa; concediti un piccolo premio.',
        reversed: 'Dormire sugli allori e ignorare i problemi che si stanno preparando.',
      },
      wealth: {
        upright: 'Fortuna con il denaro; le entrate sono stabili, magari anche con un premio.',
        reversed: 'Spendere a piene mani solo per il piacere. Tieni d’occhio il budget.',
      },
      health: {
        upright: 'Ti senti bene; goditi buon cibo e tempo libero, con moderazione.',
        reversed: 'Gli eccessi incidono sulla salute. Fai attenzione al peso e al sonno.',
      },
    },
  },
  'cups-10': {
    keywords: {
      upright: ['felicità familiare', 'pienezza', 'armonia', 'appartenenza'],
      reversed: ['conflitti familiari', 'armonia di facciata', 'valori diversi', 'distanza'],
    },
    upright:
      'Un arcobaleno attraversa il cielo e i tuoi cari ti sono vicini. Il Dieci di Coppe è la pienezza affettiva: una casa armoniosa, una relazione serena, un senso di appartenenza. Dedica il tuo tempo alle persone che ami e concediti di sentire quanto sei amato.',
    reversed:
      'In superficie sembra tutto a posto, ma sotto c’è tensione; oppure i membri della famiglia hanno valori così diversi che è difficile parlarsi davvero. Il Dieci rovesciato ti ricorda che la felicità si mantiene viva con conversazioni sincere, non difendendo un quadro perfetto.',
    interpretation:
      'Il Dieci di Coppe è Marte nei Pesci, il lieto fine del viaggio dei sentimenti. La sua lezione è che la felicità non è un traguardo ma una cura quotidiana. Quando compare, organizza una cena in famiglia o un appuntamento con il partner e di’ il tuo grazie ad alta voce.',
    imagery:
      'Una coppia sta abbracciata, le braccia alzate verso un arcobaleno su cui compaiono dieci coppe d’oro, mentre accanto a loro due bambini ballano tenendosi per mano. In lontananza si vedono una casa e un fiume. L’arcobaleno è benedizione e promessa, i bambini che ballano la gioia di una famiglia, e la casa tranquilla il luogo a cui il cuore appartiene.',
    areas: {
      love: {
        upright:
          'Un amore stabile e felice; un buon momento per parlare del futuro o conoscere la famiglia. Chi è single potrebbe incontrare qualcuno con cui condividere la vita.',
        reversed: 'Tensioni nascoste nella relazione; l’armonia esteriore non è felicità vera. Parlate con sincerità.',
      },
      career: {
        upright: 'Un ambiente di lavoro caloroso in cui la squadra si sostiene come una famiglia.',
        reversed: 'Lavoro e casa sono difficili da conciliare, o la squadra è cortese in superficie ma divisa.',
      },
      wealth: {
        upright: 'Le finanze familiari sono stabili; pianifica a lungo termine, per esempio una casa o dei risparmi.',
        reversed: 'Le spese di casa creano disaccordi. Mettete la questione del denaro sul tavolo.',
      },
      health: {
        upright: 'Il sostegno della famiglia ti mantiene sereno e in salute.',
        reversed: 'Le pressioni familiari incidono sul tuo umore e sul sonno. Ricordati di prenderti cura di te.',
      },
    },
  },
  'cups-11': {
    keywords: {
      upright: ['buone notizie', 'sensibilità', 'creatività', 'un gesto tenero'],
      reversed: ['lunaticità', 'immaturità', 'fantasticherie', 'cattive notizie'],
    },
    upright:
      'Sta arrivando una dolce sorpresa: una dichiarazione, una buona notizia o un’improvvisa idea creativa. Il Fante di Coppe porta la curiosità e la sensibilità di un bambino, e ti incoraggia a fidarti dell’intuizione e a esprimere ciò che provi.',
    reversed:
      'L’umore va su e giù e le piccole cose feriscono, o gli animi si scaldano; oppure un messaggio che aspettavi non arriva. Il Fante rovesciato ti ricorda che la sensibilità è un dono, ma va curata invece di lasciarsi governare da essa.',
    interpretation:
      'Il Fante di Coppe porta l’elemento dell’acqua nella sua forma più pura e giovane: un apprendista nel mondo dei sentimenti. La sua lezione è sentire a cuore aperto e imparare a trasformare il sentimento in azione. Quando compare, scrivi una piccola poesia, disegna qualcosa, o semplicemente di’ a qualcuno che ti manca.',
    imagery:
      'Un giovane con una tunica a fiori sta in riva al mare reggendo una coppa d’oro da cui spunta un pesciolino, che lui osserva con curiosità. Alle sue spalle si rincorrono le onde. Il pesce è l’ispirazione e l’intuizione improvvise, lo sguardo curioso un cuore aperto, e il mare il mondo profondo delle emozioni.',
    areas: {
      love: {
        upright: 'Potrebbe arrivare una dichiarazione o un segnale civettuolo; esprimiti con dolcezza e sincerità.',
        reversed: 'La lunaticità o il dipendere troppo dalla risposta dell’altro ti lasciano in ansia.',
      },
      career: {
        upright: 'Le idee creative scorrono; favoriti design, scrittura e lavori di immaginazione.',
        reversed: 'Un atteggiamento immaturo sul lavoro, o emozioni che offuscano il giudizio.',
      },
      wealth: {
        upright: 'Un piccolo guadagno inatteso o una buona notizia, anche se non di grande entità.',
        reversed: 'Acquisti d’impulso, o gestire il denaro solo a sensazione.',
      },
      health: {
        upright: 'Sentimenti e corpo sono strettamente legati; il buon umore aiuta la salute.',
        reversed:
          'Gli sbalzi d’umore incidono su appetito e sonno; prova a tenere un diario per dare sfogo ai sentimenti.',
      },
    },
  },
  'cups-12': {
    keywords: {
      upright: ['romanticismo', 'corteggiamento', 'un invito', 'idealismo'],
      reversed: ['poco realismo', 'lunaticità', 'poca sincerità', 'fuga dall’impegno'],
    },
    upright:
      'Un cavaliere si avvicina lentamente porgendo una coppa, e porta un invito romantico o una proposta poetica. Il Cavaliere di Coppe significa seguire il cuore verso qualcosa di bello: una storia d’amore, un progetto artistico o un viaggio pieno di sentimento.',
    reversed:
      'Il romanticismo è diventato solo parole: le promesse suonano belle ma i fatti non arrivano mai, oppure i sentimenti arrivano in fretta e se ne vanno altrettanto in fretta. Il Cavaliere rovesciato ti chiede di guardare la verità dietro le parole dolci, e di non vivere soltanto nella tua immaginazione.',
    interpretation:
      'Il Cavaliere di Coppe corrisponde ai Pesci, il sentimento che si muove in cerca di un ideale. La sua lezione è dare al romanticismo un terreno solido. Quando compare, fai un passo concreto verso il sogno che hai nel cuore: iscriviti a un corso, o invita quella persona a incontrarti.',
    imagery:
      'Un cavaliere in armatura d’argento avanza al passo su un cavallo bianco, reggendo davanti a sé una coppa d’oro ben diritta; elmo e talloni portano delle ali. Davanti a lui scorre un ruscello. Il cavallo bianco al passo è dolcezza e calma, la coppa diritta un cuore offerto con sincerità, le ali immaginazione e ideali, e il ruscello i sentimenti ancora da attraversare.',
    areas: {
      love: {
        upright: 'Potrebbe arrivare un corteggiamento romantico o un invito a uscire; l’amore si tinge di poesia.',
        reversed: 'L’altra persona potrebbe essere tutta parole, o sei tu a esitare davanti all’impegno.',
      },
      career: {
        upright: 'Favorevole alle proposte creative e ai lavori nell’arte, nel design o nei servizi.',
        reversed: 'Tante idee ma poca continuità; l’entusiasmo svanisce in fretta.',
      },
      wealth: {
        upright: 'Un’occasione per guadagnare con una passione, ma serve pianificazione.',
        reversed: 'Spendere troppo per romanticismo o ideali. Vivi secondo le tue possibilità.',
      },
      health: {
        upright: 'Un umore leggero aiuta il recupero; prova attività dolci come yoga o nuoto.',
        reversed: 'Gli sbalzi d’umore incidono sulla salute; attento all’alcol e alle ore piccole.',
      },
    },
  },
  'cups-13': {
    keywords: {
      upright: ['dolcezza', 'empatia', 'intuizione', 'cura'],
      reversed: ['dipendenza emotiva', 'dare troppo', 'ipersensibilità', 'perdersi'],
    },
    upright:
      'Sei dolce e perspicace, capace di cogliere i sentimenti che gli altri non dicono. La Regina di Coppe è amore maturo ed empatia: prendersi cura degli altri ascoltando anche la propria voce interiore. Fidati dell’intuizione: ti sta indicando la strada.',
    reversed:
      'Dai troppo agli altri e ti dimentichi di te, oppure i tuoi sentimenti sono così pieni che le gioie e i dolori altrui ti travolgono. La Regina rovesciata ti chiede di porre dei confini: la gentilezza è preziosa, ma sii gentile prima di tutto con te stesso.',
    interpretation:
      'La Regina di Coppe corrisponde al Cancro, l’espressione più pura e profonda del sentimento. La sua lezione è che dopo l’empatia bisogna tornare a sé. Quando compare, concediti un momento di quiete, un bagno o della musica, e chiediti di che cosa hai davvero bisogno adesso.',
    imagery:
      'Una regina siede su un trono in riva all’acqua, reggendo con entrambe le mani una coppa d’oro riccamente decorata e chiusa da un coperchio, che osserva con intensità. Sul trono sono scolpiti piccoli angeli, e ai suoi piedi ci sono ciottoli colorati e acqua di mare. La coppa chiusa è sentimento profondo e intuizione, il suo sguardo la riflessione, e l’acqua che le lambisce i piedi la sua vicinanza al mondo delle emozioni.',
    areas: {
      love: {
        upright:
          'L’amore è pieno di tenerezza e comprensione; un buon momento per mostrare cura e approfondire il legame.',
        reversed: 'Dare così tanto in amore da perdersi, o appoggiarsi emotivamente al partner.',
      },
      career: {
        upright:
          'Particolarmente adatta a lavori che richiedono empatia: consulenza, insegnamento, assistenza o design.',
        reversed: 'Gli umori dei colleghi ti influenzano troppo e ti lasciano svuotato.',
      },
      wealth: {
        upright: 'Quando segui l’istinto con il denaro, ricontrollalo con la ragione.',
        reversed: 'Prestare soldi per tenerezza o spendere per sentimento; mantieni i tuoi confini.',
      },
      health: {
        upright: 'Prenditi cura della tua salute emotiva e riposa bene; anche il corpo si rilasserà.',
        reversed: 'Lo sfinimento emotivo incide sul corpo; cerca un sostegno professionale se serve.',
      },
    },
  },
  'cups-14': {
    keywords: {
      upright: ['maturità emotiva', 'generosità', 'calma', 'saggezza'],
      reversed: ['sentimenti repressi', 'manipolazione', 'freddezza', 'volubilità'],
    },
    upright:
      'Sai restare calmo nella tempesta, comprendendo gli altri senza perdere te stesso. Il Re di Coppe è maturità emotiva e generosità: né sommerso dai sentimenti, né impegnato a negarli. La tua dolcezza e la tua stabilità fanno sentire al sicuro chi ti sta intorno.',
    reversed:
      'Calma in superficie, con moltissimo trattenuto dentro; oppure sentimenti gestiti con freddezza e controllo. Il Re rovesciato ti ricorda che maturità non significa non esprimere mai i sentimenti, ma affrontarli con sincerità e gentilezza.',
    interpretation:
      'Il Re di Coppe corrisponde allo Scorpione, una guida capace di padroneggiare le emozioni profonde. La sua lezione è bilanciare ragione e sentimento. Quando compare e nasce un conflitto, fai prima un respiro profondo, poi esprimi i tuoi bisogni con voce ferma.',
    imagery:
      'Un re siede su un trono di pietra che galleggia su un mare agitato, una coppa in una mano e uno scettro nell’altra, l’espressione calma. Da un lato un pesce salta fuori dall’acqua, dall’altro naviga una nave. Il mare agitato sono le emozioni complesse, la calma del re la sua padronanza, e il pesce e la nave lo mostrano muoversi liberamente tra il sentimento e la vita pratica.',
    areas: {
      love: {
        upright:
          'Un partner maturo e stabile, o una relazione fondata sulla comprensione; promettente sul lungo periodo.',
        reversed:
          'Sentimenti repressi o una guerra fredda, con una persona che controlla attraverso la distanza. Parlate con sincerità.',
      },
      career: {
        upright: 'Adatto a gestire o mediare, guidando la squadra con dolcezza.',
        reversed:
          'Nascondere a lungo i sentimenti sul lavoro, o avere a che fare con un capo o un collega manipolatore.',
      },
      wealth: {
        upright: 'Gestione del denaro stabile; affronti le questioni economiche con calma.',
        reversed: 'Le emozioni influenzano le tue decisioni di denaro; evita le grandi scelte quando sei turbato.',
      },
      health: {
        upright: 'Equilibrio tra corpo e mente; la stabilità emotiva sostiene la salute.',
        reversed: 'Emozioni represse a lungo possono incidere sul corpo; impara a scaricare la pressione.',
      },
    },
  },
};
