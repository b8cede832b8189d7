import type { ReadingTexts } from './reading-texts';

export const texts: ReadingTexts = {
  listSeparator: ', ',
  orientation: { upright: 'dritta', reversed: 'rovesciata' },
  topics: {
    love: 'La tua è una domanda d’amore: ogni carta viene letta per ciò che dice del cuore.',
    career: 'La tua è una domanda sul lavoro: ogni carta viene letta per ciò che dice della tua strada professionale.',
    money:
      'La tua è una domanda sul denaro: ogni carta viene letta per ciò che dice delle tue finanze. Le carte offrono uno sguardo sul denaro, non una consulenza finanziaria.',
    study:
      'La tua è una domanda sullo studio: ogni carta viene letta per ciò che dice di impegno, apprendimento e crescita.',
    health:
      'La tua è una domanda sul benessere: ogni carta viene letta per ciò che dice del prenderti cura di te. Le carte sono un promemoria, non una diagnosi: per il tuo corpo, ascolta il medico.',
    decision:
      'La tua domanda chiede una decisione. Le carte ti aiutano a soppesare ogni lato; la scelta resta sempre tua.',
    general: 'Non hai indicato un ambito preciso, perciò ogni carta viene letta nel suo significato generale.',
  },
  patterns: {
    majorsPastFuture:
      'Ci sono arcani maggiori sia nel passato sia nel futuro ({cards}): non è un’onda passeggera, ma una lezione più lunga della tua vita, che va da ciò che è stato a ciò che sta arrivando.',
    towerThenStar:
      'La Torre e la Stella compaiono insieme ({cards}): quando la vecchia struttura si allenta, la speranza ritorna. Prima riposa, poi ricostruisci un pezzo alla volta.',
    sunAndMoon:
      'Il Sole e la Luna compaiono insieme ({cards}): ciò che è chiaro e ciò che non lo è stanno fianco a fianco. Fidati di quello che sai e lascia tempo alle parti ancora velate.',
    loversAndDevil:
      'Gli Amanti e il Diavolo condividono questa estrazione ({cards}): l’attrazione è forte, quindi vale la pena distinguere una scelta del cuore da un’abitudine difficile da lasciare.',
    courtPeople:
      'Le figure di corte ({cards}) rappresentano spesso le persone intorno a te, o un lato di te stesso. Chi, in questa storia, somiglia a loro, e in che modo il suo atteggiamento influenza il tuo?',
    cupsInLove:
      'Diverse Coppe in una domanda d’amore ({cards}): qui la corrente principale è il sentimento. Dire con sincerità ciò che provi ti aiuterà più che indovinare cosa pensa l’altra persona.',
    swordsInLove:
      'Diverse Spade in una domanda d’amore ({cards}): pensieri e parole pesano molto in questo legame. Parla con delicatezza e non lasciare che la preoccupazione tragga conclusioni al posto tuo.',
    wandsInWork:
      'Diversi Bastoni in una domanda di lavoro o di studio ({cards}): slancio ed entusiasmo sono il tuo capitale. Dai a quell’energia un piano chiaro su cui correre.',
    pentaclesInMoney:
      'Diversi Denari in una domanda sul denaro ({cards}): la risposta sta nei dettagli costanti. Tenere i conti, pianificare e fare piccoli passi è più affidabile che sperare in una grande svolta.',
    manyAces:
      'Compare più di un Asso ({cards}): nuovi inizi stanno germogliando in più direzioni. Scegli quello che desideri coltivare di più e comincia da lì.',
    majorsLead:
      'Gli arcani maggiori sono più della metà dell’estrazione: qui si toccano i grandi temi della tua vita. Meritano la tua attenzione, e la tua pazienza verso te stesso.',
    noMajors:
      'Compaiono solo arcani minori: tutto si gioca nelle scelte e nelle azioni quotidiane, e hai più voce in capitolo di quanto pensi.',
    mostReversed:
      'Più della metà delle carte è rovesciata: è il momento di rallentare e fare ordine dentro di te. Sblocca ciò che è fermo prima di spingere in avanti.',
    noneReversed:
      'Tutte le carte sono dritte: l’energia scorre libera, un buon momento per trasformare le idee in azione.',
    fireLeads:
      'Domina il Fuoco (Bastoni): passione e azione sono la chiave. Quando hai le idee chiare, muoviti, ma attento alla fretta.',
    waterLeads:
      'Domina l’Acqua (Coppe): sentimenti e relazioni sono il cuore della questione. Ascolta ciò che provi davvero e fai spazio anche ai sentimenti degli altri.',
    airLeads:
      'Domina l’Aria (Spade): pensare, parlare e decidere sono al centro della scena. Parole chiare e mente lucida aiutano più che girare in tondo.',
    earthLeads:
      'Domina la Terra (Denari): denaro, lavoro e corpo chiedono più cura. Passi concreti e costanti valgono più dei sogni a occhi aperti.',
    noWands:
      'Nell’intera stesa non compare alcun Bastone: forse manca la scintilla dell’azione. Che cosa vuoi fare davvero?',
    noCups:
      'Nell’intera stesa non compare alcuna Coppa: i sentimenti sembrano messi da parte. Prenditi cura del tuo cuore e delle persone che ti stanno accanto.',
    noSwords:
      'Nell’intera stesa non compare alcuna Spada: forse la questione non è ancora stata pensata fino in fondo. Metti per iscritto le tue preoccupazioni e riordina i pensieri.',
    noPentacles:
      'Nell’intera stesa non compare alcun Denaro: al progetto manca ancora il lato pratico. Qual è il primo passo concreto?',
  },
  leaning: {
    yes: 'Le carte propendono per il sì. Segui questa corrente e tieni d’occhio i dettagli che le carte ti segnalano.',
    no: 'Le carte propendono per il no, o almeno per un “non così”. Non è una sentenza, solo un invito a guardare la cosa da un’altra angolazione.',
    notYet:
      'Le carte propendono per un “non ancora”. La risposta sta ancora prendendo forma: osserva, preparati, e capirai quando sarà il momento giusto.',
  },
  choice: {
    pathA:
      'Mettendo a confronto le due strade, le carte favoriscono la prima opzione: sia il percorso sia l’esito scorrono in modo più sereno.',
    pathB:
      'Mettendo a confronto le due strade, le carte favoriscono la seconda opzione: sia il percorso sia l’esito scorrono in modo più sereno.',
    even: 'Le due strade si equivalgono e le carte non mostrano una preferenza chiara. Forse conta meno quale strada prendi e più come la percorri.',
  },
  synthesis: {
    question: 'Hai chiesto: “{question}”',
    noQuestion:
      'Questa volta non hai scritto una domanda: le carte parlano di ciò che più ti sta a cuore in questo momento.',
    anchor: 'Il perno della stesa è {card}, carta {orientation}, nella posizione “{position}”: {keywords}.',
    tone: {
      flowing: 'Nel complesso l’energia scorre bene: porta questa fiducia in ciò che vuoi fare.',
      mixed:
        'Facilità e attrito si intrecciano. Osserva dove cadono le carte rovesciate: è lì che ti viene chiesto di aggiustare il tiro.',
      inward:
        'Le carte ti chiedono soprattutto di fermarti e guardarti dentro. Andare avanti non ti è precluso; prenderti cura di te, prima, rende la strada più salda.',
    },
  },
};
