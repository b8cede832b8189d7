import type { ZiweiContent } from '../../texts';
import { stars } from './stars';

export const texts: ZiweiContent = {
  names: {
    palaces: {
      soul: 'Vita',
      siblings: 'Fratelli',
      spouse: 'Coniuge',
      children: 'Figli',
      wealth: 'Ricchezza',
      health: 'Salute',
      travel: 'Viaggi',
      friends: 'Amici',
      career: 'Carriera',
      property: 'Casa',
      spirit: 'Vita interiore',
      parents: 'Genitori',
    },
    mutagens: {
      lu: 'Hua Lu (flusso)',
      quan: 'Hua Quan (potere)',
      ke: 'Hua Ke (merito)',
      ji: 'Hua Ji (attenzione)',
    },
  },
  stars,
  palaces: {
    soul: 'Il palazzo della Vita mostra il tuo temperamento di fondo e il modo in cui vai incontro al mondo; tutto il tema comincia da qui.',
    siblings:
      'Il palazzo dei Fratelli mostra come vai d’accordo con fratelli e sorelle, coetanei e compagni più stretti.',
    spouse: 'Il palazzo del Coniuge mostra che cosa speri da una relazione stretta e come condividi una vita.',
    children:
      'Il palazzo dei Figli mostra il tuo legame con i bambini e i più giovani, e con tutto ciò che crei e fai crescere.',
    wealth:
      'Il palazzo della Ricchezza mostra il tuo atteggiamento e le tue abitudini verso denaro e risorse; non predice guadagni né perdite.',
    health:
      'Il palazzo della Salute, per tradizione, guarda al corpo; qui è solo un promemoria per curare riposo e stress. Per qualsiasi domanda sulla salute, rivolgiti a un medico.',
    travel:
      'Il palazzo dei Viaggi mostra come appari lontano da casa, e come te la cavi quando viaggi o cambi ambiente.',
    friends: 'Il palazzo degli Amici mostra i tuoi rapporti con amici, colleghi e soci di lavoro.',
    career:
      'Il palazzo della Carriera mostra come lavori, dove tende la tua carriera e che cosa ti dà un senso di realizzazione.',
    property:
      'Il palazzo della Casa mostra l’atmosfera della tua famiglia, il luogo in cui vivi e il tipo di casa che desideri.',
    spirit:
      'Il palazzo della Vita interiore mostra da dove nasce la tua gioia: interessi, stato d’animo e vita dello spirito.',
    parents:
      'Il palazzo dei Genitori mostra il tuo legame con genitori, anziani e superiori, oltre a studi e pratiche burocratiche.',
  },
  brightness: {
    bright:
      'Qui la stella è al massimo della sua luce: i suoi punti di forza si dispiegano con facilità e naturalezza.',
    steady: 'Qui la stella brilla in modo moderato: i suoi punti di forza emergono man mano che li coltivi.',
    dim: 'Qui la stella è fioca e lavora in silenzio; le sue lezioni si vedono più chiaramente, ed è proprio lì che cresci.',
  },
  mutagen: {
    lu: 'Hua Lu aggiunge a questa stella facilità e benevolenza: le occasioni in questo ambito ti arrivano più volentieri. Goditele e condividile.',
    quan: 'Hua Quan aggiunge a questa stella slancio e capacità di comando: qui vuoi essere tu a dare la direzione. Conserva un po’ di morbidezza nella tua forza.',
    ke: 'Hua Ke aggiunge a questa stella chiarezza e buon nome: è un luogo in cui imparare, mostrare il tuo lavoro e costruirti una reputazione.',
    ji: 'Hua Ji segnala qualcosa che ti sta a cuore e su cui continui a rimuginare. Non è una cattiva notizia, solo un invito a portare qui pazienza e consapevolezza.',
  },
  borrowed:
    'Questo palazzo non ha stelle maggiori, perciò per tradizione si legge attraverso le stelle del palazzo opposto. Le loro qualità qui si manifestano in modo più sommesso e sono più aperte all’influenza dell’ambiente e delle persone intorno a te.',
  pairs: {
    ziweiTianfu:
      'Zi Wei e Tian Fu condividono questo palazzo: l’Imperatore incontra il Tesoro, la visione si unisce alla stabilità. Entrambi vogliono il timone, quindi l’arte sta nel bilanciare audacia e prudenza.',
    ziweiQisha:
      'Zi Wei e Qi Sha condividono questo palazzo, un’accoppiata che secondo la tradizione trasforma la forza in autorità: ti carichi volentieri di grandi compiti. Dai a quello slancio una direzione chiara e acquisterà potenza.',
    wuquTanlang:
      'Wu Qu e Tan Lang condividono questo palazzo, senso pratico unito a molti talenti; la tradizione parla di una fioritura tardiva. Una costruzione paziente permette ai tuoi doni di dare frutto.',
    taiyangTaiyin:
      'Tai Yang e Tai Yin condividono questo palazzo, il Sole e la Luna insieme: forza e dolcezza, slancio verso fuori e raccoglimento. L’umore può oscillare tra i due; fai spazio a entrambi i lati di te.',
    taiyangTianliang:
      'Tai Yang e Tian Liang condividono questo palazzo: il calore si unisce ai principi. Ti piace aiutare e dai valore al buon nome, e il tuo sapere e la tua esperienza possono illuminare la strada agli altri.',
    tiantongJumen:
      'Tian Tong e Ju Men condividono questo palazzo: la dolcezza si intreccia con il pensiero critico. Senti molto, e ciò che dici può non corrispondere a ciò che intendi; mettere i sentimenti in parole chiare aiuta.',
  },
  summary: {
    borrowed:
      'Il tuo palazzo della Vita non ha stelle maggiori e si legge attraverso il palazzo opposto, quello dei Viaggi: il tuo carattere è flessibile e si adatta a luoghi e persone, e questa è una forza a sé.',
  },
  body: {
    soul: 'Il palazzo del Corpo e quello della Vita coincidono: chi sei è anche il luogo in cui metti il tuo impegno. Una personalità spiccata, con una forte spinta interiore.',
    spouse:
      'Il palazzo del Corpo cade nel Coniuge: la vita di coppia plasma profondamente la tua vita, e impari a conoscerti attraverso le relazioni.',
    wealth:
      'Il palazzo del Corpo cade nella Ricchezza: tieni a una base materiale sicura e ti impegni davvero a custodire le tue risorse.',
    travel:
      'Il palazzo del Corpo cade nei Viaggi: il tuo palcoscenico è spesso fuori, nel mondo; luoghi e persone nuove ti aiutano a crescere.',
    career:
      'Il palazzo del Corpo cade nella Carriera: il tuo senso di scopo viene in gran parte dal lavoro; portare a termine qualcosa è ciò che ti radica.',
    spirit:
      'Il palazzo del Corpo cade nella Vita interiore: l’appagamento interiore conta più di tutto per te, e interessi e stato d’animo plasmano la tua felicità.',
  },
  period: {
    focus: {
      soul: 'Questo periodo si apre nel tuo palazzo della Vita: l’attenzione torna su di te. Un buon momento per chiarire la direzione, rivedere le abitudini e conoscerti di nuovo.',
      siblings:
        'Questo periodo si apre nel tuo palazzo dei Fratelli: più contatti con fratelli, coetanei e compagni; la lezione è collaborare e porre buoni confini.',
      spouse:
        'Questo periodo si apre nel tuo palazzo del Coniuge: le relazioni strette sono al centro della scena. Un tempo per curare il legame ed esercitarsi a parlarsi.',
      children:
        'Questo periodo si apre nel tuo palazzo dei Figli: bambini, giovani o progetti tuoi contano di più. Un tempo per nutrire e creare.',
      wealth:
        'Questo periodo si apre nel tuo palazzo della Ricchezza: la pianificazione di denaro e risorse richiede più attenzione. Un tempo per fare chiarezza su entrate e uscite e costruire abitudini stabili.',
      health:
        'Questo periodo si apre nel tuo palazzo della Salute: un promemoria per curare riposo e stress ed essere gentile con corpo e mente. Per tutto ciò che riguarda la salute, ascolta un medico.',
      travel:
        'Questo periodo si apre nel tuo palazzo dei Viaggi: più occasioni di uscire, spostarti e incontrare ambienti nuovi. Un tempo per allargare gli orizzonti.',
      friends:
        'Questo periodo si apre nel tuo palazzo degli Amici: la vita sociale è vivace. Un tempo per coltivare i legami e capire a chi vale la pena avvicinarsi.',
      career:
        'Questo periodo si apre nel tuo palazzo della Carriera: il lavoro e il modo in cui lo svolgi sono al centro. Un tempo per fissare obiettivi e costruire competenze.',
      property:
        'Questo periodo si apre nel tuo palazzo della Casa: famiglia e casa attirano l’attenzione. Un tempo per mettere ordine e creare uno spazio in cui sentirti in pace.',
      spirit:
        'Questo periodo si apre nel tuo palazzo della Vita interiore: sentimenti e interessi contano di più. Un tempo per prenderti cura dei tuoi stati d’animo e coltivare passioni che ti rendono felice.',
      parents:
        'Questo periodo si apre nel tuo palazzo dei Genitori: i legami con genitori, anziani o superiori attirano l’attenzione, ed è un buon momento per studiare.',
    },
    mutagen: {
      lu: 'Dove cade lo Hua Lu del periodo, le cose tendono a scorrere e l’impegno viene ripagato più facilmente; vale la pena puntarci.',
      quan: 'Dove cade lo Hua Quan del periodo, vuoi prendere l’iniziativa; un buon luogo per assumerti responsabilità e muoverti con decisione.',
      ke: 'Dove cade lo Hua Ke del periodo c’è un buon luogo per imparare, mostrare i tuoi talenti e costruirti una reputazione.',
      ji: 'Dove cade lo Hua Ji del periodo c’è ciò che potresti faticare a lasciar andare e su cui continui a tornare. Rallenta e porta un po’ di pazienza.',
    },
    luInSoul:
      'Hua Lu entra nel tuo palazzo della Vita: in questo periodo il tuo modo di vedere e la tua benevolenza aprono porte più facilmente; sfrutta bene il vento a favore.',
    jiInSoul:
      'Hua Ji entra nel tuo palazzo della Vita: in questo periodo potresti pretendere molto da te e pensare molto. Ricordati di essere gentile con te stesso.',
  },
};
