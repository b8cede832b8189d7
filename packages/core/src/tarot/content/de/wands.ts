import type { CardBodyTable } from '../../types';

export const wands: CardBodyTable = {
  'wands-01': {
    keywords: {
      upright: ['Inspiration', 'Neustart', 'schöpferischer Funke', 'Begeisterung'],
      reversed: ['Verzögerungen', 'wenig Antrieb', 'kreative Blockade', 'Fehlstarts'],
    },
    upright:
      'In dir hat etwas Feuer gefangen: eine Idee, ein Projekt, der plötzliche Drang, etwas auszuprobieren. Das Ass der Stäbe reicht dir rohe schöpferische Energie, solange sie noch heiß ist. Jetzt ist nicht der Moment, den Plan einen weiteren Monat lang zu polieren; jetzt ist der Moment, einen kleinen, echten Schritt zu gehen und den Schwung den Rest erledigen zu lassen. Die Gelegenheit liegt schon in deiner Hand. Die Frage ist, ob du zugreifst.',
    reversed:
      'Der Funke ist da, aber er verglimmt immer wieder wie ein feuchtes Streichholz. Vielleicht hast du Ideen in Hülle und Fülle, aber keinen Ansatzpunkt, oder der Zweifel löscht jede, bevor sie zünden kann. Das umgekehrte Ass sagt nicht, dass die Chance vorbei ist. Es fragt, was dein Feuer schwächt: Erschöpfung, Angst vor dem Scheitern oder ein Ziel, das nie wirklich deines war?',
    interpretation:
      'Als reine Wurzel des Feuers ist dieses Ass der Same von allem, was du erschaffen könntest. Seine Lektion lautet, dass Feuer Brennstoff und eine Feuerstelle braucht. Leidenschaft ohne Erdung brennt schnell aus; ein Plan ohne Leidenschaft wird zur lästigen Pflicht. Wenn diese Karte auftaucht, schreib die Ideen auf, die dir im Kopf herumschwirren, kreise die eine ein, bei der dein Puls schneller geht, und tu in dieser Woche eine konkrete Sache dafür. Anfangen ist die beste Art, das Streichholz anzuzünden.',
    imagery:
      'Eine Hand kommt aus einer Wolke und hält einen kräftigen Holzstab, an dem frische Blätter sprießen; einige davon schweben zu Boden. Darunter liegen eine Burg auf einem Hügel, ein gewundener Fluss und sanftes grünes Land unter hellem Himmel. Die Hand deutet ein Geschenk von jenseits an – oder aus tiefstem Inneren; der knospende Stab ist rohe Lebenskraft; die Burg ist ein Ziel, das noch erreicht werden will; der Fluss erinnert daran, dass Inspiration fließen muss, um etwas zu nähren.',
    areas: {
      love: {
        upright:
          'Ein neuer Funke liegt in der Luft, ob eine aufregende Begegnung oder frische Glut in einer vertrauten Beziehung. Sei ein bisschen mutig und zeig dein Interesse.',
        reversed:
          'Heute heiß, morgen kühl, oder ihr wartet beide darauf, dass der andere den ersten Schritt macht. Bevor aus Zögern Distanz wird, frag dich, ob du das wirklich willst.',
      },
      career: {
        upright:
          'Eine großartige Zeit, eine Idee vorzustellen, ein Projekt zu starten oder ein Nebenvorhaben zu testen. Deine Eigeninitiative ist gerade ungewöhnlich sichtbar, also setz sie ein.',
        reversed:
          'Das Projekt kommt einfach nicht in Gang. Schrumpf das Ziel auf den kleinstmöglichen ersten Schritt, geh ihn und passe unterwegs an.',
      },
      wealth: {
        upright:
          'Eine neue Einkommensidee oder Partnerschaft ist vielleicht einen ernsthaften Blick wert. Probier es im Kleinen, beweise, dass es funktioniert, und denk erst dann über mehr Einsatz nach.',
        reversed:
          'Impulskäufe und spontane Wetten verpuffen wahrscheinlich. Schreib die Idee auf, schlaf ein paar Tage darüber und entscheide dann.',
      },
      health: {
        upright:
          'Deine Energie kehrt zurück. Fang eine Bewegungsgewohnheit rund um etwas an, das dir wirklich Spaß macht, und lass deinen Körper seinen Rhythmus wiederentdecken.',
        reversed:
          'Fühlst du dich matt und antriebslos? Bring erst deinen Schlaf und deinen Tagesrhythmus in Ordnung, bevor du mehr Druck machst, und lass dich untersuchen, wenn die Müdigkeit anhält.',
      },
    },
  },
  'wands-02': {
    keywords: {
      upright: ['Planung', 'Weitblick', 'Entscheidungen', 'die Komfortzone verlassen'],
      reversed: ['Unentschlossenheit', 'Angst vor dem Unbekannten', 'stockende Pläne', 'auf Nummer sicher gehen'],
    },
    upright:
      'Du hast etwas Solides aufgebaut, und jetzt wandert dein Blick zum Horizont. Die Zwei der Stäbe ist die Karte der Planenden: am Rand des Bekannten stehen und abwägen, wohin es als Nächstes gehen soll und ob du vertrauten Boden verlassen willst. Sie drängt dich, aus vagen Träumen eine echte Landkarte zu machen und eine bewusste Entscheidung über deine Zukunft zu treffen, statt in eine hineinzutreiben.',
    reversed:
      'Ein Teil von dir weiß, dass da draußen eine größere Welt wartet, und doch brichst du immer wieder nicht auf. Vielleicht fürchtest du, die Sicherheit zu verlieren, die du hast, oder du planst schon so lange, dass der Mut still versickert ist. Die umgekehrte Zwei ist ein sanfter Stups: Du kannst ewig von den Zinnen aus zuschauen, aber die Welt kommt nicht von selbst ans Tor.',
    interpretation:
      'Mit Mars im Widder verbunden, trägt die Zwei einen Pioniergeist, der die Burg noch nicht verlassen hat. Ihre Lektion ist das Abwägen zwischen Sicherheit und Wachstum. Du musst nicht alles auf einmal setzen, aber du musst dir eingestehen, dass du mehr willst. Frag dich, welchen Weg du wählen würdest, wenn Scheitern keine Sorge wäre. Dann schreib drei kleine Schritte auf diesem Weg auf, die du bald ausprobieren kannst, damit aus Weitblick Bewegung wird.',
    imagery:
      'Ein Mann in rotem Umhang steht auf einer Burgmauer, einen kleinen Globus in der einen und einen Stab in der anderen Hand, während ein zweiter Stab neben ihm an der Mauer befestigt ist. Er blickt über Meer und Land. Der Globus ist die Welt, die er sich in seiner Hand vorstellt; die beiden Stäbe sind das, was er erreicht hat, und das, was er noch verfolgen will; die roten Rosen und weißen Lilien in der Nähe halten Leidenschaft und reine Absicht im Gleichgewicht.',
    areas: {
      love: {
        upright:
          'Du denkst ernsthaft darüber nach, wohin diese Beziehung führt, oder wägst zwei Wege ab. Sag klar, was du dir erhoffst, und der Weg nach vorn wird deutlicher.',
        reversed:
          'Die Angst vor Veränderung hält dich womöglich an einem Ort, der nicht mehr passt. Ist es Liebe, die dich dort hält, oder nur die Scheu vor dem Unbekannten?',
      },
      career: {
        upright:
          'Ein guter Zeitpunkt für langfristige Planung: neue Märkte, ein beruflicher Richtungswechsel, eine Stelle im Ausland. Recherchiere gründlich und entscheide dann mutig.',
        reversed:
          'Viel Planung, sehr wenig Bewegung, und das Zeitfenster schließt sich vielleicht. Setz dir eine feste Frist für deine Entscheidung.',
      },
      wealth: {
        upright:
          'Überprüfe, wie deine Mittel verteilt sind, und denk langfristig. Blick weit voraus, aber sorge dafür, dass jeder Schritt auf solidem Nachdenken ruht.',
        reversed:
          'Endloses Warten kann dich den richtigen Moment kosten, doch ängstliche Hast ist nicht besser. Werde dir zuerst klar, was dein Geld eigentlich für dich tun soll.',
      },
      health: {
        upright:
          'Entwirf einen längerfristigen Plan für dein Wohlbefinden, etwa ein Fitnessziel für die ganze Saison oder einen verlässlicheren Schlafrhythmus. Eine Richtung macht Beständigkeit leichter.',
        reversed:
          'Viele Vorsätze, keine Startlinie, und der Stress häuft sich. Wähle eine winzige Gewohnheit und fang dort an, statt auf den perfekten Plan zu warten.',
      },
    },
  },
  'wands-03': {
    keywords: {
      upright: ['Ausdehnung', 'Voraussicht', 'auf Ergebnisse warten', 'Zusammenarbeit'],
      reversed: ['Verzögerungen', 'Enttäuschung', 'enger Blick', 'mangelnde Vorbereitung'],
    },
    upright:
      'Die Samen, die du gesät hast, beginnen zu antworten. Deine Pläne haben die Segel gesetzt, und was du jetzt brauchst, sind Geduld und ein weiterer Blick. Die Drei der Stäbe spricht von Wachstum über deine üblichen Grenzen hinaus: Partnerschaften, Gelegenheiten in der Ferne, neue Kreise. Die Vorarbeit hast du geleistet. Vertrau dem Prozess und behalte den Horizont im Auge, denn dort draußen nehmen schon neue Möglichkeiten Gestalt an.',
    reversed:
      'Die Schiffe verspäten sich. Ergebnisse, mit denen du gerechnet hast, sind nicht eingetroffen, oder die Dinge entwickeln sich anders als erhofft. Vielleicht hatte die Vorbereitung Lücken, oder du hast durch eine zu enge Linse geschaut. Die umgekehrte Drei bittet dich, die Details noch einmal zu prüfen und deine Erwartungen anzupassen, ohne dich von einer einzigen Verzögerung davon überzeugen zu lassen, dass all deine Mühe umsonst war.',
    interpretation:
      'Mit der Sonne im Widder verbunden, ist diese Karte Zuversicht, die den Weg voraus erhellt. Ihre Lektion ist der Wechsel vom Tun zum Beobachten: Wenn du investiert hast, lerne zu beobachten, zu warten und dein Blickfeld zu weiten. Gelegenheiten kommen oft aus unerwarteter Richtung, etwa durch einen Anruf, eine Freundin im Ausland oder ein fachübergreifendes Projekt. Streck dich nach außen aus und teile, was du aufbaust; vielleicht findest du weit mehr Unterstützung, als du dir vorgestellt hast.',
    imagery:
      'Von hinten gesehen steht ein Mann auf einer Klippe, eine Hand an einem Stab, zwei weitere neben sich in den Boden gesteckt. Unter ihm erstreckt sich eine goldene Bucht, in der mehrere Schiffe unter Segeln fahren. Die Schiffe sind bereits gestartete Pläne und Erträge, die noch unterwegs sind; das goldene Wasser deutet Fülle an; und dass wir seinen Rücken sehen, sagt uns, dass dies ein Moment ist, um nach vorn zu schauen und zu warten, nicht um ängstlich über die Schulter zu blicken.',
    areas: {
      love: {
        upright:
          'Die Beziehung öffnet sich, und vielleicht plant ihr eine Reise oder eine gemeinsame Zukunft. Fernbeziehungen sehen gerade besonders vielversprechend aus.',
        reversed:
          'Antworten kommen langsamer, als dir lieb ist, oder eure Zukunftsbilder passen nicht ganz zusammen. Halte dich mit Schlüssen zurück und sprecht über das Tempo.',
      },
      career: {
        upright:
          'Partnerschaften, internationale Arbeit oder teamübergreifende Projekte gewinnen an Schwung. Deine frühe Vorarbeit zahlt sich aus; bleib offen dafür, wohin sie führt.',
        reversed:
          'Ein Projekt gerät ins Stocken, oder ein Partner liefert zu wenig. Such nach Schwachstellen im Ablauf und halte einen Plan B bereit, damit du ruhig bleiben kannst.',
      },
      wealth: {
        upright:
          'Frühere Investitionen von Zeit oder Geld bringen vielleicht erste Erträge. Überleg, deine Einkommensquellen zu verbreitern, und gib dem Wachstum Zeit zu reifen.',
        reversed:
          'Die Erträge kommen langsamer als erwartet. Widersteh dem Drang, den Einsatz zu verdoppeln oder überstürzt auszusteigen; überprüfe den Plan und halte ein Geldpolster vor.',
      },
      health: {
        upright:
          'Es geht dir stetig besser. Geh nach draußen, lass deine Augen auf fernen Horizonten ruhen und lass die Weite deine Reserven auffüllen.',
        reversed:
          'Lange Stunden am Schreibtisch oder Bildschirm zermürben dich. Steh regelmäßig auf, gönn deinen Augen Pausen und schütze den Rhythmus deines Tages.',
      },
    },
  },
  'wands-04': {
    keywords: {
      upright: ['Feier', 'Zugehörigkeit', 'Stabilität', 'Meilensteine'],
      reversed: ['unruhiges Zuhause', 'sich fehl am Platz fühlen', 'Reibung in der Familie', 'aufgeschobene Freude'],
    },
    upright:
      'Dies ist eine der glücklichsten Karten im Deck. Ein Abschnitt deiner Reise ist geschafft, und endlich darfst du innehalten und mit den Menschen feiern, die dir wichtig sind. Die Vier der Stäbe steht für solide Fundamente, ein warmes Zuhause und Momente, die es wert sind, in Erinnerung zu bleiben: eine Einweihungsfeier, eine Verlobung, ein Meilenstein im Team, ein fröhliches Wiedersehen. Genieße, was du aufgebaut hast. Du hast es dir verdient.',
    reversed:
      'Die Feier wirkt ein wenig gedämpft. Vielleicht gibt es Reibung zu Hause, ein freudiges Ereignis wurde verschoben, oder du bist von Menschen umgeben und hast trotzdem das Gefühl, nicht ganz dazuzugehören. Die umgekehrte Vier spricht dir deine Erfolge nicht ab. Sie lädt dich ein, nach den Wurzeln zu sehen, die dir Sicherheit geben, und sie zu pflegen, wenn sie vernachlässigt wurden.',
    interpretation:
      'Mit Venus im Widder verbunden, verwandelt die Vier feurigen Antrieb in Wärme und Festlichkeit. Ihre Lektion lautet, unterwegs innezuhalten und jeden Meilenstein zu würdigen. So viele von uns hetzen von einem Ziel zum nächsten, ohne zurückzuschauen, wie weit wir gekommen sind. Diese Karte bittet dich, dir und den Menschen um dich herum eine kleine Zeremonie zu schenken: ein gemeinsames Essen, ein Treffen, ein herzliches Dankeschön. Solche Momente verbinden Menschen und geben dir den Halt, weiterzugehen.',
    imagery:
      'Vier Stäbe stehen im Vordergrund, gekrönt von einer Girlande aus Blumen und Bändern, die einen einladenden Torbogen bildet. Zwei Gestalten heben zum Gruß Blumensträuße, hinter ihnen versammelt sich eine Menge, und eine stattliche Burg erhebt sich vor einem goldgelben Himmel. Die Girlande spricht von Ernte und Segen; die vier Stäbe deuten ein stabiles Gefüge an; die Burg ist ein sicheres Zuhause. Die ganze Szene summt von Heimkehr und Festfreude.',
    areas: {
      love: {
        upright:
          'Alles fühlt sich gefestigt und liebevoll an – eine gute Zeit, die Familie kennenzulernen, zusammenzuziehen oder über Verbindlichkeit zu sprechen. Singles verstehen sich vielleicht bei einem Fest auf Anhieb mit jemandem.',
        reversed:
          'Kleine Reibereien oder unterschiedliche Vorstellungen davon, wie schnell ihr euch binden wollt. Das Unbehagen auszusprechen bringt euch näher, als so zu tun, als wäre alles in Ordnung.',
      },
      career: {
        upright:
          'Euer Team hat einen echten Meilenstein erreicht, also feiert ihn gemeinsam. Die Stimmung ist warm, und du fühlst dich anerkannt und zu Hause.',
        reversed:
          'Spannungen im Team oder Ergebnisse, die niemand gewürdigt hat. Sprich es an und sorge dafür, dass du und deine Kolleginnen und Kollegen die verdiente Anerkennung bekommt.',
      },
      wealth: {
        upright:
          'Die Finanzen stabilisieren sich. Ausgaben für dein Zuhause oder deinen Haushalt sind jetzt sinnvoll, solange die Feier im Budget bleibt.',
        reversed:
          'Haushalts- oder Umzugskosten setzen dich womöglich unter Druck. Plane dein Budget vorausschauend und verzichte auf Ausgaben, bei denen es vor allem um den äußeren Schein geht.',
      },
      health: {
        upright:
          'Ein leichtes Herz hilft auch deinem Körper, sich zu entspannen. Spaziergänge und gemeinsame Mahlzeiten mit Familie oder Freunden sind eine schöne Art, aufzutanken.',
        reversed:
          'Unruhe oder Hausarbeit machen es schwer abzuschalten. Sichere dir eine ruhige Ecke und eine feste Zeit am Tag, die nur der Erholung gehört.',
      },
    },
  },
  'wands-05': {
    keywords: {
      upright: ['Wettbewerb', 'Meinungsverschiedenheiten', 'Kräftemessen', 'Reibung'],
      reversed: ['Konflikten ausweichen', 'stille Spannung', 'Waffenstillstand', 'aufgestauter Frust'],
    },
    upright:
      'Alle reden durcheinander, und jede Stimme will gewinnen. Die Fünf der Stäbe beschreibt Wettbewerb, Debatten und chaotische Wachstumsschmerzen – weniger eine erbitterte Schlacht als ein hitziges Trainingsgefecht. Du kannst es als Chance zum Wachsen sehen: Der Zusammenstoß zeigt dir, wo du wirklich stehst, und lehrt dich, Sichtweisen zu hören, die sich stark von deiner unterscheiden.',
    reversed:
      'Der Konflikt ist vielleicht in den Untergrund gegangen: Niemand sagt etwas, aber niemand hat losgelassen. Oder du schluckst deine Meinung hinunter, nur um den Frieden zu wahren. Die umgekehrte Fünf kann auch bedeuten, dass die Spannung endlich nachlässt. Entscheidend ist, zu erkennen, ob es eine echte Lösung ist oder nur Vermeidung, die sich als Ruhe verkleidet.',
    interpretation:
      'Mit Saturn im Löwen verbunden, ist die Fünf die Reibung, die entsteht, wenn Selbstausdruck auf die Grenzen der Wirklichkeit trifft. Ihre Lektion lautet, dass Wettbewerb an sich nicht das Problem ist; entscheidend sind die Regeln und der Zweck. Wenn alle mit einem Stab herumfuchteln, frag, was die Gruppe eigentlich lösen will. Du kannst aus Streit ein Gespräch machen und aus Rivalität gegenseitiges Schärfen. Wenn es zu chaotisch wird, tritt zurück, werde dir über deine eigene Position klar und sprich dann.',
    imagery:
      'Fünf junge Männer schwingen je einen Stab, die sich auf offenem Gelände in alle Richtungen kreuzen. Es könnte eine Rauferei sein, ein Spiel oder eine Übung. Ihre Gewänder haben alle unterschiedliche Farben, und ihre Bewegungen sind nicht aufeinander abgestimmt. Die verschiedene Kleidung spiegelt unterschiedliche Hintergründe und Sichtweisen; die verhedderten Stäbe sind aufeinanderprallende Meinungen; und dass niemand verletzt scheint, deutet eher auf Kräftemessen und Gerangel als auf echte Feindseligkeit.',
    areas: {
      love: {
        upright:
          'Gezänk um Kleinigkeiten oder ein Nebenbuhler auf der Bildfläche. Streiten kann trotzdem eine Form der Verständigung sein, solange ihr das Thema angeht und nicht die Person.',
        reversed:
          'Ihr umschifft beide etwas, und unter der Ruhe staut sich Groll. Such dir einen entspannten Moment und sag behutsam, was gesagt werden muss.',
      },
      career: {
        upright:
          'Der Wettbewerb ist hart, und die Besprechungen sind laut. Sieh es als Bühne für dein Können und richte den Fokus auf die beste Idee statt aufs Gewinnen.',
        reversed:
          'Grabenkämpfe und stille Rivalität zehren am Team. Klare Rollen und Grundregeln, denen alle zustimmen, bringen die Zusammenarbeit wieder in Fluss.',
      },
      wealth: {
        upright:
          'Ein umkämpfter Markt bedeutet, dass sich Preise und Chancen ständig verschieben. Vergleiche Angebote, hol mehrere Kostenvoranschläge ein und lass dich nicht vom Trubel mitreißen.',
        reversed:
          'Ein Streit ums Geld mit jemandem will angegangen werden. Abrechnungen und Vereinbarungen schriftlich festzuhalten, erspart später viel Streit.',
      },
      health: {
        upright:
          'Viel Energie, aber auch gereizt. Mannschaftssport kann den Stress gut abbauen; lass dich vom Ehrgeiz nur nicht in eine Verletzung treiben.',
        reversed:
          'Unausgesprochener Frust verspannt vielleicht deine Schultern und stört deinen Schlaf. Schreib ihn auf oder sprich mit jemandem darüber, damit er einen Ausweg hat.',
      },
    },
  },
  'wands-06': {
    keywords: {
      upright: ['Sieg', 'Anerkennung', 'Selbstvertrauen', 'öffentlicher Erfolg'],
      reversed: ['ungewürdigter Einsatz', 'Überheblichkeit', 'Selbstzweifel', 'tiefer Fall'],
    },
    upright:
      'Deine harte Arbeit ist bemerkt worden. Die Sechs der Stäbe ist die Siegesparade: eine Beförderung, eine Auszeichnung, ein Projekt, das gelingt, oder einfach jemand, der dir endlich sagt, dass du großartig warst. Erlaube dir, den Moment zu genießen, denn diese Anerkennung nährt das Selbstvertrauen, das du für das Kommende brauchst. Und denk daran, den Menschen zu danken, die dich unterwegs angefeuert haben.',
    reversed:
      'Vielleicht hast du sehr viel hineingesteckt und wenig Anerkennung bekommen, und jetzt zweifelst du an dir. Oder der Erfolg kam so schnell, dass die Meinung anderer zu wichtig geworden ist und sich ein Hauch Überheblichkeit eingeschlichen hat. Die umgekehrte Sechs erinnert dich daran, deinen Wert in dir selbst zu verankern statt im Applaus.',
    interpretation:
      'Mit Jupiter im Löwen verbunden, ist diese Karte der Ort, an dem Wachstum und Selbstvertrauen in einem glanzvollen Moment zusammenkommen. Ihre Lektion ist, gut mit Erfolg umzugehen: ihn weder mit falscher Bescheidenheit abzutun noch den Applaus zu deinem einzigen Treibstoff werden zu lassen. Halte fest, welche Fähigkeiten und Entscheidungen diesen Sieg tatsächlich gebracht haben, denn das sind deine wahren Stärken. Dann teile das Rampenlicht mit denen, die geholfen haben. Führung wächst meist, wenn Anerkennung weitergegeben wird.',
    imagery:
      'Ein Mann mit einem Lorbeerkranz reitet auf einem weißen Pferd durch eine Menschenmenge, und ein weiterer Kranz ist an den Stab gebunden, den er hoch erhoben hält. Die Menschen um ihn herum heben ihre eigenen Stäbe, als hießen sie einen Helden willkommen. Der Lorbeer steht für Sieg und Ehre; das weiße Pferd für lautere Kraft und wohlverdienten Erfolg; die Menge für öffentliche Anerkennung – und für die Wahrheit, dass niemand ganz allein triumphiert.',
    areas: {
      love: {
        upright:
          'Dein Charme strahlt, und Bewunderung kommt leicht. In einer festen Beziehung ist dein Gegenüber aufrichtig stolz auf das, was du erreicht hast.',
        reversed:
          'Du fühlst dich als selbstverständlich hingenommen, oder es ist dir zu wichtig, wie die Beziehung auf andere wirkt. Fang damit an, zu benennen, was du wirklich brauchst.',
      },
      career: {
        upright:
          'Öffentliche Anerkennung ist wahrscheinlich: eine Beförderung, ein Bonus oder eine Gelegenheit mit viel Sichtbarkeit. Tritt vor und zeig, was du kannst.',
        reversed:
          'Dein Beitrag wurde übersehen oder von jemand anderem beansprucht. Dokumentiere deine Ergebnisse und präsentiere sie klar im richtigen Rahmen.',
      },
      wealth: {
        upright:
          'Dein Einkommen steigt vielleicht mit deinen Erfolgen, etwa durch einen Bonus oder eine Prämie. Geh beständig damit um; angeben musst du damit nicht.',
        reversed:
          'Geld ausgeben, um Eindruck zu machen, oder auf einer Welle der Selbstüberschätzung Risiken eingehen. Richte deine Käufe wieder nach echten Bedürfnissen aus, nicht nach den Blicken anderer.',
      },
      health: {
        upright:
          'Selbstvertrauen hebt deine Lebenskraft. Melde dich für einen Wettkampf an oder setz dir eine sportliche Herausforderung und genieße den Kick, deine eigene Bestmarke zu knacken.',
        reversed:
          'Die Jagd nach Höchstleistung macht dich angespannt. Erlaube dir, unvollkommen zu sein, und halte eine feste Routine mit ausreichend Ruhe.',
      },
    },
  },
  'wands-07': {
    keywords: {
      upright: ['standhaft bleiben', 'Mut', 'Verteidigung', 'Ausdauer'],
      reversed: ['Überforderung', 'nachgeben', 'zermürbt', 'Abwehrhaltung'],
    },
    upright:
      'Du hast höheren Boden erreicht, und genau deshalb kommen immer wieder Herausforderer. Die Sieben der Stäbe handelt davon, die eigene Position zu verteidigen: mit Mut und Ausdauer standzuhalten gegen Zweifel, Konkurrenz oder Druck. Du musst nicht jeden als Feind behandeln, aber du musst wissen, was es wert ist, geschützt zu werden – und es dann ohne Entschuldigung schützen.',
    reversed:
      'Du kämpfst schon so lange, dass dir die Kraft ausgeht und du ans Aufgeben denkst. Oder du nimmst jede Bemerkung als Angriff, und deine Abwehr ist zum Käfig geworden. Die umgekehrte Sieben fragt, ob dieser Kampf es noch wert ist. Manchmal ist Loslassen oder Verstärkung zu holen die klügere Art der Ausdauer.',
    interpretation:
      'Mit Mars im Löwen verbunden, trägt die Sieben einen Mut, der nicht zurückweicht. Ihre Lektion ist, Überzeugung von Sturheit zu unterscheiden. Unter Druck standhaft für etwas einzutreten, woran du wirklich glaubst, ist echte Stärke; dich einzugraben, nur weil du nicht verlieren kannst, erschöpft dich. Schreib auf, was du verteidigst und warum es dir wichtig ist. Wenn du deine Gründe kennst, kannst du ruhiger standhalten und erkennst leichter, wann du deinen Griff gefahrlos lockern kannst.',
    imagery:
      'Ein Mann auf einer Anhöhe umklammert einen einzigen Stab und wehrt sechs andere ab, die von unten auf ihn zustoßen. An seinen Füßen trägt er zwei verschiedene Schuhe, als hätte er sich in Eile angezogen. Der höhere Boden ist der Vorteil, den er schon errungen hat; die sechs Stäbe sind Herausforderungen von allen Seiten; die ungleichen Schuhe deuten an, dass er nicht ganz vorbereitet erwischt wurde – und sich dennoch entscheidet, keinen Zoll zu weichen.',
    areas: {
      love: {
        upright:
          'Vielleicht musst du für diese Beziehung einstehen oder für deine Wahl, auch wenn andere sie missbilligen. Schütze sie entschieden, aber freundlich.',
        reversed:
          'Ständige Wachsamkeit macht Nähe schwer. Lass das Gewinnenwollen los und hör hin, was dein Gegenüber wirklich fühlt.',
      },
      career: {
        upright:
          'Die Konkurrenz kreist, und deine Position wird geprüft. Verteidige deine Arbeit mit Fachwissen und Vorbereitung; du musst nicht jeder Stimme nachgeben.',
        reversed:
          'Der Druck ist so groß, dass du dich zurückziehen willst. Überleg, welche Aufgaben sich teilen lassen, und bitte deine Führungskraft oder dein Team um Unterstützung.',
      },
      wealth: {
        upright:
          'Das Vorhandene zu schützen ist jetzt wichtiger als kühne Ausdehnung. Halte dich an dein Budget und lass es dir nicht so leicht ausreden.',
        reversed:
          'Anhaltender Geldstress zermürbt dich. Liste die Probleme eins nach dem anderen auf und hol dir fachlichen Rat, statt alles allein zu tragen.',
      },
      health: {
        upright:
          'Du bist widerstandsfähig, aber ständige Alarmbereitschaft baut Spannung auf. Sorg dafür, dass echte Ruhe gleich neben all der Entschlossenheit im Kalender steht.',
        reversed:
          'Anhaltender Druck lässt dich ausgelaugt, unruhig oder schlecht schlafend zurück. Mach langsamer und wende dich an Fachleute, wenn es anhält.',
      },
    },
  },
  'wands-08': {
    keywords: {
      upright: ['rasches Vorankommen', 'Neuigkeiten', 'Handeln', 'Reisen'],
      reversed: ['Verzögerungen', 'Ungeduld', 'Missverständnisse', 'zerstreute Energie'],
    },
    upright:
      'Plötzlich ist alles in Bewegung. Pläne, die feststeckten, kommen ins Rollen, Neuigkeiten treffen Schlag auf Schlag ein, und vielleicht musst du schnell reagieren. Die Acht der Stäbe steht für rasches Vorankommen, klare Kommunikation und die Möglichkeit zu reisen. Jetzt ist nicht die Zeit zum Grübeln. Nutze den Schwung und mach das Beste aus einer Phase, in der sich Türen fast schneller öffnen, als du hindurchgehen kannst.',
    reversed:
      'Der Rhythmus ist aus dem Takt geraten. Nachrichten verspäten sich, Pläne ändern sich in letzter Minute, oder deine eigene Ungeduld bringt alles noch mehr durcheinander. Die umgekehrte Acht bittet dich, vom Gas zu gehen und deine Richtung zu prüfen, bevor du erneut startest. Tempo war nie das Ziel an sich; entscheidend ist, dort anzukommen, wo du eigentlich hinwolltest.',
    interpretation:
      'Mit Merkur im Schützen verbunden, ist diese Karte Gedanke und Botschaft in voller Geschwindigkeit. Ihre Lektion ist der Umgang mit Tempo. Wenn Gelegenheiten wie Pfeile auf dich zufliegen, brauchst du eine klare Reihenfolge der Prioritäten, kein Ja zu allem. Ordne deine Aufgabenliste, beantworte die Nachrichten, die zählen, und lass das Nebensächliche warten. Und lass nach einem Geschwindigkeitsschub etwas Leerraum, damit du verarbeiten kannst, was sich verändert hat.',
    imagery:
      'Acht Stäbe fliegen in ordentlicher Formation schräg über einen offenen Himmel, wie Pfeile kurz vor der Landung. In der Szene gibt es keine Menschen, nur stille Felder, einen Fluss und ein kleines Haus auf einem fernen Hügel. Das Fehlen von Figuren lenkt den Blick auf die Ereignisse selbst; die fliegenden Stäbe sind Neuigkeiten, Handlungen und Energie in rascher Bewegung; ihr Winkel nach unten deutet an, dass alles gleich den Boden berührt und die Ergebnisse bald klar sein werden.',
    areas: {
      love: {
        upright:
          'Es geht schnell voran: Eine Beziehung wird vielleicht rasch offiziell, oder Nachrichten fliegen hin und her. Getrennte Liebende sehen sich womöglich bald wieder.',
        reversed:
          'Missverständnisse in Nachrichten oder ein Tempo, das sich zu schnell anfühlt. Mach langsamer und sorge dafür, dass ihr beide auf demselben Stand seid.',
      },
      career: {
        upright:
          'Projekte nehmen Fahrt auf, und Einladungen häufen sich: Reisen, Vorstellungsgespräche, neue Angebote. Bleib effizient, aber prüfe, ob deine Botschaften klar ankommen.',
        reversed:
          'Der Fortschritt ist blockiert, oder Hast führt zu Flüchtigkeitsfehlern. Kläre deine Prioritäten und lies wichtige Dokumente Korrektur, bevor du sie abschickst.',
      },
      wealth: {
        upright:
          'Geld bewegt sich schneller, und Zahlungen gehen womöglich pünktlich ein. Behalte den Überblick und plane, während es hereinkommt, damit es nicht genauso schnell wieder geht.',
        reversed:
          'Verspätete Zahlungen und Spontanbestellungen sind wahrscheinlicher als sonst. Bau vor jeder großen Geldentscheidung eine Bedenkzeit ein.',
      },
      health: {
        upright:
          'Die Energie ist hoch, die Erholung schnell – ideal für rhythmische Bewegung wie Laufen oder Radfahren. Wärm dich richtig auf, statt kalt loszusprinten.',
        reversed:
          'Ein hektisches Tempo macht dich überdreht oder ausgelaugt. Streich unnötige Verpflichtungen und schütze Zeit für richtige Mahlzeiten und Schlaf.',
      },
    },
  },
  'wands-09': {
    keywords: {
      upright: ['Widerstandskraft', 'Beharrlichkeit', 'Wachsamkeit', 'Grenzen'],
      reversed: ['Erschöpfung', 'Misstrauen', 'übertriebene Vorsicht', 'kurz vorm Aufgeben'],
    },
    upright:
      'Du hast einen weiten Weg hinter dir, trägst ein paar Narben und stehst immer noch. Die Neun der Stäbe handelt von Durchhaltevermögen: Die Ziellinie ist nah, und du musst nur noch ein wenig länger durchhalten. Die Erfahrung hat dich wachsam gemacht und geschickter darin, dich zu schützen, und diese Stärke verdient Anerkennung. Halte deine Grenzen stabil, dann schaffst du auch das letzte Stück.',
    reversed:
      'Du bist müde, so müde, dass du an allem zweifelst, sogar an Freundlichkeit. Die umgekehrte Neun erinnert dich daran, dass Ausdauer nicht dasselbe ist wie endloses Zähnezusammenbeißen. Vielleicht ist es Zeit, dich auszuruhen, Hilfe anzunehmen oder ehrlich zu fragen, ob dieser Weg noch zu dir passt. Die Deckung ein wenig zu senken, heißt nicht, den Kampf zu verlieren.',
    interpretation:
      'Mit dem Mond im Schützen verbunden, verwebt diese Karte emotionale Erinnerung mit einem hartnäckigen Glauben an die Strecke, die vor dir liegt. Ihre Lektion ist, deine Wunden und deine Stärke gleichermaßen anzuerkennen. Frühere Rückschläge haben dich vielleicht gelehrt, immer auf der Hut zu sein, aber nicht jede Lage verlangt die volle Rüstung. Versuch, deine Grenzen zu sortieren: Welche schützen dich, und welche halten Unterstützung fern? Gib dir Raum zum Atmen und geh dann weiter; die letzte Etappe wird sich sicherer anfühlen.',
    imagery:
      'Ein Mann mit verbundenem Kopf stützt sich auf einen Stab, hält ihn mit beiden Händen umklammert und blickt misstrauisch zur Seite. Hinter ihm stehen acht weitere Stäbe in einer Reihe wie ein Palisadenzaun. Der Verband erzählt von bereits ausgefochtenen Kämpfen; die Stäbe hinter ihm sind die Schutzwälle und Grenzen, die er errichtet hat; sein wachsamer Blick zeigt, dass er noch auf der Hut ist, auch wenn ihm die Müdigkeit einer langen Wache deutlich anzusehen ist.',
    areas: {
      love: {
        upright:
          'Alte Verletzungen machen dich vorsichtig, und das ist verständlich. Lass dir Zeit, lass Vertrauen allmählich wachsen und fühl dich nicht gedrängt, alles sofort preiszugeben.',
        reversed:
          'Deine Deckung ist so hoch, dass Menschen, die dich erreichen wollen, sich zurückgestoßen fühlen. Trenne alte Wunden von dem Menschen, der vor dir steht.',
      },
      career: {
        upright:
          'Du bist im Endspurt. Es ist anstrengend, aber Beharrlichkeit wird sich zeigen. Halte deine Ansprüche und lass an der letzten Hürde nicht nach.',
        reversed:
          'Anhaltender Druck brennt dich aus. Prüfe, ob deine Arbeitslast angemessen ist, und sprich mit deiner Führungskraft darüber, das Tempo anzupassen.',
      },
      wealth: {
        upright:
          'Halte finanziell noch eine Weile die Stellung und schütze Ersparnisse und Budget. Vorsicht jetzt gibt dir festeren Halt, wenn sich die Dinge verschieben.',
        reversed:
          'Geldsorgen halten dich in Anspannung. Verschaff dir einen klaren Überblick über Einnahmen und Ausgaben und hol dir bei Bedarf fachlichen Rat.',
      },
      health: {
        upright:
          'Du bist auf dem Weg der Besserung. Hab Geduld, halte eine regelmäßige Routine und spring nicht sofort wieder auf volle Intensität, sobald es dir besser geht.',
        reversed:
          'Müdigkeit und Anspannung haben sich still angesammelt. Nimm Ruhe ernst und hol dir ohne Aufschub eine fachliche Einschätzung, wenn die Beschwerden anhalten.',
      },
    },
  },
  'wands-10': {
    keywords: {
      upright: ['Last', 'zu viele Verpflichtungen', 'Druck', 'harte Arbeit'],
      reversed: ['die Last ablegen', 'delegieren', 'Ausbrennen', 'loslassen'],
    },
    upright:
      'Du schleppst viel zu viel, und nichts davon fühlt sich freiwillig an. Die Zehn der Stäbe ist das Gewicht der Verantwortung: Arbeit, Familie und die Erwartungen aller anderen, auf deinen Schultern gestapelt. Du bist nicht weit von deinem Ziel entfernt, aber es lohnt sich zu fragen, ob wirklich jede dieser Lasten von dir getragen werden muss – und von dir allein.',
    reversed:
      'Entweder ist die Last fast unerträglich geworden, oder du erkennst endlich, dass du einen Teil davon ablegen darfst. Die umgekehrte Zehn birgt beide Möglichkeiten: eine Warnung vor dem Ausbrennen und eine Gelegenheit, leichter zu werden. Nein sagen und delegieren zu lernen ist keine Schwäche. Es ist die Art von Weisheit, mit der du die ganze Strecke schaffst.',
    interpretation:
      'Mit Saturn im Schützen verbunden, ist dies Idealismus, der sich unter dem Gewicht der Wirklichkeit beugt. Ihre Lektion ist, Inventur zu machen bei dem, was du trägst. Welche Lasten sind echte Verantwortung, und welche kommen aus Gewohnheit, Schuldgefühl oder der Überzeugung, nur du könntest es richtig machen? Mach eine Liste und markiere, was sich abgeben, verschieben oder ganz streichen ließe. Feuer braucht Luft, um weiterzubrennen; gönn dir etwas Luft zum Atmen, damit deine Begeisterung nicht erstickt.',
    imagery:
      'Ein Mann, fast ganz gebeugt, umklammert ein Bündel aus zehn Stäben und stapft auf ein Haus in der Ferne zu. Die Stäbe versperren ihm die Sicht, sodass er den Weg vor sich kaum sehen kann. Die zehn Stäbe sind Verantwortlichkeiten und Aufgaben, übereinander aufgetürmt; sein gekrümmter Körper ist die Anstrengung; sein verdeckter Blick zeigt, wie Überlastung uns die Übersicht raubt, während das Haus daran erinnert, dass das Ende der Reise in Reichweite ist.',
    areas: {
      love: {
        upright:
          'Du trägst zu viel von der Beziehung, oder das Kümmern ist zu deiner einzigen Rolle geworden. Sprich deine Bedürfnisse aus und lass dein Gegenüber die Last mittragen.',
        reversed:
          'Du nimmst dich vom Zuviel-Geben zurück und bringst die Dinge ins Gleichgewicht – oder erkennst, dass eine Beziehung einfach zu viel Kraft kostet und ehrlich überprüft werden muss.',
      },
      career: {
        upright:
          'Arbeitslast und Verantwortung türmen sich. Sobald die aktuelle Aufgabe erledigt ist, führe ein ernsthaftes Gespräch über die Arbeitsverteilung, bevor dir die Kraft ausgeht.',
        reversed:
          'Delegieren und Nein sagen beginnen die Last zu erleichtern. Wenn du schon überlastet bist, zieh einen Wechsel der Rolle oder des Tempos in Betracht.',
      },
      wealth: {
        upright:
          'Verpflichtungen wie Kredite oder Haushaltskosten fühlen sich schwer an. Ordne sie nach Dringlichkeit und geh eine nach der anderen an, statt alles auf einmal lösen zu wollen.',
        reversed:
          'Es gibt eine Chance, die Belastung zu verringern, etwa einen Teil einer Schuld zu tilgen. Wenn es sich nicht bewältigen lässt, hol dir professionelle Finanzberatung.',
      },
      health: {
        upright:
          'Dein Körper signalisiert Erschöpfung, oft als verspannte Schultern und ein verspannter Rücken. Reduziere Überstunden und schaff Raum für Dehnen und ausreichend Schlaf.',
        reversed:
          'Wenn du so ausgelaugt bist, hör auf, dich durchzubeißen. Gönn dir echte Ruhe und geh zügig zu Fachleuten, wenn du dich weiterhin unwohl fühlst.',
      },
    },
  },
  'wands-11': {
    keywords: {
      upright: ['Neugier', 'Erkundung', 'aufregende Neuigkeiten', 'frische Ideen'],
      reversed: ['flüchtige Begeisterung', 'Unreife', 'verspätete Nachrichten', 'Richtungslosigkeit'],
    },
    upright:
      'Ein Schwung Aufregung kommt an: gute Neuigkeiten, ein Thema, das du unbedingt lernen willst, oder ein spontanes Abenteuer. Der Bube der Stäbe verkörpert Neugier und Wagemut. Er weiß nicht genau, wohin der Weg führt, will aber trotzdem unbedingt aufbrechen. Erlaube dir, wieder Anfänger zu sein und etwas mutig auszuprobieren, ohne schon gut darin sein zu müssen.',
    reversed:
      'Die Begeisterung flammt auf und erlischt ebenso schnell. Vielleicht hast du ein Dutzend Dinge angefangen und keines beendet. Der umgekehrte Bube kann auch auf Nachrichten hinweisen, die sich verzögern, oder auf kleinen Ärger durch impulsive, halb durchdachte Entscheidungen. Statt der nächsten glänzenden Idee nachzujagen, wähle etwas, das du schon begonnen hast, und bleib eine Weile dabei.',
    interpretation:
      'Als jüngstes Gesicht des Feuers steht der Bube für Leidenschaft, die gerade erst aufkeimt, und einen Hunger nach Lernen. Seine Lektion ist, deine Neugier zu schützen und gleichzeitig Fokus zu lernen. Der Blick des Anfängers macht dich mutig genug, etwas zu wagen, aber echtes Wachstum verlangt ein wenig Geduld. Wenn diese Karte erscheint, wähle das Thema, das dich am meisten begeistert, und widme ihm einen Monat echter Erkundung. Schau, wie weit dich dieser Funke tragen kann.',
    imagery:
      'Eine junge Gestalt steht in einer Wüste, hält einen hohen Stab mit beiden Händen und blickt neugierig zu den Blättern auf, die an seiner Spitze sprießen. Ihr Gewand ist mit Salamandern gemustert, und in der Ferne erheben sich drei pyramidenartige Hügel. Die Wüste ist unerforschtes Gebiet; die Salamander stehen für das Feuer und seine verwandelnde Kraft; der gebannte Gesichtsausdruck fängt das staunende Entzücken eines Entdeckers an allem Neuen ein.',
    areas: {
      love: {
        upright:
          'Eine flirtende Nachricht oder eine aufregende Einladung kommt vielleicht an. Halte es leicht und aufrichtig und genieße das Kribbeln, jemanden kennenzulernen.',
        reversed:
          'Das Interesse des anderen brennt vielleicht heiß und verfliegt schnell – oder deines. Beobachte, wie sich die Dinge über die Zeit entwickeln, bevor du dein Herz investierst.',
      },
      career: {
        upright:
          'Ideal, um neue Fähigkeiten zu lernen, ein neues Feld zu erkunden oder an einer Weiterbildung teilzunehmen. Deine Begeisterung und Kreativität hinterlassen einen starken Eindruck.',
        reversed:
          'Viele Ideen, wenig Umsetzung, oder Fehler aus Unerfahrenheit. Bitte eine Mentorin um Rat und nimm dir die Zeit, deine Grundlagen ordentlich aufzubauen.',
      },
      wealth: {
        upright:
          'Eine kleine neue Einkommensquelle taucht vielleicht auf, oder du beginnst, dich mit Geldverwaltung zu beschäftigen. Geh es als Lernende an, Schritt für Schritt.',
        reversed:
          'Impulskäufe und Anlagen, die Trends hinterherlaufen, sind verlockend. Sorge dafür, dass du verstehst, bevor du handelst, und setz dir ein festes Ausgabenlimit.',
      },
      health: {
        upright:
          'Probier eine neue Sportart oder einen Kurs aus, auf den du neugierig warst. Bleib spielerisch, denn Neues allein kann deinem Körper echten Auftrieb geben.',
        reversed:
          'Deine Sportpläne starten und stoppen ständig. Senk die Latte auf zehn Minuten am Tag und lass die Gewohnheit von dort aus wachsen.',
      },
    },
  },
  'wands-12': {
    keywords: {
      upright: ['Handeln', 'Abenteuer', 'Tatendrang', 'Reisen'],
      reversed: ['Leichtsinn', 'Ungeduld', 'Unerledigtes', 'Impulsivität'],
    },
    upright:
      'Du bist voller Energie und willst direkt auf dein Ziel zustürmen. Der Ritter der Stäbe steht für kühne Abenteuer, Reisen oder Umzüge und einen Einfach-machen-Antrieb, der Stillstand durchbricht und die Dinge schnell in Bewegung bringt. Geh mit Schwung auf das zu, was du willst, und vertrau deinem Mut. Wirf nur einen Blick auf die Karte, bevor du losgaloppierst.',
    reversed:
      'Der Tatendrang ist in Leichtsinn umgeschlagen: hineinspringen, bevor der Plan klar ist, oder abdrehen, sobald du auf Widerstand triffst. Der umgekehrte Ritter kann auch auf eine kurze Zündschnur hinweisen oder auf eine Romanze, die herein- und wieder hinausweht. Drossle das Tempo und gib deiner Leidenschaft eine Richtung, damit sie etwas wärmt, statt alles auf ihrem Weg zu versengen.',
    interpretation:
      'Mit dem feurigen Geist des Schützen sehnt sich der Ritter nach Freiheit, fernen Horizonten und Herausforderung. Seine Lektion lautet, Mut und Urteilskraft gemeinsam reiten zu lassen. Kühnheit ist eine Gabe; sie lässt dich Sprünge wagen, die andere scheuen. Ohne Richtung hinterlässt sie jedoch eine Spur halb erledigter Abenteuer. Bevor du handelst, frag dich, wo du ankommen willst und was dir an dieser Reise am wichtigsten ist. Stürm mit diesen Antworten los, und du landest viel näher an dem, was du wirklich willst.',
    imagery:
      'Ein Ritter in einem mit Salamandern gemusterten Gewand sitzt auf einem sich aufbäumenden Pferd, den Stab in der Hand, und die rote Feder an seinem Helm flattert wie eine Flamme. Hinter ihm liegen Wüste und pyramidenförmige Hügel. Das sich aufbäumende Pferd ist ungeduldiger Schwung; die feurige Feder ist Leidenschaft und Tatendrang; die Wüste deutet an, dass er unbekannten, fernen Orten entgegenjagt, hungrig nach Abenteuern und nach dem, was hinter dem nächsten Grat liegt.',
    areas: {
      love: {
        upright:
          'Die Liebe ist leidenschaftlich und direkt, und vielleicht stürmt eine anziehende Macherpersönlichkeit herein. Genieße die Hitze, aber achte darauf, ob eure Rhythmen wirklich zusammenpassen.',
        reversed:
          'Schnell hinein, schnell hinaus, oder jemand, der sich nicht festlegen will. Lass dich von einem Rausch der Leidenschaft nicht blenden; achte auf Beständigkeit über die Zeit.',
      },
      career: {
        upright:
          'Treib deine Pläne mutig voran und greif bei Reisen oder Auslandseinsätzen zu. Eigeninitiative ist dein Vorteil, also halte das Team auf dem Laufenden.',
        reversed:
          'Schnellschüsse und ständige Richtungswechsel verwässern deine Ergebnisse. Bring zu Ende, was du in der Hand hast, bevor du dem Nächsten nachjagst.',
      },
      wealth: {
        upright:
          'Schnelles Geld ist vielleicht im Angebot, aber auch Risiko. Mach zuerst die grundlegenden Hausaufgaben und setz eine klare Grenze dafür, wie viel du einsetzt.',
        reversed:
          'Impulsive Ausgaben oder aggressive Wetten könnten dich teuer zu stehen kommen. Stell dir Regeln auf und triff niemals Geldentscheidungen in einem Gefühlsrausch.',
      },
      health: {
        upright:
          'Die Energie ist hoch, perfekt für Aktivitäten draußen oder mit Abenteuercharakter. Wärm dich auf und trag die richtige Ausrüstung, damit Hast keine Verletzung verursacht.',
        reversed:
          'Rastlosigkeit macht dich müde und unfallanfällig. Verlangsame deine Bewegungen, plane echte Ruhe ein und lass deinen Körper nicht dauerhaft unter Strom.',
      },
    },
  },
  'wands-13': {
    keywords: {
      upright: ['Selbstvertrauen', 'Ausstrahlung', 'Wärme', 'Unabhängigkeit'],
      reversed: ['Eifersucht', 'Unsicherheit', 'Kontrollbedürfnis', 'Launenhaftigkeit'],
    },
    upright:
      'Du strahlst ein warmes, selbstbewusstes Leuchten aus, das die Menschen um dich herum erhellt, während du auch gut für dich selbst sorgst. Die Königin der Stäbe steht für Unabhängigkeit, Anziehungskraft und eine lebendige, offenherzige Art zu führen. Sie ist leidenschaftlich und entschlossen und weiß, was sie will. Vertrau jetzt deinem Instinkt und deinen Fähigkeiten und lass die Menschen sehen, wer du wirklich bist.',
    reversed:
      'Wenn das Selbstvertrauen wackelt, kann dieses Feuer zu Eifersucht, Ungeduld oder dem Bedürfnis werden, alles zu kontrollieren. Vielleicht steckst du so viel Energie in andere, dass deine eigenen Bedürfnisse von der Liste gerutscht sind. Die umgekehrte Königin bittet dich, zu deiner inneren Flamme zurückzukehren und zuerst dich selbst aufzutanken; dann hast du wieder Licht zum Teilen.',
    interpretation:
      'Die Königin trägt die Pionierenergie des Widders in sich und drückt sie mit Reife und Wärme aus. Ihre Lektion lautet, dass echtes Selbstvertrauen keinen Vergleich braucht. Sie beweist sich nicht, indem sie andere in den Schatten stellt; sie nimmt einfach den Platz ein, der ihr zusteht. Lerne von ihr: Sprich mutig, sei großzügig mit Menschen und halte deine Grenzen. Frag dich, wie du heute deine Wärme teilen kannst, ohne dich dabei auszubrennen.',
    imagery:
      'Eine Königin sitzt aufrecht auf ihrem Thron, einen Stab in der einen und eine Sonnenblume in der anderen Hand, und zu ihren Füßen sitzt eine schwarze Katze. In den Thron sind Löwen geschnitzt, und der Himmel hinter ihr ist hell. Die Sonnenblume steht für Lebenskraft und Optimismus; die Löwen für Mut und Stärke; die schwarze Katze für ihre Intuition und verborgenen Tiefen – sie zeigt, dass die Königin ihre Schattenseite annimmt und gerade dadurch ganz ist.',
    areas: {
      love: {
        upright:
          'Deine Ausstrahlung zieht Menschen mühelos an. Wenn du in einer Beziehung echt und unabhängig bleibst, wirst du nur umso mehr bewundert und geschätzt.',
        reversed:
          'Eifersucht oder Unsicherheit schleichen sich in die Beziehung. Teile deine Sorgen offen, statt zu versuchen, den anderen zu steuern.',
      },
      career: {
        upright:
          'Du kannst mit Zuversicht führen und dabei Ergebnisse und Menschenkenntnis in Balance halten. Bewirb dich um die Hauptrolle und lass dein Organisationstalent glänzen.',
        reversed:
          'Zu viele Bälle in der Luft machen dich kurz angebunden oder überzeugt, alles selbst machen zu müssen. Vertrau anderen und gib etwas davon ab.',
      },
      wealth: {
        upright:
          'Du weißt beim Geld genau, was du willst, und entscheidest klar. Vernünftige Investitionen in deine Leidenschaften oder dein Geschäft sind jetzt sinnvoll.',
        reversed:
          'Achte auf Frustkäufe oder Ausgaben, mit denen du etwas beweisen willst. Halt inne und frag dich, ob dich dieser Kauf wirklich zufriedenstellen wird.',
      },
      health: {
        upright:
          'Du bist lebendig und strahlst vor Energie. Bleib in Bewegung und halte einen festen Tagesrhythmus, damit diese Lebenskraft weit über eine gute Woche hinaus anhält.',
        reversed:
          'Das Kümmern um alle anderen hat dich erschöpft. Plane Zeit ein, die nur dir gehört, und achte darauf, wo Stress dich gereizt macht.',
      },
    },
  },
  'wands-14': {
    keywords: {
      upright: ['Führung', 'Weitblick', 'Kühnheit', 'Unternehmergeist'],
      reversed: ['herrisch', 'Überheblichkeit', 'Ungeduld', 'unrealistische Forderungen'],
    },
    upright:
      'Du hast den Weitblick und den Mut, andere voranzuführen. Der König der Stäbe ist erfahrene Führung: das große Ganze sehen, Entscheidungen ohne Zaudern treffen und Menschen mit deiner Begeisterung anstecken. Eine starke Karte, um ein Unternehmen zu gründen, ein Projekt zu steuern oder ernsthafte Verantwortung zu übernehmen. Vertrau deinem Urteil und mach aus deiner Vision etwas Wirkliches.',
    reversed:
      'Führung ist in Diktieren abgerutscht. Vielleicht drängst du auf Ergebnisse, wischst Einwände beiseite oder erwartest zu viel von anderen. Oder in deinem Umfeld gibt es eine durchsetzungsstarke Person, mit der sich schwer reden lässt. Der umgekehrte König erinnert dich daran, dass echte Autorität auf Vertrauen beruht, nicht auf Druck. Mach langsamer und hör den Menschen, die du führst, wirklich zu.',
    interpretation:
      'Mit dem Löwen verbunden, ist der König das Feuer in seiner beständigsten und reifsten Form. Seine Lektion ist, persönliche Leidenschaft in eine gemeinsame Vision zu verwandeln. Ein großer Anführer brennt nicht nur hell; er entzündet andere. Wenn diese Karte erscheint, überleg, was du führst – ein Team, einen Haushalt oder einfach dein eigenes Leben. Benenne deine Richtung klar, lass anderen Raum, sich zu beteiligen, und dein Einfluss reicht viel weiter.',
    imagery:
      'Ein König sitzt leicht nach vorn gebeugt auf seinem Thron und umfasst einen knospenden Stab, als wäre er bereit, jeden Moment aufzuspringen. Löwen und Salamander schmücken den Thron hinter ihm, und zu seinen Füßen ruht ein kleiner Salamander. Seine vorgebeugte Haltung ist Entschlossenheit und Bereitschaft; die Löwen sind Mut und königliche Präsenz; die Salamander, die sich in den eigenen Schwanz beißen, stehen für Kreativität und Weitblick, die sich immer wieder erneuern.',
    areas: {
      love: {
        upright:
          'Du bist verlässlich und verbindlich, bereit, eine gemeinsame Zukunft zu planen. Vielleicht begegnest du auch jemandem Reifem mit natürlicher Führungsausstrahlung.',
        reversed:
          'Vielleicht walzt du über die Gefühle deines Gegenübers hinweg. Versuch, „Ich habe entschieden“ gegen „Lass uns das gemeinsam klären“ zu tauschen, und lass Raum zum Atmen.',
      },
      career: {
        upright:
          'Eine großartige Zeit, um etwas zu gründen, ein Team zu führen oder große Entscheidungen zu treffen. Dein Weitblick und deine Entschlossenheit bringen dir Vertrauen und treue Mitstreiter.',
        reversed:
          'Ein harter oder ungeduldiger Stil ruft Widerstand hervor. Hör deinem Team genauer zu, damit deine Entscheidungen ausgewogener werden.',
      },
      wealth: {
        upright:
          'Du hast beim Geld einen langfristigen Blick und kannst geschäftliche Investitionen gut planen. Setz sie beständig um und bleib anpassungsfähig.',
        reversed:
          'Selbstüberschätzung lässt dich womöglich Risiken unterschätzen. Prüfe vor großen Entscheidungen die Fakten aus mehreren Blickwinkeln, statt auf Draufgängertum zu setzen.',
      },
      health: {
        upright:
          'Du bist voller Tatendrang und Energie. Bleib in Bewegung und sorge dafür, dass es zwischen den vollen Phasen Momente echter Erholung gibt.',
        reversed:
          'Lange Phasen des Führens unter hohem Druck bringen Gereiztheit und schlechten Schlaf. Delegiere, halte regelmäßige Zeiten ein und hol dir bei Bedarf fachlichen Rat.',
      },
    },
  },
};
