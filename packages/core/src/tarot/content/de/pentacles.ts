import type { CardBodyTable } from '../../types';

export const pentacles: CardBodyTable = {
  'pentacles-01': {
    keywords: {
      upright: ['neue Gelegenheit', 'fester Boden', 'Same des Wohlstands', 'praktischer Anfang'],
      reversed: ['verpasste Chance', 'Pläne ohne Fundament', 'wackelige Finanzen', 'Abkürzungen nehmen'],
    },
    upright:
      'Dir wird etwas Greifbares in die Hand gelegt: ein Jobangebot, eine neue Einkommensquelle, ein Plan, der endlich das Reißbrett verlassen kann. Das Ass der Münzen blendet nicht wie das Feuer. Es ist ein Same, schlicht und vielversprechend, und mit gutem Boden und etwas Geduld kann daraus ein Obstgarten werden. Jetzt ist ein guter Moment, Fundamente zu legen. Greif fest zu und hilf ihm dann, Wurzeln zu schlagen.',
    reversed:
      'Das Angebot sieht verlockend aus, aber aus der Nähe fehlt ihm das Fundament. Oder die Chance lag direkt vor dir und ist dir durch die Finger geglitten, weil du gezögert, gehetzt oder sie nicht ernst genommen hast. Das umgekehrte Ass holt dich auf den Boden zurück: Ist das Budget da, hast du die Zeit, ist das wirklich machbar oder klingt es nur gut? Gieß das Fundament, bevor du mit den oberen Stockwerken anfängst.',
    interpretation:
      'Als Wurzel der Erde steht dieses Ass für den Körper, das Geld, die Arbeit und alles, was man anfassen kann. Seine Lektion lautet, dass eine gute Idee erst zählt, wenn sie auf festem Boden landet. Erde wächst langsam, aber was sie hervorbringt, hat Bestand. Wenn diese Karte erscheint, gib einem Ziel, das dir wichtig ist, einen konkreten, messbaren ersten Schritt: Eröffne ein eigenes Sparkonto, entwirf ein Wochenbudget, überarbeite deinen Lebenslauf gründlich. Kleine, greifbare Anfänge tragen meist am weitesten.',
    imagery:
      'Eine Hand reicht aus einer Wolke, und auf ihrer Handfläche ruht sicher eine goldene Münze mit eingraviertem Pentagramm. Darunter liegt ein Garten voller weißer Lilien, und ein Pfad führt durch einen Bogen in einer rosenbewachsenen Hecke zu fernen Bergen. Die dargebotene Hand ist das Leben, das ein Geschenk überreicht; die Münze ist materieller Wert; Lilien und Garten sind die Fülle, die sorgfältiger Pflege folgt; Bogen und ferne Gipfel erinnern daran, dass diese Ernte ein Tor zu etwas Größerem ist.',
    areas: {
      love: {
        upright:
          'Die Liebe festigt sich zu etwas Beständigem und Geerdetem, vielleicht mit Gesprächen übers Zusammenziehen, gemeinsames Sparen oder eine gemeinsame Zukunft. Wenn du Single bist, taucht mitten im Alltag vielleicht jemand Verlässliches auf.',
        reversed:
          'Checklisten abhaken und Praktisches abwägen kann die Wärme verdrängen, oder eine Beziehung, die auf dem Papier stimmt, kommt nicht vom Fleck. Frag dich, was du eigentlich von ihr willst.',
      },
      career: {
        upright:
          'Eine neue Stelle, ein Projekt oder eine Gehaltserhöhung steht vielleicht in Aussicht. Sieh es als den Moment, Wurzeln zu schlagen: Mach die kleinen Dinge gut, und die Ergebnisse bauen aufeinander auf.',
        reversed:
          'Eine Gelegenheit wurde verpasst, oder der Plan hält nicht ganz stand. Mach eine Bestandsaufnahme von Zeit und Mitteln und festige die Grundlagen, bevor du über Wachstum sprichst.',
      },
      wealth: {
        upright:
          'Ein vielversprechender Start für deine Finanzen, vielleicht eine neue Einkommensquelle. Eine gute Zeit, mit dem Sparen zu beginnen, ein Budget aufzustellen oder nüchtern für ein langfristiges Ziel zu planen.',
        reversed:
          'Durch lockere Gewohnheiten rinnt dir Geld durch die Finger. Achte auf Impulskäufe und auf jede Anlage, die zu gut klingt, um wahr zu sein, und finde heraus, wohin jeder Euro fließt.',
      },
      health: {
        upright:
          'Dein Körper ist im Gleichgewicht, was dies zu einer guten Zeit macht, feste Routinen rund um Schlaf und Essen aufzubauen. Fang mit etwas Leichtem an, etwa jeden Tag ein wenig weiter zu gehen.',
        reversed:
          'Die Grundlagen von Schlaf und Ernährung wurden vernachlässigt, und dein Körper beschwert sich leise. Finde zuerst deinen Rhythmus wieder, und wenn die Beschwerden anhalten, geh zu einer Ärztin oder einem Arzt.',
      },
    },
  },
  'pentacles-02': {
    keywords: {
      upright: ['Gleichgewicht', 'Anpassungsfähigkeit', 'Prioritäten jonglieren', 'Einfallsreichtum'],
      reversed: ['fallen gelassene Bälle', 'zu dünn verteilt', 'Geld im Ungleichgewicht', 'Überforderung'],
    },
    upright:
      'Das Leben ist zu einer Jonglage geworden: Arbeit, Haushalt, Rechnungen und gesellschaftliche Verpflichtungen, alles irgendwie gleichzeitig in der Luft. Die Zwei der Münzen sagt dir, dass du das schaffst. Diese Karte handelt davon, beweglich zu bleiben, während sich alles verschiebt – nicht alles perfekt zu machen, sondern Prioritäten im Laufen neu zu ordnen. Begegne dem Auf und Ab mit Humor, und vielleicht überrascht es dich, wie wendig du bist.',
    reversed:
      'Zu viele Bälle, zu wenige Hände. Vielleicht hast du zu mehr Ja gesagt, als du halten kannst, sodass alles halb fertig bleibt, während sich Stress und Müdigkeit unbemerkt anhäufen. Die umgekehrte Zwei bittet dich, anzuhalten und Inventur zu machen: Was muss wirklich geschehen, und was könnte warten, abgegeben oder einfach fallen gelassen werden? Wirf weniger Bälle, dann fängst du die, die zählen.',
    interpretation:
      'Mit Jupiter im Steinbock verbunden, ist die Zwei der Drang zur Ausdehnung, der auf die harten Kanten der Wirklichkeit trifft. Ihre Lektion ist Gleichgewicht als Bewegung: Das Leben ist nie eine ruhende Waage, eher ein Tanz, bei dem du ständig dein Standbein anpasst. Wenn diese Karte erscheint, schreib die drei wichtigsten Dinge dieser Woche auf und lass den Rest dahinter Schlange stehen. Lass sowohl beim Geld als auch im Kalender etwas Spielraum, damit du aufrecht bleiben kannst, wenn die nächste Welle kommt.',
    imagery:
      'Ein junger Mann mit hohem Hut tanzt leichtfüßig, während er zwei Münzen jongliert, verbunden durch ein grünes Band, das sich zu einer liegenden Acht schlingt, dem Zeichen der Unendlichkeit. Hinter ihm wogt das Meer, und zwei Schiffe steigen und sinken auf der Dünung. Die Unendlichkeitsschleife ist endloser Kreislauf und Fluss; die rollenden Wellen sind die Höhen und Tiefen des Lebens; und seine lockere Beinarbeit deutet an, dass die beste Antwort auf Veränderung darin liegt, leicht und geschmeidig zu bleiben.',
    areas: {
      love: {
        upright:
          'Die Liebe muss sich die Zeit mit Arbeit und Familie teilen, aber du kannst das Gleichgewicht finden. Steck ein wenig Überlegung in die Planung gemeinsamer Zeit, damit sich dein Gegenüber geschätzt fühlt.',
        reversed:
          'Zu beschäftigt, um dein Gegenüber wahrzunehmen, oder schwankend zwischen zwei Menschen oder zwei Wegen. Hör auf, es aufzuschieben, und sei ehrlich, was du willst.',
      },
      career: {
        upright:
          'Du trägst mehrere Hüte und machst das gut, indem du Zeit und Mittel dorthin verschiebst, wo sie gebraucht werden. Deine Anpassungsfähigkeit lässt dich herausstechen, während alles im Wandel ist.',
        reversed:
          'Aufgaben türmen sich, dein Fokus lässt nach, und Fehler schleichen sich ein. Lerne Nein zu sagen, stimm Prioritäten mit deiner Führungskraft ab und hör auf, alles allein zu tragen.',
      },
      wealth: {
        upright:
          'Geld kommt und geht unregelmäßig, bleibt aber insgesamt in Bewegung. Behalte deinen Cashflow im Blick und halte eine Notreserve bereit, damit Überraschungen dich nicht umwerfen.',
        reversed:
          'Ein Loch mit dem anderen zu stopfen ist zermürbend. Überarbeite das Budget, streich, was du nicht brauchst, und zieh professionelle Finanzberatung in Betracht.',
      },
      health: {
        upright:
          'Bewahre dir auch in vollen Wochen einen Rhythmus. Bau leichte Aktivitäten ein wie Gehen, Tanzen oder Dehnen, damit dein Körper den Druck abschütteln kann.',
        reversed:
          'Das ständige Hin und Her hat auch deinen Schlaf durcheinandergebracht. Bring zuerst deine Ruhezeiten in Ordnung, und wenn die Erschöpfung nicht weicht, lass dich ärztlich untersuchen.',
      },
    },
  },
  'pentacles-03': {
    keywords: {
      upright: ['Teamarbeit', 'Handwerkskunst', 'hohe Ansprüche', 'Anerkennung'],
      reversed: ['schlechte Abstimmung', 'halbherzige Arbeit', 'kein klarer Plan', 'fehlende Fähigkeiten'],
    },
    upright:
      'Die Menschen beginnen zu bemerken, was du kannst. Die Drei der Münzen ist Fachkönnen, das auf Zusammenarbeit trifft: Jeder bringt sein eigenes Geschick an denselben Tisch, und gemeinsam entsteht das Werk. Dein Handwerk, deine Erfahrung und deine Sorgfalt bringen dir hier echten Respekt ein. Eine gute Zeit, auf Rückmeldungen zu hören, die Arbeit sinnvoll aufzuteilen und das Projekt durch den Austausch reicher werden zu lassen.',
    reversed:
      'Alle ziehen in eine andere Richtung, der Plan ändert sich ständig, oder jemand macht nur Dienst nach Vorschrift. Vielleicht wird dein Beitrag nicht gewürdigt, oder du hast erkannt, dass deine eigenen Fähigkeiten noch Schliff brauchen. Die umgekehrte Drei schickt dich zurück zu den Grundlagen: Benennt das Ziel, die Rollen und den erwarteten Standard, und erst dann kommt die Zusammenarbeit voran.',
    interpretation:
      'Mit Mars im Steinbock verbunden, ist diese Karte Energie mit Disziplin und Richtung. Ihre Lektion lautet, dass gute Arbeit aus Können und Zusammenarbeit zugleich entsteht. Allein vor sich hin zu schuften hat seine Vorzüge, aber um Rat zu fragen und zu schätzen, was jede Rolle beiträgt, ist die Art, wie Kathedralen gebaut werden. Wenn diese Karte erscheint, such das fehlende Teil in deinem Plan, finde die Person, die es liefern kann, und sei großzügig mit dem, was du am besten kannst.',
    imagery:
      'Im Bogengang einer Kirche steht ein Steinmetz auf einer Bank und meißelt sorgfältig einen Torbogen. Unter ihm beraten sich ein Mönch und eine Gestalt mit Bauplänen mit ihm über die Arbeit. Drei Münzen sind im Dreieck in den Bogen über ihnen gehauen. Der Steinmetz ist Können; Mönch und Planer sind Glaube und Planung; ihr Gespräch zeigt, dass jede Rolle gebraucht wird; und die Kirche selbst deutet an, dass ehrliche, sorgfältige Arbeit zu etwas werden kann, auf das man stolz ist.',
    areas: {
      love: {
        upright:
          'Ihr seid beide bereit, in die Beziehung zu investieren und die Last wie echte Partner zu teilen. Single? Freunde oder die Arbeit könnten dir jemand Neues vorstellen.',
        reversed:
          'Einer von euch bringt mehr ein, oder eure Zukunftspläne passen nicht zusammen. Legt eure Erwartungen auf den Tisch und findet eine Art des Zusammenseins, die zu euch beiden passt.',
      },
      career: {
        upright:
          'Die Teamarbeit läuft reibungslos, und dein Fachwissen wird anerkannt. Ein guter Zeitpunkt für ein großes Projekt, teamübergreifende Arbeit oder einen Vorstoß in Richtung Weiterbildung.',
        reversed:
          'Unklare Rollen und schlechte Kommunikation führen zu Verzögerungen oder schlampigen Ergebnissen. Klärt, wer was nach welchem Standard macht, bevor ihr weitermacht.',
      },
      wealth: {
        upright:
          'Deine Fähigkeiten eröffnen mehr Wege, Geld zu verdienen, und gemeinsame Vorhaben stehen auf solidem Grund. Hör Menschen mit echtem Fachwissen an, bevor du entscheidest.',
        reversed:
          'Partnerschaften und gemeinsame Anlagen laden zu Meinungsverschiedenheiten ein. Haltet Zuständigkeiten und die Aufteilung der Erträge jetzt schriftlich fest, um später die Freundschaft zu schonen.',
      },
      health: {
        upright:
          'Kümmere dich mit fachkundiger Begleitung um deinen Körper, etwa mit einem Trainer, der dein Training plant, oder regelmäßigen Untersuchungen, und verbessere dich Schritt für Schritt.',
        reversed:
          'Mit der falschen Methode im Alleingang kann viel Mühe wenig bringen. Mach nicht einfach nach, was das Internet vorschlägt; frag im Zweifel eine Ärztin oder einen Arzt.',
      },
    },
  },
  'pentacles-04': {
    keywords: {
      upright: ['festhalten', 'Sicherheit', 'Sparsamkeit', 'Kontrolle'],
      reversed: ['Geiz', 'Verlustangst', 'loslassen', 'zu hohe Ausgaben'],
    },
    upright:
      'Du hast hart gearbeitet, um etwas aufzubauen – Ersparnisse, Ansehen oder ein gefestigtes Leben –, und jetzt ist dein stärkster Instinkt, es zu schützen. Die Vier der Münzen ist Sicherheit und Umsicht, und zu wissen, wie man spart und Grenzen setzt, ist echte Reife. Bemerke nur, dass eine Faust, die das Vorhandene umklammert, auch eine Hand ist, die nichts Neues empfangen kann.',
    reversed:
      'Die umgekehrte Vier kann in zwei Richtungen gehen. Die eine ist, noch fester zuzupacken: Das Bedürfnis, Geld, Menschen oder Umstände zu kontrollieren, macht dich angespannt und misstrauisch gegenüber jeder Veränderung. Die andere ist Lockerung: Vielleicht bist du endlich bereit, zu teilen oder ein kleines Risiko einzugehen – oder du bist übers Ziel hinausgeschossen und hast auf einmal viel zu viel ausgegeben. Finde den Mittelweg, damit dein Gefühl von Sicherheit aus dir selbst kommt statt aus einer geballten Faust.',
    interpretation:
      'Mit der Sonne im Steinbock verbunden, ist die Vier der Drang, Ordnung zu schaffen und die Kontrolle zu behalten. Ihre Lektion ist der Unterschied zwischen Schützen und Horten. Rücklagen schenken Seelenruhe, aber sobald die Angst das Steuer übernimmt, sind Geld und Mittel keine Werkzeuge mehr, sondern Gitterstäbe. Wenn diese Karte erscheint, frag dich ehrlich, was du am meisten zu verlieren fürchtest. Gib der Sicherheit, die du wirklich brauchst, eine klare Zahl, und lass alles darüber hinaus fließen: ins Lernen, in Erlebnisse oder in die Hilfe für andere.',
    imagery:
      'Ein gekrönter Mann sitzt vor einer Stadt und hält eine Münze fest an seine Brust gedrückt; eine weitere balanciert auf seiner Krone, und unter jedem Fuß liegt eine. Hinter ihm erhebt sich eine wohlhabende Stadt, doch er hat ihr den Rücken zugekehrt. Die umklammerte Münze ist die Bindung an Reichtum und Sicherheit; die Münzen auf seinem Kopf und unter seinen Füßen zeigen, dass Besitz seine Gedanken und seinen Stand vereinnahmt hat; sein Rücken zur Stadt zeigt, wie übermäßiges Schützen uns langsam von der Welt und von anderen Menschen abschneidet.',
    areas: {
      love: {
        upright:
          'Die Beziehung ist stabil, und Verbindlichkeit und Sicherheit sind dir sehr wichtig. Halte nur nicht zu fest; Vertrauen hält die Liebe weit länger am Leben als Kontrolle.',
        reversed:
          'Besitzdenken oder Unsicherheit lassen alles erdrückend wirken. Oder, hoffnungsvoller: Du lernst, lockerer zu werden und einander mehr Luft zum Atmen zu lassen.',
      },
      career: {
        upright:
          'Festige deine Position und das Erreichte. Hüte dein Fachgebiet und widersteh dem Druck, vorzupreschen.',
        reversed:
          'Die Angst vor Fehlern lässt dich Veränderung abwehren und kostet dich vielleicht eine Chance zu wachsen. Teile Wissen und Mittel; Zusammenarbeit kann dich sicherer machen, nicht unsicherer.',
      },
      wealth: {
        upright:
          'Du sparst gut, und deine Finanzen sind solide. Ordne dein Vermögen und plane konservativ, aber knausere nicht so sehr, dass du dich selbst zu kurz kommen lässt.',
        reversed:
          'Entweder zu knauserig oder plötzlich verschwenderisch. Überprüfe deine Ausgabengewohnheiten, damit das Geld wieder deinem Leben dient, statt es zu beherrschen.',
      },
      health: {
        upright:
          'Körperlich bist du stabil, doch eine angespannte Haltung kann sich in Nacken, Schultern oder Magen zeigen. Lass locker und staue den Druck nicht in deinem Körper.',
        reversed:
          'Langanhaltende Anspannung und Sorge brauchen ein Ventil. Probier Dehnen und langsames Atmen, und wenn körperliche Beschwerden bleiben, lass sie ärztlich abklären.',
      },
    },
  },
  'pentacles-05': {
    keywords: {
      upright: ['Not', 'Mangel', 'sich ausgeschlossen fühlen', 'Geldsorgen'],
      reversed: ['Erholung', 'Hilfe trifft ein', 'langsame Heilung', 'andere hereinlassen'],
    },
    upright:
      'Es ist vielleicht gerade schwer: weniger Geld kommt herein, der Körper spielt nicht mit, oder du fühlst dich selbst in der Menge übersehen. Die Fünf der Münzen zeigt eine Winternacht und bittet dich, Mangel und Einsamkeit offen ins Auge zu sehen. Doch sie trägt auch eine leise Erinnerung in sich. Hilfe ist oft näher, als es scheint; du hast nur auf den Schnee zu deinen Füßen geschaut und noch nicht zum erleuchteten Fenster hinaufgeblickt.',
    reversed:
      'Die kälteste Strecke geht vorüber. Die umgekehrte Fünf zeigt, wie die Not nachzulassen beginnt: neues Einkommen, eine helfende Hand oder endlich deine eigene Bereitschaft, um Unterstützung zu bitten. Manchmal liegt das eigentliche Hindernis gar nicht draußen, sondern in der Stimme, die sagt, du verdienst keine Hilfe. Leg diesen Stolz oder diese Scham ab und lass die Wärme herein.',
    interpretation:
      'Mit Merkur im Stier verbunden, ist die Fünf der Geist, der in der Schleife des Nie-genug gefangen ist. Ihre Lektion lautet, dass Mangel eine Lage ist, keine Identität. In schweren Zeiten ist es verlockend, sich abzuschotten, überzeugt, dass niemand es verstehen könnte. Wenn diese Karte erscheint, liste die Menschen und Mittel auf, an die du dich jetzt wenden könntest, auch wenn es nur eine Freundin, ein Beratungsangebot oder eine Fachperson ist. Sich jemandem zuzuwenden ist oft der erste Schritt aus dem Winter.',
    imagery:
      'In einer verschneiten Nacht schleppen sich zwei zerlumpte Gestalten an einem hell erleuchteten Kirchenfenster aus buntem Glas vorbei. Eine humpelt mit verbundenem Kopf auf Krücken; die andere umklammert ein dünnes Tuch, die Füße nackt im Schnee. Fünf Münzen leuchten im Fenster, und warmes Licht fällt heraus, doch keine der beiden blickt auf. Der Sturm ist materielle und seelische Not; die Verletzungen sind die Zerbrechlichkeit des Körpers; das erleuchtete Fenster ist Zuflucht und Hilfe in Reichweite, die nur darauf wartet, bemerkt zu werden.',
    areas: {
      love: {
        upright:
          'Vielleicht fühlst du dich einsam oder übersehen, oder ihr steht gemeinsam Geldsorgen durch. Schwere Zeiten verlangen, dass ihr euch aufeinander stützt, also schließ deine Sorgen nicht weg.',
        reversed:
          'Es taut, und ihr findet wieder zueinander. Als Single heilst du von alten Verletzungen und beginnst zu glauben, dass du Liebe verdienst.',
      },
      career: {
        upright:
          'Stellenabbau, Jobverlust oder Abstellgleis sind möglich. Beiß dich nicht allein durch; stütz dich auf dein Netzwerk und auf professionelle Beratungsangebote.',
        reversed:
          'Das Blatt wendet sich, mit einer neuen Chance oder jemandem, der sich für dich einsetzt. Bau dein Selbstvertrauen Schritt für Schritt wieder auf; du musst nicht springen.',
      },
      wealth: {
        upright:
          'Das Geld ist knapp, und jeder Cent zählt. Sichere zuerst das Notwendige und hol dir, wenn nötig, seriöse Unterstützung oder eine professionelle Schuldner- oder Finanzberatung.',
        reversed:
          'Deine Finanzen erholen sich, und die Schulden lockern ihren Griff. Nutze die Atempause, um eine Notreserve für den nächsten Sturm aufzubauen.',
      },
      health: {
        upright:
          'Vielleicht fühlst du dich ausgelaugt, oder eine kleine Beschwerde zieht sich schon zu lange hin. Übergeh die Signale nicht: Geh zu einer Ärztin oder einem Arzt und gib dir echte Zeit zur Erholung.',
        reversed:
          'Du bist auf dem Weg der Besserung, und deine Energie kehrt zurück. Halte regelmäßige Zeiten ein, folge dem ärztlichen Rat und kehr nicht überstürzt zur vollen Belastung zurück.',
      },
    },
  },
  'pentacles-06': {
    keywords: {
      upright: ['Großzügigkeit', 'Geben und Nehmen', 'Gegenseitigkeit', 'Fairness'],
      reversed: ['einseitiges Geben', 'Bedingungen', 'Schulden', 'Herablassung'],
    },
    upright:
      'Mittel sind in Bewegung: Jemand reicht eine Hand, und jemand nimmt sie dankbar an. Die Sechs der Münzen ist Großzügigkeit und gegenseitige Hilfe. Vielleicht erhältst du Unterstützung, ein Stipendium oder einen Glücksfall; vielleicht bist du jetzt diejenige, die helfen kann. Geben und Nehmen sind beide gut. Entscheidend ist gegenseitiger Respekt, damit Wohlwollen ganz natürlich zwischen Menschen fließen kann.',
    reversed:
      'Das Geben ist sauer geworden. Hilfe kommt mit Bedingungen, Gefälligkeiten werden zum Druckmittel, oder du steckst immer mehr hinein, und nichts kommt zurück. Die umgekehrte Sechs kann auch auf Schulden und schiefe Tauschverhältnisse hinweisen. Prüfe die Waage in dieser Beziehung: Gibst du zu viel und bekommst zu wenig, oder stützt du dich mehr auf jemanden, als gesund ist?',
    interpretation:
      'Mit dem Mond im Stier verbunden, ist die Sechs das Bedürfnis nach Sicherheit und Nahrung, das von einem Menschen zum anderen fließt. Ihre Lektion lautet, dass wahre Großzügigkeit den anderen nie klein fühlen lässt und wahres Empfangen keine Scham kennt. Wenn diese Karte erscheint, achte darauf, auf welcher Seite der Waage du gerade stehst. Wenn du etwas übrig hast, finde einen konkreten Weg zu helfen. Wenn du Hilfe brauchst, bitte klar darum. Und behalte beim Geben deine eigenen Grenzen im Blick.',
    imagery:
      'Ein reich gekleideter Kaufmann hält in einer Hand eine Waage und lässt mit der anderen Münzen in die Hände eines knienden Bettlers fallen, während ein zweiter Bettler die Hände hebt und wartet. Über ihnen schweben sechs Münzen. Die Waage ist Fairness und Maß, eine Erinnerung daran, dass Geben Urteilskraft braucht; der Kaufmann ist der, der die Mittel zum Geben hat; die knienden Gestalten sind die Bedürftigen. Die Szene deutet auch ein Machtgefälle an und lädt dich ein, über die heikle Beziehung zwischen Gebenden und Empfangenden nachzudenken.',
    areas: {
      love: {
        upright:
          'Ihr gebt beide und kümmert euch beide umeinander, und die Beziehung fühlt sich warm und ausgeglichen an. Diese Art von Aufmerksamkeit ist es wert, gehütet zu werden.',
        reversed:
          'Einer von euch gibt zu viel, und der andere hat begonnen, es für selbstverständlich zu halten. Sprich deine Bedürfnisse aus, bevor stiller Groll zu Bitterkeit erstarrt.',
      },
      career: {
        upright:
          'Eine Führungskraft oder ein Mentor setzt sich vielleicht für dich ein, oder du darfst jemand Neueren anleiten. Eine faire Verteilung von Arbeit und Lohn hält das Team am Laufen.',
        reversed:
          'Einsatz und Lohn stehen in keinem Verhältnis, oder jemand nutzt dich unter dem Deckmantel eines Gefallens aus. Benenne deine Grenzen klar und fordere ein, was dir zusteht.',
      },
      wealth: {
        upright:
          'Einnahmen und Ausgaben sind im Gleichgewicht, mit Spielraum, anderen zu helfen, oder Darlehen und Zuschüsse kommen auf dich zu. Gib im Rahmen deiner Mittel und halte das Geld gesund im Fluss.',
        reversed:
          'Achte auf Streit ums Leihen und auf unfaire Geschäfte. Überleg es dir gut, bevor du Geld verleihst, und halte jede Vereinbarung schriftlich fest.',
      },
      health: {
        upright:
          'Eine gute Zeit, Fürsorge anzunehmen und sie auch zu schenken. Unterstützende Beziehungen nähren Körper und Seele gleichermaßen.',
        reversed:
          'Das Kümmern um alle anderen hat deine Reserven aufgezehrt. Blocke dir Zeit zum Ausruhen und bitte bei Bedarf die Familie, die Last mitzutragen.',
      },
    },
  },
  'pentacles-07': {
    keywords: {
      upright: ['Geduld', 'Bilanz ziehen', 'langfristige Investition', 'auf die Ernte warten'],
      reversed: ['Ungeduld', 'Mühe ohne Lohn', 'Zweifel am Weg', 'zu früh aufgeben'],
    },
    upright:
      'Du bearbeitest den Boden schon eine Weile. Die Saat wächst, aber die Erntezeit ist noch nicht gekommen. Die Sieben der Münzen markiert eine Pause zur Bewertung: wie viel du hineingesteckt hast, was aufgegangen ist und ob du weitermachen willst. Sie verlangt Geduld. Langfristiger Einsatz zahlt sich selten über Nacht aus, aber jeder Tropfen Schweiß summiert sich, auch wenn du es nicht siehst.',
    reversed:
      'Du arbeitest schon ewig, und die Ergebnisse sind nirgends zu sehen, also fragst du dich, ob alles umsonst war. Oder du willst so dringend Erträge, dass du ständig die Richtung wechselst und nichts die Zeit gibst zu reifen. Die umgekehrte Sieben bittet um ein nüchternes Urteil: Muss die Methode geändert werden, oder braucht es einfach mehr Zeit?',
    interpretation:
      'Mit Saturn im Stier verbunden, ist die Sieben eine Prüfung von Zeit und Ausdauer. Ihre Lektion ist die Bilanz mitten in der Saison: weder stures Festhalten noch übereilter Ausstieg, sondern ein Urteil, das auf Belegen beruht. Wenn diese Karte erscheint, zieh ehrlich Bilanz über das, worin du investierst. Was hast du hineingesteckt, was hast du zurückbekommen, welche Teile gedeihen und welche welken? Schneide die Zweige zurück, die keine Früchte tragen, und spar deine Kraft für die Pflanzen, die echtes Potenzial zeigen.',
    imagery:
      'Ein junger Bauer stützt sich auf seine Hacke und betrachtet still einen üppigen Weinstock neben sich, zwischen dessen Blättern sechs Münzen wachsen; eine siebte liegt zu seinen Füßen. Sein Ausdruck ist nachdenklich, müde und hoffnungsvoll zugleich. Der Weinstock ist die Frucht langer Pflege; die Hacke ist die bereits geleistete Arbeit; und dass er innehält und schaut, sagt dir, dass dies ein Moment für Bewertung und Geduld ist, nicht dafür, mit gesenktem Kopf noch härter zu graben.',
    areas: {
      love: {
        upright:
          'Liebe braucht Zeit, um zu wachsen, und jetzt ist ein guter Moment, Bilanz zu ziehen. Frag dich, ob diese Beziehung in die Richtung wächst, die du dir erhofft hast.',
        reversed:
          'Du hast viel gegeben und spürst wenig zurückkommen, und Entmutigung macht sich breit. Statt still auszuharren, sprecht offen darüber, was ihr beide erwartet.',
      },
      career: {
        upright:
          'Das Projekt ist auf halber Strecke, und die Ergebnisse sind noch nicht ganz sichtbar. Halte dein Tempo, passe deinen Ansatz an, wo nötig, und der Lohn wird folgen.',
        reversed:
          'Die Lücke zwischen Einsatz und Ergebnis lässt dich ans Aufhören denken. Finde heraus, was schiefläuft; die Methode zu ändern hilft vielleicht mehr, als das Ziel zu ändern.',
      },
      wealth: {
        upright:
          'Langfristige Anlagen brauchen Geduld, und kurzfristige Schwankungen sind kein Grund zur Sorge. Überprüfe deine Aufteilung regelmäßig und bleib beim Plan.',
        reversed:
          'Der Hunger nach schnellen Erträgen führt zu hektischem Handeln und dazu, dem Markt hinterherzulaufen. Kehr zu deinen langfristigen Zielen zurück und lass nicht die Angst entscheiden.',
      },
      health: {
        upright:
          'Gesundheitspläne brauchen Zeit, bis sie wirken, also gib nicht auf, nur weil sich scheinbar noch nichts ändert. Bleib dran, und dein Körper wird antworten.',
        reversed:
          'Lange Phasen harter Arbeit haben dich zermürbt und abgestumpft. Passe deine Routine an, gönn dir echte Ruhe und sprich mit einer Ärztin oder einem Arzt, wenn die Beschwerden anhalten.',
      },
    },
  },
  'pentacles-08': {
    keywords: {
      upright: ['Konzentration', 'ein Handwerk meistern', 'Fleiß', 'Liebe zum Detail'],
      reversed: ['Dienst nach Vorschrift', 'Perfektionismus', 'Eintönigkeit', 'wenig Motivation'],
    },
    upright:
      'Du steckst mitten in der Arbeit, ein Handwerk zu verfeinern, und meißelst eine Münze nach der anderen. Die Acht der Münzen ist Fleiß, Konzentration und das stetige Streben nach Qualität – der Weg, den jeder Lehrling auf dem Weg zur Meisterschaft geht. Die Mühe mag sich gerade eintönig anfühlen, aber jede Übungsrunde bringt dich echtem Können näher. Lass dich darauf ein und mach die Aufgabe vor dir gut; das ist die beste Investition, die du tätigen kannst.',
    reversed:
      'Die Wiederholung ist in Langeweile umgeschlagen, die Arbeit ist zum Abhaken geworden, und die Qualität lässt nach. Oder das Gegenteil: Perfektionismus lässt dich ein kleines Detail immer wieder polieren, während das fertige Stück nie herausgeht. Die umgekehrte Acht bittet dich, dich wieder mit dem Warum zu verbinden. Warum wolltest du dieses Handwerk ursprünglich lernen, und wohin soll es dich führen?',
    interpretation:
      'Mit der Sonne in der Jungfrau verbunden, ist die Acht Licht, das auf die Details fällt. Ihre Lektion lautet, dass Meisterschaft aus bewusstem Üben entsteht, nicht aus Talent allein. Wenn diese Karte erscheint, wähle eine Fähigkeit, die du meistern willst, gib ihr regelmäßige Übungszeit und halte jede kleine Verbesserung fest. Denk auch daran, dass das Streben nach Exzellenz die Arbeit besser machen soll, nicht dich bestrafen. Zu wissen, wann etwas gut genug ist, gehört zur Professionalität.',
    imagery:
      'Ein Handwerker sitzt mit Hammer und Meißel an seiner Werkbank und schnitzt konzentriert ein Muster in eine Münze. Fertige Münzen hängen schon in einer Reihe an einem Holzpfosten neben ihm, und eine weitere wartet zu seinen Füßen. In der Ferne liegt eine Stadt, doch sein Blick löst sich nie von der Arbeit in seinen Händen. Die Reihe fast gleicher Münzen ist Übung und Anhäufung; seine Konzentration ist Hingabe an das Handwerk; und die ferne Stadt deutet an, dass ehrliches Können ihm eines Tages einen Platz in der weiten Welt verschafft.',
    areas: {
      love: {
        upright:
          'Du bist bereit, dich einzusetzen und deine Zuneigung durch Taten zu zeigen. Seite an Seite zu lernen und zu wachsen macht die Bindung stetig stärker.',
        reversed:
          'Die Arbeit hat deine ganze Aufmerksamkeit verschluckt, und dein Gegenüber spürt es, oder eure gemeinsame Zeit ist zur Routine geworden. Plant etwas Neues zu zweit.',
      },
      career: {
        upright:
          'Eine großartige Zeit, neue Fähigkeiten zu lernen, eine Qualifikation zu erwerben oder dich auf das aktuelle Projekt zu konzentrieren. Dein Fleiß wird allmählich zu deinem Ruf.',
        reversed:
          'Der Funke ist aus deiner Arbeit verschwunden, oder Details bremsen alles aus. Setz dir neue Ziele und frag dich, ob du eine neue Herausforderung brauchst.',
      },
      wealth: {
        upright:
          'Fachwissen und harte Arbeit steigern dein Einkommen stetig. In deine eigenen Fähigkeiten zu investieren ist gerade die verlässlichste Wette, die du eingehen kannst.',
        reversed:
          'Das Einkommen stagniert, oder lange Arbeitstage zahlen sich nicht so aus, wie sie sollten. Finde heraus, was deine Zeit wert ist, und passe deine Arbeitsweise an.',
      },
      health: {
        upright:
          'Richte dir eine regelmäßige Trainingsroutine ein. Mit geduldiger Übung und schrittweisem Fortschritt wird dein Körper nach und nach stärker.',
        reversed:
          'Lange Stunden gebeugt am Schreibtisch oder Übertreibung führen zu Verschleiß und Überlastung. Steh regelmäßig auf und beweg dich, und geh bei Schmerzen früh zu einer Ärztin oder einem Arzt.',
      },
    },
  },
  'pentacles-09': {
    keywords: {
      upright: ['Selbstständigkeit', 'Fülle', 'Anmut', 'den Lohn genießen'],
      reversed: ['übermäßige Abhängigkeit', 'hohler Erfolg', 'über die Verhältnisse leben', 'Schein statt Sein'],
    },
    upright:
      'Durch deinen eigenen Einsatz hast du einen Garten wachsen lassen, der ganz dir gehört. Die Neun der Münzen ist Unabhängigkeit und Fülle: finanziell auf eigenen Beinen und mit dem Geschmack, zu genießen, was das Leben zu bieten hat. Du kannst jetzt langsamer werden, bewundern, was du aufgebaut hast, und deine eigene Gesellschaft ohne schlechtes Gewissen genießen. Diese Leichtigkeit ist die Frucht jahrelanger Disziplin und Beharrlichkeit.',
    reversed:
      'An der Oberfläche hast du alles, und doch fühlt sich innen etwas leer an. Oder der äußere Schein lässt dich über deine Verhältnisse leben und eine tapfere Miene aufsetzen. Die umgekehrte Neun kann auch bedeuten, dass du dich finanziell oder emotional zu sehr auf jemand anderen stützt, bis du deinen eigenen Halt verlierst. Frag dich, ob das Leben, das du hast, das ist, das du wirklich willst.',
    interpretation:
      'Mit Venus in der Jungfrau verbunden, ist die Neun Fülle dort, wo Schönheit und Ordnung sich begegnen. Ihre Lektion lautet, dass wahrer Reichtum nicht nur das ist, was du besitzt, sondern ob du es unbeschwert genießen kannst. Viele Menschen arbeiten jahrelang hart und trauen sich nie, innezuhalten und sich zu belohnen. Wenn diese Karte erscheint, nimm dir Zeit, die wirklich dir gehört, und prüfe, ob deine Unabhängigkeit auf festem Boden steht. Disziplin hat dich so weit gebracht; zu lernen, es zu genießen, trägt dich weiter.',
    imagery:
      'Eine elegant gekleidete Frau steht allein in einem Weinberg; ihr Gewand ist mit Blumen und dem Zeichen der Venus bestickt. Auf ihrer behandschuhten Hand sitzt ein Falke mit Haube, neun Münzen hängen zwischen den Reben um sie herum, und in der Ferne steht ein Herrenhaus. Die reifen Trauben sind Ernte; der Falke mit Haube ist geübte Disziplin und Selbstbeherrschung; und ihre ruhige Gelassenheit, allein und doch zufrieden, zeigt, dass diese Fülle aus ihrer eigenen Arbeit und ihren eigenen Entscheidungen stammt.',
    areas: {
      love: {
        upright:
          'Du genießt die Freiheit des Singlelebens und weißt genau, was für ein Gegenüber du willst. In einer Beziehung bewahrst du dir deine Unabhängigkeit und dein Selbstgefühl.',
        reversed:
          'Sich aus Sicherheitsbedürfnis an ein Gegenüber klammern oder so in sich geschlossen sein, dass niemand nahekommt. Such das Gleichgewicht zwischen Nähe und Unabhängigkeit.',
      },
      career: {
        upright:
          'Die Arbeit bringt stetigen Lohn und Zufriedenheit, mit mehr Kontrolle über deine eigene Zeit. Freiberuflichkeit oder ein eigenes Unternehmen sehen vielversprechend aus.',
        reversed:
          'Deine Laufbahn sieht beeindruckend aus, fühlt sich aber unerfüllt an, oder du hängst zu sehr von einem einzigen Förderer ab. Überdenke, wie du eigentlich arbeiten willst.',
      },
      wealth: {
        upright:
          'Finanziell unabhängig und mit stabilem Einkommen kannst du dir einige der schöneren Dinge des Lebens leisten. Gib mit Bedacht aus, dann dient dir dein Geld lange.',
        reversed:
          'Zu hohe Ausgaben, um den Schein zu wahren, oder eine einzige, zerbrechliche Einkommensquelle. Überprüfe, wohin das Geld fließt, und bau dir ein Sicherheitsnetz auf.',
      },
      health: {
        upright:
          'Körper und Seele sind in guter Verfassung. Entspannende Hobbys wie Gärtnern, Spazierengehen oder Yoga helfen dir, den Augenblick zu genießen.',
        reversed:
          'Zu viel Genuss oder zu wenig Maß fordern womöglich still ihren Tribut. Bring Ernährung und Schlaf wieder ins Gleichgewicht und geh weiter regelmäßig zur Vorsorge.',
      },
    },
  },
  'pentacles-10': {
    keywords: {
      upright: ['Erbe', 'dauerhafter Wohlstand', 'Stabilität', 'Zugehörigkeit'],
      reversed: ['Familienkonflikt', 'Erbstreitigkeiten', 'wackelige Fundamente', 'erdrückende Tradition'],
    },
    upright:
      'Dies ist eine Karte über Dinge, die Bestand haben. Die Zehn der Münzen spricht vom Familienerbe, von Wohlstand, der über Generationen aufgebaut wurde, und von einem Ort, an den du wirklich gehörst. Dein Einsatz gilt nicht nur dir selbst; er legt Fundamente für die Menschen, die du liebst, und für die kommenden Jahre. Ein guter Moment, langfristig über Familie, Eigentum, Tradition und das nachzudenken, was du hinterlassen willst.',
    reversed:
      'Vielleicht gibt es Reibung zu Hause: Streit ums Geld, um ein Erbe oder um die Art zu leben, oder das Gefühl, dass familiäre Erwartungen dir die Hände binden. Die umgekehrte Zehn warnt auch, dass Finanzen oder Beziehungen, die felsenfest wirken, Risse verbergen können. Sprecht offen miteinander und findet heraus, welche Traditionen es wert sind, bewahrt zu werden, und welche ihr sanft loslassen könnt.',
    interpretation:
      'Mit Merkur in der Jungfrau verbunden, ist die Zehn die Weisheit, die Dinge so zu ordnen, dass sie weitergegeben werden können. Ihre Lektion lautet, dass Wohlstand und Beziehungen beide langfristige Pflege und durchdachte Vorkehrungen brauchen. Wenn diese Karte erscheint, sprich mit deiner Familie über die Zukunft, ordne Versicherungen, Ersparnisse und wichtige Unterlagen und hör dir die Geschichten der Älteren an. Was hast du geerbt, und was willst du weitergeben? Die Antworten helfen dir, Entscheidungen mit weiterem Horizont zu treffen.',
    imagery:
      'Ein weißhaariger alter Mann sitzt in einem reich gemusterten Gewand unter einem Torbogen, zwei weiße Hunde an seiner Seite. Auf der anderen Seite des Bogens unterhält sich ein junges Paar, während ein Kind die Hand ausstreckt, um einen der Hunde zu berühren. An der Wand hängt ein Familienwappen, und zehn Münzen sind in der Form des Lebensbaums angeordnet. Drei Generationen zusammen sind Kontinuität; die Hunde sind Treue und Schutz; und das Muster des Lebensbaums deutet an, dass materielle Fülle mit geistigem Erbe verwoben ist.',
    areas: {
      love: {
        upright:
          'Die Beziehung steuert auf Verbindlichkeit zu, vielleicht Heirat, das Kennenlernen der Familie oder ein gemeinsames Zuhause. Der Rückhalt der Familie macht die Bindung noch stärker.',
        reversed:
          'Verwandte mischen sich in eure Beziehung ein, oder ihr seht das Familienleben sehr unterschiedlich. Einigt euch zuerst zu zweit und tretet dann gemeinsam allen anderen gegenüber.',
      },
      career: {
        upright:
          'Etablierte Organisationen oder ein Familienunternehmen passen jetzt zu dir, und langfristiger Einsatz bringt eine sichere Stellung und soliden Lohn.',
        reversed:
          'Ein konservatives Arbeitsumfeld bremst dein Wachstum, oder familiäre Geschäftsinteressen sind verstrickt. Entscheide, welcher Weg wirklich deiner ist.',
      },
      wealth: {
        upright:
          'Deine finanzielle Basis ist gesichert. Eine gute Zeit für langfristige Planung wie einen Immobilienkauf, Versicherungen oder das Sparen für die Ausbildung eines Kindes.',
        reversed:
          'Achte auf Geldstreit in der Familie oder Probleme mit einem Erbe. Wo es um große Summen geht, zieh eine Anwältin, einen Steuerberater oder andere Fachleute hinzu.',
      },
      health: {
        upright:
          'Die Familie ist eine Kraftquelle. Es lohnt sich auch, die Krankheitsgeschichte deiner Familie zu kennen und auf lange Sicht regelmäßig zur Vorsorge zu gehen.',
        reversed:
          'Druck zu Hause beeinträchtigt womöglich Stimmung und Schlaf. Gönn dir etwas Abstand, und wenn du dich lange unwohl fühlst, geh bald zu einer Ärztin oder einem Arzt.',
      },
    },
  },
  'pentacles-11': {
    keywords: {
      upright: ['Lernen', 'bodenständige Träume', 'neue Gelegenheit', 'sichere erste Schritte'],
      reversed: ['Trägheit', 'unrealistischer Ehrgeiz', 'kein Plan', 'Aufschieberitis'],
    },
    upright:
      'Eine Gelegenheit, die es wert ist, ernst genommen zu werden, ist aufgetaucht: ein Kurs, ein neuer Job, ein Plan, den du mit der Zeit pflegen kannst. Der Bube der Münzen ist der bodenständige Lernende, fasziniert von der Münze in seinen Händen und froh, sich Zeit zu nehmen, um sie zu verstehen. Fang mit Demut und Konzentration an, und dieser Same wird eines Tages blühen und Früchte tragen.',
    reversed:
      'Viele Ideen, sehr wenig Handeln, oder der Wunsch, direkt an die Spitze zu springen, ohne die Grundlagen zu lernen. Der umgekehrte Bube kann auch auf zerfahrenes Lernen hinweisen, auf Pläne, die immer wieder verschoben werden, oder auf Nachrichten, die hinter deinen Hoffnungen zurückbleiben. Zerleg das große Ziel in kleine Schritte und fang mit dem an, den du heute schaffen kannst.',
    interpretation:
      'Als jüngstes Gesicht der Erde steht der Bube für bodenständige Träume, die gerade erst keimen. Seine Lektion lautet, dass Träume Pläne brauchen und Pläne Taten. Er hat es nicht eilig, sich zu beweisen; er ist ganz in das vertieft, was er in den Händen hält. Wenn diese Karte erscheint, wähle ein Gebiet, dem du dich langfristig verschreiben willst, entwirf einen einfachen Plan zum Lernen oder Sparen und führe unterwegs Buch. Langsam und stetig kommt wirklich schneller ans Ziel.',
    imagery:
      'Ein junger Mann steht auf einer mit kleinen Blumen übersäten Wiese, hält eine Münze mit beiden Händen empor und betrachtet sie aufmerksam, als wolle er ihren Geheimnissen auf den Grund gehen. Hinter ihm liegen frisch gepflügte Felder, ein kleiner Hain und ferne Hügel. Dass er die Münze hochhält, zeigt, wie sehr er Wissen und Gelegenheit schätzt; die gepflügte Erde ist bereits geleistete Vorarbeit; und sein versunkener Blick ist die Geduld und Ernsthaftigkeit eines echten Lernenden.',
    areas: {
      love: {
        upright:
          'Die Liebe wächst langsam, aber aufrichtig, und vielleicht begegnest du jemandem Verlässlichem. Sich um die kleinen Alltagsdinge zu kümmern spricht lauter als süße Worte.',
        reversed:
          'Sich nicht richtig festlegen oder die Liebe sicher im Reich der Fantasie halten. Wenn du jemanden wirklich magst, zeig es mit Taten.',
      },
      career: {
        upright:
          'Eine großartige Zeit, neue Fähigkeiten zu lernen, ein Praktikum zu machen oder ganz unten anzufangen. Deine Lernbereitschaft fällt auf und legt dir eine gute Grundlage.',
        reversed:
          'Die Lerngewohnheiten sind erschlafft, oder dein Ehrgeiz übersteigt deine Fähigkeiten. Lass die Angst um Ergebnisse los und mach zuerst die Grundlagen richtig.',
      },
      wealth: {
        upright:
          'Fang an, dich mit Geld zu beschäftigen, und bau eine Spargewohnheit auf. Behalte deine Ausgaben im Blick oder richte einen kleinen Dauerauftrag ein, und erweitere dein Wissen von dort aus.',
        reversed:
          'Geldpläne verlaufen immer wieder im Sand, oder du lässt dich leicht von heißen Tipps mitreißen. Lerne die Grundlagen, bevor du in irgendetwas investierst.',
      },
      health: {
        upright:
          'Lerne ein wenig über Ernährung oder Bewegung und entwirf einen realistischen Gesundheitsplan, den du durchhalten kannst, einen kleinen Schritt nach dem anderen.',
        reversed:
          'Du weißt, was zu tun ist, schiebst den Anfang aber immer wieder auf. Beginne mit der kleinstmöglichen Veränderung und frag eine Ärztin, einen Arzt oder eine Ernährungsfachkraft, wenn du unsicher bist.',
      },
    },
  },
  'pentacles-12': {
    keywords: {
      upright: ['Beständigkeit', 'Verantwortung', 'Ausdauer', 'Methode'],
      reversed: ['Stillstand', 'Sturheit', 'übertriebene Vorsicht', 'öde Routine'],
    },
    upright:
      'Du willst kein Rennen gewinnen, aber jeder deiner Schritte ist solide. Der Ritter der Münzen ist Fleiß, Verlässlichkeit und Durchhaltevermögen. Er ist nie der Auffälligste im Raum, und doch ist er der, dem du alles anvertrauen würdest. Jetzt ist die Zeit, deinen Plan methodisch abzuarbeiten, deine Versprechen zu halten und die Details richtig zu machen. Langsam ist in Ordnung; halte ein gleichmäßiges Tempo, und die Ziellinie kommt.',
    reversed:
      'Beständigkeit ist zu Stillstand geworden. Vielleicht steckst du in einer unveränderlichen Routine fest, weißt, dass sich etwas ändern muss, bewegst dich aber nie – oder du bist so festgefahren, dass du andere Sichtweisen nicht hörst. Der umgekehrte Ritter kann auch Trödeln bedeuten oder ein Leben, das sich öde und flach anfühlt. Bring ein wenig Neues in deinen Rhythmus, damit Vorsicht nicht zu Stillstand erstarrt.',
    interpretation:
      'Mit dem erdigen Geist der Jungfrau achtet der Ritter auf Details und Ergebnisse. Seine Lektion lautet, dass Verlässlichkeit eine Stärke ist, aber nie zur Ausrede werden sollte, Veränderung zu meiden. Er bestellt Tag für Tag dasselbe Feld, und von dieser Ausdauer kann man lernen. Wenn diese Karte erscheint, bau für dein Ziel eine tägliche Routine auf, die du auf lange Sicht durchhalten kannst, und prüfe ab und zu, ob der Weg noch dorthin führt, wo du hinwillst.',
    imagery:
      'Ein gepanzerter Ritter sitzt auf einem kräftigen schwarzen Pferd, das fest und still dasteht, statt zu galoppieren. Er hält eine Münze in der Hand und betrachtet sie genau. Hinter ihm erstreckt sich ein ordentlich gepflügtes Feld. Das reglose Pferd ist Beständigkeit und Geduld; das gepflügte Feld ist harte Arbeit und Vorbereitung; und die Art, wie er die Münze betrachtet, zeigt einen Mann, der den Wert jedes Schrittes abwägt und nie aus einer Laune heraus handelt.',
    areas: {
      love: {
        upright:
          'Die Liebe ist beständig und verlässlich. Dein Gegenüber ist vielleicht nicht wortgewandt, zeigt Zuneigung aber durch praktische Taten: langsam warm werdend, aber vertrauenswürdig.',
        reversed:
          'Alles ist flach geworden, mit wenig Überraschung oder Leidenschaft. Probiert gemeinsam etwas Neues und bringt wieder Wärme in den Alltag.',
      },
      career: {
        upright:
          'Die Arbeit kommt stetig voran, und deine Verlässlichkeit und Sorgfalt gewinnen das Vertrauen der Menschen. Mach die Details weiter richtig, und die Ergebnisse folgen.',
        reversed:
          'Die Arbeit ist zur reinen Routine geworden, und der Fortschritt ist langsam. Prüfe, ob du zu vorsichtig bist, und sei offen für neue Methoden und Herausforderungen.',
      },
      wealth: {
        upright:
          'Sorgfältige Geldverwaltung passt zu dir: langfristiges Sparen und risikoarme Anlagen. Folge dem Plan, und dein Vermögen wächst stetig.',
        reversed:
          'Übertriebene Vorsicht kostet dich vielleicht Gelegenheiten, und Aufschieben lässt deine Finanzen unbeaufsichtigt. Überprüfe deine Konten regelmäßig und lass Geld nicht jahrelang brachliegen.',
      },
      health: {
        upright:
          'Eine regelmäßige Routine und beständige Bewegung verbessern deine Gesundheit stetig weiter. Ziel auf Beständigkeit, nicht auf Tempo.',
        reversed:
          'Zu wenig Bewegung macht dich träge. Fang mit ein wenig Aktivität jeden Tag an, und wenn Beschwerden anhalten, geh zügig zu einer Ärztin oder einem Arzt.',
      },
    },
  },
  'pentacles-13': {
    keywords: {
      upright: ['Fürsorge', 'Bodenständigkeit', 'Fülle', 'Sicherheit'],
      reversed: ['Selbstvernachlässigung', 'Überarbeitung', 'Geldangst', 'Kontrollbedürfnis'],
    },
    upright:
      'Du hast eine Gabe dafür, dass sich das Leben zugleich warm und reich anfühlt. Die Königin der Münzen ist praktische Fürsorge: Sie führt ein behagliches Zuhause, geht vernünftig mit Geld um und kümmert sich um alle um sie herum. Eine gute Zeit, dich auf die greifbaren Details des Alltags zu konzentrieren. Iss gut, räum deinen Raum auf, kümmere dich um deinen Körper, und vielleicht merkst du, dass sich das Glück die ganze Zeit im Gewöhnlichen versteckt hat.',
    reversed:
      'Vielleicht hast du alles in Arbeit und Familie gesteckt und dich selbst völlig vergessen. Oder die Angst um Geld und Sicherheit lässt dich über alles grübeln und versuchen, alles zu kontrollieren. Die umgekehrte Königin erinnert dich daran, dich um dich selbst zu kümmern, bevor du dich um andere kümmerst. Dein Wert bemisst sich nicht nur daran, wie viel du gibst.',
    interpretation:
      'Mit der erdigen Energie des Steinbocks verbindet die Königin Realismus mit Zärtlichkeit. Ihre Lektion lautet, dass Fürsorge eine Fähigkeit ist, die auch Grenzen braucht. Echte Fürsorge lässt dich und andere geerdet zurück, statt dich um endlose Selbstaufopferung zu bitten. Wenn diese Karte erscheint, frag dich, welche kleine Sache du heute für dich tun könntest: eine richtige Mahlzeit, früh ins Bett gehen oder eine Weile stiller Zeit, in der dich niemand erreichen kann.',
    imagery:
      'Eine Königin sitzt in einem üppigen Garten auf einem Thron, in den Ziegen, Früchte und Putten geschnitzt sind. Zärtlich blickt sie auf die Münze in ihrem Schoß, Rosen ranken von der Laube über ihr herab, und in der unteren rechten Ecke sitzt ein kleines Kaninchen im Gras. Die Ziegen stehen für den Steinbock und praktische Ausdauer; Früchte und Blumen für Fruchtbarkeit und Fülle; das Kaninchen für neues Leben und Überfluss; und die Art, wie sie die Münze hält, zeigt ihre Fürsorge für die materiellen Dinge und für das Leben selbst.',
    areas: {
      love: {
        upright:
          'Du bist ein aufmerksames, verlässliches Gegenüber, das Liebe durch praktische Fürsorge zeigt. Die Beziehung fühlt sich warm und sicher an, eine gute Grundlage für ein gemeinsames Zuhause.',
        reversed:
          'Zu viel geben und dich selbst vernachlässigen oder aus Unsicherheit versuchen, alles zu kontrollieren. Lass dich zur Abwechslung einmal von deinem Gegenüber umsorgen.',
      },
      career: {
        upright:
          'Fähig und bodenständig verbindest du Effizienz mit Freundlichkeit, und die Menschen verlassen sich auf dich. Aufgaben rund um Mittel, Budgets oder die Betreuung eines Teams passen gut zu dir.',
        reversed:
          'Der Spagat zwischen Arbeit und Zuhause hat dich erschöpft. Setz klare Grenzen und gib einige Verantwortlichkeiten an andere ab.',
      },
      wealth: {
        upright:
          'Du hast ein echtes Talent, mit Geld umzugehen und für heute und morgen zu planen. Eine gute Zeit, einen soliden Finanzplan für den Haushalt aufzustellen.',
        reversed:
          'Zu viel Sorge ums Geld oder Ausgaben vor allem, um anderen zu gefallen. Kehr zu dem zurück, was du wirklich brauchst, und plane dein Budget danach.',
      },
      health: {
        upright:
          'Du bist bei guter Gesundheit. Kochen, Gärtnern oder Zeit in der Natur nähren Körper und Seele und lassen dich den natürlichen Rhythmus des Lebens genießen.',
        reversed:
          'Das Kümmern um alle anderen hat deine eigene Gesundheit in den Hintergrund gedrängt. Iss regelmäßig, ruh dich richtig aus und geh zu einer Ärztin oder einem Arzt, wenn Beschwerden anhalten.',
      },
    },
  },
  'pentacles-14': {
    keywords: {
      upright: ['Erfolg', 'Stabilität', 'reiche Mittel', 'verlässliche Führung'],
      reversed: ['Gier', 'Sturheit', 'Profit über alles', 'Verschwendung'],
    },
    upright:
      'Du hast in deinem Feld festen Stand gefunden und hast Mittel, Erfahrung und einen guten Namen hinter dir. Der König der Münzen ist materieller Erfolg, gepaart mit reifer Verantwortung. Er weiß, wie man Wohlstand wachsen lässt und wie man die Menschen schützt, die von ihm abhängen. Jetzt ist die Zeit, Entscheidungen nüchtern zu treffen und deine Stärke und Mittel hinter Ziele mit weitem Horizont zu stellen.',
    reversed:
      'Erfolg kann einen Menschen starr oder gierig machen: auf Profit fixiert, zu keinem Risiko bereit, alles in Geld gemessen. Der umgekehrte König kann auch auf finanzielle Misswirtschaft hinweisen, auf verschwenderische Ausgaben oder darauf, dass man sich verliert, sobald Macht ins Spiel kommt. Erinnere dich daran, dass Wohlstand ein Werkzeug ist, nicht das ganze Leben.',
    interpretation:
      'Mit dem Stier verbunden, ist der König die Erde in ihrer beständigsten und reifsten Form. Seine Lektion lautet, dass wahrer Wohlstand bedeutet, Mittel einzusetzen, um Werte zu schaffen und sie mit anderen zu teilen. Er gewinnt nicht durch Glücksspiel, sondern durch jahrelange geduldige Pflege und gutes Urteilsvermögen. Wenn diese Karte erscheint, überleg, welche Mittel du bereits hast und wie sie dir und den Menschen um dich herum dauerhaftere Sicherheit bringen könnten. Beständige Entscheidungen sind meist die, die die Zeit überdauern.',
    imagery:
      'Ein König sitzt auf einem mit Stierköpfen verzierten Thron, in einem Gewand voller Weinranken, ein Zepter in der einen Hand und unter der anderen eine Münze auf dem Knie. Reben und Früchte umgeben ihn, und hinter ihm erhebt sich eine stattliche Burg. Die Stiere stehen für den Stier, für Stabilität und Fruchtbarkeit; die Weinranken für Ernte und Genuss; die Burg für das Unternehmen und die Sicherheit, die er aufgebaut hat; und die Rüstung, die unter seinem Gewand hervorblitzt, zeigt, dass hinter seiner Fülle die Kraft steht, sie zu verteidigen.',
    areas: {
      love: {
        upright:
          'Eine reife, stabile Beziehung mit einem verlässlichen Gegenüber, das für eure gemeinsame Zukunft sorgen will. Eine gute Zeit, ernsthaft über langfristige Verbindlichkeit zu sprechen.',
        reversed:
          'Zu viel Gewicht auf Geld oder Kontrolle und zu wenig emotionale Verbindung. Lass Geschenke oder Ausgaben nicht an die Stelle von Zeit und Aufmerksamkeit treten.',
      },
      career: {
        upright:
          'Erfolg im Beruf; Führung, ein eigenes Unternehmen oder die Verwaltung von Mitteln passen alle zu dir. Deine Beständigkeit und dein Urteil bringen dir breiten Respekt ein.',
        reversed:
          'Dein Führungsstil ist starr geworden, oder du jagst kurzfristigen Gewinnen hinterher. Hör auf dein Team und lass nicht zu, dass Macht dein Urteil trübt.',
      },
      wealth: {
        upright:
          'Die Finanzen sind solide, und Investieren und Vermögensverwaltung fallen dir leicht. Plane langfristig und lass deinen Wohlstand stetig wachsen.',
        reversed:
          'Hüte dich vor Risiken aus Gier oder vor Ausgaben ohne Maß. Hol dir vor jeder größeren finanziellen Entscheidung fachlichen Rat.',
      },
      health: {
        upright:
          'Deine Konstitution ist robust. Halte regelmäßige Mahlzeiten und genug Schlaf ein, dann bleibst du in guter Form und hast Energie im Überfluss.',
        reversed:
          'Üppige Abendessen, Maßlosigkeit oder Jahre, in denen die Arbeit immer vorging, holen dich ein. Nimm dich zurück, geh weiter regelmäßig zur Vorsorge und lass Beschwerden ärztlich abklären.',
      },
    },
  },
};
