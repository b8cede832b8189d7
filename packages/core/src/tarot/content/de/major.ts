import type { CardBodyTable } from '../../types';

export const major: CardBodyTable = {
  'major-00': {
    keywords: {
      upright: ['Neuanfang', 'Spontaneität', 'Vertrauen', 'ein Sprung ins Ungewisse'],
      reversed: ['Leichtsinn', 'Naivität', 'Angst vor dem Sprung', 'schlechtes Urteilsvermögen'],
    },
    upright:
      'Vor dir liegt eine leere Seite, und du musst nicht alle Antworten kennen, bevor du anfängst. Der Narr ist der Reisende mit leichtem Gepäck und offenem Herzen, bereit, Ja zum Weg zu sagen. Ein neues Kapitel, ein Umzug, ein Berufswechsel oder ein kleines Experiment ruft nach dir. Neugier ist gerade dein bester Kompass. Vertrau darauf, dass du unterwegs lernst, was du brauchst.',
    reversed:
      'Der Drang zu springen ist da, aber etwas stimmt nicht. Entweder stürmst du los, ohne zu prüfen, wo deine Füße landen, oder du stehst so lange am Rand, dass der Moment an dir vorbeizieht. Der umgekehrte Narr bittet um Ehrlichkeit: Ist das Freiheit, der du nachjagst, oder nur Flucht? Und schützt dich deine Vorsicht, oder hält sie dich klein?',
    interpretation:
      'Mit der Zahl Null steht der Narr zugleich außerhalb und am Anfang der Reise, die die übrigen einundzwanzig Karten beschreiben. Er trägt das Element Luft und in der modernen Praxis den Uranus, den Planeten der plötzlichen Freiheit. Seine Lektion ist der Anfängergeist: die Bereitschaft, etwas noch nicht zu wissen. Erfahrung ist wertvoll, kann aber auch zu Angst erstarren. Wenn der Narr erscheint, frag dich, wo du aufgehört hast, dich vom Leben überraschen zu lassen – und dann geh einen Schritt, den du nicht ganz planen kannst, ohne den Boden unter dir aus den Augen zu verlieren.',
    imagery:
      'Ein junger Reisender in einem bunt gemusterten Gewand geht auf den Rand einer Klippe zu, das Gesicht zum Himmel gewandt, ein kleines Bündel an einem Stab über der Schulter. Er hält eine weiße Rose, und ein kleiner weißer Hund springt an seinen Fersen. Hinter ihm scheint eine blasse Sonne, in der Ferne erheben sich schneebedeckte Gipfel. Die Klippe ist das Unbekannte; die weiße Rose steht für Unschuld und reine Absicht; der Hund ist der Instinkt, der warnt oder antreibt; die Berge sind die lange Reise der Erfahrung, die noch vor ihm liegt.',
    areas: {
      love: {
        upright:
          'Etwas Frisches, Ungeplantes beginnt vielleicht gerade, leicht und voller Möglichkeiten. Genieße es, ohne es zu früh festlegen zu wollen.',
        reversed:
          'Pass auf, dass du dich nicht kopfüber hineinstürzt oder alles so unverbindlich hältst, dass niemand weiß, woran er ist. Freiheit funktioniert am besten zusammen mit Ehrlichkeit.',
      },
      career: {
        upright:
          'Ein neuer Weg, ein neues Feld oder eine unkonventionelle Gelegenheit öffnet sich. Deine Offenheit ist ein Gewinn, also sag Ja und lerne schnell.',
        reversed:
          'Ein kühner Schritt ohne Recherche könnte dich angreifbar machen. Behalte den Abenteuergeist, aber prüfe die Details, bevor du irgendwo kündigst.',
      },
      wealth: {
        upright:
          'Gut für ein kleines Experiment, etwa ein Nebenprojekt oder eine neue Art, mit Geld umzugehen. Halte den Einsatz gering, solange du dich einarbeitest.',
        reversed:
          'Impulskäufe oder eine Wette auf etwas, das du kaum verstehst, könnten dich teuer zu stehen kommen. Leg dir ein Sicherheitsnetz an, bevor du springst.',
      },
      health: {
        upright:
          'Eine schöne Zeit, um eine neue Aktivität einfach aus Spaß auszuprobieren. Frische Luft, Reisen und Spiel können dich mehr aufladen, als du denkst.',
        reversed:
          'Unachtsamkeit kann zu kleinen Unfällen oder vernachlässigten Grundlagen führen. Mach langsamer, achte auf deine Schritte und überhöre nicht die Signale deines Körpers.',
      },
    },
  },
  'major-01': {
    keywords: {
      upright: ['Willenskraft', 'Können', 'Manifestation', 'Einfallsreichtum'],
      reversed: ['Manipulation', 'zerstreute Energie', 'ungenutztes Talent', 'Täuschung'],
    },
    upright:
      'Alles, was du brauchst, liegt bereits auf dem Tisch. Der Magier sagt dir, dass du das Können, die Werkzeuge und die Konzentration hast, um aus einer Idee etwas Wirkliches zu machen – also hör auf, auf Erlaubnis zu warten. Dies ist eine Karte des Handelns und der klaren Absicht: Entscheide, was du willst, sammle, was du hast, und fang an, es zu formen. Deine Worte haben gerade Gewicht, und deine Entscheidungen auch. Setze beides bewusst ein.',
    reversed:
      'Das Talent ist da, aber es versickert. Vielleicht jonglierst du mit so vielen Dingen, dass du nichts davon zu Ende bringst, oder du zweifelst so sehr an dir, dass deine Fähigkeiten ungenutzt bleiben. Der umgekehrte Magier kann auch vor Blendwerk warnen: Jemand – vielleicht sogar du selbst – biegt die Wahrheit zurecht, um ein Ergebnis zu erzielen. Kehr zu einer ehrlichen Absicht zurück und konzentriere dich auf eine Sache nach der anderen.',
    interpretation:
      'Vom Merkur regiert, ist der Magier der Bote zwischen den Ideen und der materiellen Welt: Kommunikation, Geschick und schnelles Denken. Seine Lektion lautet, dass Kraft aus Übereinstimmung entsteht. Wenn das, was du denkst, sagst und tust, in dieselbe Richtung zeigt, kommen die Dinge in Bewegung. Wenn diese Karte erscheint, benenne ein klares Ziel, zähl die Mittel auf, die du schon hast, und geh noch heute den ersten konkreten Schritt. Achte darauf, wie du deinen Einfluss nutzt, denn die Gaben des Magiers taugen zur Täuschung ebenso gut wie zum Erschaffen.',
    imagery:
      'Ein junger Mann in weißem Gewand und rotem Umhang steht an einem Tisch; eine Hand hebt einen Stab zum Himmel, die andere zeigt zur Erde. Auf dem Tisch liegen ein Kelch, ein Schwert, eine Münze und ein Stab, die vier Farben des Tarot. Über seinem Kopf schwebt eine liegende Acht, ein schlangenartiger Gürtel umschließt seine Hüfte, und um ihn herum wachsen Rosen und Lilien. Die Geste sagt „wie oben, so unten“ und leitet Inspiration in Form; die vier Werkzeuge sind alle Elemente, über die er gebietet; die liegende Acht ist grenzenloses Potenzial; die Blumen bringen Begehren und Reinheit ins Gleichgewicht.',
    areas: {
      love: {
        upright:
          'Du bist charmant und überzeugend, und jetzt ist eine gute Zeit, den ersten Schritt zu machen oder genau zu sagen, was du willst. Sei aufrichtig, dann kommt es an.',
        reversed:
          'Achte auf Spielchen, widersprüchliche Signale oder jemanden, der besser redet als handelt. Lass dir von Taten, nicht von glatten Worten zeigen, woran du bist.',
      },
      career: {
        upright:
          'Ausgezeichnet, um etwas vorzustellen, zu starten, zu verhandeln oder eine neue Fähigkeit zu lernen. Du hast mehr in der Hand, als du glaubst – nutze es.',
        reversed:
          'Deine Fähigkeiten fühlen sich ungenutzt an, oder du verteilst dich auf zu viele Aufgaben. Bündle deinen Fokus und sei vorsichtig bei Geschäften, die allzu raffiniert klingen.',
      },
      wealth: {
        upright:
          'Deine Fähigkeiten können zu Einkommen werden, also überleg, wie du sie einsetzen kannst. Ein praktischer Plan kann sich jetzt gut auszahlen.',
        reversed:
          'Sei vorsichtig bei glatten Maschen und Versprechen von schnellem Geld. Lies das Kleingedruckte und vertrau Zahlen mehr als Verkaufsgesprächen.',
      },
      health: {
        upright:
          'Körper und Geist sprechen gut auf eine klare Absicht an. Setz dir ein konkretes, realistisches Ziel für dein Wohlbefinden, dann bleibst du wahrscheinlich dran.',
        reversed:
          'Nervöse Energie und Grübeln zehren womöglich an dir. Erde dich mit regelmäßigen Mahlzeiten, Schlaf und Zeit ohne Bildschirm.',
      },
    },
  },
  'major-02': {
    keywords: {
      upright: ['Intuition', 'inneres Wissen', 'Geheimnis', 'Stille'],
      reversed: ['überhörte Instinkte', 'Geheimnisse', 'Entfremdung', 'Verwirrung'],
    },
    upright:
      'Nicht alles muss laut ausgesprochen oder sofort entschieden werden. Die Hohepriesterin lädt dich ein, still zu werden und dem Teil in dir zuzuhören, der es schon weiß. Unter der Oberfläche geschieht womöglich mehr, als irgendwer zugibt, und deine Intuition nimmt es wahr. Vertraue den leisen Signalen, gib den Antworten Zeit aufzutauchen und widersteh dem Druck, zu handeln, bevor du bereit bist.',
    reversed:
      'Vielleicht überhörst du dein Bauchgefühl und übertönst es mit Lärm, Geschäftigkeit oder den Meinungen anderer. Oder etwas wird verborgen – von jemand anderem oder von dir vor dir selbst. Die umgekehrte Hohepriesterin sagt: Die Antwort liegt nicht da draußen in noch mehr Ratschlägen. Tritt einen Schritt zurück, schaff dir etwas Raum und erlaube dir zu hören, wem du bisher ausgewichen bist.',
    interpretation:
      'Vom Mond regiert, hütet die Hohepriesterin die Schwelle zwischen Bewusstem und Unbewusstem. Ihre Lektion ist Empfänglichkeit: Manches Wissen kommt erst, wenn du aufhörst, ihm nachzujagen. Träume, Ahnungen, wiederkehrende Zufälle und ein leises Unbehagen sind alles Formen von Information. Wenn sie erscheint, schaff dir jeden Tag Raum für Stille – ob beim Tagebuchschreiben, bei einem Spaziergang allein oder einfach beim Sitzen ohne Handy – und achte darauf, was aufsteigt. Nicht jedes Rätsel muss sofort gelöst werden; mit manchen muss man eine Weile leben.',
    imagery:
      'Eine gelassene Frau in blauen Gewändern sitzt zwischen zwei Säulen, einer schwarzen mit einem B und einer weißen mit einem J, den Säulen des salomonischen Tempels. Sie trägt eine Krone in Form der Mondphasen, hält eine halb verborgene Schriftrolle mit der Aufschrift TORA, und zu ihren Füßen liegt eine Mondsichel. Hinter ihr hängt ein mit Granatäpfeln bestickter Schleier, durch den Wasser zu erahnen ist. Die Säulen sind Gegensätze im Gleichgewicht; die Schriftrolle ist verborgene Weisheit; Schleier und Wasser deuten das tiefe Unbewusste an, das sie hütet; die Granatäpfel sprechen von Fruchtbarkeit und geheimem Wissen.',
    areas: {
      love: {
        upright:
          'Hier liegt mehr unter der Oberfläche: unausgesprochene Gefühle oder eine Verbindung, die sich noch entfaltet. Vertrau dem, was du spürst, und lass die Dinge sich zeigen.',
        reversed:
          'Geheimnisse oder emotionale Distanz sorgen für Verwirrung. Wenn sich etwas seltsam anfühlt, frag behutsam nach, statt die Stille mit Vermutungen zu füllen.',
      },
      career: {
        upright:
          'Beobachte, bevor du handelst. Behalte deine Pläne vorerst für dich, lies die Stimmung genau und vertrau deinem Gespür für Menschen und Zeitpunkte.',
        reversed:
          'Fehlende Informationen oder Bürointrigen trüben womöglich das Bild. Lass dir die Fakten schriftlich geben und hör auf dein Unbehagen.',
      },
      wealth: {
        upright:
          'Ruhige, sorgfältige Entscheidungen passen jetzt zu dir. Wenn sich ein finanzieller Schritt nicht richtig anfühlt, warte, bis du ihn ganz verstehst.',
        reversed:
          'Versteckte Kosten oder unklare Bedingungen könnten dich überrumpeln. Prüfe Kontoauszüge und Verträge genau, bevor du dich auf etwas einlässt.',
      },
      health: {
        upright:
          'Dein Körper sendet feine Botschaften, also hör hin. Ruhe, Stille und regelmäßige Rhythmen tun dir gut.',
        reversed:
          'Wer kleine Zeichen übergeht, lässt Stress sich aufstauen. Wenn sich etwas falsch anfühlt und nicht vergeht, geh lieber zu einer Ärztin oder einem Arzt, statt zu raten.',
      },
    },
  },
  'major-03': {
    keywords: {
      upright: ['Fülle', 'Fürsorge', 'Kreativität', 'Sinnlichkeit'],
      reversed: ['kreative Blockade', 'zu viel Geben', 'Selbstvernachlässigung', 'Stillstand'],
    },
    upright:
      'Um dich herum reift das Leben. Die Herrscherin bringt Wachstum, Geborgenheit und schöpferische Fülle: ein Projekt, das aufblüht, eine Beziehung, die sich vertieft, ein Zuhause, das sich warm anfühlt. Sie erinnert dich daran, dass Gutes wächst, wenn man es mit Geduld und Sorgfalt pflegt, nicht wenn man es erzwingt. Genieße deine Sinne, nähre dich und die Menschen, die du liebst, und erlaube dir, so großzügig zu empfangen, wie du gibst.',
    reversed:
      'Der Garten wirkt ein wenig vernachlässigt, und vielleicht bist du selbst am meisten vernachlässigt worden. Womöglich schenkst du allen anderen so viel Fürsorge, bis nichts mehr für dich übrig ist, oder du fühlst dich kreativ festgefahren und von der Freude abgeschnitten. Die umgekehrte Herrscherin kann auch auf Erdrücken hinweisen, auf ein zu festes Festhalten. Kehr zu deinen eigenen Bedürfnissen zurück und gib den Dingen Raum, in ihrem eigenen Tempo zu wachsen.',
    interpretation:
      'Von der Venus regiert, verkörpert die Herrscherin Liebe, Schönheit und die fruchtbare Kraft der Natur. Ihre Lektion lautet, dass Wachstum den Jahreszeiten folgt. Eine Ernte lässt sich nicht beschleunigen, aber du kannst Bedingungen schaffen, unter denen die Dinge gedeihen: guten Boden, beständige Aufmerksamkeit, genug Ruhe. Wenn sie erscheint, frag dich, was du gerade wachsen lässt – ein Projekt, eine Beziehung oder dein eigenes Wohlbefinden – und was es von dir braucht. Schaff auch Raum für Genuss und Schönheit; sie sind kein Luxus, sondern Treibstoff für Kreativität.',
    imagery:
      'Eine Frau sitzt auf weichen Kissen in einem üppigen Garten; sie trägt ein mit Granatäpfeln bedrucktes Gewand und eine Krone aus zwölf Sternen. Neben ihr lehnt ein herzförmiger Schild mit dem Zeichen der Venus, zu ihren Füßen reift goldener Weizen, und hinter ihr stürzt ein Wasserfall durch einen Wald. Der Weizen ist Ernte und Fülle; die Granatäpfel sind Fruchtbarkeit; die zwölf Sterne verbinden sie mit dem Kreislauf des Jahres; das fließende Wasser und die Bäume zeigen Leben, das sich erneuert, ohne Eile und voller Großzügigkeit.',
    areas: {
      love: {
        upright:
          'Wärme, Zuneigung und Romantik fließen jetzt leicht. Bestehende Bindungen vertiefen sich, und für manche deutet diese Karte auf Verbindlichkeit oder Familiengründung hin.',
        reversed:
          'Vielleicht gibst du weit mehr, als du bekommst, oder fühlst dich als selbstverständlich hingenommen. Sorge auch für dich und lass dein Gegenüber dir auf halbem Weg entgegenkommen.',
      },
      career: {
        upright:
          'Kreative Arbeit gedeiht, und Projekte, die du gepflegt hast, beginnen Früchte zu tragen. Besonders begünstigt ist Arbeit mit Fürsorge, Gestaltung oder Schönheit.',
        reversed:
          'Erschöpfung oder eine kreative Dürre kündigen sich womöglich an. Tritt einen Schritt zurück, füll deine Quelle wieder auf und hör auf, Ideen zu erzwingen, die noch nicht reif sind.',
      },
      wealth: {
        upright:
          'Eine behagliche, beständige Zeit, in der sich geduldiger Einsatz auszahlt. Genieße sie und leg einen Teil für magerere Zeiten zurück.',
        reversed:
          'Frustkäufe oder zu viel Geben zehren womöglich an deinem Budget. Schau, wohin dein Geld fließt, und gönn dir etwas auf klügere Weise.',
      },
      health: {
        upright:
          'Nahrhaftes Essen, guter Schlaf und Zeit in der Natur bringen dich wunderbar wieder ins Lot. Hör auf deinen Körper und behandle ihn freundlich.',
        reversed:
          'Die Selbstfürsorge ist auf der Liste nach unten gerutscht. Bau einfache Routinen wieder auf und sprich mit einer Ärztin oder einem Arzt über alles, was dich dauerhaft plagt.',
      },
    },
  },
  'major-04': {
    keywords: {
      upright: ['Struktur', 'Autorität', 'Stabilität', 'Führung'],
      reversed: ['Starrheit', 'Kontrolle', 'Machtkämpfe', 'mangelnde Disziplin'],
    },
    upright:
      'Es ist Zeit, etwas Dauerhaftes aufzubauen. Der Herrscher bringt Ordnung, Verantwortung und beständige Führung – die Kraft, Grenzen zu setzen und an einem Plan festzuhalten. Ob du deine Finanzen ordnest, ein Team leitest oder einfach dein Leben in Form bringst: Diese Karte unterstützt klare Regeln und entschlossenes Handeln. Übernimm die Verantwortung für das, was dir zu verwalten zusteht, und lass Struktur dich befreien statt einengen.',
    reversed:
      'Struktur ist in Kontrolle umgeschlagen oder ganz zusammengebrochen. Vielleicht hast du es mit einer starren, herrischen Person zu tun, oder du merkst, dass du dich an Kontrolle klammerst, weil Ungewissheit unerträglich scheint. Der umgekehrte Herrscher kann auch das Gegenteil bedeuten: kein Plan, keine Grenzen, kein Durchhalten. So oder so lautet die Frage, wie du mit Beständigkeit statt mit Gewalt führen kannst.',
    interpretation:
      'Mit dem Widder verbunden, lenkt der Herrscher feurigen Antrieb in Ordnung und Schutz. Seine Lektion ist reife Autorität: Verantwortung für das eigene Leben übernehmen und Macht nutzen, um Sicherheit zu schaffen, nicht Angst. Gesunde Struktur bedeutet klare Grenzen, verlässliche Gewohnheiten und Entscheidungen, hinter denen du stehen kannst. Wenn diese Karte erscheint, schau, wo sich das Leben chaotisch anfühlt, und frag dich, welcher Rahmen helfen würde. Dann schau, wo du zu starr bist, und frag dich, was sich lockern ließe, ohne dass alles auseinanderfällt.',
    imagery:
      'Ein bärtiger Herrscher sitzt auf einem steinernen Thron, der mit Widderköpfen verziert ist; über einer Rüstung trägt er rote Gewänder. In einer Hand hält er ein Zepter mit einem Anch, in der anderen einen Reichsapfel. Hinter ihm ragen kahle, schroffe Berge auf, an deren Fuß ein schmaler Bach fließt. Die Widder erinnern an das Sternzeichen Widder und an kraftvolle Energie; die Rüstung unter dem Gewand zeigt einen Anführer, der bereit ist zu schützen; Zepter und Reichsapfel stehen für die Herrschaft über Leben und Welt; die kargen Berge sind feste Fundamente und die hart erarbeitete Stärke der Disziplin.',
    areas: {
      love: {
        upright:
          'Stabilität und Verbindlichkeit stehen im Vordergrund. Du oder dein Gegenüber wünscht euch vielleicht klarere Pläne und Sicherheit, was die Bindung geborgen wirken lässt.',
        reversed:
          'Vielleicht versucht einer den anderen zu kontrollieren, oder Regeln sind an die Stelle von Wärme getreten. Sprecht auf Augenhöhe über eure Bedürfnisse, statt Anweisungen zu erteilen.',
      },
      career: {
        upright:
          'Chancen auf Führung und geordneter Fortschritt sind begünstigt. Setz dir klare Ziele, übernimm Verantwortung, und andere werden dir folgen.',
        reversed:
          'Auseinandersetzungen mit Vorgesetzten oder ein allzu starres System frustrieren dich womöglich. Bleib professionell und prüfe, ob nicht auch du unflexibel bist.',
      },
      wealth: {
        upright:
          'Eine großartige Zeit für Haushaltsplanung, langfristige Planung und finanzielle Sicherheit. Disziplin jetzt schafft später echte Freiheit.',
        reversed:
          'Entweder wird das Geld streng kontrolliert oder gar nicht verwaltet. Finde die Mitte mit einem realistischen Plan, den du wirklich einhalten kannst.',
      },
      health: {
        upright:
          'Eine feste Routine passt zu dir: regelmäßiger Schlaf, strukturierte Bewegung, gleichmäßige Mahlzeiten. Disziplin ist hier deine Verbündete.',
        reversed:
          'Wer sich durch Stress hindurchkämpft oder Grenzen übergeht, bekommt das womöglich zu spüren. Nimm den Druck heraus und geh zu einer Ärztin oder einem Arzt, wenn die Anspannung anhält.',
      },
    },
  },
  'major-05': {
    keywords: {
      upright: ['Tradition', 'Führung und Rat', 'gemeinsame Werte', 'Lernen'],
      reversed: ['Rebellion', 'Regeln hinterfragen', 'Dogma', 'eigene Wege gehen'],
    },
    upright:
      'In dem, was sich über lange Zeit bewährt hat, liegt Weisheit. Der Hierophant weist auf Lehrer, Mentorinnen, Institutionen und Traditionen hin, die dich leiten können – von einem Studiengang über eine vertraute Ratgeberin bis zu einer Gemeinschaft mit gemeinsamen Werten. Jetzt ist ein guter Moment, den bewährten Weg zu lernen, bevor du versuchst, ihn neu zu erfinden. Rat zu suchen ist keine Schwäche; es ist eine Abkürzung zum Verstehen.',
    reversed:
      'Die alten Regeln passen nicht mehr. Vielleicht hinterfragst du Überzeugungen, mit denen du aufgewachsen bist, reibst dich an einer Institution oder merkst, dass dich das Befolgen von Konventionen leer zurückgelassen hat. Der umgekehrte Hierophant unterstützt dein Recht, selbst zu denken, und stellt dabei nur eine Frage: Lehnst du die Tradition ab, weil sie dir nicht mehr dient, oder nur, weil sie vertraut ist?',
    interpretation:
      'Mit dem Stier verbunden, verankert der Hierophant spirituelle und gesellschaftliche Weisheit in dauerhaften Formen: Rituale, Schulen, Bräuche und Gemeinschaften. Seine Lektion ist der Wert, Teil von etwas Größerem zu sein – und die Verantwortung, darauf zu achten, dass das, dem du folgst, noch stimmig ist. Wenn er erscheint, überleg, wer deine wahren Lehrer sind und nach welchen Werten du tatsächlich lebst. Vielleicht verpflichtest du dich einer Disziplin, schließt dich einer Gruppe an oder findest eine Mentorin. Oder du musst deine eigenen Regeln schreiben, respektvoll und mit Bedacht.',
    imagery:
      'Eine geistliche Gestalt in roten Gewändern und mit dreifacher Krone sitzt zwischen zwei grauen Säulen; eine Hand ist segnend erhoben, die andere hält ein dreifaches Kreuz. Zu seinen Füßen liegen zwei gekreuzte Schlüssel, und zwei Anhänger mit Tonsur knien vor ihm. Die Säulen erinnern an die Hohepriesterin, doch hier wird Weisheit offen gelehrt statt verborgen gehalten; die Schlüssel öffnen geistliches und weltliches Wissen; die knienden Gestalten zeigen Lehre, die von einer Generation an die nächste weitergegeben wird.',
    areas: {
      love: {
        upright:
          'Traditionelle Verbindlichkeit ist begünstigt: die Familie kennenlernen, Heirat oder eine Beziehung, die auf gemeinsamen Werten ruht. Stabilität zählt mehr als Feuerwerk.',
        reversed:
          'Vielleicht wünschst du dir eine Beziehung, die nicht in die erwartete Form passt, oder spürst Druck durch familiäre Normen. Wählt, was wirklich zu euch beiden passt.',
      },
      career: {
        upright:
          'Weiterbildung, Qualifikationen und etablierte Organisationen unterstützen dein Wachstum. Eine Mentorin oder ein erfahrener Kollege bietet dir womöglich wertvollen Rat.',
        reversed:
          'Bürokratie oder eine altmodische Kultur frustrieren dich. Überleg, wo du Neues wagen kannst und wo es sich lohnt, innerhalb des Systems zu arbeiten.',
      },
      wealth: {
        upright:
          'Konventionelle, bewährte Ansätze funktionieren jetzt am besten. Hol dir Rat bei qualifizierten Fachleuten und halte dich an solide, erprobte Grundsätze.',
        reversed:
          'Standardratschläge passen vielleicht nicht zu deiner Lage, aber unkonventionelle Modelle verdienen besonders genaue Prüfung. Hinterfrage alles, auch die glänzende neue Idee.',
      },
      health: {
        upright:
          'Verlässliche Routinen und bewährter Rat tun dir gut. Halte dich an die Grundlagen und zögere nicht, eine regelmäßige Vorsorgeuntersuchung zu vereinbaren.',
        reversed:
          'Starre Regeln lassen Selbstfürsorge vielleicht wie eine lästige Pflicht wirken. Finde eine Routine, die zu deinem Leben passt, und besprich große Veränderungen mit Fachleuten.',
      },
    },
  },
  'major-06': {
    keywords: {
      upright: ['Liebe', 'Harmonie', 'eine bedeutsame Wahl', 'Übereinstimmung'],
      reversed: ['Disharmonie', 'unvereinbare Werte', 'Versuchung', 'einer Wahl ausweichen'],
    },
    upright:
      'Eine tiefe Verbindung und eine Entscheidung, die zählt. Die Liebenden sprechen von Beziehungen, die auf echtem Verständnis beruhen, in denen zwei Menschen – oder zwei Seiten von dir – in Einklang kommen. Es ist auch eine Karte der Entscheidung: aus dem Herzen wählen, im Einklang mit dem, was dir wirklich wichtig ist. Was auch immer vor dir liegt, die Frage ist nicht nur, was du willst, sondern wer du sein willst, wenn du es wählst.',
    reversed:
      'Etwas ist aus dem Takt. Vielleicht eine Beziehung, in der sich eure Werte auseinanderentwickelt haben, eine Versuchung, die dich von dem wegzieht, was dir wichtig ist, oder eine Entscheidung, die du immer wieder aufschiebst. Die umgekehrten Liebenden bitten dich, nicht länger den Umständen die Schuld zu geben, sondern nach innen zu schauen. Wie sähe Einklang hier aus, und was fürchtest du aufzugeben, um ihn zu erreichen?',
    interpretation:
      'Mit den Zwillingen verbunden, dem Zeichen der Paare und des Gesprächs, handeln die Liebenden von Vereinigung durch ehrliche Kommunikation und bewusste Wahl. Ihre Lektion lautet, dass Liebe mehr ist als Anziehung; sie ist eine Verpflichtung zu gemeinsamen Werten. Die Karte erscheint oft an Wegkreuzungen, ob in der Liebe, im Beruf oder im Glauben, und bittet dich, mit deinem ganzen Selbst zu wählen. Werde dir vor der Entscheidung klar darüber, was dir am wichtigsten ist, und triff dann die Wahl, hinter der du mit offenem Herzen stehen kannst.',
    imagery:
      'Ein nackter Mann und eine nackte Frau stehen in einem sonnenbeschienenen Garten unter einem großen geflügelten Engel, der segnend die Arme über sie breitet. Hinter der Frau wächst ein Baum mit Früchten, um den sich eine Schlange windet; hinter dem Mann ein Baum aus Flammen. Zwischen ihnen erhebt sich ein Berg. Der Engel ist höhere Führung und Segen; ihre Nacktheit ist Ehrlichkeit und Verletzlichkeit; die beiden Bäume erinnern an Eden, an Erkenntnis und Begehren; der Berg ist Herausforderung und Lohn einer verbindlichen Beziehung.',
    areas: {
      love: {
        upright:
          'Ein wunderschönes Zeichen für die Liebe: tiefe Verbindung, gegenseitige Anziehung und Harmonie. Es kann auch die Entscheidung markieren, sich ganz einzulassen.',
        reversed:
          'Missverständnisse oder unterschiedliche Werte sorgen für Reibung. Sprecht ehrlich darüber, was ihr beide wollt, bevor sich Groll festsetzt.',
      },
      career: {
        upright:
          'Eine Partnerschaft oder Zusammenarbeit sieht vielversprechend aus. Vielleicht stehst du vor der Wahl zwischen Wegen; nimm den, der zu deinen Werten passt.',
        reversed:
          'Eine Arbeitsbeziehung fühlt sich angespannt an, oder du bist zwischen Möglichkeiten hin- und hergerissen. Entscheide nach Grundsätzen, nicht nur nach Bequemlichkeit.',
      },
      wealth: {
        upright:
          'Gemeinsame Finanzen oder Investitionen können mit offener Absprache gut laufen. Triff Geldentscheidungen, die deine wahren Prioritäten widerspiegeln.',
        reversed:
          'Streit ums Geld oder verlockende Spontankäufe können für Spannung sorgen. Einigt euch auf einen Plan, bevor ihr gemeinsam etwas ausgebt oder unterschreibt.',
      },
      health: {
        upright:
          'Ein Gleichgewicht zwischen Körper und Geist ist in Reichweite. Unterstützende Beziehungen und das, was du liebst, stärken dein Wohlbefinden.',
        reversed:
          'Konflikte oder innere Anspannung beeinträchtigen vielleicht deine Erholung. Stell das Gleichgewicht behutsam wieder her und sprich mit Fachleuten, wenn der Stress anhält.',
      },
    },
  },
  'major-07': {
    keywords: {
      upright: ['Entschlossenheit', 'Antrieb', 'Selbstbeherrschung', 'Sieg'],
      reversed: ['Richtungslosigkeit', 'verzettelte Kräfte', 'Aggression', 'Kontrollverlust'],
    },
    upright:
      'Du bist bereit loszufahren, und nichts wird dich aufhalten, wenn du fokussiert bleibst. Der Wagen ist eine Karte der Willenskraft und des disziplinierten Vorankommens: gegensätzliche Kräfte im Zaum halten und sie auf ein einziges Ziel zusteuern. Hindernisse werden kommen, aber du hast die Entschlossenheit, dich durchzusetzen. Entscheide, wohin du willst, behalte die Zügel in der Hand und vertrau darauf, dass du diesen Kampf gewinnen kannst.',
    reversed:
      'Die Pferde ziehen in verschiedene Richtungen. Vielleicht preschst du ohne klare Route voran, verzettelst deine Energie oder hast das Gefühl, dass die Ereignisse dir die Zügel aus der Hand genommen haben. Der umgekehrte Wagen kann auch davor warnen, Dinge mit bloßer Aggression durchzudrücken. Halt an, orientiere dich neu und entscheide, was du eigentlich willst, bevor du versuchst, schneller zu werden.',
    interpretation:
      'Mit dem Krebs verbunden, verbindet der Wagen emotionalen Schutz mit Vorwärtsbewegung; seine Rüstung ist ein Panzer, mit dem der Lenker sich durch eine harte Welt bewegen kann. Seine Lektion lautet, dass der Sieg aus innerer Meisterschaft kommt, nicht aus roher Gewalt. Die beiden Sphingen, die in entgegengesetzte Richtungen streben, stehen für widerstreitende Wünsche, die du zusammenhalten musst. Wenn der Wagen erscheint, benenne dein Ziel klar, erkenne die gegensätzlichen Kräfte in dir an und leg dich fest. Disziplin und Fokus tragen dich weiter als bloßes Gefühl.',
    imagery:
      'Eine gepanzerte Gestalt steht in einem Wagen unter einem Sternenbaldachin; sie hält einen Stab, aber keine Zügel. Zwei Sphingen, eine schwarze und eine weiße, sitzen vor dem Wagen und blicken in verschiedene Richtungen. Hinter ihm steht eine ummauerte Stadt, und auf seinen Schultern ruhen Mondsicheln. Die fehlenden Zügel zeigen Lenkung allein durch Willenskraft; die gegensätzlichen Sphingen sind entgegengesetzte Kräfte im Gleichgewicht; der Sternenbaldachin verbindet ihn mit einem höheren Zweck; die Stadt hinter ihm ist die Geborgenheit, die er zurückgelassen hat, um sein Ziel zu verfolgen.',
    areas: {
      love: {
        upright:
          'Du weißt, was du willst, und gehst darauf zu. Eine Beziehung gewinnt an Schwung durch Verbindlichkeit und Einsatz von beiden Seiten.',
        reversed:
          'Machtkämpfe oder unvereinbare Ziele treiben euch auseinander. Mach langsamer und lenkt gemeinsam, statt um die Kontrolle zu ringen.',
      },
      career: {
        upright:
          'Starker Schwung in Richtung Erfolg. Bleib fokussiert, behaupte dich bei Rückschlägen, und du erreichst dein Ziel wahrscheinlich.',
        reversed:
          'Projekte geraten womöglich ins Stocken oder vom Kurs ab. Kläre Prioritäten und zügle den Drang, alles auf einmal zu übernehmen.',
      },
      wealth: {
        upright:
          'Disziplinierter Einsatz bringt Fortschritt. Setz dir ein klares finanzielles Ziel und steuere mit Selbstbeherrschung weiter darauf zu.',
        reversed:
          'Impulsive Entscheidungen könnten deine Finanzen vom Kurs abbringen. Halt inne, überprüfe den Plan und vermeide Entscheidungen aus Frust.',
      },
      health: {
        upright:
          'Entschlossenheit hilft dir, bei deinen Fitness- oder Wohlfühlzielen dranzubleiben. Lenke deinen Antrieb in stetigen, nachhaltigen Fortschritt.',
        reversed:
          'Zu viel Druck oder ein Leben im Dauerstress können dich zermürben. Gleiche Einsatz mit Ruhe aus und lass dich untersuchen, wenn du dich ausgelaugt fühlst.',
      },
    },
  },
  'major-08': {
    keywords: {
      upright: ['innere Stärke', 'Mut', 'Mitgefühl', 'Geduld'],
      reversed: ['Selbstzweifel', 'geringes Selbstvertrauen', 'Impulsivität', 'ungezügelte Gefühle'],
    },
    upright:
      'Wahre Stärke ist leiser, als du vielleicht denkst. Diese Karte zeigt Mut, der nicht schreien muss: die Geduld, unter Druck ruhig zu bleiben, die Güte, Wut zu begegnen, ohne sie zu verstärken, die Zuversicht, sich den eigenen Ängsten sanft zu stellen. Mit welchem wilden Gefühl oder welcher schwierigen Lage du auch ringst, du kannst ihr mit Beständigkeit statt mit Gewalt begegnen. Du bist stärker, als du dir zutraust.',
    reversed:
      'Dein innerer Löwe fühlt sich entweder sehr klein oder sehr laut an. Vielleicht flüstern dir Selbstzweifel ein, dass du es nicht schaffst, oder Frust bricht auf eine Weise aus dir heraus, die du später bereust. Die umgekehrte Kraft ist kein Urteil, sondern eine Einladung, sanfter mit dir umzugehen. Mut lässt sich mit jeder kleinen tapferen Tat wieder aufbauen, und es beginnt damit, den eigenen Gefühlen mit Geduld zu begegnen.',
    interpretation:
      'Mit dem Löwen verbunden, handelt die Kraft vom Herzen: Mut, Wärme und die Würde eines sanften Geistes. Im Rider-Waite-Smith-Tarot trägt sie die Nummer acht, den Angelpunkt der ersten Hälfte der Reise. Ihre Lektion lautet, dass du Angst und Wut nicht zähmst, indem du sie bekämpfst, sondern indem du dich mit ihnen anfreundest. Achte darauf, was dich triggert, atme, bevor du reagierst, und begegne dir mit demselben Mitgefühl, das du einem verängstigten Tier schenken würdest. Stärke wächst mit jedem Moment, in dem du weich bleibst, ohne nachzugeben.',
    imagery:
      'Eine Frau in weißem Kleid, mit Blumen bekränzt, schließt oder öffnet sanft das Maul eines Löwen. Sie zeigt keine Angst, und der Löwe wirkt ruhig in ihren Händen. Über ihrem Kopf schwebt eine liegende Acht, eine Rosenkette verbindet sie mit dem Tier, und im Hintergrund erheben sich Berge. Der Löwe ist ungezähmte Leidenschaft und Instinkt; ihre sanften Hände zeigen Meisterschaft durch Liebe statt durch Gewalt; die liegende Acht wiederholt das grenzenlose Potenzial des Magiers; die Blumen verwandeln Macht in etwas Schönes statt in etwas Brutales.',
    areas: {
      love: {
        upright:
          'Geduld und Zärtlichkeit stärken eure Bindung. Begegne schwierigen Momenten mit Mitgefühl, und eure Beziehung wird tiefer.',
        reversed:
          'Unsicherheit oder aufflammender Ärger sorgen womöglich für Belastung. Arbeite an deinem Selbstvertrauen und atme durch, bevor dir im Zorn Worte herausrutschen.',
      },
      career: {
        upright:
          'Ruhige Zuversicht trägt den Sieg davon. Begegne schwierigen Menschen und Druck mit Gelassenheit, und deine stille Beständigkeit wird bemerkt.',
        reversed:
          'Zweifel halten dich zurück, oder Frust sickert in deine Arbeit. Bau dein Selbstvertrauen wieder auf, indem du dich auf das konzentrierst, was du gut kannst.',
      },
      wealth: {
        upright:
          'Beständige, geduldige Entscheidungen dienen dir am besten. Widersteh Frustkäufen und vertraue deiner Fähigkeit, mit dem umzugehen, was du hast.',
        reversed:
          'Angst oder Impulse lenken vielleicht deine Geldentscheidungen. Tritt zurück, lass das Gefühl sich legen und entscheide erst mit klarem Kopf.',
      },
      health: {
        upright:
          'Deine Widerstandskraft ist stark, und sanfte Beständigkeit baut sie weiter auf. Beweg dich so, dass es sich gut anfühlt, nicht wie eine Strafe.',
        reversed:
          'Stress und wenig Energie holen dich womöglich ein. Sei geduldig mit dir, ruh dich gut aus und geh zu einer Ärztin oder einem Arzt, wenn es nicht besser wird.',
      },
    },
  },
  'major-09': {
    keywords: {
      upright: ['Innenschau', 'Alleinsein', 'innere Führung', 'Wahrheitssuche'],
      reversed: ['Isolation', 'Einsamkeit', 'Rückzug', 'Rat ablehnen'],
    },
    upright:
      'Es ist Zeit, dich vom Lärm zurückzuziehen. Der Eremit ruft dich in die Stille, nicht als Strafe, sondern als Gelegenheit, deine eigenen Gedanken wieder zu hören. Vielleicht brauchst du Zeit, um über eine große Entscheidung nachzudenken, deine Richtung zu überdenken oder dich einfach von den Erwartungen anderer zu erholen. Die Antworten, die du suchst, kommen nicht aus noch mehr Input. Sie kommen, wenn du nach innen gehst und deinem eigenen Licht vertraust.',
    reversed:
      'Das Alleinsein ist zur Isolation geworden. Vielleicht ziehst du dich zurück, weil es sich sicherer anfühlt, schneidest dich von Menschen ab, denen du wichtig bist, oder verlierst dich in deinem eigenen Kopf. Oder du weichst dem Nachdenken ganz aus und hältst dich so beschäftigt, dass du der Stille nie begegnen musst. Der umgekehrte Eremit bittet dich, das Gleichgewicht zwischen innerer Arbeit und echter Verbindung zu finden.',
    interpretation:
      'Mit der Jungfrau verbunden, bringt der Eremit sorgfältige Unterscheidungskraft und eine stille Suche nach Sinn. Seine Lektion lautet, dass Weisheit gefunden und nicht geschenkt wird: Einen Teil des Weges musst du allein gehen, um zu wissen, woran du wirklich glaubst. Die Laterne, die er trägt, soll auch anderen leuchten – Innenschau ist also kein Egoismus. Wenn diese Karte erscheint, nimm dir regelmäßig Zeit für die Stille, ob bei einem Spaziergang, im Tagebuch oder beim langen Nachdenken. Und wenn du schon zu lange allein bist, spüre, wann es Zeit ist, dein Licht wieder zu anderen zu bringen.',
    imagery:
      'Ein alter Mann in einem langen grauen Mantel steht allein auf einem verschneiten Berggipfel; in einer Hand hält er eine Laterne empor, mit der anderen stützt er sich auf einen Stab. In der Laterne leuchtet ein sechszackiger Stern. Der Gipfel zeigt, dass er einen Ort hart errungener Einsicht erreicht hat; die Laterne ist innere Weisheit, die Schritt für Schritt den Weg erhellt; der Stern darin ist das Siegel Salomons, ein Zeichen der Erkenntnis; der graue Mantel spricht von Bescheidenheit und Rückzug von der Welt.',
    areas: {
      love: {
        upright:
          'Vielleicht brauchst du Abstand, um zu verstehen, was du willst. Singles profitieren von Zeit für sich; Paare davon, einander Raum zum Nachdenken zu geben.',
        reversed:
          'Die Distanz wächst, oder die Einsamkeit lastet auf dir. Geh auf andere zu, denn Verbindung ist noch möglich, sobald du bereit bist.',
      },
      career: {
        upright:
          'Tritt zurück, um deinen Weg zu überdenken. Tiefe, konzentrierte Arbeit oder ein Fachstudium passen gerade besser zu dir als Netzwerken.',
        reversed:
          'Allein vor dich hin zu arbeiten, schränkt dich womöglich ein. Bitte um Rückmeldung, teile deine Ideen und trag nicht alles allein.',
      },
      wealth: {
        upright:
          'Nimm dir in Ruhe Zeit, deine Finanzen allein durchzugehen. Sorgfältige, private Planung dient dir besser, als der Masse zu folgen.',
        reversed:
          'Geldangelegenheiten zu meiden, lässt sie nicht verschwinden. Öffne die Kontoauszüge, schau dir die Zahlen an und frag eine Beraterin, wenn du feststeckst.',
      },
      health: {
        upright:
          'Ruhe, Stille und Zeit für dich helfen dir, dich zu erholen. Langsame Spaziergänge, ein wenig Meditation und guter Schlaf bringen dein Gleichgewicht sanft zurück.',
        reversed:
          'Der Rückzug drückt womöglich auf Stimmung oder Energie. Bleib mit anderen in Kontakt und wende dich an Fachleute, wenn die gedrückte Stimmung anhält.',
      },
    },
  },
  'major-10': {
    keywords: {
      upright: ['Wandel', 'Zyklen', 'Wendepunkt', 'Glück'],
      reversed: ['Rückschläge', 'Widerstand gegen Wandel', 'ungünstiges Timing', 'Gefühl des Feststeckens'],
    },
    upright:
      'Das Rad dreht sich, und die Dinge beginnen sich zu deinen Gunsten zu bewegen. Diese Karte markiert einen Wendepunkt: einen Glücksfall, eine plötzliche Gelegenheit, eine Veränderung, die du nicht hast kommen sehen. Das Leben verläuft in Zyklen, und gerade ist der Schwung auf deiner Seite. Bleib wach, sei bereit, mit der Strömung zu gehen, und mach das Beste aus diesem Aufschwung, solange er anhält – denn so ist das nun einmal mit Rädern.',
    reversed:
      'Es fühlt sich an, als hätte sich das Glück gegen dich gewendet oder als bewege sich überhaupt nichts. Verzögerungen, Rückschläge und ungünstiges Timing stellen womöglich deine Geduld auf die Probe. Das umgekehrte Rad erinnert dich daran, dass auch jeder Abschwung Teil eines Zyklus ist und vorübergeht. Frag dich derweil, welche Muster sich in deinem Leben ständig wiederholen und was du ändern kannst, statt darauf zu warten, dass sich das Schicksal wendet.',
    interpretation:
      'Vom Jupiter regiert, dem Planeten der Ausdehnung und des Glücks, lehrt das Rad, dass Wandel die einzige Konstante ist. Seine Lektion lautet: gute Zeiten leicht halten und schwere Zeiten geduldig tragen, im Wissen, dass keine von beiden ewig dauert. Das Rad kannst du nicht steuern, wohl aber, wie du auf seine Drehung antwortest. Wenn diese Karte erscheint, schau dir die Zyklen in deinem Leben an: was immer wiederkehrt und was du daraus gelernt hast. Nutze das Glück weise und bereite dich auf die nächste Drehung vor.',
    imagery:
      'Ein großes Rad schwebt am Himmel, beschriftet mit Buchstaben und alchemistischen Zeichen. Oben sitzt eine Sphinx mit einem Schwert, eine Schlange gleitet an einer Seite hinab, und auf der anderen steigt eine Gestalt mit Schakalkopf empor. In den vier Ecken lesen geflügelte Wesen – ein Engel, ein Adler, ein Löwe und ein Stier – zwischen den Wolken in Büchern. Das Rad ist der Kreislauf des Schicksals; die Sphinx ist Weisheit, die beständig bleibt; die sinkende Schlange und die aufsteigende Gestalt zeigen, wie das Glück fällt und steigt; die vier Wesen sind die fixen Zeichen, ruhende Punkte inmitten ständigen Wandels.',
    areas: {
      love: {
        upright:
          'Eine schicksalhafte Begegnung oder eine gute Wendung in eurer Beziehung steht womöglich bevor. Bleib offen für Überraschungen und lass die Dinge sich entfalten.',
        reversed:
          'Alte Muster wiederholen sich vielleicht, oder das Timing stimmt nicht. Achte darauf, was immer wieder schiefgeht und was du anders machen kannst.',
      },
      career: {
        upright:
          'Ein Glücksfall oder eine unerwartete Chance könnte deine Richtung ändern. Halte die Augen offen und sei bereit, Ja zu sagen, wenn sie sich zeigt.',
        reversed:
          'Rückschläge oder festgefahrene Pläne stellen deine Geduld auf die Probe. Pass dich an, statt dich zu sträuben, und nutze die ruhigere Phase, um dich auf den nächsten Aufschwung vorzubereiten.',
      },
      wealth: {
        upright:
          'Das Glück wendet sich dir zu, vielleicht durch einen unverhofften Geldsegen oder ein neues Einkommen. Genieße es und leg etwas für den nächsten Zyklus zurück.',
        reversed:
          'Eine unerwartete Rechnung oder ein Verlust taucht womöglich auf. Greif auf ein Notpolster zurück und widersteh dem Drang, dich mit Glücksspiel wieder ins Plus zu bringen.',
      },
      health: {
        upright:
          'Es geht bergauf, und deine Energie kehrt zurück. Nutze den Schwung, um eine neue Gewohnheit anzufangen, solange es dir leichtfällt.',
        reversed:
          'Schwankungen in deiner Energie frustrieren dich womöglich. Bau beständige Routinen auf und hol dir ärztlichen Rat bei allem, was immer wiederkehrt.',
      },
    },
  },
  'major-11': {
    keywords: {
      upright: ['Fairness', 'Wahrheit', 'Verantwortlichkeit', 'Ursache und Wirkung'],
      reversed: ['Ungerechtigkeit', 'Unehrlichkeit', 'Verantwortung meiden', 'Voreingenommenheit'],
    },
    upright:
      'Wie man in den Wald hineinruft, so schallt es heraus – und jetzt ist eine Zeit der Klarheit und gerechter Ergebnisse. Die Gerechtigkeit bittet dich, die Fakten ehrlich anzusehen, jede Seite abzuwägen und Entscheidungen zu treffen, hinter denen du stehen kannst. Rechtliche Angelegenheiten, Verträge und wichtige Entscheidungen stehen im Vordergrund, und sie lösen sich meist fair, wenn du integer handelst. Übernimm Verantwortung für deinen Anteil und vertrau darauf, dass die Wahrheit ihren Weg ans Licht findet.',
    reversed:
      'Etwas fühlt sich ungerecht an, oder jemand ist nicht ehrlich – möglicherweise auch du. Vielleicht stehst du vor einem Ergebnis, das ungerecht erscheint, oder weichst der Verantwortung für eine Entscheidung aus, die du getroffen hast. Die umgekehrte Gerechtigkeit verlangt unbequeme Ehrlichkeit: Wo biegst du die Wahrheit zurecht, gibst anderen die Schuld oder weigerst dich, das Offensichtliche zu sehen? Fairness beginnt mit einem geraden Blick auf dich selbst.',
    interpretation:
      'Mit der Waage verbunden, dem Zeichen des Gleichgewichts, trägt die Gerechtigkeit im Rider-Waite-Smith-Tarot die Nummer elf und steht damit genau in der Mitte der Großen Arkana. Ihre Lektion lautet, dass jede Handlung Folgen hat und dass klarsichtige Ehrlichkeit der Weg zum Frieden ist. Es geht nicht um Strafe, sondern um Verantwortlichkeit: eine Lage so sehen, wie sie wirklich ist, den eigenen Anteil annehmen und fair wählen. Wenn diese Karte erscheint, sammle die Fakten, hör alle Seiten an und triff eine Entscheidung, die vom Gewissen geleitet ist statt von Angst oder Gunst.',
    imagery:
      'Eine Gestalt in roten Gewändern sitzt auf einem steinernen Thron zwischen zwei Säulen; in einer Hand hält sie ein aufrechtes zweischneidiges Schwert, in der anderen eine Waage im Gleichgewicht. Hinter dem Thron hängt ein purpurner Vorhang, und unter dem Gewand lugt ein einzelner weißer Schuh hervor. Das Schwert ist klares Denken, das Verwirrung durchschneidet; die Waage ist unparteiisches Urteil; Säulen und Vorhang erinnern an die Hohepriesterin, doch hier wird die Wahrheit offen gewogen; der weiße Schuh deutet an, dass jeder Schritt geistige Folgen hat.',
    areas: {
      love: {
        upright:
          'Ehrlichkeit und Fairness stärken eure Beziehung. Eine gute Zeit für ausgewogene Gespräche und dafür, lang schwelende Themen zu klären.',
        reversed:
          'Ungleichgewicht oder Unehrlichkeit sorgen für Spannung. Schaut, ob ihr beide gleich viel gebt und die Wahrheit sagt.',
      },
      career: {
        upright:
          'Faire Behandlung und gerechter Lohn für deinen Einsatz. Verträge, Verhandlungen und rechtliche Angelegenheiten laufen meist gut, wenn du gründlich bist.',
        reversed:
          'Vielleicht erlebst du ungerechte Behandlung oder Bürointrigen. Dokumentiere alles und bleib ehrlich, auch wenn andere es nicht sind.',
      },
      wealth: {
        upright:
          'Eine gute Zeit, Schulden zu begleichen, Vereinbarungen zu unterschreiben oder die Bücher auszugleichen. Geradliniges, ehrliches Handeln bringt stabile Ergebnisse.',
        reversed:
          'Achte auf unfaire Bedingungen oder versteckte Kosten. Lies jeden Vertrag sorgfältig und sei ehrlich, was deine eigenen Finanzen angeht.',
      },
      health: {
        upright:
          'Gleichgewicht ist der Schlüssel: Arbeit und Ruhe, Aktivität und Erholung. Ein ehrlicher Blick auf deine Gewohnheiten bringt stetige Besserung.',
        reversed:
          'Vernachlässigte Gewohnheiten holen dich womöglich ein. Stell dich dem, was sich ändern muss, und sprich mit einer Ärztin oder einem Arzt, wenn dich etwas beunruhigt.',
      },
    },
  },
  'major-12': {
    keywords: {
      upright: ['Innehalten', 'Hingabe', 'neue Sichtweise', 'Loslassen'],
      reversed: ['Hinhalten', 'Widerstand', 'sinnloses Opfer', 'Unentschlossenheit'],
    },
    upright:
      'Manchmal bedeutet Fortschritt, anzuhalten. Der Gehängte bittet dich, innezuhalten, den Drang loszulassen, ein Ergebnis zu erzwingen, und deine Lage aus einem völlig anderen Blickwinkel zu betrachten. Was sich wie Feststecken anfühlt, kann in Wahrheit eine wertvolle Zwischenzeit sein, eine Gelegenheit zum Umdenken statt zum Hetzen. Hingabe ist hier keine Niederlage; sie ist die Entscheidung, nicht länger zu kämpfen, damit frische Einsicht einen Weg hinein findet.',
    reversed:
      'Das Warten dauert schon zu lange, oder es war nie wirklich Warten, sondern nur Ausweichen. Vielleicht schiebst du eine Entscheidung hinaus, bringst Opfer, die niemandem helfen, oder sträubst dich gegen einen Perspektivwechsel, der dich befreien würde. Der umgekehrte Gehängte bittet dich zu prüfen, ob diese Pause dir dient oder dich nur festhält. Irgendwann musst du herunterkommen und dich bewegen.',
    interpretation:
      'Mit dem Element Wasser verbunden und in der modernen Praxis mit Neptun, handelt der Gehängte davon, alte Gewissheiten aufzulösen. Seine Lektion lautet, dass manche Antworten erst kommen, wenn du aufhörst, nach ihnen zu greifen. Indem du einen vorübergehenden Kontrollverlust annimmst, gewinnst du eine Sicht, die dir alles Streben nie geben könnte. Wenn diese Karte erscheint, versuch, das Problem auf den Kopf zu stellen: Was wäre, wenn das Gegenteil stimmte? Woran hältst du fest, das du loslassen könntest? Ein wenig Hingabe jetzt kann dir später viel Kampf ersparen.',
    imagery:
      'Ein Mann hängt kopfüber an einem Kreuz aus lebendigem Holz, an einem Knöchel festgebunden; das andere Bein ist hinter dem ersten angewinkelt, sodass es eine Vier bildet. Seine Hände sind hinter dem Rücken verschränkt, und ein goldener Heiligenschein leuchtet um sein ruhiges Gesicht. Die Kopfüber-Haltung ist eine radikal neue Sichtweise; das lebendige Holz deutet Wachstum selbst im Stillstand an; sein gelassener Ausdruck zeigt, dass dies eine gewählte Hingabe ist und keine Strafe; der Heiligenschein ist die Erleuchtung, die aus dem anderen Blick auf die Dinge erwächst.',
    areas: {
      love: {
        upright:
          'Die Beziehung befindet sich vielleicht in einer Warteschleife. Nutze diese Pause, um die Dinge aus der Sicht deines Gegenübers zu sehen, statt Antworten zu erzwingen.',
        reversed:
          'Vielleicht opfert einer von euch zu viel, oder alles hängt in der Schwebe. Sei ehrlich, ob es noch funktioniert.',
      },
      career: {
        upright:
          'Der Fortschritt ist langsam, aber jetzt ist eine gute Zeit, die Strategie zu überdenken. Ein frischer Blickwinkel kann einen besseren Weg nach vorn zeigen.',
        reversed:
          'Unentschlossenheit beginnt dich etwas zu kosten. Hör auf, auf perfekte Bedingungen zu warten, und geh einen Schritt, auch einen kleinen, um die Dinge in Gang zu bringen.',
      },
      wealth: {
        upright:
          'Verschiebe große finanzielle Schritte vorerst. Überprüfe deinen Ansatz in Ruhe und warte, bis das Bild klar ist, bevor du dich festlegst.',
        reversed:
          'Notwendige Entscheidungen aufzuschieben macht sie womöglich nur schwerer. Schau dir die Zahlen an und handle nach dem, was du schon als wahr erkannt hast.',
      },
      health: {
        upright:
          'Ruhe und Erholung gehen jetzt vor. Mach langsamer, dehn dich und lass deinen Körper sich in seinem eigenen Tempo erholen, statt dich durchzukämpfen.',
        reversed:
          'Wenn du dich festgefahren oder ausgelaugt fühlst, ist das vielleicht ein Zeichen, deine Routine zu ändern. Wenn es länger so bleibt, sprich mit einer Ärztin oder einem Arzt.',
      },
    },
  },
  'major-13': {
    keywords: {
      upright: ['Abschlüsse', 'Verwandlung', 'Übergang', 'Raum schaffen'],
      reversed: ['Widerstand gegen Wandel', 'Stillstand', 'Angst vor dem Ende', 'Festhalten'],
    },
    upright:
      'Trotz ihres Namens bedeutet diese Karte nur selten den körperlichen Tod. Sie bedeutet, dass etwas in deinem Leben ausgedient hat – eine Beziehung, ein Job, eine Gewohnheit oder eine alte Version von dir – und dass es Zeit ist, es loszulassen. Abschiede können schmerzen, aber sie schaffen Raum für das, was als Nächstes kommt. Betrauere, was betrauert werden will, und öffne dann die Tür zur Verwandlung. Auf der anderen Seite wartet etwas Neues.',
    reversed:
      'Du weißt, dass etwas enden muss, aber du hältst mit beiden Händen daran fest. Die Angst vor Veränderung hält dich vielleicht in einer Lage, die dich schon lange nicht mehr nährt. Der umgekehrte Tod zeigt den Preis des Widerstands: Stillstand, ein langsames Versickern der Energie, ein Leben im Pausenmodus. Loslassen ist schwer, aber Feststecken ist oft schwerer. Was bräuchte es, um deinen Griff nur ein wenig zu lockern?',
    interpretation:
      'Mit dem Skorpion verbunden, dem Zeichen der Tiefe und der Wiedergeburt, lehrt der Tod, dass Verwandlung Loslassen verlangt. Wie das Herbstlaub fällt, damit der Frühling kommen kann, gehören Abschlüsse zu jedem lebendigen Kreislauf. Die Lektion lautet hier nicht, den Wandel zu fürchten, sondern ihn bewusst zu durchschreiten. Wenn diese Karte erscheint, frag dich, was in deinem Leben vorbei ist, auch wenn du es dir noch nicht eingestanden hast. Würdige, was es dir gegeben hat, lass es behutsam gehen und mach Platz für eine Version von dir, die darauf wartet, hervorzutreten.',
    imagery:
      'Ein Skelett in schwarzer Rüstung reitet auf einem weißen Pferd und trägt ein schwarzes Banner mit einer weißen fünfblättrigen Rose. Vor ihm liegen ein gestürzter König, ein flehender Bischof, eine junge Frau, die sich abwendet, und ein Kind, das aufblickt. In der Ferne segelt ein Boot auf einem Fluss, und zwischen zwei Türmen geht die Sonne auf. Das Skelett ist das Unausweichliche, das zu allen kommt, gleich welchen Standes; die weiße Rose ist Reinheit und Erneuerung; die aufgehende Sonne zeigt, dass jedes Ende das Versprechen eines neuen Morgens in sich trägt.',
    areas: {
      love: {
        upright:
          'Eine Beziehung endet womöglich oder verändert sich tiefgreifend. So oder so schafft es Raum für etwas Echteres.',
        reversed:
          'Das Festklammern an einer Beziehung, die ausgedient hat, hält euch beide fest. Sei ehrlich darüber, was hier wirklich noch lebendig ist.',
      },
      career: {
        upright:
          'Ein Job oder ein Kapitel geht zu Ende und macht Platz für eine neue Richtung. Lass es mit Würde enden und bleib neugierig auf das, was kommt.',
        reversed:
          'In einer Rolle zu bleiben, aus der du herausgewachsen bist, zehrt still an dir. Bereite dich jetzt auf den Wandel vor, von dem du schon weißt, dass er kommt.',
      },
      wealth: {
        upright:
          'Ein altes finanzielles Muster geht zu Ende. Räum aus, was nicht mehr funktioniert, und bau von Grund auf einen neuen Ansatz auf.',
        reversed:
          'An Gewohnheiten oder Anlagen festzuhalten, die nicht funktionieren, kostet dich weiter. Begrenze deine Verluste mit Bedacht und geh weiter.',
      },
      health: {
        upright:
          'Ein guter Moment, Gewohnheiten abzulegen, die dich zermürben, und neu anzufangen. Kleine, bewusste Veränderungen können verwandeln, wie du dich fühlst.',
        reversed:
          'Wenn du dich notwendigen Veränderungen widersetzt, fühlst du dich womöglich wie festgefahren. Geh einen Schritt zu gesünderen Gewohnheiten und hol dir Rat, wenn du Unterstützung brauchst.',
      },
    },
  },
  'major-14': {
    keywords: {
      upright: ['Gleichgewicht', 'Maß', 'Geduld', 'Heilung'],
      reversed: ['Ungleichgewicht', 'Übermaß', 'Ungeduld', 'Zwietracht'],
    },
    upright:
      'Langsam und stetig führt hier zum Ziel. Bei der Mäßigkeit geht es darum, den Mittelweg zu finden: Gegensätze verbinden, das eigene Tempo finden und die Dinge sich in ihrer natürlichen Geschwindigkeit entwickeln lassen. Vielleicht heilst du gerade von etwas, bringst verschiedene Bereiche deines Lebens in Einklang oder lernst, dass weniger oft mehr ist. Vertrau dem allmählichen Prozess. Geduld und Maß erreichen, was Gewalt und Hast nicht schaffen.',
    reversed:
      'Etwas ist aus dem Gleichgewicht – zu viel Arbeit, zu wenig Ruhe, zu viel von irgendetwas. Vielleicht hetzt du Ergebnissen hinterher, schwankst zwischen Extremen oder fühlst dich in widersprüchliche Richtungen gezogen. Die umgekehrte Mäßigkeit lädt dich ein zu bemerken, wo sich ein Übermaß eingeschlichen hat, und die Mitte sanft wiederherzustellen. Harmonie findet man nicht auf einen Schlag; sie wird mit jeder kleinen Anpassung neu aufgebaut.',
    interpretation:
      'Mit dem Schützen verbunden, folgt die Mäßigkeit in der Reihe auf den Tod: die Heilung, die nach einem Ende kommt. Ihre Lektion ist Alchemie, scheinbar unvereinbare Elemente zu etwas Neuem und Ganzem zu verbinden. Das gilt für deinen Terminkalender, deine Beziehungen und dein Innenleben. Wenn diese Karte erscheint, such nach der richtigen Mischung statt nach dem perfekten Extrem. Frag dich, wo du mehr und wo du weniger brauchst, und passe dann geduldig an. Wahres Gleichgewicht ist kein fester Punkt, sondern ein beständiges, sanftes Fließen.',
    imagery:
      'Ein geflügelter Engel steht mit einem Fuß an Land und mit dem anderen in einem Teich und gießt Flüssigkeit zwischen zwei goldenen Kelchen hin und her. Auf seinem Gewand ist ein Dreieck in einem Quadrat zu sehen, und ein Pfad führt vom Wasser zu fernen Bergen, über denen eine Krone aus Licht leuchtet. Neben dem Teich blühen Schwertlilien. Das fließende Wasser ist das behutsame Verbinden von Gegensätzen; ein Fuß an Land und einer im Wasser zeigt das Gleichgewicht zwischen Praktischem und Gefühl; der Pfad ist der lange, stetige Weg zur Erfüllung.',
    areas: {
      love: {
        upright:
          'Kompromiss und Geduld lassen eure Beziehung aufblühen. Wenn ihr einander auf halbem Weg entgegenkommt, entsteht eine ruhige, dauerhafte Nähe.',
        reversed:
          'Extreme oder häufige Zusammenstöße zermürben euch beide. Sucht die Mitte und atmet durch, bevor ihr reagiert.',
      },
      career: {
        upright:
          'Stetiger Fortschritt durch Zusammenarbeit und sorgfältige Planung. Verbinde deine Fähigkeiten mit denen anderer, um die besten Ergebnisse zu erzielen.',
        reversed:
          'Überarbeitung oder widersprüchliche Prioritäten sorgen womöglich für Stress. Verteile deine Arbeitslast neu und setz dir realistische Erwartungen.',
      },
      wealth: {
        upright:
          'Maßhalten spielt dir in die Hände: Ausgeben und Sparen im gesunden Verhältnis. Lass Wohlstand allmählich und vernünftig wachsen.',
        reversed:
          'Das Pendeln zwischen Großeinkäufen und strengem Sparkurs belastet. Finde ein ausgewogenes Budget, das du realistisch einhalten kannst.',
      },
      health: {
        upright:
          'Eine sanfte, ausgewogene Routine unterstützt die Erholung. Maß beim Essen, bei Bewegung und Ruhe bewirkt mehr als jede radikale Umstellung.',
        reversed:
          'Übermaß oder sprunghafte Gewohnheiten fordern womöglich ihren Tribut. Stell das Gleichgewicht Schritt für Schritt wieder her und hol dir bei Bedarf fachlichen Rat.',
      },
    },
  },
  'major-15': {
    keywords: {
      upright: ['Abhängigkeit', 'Versuchung', 'ungesunde Muster', 'Materialismus'],
      reversed: ['sich befreien', 'Loslösung', 'die eigene Macht zurückgewinnen', 'dem eigenen Schatten begegnen'],
    },
    upright:
      'Etwas hält dich fest, und vielleicht ist dir das gar nicht ganz bewusst. Der Teufel weist auf Bindungen hin, die dich einschränken: Gewohnheiten mit Suchtcharakter, toxische Beziehungen, Geldsorgen, die dein Leben bestimmen, oder Ängste, die dich klein halten. Die Ketten auf dieser Karte sitzen jedoch locker. Du hast mehr Freiheit, als du denkst. Der erste Schritt ist, ehrlich und ohne Scham zu benennen, was dich beherrscht.',
    reversed:
      'Du beginnst, die Ketten als das zu erkennen, was sie sind, und sie zu lockern. Der umgekehrte Teufel steht oft für Befreiung: eine schlechte Gewohnheit ablegen, eine ungesunde Lage verlassen oder Macht zurückgewinnen, die du abgegeben hattest. Er kann auch bedeuten, der Schattenseite in dir ehrlich zu begegnen. Bleib dran. Freiheit kommt selten auf einen Schlag, aber jeder Schritt zählt.',
    interpretation:
      'Mit dem Steinbock verbunden, spricht der Teufel von der materiellen Welt und den Arten, wie wir uns an sie binden. Seine Lektion lautet, dass sich das, was uns gefangen hält, anfangs oft wie Trost anfühlt. Verlangen, Ehrgeiz und Genuss sind an sich nicht falsch; schwierig wird es, wenn sie über dich herrschen. Wenn diese Karte erscheint, schau, wo du dich machtlos fühlst, und frag dich, was du davon hast, zu bleiben. Mitgefühl hilft hier mehr als Urteil. Der Schatten verliert seinen Griff, sobald du ihn klar ansiehst.',
    imagery:
      'Ein gehörntes Wesen mit Fledermausflügeln hockt auf einem schwarzen Sockel; eine Hand ist erhoben, die andere hält eine nach unten gerichtete Fackel. Unter ihm stehen ein nackter Mann und eine nackte Frau mit kleinen Hörnern und Schwänzen, locker an den Sockel gekettet. Ein umgekehrtes Pentagramm prangt auf der Stirn des Wesens. Die Gestalten erinnern an die Liebenden, nun gebunden durch ihre Begierden; die lockeren Ketten zeigen, dass sie sich befreien könnten, wenn sie wollten; der dunkle Hintergrund und der umgekehrte Stern deuten auf Energie, die sich dem Materiellen statt dem Geistigen zuwendet.',
    areas: {
      love: {
        upright:
          'Heftige Anziehung oder Co-Abhängigkeit trüben vielleicht dein Urteil. Frag dich, ob diese Beziehung dich frei macht oder gefangen hält.',
        reversed:
          'Du löst dich aus einem ungesunden Muster in der Liebe. Vertraue dir und setz Grenzen, die dein Wohlbefinden schützen.',
      },
      career: {
        upright:
          'Vielleicht fühlst du dich wegen des Geldes oder des Ansehens in einem Job gefangen. Schau ehrlich hin, was dich dort wirklich bindet und was es dich kostet.',
        reversed:
          'Du gewinnst deine Unabhängigkeit im Beruf zurück. Eine gute Zeit, ein toxisches Umfeld zu verlassen oder deine Bedingungen neu zu verhandeln.',
      },
      wealth: {
        upright:
          'Schulden, zu hohe Ausgaben oder Geldängste beherrschen dich womöglich. Schau dir die Zahlen ehrlich an und hol dir bei Bedarf Hilfe.',
        reversed:
          'Du holst dir die Kontrolle über deine Finanzen zurück. Bau weiter gesündere Gewohnheiten auf und mach einen großen Bogen um die alten Fallen.',
      },
      health: {
        upright:
          'Ungesunde Gewohnheiten oder Abhängigkeiten brauchen vielleicht Aufmerksamkeit. Sei ehrlich mit dir und wende dich an eine Ärztin, einen Arzt oder eine Beratungsstelle.',
        reversed:
          'Du machst Fortschritte dabei, hinderliche Gewohnheiten abzulegen. Feiere kleine Erfolge und stütz dich auf professionelle Hilfe, wenn du sie brauchst.',
      },
    },
  },
  'major-16': {
    keywords: {
      upright: ['plötzlicher Wandel', 'Umbruch', 'Offenbarung', 'Zusammenbruch'],
      reversed: [
        'abgewendete Katastrophe',
        'Angst vor Veränderung',
        'das Unvermeidliche hinauszögern',
        'innerer Umbruch',
      ],
    },
    upright:
      'Etwas, das auf wackligem Grund gebaut wurde, stürzt ein, und es kann schnell gehen. Der Turm bringt plötzlichen Wandel: einen Schock, eine Offenbarung, den Einsturz von Plänen oder Überzeugungen, die du für fest gehalten hast. Das ist selten angenehm, aber es räumt weg, was ohnehin nicht von Dauer gewesen wäre. Wenn sich der Staub gelegt hat, siehst du die Wahrheit klarer und kannst auf echten Fundamenten neu bauen.',
    reversed:
      'Vielleicht spürst du das Beben kommen und tust alles, um die Dinge abzustützen. Der umgekehrte Turm kann eine knapp abgewendete Krise bedeuten – oder eine, die nur aufgeschoben wird. Er kann auch auf einen inneren Umbruch hinweisen, eine stille Veränderung in der Art, wie du dich selbst siehst. Frag dich, ob du etwas schützt, das es wert ist, gerettet zu werden, oder nur einen Wandel hinauszögerst, der geschehen muss.',
    interpretation:
      'Vom Mars regiert, dem Planeten der Kraft und der Tat, steht der Turm für plötzliche, unausweichliche Verwandlung. Seine Lektion lautet, dass falsche Gebilde – Illusionen, Verdrängung oder Arrangements, die auf Angst beruhen – nicht ewig bestehen können. Wenn das Leben dich erschüttert, zeigt es dir oft, wo du nicht auf festem Boden standest. Wenn diese Karte erscheint, bleib so ruhig wie möglich, kümmere dich zuerst um Sicherheit und das Nötigste und widersteh dem Drang, denselben Turm wieder aufzubauen. Dies ist eine Chance, etwas Wahrhaftigeres zu errichten.',
    imagery:
      'Ein hoher Steinturm steht auf einem felsigen Gipfel; seine goldene Krone wird von einem Blitz fortgesprengt. Flammen schlagen aus den Fenstern, und zwei Gestalten stürzen kopfüber durch den dunklen Himmel, umgeben von kleinen Flammentropfen in der Form des hebräischen Buchstabens Jod. Der Turm ist starrer Glaube und falsche Sicherheit; der Blitz ist plötzliche Wahrheit oder göttliches Eingreifen; die stürzende Krone ist das gestürzte Ego; die Jod-Flammen deuten Gnade selbst in der Zerstörung an und einen göttlichen Funken in jedem Umbruch.',
    areas: {
      love: {
        upright:
          'Eine plötzliche Enthüllung oder ein Umbruch erschüttert womöglich eure Beziehung. So schmerzhaft es ist, es zeigt die Wahrheit, die du sehen musst.',
        reversed:
          'Die Spannung wächst, oder eine Krise wurde gerade noch abgewendet. Kümmert euch um die verborgenen Probleme, bevor sie sich zuspitzen.',
      },
      career: {
        upright:
          'Unerwarteter Wandel, vielleicht eine Umstrukturierung oder ein plötzliches Ende, könnte alles auf den Kopf stellen. Pass dich an und halte Ausschau nach der Öffnung, die dadurch entsteht.',
        reversed:
          'Vielleicht klammerst du dich an eine Lage, die schon wackelt. Bereite dich jetzt auf Veränderung vor, damit dich ein Umschwung nicht unvorbereitet trifft.',
      },
      wealth: {
        upright:
          'Ein finanzieller Schock oder eine unerwartete Ausgabe kann dich treffen. Bleib ruhig, sichere zuerst das Notwendige und bau Schritt für Schritt wieder auf.',
        reversed:
          'Betrachte einen Beinahe-Unfall als Warnschuss. Stärke jetzt dein Sicherheitsnetz und halte dich eine Weile von riskanten Schritten fern.',
      },
      health: {
        upright:
          'Stress oder ein plötzlicher Weckruf verlangen womöglich Aufmerksamkeit. Nimm es ernst, ruh dich aus und geh zügig zu einer Ärztin oder einem Arzt, wenn sich etwas falsch anfühlt.',
        reversed:
          'Warnzeichen bauen sich vielleicht still auf. Schieb sie nicht beiseite; eine Untersuchung bei deiner Ärztin oder deinem Arzt kann dich beruhigen.',
      },
    },
  },
  'major-17': {
    keywords: {
      upright: ['Hoffnung', 'Erneuerung', 'Inspiration', 'Gelassenheit'],
      reversed: ['Entmutigung', 'verlorener Glaube', 'Abgeschnittensein', 'Selbstzweifel'],
    },
    upright:
      'Nach dem Sturm kommt eine stille, sternklare Nacht. Der Stern bringt Hoffnung, Heilung und das sanfte Gefühl, dass alles gut werden wird. Es ist eine Zeit, dich zu erholen, wieder mit deinen Träumen in Verbindung zu kommen und der Zukunft erneut zu vertrauen. Du musst nicht alles durchschaut haben. Behalte einfach das Licht im Blick, steck deine Energie in das, was du liebst, und lass die Erneuerung von selbst geschehen.',
    reversed:
      'Die Hoffnung fühlt sich gerade schwach an. Vielleicht bist du entmutigt, zweifelst an deinem Weg oder bist zu müde, um zu glauben, dass es besser werden kann. Der umgekehrte Stern erinnert dich daran, dass das Licht nicht erloschen ist; du hast es nur eine Weile aus den Augen verloren. Sei sanft mit dir. Kleine Gesten der Selbstfürsorge und ein paar Menschen, die an dich glauben, können dir helfen, zurückzufinden.',
    interpretation:
      'Mit dem Wassermann verbunden, trägt der Stern eine Vision der Zukunft und das stille Vertrauen, das uns auf sie zugehen lässt. Nach dem Turm steht er für Heilung nach dem Umbruch. Seine Lektion lautet, dass Hoffnung nicht naiv ist; sie ist eine Übung. Wenn diese Karte erscheint, verbinde dich wieder mit dem, was dich inspiriert – Kreativität, Natur oder Spiritualität – und erlaube dir, wieder zu träumen. Gib großzügig von deinen Gaben, aber lass dich auch selbst wieder auffüllen. Du bist widerstandsfähiger, als dir bewusst ist.',
    imagery:
      'Eine nackte Frau kniet unter dem Nachthimmel an einem Teich und gießt Wasser aus einem Krug in den Teich und aus einem anderen auf das Land. Über ihr leuchtet ein großer achtzackiger Stern, umgeben von sieben kleineren Sternen, und in einem Baum in der Nähe sitzt ein Ibis. Ihre Nacktheit ist Offenheit und Verletzlichkeit; das Wasser nährt das Seelische wie das Körperliche; der große Stern ist Führung und Hoffnung; der Ibis, dem Thot heilig, steht für Weisheit und Erneuerung.',
    areas: {
      love: {
        upright:
          'Heilung und Hoffnung fließen in dein Liebesleben. Öffne dein Herz wieder und vertrau darauf, dass gute Verbindungen möglich sind.',
        reversed:
          'Alte Verletzungen haben dich vielleicht vorsichtig oder zynisch gemacht. Kümmere dich zuerst um dich und lass den Glauben an die Liebe in seinem eigenen Tempo zurückkehren.',
      },
      career: {
        upright:
          'Inspiration und neue Motivation erhellen den Weg. Folge dem Pfad, der sich sinnvoll anfühlt, und lass deine Kreativität leuchten.',
        reversed:
          'Vielleicht fühlst du dich uninspiriert oder unsicher über deine Richtung. Erinnere dich daran, was dich ursprünglich an dieser Arbeit gereizt hat.',
      },
      wealth: {
        upright:
          'Die finanzielle Erholung ist unterwegs. Bleib zuversichtlich, plane realistisch und vertrau darauf, dass sich stetiger Einsatz mit der Zeit summiert.',
        reversed:
          'Entmutigung kann zu Entscheidungen führen, die du später bereust. Bleib bei einem vernünftigen Plan und gib deine Ziele noch nicht auf.',
      },
      health: {
        upright:
          'Eine Zeit der Heilung und Erneuerung. Ruhe, Zeit draußen unter freiem Himmel und sanfte Routinen helfen, deine Energie wiederherzustellen.',
        reversed:
          'Gedrückte Stimmung beeinträchtigt womöglich dein Wohlbefinden. Geh kleine Schritte, die dir guttun, und wende dich an Fachleute, wenn du feststeckst.',
      },
    },
  },
  'major-18': {
    keywords: {
      upright: ['Illusion', 'Ungewissheit', 'Intuition', 'das Unterbewusste'],
      reversed: ['zurückkehrende Klarheit', 'Ängste lösen sich', 'enthüllte Wahrheit', 'der Nebel lichtet sich'],
    },
    upright:
      'Der Weg vor dir ist nur vom Mondlicht erhellt, und die Dinge sind nicht ganz, wie sie scheinen. Der Mond steht für Ungewissheit, Verwirrung und verborgene Faktoren. Ängste sind gerade vielleicht lauter als Tatsachen, und deine Fantasie kann dir Streiche spielen. Geh langsam, vertrau deiner Intuition und triff keine großen Entscheidungen, bis sich der Nebel gelichtet hat. Nicht alles muss heute Nacht verstanden werden.',
    reversed:
      'Der Nebel beginnt sich zu lichten. Missverständnisse klären sich, Ängste verlieren ihre Macht, und die Wahrheit kommt in Sicht. Der umgekehrte Mond kann auch bedeuten, dass Täuschungen aufgedeckt werden oder dass du dich endlich Ängsten stellst, die du beiseitegeschoben hattest. Lass das Licht nach und nach herein und sei geduldig mit dir, während die Dinge schärfer werden.',
    interpretation:
      'Mit den Fischen verbunden, regiert der Mond Träume, Fantasie und die tiefen Wasser des Unterbewussten. Seine Lektion lautet, dass sich nicht alles klar erkennen lässt und dass Angst oft die Lücken in unserem Wissen füllt. Diese Karte lädt dich ein, dich mit Intuition statt mit Panik durch die Ungewissheit zu bewegen. Wenn sie erscheint, achte auf Träume und Bauchgefühle, aber prüfe sie an der Wirklichkeit. Trenne, was du weißt, von dem, was du fürchtest, und geh den nächsten Schritt in dem Licht, das du hast.',
    imagery:
      'Ein Vollmond mit ernstem Gesicht hängt zwischen zwei Türmen und lässt tauartige Lichttropfen fallen. Darunter heulen ein Hund und ein Wolf zu ihm hinauf, und ein Flusskrebs kriecht aus einem Teich auf einen gewundenen Pfad, der in ferne Hügel führt. Der Mond ist das Reich der Träume und Illusionen; Hund und Wolf sind die zahme und die wilde Seite unseres Wesens; der Krebs ist das urtümliche Unterbewusste, das auftaucht; der Pfad zwischen den Türmen ist die ungewisse Reise ins Unbekannte.',
    areas: {
      love: {
        upright:
          'Verwirrung oder widersprüchliche Signale trüben womöglich eure Beziehung. Geh nicht vom Schlimmsten aus; stell Fragen und vertrau deiner Intuition.',
        reversed:
          'Die Klarheit kehrt zurück, und Missverständnisse lösen sich. Ein ehrliches Gespräch in Ruhe hilft, die Luft zu reinigen.',
      },
      career: {
        upright:
          'Ungewissheit oder verborgene Absichten sind womöglich im Spiel. Sammle sorgfältig Informationen, bevor du größere Entscheidungen triffst.',
        reversed:
          'Die Wahrheit hinter einer verwirrenden Lage kommt ans Licht. Nutze diese neue Klarheit, um deinen nächsten Schritt mit Zuversicht zu gehen.',
      },
      wealth: {
        upright:
          'Sei vorsichtig bei undurchsichtigen Geschäften oder bei Menschen, die klaren Antworten ausweichen. Prüfe die Fakten doppelt und halte dich mit riskanten Anlagen zurück.',
        reversed:
          'Die finanzielle Verwirrung klärt sich. Sieh dir deine Lage mit frischem Blick an und passe deine Pläne an das an, was du siehst.',
      },
      health: {
        upright:
          'Ängste oder schlechter Schlaf setzen dir womöglich zu. Ruhe, sanfte Routinen und Gespräche helfen; geh zu einer Ärztin oder einem Arzt, wenn die Sorgen bleiben.',
        reversed:
          'Die Dinge werden klarer, und die Angst lässt nach. Schütze weiter deinen Schlaf und die kleinen Gewohnheiten der Selbstfürsorge, die dich stabilisieren.',
      },
    },
  },
  'major-19': {
    keywords: {
      upright: ['Freude', 'Erfolg', 'Lebenskraft', 'Optimismus'],
      reversed: ['vorübergehende Rückschläge', 'getrübte Freude', 'Selbstüberschätzung', 'verzögerter Erfolg'],
    },
    upright:
      'Dies ist eine der hellsten Karten im Deck. Die Sonne bringt Wärme, Erfolg und echtes Glück: Es läuft gut, und du spürst es. Zuversicht stellt sich wie von selbst ein, Beziehungen fühlen sich leicht an, und dein Einsatz zahlt sich aus. Erlaube dir, das zu genießen. Teile deine Freude großzügig, spiel ein wenig und lass das Licht herein. Das Leben schenkt dir einen Moment, in dem du einfach strahlen darfst.',
    reversed:
      'Die Sonne ist noch da, nur hinter ein paar Wolken. Vielleicht fühlst du dich weniger fröhlich als sonst, erlebst kleine Rückschläge oder tust dich schwer, das Gute in deiner Lage zu sehen. Die umgekehrte Sonne kann auch vor Selbstüberschätzung oder erzwungener Fröhlichkeit warnen. Hab Geduld. Das Licht kehrt zurück, und bis dahin können kleine Freuden deine Tage trotzdem wärmen.',
    interpretation:
      'Von der Sonne selbst regiert, steht diese Karte für Lebenskraft, Klarheit und die Freude, ganz lebendig zu sein. Nach der Verwirrung des Mondes kommt die Erleuchtung: Alles wird deutlich und warm gesehen. Ihre Lektion lautet, Glück ohne Schuldgefühle anzunehmen und dein Licht mit anderen zu teilen. Wenn die Sonne erscheint, feiere deine Erfolge, finde zurück zu einfachen Freuden und lass dein wahres Selbst sichtbar werden. Zuversicht, die in Dankbarkeit wurzelt, ist eine mächtige Kraft.',
    imagery:
      'Ein lächelndes Kind reitet ohne Sattel auf einem weißen Pferd, die Arme weit ausgebreitet, unter einer riesigen strahlenden Sonne mit menschlichem Gesicht. Hinter dem Kind lugen hohe Sonnenblumen über eine Steinmauer, und in einer Hand flattert ein rotes Banner. Das Kind ist Unschuld und reine Freude; das weiße Pferd ist Stärke und Reinheit; die Sonnenblumen wenden sich dem Licht zu, Sinnbilder für Wachstum und Fülle; die Mauer deutet die sicheren Grenzen an, innerhalb derer Freude gedeihen kann.',
    areas: {
      love: {
        upright:
          'Glück und Wärme erfüllen dein Liebesleben. Beziehungen fühlen sich freudig und sicher an, und eine neue Liebe kann gut aufblühen.',
        reversed:
          'Ein wenig Spannung oder eine leichte Abkühlung trüben vielleicht die Stimmung. Kehrt zu den einfachen Dingen zurück, über die ihr gemeinsam lachen könnt.',
      },
      career: {
        upright:
          'Erfolg und Anerkennung sind wahrscheinlich. Deine Zuversicht und Begeisterung lassen dich glänzen, also trau dich ruhig, nach vorn zu treten.',
        reversed:
          'Der Fortschritt ist vielleicht langsamer als erhofft. Bleib dran und achte darauf, dass frühe Erfolge nicht dazu geführt haben, Erfolg für selbstverständlich zu halten.',
      },
      wealth: {
        upright:
          'Eine erfolgreiche Zeit, in der sich Einsatz lohnt. Genieße sie und leg einen Teil deines Glücks klug zurück oder investiere ihn.',
        reversed:
          'Kleine Rückschläge oder ein Hauch Selbstüberschätzung beeinträchtigen womöglich deine Finanzen. Bleib auf dem Boden und verzichte auf unnötige Risiken.',
      },
      health: {
        upright:
          'Energie und Lebenskraft sind hoch. Nutze Sonnenschein, Bewegung und alles, was deine Stimmung hebt und dich nach draußen bringt.',
        reversed:
          'Deine Energie kann eine Weile nachlassen. Ruh dich aus, tank Tageslicht und sprich mit einer Ärztin oder einem Arzt, wenn die Müdigkeit nicht weicht.',
      },
    },
  },
  'major-20': {
    keywords: {
      upright: ['Erwachen', 'Abrechnung', 'Erneuerung', 'einem Ruf folgen'],
      reversed: ['Selbstzweifel', 'harte Selbstverurteilung', 'den Ruf überhören', 'Reue'],
    },
    upright:
      'Ein Weckruf ertönt, und diesmal bist du bereit, ihm zu folgen. Das Gericht bringt Klarheit über die Vergangenheit und ein starkes Gespür dafür, was als Nächstes kommt. Vielleicht denkst du über alte Entscheidungen nach, vergibst dir selbst oder anderen und fühlst dich zu einem neuen Kapitel mit echtem Sinn gerufen. Dies ist ein Moment der Abrechnung im besten Sinne: dich selbst klar sehen und über dich hinauswachsen.',
    reversed:
      'Der Ruf ist da, aber du zögerst, ihm zu folgen. Selbstzweifel, Angst vor Veränderung oder ein hartes Urteil über deine Vergangenheit halten dich womöglich zurück. Das umgekehrte Gericht kann auch auf Reue hinweisen, die dich festhält. Sei freundlicher zu dir. Du musst nicht alles durchschaut haben; du musst nur bereit sein, zuzuhören und den ersten Schritt zu gehen.',
    interpretation:
      'Mit dem Element Feuer verbunden und in der modernen Praxis mit Pluto, spricht das Gericht von Wiedergeburt und Verwandlung auf der tiefsten Ebene. Seine Lektion lautet, dass dich deine Vergangenheit nicht bestimmt; du kannst dich aus ihr erheben. Diese Karte bittet dich, dein Leben ehrlich zu betrachten, alte Schuldgefühle loszulassen und einen höheren Ruf anzunehmen. Wenn sie erscheint, frag dich, was wirklich zählt und wozu du gerufen wirst. Dann antworte mit Mut und Selbstmitgefühl.',
    imagery:
      'Ein Engel bläst aus den Wolken in eine Posaune, an der ein Banner mit rotem Kreuz hängt. Darunter erheben sich Männer, Frauen und Kinder aus offenen Särgen, die auf dem Wasser treiben, die Arme zum Himmel ausgestreckt. Im Hintergrund ragen schneebedeckte Berge auf. Die Posaune ist ein Ruf zum Erwachen; die sich erhebenden Gestalten sind Wiedergeburt und Erneuerung; das Kreuz auf dem Banner ist Gleichgewicht und Ganzwerdung; die Berge sind die Herausforderungen und die Klarheit einer neuen Daseinsstufe.',
    areas: {
      love: {
        upright:
          'Eine Beziehung erreicht vielleicht einen Wendepunkt, etwa eine Versöhnung oder eine tiefere Verbindlichkeit. Vergebung öffnet den Weg nach vorn.',
        reversed:
          'Alte Reue oder harte Urteile blockieren womöglich die Liebe. Vergib dir und anderen, damit du frei bist weiterzugehen.',
      },
      career: {
        upright:
          'Eine Berufung oder ein klareres Gefühl für deinen Sinn zeichnet sich ab. Vertrau darauf und geh echte Schritte hin zu einer Arbeit, die wirklich zu dir passt.',
        reversed:
          'Zweifel hindern dich vielleicht daran, zu verfolgen, was du wirklich willst. Denk ehrlich nach und hör auf die Stimme, die du immer wieder zum Schweigen bringst.',
      },
      wealth: {
        upright:
          'Eine gute Zeit, auf frühere Geldentscheidungen zurückzublicken und neu anzufangen. Ein nüchterner Rückblick führt zu klügeren Entscheidungen.',
        reversed:
          'Einer finanziellen Bestandsaufnahme auszuweichen macht es womöglich nur schlimmer. Stell dich ihr in Ruhe und sieh frühere Fehler als Lektionen statt als Schande.',
      },
      health: {
        upright:
          'Neue Motivation unterstützt gesündere Gewohnheiten. Lass diesen Weckruf positive Veränderungen anstoßen, die du durchhalten kannst.',
        reversed:
          'Wenn du überhörst, was dein Körper braucht, könnte dich das zurückhalten. Hör genau hin und hol dir im Zweifel ärztlichen Rat.',
      },
    },
  },
  'major-21': {
    keywords: {
      upright: ['Vollendung', 'Erfüllung', 'Ganzwerdung', 'Erreichtes'],
      reversed: ['Unerledigtes', 'fehlender Abschluss', 'Verzögerungen', 'Abkürzungen'],
    },
    upright:
      'Der Kreis hat sich geschlossen. Die Welt markiert den Abschluss eines großen Kapitels: ein erreichtes Ziel, eine gelernte Lektion, eine Reise, die dich an einen Ort der Ganzheit geführt hat. Hier liegt ein tiefes Gefühl der Erfüllung, als fügten sich endlich alle Teile zusammen. Nimm dir Zeit, zu feiern und zu würdigen, wie weit du gekommen bist. Wenn du bereit bist, beginnt ein neuer Zyklus, und du nimmst alles mit hinein, was du gelernt hast.',
    reversed:
      'Du bist nah an der Ziellinie, aber etwas ist noch ungelöst. Vielleicht muss ein loser Faden noch verknüpft werden, oder du zögerst, ein Kapitel zu schließen und das nächste zu öffnen. Die umgekehrte Welt kann auch bedeuten, dass du auf dem Weg zur Vollendung Schritte überspringen willst. Schau, was noch offen ist, bring es sorgfältig zu Ende und schenk dir den Abschluss, den du verdienst.',
    interpretation:
      'Vom Saturn regiert, dem Planeten der Zeit, der Struktur und der Reife, ist die Welt die letzte Karte der Großen Arkana: die Reise des Narren ist vollendet. Ihre Lektion ist Ganzwerdung – jede Erfahrung, ob freudig oder schmerzhaft, zu einem Gefühl der Ganzheit zusammenzuführen. Wenn diese Karte erscheint, erkenne an, was du erreicht hast, und das Wachstum dahinter. Vollendung ist kein Ende, sondern eine Schwelle. Würdige, was du aufgebaut hast, und tritt mit Dankbarkeit und Zuversicht in den nächsten Zyklus.',
    imagery:
      'Eine tanzende Gestalt, locker in eine violette Schärpe gehüllt, schwebt in einem großen ovalen Lorbeerkranz, der mit roten Bändern gebunden ist, in jeder Hand einen Stab. In den vier Ecken erscheinen dieselben Wesen wie auf dem Rad des Schicksals: ein Engel, ein Adler, ein Löwe und ein Stier. Der Kranz ist Sieg und Vollendung; die Tänzerin ist Freiheit und Harmonie; die beiden Stäbe erinnern an den Magier, nun in vollkommenem Gleichgewicht; die vier Wesen, die nicht mehr in ihren Büchern lesen, zeigen die Elemente ganz miteinander verbunden.',
    areas: {
      love: {
        upright:
          'Eine zutiefst erfüllende Phase in der Liebe, vielleicht ein Meilenstein wie eine feste Bindung oder das Gefühl echter Ganzheit zu zweit.',
        reversed:
          'Zwischen euch fühlt sich noch etwas unabgeschlossen an. Sprecht die schwelenden Themen an, damit ihr beide aus ganzem Herzen weitergehen könnt.',
      },
      career: {
        upright:
          'Ein großes Ziel ist erreicht und bringt Anerkennung und Zufriedenheit. Feiere, und dann denk über deinen nächsten großen Schritt nach.',
        reversed:
          'Ein Projekt zieht sich hin oder wird nie ganz fertig. Konzentriere dich darauf, es stark zu Ende zu bringen, bevor du etwas Neues beginnst.',
      },
      wealth: {
        upright:
          'Finanzielle Ziele sind in Reichweite, und die Stabilität ist gesichert. Genieße den Lohn und plane dann klug für die nächste Phase.',
        reversed:
          'Deine Geldziele zu erreichen dauert länger als geplant. Verknüpfe die losen Enden, bleib geduldig und meide riskante Abkürzungen.',
      },
      health: {
        upright:
          'Ein schönes Gefühl von Ganzheit und Wohlbefinden. Behalte die Gewohnheiten bei, die dich hierher gebracht haben, und genieße das Gleichgewicht, das du gefunden hast.',
        reversed:
          'Vielleicht fühlst du dich nah an deinen Zielen, aber noch nicht ganz dort. Bleib beständig und sprich mit einer Ärztin oder einem Arzt, wenn etwas anhält.',
      },
    },
  },
};
