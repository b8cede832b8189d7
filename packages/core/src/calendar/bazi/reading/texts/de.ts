import type { ReadingTexts } from '../types';

/** Die deutsche Deutung, aus dem chinesischen Original geschrieben: warm, konkret, zum Nachdenken und nie als Schicksal. */
export const texts: ReadingTexts = {
  'list.separator': ', ',
  'relation.name': '{{kind}}: {{members}}',
  'relation.joiner': ' – ',

  'element.木': 'Holz',
  'element.火': 'Feuer',
  'element.土': 'Erde',
  'element.金': 'Metall',
  'element.水': 'Wasser',
  'god.比肩': 'Gefährte',
  'god.劫财': 'Reichtumsräuber',
  'god.正印': 'Direkte Ressource',
  'god.偏印': 'Indirekte Ressource',
  'god.食神': 'Essensgott',
  'god.伤官': 'Verletzender Beamter',
  'god.正财': 'Direkter Reichtum',
  'god.偏财': 'Indirekter Reichtum',
  'god.正官': 'Direkter Beamter',
  'god.七杀': 'Sieben Morde',
  'category.peer': 'Gefährten',
  'category.resource': 'Ressource',
  'category.output': 'Ausdruck',
  'category.wealth': 'Reichtum',
  'category.officer': 'Autorität',

  'level.veryWeak': 'Sehr schwach',
  'level.weak': 'Schwach',
  'level.balanced': 'Ausgewogen',
  'level.strong': 'Stark',
  'level.veryStrong': 'Sehr stark',

  'strength.season.prosperous':
    'Geboren im {{branch}}-Monat, wenn {{element}} auf seinem Höhepunkt steht: Die Jahreszeit teilt das Element des Tagesmeisters (+{{points}}).',
  'strength.season.supported':
    'Geboren im {{branch}}-Monat, dessen {{element}} den Tagesmeister nährt: Die Jahreszeit stützt ihn (+{{points}}).',
  'strength.season.resting':
    'Geboren im {{branch}}-Monat, dessen {{element}} vom Tagesmeister genährt wird: Die Jahreszeit zehrt an seiner Kraft (+{{points}}).',
  'strength.season.confined':
    'Geboren im {{branch}}-Monat, dessen {{element}} der Tagesmeister kontrollieren muss: Die Jahreszeit ermüdet ihn (+{{points}}).',
  'strength.season.dead':
    'Geboren im {{branch}}-Monat, dessen {{element}} den Tagesmeister kontrolliert: Die Jahreszeit arbeitet gegen ihn (+{{points}}).',
  'strength.roots.found':
    'Die verborgenen Stämme {{stems}} in den Zweigen verwurzeln oder nähren den Tagesmeister (+{{points}}).',
  'strength.roots.none': 'Kein verborgener Stamm in den Zweigen verwurzelt oder nährt den Tagesmeister (+0).',
  'strength.stems.found': 'Die Stämme {{stems}} stehen neben dem Tagesmeister und helfen ihm (+{{points}}).',
  'strength.stems.none': 'Keiner der anderen Stämme hilft dem Tagesmeister (+0).',

  'pattern.name.zhengGuan': 'Struktur des Direkten Beamten',
  'pattern.name.qiSha': 'Struktur der Sieben Morde',
  'pattern.name.zhengCai': 'Struktur des Direkten Reichtums',
  'pattern.name.pianCai': 'Struktur des Indirekten Reichtums',
  'pattern.name.shiShen': 'Struktur des Essensgottes',
  'pattern.name.shangGuan': 'Struktur des Verletzenden Beamten',
  'pattern.name.zhengYin': 'Struktur der Direkten Ressource',
  'pattern.name.pianYin': 'Struktur der Indirekten Ressource',
  'pattern.name.jianLu': 'Struktur des eigenen Gedeihens (Jian Lu)',
  'pattern.name.yueRen': 'Struktur der Monatsklinge (Yue Ren)',
  'pattern.name.followWealth': 'Struktur, die dem Reichtum folgt',
  'pattern.name.followOfficer': 'Struktur, die der Autorität folgt',
  'pattern.name.followOutput': 'Struktur, die dem Ausdruck folgt',
  'pattern.name.dominant': 'Struktur des vorherrschenden Elements',
  'pattern.about.zhengGuan':
    'Ordnung und Fairness liegen dir im Blut; du kennst gern die Regeln und stehst für das Ergebnis ein.',
  'pattern.about.qiSha':
    'Druck und Mut kommen bei dir zusammen: Wenn es darauf ankommt, trittst du vor – und tust gut daran zu lernen, wann du lockerlassen kannst.',
  'pattern.about.zhengCai':
    'Praktisch und beständig schätzt du geduldiges Aufbauen und Versprechen, die sich halten lassen.',
  'pattern.about.pianCai': 'Du erkennst Gelegenheiten und Menschen schnell und probierst gern mehr als einen Weg aus.',
  'pattern.about.shiShen': 'Gelassen und ausdrucksstark, hast du Geschmack und Freude daran, Dinge schön zu machen.',
  'pattern.about.shangGuan':
    'Schnell und eigenständig, magst du keine festgefahrenen Gleise; deine Ideen sind oft früher da als die aller anderen.',
  'pattern.about.zhengYin':
    'Lernen und ein guter Ruf sind dir wichtig; du bist geduldig und findest oft Unterstützung bei Mentoren.',
  'pattern.about.pianYin':
    'Intuitiv und eigenständig im Denken, kannst du dich mit Freude in ein Fachgebiet vertiefen.',
  'pattern.about.jianLu':
    'Der Monat ist der eigene Boden des Tagesmeisters: Du gehst deinen Weg meist aus eigener Kraft.',
  'pattern.about.yueRen':
    'Der Monat verleiht dem Tagesmeister seine schärfste Schneide: ein lebhafter Charakter mit Tatkraft im Überfluss, am besten auf das gerichtet, was wirklich zählt.',
  'pattern.about.followWealth':
    'Ein wurzelloser Tagesmeister geht mit dem Reichtum, der das Horoskop füllt: Du findest deinen Platz, indem du die Lage liest und praktisch bleibst.',
  'pattern.about.followOfficer':
    'Ein wurzelloser Tagesmeister geht mit der Autorität, die das Horoskop füllt: Klare Strukturen lassen dich an ihrer Stärke teilhaben.',
  'pattern.about.followOutput':
    'Ein wurzelloser Tagesmeister geht mit dem Ausdruck, der das Horoskop füllt: Talent und Ausdruckskraft sind dein natürliches Ventil.',
  'pattern.about.dominant':
    'Ein einziges Element, {{element}}, hält das ganze Horoskop, ohne dass etwas es bremst: Mit dieser Strömung zu arbeiten fällt dir am leichtesten.',
  'pattern.reason.main':
    'Der verborgene Hauptstamm des {{branch}}-Monats, {{stem}}, ist {{tenGod}}: Aus ihm wird die Struktur gelesen.',
  'pattern.reason.shown':
    '{{stem}}, verborgen im {{branch}}-Monat, zeigt sich unter den Stämmen als {{tenGod}}: Aus ihm wird die Struktur gelesen.',
  'pattern.reason.peerMonth':
    'Das Haupt-Qi des {{branch}}-Monats ist das eigene Element des Tagesmeisters, darum bestimmt sein verborgenes {{stem}} ({{tenGod}}) die Struktur.',
  'pattern.reason.lu':
    'Der Tagesmeister wurde im {{branch}}-Monat geboren, an seinem Ort des Gedeihens (Lin Guan, „Amtsantritt“).',
  'pattern.reason.ren':
    'Der Tagesmeister wurde im {{branch}}-Monat geboren, an seinem Ort der höchsten Kraft (Di Wang, „Höhepunkt“).',
  'pattern.reason.followWealth':
    'Der Tagesmeister ist sehr schwach: Kein Zweig trägt sein eigenes Element als Wurzel, und kein Stamm hilft ihm, während der Reichtum am schwersten wiegt.',
  'pattern.reason.followOfficer':
    'Der Tagesmeister ist sehr schwach: Kein Zweig trägt sein eigenes Element als Wurzel, und kein Stamm hilft ihm, während die Autorität am schwersten wiegt.',
  'pattern.reason.followOutput':
    'Der Tagesmeister ist sehr schwach: Kein Zweig trägt sein eigenes Element als Wurzel, und kein Stamm hilft ihm, während der Ausdruck am schwersten wiegt.',
  'pattern.reason.dominant':
    'Der {{element}}-Tagesmeister beherrscht seine eigene Jahreszeit und trifft nirgends im Horoskop auf Autorität.',

  'balance.followWealth': 'Einem Horoskop, das dem Reichtum folgt, dient der Reichtum selbst.',
  'balance.followOfficer': 'Einem Horoskop, das der Autorität folgt, dient die Autorität selbst.',
  'balance.followOutput': 'Einem Horoskop, das dem Ausdruck folgt, dient der Ausdruck selbst.',
  'balance.dominant': 'Einem vorherrschenden Horoskop dient sein eigenes Element – es geht mit seiner Stärke.',
  'balance.strongPeers': 'Ein starker Tagesmeister, umringt von Gefährten, erhält durch Autorität am besten Form.',
  'balance.strongResource': 'Ein starker Tagesmeister mit viel Ressource wird am besten durch Reichtum ausgeglichen.',
  'balance.weakOfficer':
    'Einem schwachen Tagesmeister, der vor allem unter dem Druck der Autorität steht, hilft die Ressource, die diesen Druck in Unterstützung verwandelt.',
  'balance.weakWealth':
    'Einem schwachen Tagesmeister, den vor allem der Reichtum fordert, helfen Gefährten, die die Last mittragen.',
  'balance.weakOutput':
    'Ein schwacher Tagesmeister, den vor allem der Ausdruck erschöpft, wird durch Ressource gestärkt.',
  'balance.balancedScarce':
    'Ein ausgewogenes Horoskop enthält nur {{count}} × {{element}}: Am meisten hilft es, das Knappe aufzufüllen.',
  'balance.balancedExcess':
    'Ein ausgewogenes Horoskop enthält bereits {{count}} × {{element}}: Mehr davon würde es aus dem Gleichgewicht bringen.',
  'balance.climate.winter':
    'Klima: Im Winter geboren und mit nur {{count}} × Feuer im Horoskop, verlangt die Kälte nach {{element}}, das wärmt.',
  'balance.climate.summer':
    'Klima: Im Sommer geboren und mit nur {{count}} × Wasser im Horoskop, verlangt die Hitze nach {{element}}, das kühlt.',
  'balance.helps': 'Nährt das nützliche Element {{element}} oder wirkt mit ihm zusammen.',
  'balance.against.strong': 'Würde einen ohnehin starken Tagesmeister noch stärker und unausgewogener machen.',
  'balance.against.weak': 'Würde einen ohnehin zarten Tagesmeister zusätzlich unter Druck setzen.',
  'balance.against.follow':
    'Würde einen wurzellosen Tagesmeister dazu bringen, gegen die Strömung zu schwimmen, der er folgt.',
  'balance.against.dominant': 'Würde mit dem einen Element zusammenstoßen, das das Horoskop hält.',

  'personality.element.木': 'Ein Holz-Tagesmeister wächst wie ein Baum: gutherzig, idealistisch und still beharrlich.',
  'personality.element.火':
    'Ein Feuer-Tagesmeister ist warm, direkt und mitreißend und bringt gern Licht zu den Menschen um sich herum.',
  'personality.element.土':
    'Ein Erde-Tagesmeister ist beständig, verlässlich und hält sein Wort: jemand, an den sich andere anlehnen.',
  'personality.element.金':
    'Ein Metall-Tagesmeister ist entschlossen und prinzipientreu, loyal und mag es, wenn Dinge sauber erledigt werden.',
  'personality.element.水':
    'Ein Wasser-Tagesmeister ist klug, anpassungsfähig und aufmerksam und findet einen Umweg, wo andere stehen bleiben.',
  'personality.output':
    'Starker Ausdruck: Sich mitzuteilen und zu erschaffen sind deine Gaben; gib deinen Ideen ein Ventil, und das Leben fühlt sich weiter an.',
  'personality.officer':
    'Starke Autorität: Diszipliniert und verantwortungsbewusst, verlangst du viel von dir selbst; gönn dir ab und zu eine Atempause.',
  'personality.resource':
    'Starke Ressource: Du denkst und lernst gern, und innere Ruhe ist dir wichtig; halte dir Zeit für dich selbst frei.',
  'personality.peer':
    'Starke Gefährten: Du bist unabhängig und deiner Ansichten sicher; andere Stimmen zu hören macht dein Urteil vollständiger.',
  'personality.strong':
    'Ein starker Tagesmeister: fester Wille und schnelles Handeln; zuhören und die Führung teilen hilft anderen, deine Stärke zu verstehen.',
  'personality.weak':
    'Ein sanfterer Tagesmeister: feinfühlig und empfänglich für andere; Grenzen zu setzen und für dich selbst zu sorgen ist genauso wichtig.',

  'career.officer':
    'Autorität zeigt sich unter den Stämmen: Du gedeihst dort, wo Rollen klar sind, etwa in Führung, öffentlichem Dienst oder einem freien Beruf.',
  'career.output':
    'Ausdruck zeigt sich unter den Stämmen: Technische, kreative und gestaltende Arbeit macht dein Talent sichtbar; deine Arbeit spricht für dich.',
  'career.wealth':
    'Reichtum zeigt sich unter den Stämmen: Du verstehst dich auf Ressourcen und Märkte; Unternehmertum, Vertrieb oder Finanzen sind einen Blick wert.',
  'career.resource':
    'Ressource zeigt sich unter den Stämmen: Bildung, Forschung, Beratung und Pflege – Felder, die Geduld belohnen – passen zu dir.',
  'career.peer':
    'Gefährten zeigen sich unter den Stämmen: Du arbeitest gut Seite an Seite mit Partnern oder selbstständig mit deinem eigenen Können.',
  'career.monthClash':
    'Die Monatssäule steht im Horoskop in einem Zusammenstoß: Dein Arbeitsumfeld wechselt womöglich oft; sieh jeden Wechsel als Gelegenheit, neu zu planen.',
  'career.general':
    'Es gibt nicht den einen richtigen Beruf: Nimm diese Neigungen als Hinweise und prüfe sie an deinen Interessen und Lebensumständen.',

  'wealth.outputFeeds':
    'Ausdruck nährt Reichtum: Handwerk, Wissen und Ideen in Einkommen zu verwandeln ist für dich ein natürlicher Weg.',
  'wealth.strongCarries':
    'Ein starker Tagesmeister kann Reichtum tragen: Du hast das Rückgrat, Chancen zu ergreifen; ein klarer Plan hält sie beständig.',
  'wealth.weakCarries':
    'Viel Reichtum für einen zarten Tagesmeister: Gelegenheiten gibt es reichlich, doch man verzettelt sich leicht; teile dir deine Kräfte ein und tu dich mit Menschen zusammen, denen du vertraust.',
  'wealth.peersShare':
    'Starke Gefährten: Geld wandert oft zwischen Freunden hin und her; vereinbart die Bedingungen fürs Teilen oder Leihen vorher.',
  'wealth.little':
    'Reichtum bleibt im Hintergrund: Geld ist vielleicht nicht dein Hauptantrieb, und solide Grundlagen beim Haushalten und Sparen tun dir gut.',
  'wealth.general':
    'Langfristig, breit gestreut und im Rahmen deiner Mittel ist eine solide Grundlage; dies sind Neigungen, niemals das Versprechen eines Ertrags.',

  'relationships.dayClash':
    'Der Tageszweig (der Palast des Partners) steht in einem Zusammenstoß: Enge Beziehungen laufen womöglich in unterschiedlichen Rhythmen; redet oft miteinander und lasst einander Raum.',
  'relationships.dayCombine':
    'Der Tageszweig verbindet sich: Gefühle und alte Bande sind dir wichtig, und du knüpfst leicht tiefe Verbindungen.',
  'relationships.peers':
    'Starke Gefährten: Ein Hang zum Wettbewerb zeigt sich auch in Beziehungen; Anerkennung zu teilen und Weichheit zu zeigen bringt Menschen näher.',
  'relationships.officer':
    'Starke Autorität: hohe Ansprüche an dich selbst und an dein Gegenüber; ein wenig mehr Verständnis macht vieles leichter.',
  'relationships.candid':
    'Der Verletzende Beamte zeigt sich unter den Stämmen: Du sprichst direkt und auf den Punkt; erst bestätigen, dann vorschlagen – so wirst du gehört.',
  'relationships.general':
    'Eine Beziehung bauen zwei Menschen gemeinsam; diese Neigungen laden dich nur ein, deine eigenen Gewohnheiten wahrzunehmen.',

  'health.element.木':
    'Holz will sich strecken: Regelmäßiges Dehnen und Zeit in der Natur geben den Gefühlen einen Ausweg.',
  'health.element.火':
    'Feuer läuft warm: Achte auf deinen Schlaf und deine Stimmungsschwankungen und nimm dir Zeit, wirklich zur Ruhe zu kommen.',
  'health.element.土': 'Erde verdaut: Regelmäßige Mahlzeiten in gutem Maß – dein Körper dankt dir den Rhythmus.',
  'health.element.金':
    'Metall ist klar und kühl: Langsames Atmen hilft, ebenso wie es warm und nicht zu trocken zu halten, wenn die Jahreszeiten wechseln.',
  'health.element.水':
    'Wasser speichert: Schütze deinen Schlaf, halte dich warm und lebe nicht zu lange von deinen Reserven.',
  'health.strong':
    'Mit Energie im Überfluss übertreibt man es leicht; steigere Bewegung und Arbeit Schritt für Schritt.',
  'health.weak':
    'Deine Energie will sorgsam gesammelt werden: Halte Arbeit und Ruhe im Gleichgewicht und bewege dich sanft, aber oft.',
  'health.general':
    'Dies sind nur Gedanken zur Lebensweise; bei jeder Sorge um deine Gesundheit wende dich bitte an eine Ärztin oder einen Arzt.',

  'fortune.beforeDecades': 'Die Glückssäulen haben noch nicht begonnen: Die erste beginnt am {{date}}.',
  'fortune.clash.day':
    'Stößt mit der Tagessäule zusammen ({{relations}}): Zuhause und enge Beziehungen erleben vielleicht Veränderungen; mehr reden, weniger reagieren.',
  'fortune.clash.month':
    'Stößt mit der Monatssäule zusammen ({{relations}}): Arbeit oder Umfeld verschieben sich womöglich; vorausplanen hält dich gelassen.',
  'fortune.clash.year':
    'Stößt mit der Jahressäule zusammen ({{relations}}): Die Bindungen zu Älteren, zur Familie oder zu weiteren Kreisen verdienen besondere Sorgfalt.',
  'fortune.clash.hour':
    'Stößt mit der Stundensäule zusammen ({{relations}}): Pläne und persönliche Vorhaben brauchen vielleicht einen neuen Ansatz.',
  'fortune.stemClash.day':
    'Stößt mit dem Tagesstamm zusammen ({{relations}}): Du fühlst dich vielleicht zwischen Möglichkeiten hin- und hergerissen; gib Entscheidungen etwas mehr Zeit.',
  'fortune.combine.day':
    'Verbindet sich mit der Tagessäule ({{relations}}): gut für neue Kontakte und Partnerschaften; lass dich nur nicht von Verpflichtungsgefühl lenken.',
  'fortune.combine.month':
    'Verbindet sich mit der Monatssäule ({{relations}}): Menschen und Gelegenheiten zur Zusammenarbeit tauchen gern auf.',
  'fortune.punish.day':
    'Bestraft den Tageszweig ({{relations}}): Kleine Reibungen können sich häufen; mach langsamer und achte auf die Details.',
  'fortune.flow.good':
    'Stamm {{stem}} ({{stemElement}}) und Zweig {{branch}} ({{branchElement}}) bringen beide Elemente, die das Horoskop willkommen heißt: eine gute Zeit, um anzugehen, was du willst.',
  'fortune.flow.leanGood':
    'Stamm {{stem}} ({{stemElement}}) und Zweig {{branch}} ({{branchElement}}) neigen zum Günstigen: Beständiges Vorankommen passt.',
  'fortune.flow.even':
    'Stamm {{stem}} ({{stemElement}}) und Zweig {{branch}} ({{branchElement}}) halten sich die Waage oder sind gemischt: Geh Schritt für Schritt vor.',
  'fortune.flow.leanHard':
    'Stamm {{stem}} ({{stemElement}}) und Zweig {{branch}} ({{branchElement}}) neigen zum Ungünstigen: Lass dir etwas Spielraum.',
  'fortune.flow.hard':
    'Stamm {{stem}} ({{stemElement}}) und Zweig {{branch}} ({{branchElement}}) bringen beide Elemente, mit denen sich das Horoskop schwertut: eine Zeit zum Festigen, ganz ohne Eile.',
};
