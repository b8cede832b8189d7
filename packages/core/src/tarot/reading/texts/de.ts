import type { ReadingTexts } from './reading-texts';

export const texts: ReadingTexts = {
  listSeparator: ', ',
  orientation: { upright: 'aufrecht', reversed: 'umgekehrt' },
  topics: {
    love: 'Deine Frage dreht sich um die Liebe, deshalb wird jede Karte daraufhin gelesen, was sie über das Herz erzählt.',
    career:
      'Deine Frage dreht sich um die Arbeit, deshalb wird jede Karte daraufhin gelesen, was sie über deinen Beruf sagt.',
    money:
      'Deine Frage dreht sich ums Geld, deshalb wird jede Karte daraufhin gelesen, was sie über deine Finanzen sagt. Die Karten bieten einen Blickwinkel auf Geld, keine Finanzberatung.',
    study:
      'Deine Frage dreht sich ums Lernen, deshalb wird jede Karte daraufhin gelesen, was sie über Einsatz, Lernen und Wachstum sagt.',
    health:
      'Deine Frage dreht sich um dein Wohlbefinden, deshalb wird jede Karte daraufhin gelesen, was sie über die Sorge für dich selbst sagt. Die Karten sind eine Erinnerung, keine Diagnose: Wenn es um deinen Körper geht, hör auf deine Ärztin oder deinen Arzt.',
    decision:
      'Deine Frage verlangt nach einer Entscheidung. Die Karten helfen dir, beide Seiten abzuwägen; die Wahl triffst immer du.',
    general:
      'Du hast keinen bestimmten Lebensbereich genannt, deshalb wird jede Karte in ihrer allgemeinen Bedeutung gelesen.',
  },
  patterns: {
    majorsPastFuture:
      'Große Arkana liegen sowohl in der Vergangenheit als auch in der Zukunft ({cards}): Das ist keine vorüberziehende Welle, sondern eine längere Lektion deines Lebens, die von dem, was war, bis in das reicht, was kommt.',
    towerThenStar:
      'Der Turm und der Stern erscheinen gemeinsam ({cards}): Sobald sich das alte Gefüge lockert, kehrt die Hoffnung zurück. Ruh dich erst aus, dann baue Stück für Stück neu auf.',
    sunAndMoon:
      'Die Sonne und der Mond erscheinen gemeinsam ({cards}): Klares und Unklares liegen nebeneinander. Vertraue dem, was du weißt, und gib dem Verschwommenen Zeit.',
    loversAndDevil:
      'Die Liebenden und der Teufel teilen sich diese Ziehung ({cards}): Die Anziehung ist stark, darum lohnt es sich, eine Entscheidung des Herzens von einer Gewohnheit zu unterscheiden, die sich schwer loslassen lässt.',
    courtPeople:
      'Hofkarten ({cards}) stehen oft für die Menschen um dich herum oder für eine Seite von dir selbst. Wer in dieser Geschichte ähnelt ihnen, und wie prägt ihre Haltung deine eigene?',
    cupsInLove:
      'Mehrere Kelche bei einer Liebesfrage ({cards}): Das Gefühl ist hier die Hauptströmung. Ehrlich zu sagen, was du empfindest, hilft mehr, als zu raten, was der andere denkt.',
    swordsInLove:
      'Mehrere Schwerter bei einer Liebesfrage ({cards}): Gedanken und Worte wiegen in dieser Verbindung schwer. Sprich behutsam und lass nicht zu, dass die Sorge für dich Schlüsse zieht.',
    wandsInWork:
      'Mehrere Stäbe bei einer Frage zu Arbeit oder Studium ({cards}): Tatkraft und Begeisterung sind dein Kapital. Gib dieser Energie einen klaren Plan, an dem sie entlanglaufen kann.',
    pentaclesInMoney:
      'Mehrere Münzen bei einer Geldfrage ({cards}): Die Antwort liegt in beständigen Details. Überblick behalten, planen und kleine Schritte sind verlässlicher als die Hoffnung auf die eine große Wende.',
    manyAces:
      'Mehr als ein Ass erscheint ({cards}): Neue Anfänge keimen in mehreren Richtungen. Wähle den, den du am liebsten pflegen möchtest, und fang dort an.',
    majorsLead:
      'Die Großen Arkana machen mehr als die Hälfte der Ziehung aus: Hier geht es um die größeren Themen deines Lebens. Das verdient deine Aufmerksamkeit – und deine Geduld mit dir selbst.',
    noMajors:
      'Es erscheinen nur Kleine Arkana: Hier geht es um alltägliche Entscheidungen und Handlungen, und du hast mehr Einfluss darauf, als du vielleicht denkst.',
    mostReversed:
      'Mehr als die Hälfte der Karten liegt umgekehrt: Jetzt ist Zeit, langsamer zu werden und innerlich Ordnung zu schaffen. Löse, was feststeckt, bevor du weiter vorangehst.',
    noneReversed: 'Alle Karten liegen aufrecht: Die Energie fließt frei – ein guter Moment, Ideen in Taten umzusetzen.',
    fireLeads:
      'Feuer (Stäbe) führt: Leidenschaft und Handeln sind der Schlüssel. Wenn du dir im Klaren bist, leg los – und hüte dich dabei vor Hast.',
    waterLeads:
      'Wasser (Kelche) führt: Gefühle und Beziehungen stehen im Mittelpunkt. Hör darauf, was du wirklich fühlst, und lass auch den Gefühlen anderer Raum.',
    airLeads:
      'Luft (Schwerter) führt: Denken, Reden und Entscheiden stehen im Vordergrund. Klare Worte und ein klarer Kopf helfen mehr, als sich im Kreis zu drehen.',
    earthLeads:
      'Erde (Münzen) führt: Geld, Arbeit und dein Körper brauchen die meiste Zuwendung. Beständige, praktische Schritte schlagen Tagträume.',
    noWands:
      'In der ganzen Legung erscheint kein Stab: Vielleicht fehlt der Funke zum Handeln. Was willst du wirklich tun?',
    noCups:
      'In der ganzen Legung erscheint kein Kelch: Die Gefühle scheinen beiseitegeschoben. Kümmere dich um dein eigenes Herz und um die Menschen um dich herum.',
    noSwords:
      'In der ganzen Legung erscheint kein Schwert: Vielleicht ist die Sache noch nicht ganz durchdacht. Schreib deine Sorgen auf und ordne deine Gedanken.',
    noPentacles:
      'In der ganzen Legung erscheint keine Münze: Dem Plan fehlt noch die praktische Seite. Was ist der erste konkrete Schritt?',
  },
  leaning: {
    yes: 'Die Karten neigen zu einem Ja. Geh mit dieser Strömung und behalte die Details im Blick, auf die die Karten hinweisen.',
    no: 'Die Karten neigen zu einem Nein, oder zumindest zu „nicht auf diese Weise“. Das ist kein Urteil, sondern eine Einladung, die Sache aus einem anderen Winkel zu betrachten.',
    notYet:
      'Die Karten neigen zu „noch nicht“. Die Antwort nimmt erst Gestalt an: Beobachte, bereite dich vor, und du wirst spüren, wann die Zeit reif ist.',
  },
  choice: {
    pathA:
      'Wägt man die beiden Wege gegeneinander ab, begünstigen die Karten die erste Möglichkeit: Sowohl der Weg als auch das Ergebnis verlaufen dort glatter.',
    pathB:
      'Wägt man die beiden Wege gegeneinander ab, begünstigen die Karten die zweite Möglichkeit: Sowohl der Weg als auch das Ergebnis verlaufen dort glatter.',
    even: 'Die beiden Wege wiegen etwa gleich schwer, und die Karten zeigen keine klare Vorliebe. Vielleicht kommt es weniger darauf an, welchen Weg du nimmst, als darauf, wie du ihn gehst.',
  },
  synthesis: {
    question: 'Deine Frage: „{question}“',
    noQuestion:
      'Diesmal hast du keine Frage aufgeschrieben; die Karten sprechen zu dem, was dich gerade am meisten beschäftigt.',
    anchor: 'Die Legung findet ihren Ruhepunkt in {card} ({orientation}) auf der Position „{position}“: {keywords}.',
    tone: {
      flowing: 'Die Energie fließt insgesamt ruhig: Nimm dieses Vertrauen mit in das, was du vorhast.',
      mixed:
        'Leichtigkeit und Reibung sind miteinander verwoben. Achte darauf, wo die umgekehrten Karten liegen: Dort bist du aufgefordert, nachzujustieren.',
      inward:
        'Die Karten bitten dich vor allem, innezuhalten und nach innen zu schauen. Der Weg nach vorn ist dir nicht verschlossen; wenn du zuerst für dich selbst sorgst, wird er sicherer.',
    },
  },
};
