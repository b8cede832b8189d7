import type { CardBodyTable } from '../../types';

export const cups: CardBodyTable = {
  'cups-01': {
    keywords: {
      upright: ['neue Liebe', 'offenes Herz', 'Nahrung für die Seele', 'Freude'],
      reversed: ['aufgestaute Gefühle', 'blockiertes Geben', 'Leere', 'sich verschließen'],
    },
    upright:
      'Dir wird ein randvoller Kelch gereicht: Eine neue Liebe, eine neue Freundschaft oder ein Gefühl, das du fast vergessen hattest, fließt zurück in dein Leben. Das Ass der Kelche lädt dich ein, dein Herz zu öffnen und dir zu erlauben, zu lieben und geliebt zu werden. Weichheit ist gerade keine Schwäche; sie ist die Tür, durch die das Glück hereinkommt.',
    reversed:
      'Der Kelch ist noch da, aber nichts fließt heraus. Vielleicht hältst du deine Gefühle zu fest, oder du gibst sehr viel, ohne gesehen zu werden, und fühlst dich innerlich leer. Das umgekehrte Ass bittet dich, zuerst deine eigenen Gefühle zu pflegen: Wein, wenn du weinen musst, sprich es laut aus, und die Quelle beginnt wieder zu sprudeln.',
    interpretation:
      'Als Wurzel des Wassers ist dieses Ass die Quelle von Gefühl, Intuition und Liebe. Seine Lektion lautet, dass Liebe in Bewegung bleiben muss: Sie will gegeben und auch empfangen werden. Wenn es erscheint, achte auf die kleinen Dinge, die dich in letzter Zeit gewärmt haben, und sag Danke; frag dich auch, ob du Freundlichkeit zurückgewiesen hast.',
    imagery:
      'Eine Hand reicht aus einer Wolke und hält einen überfließenden goldenen Kelch. Fünf Ströme fallen von seinem Rand in einen Teich voller Lotusblüten, während eine weiße Taube mit einer Hostie im Schnabel auf den Kelch herabstößt. Das überfließende Wasser ist Gefühl ohne Ende; die Taube ist Frieden und Segen von oben; die Lotusblüten zeigen Gefühle, die in der wirklichen Welt erblühen.',
    areas: {
      love: {
        upright:
          'Eine neue Schwärmerei oder frische Zärtlichkeit in einer bestehenden Bindung. Sag ehrlich, was du fühlst, und es wird erwidert.',
        reversed:
          'Unausgesprochene Gefühle oder eine Liebe, die ermüdend geworden ist. Kümmere dich um dein eigenes Herz, bevor du mehr gibst.',
      },
      career: {
        upright:
          'Momente bei der Arbeit, in denen du dich geschätzt fühlst. Gut für Aufgaben mit Menschen oder kreative Arbeit.',
        reversed:
          'Dienst nach Vorschrift ohne Herz. Finde den Teil der Arbeit, der dir wirklich am Herzen liegen kann.',
      },
      wealth: {
        upright:
          'Ein kleiner Geldsegen oder Hilfe von jemandem, dem du wichtig bist. Gib es für das aus, was dich wirklich glücklich macht.',
        reversed: 'Frustkäufe lassen das Geld still versickern. Wenn du traurig bist, halte dich vom Warenkorb fern.',
      },
      health: {
        upright:
          'Körper und Seele beginnen sich zu entspannen und fühlen sich genährt. Trink Wasser, ruh dich aus, lass auch deinen Körper weich werden.',
        reversed:
          'Aufgestaute Gefühle können zu körperlicher Erschöpfung werden. Sprich mit jemandem oder schreib Tagebuch, und hol dir professionelle Hilfe, wenn es anhält.',
      },
    },
  },
  'cups-02': {
    keywords: {
      upright: ['gegenseitige Anziehung', 'Partnerschaft', 'Verbindung', 'Versöhnung'],
      reversed: ['Ungleichgewicht', 'Missverständnis', 'sich auseinanderleben', 'ein Riss'],
    },
    upright:
      'Zwei Menschen heben einander die Kelche entgegen, und ihre Herzen begegnen sich. Die Zwei der Kelche steht für eine gleichberechtigte, respektvolle Verbindung: den Beginn einer Romanze, eine Partnerschaft, die auf Verständnis beruht, oder eine enge Freundschaft. Die Aufrichtigkeit, die du schenkst, kommt mit derselben Wärme zu dir zurück.',
    reversed:
      'Eine Bindung, die sich früher leicht anfühlte, hat einen Riss bekommen: Eine Seite gibt mehr, oder ein Missverständnis hat sich eingeschlichen. Die umgekehrte Zwei bittet dich, innezuhalten, dem anderen wirklich zuzuhören und klar zu sagen, was du denkst, bevor aus einer kleinen Lücke eine echte Distanz wird.',
    interpretation:
      'Die Zwei der Kelche ist Venus im Krebs, eine Karte der Liebe und der Verbindung. Ihre Lektion ist Gleichgewicht: Eine gesunde Beziehung bedeutet nicht, dass einer dem anderen nachgibt, sondern dass beide gesehen werden. Wenn sie erscheint, überleg, ob du in den Beziehungen, die dir wichtig sind, ehrlich bist und ob du dem anderen denselben Raum lässt.',
    imagery:
      'Ein Mann und eine Frau stehen einander gegenüber, jeder mit einem Kelch in der Hand, als tauschten sie ein Versprechen. Über ihnen erhebt sich ein Hermesstab – zwei Schlangen, die sich um einen Stab winden –, gekrönt von einem geflügelten Löwenkopf. Der Hermesstab steht für Verständigung und Heilung, der Löwe für Leidenschaft, die sich zu einer höheren Liebe erhebt, und ihr Blick auf Augenhöhe für Gleichheit und Respekt.',
    areas: {
      love: {
        upright:
          'Eine schöne Zeit für Liebesgeständnisse, Verabredungen oder dafür, es offiziell zu machen. Paare fühlen sich einander näher.',
        reversed:
          'Ein Ungleichgewicht oder Missverständnis braucht ein ehrliches Gespräch, bevor sich Schweigen breitmacht.',
      },
      career: {
        upright: 'Die Zusammenarbeit läuft; gut für Verträge, Bündnisse und die Suche nach Gleichgesinnten.',
        reversed: 'Meinungsverschiedenheiten oder ungleicher Einsatz in einer Partnerschaft. Klärt Rollen und Anteile.',
      },
      wealth: {
        upright: 'Gemeinsam verdientes Geld läuft gut; gemeinsame Unternehmungen starten auf gutem Fuß.',
        reversed:
          'Beziehungen und Geld verheddern sich. Überleg es dir gut, bevor du Freunden oder Familie Geld leihst.',
      },
      health: {
        upright: 'Du fühlst dich bei einem nahen Menschen wohl, und dein Körper folgt deiner ruhigen Stimmung.',
        reversed: 'Beziehungsstress beeinträchtigt deinen Schlaf. Gönn dir stille Zeit für dich allein.',
      },
    },
  },
  'cups-03': {
    keywords: {
      upright: ['Feier', 'Freundschaft', 'Wiedersehen', 'Freude'],
      reversed: ['Übermaß', 'Grüppchenbildung', 'eine dritte Person', 'wankelmütige Gesellschaft'],
    },
    upright:
      'Drei Freundinnen lachen und heben ihre Kelche: Es gibt etwas zu feiern. Die Drei der Kelche bringt Wiedersehen, Freundschaft und geteiltes Glück, ob ein Fest, gute Nachrichten oder ein Kreis von Menschen, die dich wirklich verstehen. Genieße es in vollen Zügen und gib die Freude weiter.',
    reversed:
      'Hinter dem Spaß stimmt etwas nicht: zu viel Essen und Trinken, Tratsch in einer Clique oder eine dritte Person, die in eine Beziehung tritt. Die umgekehrte Drei fragt, welche Gesellschaft dich wirklich nährt und welche dich nur auslaugt, und schlägt vor, die Lautstärke etwas herunterzudrehen.',
    interpretation:
      'Die Drei der Kelche ist Merkur im Krebs, Gefühl, das durch eine Gruppe fließt. Ihre Lektion lautet, dass Freude geteilt werden will – und ein Gespür für Maß braucht. Wenn sie erscheint, melde dich bei einer Freundin, die du lange nicht gesehen hast, oder gratuliere jemandem von Herzen, und achte darauf, ob du den Trubel nutzt, um einem Gefühl zu entkommen.',
    imagery:
      'Drei Frauen tanzen im Kreis auf einem Erntefeld und heben ihre Kelche hoch, zu ihren Füßen liegen Kürbisse und Trauben. Ihre Schritte sind leicht, und ihre Kleider haben alle unterschiedliche Farben. Die Ernte ist der Lohn nach harter Arbeit, der Kreis ist gegenseitige Unterstützung, und die verschiedenen Farben zeigen, dass echte Freundschaft Unterschiedlichkeit Raum gibt.',
    areas: {
      love: {
        upright:
          'Das gesellige Leben funkelt, und ein Fest bringt vielleicht jemand Besonderen. Paaren tut es gut, gemeinsam auszugehen.',
        reversed:
          'Hüte dich vor Flirts, die kompliziert werden, und lass nicht deine Freunde über dein Liebesleben entscheiden.',
      },
      career: {
        upright: 'Teamarbeit macht Freude, und ein Meilenstein verdient eine Feier. Gut für Teamveranstaltungen.',
        reversed: 'Cliquen und Gerüchte im Büro lenken dich ab. Bleib bei deiner eigenen Arbeit.',
      },
      wealth: {
        upright: 'Ein Bonus oder ein kleiner Gewinn; feiere mit Freunden, aber gib nicht zu viel aus.',
        reversed: 'Ausgehen und gesellschaftliche Verpflichtungen kosten mehr, als du denkst.',
      },
      health: {
        upright: 'Gute Laune tut deiner Gesundheit gut; mit Freunden Sport zu treiben ist eine gute Idee.',
        reversed: 'Beim Essen und Trinken übertreibt man leicht. Gönn deinem Magen eine Pause.',
      },
    },
  },
  'cups-04': {
    keywords: {
      upright: ['Gleichgültigkeit', 'Nachsinnen', 'Unzufriedenheit', 'verpasste Chancen'],
      reversed: ['neues Interesse', 'ein Angebot annehmen', 'aus dem Tief kommen', 'Erwachen'],
    },
    upright:
      'Nichts vor dir scheint dein Interesse zu wecken, und immer fühlt sich etwas an, als fehle es. Die Vier der Kelche zeigt Überdruss und Rückzug nach innen: Vielleicht ordnest du dein Leben neu, vielleicht bist du einfach müde. Schau dich um; vielleicht gibt es eine Freundlichkeit oder eine Gelegenheit, die du übersehen hast.',
    reversed:
      'Du hebst den Kopf aus dem Stimmungstief und bist bereit, die Welt wieder anzuschauen. Umgekehrt bedeutet die Vier, aus dem Stillstand herauszukommen, Ja zu einer Einladung zu sagen, die du abgelehnt hattest, oder endlich zu verstehen, was du wirklich willst. Geh es Schritt für Schritt an.',
    interpretation:
      'Die Vier der Kelche ist der Mond im Krebs, Gefühle, die wie Ebbe nach innen zurückweichen. Ihre Lektion lautet, dass Nachdenken hilft, Gleichgültigkeit dich aber einsperren kann. Wenn sie erscheint, schreib drei kleine Dinge auf, für die du heute dankbar bist, und versuch, Ja zu einer neuen Einladung zu sagen.',
    imagery:
      'Ein junger Mann sitzt mit gekreuzten Beinen unter einem Baum, die Arme verschränkt, und starrt auf drei Kelche vor sich im Gras. Eine Hand reicht aus einer Wolke einen vierten Kelch, doch er bemerkt ihn nicht. Die verschränkten Arme bedeuten Abwehr, die drei Kelche das, was er hat, aber nicht mehr schätzt, und der Kelch aus der Wolke die Chance, die er verpasst.',
    areas: {
      love: {
        upright: 'Die Liebe fühlt sich flach oder reizlos an. Bevor du sie abschreibst, frag dich, was wirklich fehlt.',
        reversed:
          'Das Interesse kehrt zurück; du bist offen dafür, jemanden kennenzulernen oder der Beziehung noch eine Chance zu geben.',
      },
      career: {
        upright:
          'Ausgebrannt bei der Arbeit, und Chancen gleiten vorbei. Halte inne, um deine Richtung zu überdenken, aber gib nicht auf.',
        reversed: 'Neue Ideen und Energie kommen; eine gute Zeit, das Angebot anzunehmen, bei dem du gezögert hast.',
      },
      wealth: {
        upright: 'Wenig Lust, Geld zu planen, und so ziehen gute Gelegenheiten an dir vorbei.',
        reversed: 'Du ordnest deine Finanzen neu und entdeckst Einnahmen, die du übersehen hattest.',
      },
      health: {
        upright:
          'Wenig Energie und Müdigkeit verlangen nach einer besseren Routine. Wenn die gedrückte Stimmung anhält, sprich mit jemandem oder geh zu einer Ärztin oder einem Arzt.',
        reversed: 'Du kommst wieder hoch; steig behutsam in Bewegung und einen festen Rhythmus ein.',
      },
    },
  },
  'cups-05': {
    keywords: {
      upright: ['Verlust', 'Bedauern', 'Trauer', 'in der Vergangenheit verharren'],
      reversed: ['loslassen', 'Annahme', 'weitergehen', 'Hoffnung finden'],
    },
    upright:
      'Du trauerst um etwas Verlorenes: eine Beziehung, eine Gelegenheit, eine Erwartung, aus der nichts wurde. Die Fünf der Kelche nimmt diese Traurigkeit ernst und erinnert dich zugleich daran, dass hinter dir noch zwei Kelche stehen. Erlaube dir, traurig zu sein, aber vergiss nicht, was noch immer wertvoll ist.',
    reversed:
      'Du beginnst, das Bedauern loszulassen und dich langsam umzudrehen, um zu sehen, was geblieben ist. Umgekehrt bedeutet die Fünf Heilung und Annahme, dir selbst und anderen zu vergeben. Die Vergangenheit lässt sich nicht ändern, aber du kannst wählen, wohin du von hier aus gehst.',
    interpretation:
      'Die Fünf der Kelche ist Mars im Skorpion, tiefer Verlust und das allmähliche Sich-Setzen starker Gefühle. Ihre Lektion lautet, dass Trauer durchlebt und nicht übersprungen werden will. Wenn sie erscheint, gib dir Zeit zum Trauern und zähl die Menschen und Dinge, die noch an deiner Seite stehen.',
    imagery:
      'Eine Gestalt in schwarzem Umhang steht mit gesenktem Kopf vor drei umgestoßenen Kelchen, deren Inhalt über den Boden rinnt; hinter ihr stehen noch zwei Kelche aufrecht. In der Ferne fließt ein Fluss unter einer Brücke, die zu einer Burg führt. Der Umhang ist Trauer, die umgestoßenen Kelche sind das Verlorene, und die beiden Kelche und die Brücke erinnern daran, dass Hoffnung und ein Weg nach vorn bleiben.',
    areas: {
      love: {
        upright:
          'Traurigkeit über eine Trennung oder Enttäuschung und ein Sog in die Vergangenheit. Nimm dir Zeit, aber verschließ dein Herz nicht.',
        reversed: 'Der Schmerz lässt nach; du kannst der Vergangenheit ruhig begegnen und der Liebe wieder vertrauen.',
      },
      career: {
        upright:
          'Ein Rückschlag oder ein gescheiterter Plan. Bevor du dir Vorwürfe machst, schau, welche Mittel du noch hast.',
        reversed: 'Du lernst aus dem Scheitern und findest deine Richtung; zieh Bilanz, dann fang neu an.',
      },
      wealth: {
        upright:
          'Ein Verlust oder eine schlechte Anlage. Lauf ihm nicht hinterher, indem du noch mehr Geld hineinsteckst.',
        reversed: 'Die Verluste hören auf, und du gehst sorgfältiger mit Geld um.',
      },
      health: {
        upright:
          'Gedrückte Stimmung lastet auf deinem Körper; achte auf Schlaf und Mahlzeiten. Wenn die Trauer zu lange anhält, hol dir professionelle Unterstützung.',
        reversed: 'Deine Stimmung hebt sich langsam, und dein Körper folgt.',
      },
    },
  },
  'cups-06': {
    keywords: {
      upright: ['Nostalgie', 'Unschuld', 'Kindheit', 'eine alte Liebe'],
      reversed: [
        'in der Vergangenheit leben',
        'nicht erwachsen werden wollen',
        'aufgerissene alte Wunden',
        'nach vorn schauen',
      ],
    },
    upright:
      'Süße Erinnerungen strömen zurück: Eine alte Freundin meldet sich, ein Besuch an einem vertrauten Ort, eine schlichte Geste der Freundlichkeit. Die Sechs der Kelche bringt Wärme und Unschuld und erinnert dich daran, das innere Kind wiederzufinden, das so leicht glücklich war, und auf einfache Weise zu lieben.',
    reversed:
      'Vielleicht hängst du zu sehr an der Vergangenheit, vergleichst das Heute mit alten Erinnerungen oder kannst alte Menschen und Ereignisse nicht loslassen. Umgekehrt kann die Sechs auch bedeuten, dass du endlich bereit bist, dich von der Vergangenheit zu verabschieden, ein Stück erwachsener zu werden und auf Gegenwart und Zukunft zu schauen.',
    interpretation:
      'Die Sechs der Kelche ist die Sonne im Skorpion, das warme Leuchten emotionaler Erinnerung. Ihre Lektion lautet, dass Erinnerungen dich nähren, aber nicht gefangen halten sollen. Wenn sie erscheint, melde dich bei einem alten Freund oder tu etwas, das du als Kind geliebt hast – und frag dich auch, was für ein Leben du dir jetzt wünschst.',
    imagery:
      'In einem stillen Hof reicht ein kleiner Junge einem kleinen Mädchen einen mit weißen Blumen gefüllten Kelch; um sie herum stehen fünf weitere Kelche voller Blumen. Dahinter stehen alte Häuser, und ein Wächter geht davon. Die Kinder sind Unschuld und Wohlwollen, die Blumen glückliche Erinnerungen, und der fortgehende Wächter ist ein Zeichen dafür, dass das Herz an einem sicheren Ort seine Abwehr sinken lassen kann.',
    areas: {
      love: {
        upright:
          'Ein Ex taucht vielleicht wieder auf, oder du und dein Gegenüber erinnert euch daran, wie ihr euch kennengelernt habt. Schlichte Zuneigung erobert Herzen.',
        reversed:
          'Hör auf, die Gegenwart mit der Vergangenheit zu vergleichen, sonst verpasst du den Menschen vor dir.',
      },
      career: {
        upright: 'Wieder mit früheren Kollegen oder Kundinnen arbeiten; frühere Erfahrung zahlt sich aus.',
        reversed: 'Wer an alten Methoden festhält, verliert den Anschluss an das Neue.',
      },
      wealth: {
        upright:
          'Hilfe aus der Familie oder eine alte Schuld, die zurückgezahlt wird; Geld für das Zuhause ist gut angelegt.',
        reversed: 'Sentimentalität oder Verpflichtungen kosten zu viel. Gib mit klarem Kopf aus.',
      },
      health: {
        upright: 'Vertraute Routinen helfen dir zu entspannen; ein Besuch in der Heimat könnte dich wieder aufbauen.',
        reversed:
          'Alte Gewohnheiten oder Verletzungen beeinträchtigen deine Gesundheit. Versuch, neue, gesündere aufzubauen.',
      },
    },
  },
  'cups-07': {
    keywords: {
      upright: ['Fantasie', 'zu viele Möglichkeiten', 'Tagträume', 'Versuchung'],
      reversed: ['zurück in die Wirklichkeit', 'klar sehen', 'eine Wahl treffen', 'Aufwachen'],
    },
    upright:
      'Unzählige Möglichkeiten scheinen vor dir zu schweben, jede davon glitzernd. Die Sieben der Kelche zeigt eine reiche Vorstellungskraft, die sich leicht verirren kann: Träume sind schön, aber nicht jeder ist umsetzbar. Sortiere, was du wirklich willst, von dem, was nur eine flüchtige Fantasie ist.',
    reversed:
      'Der Nebel hebt sich, und du beginnst klar zu sehen, nicht länger geblendet von der Oberfläche. Umgekehrt bedeutet die Sieben, aus Tagträumen aufzuwachen, eine praktische Wahl zu treffen und bereit zu sein, danach zu handeln.',
    interpretation:
      'Die Sieben der Kelche ist Venus im Skorpion, wo sich Begehren und Fantasie verstricken. Ihre Lektion lautet, dass Träume festen Boden brauchen. Wenn sie erscheint, schreib deine Wünsche auf, frag dich bei jedem, was du dafür zu geben bereit wärst, und wähle dann einen und fang an.',
    imagery:
      'Eine Gestalt, von hinten gesehen, steht vor einer Wolke, in der sieben Kelche schweben; darin ein Kopf, eine verhüllte Gestalt, eine Schlange, eine Burg, Juwelen, ein Lorbeerkranz und ein Drache. Jeder Kelch ist eine Versuchung oder ein Traum – Ruhm, Reichtum, Liebe, Gefahr –, und die Wolken zeigen, dass keiner davon schon wirklich ist: Sie wollen auseinandergehalten werden.',
    areas: {
      love: {
        upright:
          'Zu viele Fantasien über die Liebe oder die Anziehung zu mehreren Menschen zugleich. Sieh, wer jemand wirklich ist, bevor du dich hineinstürzt.',
        reversed: 'Du erwachst aus unrealistischen Erwartungen und siehst die Beziehung, wie sie ist.',
      },
      career: {
        upright:
          'Zu viele Ideen und zu wenig Fokus; hüte dich vor großen Projekten ohne Substanz. Wähle das umsetzbarste.',
        reversed: 'Die Richtung wird endlich klar; du gehst vom Träumen zum Tun über.',
      },
      wealth: {
        upright:
          'Pass auf bei verlockenden Anlagen oder Angeboten, schnell reich zu werden; das können gut Fallen sein.',
        reversed: 'Du durchschaust zweifelhafte Geldmodelle und kehrst zu einem soliden Plan zurück.',
      },
      health: {
        upright:
          'Unregelmäßige Gewohnheiten und zerstreute Aufmerksamkeit; achte auf Fluchten wie lange Nächte und endloses Scrollen.',
        reversed: 'Du beginnst, auf deinen Körper zu hören, und passt deine Lebensweise an.',
      },
    },
  },
  'cups-08': {
    keywords: {
      upright: ['weggehen', 'Sinnsuche', 'loslassen', 'eine Wende nehmen'],
      reversed: ['Unentschlossenheit', 'Angst vor Veränderung', 'umkehren', 'ziellos treiben'],
    },
    upright:
      'Du hast erkannt, dass das, was du hast, dich innerlich nicht mehr erfüllt, auch wenn es von außen gut aussieht. Die Acht der Kelche ist der Mut zu gehen: aus einer Beziehung, einem Job oder einer Lebensweise, auf der Suche nach tieferem Sinn. Gehen ist nicht leicht, aber du weißt, dass du musst.',
    reversed:
      'Du willst gehen, traust dich aber nicht, oder du bist gegangen und schaust ständig zurück. Umgekehrt kann die Acht auch bedeuten, ziellos zu treiben, um etwas auszuweichen. Frag dich: Suchst du etwas, oder läufst du nur vor etwas weg?',
    interpretation:
      'Die Acht der Kelche ist Saturn in den Fischen, Gefühl, das in eine Sinnsuche mündet. Ihre Lektion lautet, dass manches Loslassen der Weg ist, ganzer zu werden. Wenn sie erscheint, prüfe ehrlich, was nicht mehr zu dir passt, und erlaube dir einen sanften Abschied.',
    imagery:
      'Unter dem Mond stützt sich eine Gestalt in rotem Umhang auf einen Stab und wendet sich von acht ordentlich gestapelten Kelchen ab, den fernen Bergen entgegen. Der Mond zeigt zugleich ein volles und ein sichelförmiges Gesicht. Die gestapelten Kelche sind Gefühle, die in die Vergangenheit investiert wurden, die Wanderung ist die Suche nach höherem Sinn, und der Mond ist ein Zeichen, dass dieser Weg mit der Intuition gegangen wird.',
    areas: {
      love: {
        upright:
          'Du erkennst, dass diese Beziehung dich nicht mehr wachsen lässt, und trittst vielleicht zurück – für immer oder fürs Erste.',
        reversed:
          'Hin- und hergerissen zwischen Gehen und Bleiben; das ewige Hin und Her erschöpft dich nur. Gib dir eine klare Antwort.',
      },
      career: {
        upright: 'Die Arbeit hat ihren Sinn verloren; du denkst über ein neues Feld oder eine neue Richtung nach.',
        reversed: 'Den Job wechseln wollen, aber nie handeln – oder aus einer Laune heraus ohne Plan kündigen.',
      },
      wealth: {
        upright:
          'Bereit, kurzfristigen Gewinn für ein längerfristiges Ziel aufzugeben; eine gute Zeit, den Umgang mit Geld zu überdenken.',
        reversed: 'Unentschlossenheit in Geldfragen verschenkt Chancen zwischen zwei Möglichkeiten.',
      },
      health: {
        upright: 'Du musst dich aus einem kräftezehrenden Umfeld zurückziehen und dir Zeit zur Erholung geben.',
        reversed:
          'Die Warnsignale deines Körpers zu übergehen löst nichts; wenn eine Untersuchung fällig ist, geh hin.',
      },
    },
  },
  'cups-09': {
    keywords: {
      upright: ['erfüllte Wünsche', 'Zufriedenheit', 'Genuss', 'Selbstzufriedenheit'],
      reversed: ['nie zufrieden', 'Selbstgefälligkeit', 'hohles Vergnügen', 'unerfüllte Wünsche'],
    },
    upright:
      'Dies ist die Wunschkarte: Was du dir erhofft hast, wird wahrscheinlich wahr, und du fühlst dich zutiefst zufrieden. Die Neun der Kelche ermutigt dich, das Erreichte zu genießen, dir etwas zu gönnen und stolz auf deinen Einsatz zu sein.',
    reversed:
      'Der Wunsch scheint sich erfüllt zu haben, und doch fühlt sich etwas unbefriedigt an; oder du bist selbstgefällig und maßlos geworden. Umgekehrt bittet dich die Neun, echtes Glück von oberflächlicher Befriedigung zu unterscheiden und deine Freude nicht allein an Dinge zu hängen.',
    interpretation:
      'Die Neun der Kelche ist Jupiter in den Fischen, Fülle im Gefühl und in der materiellen Welt. Ihre Lektion lautet, dass Zufriedenheit aus Wertschätzung entsteht. Wenn sie erscheint, schreib die kleinen Wünsche auf, die sich zuletzt erfüllt haben, und danke dir selbst – dann überleg, was dir als Nächstes echtes Glück bringen würde.',
    imagery:
      'Ein gut gekleideter Mann sitzt zufrieden mit verschränkten Armen auf einer Holzbank. Hinter ihm stehen auf einem gebogenen, blau verhängten Tisch neun goldene Kelche in einer ordentlichen Reihe. Sein Gesicht ist selbstsicher und zufrieden. Der Bogen aus Kelchen ist Erfüllung, die verschränkten Arme sind Stolz auf das Erreichte, und der leuchtend gelbe Hintergrund ist Freude und Zuversicht.',
    areas: {
      love: {
        upright:
          'Wünsche in der Liebe erfüllen sich: Singles begegnen vielleicht ihrem Ideal, Paare fühlen sich liebevoll und zufrieden.',
        reversed:
          'Zu viel von der Liebe zu verlangen oder nur auf den äußeren Schein zu achten, macht echte Zufriedenheit schwer.',
      },
      career: {
        upright: 'Ziele erreicht, mit Anerkennung oder Belohnung; gönn dir ein wenig.',
        reversed: 'Sich auf Lorbeeren ausruhen und Probleme übersehen, die sich zusammenbrauen.',
      },
      wealth: {
        upright: 'Glück mit Geld; das Einkommen ist stabil, vielleicht sogar mit einem Bonus.',
        reversed: 'Geld nur fürs Vergnügen verprassen. Behalte das Budget im Auge.',
      },
      health: {
        upright: 'Du fühlst dich wohl; genieße gutes Essen und Freizeit, in Maßen.',
        reversed: 'Maßlosigkeit schadet deiner Gesundheit. Achte auf Gewicht und Schlaf.',
      },
    },
  },
  'cups-10': {
    keywords: {
      upright: ['Familienglück', 'Erfüllung', 'Harmonie', 'Zugehörigkeit'],
      reversed: ['Familienkonflikt', 'harmonische Fassade', 'unterschiedliche Werte', 'Distanz'],
    },
    upright:
      'Ein Regenbogen spannt sich über den Himmel, und deine Liebsten sind nah. Die Zehn der Kelche ist emotionale Erfüllung: ein harmonisches Zuhause, eine gefestigte Beziehung, ein Gefühl der Zugehörigkeit. Schenk den Menschen, die du liebst, deine Zeit und erlaube dir zu spüren, wie sehr du geliebt wirst.',
    reversed:
      'An der Oberfläche sieht alles gut aus, doch darunter herrscht Spannung; oder Familienmitglieder haben so unterschiedliche Werte, dass echte Gespräche schwerfallen. Umgekehrt erinnert dich die Zehn daran, dass Glück durch ehrliche Gespräche lebendig bleibt, nicht durch das Aufrechterhalten eines perfekten Bildes.',
    interpretation:
      'Die Zehn der Kelche ist Mars in den Fischen, das glückliche Ende der Reise des Gefühls. Ihre Lektion lautet, dass Glück keine Ziellinie ist, sondern tägliche Pflege. Wenn sie erscheint, plane ein Familienessen oder eine Verabredung mit deinem Gegenüber und sprich deinen Dank laut aus.',
    imagery:
      'Ein Paar steht eng umschlungen und hebt die Arme zu einem Regenbogen mit zehn goldenen Kelchen, während zwei Kinder Hand in Hand neben ihnen tanzen. In der Ferne liegen ein Haus und ein Fluss. Der Regenbogen ist Segen und Versprechen, die tanzenden Kinder sind die Freude einer Familie, und das friedliche Zuhause ist der Ort, an den das Herz gehört.',
    areas: {
      love: {
        upright:
          'Stabile, glückliche Liebe; eine gute Zeit, über die Zukunft zu sprechen oder die Familie kennenzulernen. Singles begegnen vielleicht jemandem, mit dem sie ein Leben teilen können.',
        reversed:
          'Verborgene Spannung in der Beziehung; äußere Harmonie ist kein echtes Glück. Sprecht ehrlich miteinander.',
      },
      career: {
        upright: 'Ein warmes Arbeitsumfeld, in dem sich das Team wie eine Familie unterstützt.',
        reversed:
          'Arbeit und Zuhause lassen sich schwer vereinbaren, oder das Team ist nach außen höflich, aber gespalten.',
      },
      wealth: {
        upright: 'Die Haushaltsfinanzen sind stabil; plane langfristig, etwa für ein Zuhause oder Ersparnisse.',
        reversed: 'Haushaltsausgaben sorgen für Unstimmigkeiten. Bringt die Geldfrage offen auf den Tisch.',
      },
      health: {
        upright: 'Der Rückhalt der Familie hält dich ruhig und gesund.',
        reversed:
          'Familiärer Druck drückt auf deine Stimmung und deinen Schlaf. Denk daran, auch für dich selbst zu sorgen.',
      },
    },
  },
  'cups-11': {
    keywords: {
      upright: ['gute Nachrichten', 'Feinfühligkeit', 'Kreativität', 'eine zärtliche Geste'],
      reversed: ['Launenhaftigkeit', 'Unreife', 'Fantasterei', 'schlechte Nachrichten'],
    },
    upright:
      'Eine sanfte Überraschung ist unterwegs: ein Liebesgeständnis, eine gute Nachricht oder eine plötzliche kreative Idee. Der Bube der Kelche bringt die Neugier und Feinfühligkeit eines Kindes mit und ermutigt dich, deiner Intuition zu vertrauen und auszudrücken, was du fühlst.',
    reversed:
      'Die Stimmung schwankt, und Kleinigkeiten verletzen, oder es flammt Ärger auf; oder eine Nachricht, auf die du gewartet hast, kommt nicht. Umgekehrt erinnert dich der Bube daran, dass Feinfühligkeit eine Gabe ist – aber eine, um die du dich kümmern musst, statt dich von ihr beherrschen zu lassen.',
    interpretation:
      'Der Bube der Kelche trägt das Element Wasser in seiner reinsten, jüngsten Form: ein Lehrling in der Welt der Gefühle. Seine Lektion ist, mit offenem Herzen zu fühlen und zu lernen, Gefühl in Handlung zu verwandeln. Wenn er erscheint, schreib ein kleines Gedicht, zeichne etwas oder sag jemandem einfach, dass du ihn vermisst.',
    imagery:
      'Ein junger Mann in einem geblümten Gewand steht am Meer und hält einen goldenen Kelch, aus dem ein kleiner Fisch hervorlugt; neugierig betrachtet er ihn. Hinter ihm rollen Wellen. Der Fisch ist plötzliche Inspiration und Intuition, sein neugieriger Blick ein offenes Herz und das Meer die tiefe Welt der Gefühle.',
    areas: {
      love: {
        upright: 'Ein Geständnis oder ein flirtendes Signal kommt vielleicht; drück dich sanft und aufrichtig aus.',
        reversed: 'Launen oder zu große Abhängigkeit von der Reaktion des anderen machen dich unruhig.',
      },
      career: {
        upright: 'Kreative Ideen sprudeln; gut für Gestaltung, Schreiben und fantasievolle Arbeit.',
        reversed: 'Eine unreife Haltung bei der Arbeit oder Gefühle, die das Urteil trüben.',
      },
      wealth: {
        upright: 'Ein kleiner unerwarteter Gewinn oder eine gute Nachricht, wenn auch keine große Summe.',
        reversed: 'Impulskäufe oder Geldverwaltung allein nach Gefühl.',
      },
      health: {
        upright: 'Gefühle und Körper hängen eng zusammen; gute Laune hilft deiner Gesundheit.',
        reversed: 'Stimmungsschwankungen beeinflussen Appetit und Schlaf; versuch, Gefühle im Tagebuch herauszulassen.',
      },
    },
  },
  'cups-12': {
    keywords: {
      upright: ['Romantik', 'Werben', 'eine Einladung', 'Idealismus'],
      reversed: ['unrealistisch', 'launisch', 'unaufrichtig', 'Bindungsscheu'],
    },
    upright:
      'Ein Ritter nähert sich langsam, hält einen Kelch vor sich und bringt eine romantische Einladung oder einen poetischen Antrag. Der Ritter der Kelche bedeutet, deinem Herzen zu etwas Schönem zu folgen: einer Liebesgeschichte, einem künstlerischen Projekt oder einer Reise voller Gefühl.',
    reversed:
      'Die Romantik ist zu bloßem Gerede geworden: Versprechen klingen schön, aber Taten folgen nie, oder Gefühle kommen schnell und gehen genauso schnell. Umgekehrt bittet dich der Ritter, auf die Wahrheit hinter süßen Worten zu schauen und nicht nur in deiner Vorstellung zu leben.',
    interpretation:
      'Der Ritter der Kelche entspricht den Fischen, Gefühl, das sich auf die Suche nach einem Ideal macht. Seine Lektion ist, der Romantik festen Boden zu geben. Wenn er erscheint, geh einen konkreten Schritt auf den Traum in deinem Herzen zu: Melde dich für einen Kurs an, oder lade diesen Menschen zu einem Treffen ein.',
    imagery:
      'Ein Ritter in silberner Rüstung reitet auf einem weißen Pferd im Schritt und hält einen goldenen Kelch waagerecht vor sich; Helm und Fersen tragen Flügel. Vor ihm fließt ein Bach. Das langsame weiße Pferd ist Sanftheit und Ruhe, der waagerecht gehaltene Kelch ein aufrichtig dargebotenes Herz, die Flügel sind Vorstellungskraft und Ideale, und der Bach steht für die Gefühle, die noch durchquert werden wollen.',
    areas: {
      love: {
        upright:
          'Ein romantisches Werben oder eine Einladung zu einem Date kommt vielleicht; die Liebe bekommt einen poetischen Schimmer.',
        reversed: 'Der andere redet vielleicht nur, oder du bist es, der bei der Verbindlichkeit zögert.',
      },
      career: {
        upright: 'Gut für kreative Vorschläge und für Arbeit in Kunst, Gestaltung oder Dienstleistung.',
        reversed: 'Viele Ideen, aber wenig Umsetzung; die Begeisterung verfliegt schnell.',
      },
      wealth: {
        upright: 'Eine Chance, mit einer Leidenschaft Geld zu verdienen, aber sie braucht Planung.',
        reversed: 'Zu viel Geld für Romantik oder Ideale. Leb im Rahmen deiner Mittel.',
      },
      health: {
        upright: 'Eine leichte Stimmung hilft der Erholung; probier sanfte Bewegung wie Yoga oder Schwimmen.',
        reversed: 'Stimmungsschwankungen beeinträchtigen deine Gesundheit; achte auf Alkohol und lange Nächte.',
      },
    },
  },
  'cups-13': {
    keywords: {
      upright: ['Sanftheit', 'Einfühlungsvermögen', 'Intuition', 'Fürsorge'],
      reversed: ['emotionale Abhängigkeit', 'zu viel Geben', 'Überempfindlichkeit', 'sich selbst verlieren'],
    },
    upright:
      'Du bist sanft und feinfühlig und spürst Gefühle, die andere unausgesprochen lassen. Die Königin der Kelche ist reife Liebe und Einfühlungsvermögen: für andere sorgen und dabei auf die eigene innere Stimme hören. Vertrau deiner Intuition; sie zeigt dir den Weg.',
    reversed:
      'Du gibst anderen zu viel und vergisst dich selbst, oder deine Gefühle sind so voll, dass dich Freud und Leid anderer mitreißen. Umgekehrt bittet dich die Königin, Grenzen zu setzen: Güte ist kostbar, aber sei zuerst gütig zu dir selbst.',
    interpretation:
      'Die Königin der Kelche entspricht dem Krebs, dem reinsten und tiefsten Ausdruck des Gefühls. Ihre Lektion lautet, dass du nach dem Mitfühlen zu dir selbst zurückkehren musst. Wenn sie erscheint, gönn dir etwas stille Zeit, ein Bad oder Musik, und frag dich, was du gerade wirklich brauchst.',
    imagery:
      'Eine Königin sitzt auf einem Thron am Ufer und hält einen kunstvollen goldenen Deckelkelch in beiden Händen, den sie versunken betrachtet. In den Thron sind kleine Engel geschnitzt, und zu ihren Füßen liegen bunte Kiesel und Meerwasser. Der geschlossene Kelch ist tiefes Gefühl und Intuition, ihr Blick ist Besinnung, und das Wasser, das an ihre Füße spült, ist ihre Nähe zur Welt der Gefühle.',
    areas: {
      love: {
        upright:
          'Die Liebe ist voller Zärtlichkeit und Verständnis; eine gute Zeit, Fürsorge zu zeigen und die Bindung zu vertiefen.',
        reversed:
          'In der Liebe so viel geben, dass du dich selbst verlierst, oder dich emotional auf dein Gegenüber stützen.',
      },
      career: {
        upright: 'Gut geeignet für Arbeit, die Einfühlungsvermögen verlangt: Beratung, Lehre, Pflege oder Gestaltung.',
        reversed: 'Die Stimmungen der Kollegen treffen dich zu sehr und lassen dich ausgelaugt zurück.',
      },
      wealth: {
        upright: 'Wenn du beim Geld deinem Bauchgefühl folgst, prüfe es noch einmal mit dem Verstand.',
        reversed: 'Aus Weichherzigkeit Geld verleihen oder für Gefühle ausgeben; wahre deine Grenzen.',
      },
      health: {
        upright:
          'Kümmere dich um deine seelische Gesundheit und ruh dich gut aus; auch dein Körper wird sich entspannen.',
        reversed:
          'Emotionale Erschöpfung wirkt sich auf deinen Körper aus; hol dir bei Bedarf professionelle Unterstützung.',
      },
    },
  },
  'cups-14': {
    keywords: {
      upright: ['emotionale Reife', 'Großzügigkeit', 'Ruhe', 'Weisheit'],
      reversed: ['unterdrückte Gefühle', 'Manipulation', 'Kälte', 'Unberechenbarkeit'],
    },
    upright:
      'Du kannst im Sturm ruhig bleiben, andere verstehen und dabei dich selbst nicht verlieren. Der König der Kelche ist emotionale Reife und Großzügigkeit: weder vom Gefühl überschwemmt noch es verleugnend. Deine Sanftheit und Beständigkeit geben den Menschen um dich herum Sicherheit.',
    reversed:
      'Ruhig an der Oberfläche, mit sehr viel Unterdrücktem darunter; oder Gefühle werden mit Kälte und Kontrolle behandelt. Umgekehrt erinnert dich der König daran, dass Reife nicht bedeutet, nie Gefühle zu zeigen, sondern ihnen ehrlich und freundlich zu begegnen.',
    interpretation:
      'Der König der Kelche entspricht dem Skorpion, einem Anführer, der tiefe Gefühle meistern kann. Seine Lektion ist, Verstand und Gefühl ins Gleichgewicht zu bringen. Wenn er erscheint und ein Konflikt aufkommt, atme zuerst tief durch und nenne dann mit ruhiger Stimme deine Bedürfnisse.',
    imagery:
      'Ein König sitzt auf einem steinernen Thron, der auf einer aufgewühlten See treibt, einen Kelch in der einen und ein Zepter in der anderen Hand, mit ruhigem Ausdruck. Auf der einen Seite springt ein Fisch aus dem Wasser, auf der anderen segelt ein Schiff. Die raue See ist vielschichtiges Gefühl, die Ruhe des Königs seine Meisterschaft darüber, und Fisch und Schiff zeigen, wie er sich frei zwischen Gefühl und praktischem Leben bewegt.',
    areas: {
      love: {
        upright:
          'Ein reifes, beständiges Gegenüber oder eine Beziehung, die auf Verständnis beruht; gut für die Dauer.',
        reversed:
          'Unterdrückte Gefühle oder ein kalter Krieg, bei dem einer durch Distanz kontrolliert. Sprecht aufrichtig miteinander.',
      },
      career: {
        upright: 'Gut geeignet zum Führen oder Vermitteln, um das Team sanft zu leiten.',
        reversed:
          'Bei der Arbeit zu lange Gefühle verbergen oder mit einer manipulativen Führungskraft oder einem solchen Kollegen zu tun haben.',
      },
      wealth: {
        upright: 'Beständige Geldverwaltung; du gehst gelassen mit finanziellen Fragen um.',
        reversed:
          'Gefühle beeinflussen deine Geldentscheidungen; triff keine großen Entscheidungen, wenn du aufgewühlt bist.',
      },
      health: {
        upright: 'Gleichgewicht von Körper und Seele; emotionale Stabilität stützt deine Gesundheit.',
        reversed: 'Lange unterdrückte Gefühle können sich auf den Körper auswirken; lerne, Druck herauszulassen.',
      },
    },
  },
};
