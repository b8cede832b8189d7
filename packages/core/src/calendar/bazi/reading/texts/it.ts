import type { ReadingTexts } from '../types';

/** La lettura italiana, scritta a partire dall’originale cinese: calda, concreta, per riflettere e mai come destino. */
export const texts: ReadingTexts = {
  'list.separator': ', ',
  'relation.name': '{{kind}}: {{members}}',
  'relation.joiner': ' – ',

  'element.木': 'Legno',
  'element.火': 'Fuoco',
  'element.土': 'Terra',
  'element.金': 'Metallo',
  'element.水': 'Acqua',
  'god.比肩': 'Compagno',
  'god.劫财': 'Ladro di ricchezza',
  'god.正印': 'Risorsa diretta',
  'god.偏印': 'Risorsa indiretta',
  'god.食神': 'Dio del cibo',
  'god.伤官': 'Ufficiale ferente',
  'god.正财': 'Ricchezza diretta',
  'god.偏财': 'Ricchezza indiretta',
  'god.正官': 'Ufficiale diretto',
  'god.七杀': 'Sette uccisioni',
  'category.peer': 'Compagni',
  'category.resource': 'Risorsa',
  'category.output': 'Espressione',
  'category.wealth': 'Ricchezza',
  'category.officer': 'Autorità',

  'level.veryWeak': 'Molto debole',
  'level.weak': 'Debole',
  'level.balanced': 'Equilibrato',
  'level.strong': 'Forte',
  'level.veryStrong': 'Molto forte',

  'strength.season.prosperous':
    'Nascita nel mese {{branch}}, quando l’elemento {{element}} è al culmine: la stagione condivide l’elemento del maestro del giorno (+{{points}}).',
  'strength.season.supported':
    'Nascita nel mese {{branch}}, il cui elemento, {{element}}, nutre il maestro del giorno: la stagione lo sostiene (+{{points}}).',
  'strength.season.resting':
    'Nascita nel mese {{branch}}, il cui elemento, {{element}}, è nutrito dal maestro del giorno: la stagione attinge alla sua forza (+{{points}}).',
  'strength.season.confined':
    'Nascita nel mese {{branch}}, il cui elemento, {{element}}, deve essere controllato dal maestro del giorno: la stagione lo affatica (+{{points}}).',
  'strength.season.dead':
    'Nascita nel mese {{branch}}, il cui elemento, {{element}}, controlla il maestro del giorno: la stagione gli rema contro (+{{points}}).',
  'strength.roots.found':
    'I tronchi nascosti {{stems}} nei rami danno radice o nutrimento al maestro del giorno (+{{points}}).',
  'strength.roots.none': 'Nessun tronco nascosto nei rami dà radice o nutrimento al maestro del giorno (+0).',
  'strength.stems.found': 'I tronchi {{stems}} stanno accanto al maestro del giorno e lo aiutano (+{{points}}).',
  'strength.stems.none': 'Nessuno degli altri tronchi aiuta il maestro del giorno (+0).',

  'pattern.name.zhengGuan': 'Struttura dell’Ufficiale diretto',
  'pattern.name.qiSha': 'Struttura delle Sette uccisioni',
  'pattern.name.zhengCai': 'Struttura della Ricchezza diretta',
  'pattern.name.pianCai': 'Struttura della Ricchezza indiretta',
  'pattern.name.shiShen': 'Struttura del Dio del cibo',
  'pattern.name.shangGuan': 'Struttura dell’Ufficiale ferente',
  'pattern.name.zhengYin': 'Struttura della Risorsa diretta',
  'pattern.name.pianYin': 'Struttura della Risorsa indiretta',
  'pattern.name.jianLu': 'Struttura della Prosperità stabilita',
  'pattern.name.yueRen': 'Struttura della Lama del mese',
  'pattern.name.followWealth': 'Struttura che segue la Ricchezza',
  'pattern.name.followOfficer': 'Struttura che segue l’Autorità',
  'pattern.name.followOutput': 'Struttura che segue l’Espressione',
  'pattern.name.dominant': 'Struttura dell’elemento dominante',
  'pattern.about.zhengGuan':
    'Ordine ed equità ti vengono spontanei: ti piace conoscere le regole e rispondere dei risultati.',
  'pattern.about.qiSha':
    'Pressione e coraggio arrivano insieme: ti fai avanti quando conta, e fai bene a imparare quando allentare la presa.',
  'pattern.about.zhengCai':
    'Concreto e costante, dai valore alla costruzione paziente e alle promesse che si possono mantenere.',
  'pattern.about.pianCai': 'Cogli al volo occasioni e persone, e ti piace provare più di una strada.',
  'pattern.about.shiShen': 'Spontaneo ed espressivo, hai gusto e ti piace fare le cose con bellezza.',
  'pattern.about.shangGuan':
    'Rapido e originale, non ami i binari fissi; spesso le tue idee arrivano prima di quelle di tutti gli altri.',
  'pattern.about.zhengYin':
    'Lo studio e il buon nome contano per te; sei paziente e trovi spesso il sostegno di maestri e mentori.',
  'pattern.about.pianYin':
    'Intuitivo e indipendente nel pensiero, sai perderti felicemente in una materia specialistica.',
  'pattern.about.jianLu': 'Il mese è il terreno proprio del maestro del giorno: tendi a farti strada con le tue mani.',
  'pattern.about.yueRen':
    'Il mese dà al maestro del giorno il suo filo più tagliente: un carattere vivace, con energia da vendere, da puntare su ciò che conta.',
  'pattern.about.followWealth':
    'Un maestro del giorno senza radici segue la Ricchezza che riempie il tema: trovi il tuo posto leggendo la situazione e restando concreto.',
  'pattern.about.followOfficer':
    'Un maestro del giorno senza radici segue l’Autorità che riempie il tema: strutture chiare ti permettono di prenderne in prestito la forza.',
  'pattern.about.followOutput':
    'Un maestro del giorno senza radici segue l’Espressione che riempie il tema: talento e creatività sono il tuo sbocco naturale.',
  'pattern.about.dominant':
    'Un solo elemento, {{element}}, regge l’intero tema senza nulla che lo contenga: assecondare questa corrente ti viene più naturale.',
  'pattern.reason.main':
    'Il tronco nascosto principale del mese {{branch}}, {{stem}}, è {{tenGod}}: la struttura si legge a partire da lui.',
  'pattern.reason.shown':
    '{{stem}}, nascosto nel mese {{branch}}, affiora tra i tronchi come {{tenGod}}: la struttura si legge a partire da lui.',
  'pattern.reason.peerMonth':
    'Il qi principale del mese {{branch}} è l’elemento stesso del maestro del giorno, perciò il suo tronco nascosto {{stem}} ({{tenGod}}) determina la struttura.',
  'pattern.reason.lu':
    'Il maestro del giorno è nato nel mese {{branch}}, il suo luogo di prosperità (lin guan, «Insediamento»).',
  'pattern.reason.ren':
    'Il maestro del giorno è nato nel mese {{branch}}, il suo luogo di massima forza (di wang, «Apice»).',
  'pattern.reason.followWealth':
    'Il maestro del giorno è molto debole: nessun ramo contiene il suo elemento come radice e nessun tronco lo aiuta, mentre la Ricchezza pesa più di tutto.',
  'pattern.reason.followOfficer':
    'Il maestro del giorno è molto debole: nessun ramo contiene il suo elemento come radice e nessun tronco lo aiuta, mentre l’Autorità pesa più di tutto.',
  'pattern.reason.followOutput':
    'Il maestro del giorno è molto debole: nessun ramo contiene il suo elemento come radice e nessun tronco lo aiuta, mentre l’Espressione pesa più di tutto.',
  'pattern.reason.dominant':
    'Il maestro del giorno di {{element}} governa la propria stagione e non incontra alcuna Autorità in tutto il tema.',

  'balance.followWealth': 'Un tema che segue la Ricchezza trova il suo sostegno nella Ricchezza stessa.',
  'balance.followOfficer': 'Un tema che segue l’Autorità trova il suo sostegno nell’Autorità stessa.',
  'balance.followOutput': 'Un tema che segue l’Espressione trova il suo sostegno nell’Espressione stessa.',
  'balance.dominant': 'Un tema dominante trova sostegno nel proprio elemento, assecondandone la forza.',
  'balance.strongPeers': 'A un maestro del giorno forte, affollato di Compagni, giova che l’Autorità gli dia forma.',
  'balance.strongResource': 'A un maestro del giorno forte, carico di Risorsa, giova l’equilibrio della Ricchezza.',
  'balance.weakOfficer':
    'Un maestro del giorno debole, messo sotto pressione soprattutto dall’Autorità, trova sollievo nella Risorsa, che trasforma quella pressione in sostegno.',
  'balance.weakWealth':
    'Un maestro del giorno debole, messo alla prova soprattutto dalla Ricchezza, è aiutato dai Compagni che ne condividono il peso.',
  'balance.weakOutput':
    'Un maestro del giorno debole, svuotato soprattutto dall’Espressione, ritrova forza grazie alla Risorsa.',
  'balance.balancedScarce':
    'Un tema equilibrato contiene solo {{count}} di {{element}}: integrare ciò che scarseggia è l’aiuto migliore.',
  'balance.balancedExcess':
    'Un tema equilibrato contiene già {{count}} di {{element}}: aggiungerne altro lo sbilancerebbe.',
  'balance.climate.winter':
    'Clima: nascita in inverno con solo {{count}} di Fuoco nel tema, il freddo chiede {{element}} per scaldarlo.',
  'balance.climate.summer':
    'Clima: nascita in estate con solo {{count}} di Acqua nel tema, il caldo chiede {{element}} per rinfrescarlo.',
  'balance.helps': 'Nutre l’elemento utile, {{element}}, o lavora al suo fianco.',
  'balance.against.strong': 'Renderebbe ancora più forte un maestro del giorno già forte, e meno equilibrato.',
  'balance.against.weak': 'Aggiungerebbe pressione a un maestro del giorno già delicato.',
  'balance.against.follow': 'Spingerebbe un maestro del giorno senza radici a nuotare contro la corrente che segue.',
  'balance.against.dominant': 'Entrerebbe in conflitto con l’unico elemento che regge il tema.',

  'personality.element.木':
    'Un maestro del giorno di Legno cresce come un albero: buono di cuore, idealista e tenace senza clamore.',
  'personality.element.火':
    'Un maestro del giorno di Fuoco è caloroso, diretto e contagioso, felice di portare luce a chi gli sta intorno.',
  'personality.element.土':
    'Un maestro del giorno di Terra è stabile, affidabile e fedele alla parola data: qualcuno su cui gli altri si appoggiano.',
  'personality.element.金':
    'Un maestro del giorno di Metallo è deciso e di principio, leale, e ama le cose fatte con pulizia.',
  'personality.element.水':
    'Un maestro del giorno di Acqua è sveglio, adattabile e attento, e trova una via d’uscita dove gli altri si fermano.',
  'personality.output':
    'Espressione forte: esprimerti e creare sono i tuoi doni; dai uno sbocco alle tue idee e la vita ti sembrerà più ampia.',
  'personality.officer':
    'Autorità forte: disciplinato e responsabile, pretendi molto da te stesso; ogni tanto concediti di respirare.',
  'personality.resource':
    'Risorsa forte: ami pensare e imparare, e la calma interiore conta per te; tieni del tempo solo per te.',
  'personality.peer':
    'Compagni forti: indipendente e sicuro delle tue idee; ascoltare altre voci rende il tuo giudizio più completo.',
  'personality.strong':
    'Un maestro del giorno forte: volontà salda e azione rapida; ascoltare e condividere la guida aiuta gli altri a capire la tua forza.',
  'personality.weak':
    'Un maestro del giorno più delicato: percettivo e sensibile agli altri; porre dei confini e prenderti cura di te conta altrettanto.',

  'career.officer':
    'L’Autorità compare tra i tronchi: rendi al meglio dove i ruoli sono chiari, come nella gestione, nel servizio pubblico o in una libera professione.',
  'career.output':
    'L’Espressione compare tra i tronchi: il lavoro tecnico, creativo ed espressivo mette in luce il tuo talento; è il tuo lavoro a parlare per te.',
  'career.wealth':
    'La Ricchezza compare tra i tronchi: sai leggere bene risorse e mercati; commercio, vendite o finanza meritano uno sguardo.',
  'career.resource':
    'La Risorsa compare tra i tronchi: istruzione, ricerca, consulenza e cura, campi che premiano la pazienza, fanno per te.',
  'career.peer':
    'I Compagni compaiono tra i tronchi: lavori bene fianco a fianco con dei soci, oppure in autonomia, puntando sulle tue competenze.',
  'career.monthClash':
    'Il pilastro del mese è in scontro all’interno del tema: il tuo ambiente di lavoro potrebbe cambiare spesso; prendi ogni cambiamento come un’occasione per ripianificare.',
  'career.general':
    'Non esiste un’unica carriera giusta: prendi queste tendenze come indizi e mettile alla prova con i tuoi interessi e le tue circostanze.',

  'wealth.outputFeeds':
    'L’Espressione nutre la Ricchezza: trasformare mestiere, conoscenze e idee in reddito è per te una strada naturale.',
  'wealth.strongCarries':
    'Un maestro del giorno forte sa reggere la Ricchezza: hai le spalle per cogliere le occasioni; un piano chiaro le rende stabili.',
  'wealth.weakCarries':
    'Molta Ricchezza per un maestro del giorno delicato: tante occasioni, ma è facile disperdersi; dosa le energie e fai squadra con persone di fiducia.',
  'wealth.peersShare':
    'Compagni forti: il denaro circola spesso tra amici; concorda prima le condizioni di ogni divisione o prestito.',
  'wealth.little':
    'La Ricchezza resta sullo sfondo: il denaro forse non è la tua spinta principale, e buone basi di bilancio e risparmio ti sono di grande aiuto.',
  'wealth.general':
    'Lungo termine, diversificazione e restare nei propri mezzi sono una base solida; queste sono tendenze, mai una promessa di guadagno.',

  'relationships.dayClash':
    'Il ramo del giorno (il palazzo del partner) è in scontro: le relazioni strette possono seguire ritmi diversi; parlatevi spesso e lasciatevi spazio.',
  'relationships.dayCombine':
    'Il ramo del giorno si combina: dai valore ai sentimenti e ai legami di lunga data, e crei facilmente connessioni profonde.',
  'relationships.peers':
    'Compagni forti: una vena competitiva emerge anche nelle relazioni; condividere i meriti e mostrare il lato tenero avvicina le persone.',
  'relationships.officer':
    'Autorità forte: standard elevati per te e per il partner; un po’ più di comprensione rende tutto più leggero.',
  'relationships.candid':
    'L’Ufficiale ferente compare tra i tronchi: parli in modo diretto e vai al punto; prima riconosci, poi suggerisci, e verrai ascoltato.',
  'relationships.general':
    'Una relazione si costruisce in due; queste tendenze ti invitano soltanto a notare le tue abitudini.',

  'health.element.木':
    'Il Legno ama distendersi: fare stretching con regolarità e stare nella natura danno uno sfogo alle emozioni.',
  'health.element.火': 'Il Fuoco scalda: cura il sonno e gli sbalzi d’umore, e ritagliati momenti di vera quiete.',
  'health.element.土': 'La Terra digerisce: pasti regolari e nella giusta misura, e il corpo ti ripaga del ritmo.',
  'health.element.金':
    'Il Metallo è nitido: il respiro lento aiuta, così come stare al caldo e ben idratato al cambio di stagione.',
  'health.element.水': 'L’Acqua conserva: proteggi il sonno, stai al caldo e non vivere a lungo di riserve.',
  'health.strong': 'Con energia da vendere è facile esagerare; aumenta sport e lavoro un passo alla volta.',
  'health.weak': 'La tua energia va raccolta con cura: alterna lavoro e riposo, e muoviti con dolcezza ma spesso.',
  'health.general':
    'Sono solo riflessioni sullo stile di vita; per qualsiasi dubbio sulla tua salute, rivolgiti a un medico qualificato.',

  'fortune.beforeDecades': 'I pilastri della fortuna non sono ancora iniziati: il primo comincia il {{date}}.',
  'fortune.clash.day':
    'Si scontra con il pilastro del giorno ({{relations}}): casa e relazioni strette possono cambiare; parla di più, reagisci di meno.',
  'fortune.clash.month':
    'Si scontra con il pilastro del mese ({{relations}}): lavoro o ambiente possono mutare; pianificare in anticipo ti fa stare tranquillo.',
  'fortune.clash.year':
    'Si scontra con il pilastro dell’anno ({{relations}}): i legami con gli anziani, la famiglia o le cerchie più ampie meritano un’attenzione in più.',
  'fortune.clash.hour':
    'Si scontra con il pilastro dell’ora ({{relations}}): progetti e iniziative personali potrebbero richiedere un nuovo approccio.',
  'fortune.stemClash.day':
    'Si scontra con il tronco del giorno ({{relations}}): potresti sentirti diviso tra più scelte; concedi alle decisioni un po’ più di tempo.',
  'fortune.combine.day':
    'Si combina con il pilastro del giorno ({{relations}}): favorevole a nuovi legami e collaborazioni; attento a non farti guidare dal senso del dovere.',
  'fortune.combine.month':
    'Si combina con il pilastro del mese ({{relations}}): tendono a presentarsi persone e occasioni con cui lavorare.',
  'fortune.punish.day':
    'Punisce il ramo del giorno ({{relations}}): i piccoli attriti possono moltiplicarsi; rallenta e cura i dettagli.',
  'fortune.flow.good':
    'Il tronco {{stem}} ({{stemElement}}) e il ramo {{branch}} ({{branchElement}}) portano entrambi elementi che il tema accoglie: un buon momento per muoverti verso ciò che desideri.',
  'fortune.flow.leanGood':
    'Il tronco {{stem}} ({{stemElement}}) e il ramo {{branch}} ({{branchElement}}) tendono al favorevole: si addice un progresso costante.',
  'fortune.flow.even':
    'Il tronco {{stem}} ({{stemElement}}) e il ramo {{branch}} ({{branchElement}}) sono neutri o misti: procedi un passo alla volta.',
  'fortune.flow.leanHard':
    'Il tronco {{stem}} ({{stemElement}}) e il ramo {{branch}} ({{branchElement}}) tendono allo sfavorevole: lasciati un po’ di margine.',
  'fortune.flow.hard':
    'Il tronco {{stem}} ({{stemElement}}) e il ramo {{branch}} ({{branchElement}}) portano entrambi elementi che il tema trova difficili: un tempo per consolidare, senza bisogno di correre.',
};
