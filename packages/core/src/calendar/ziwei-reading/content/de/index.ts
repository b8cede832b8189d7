import type { ZiweiContent } from '../../texts';
import { stars } from './stars';

export const texts: ZiweiContent = {
  names: {
    palaces: {
      soul: 'Leben',
      siblings: 'Geschwister',
      spouse: 'Ehe',
      children: 'Kinder',
      wealth: 'Reichtum',
      health: 'Gesundheit',
      travel: 'Reisen',
      friends: 'Freunde',
      career: 'Karriere',
      property: 'Heim',
      spirit: 'Innenleben',
      parents: 'Eltern',
    },
    mutagens: {
      lu: 'Hua Lu (Fluss)',
      quan: 'Hua Quan (Macht)',
      ke: 'Hua Ke (Verdienst)',
      ji: 'Hua Ji (Achtsamkeit)',
    },
  },
  stars,
  palaces: {
    soul: 'Der Lebenspalast zeigt dein grundlegendes Temperament und wie du der Welt begegnest; hier beginnt das ganze Horoskop.',
    siblings:
      'Der Geschwisterpalast zeigt, wie du mit Brüdern und Schwestern, Gleichaltrigen und engen Weggefährten auskommst.',
    spouse:
      'Der Ehepalast zeigt, was du dir von einer engen Beziehung erhoffst und wie du ein Leben mit jemandem teilst.',
    children:
      'Der Kinderpalast zeigt deine Verbindung zu Kindern und jüngeren Menschen – und zu allem, was du erschaffst und pflegst.',
    wealth:
      'Der Reichtumspalast zeigt deine Haltung und deine Gewohnheiten im Umgang mit Geld und Mitteln; er sagt weder Gewinne noch Verluste voraus.',
    health:
      'Der Gesundheitspalast betrachtet traditionell den Körper; hier ist er nur eine Erinnerung, auf Ruhe und Stress zu achten. Mit jeder Gesundheitsfrage wende dich bitte an eine Ärztin oder einen Arzt.',
    travel:
      'Der Reisepalast zeigt, wie du fern von zu Hause wirkst und wie es dir auf Reisen oder bei einem Ortswechsel ergeht.',
    friends:
      'Der Freundespalast zeigt deinen Umgang mit Freunden, Kolleginnen und Kollegen und Partnern bei der Arbeit.',
    career:
      'Der Karrierepalast zeigt, wie du arbeitest, wohin deine Laufbahn neigt und was dir das Gefühl gibt, etwas erreicht zu haben.',
    property:
      'Der Heimpalast zeigt die Atmosphäre deines Haushalts, wo du lebst und nach was für einem Zuhause du dich sehnst.',
    spirit:
      'Der Palast des Innenlebens zeigt, woher deine Freude kommt: Interessen, Gemütsverfassung und das Leben des Geistes.',
    parents:
      'Der Elternpalast zeigt deine Verbindung zu Eltern, Älteren und Vorgesetzten sowie dein Lernen und deine Behördengänge.',
  },
  brightness: {
    bright: 'Der Stern leuchtet hier am hellsten: Seine Stärken entfalten sich leicht und wie von selbst.',
    steady: 'Der Stern leuchtet hier mäßig: Seine Stärken kommen zum Vorschein, wenn du sie pflegst.',
    dim: 'Der Stern ist hier matt und wirkt im Stillen; seine Lektionen zeigen sich deutlicher, und genau dort wächst du.',
  },
  mutagen: {
    lu: 'Hua Lu schenkt diesem Stern Leichtigkeit und Wohlwollen: Chancen in diesem Bereich kommen leichter zu dir. Genieße sie und teile sie.',
    quan: 'Hua Quan schenkt diesem Stern Antrieb und Führungskraft: Hier möchtest du die Richtung vorgeben. Bewahre dir in deiner Stärke etwas Sanftheit.',
    ke: 'Hua Ke schenkt diesem Stern Klarheit und einen guten Ruf: Hier kannst du lernen, deine Arbeit zeigen und dir Ansehen erwerben.',
    ji: 'Hua Ji markiert etwas, das dir am Herzen liegt und das du im Kopf hin- und herwälzt. Keine schlechte Nachricht, nur eine Einladung, hier Geduld und Achtsamkeit einzubringen.',
  },
  borrowed:
    'Dieser Palast hat keinen Hauptstern, deshalb wird er nach der Überlieferung über die Sterne des gegenüberliegenden Palastes gelesen. Ihre Eigenschaften zeigen sich hier leiser und sind offener für den Einfluss der Umgebung und der Menschen um dich herum.',
  pairs: {
    ziweiTianfu:
      'Zi Wei und Tian Fu teilen sich diesen Palast: Der Kaiser trifft auf die Schatzkammer, Weitblick verbindet sich mit Beständigkeit. Beide wollen ans Steuer, darum liegt die Kunst darin, Wagemut und Vorsicht auszubalancieren.',
    ziweiQisha:
      'Zi Wei und Qi Sha teilen sich diesen Palast, eine Verbindung, die nach der Überlieferung Kraft in Autorität verwandelt: Du schulterst große Aufgaben bereitwillig. Gib diesem Antrieb eine klare Richtung, und er gewinnt an Macht.',
    wuquTanlang:
      'Wu Qu und Tan Lang teilen sich diesen Palast, praktischer Sinn verbunden mit vielen Talenten; die Überlieferung nennt das einen Spätzünder. Geduldiges Aufbauen lässt deine Gaben Früchte tragen.',
    taiyangTaiyin:
      'Tai Yang und Tai Yin teilen sich diesen Palast, Sonne und Mond zusammen: Stärke und Sanftheit, nach außen und nach innen gewandt. Die Stimmung kann zwischen beiden pendeln; mach Platz für beide Seiten in dir.',
    taiyangTianliang:
      'Tai Yang und Tian Liang teilen sich diesen Palast: Wärme verbunden mit Grundsätzen. Du hilfst gern und schätzt einen guten Ruf, und dein Wissen und deine Erfahrung können anderen den Weg erhellen.',
    tiantongJumen:
      'Tian Tong und Ju Men teilen sich diesen Palast: Sanftheit verwoben mit kritischem Denken. Du fühlst viel, und was du sagst, passt nicht immer zu dem, was du meinst; Gefühle in klare Worte zu fassen hilft.',
  },
  summary: {
    borrowed:
      'Dein Lebenspalast hat keinen Hauptstern und wird über den gegenüberliegenden Reisepalast gelesen: Dein Charakter ist beweglich und passt sich Orten und Menschen an – eine Stärke ganz eigener Art.',
  },
  body: {
    soul: 'Körper- und Lebenspalast fallen zusammen: Wer du bist, ist auch das, worein du deine Kraft steckst. Eine ausgeprägte Persönlichkeit mit starkem innerem Antrieb.',
    spouse:
      'Der Körperpalast liegt im Ehepalast: Partnerschaft prägt dein Leben tief, und du lernst dich selbst durch deine Beziehungen kennen.',
    wealth:
      'Der Körperpalast liegt im Reichtumspalast: Eine sichere materielle Grundlage ist dir wichtig, und du gibst dir echte Mühe, gut mit deinen Mitteln umzugehen.',
    travel:
      'Der Körperpalast liegt im Reisepalast: Deine Bühne ist oft draußen in der Welt; neue Orte und Menschen helfen dir zu wachsen.',
    career:
      'Der Körperpalast liegt im Karrierepalast: Dein Sinn für Bestimmung kommt großenteils aus der Arbeit; etwas zu schaffen ist das, was dich erdet.',
    spirit:
      'Der Körperpalast liegt im Palast des Innenlebens: Innere Zufriedenheit ist dir am wichtigsten, und deine Interessen und deine Gemütsverfassung prägen dein Glück.',
  },
  period: {
    focus: {
      soul: 'Dieser Abschnitt beginnt in deinem Lebenspalast: Die Aufmerksamkeit kehrt zu dir selbst zurück. Eine gute Zeit, die Richtung zu klären, Gewohnheiten anzupassen und dich neu kennenzulernen.',
      siblings:
        'Dieser Abschnitt beginnt in deinem Geschwisterpalast: mehr Kontakt zu Geschwistern, Gleichaltrigen und Weggefährten; Zusammenarbeit und gute Grenzen sind die Lektion.',
      spouse:
        'Dieser Abschnitt beginnt in deinem Ehepalast: Enge Beziehungen rücken in den Mittelpunkt. Eine Zeit, eure Bindung zu pflegen und das offene Gespräch zu üben.',
      children:
        'Dieser Abschnitt beginnt in deinem Kinderpalast: Kinder, jüngere Menschen oder deine eigenen Vorhaben werden wichtiger. Eine Zeit zum Pflegen und Erschaffen.',
      wealth:
        'Dieser Abschnitt beginnt in deinem Reichtumspalast: Die Planung von Geld und Mitteln bekommt mehr Aufmerksamkeit. Eine Zeit, dir über Einnahmen und Ausgaben klar zu werden und beständige Gewohnheiten aufzubauen.',
      health:
        'Dieser Abschnitt beginnt in deinem Gesundheitspalast: eine Erinnerung, auf Ruhe und Stress zu achten und freundlich mit Körper und Seele umzugehen. Bei allem, was deine Gesundheit betrifft, hör auf eine Ärztin oder einen Arzt.',
      travel:
        'Dieser Abschnitt beginnt in deinem Reisepalast: mehr Gelegenheiten, hinauszugehen, umzuziehen und neue Umgebungen kennenzulernen. Eine Zeit, deinen Horizont zu weiten.',
      friends:
        'Dieser Abschnitt beginnt in deinem Freundespalast: Das gesellige Leben ist lebhaft. Eine Zeit, Verbindungen zu pflegen und herauszufinden, wem es sich lohnt, näherzukommen.',
      career:
        'Dieser Abschnitt beginnt in deinem Karrierepalast: Die Arbeit und die Art, wie du sie machst, stehen im Fokus. Eine Zeit, Ziele zu setzen und Fachwissen aufzubauen.',
      property:
        'Dieser Abschnitt beginnt in deinem Heimpalast: Familie und Zuhause ziehen die Aufmerksamkeit auf sich. Eine Zeit zum Aufräumen und dafür, dir einen Ort zu schaffen, an dem du Frieden findest.',
      spirit:
        'Dieser Abschnitt beginnt in deinem Palast des Innenlebens: Gefühle und Interessen werden wichtiger. Eine Zeit, auf deine Stimmungen zu achten und Hobbys wachsen zu lassen, die dich glücklich machen.',
      parents:
        'Dieser Abschnitt beginnt in deinem Elternpalast: Die Bindungen zu Eltern, Älteren oder Vorgesetzten ziehen die Aufmerksamkeit auf sich, und es ist eine gute Zeit zum Lernen.',
    },
    mutagen: {
      lu: 'Wo das Hua Lu des Abschnitts landet, fließen die Dinge eher, und Einsatz wird leichter belohnt; es lohnt sich, dort hineinzugehen.',
      quan: 'Wo das Hua Quan des Abschnitts landet, willst du die Führung übernehmen; ein guter Ort, um Verantwortung zu tragen und entschlossen zu handeln.',
      ke: 'Wo das Hua Ke des Abschnitts landet, ist ein guter Ort zum Lernen, um deine Talente zu zeigen und dir einen Ruf aufzubauen.',
      ji: 'Wo das Hua Ji des Abschnitts landet, liegt, was du vielleicht schwer loslassen kannst und immer wieder durchdenkst. Mach langsamer und bring etwas Geduld mit.',
    },
    luInSoul:
      'Hua Lu tritt in deinen Lebenspalast: In diesem Abschnitt öffnen deine Zuversicht und dein Wohlwollen leichter Türen; nutze den Rückenwind gut.',
    jiInSoul:
      'Hua Ji tritt in deinen Lebenspalast: In diesem Abschnitt verlangst du vielleicht viel von dir und denkst viel nach. Denk daran, sanft mit dir selbst zu sein.',
  },
};
