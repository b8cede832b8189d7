import type { CardBodyTable } from '../../types';

export const swords: CardBodyTable = {
  'swords-01': {
    keywords: {
      upright: ['Klarheit', 'Wahrheit', 'Durchbruch', 'entschlossenes Denken'],
      reversed: ['Verwirrung', 'Fehleinschätzung', 'harte Worte', 'getrübte Wahrheit'],
    },
    upright:
      'Eine helle, saubere Klinge schneidet durch den Nebel. Das Ass der Schwerter ist ein geistiger Durchbruch: Plötzlich siehst du, worin das Problem wirklich besteht und was dazu gesagt oder getan werden muss. Es kann als entscheidende Einsicht kommen, als ehrliches Gespräch oder als Entscheidung, die du viel zu lange aufgeschoben hast. Dein Verstand ist gerade scharf, also nutze diese Klarheit, solange sie anhält. Benenne die Wahrheit und triff die Entscheidung.',
    reversed:
      'Das Schwert liegt in deiner Hand, aber dein Griff ist unsicher. Vielleicht denkst du zu viel nach und ertrinkst in Informationen, bis nichts mehr Sinn ergibt, oder deine Worte kommen schneller und schärfer heraus, als du es willst. Das umgekehrte Ass legt nahe, dass Klarheit Zeit braucht, um sich zu setzen. Halte dich mit Urteilen zurück, trenne Fakten von Annahmen und prüfe, was du tatsächlich weißt.',
    interpretation:
      'Das Ass ist die reine Wurzel der Luft: Verstand, Sprache und die Kraft der Wahrheit. Ein Schwert schneidet in beide Richtungen – auf der einen Seite durch Verwirrung, auf der anderen in Menschen. Seine Lektion ist, Verstand und Worte ehrlich, aber mit Sorgfalt einzusetzen. Wenn es erscheint, bring das, was dich beschäftigt, auf einen einzigen Satz und stell dann zwei Fragen: Was weiß ich sicher, und wovor habe ich Angst? Sobald beides getrennt ist, liegt die Antwort oft auf der Hand.',
    imagery:
      'Eine Hand reicht aus einer Wolke und umfasst ein zweischneidiges Schwert, das senkrecht nach oben zeigt. Seine Spitze durchbohrt eine goldene Krone, an der ein Olivenzweig und ein Palmwedel hängen, während kleine goldene Lichttropfen durch die Luft schweben. Darunter ragen kahle, zerklüftete Gipfel auf. Die Krone ist die Meisterschaft und der Sieg des Geistes; Olive und Palme stehen für Frieden und Triumph; die doppelte Schneide erinnert daran, dass die Wahrheit zwei Seiten hat; die schroffen Berge deuten an, dass Klarheit oft errungen wird, indem man sich etwas Schwierigem stellt.',
    areas: {
      love: {
        upright:
          'Zeit, die Luft zu reinigen und ehrlich zu sein, wo die Beziehung wirklich steht. Ein offenes Gespräch könnte die Dinge zum Besseren wenden.',
        reversed:
          'Spitze Bemerkungen, Misstrauen oder zwei Menschen, die aneinander vorbeireden. Atme durch, bevor du sprichst, damit ein scharfer Moment keine bleibende Wunde hinterlässt.',
      },
      career: {
        upright:
          'Dein Denken ist klar, was dies ideal für Entscheidungen, Vorschläge, Verhandlungen oder knifflige Probleme macht. Vertrau deinem Urteil; es ist gerade ungewöhnlich verlässlich.',
        reversed:
          'Wirre Informationen oder eine Fehlentscheidung haben die Arbeit auf den falschen Weg gebracht. Prüfe die Fakten vor dem nächsten Schritt doppelt und überstürze kein Urteil.',
      },
      wealth: {
        upright:
          'Bring die Konten in Ordnung, lies das Kleingedruckte und triff eine vernünftige Geldentscheidung. Lass die Zahlen sprechen statt deiner Stimmung.',
        reversed:
          'Unvollständige Informationen könnten dich in die Irre führen, oder du bist versucht, zu unterschreiben oder zu zahlen, bevor du verstehst. Eine Frage mehr, eine Prüfung mehr lohnt sich immer.',
      },
      health: {
        upright:
          'Ein klarer Kopf macht es leicht, konkrete Ziele für dein Wohlbefinden zu setzen. Es ist auch ein guter Moment, Bilanz über deine Gesundheit zu ziehen und die aufgeschobene Vorsorgeuntersuchung zu vereinbaren.',
        reversed:
          'Ein rasender Kopf hält dich angespannt und wach. Gönn deinem Gehirn etwas Leerlauf und leg das Handy vor dem Schlafen weg; wenn die Schlaflosigkeit anhält, sprich mit einer Ärztin oder einem Arzt.',
      },
    },
  },
  'swords-02': {
    keywords: {
      upright: ['Pattsituation', 'schwierige Wahl', 'Vermeidung', 'brüchiger Waffenstillstand'],
      reversed: ['Unentschlossenheit', 'Informationsflut', 'erzwungene Wahl', 'die Wahrheit sehen'],
    },
    upright:
      'Zwischen zwei Möglichkeiten gefangen und unfähig zu wählen, hast du dir eine Augenbinde umgelegt und auf Pause gedrückt. Die Zwei der Schwerter ist die Karte der Pattsituation und der Vermeidung. Logik wird zu einer Mauer, die Gefühle draußen hält, und an der Oberfläche wirkt alles ruhig. Dieser Waffenstillstand kann dir eine Atempause verschaffen, aber er hält nicht ewig. Früher oder später muss die Augenbinde ab, damit du siehst, wo du tatsächlich stehst.',
    reversed:
      'Der Stillstand beginnt zu bröckeln. Vielleicht zwingt dich äußerer Druck zum Handeln, oder es strömen so viele Informationen auf dich ein, dass die Entscheidung noch schwerer fällt. Oder du bist endlich bereit, die Augenbinde abzunehmen und dich dem zu stellen, dem du ausgewichen bist. Die umgekehrte Zwei erinnert dich daran, dass auch Nichtentscheiden eine Entscheidung ist – besser, du wählst, als dass für dich gewählt wird.',
    interpretation:
      'Mit dem Mond in der Waage verbunden, ist die Zwei der Ort, an dem sich Gefühl und Abwägen hoffnungslos verheddern. Ihre Lektion ist, dir einzugestehen, wem du ausweichst. Oft kennen wir die Antwort schon; was wir fürchten, ist, mit den Folgen zu leben. Schreib auf, was dich jede Möglichkeit kosten würde, und frag dann deinen Körper, bei welcher er erleichtert aufatmet. Auch Intuition ist Information, und sie verdient einen Platz neben der Logik.',
    imagery:
      'Eine Frau mit verbundenen Augen sitzt in weißem Gewand auf einer Steinbank am Meer, die Arme vor der Brust gekreuzt, in jeder Hand ein langes Schwert. Hinter ihr liegen ruhiges Wasser und vereinzelte Felsen, über ihr eine Mondsichel. Die Augenbinde ist die Unwilligkeit oder Unfähigkeit zu sehen; die gekreuzten Arme bilden einen Schild um das Herz; das Meer in ihrem Rücken birgt die Gefühle, die sie auf Abstand hält; die Mondsichel deutet an, dass die Antwort in ihrer Intuition liegt.',
    areas: {
      love: {
        upright:
          'Du bist zwischen zwei Menschen oder zwei Wegen hin- und hergerissen, oder du steckst mit deinem Gegenüber in kaltem Schweigen fest. Ausweichen zieht die Anspannung nur in die Länge, also fang damit an, deine Sorgen auszusprechen.',
        reversed:
          'Themen, um die ihr beide herumgegangen seid, tauchen auf und verlangen eine Antwort. Stellt euch ihnen ehrlich; das ist besser, als so zu tun, als wäre alles in Ordnung.',
      },
      career: {
        upright:
          'Eine harte Entweder-oder-Wahl oder ein Team, das in einer Sackgasse steckt. Sammle genug Informationen und setz dir dann eine feste Frist für die Entscheidung.',
        reversed:
          'Zu viele Meinungen lähmen dich. Kehr zum Kernziel zurück und stell die Nebenstimmen vorerst beiseite.',
      },
      wealth: {
        upright:
          'Du schwankst immer wieder zwischen zwei finanziellen Möglichkeiten. Liste Kosten und Risiken beider auf, vergleiche sie nüchtern und lass dich nicht von der Angst vor Fehlern lähmen.',
        reversed:
          'Eine Geldangelegenheit, die du auf Eis gelegt hast, braucht jetzt Aufmerksamkeit. Öffne die Rechnungen, schau dir die Zahlen an und hol dir bei Bedarf fachlichen Rat.',
      },
      health: {
        upright:
          'Aufgestaute Gefühle zeigen sich vielleicht als Enge in der Brust oder als Müdigkeit. Such dir ein sicheres Ventil, etwa einen Spaziergang, ein Tagebuch oder ein Gespräch mit einem vertrauten Menschen.',
        reversed:
          'All das Grübeln zermürbt dich. Triff eine kleine Entscheidung, um den Knoten zu lockern, und hol dir professionelle Hilfe, wenn dich die Angst Nacht für Nacht wach hält.',
      },
    },
  },
  'swords-03': {
    keywords: {
      upright: ['Herzschmerz', 'Trauer', 'schmerzhafte Wahrheit', 'Verlust'],
      reversed: ['Heilung', 'Kummer loslassen', 'verdrängter Schmerz', 'Genesung'],
    },
    upright:
      'Manche Worte und manche Ereignisse gehen wie eine Klinge mitten ins Herz. Die Drei der Schwerter ist die Karte des Herzschmerzes: Enttäuschung, Trennung, Verrat oder eine Wahrheit, die du annehmen musst. Sie ist nicht sanft, aber ehrlich. Du musst jetzt nicht stark tun. Erlaube dir, traurig zu sein, und lass die Tränen kommen. Trauer, die wirklich gefühlt wird, kann irgendwann auch vergehen.',
    reversed:
      'Das Schlimmste des Schmerzes liegt vielleicht hinter dir, und du heilst Stück für Stück. Die umgekehrte Drei kann aber auch bedeuten, dass die Wunde nur versteckt wurde: Nach außen wirkst du in Ordnung, während es darunter noch schmerzt. Dreh dich um und schau dir diese Verletzung behutsam an. Was sie braucht, ist vielleicht nicht Vergessen, sondern Verstehen und mit der Zeit Vergebung.',
    interpretation:
      'Mit Saturn in der Waage verbunden, zeigt diese Karte, wie ein Ungleichgewicht in Beziehungen auf das harte Gewicht der Wirklichkeit trifft. Ihre Lektion ist, Schmerz als Teil des Lebens anzunehmen, statt ihn eilig wegzuschieben. Traurigkeit an sich ist nicht das Problem; dass wir uns weigern, sie zu fühlen, lässt sie verweilen. Tu eine kleine Sache für diesen Verlust: Schreib einen Brief, den du nie abschickst, sprich mit einem Menschen, dem du vertraust, oder wein dich einfach richtig aus. Wenn der Regen aufhört, klart der Himmel langsam auf.',
    imagery:
      'Ein leuchtend rotes Herz schwebt in der Luft, von drei Schwertern aus verschiedenen Richtungen durchbohrt, vor schweren grauen Wolken und schrägem Regen. Es gibt keine Menschen, nur das Herz und die Klingen. Das Herz ist Liebe und Gefühl; die drei Schwerter sind die Worte, Gedanken oder Wahrheiten, die es verwunden; der dunkle Regen ist der Kummer selbst. Doch Regen reinigt auch, und er hört auf und hinterlässt den Boden weicher als zuvor.',
    areas: {
      love: {
        upright:
          'Eine Trennung, ein bitterer Streit oder eine schmerzhafte Entdeckung steht womöglich bevor. Gib dir Zeit zu heilen und triff keine überstürzten großen Entscheidungen.',
        reversed:
          'Der Herzschmerz lässt langsam nach, und du kannst gelassener zurückblicken. Wenn du immer noch nicht loslassen kannst, stütz dich auf eine Freundin, der du vertraust.',
      },
      career: {
        upright:
          'Kritik, Ablehnung oder verletzende Bemerkungen bei der Arbeit können schmerzen. Kümmere dich zuerst um die Gefühle und such dann in Ruhe nach dem Brauchbaren in der Rückmeldung.',
        reversed:
          'Du erholst dich von einem Rückschlag und findest wieder festen Boden. Mach aus der Erfahrung Lehren, statt sie endlos im Kopf abzuspielen.',
      },
      wealth: {
        upright:
          'Enttäuschende finanzielle Nachrichten oder Geld, das einen Keil zwischen dich und einen nahen Menschen treibt. Stopp zuerst die Verluste und zieh später Bilanz; triff keine großen Entscheidungen, solange es wehtut.',
        reversed:
          'Der finanzielle Schlag verblasst, und du kannst Schritt für Schritt mit der Reparatur beginnen. Setz dir einen realistischen, machbaren Plan zur Erholung.',
      },
      health: {
        upright:
          'Trauer und Stress können den Appetit dämpfen und schwer auf der Brust liegen. Ruh dich aus, gib deinen Gefühlen ein Ventil und hol dir professionelle Unterstützung, wenn die gedrückte Stimmung anhält.',
        reversed:
          'Deine Stimmung stabilisiert sich, und dein Körper folgt. Halte einen regelmäßigen Rhythmus und verbring Zeit in der Sonne und mit Menschen, bei denen du dich sicher fühlst.',
      },
    },
  },
  'swords-04': {
    keywords: {
      upright: ['Ruhe', 'Erholung', 'Pause', 'Besinnung'],
      reversed: ['Rastlosigkeit', 'Ausbrennen', 'zu früh zurückkehren', 'Stillstand'],
    },
    upright:
      'Nach einer Reihe zermürbender Kämpfe brauchst du vor allem eins: anhalten. Die Vier der Schwerter steht für Ruhe, Erholung und stilles Nachdenken. Das ist keine Flucht; es ist die echte Chance für Körper und Geist, sich zu regenerieren. Leg das Schwert eine Weile nieder, sperr den Lärm aus und nimm dir Zeit, in der dich niemand stören darf. Wenn du ausgeruht bist, ist der nächste Schritt viel leichter zu erkennen.',
    reversed:
      'Dein Körper sendet Warnsignale, und du kannst trotzdem nicht aufhören – oder du ruhst schon so lange, dass du unruhig wirst und feststeckst. Die umgekehrte Vier schneidet in beide Richtungen: zu früh in den Kampf zurückkehren, bevor du geheilt bist, oder bereit sein, aber zu nervös, um anzufangen. Frag dich ehrlich, ob dir Ruhe fehlt oder der Mut loszulegen.',
    interpretation:
      'Mit Jupiter in der Waage verbunden, ist die Vier ein Moment des Gleichgewichts und der Erholung mitten im Konflikt. Ihre Lektion ist, wirklich ruhen zu lernen – nicht sich hinzulegen und weiterzugrübeln, sondern den Geist still werden zu lassen. Versuch, dir eine Zeitspanne freizuhalten, in der du überhaupt nichts löst: geh spazieren, meditiere, schlaf richtig. Sobald sich deine Gedanken gesetzt haben, tauchen Antworten auf Probleme, die unlösbar schienen, oft wie von selbst auf.',
    imagery:
      'Das Abbild eines Ritters liegt auf einem Grabmal in einer Kirche, die Hände wie im Gebet oder Schlaf aneinandergelegt. Drei Schwerter hängen mit der Spitze nach unten an der Wand über ihm, ein viertes liegt längs an der Seite des Grabmals. Ein buntes Glasfenster lässt sanftes Licht herein. Der ruhende Ritter hat sich vorerst aus dem Kampf zurückgezogen; seine gefalteten Hände sprechen von Besinnung und Gebet; die hängenden Schwerter zeigen beiseitegelegte Probleme; die Kirche ist ein stiller Zufluchtsort, an dem sich der Geist erholen kann.',
    areas: {
      love: {
        upright:
          'Die Beziehung braucht Luft zum Atmen. Legt die Streitpunkte auf Eis, gönnt einander etwas Ruhe und sprecht wieder, wenn ihr beide abgekühlt seid.',
        reversed:
          'Das Ausweichen hat alles festgefahren, oder du stürzt dich in etwas Neues, bevor du bereit bist. Kümmere dich zuerst um dein eigenes Herz.',
      },
      career: {
        upright:
          'Nimm Urlaub, tank auf oder pausiere ein Projekt, um es zu überdenken. Ein kurzer Halt jetzt ist das, was dich später die ganze Strecke schaffen lässt.',
        reversed:
          'Auf Reserve zu laufen schadet deiner Leistung, oder eine lange Pause hat dich den Anschluss verlieren lassen. Plane eine schrittweise Rückkehr, statt sofort wieder voll einzusteigen.',
      },
      wealth: {
        upright:
          'Verschiebe große Anschaffungen und schau dir in Ruhe an, wo du finanziell stehst. Du musst nichts entscheiden, bis du klar siehst.',
        reversed:
          'Aufgeschobener Papierkram rund ums Geld will erledigt werden. Fang mit dem einfachsten Punkt an, damit der Stapel nicht weiter wächst.',
      },
      health: {
        upright:
          'Dein Körper braucht Erholung, also nimm den Schlaf ernst und reduziere lange Nächte und Überstunden. Wenn du in der Genesung bist, folge dem Rat deiner Ärztin oder deines Arztes und geh es langsam an.',
        reversed:
          'Zu wenig Ruhe lässt dich ausgelaugt und gereizt zurück. Stell den Schlaf an erste Stelle und geh zu einer Ärztin oder einem Arzt, wenn die Schlaflosigkeit anhält oder sich die Genesung hinzieht.',
      },
    },
  },
  'swords-05': {
    keywords: {
      upright: ['leerer Sieg', 'Konflikt', 'Eigennutz', 'gewinnen um jeden Preis'],
      reversed: ['Versöhnung', 'Groll loslassen', 'Reue', 'weggehen'],
    },
    upright:
      'Vielleicht hast du diesen Kampf gewonnen, und doch fühlt es sich nicht wie ein Sieg an. Die Fünf der Schwerter ist Konflikt und leerer Sieg: Jemand tut alles, um oben zu bleiben, jemand anderes geht verletzt, und zurück bleibt ein Scherbenhaufen. Sie erinnert dich daran, dass manche Kämpfe es nicht wert sind und manche Siege zu viel kosten. Frag dich, was du hier eigentlich willst: recht haben oder das Problem lösen?',
    reversed:
      'Der Rauch verzieht sich, und vielleicht willst du die Beziehung kitten oder bereust einiges, was gesagt wurde. Die umgekehrte Fünf kann auch bedeuten, dass du endlich beschlossen hast, einen Streit nicht länger zu nähren, der es nie wert war, und einfach zu gehen. Frieden zu schließen braucht Mut, und nachzugeben ist manchmal der klügere Zug. Lass alten Groll nicht länger mietfrei in deinem Kopf wohnen.',
    interpretation:
      'Mit Venus im Wassermann verbunden, zeigt die Fünf, wie leicht menschliche Wärme zwischen Prinzipien und Ego verloren geht. Ihre Lektion ist, zwischen Rechthaben und Rechttun zu unterscheiden. Du kannst jede Diskussion mit Logik gewinnen und in der Beziehung trotzdem viel mehr verlieren. Wenn diese Karte erscheint, denk an den Konflikt, über den du nicht aufhören kannst zu grübeln, und frag dich, wie du ihn mit einer zweiten Chance angehen würdest. Manchmal schützt Loslassen das, was dir wichtig ist, besser, als jeder Sieg es könnte.',
    imagery:
      'Ein Mann mit selbstgefälligem Lächeln sammelt drei Schwerter ein, während zwei weitere zu seinen Füßen liegen. In der Ferne schleppen sich zwei Gestalten mit gesenktem Kopf zum Wasser, eine hat das Gesicht in den Händen vergraben. Am Himmel reißt der Wind zerfetzte Wolken auseinander. Der grinsende Mann ist ein Sieg auf Kosten anderer; die sich entfernenden Gestalten sind Verletzung und Verlust; der zerrissene Himmel zeigt, dass die Luft nach einem Streit angespannt und unruhig bleibt.',
    areas: {
      love: {
        upright:
          'Keiner von euch will nachgeben, und die Worte werden immer schärfer. Halt inne und frag dich, ob du dein Gegenüber besiegen oder mit ihm zusammen sein willst.',
        reversed:
          'Nun, da sich die Gemüter abgekühlt haben, wollt ihr beide die Dinge wieder in Ordnung bringen. Eine Entschuldigung oder eine kleine Geste des guten Willens kann die Tür wieder öffnen.',
      },
      career: {
        upright:
          'Der Wettbewerb bei der Arbeit ist hart, und vielleicht spielt jemand unfair. Halte an deinen Grundsätzen fest und zerstör keine Beziehungen für einen kurzfristigen Sieg.',
        reversed:
          'Der Konflikt ebbt ab, also ist es eine gute Zeit, Arbeitsbeziehungen neu aufzubauen. Wenn dich ein Umfeld dauerhaft auslaugt, ist auch ein würdevoller Abschied eine Möglichkeit.',
      },
      wealth: {
        upright:
          'Geld entfacht vielleicht einen Streit, oder man bietet dir ein unfaires Geschäft an. Lies jede Klausel und steh für dich ein, wo nötig, aber lass nicht den Stolz das Steuer übernehmen.',
        reversed:
          'Ein finanzieller Streit scheint sich beizulegen. Statt mehr Energie in den Kampf zu stecken, einigt euch zügig und kehrt zu dem zurück, was wichtig ist.',
      },
      health: {
        upright:
          'Angespannte Beziehungen machen dich fahrig und gereizt. Tritt aus dem Konflikt heraus, komm zur Ruhe und lass nicht zu, dass sich Wut in deinem Körper festsetzt.',
        reversed:
          'Den Groll loszulassen lässt auch deinen Körper loslassen. Halte einen festen Rhythmus, und wenn deine Stimmung gedrückt bleibt, überleg, mit Fachleuten zu sprechen.',
      },
    },
  },
  'swords-06': {
    keywords: {
      upright: ['Übergang', 'weiterziehen', 'Weg der Heilung', 'ruhigeres Wasser'],
      reversed: [
        'nicht loslassen können',
        'wiederkehrende alte Muster',
        'verzögerter Aufbruch',
        'Widerstand gegen Wandel',
      ],
    },
    upright:
      'Langsam lässt du eine stürmische Strecke hinter dir und steuerst auf ruhigeres Wasser zu. Die Sechs der Schwerter spricht von Übergang und Heilung: ein Umzug, eine Reise oder einfach ein Wandel in deiner Sicht auf die Dinge. Der Schmerz ist nicht verschwunden, und du trägst ihn mit dir, aber du bist in die richtige Richtung unterwegs. Du musst dich nicht auf einen Schlag besser fühlen. Bleib auf Kurs, und das ferne Ufer kommt immer näher.',
    reversed:
      'Du willst fort, kommst aber nicht los – oder du bist aufgebrochen und merkst, dass die alten Probleme mit ins Boot gestiegen sind. Die umgekehrte Sechs erinnert dich daran, dass ein echter Übergang mehr ist als ein Tapetenwechsel; er bedeutet, Gepäck abzulegen. Achte darauf, welche alten Gewohnheiten und Geschichten dich noch zurückziehen, und hab den Mut, sie am Ufer zurückzulassen.',
    interpretation:
      'Mit Merkur im Wassermann verbunden, ist die Sechs der Geist, der die Vergangenheit allmählich aus einem distanzierteren Blickwinkel sieht. Ihre Lektion ist, dir zu erlauben, weiterzugehen, bevor du ganz geheilt bist. Genesung verläuft nicht geradlinig, Auf und Ab sind normal. Such dir für diese Überfahrt einen Fährmann – eine Freundin, eine Beraterin oder ein gutes Buch –, der dir auf dem Wasser Gesellschaft leistet. Und denk daran: An Bord musst du nur mitnehmen, was wirklich zählt.',
    imagery:
      'Ein Fährmann stakt ein kleines Boot auf ein fernes Ufer zu; darin sitzen eine verhüllte Frau und ein Kind, und im Bug stehen sechs Schwerter aufrecht. Auf der einen Seite des Bootes kräuselt sich das Wasser, auf der anderen liegt es glatt. Der Fährmann ist Führung und Hilfe; Frau und Kind sind Verletzlichkeit und Schmerz, die mitgenommen werden; die Schwerter sind die Erinnerungen, die mitreisen; der Wechsel von unruhigem zu stillem Wasser zeigt, dass sie einem friedlicheren Ort entgegenfahren.',
    areas: {
      love: {
        upright:
          'Die schwerste Phase liegt hinter dir, und die Beziehung bewegt sich auf ruhigeren Boden zu. Oder du lässt eine alte Liebe los und öffnest dich langsam für etwas Neues.',
        reversed:
          'Alte Knoten sind noch nicht gelöst und halten dich davon ab, wirklich weiterzugehen. Stell dich ihnen, statt mit einem neuen Menschen vor demselben Problem davonzulaufen.',
      },
      career: {
        upright:
          'Eine Versetzung, ein Jobwechsel oder ein Umzug trägt dich vielleicht aus einem zermürbenden Umfeld heraus. Geh mit der Veränderung und gib dir Zeit, dich einzuleben.',
        reversed:
          'Ein beruflicher Wechsel gerät immer wieder ins Stocken, oder am neuen Ort gibt es dieselben alten Probleme. Finde heraus, was dich wirklich unzufrieden macht, bevor du den nächsten Schritt planst.',
      },
      wealth: {
        upright:
          'Deine Finanzen stabilisieren sich allmählich, und die magere Zeit geht vorüber. Behalte ein vorsichtiges Tempo bei und steuere stetig auf festeren Boden zu.',
        reversed:
          'Alte Schulden oder Ausgabengewohnheiten lasten noch auf dir. Statt ihnen auszuweichen, mach eine Liste und arbeite sie Punkt für Punkt ab.',
      },
      health: {
        upright:
          'Körper und Seele sind auf dem Weg der Besserung. Ein Ortswechsel kann helfen, etwa ein kurzer Ausflug oder ein Spaziergang am Wasser. Gönn dir reichlich Zeit zur Erholung.',
        reversed:
          'Die Genesung geht langsamer als erhofft, und das entmutigt. Hab Geduld, folge dem ärztlichen Rat und mach Ruhe und Routine zu deiner Priorität.',
      },
    },
  },
  'swords-07': {
    keywords: {
      upright: ['Strategie', 'Heimlichkeit', 'Alleingang', 'Abkürzungen nehmen'],
      reversed: ['aufgedeckte Geheimnisse', 'schlechtes Gewissen', 'reinen Tisch machen', 'Selbsttäuschung'],
    },
    upright:
      'Hinter den Kulissen geschieht etwas. Die Sieben der Schwerter handelt von Strategie, Heimlichkeit und Alleingang. Vielleicht musst du einer direkten Konfrontation ausweichen und dein Ziel auf klügerem Weg erreichen, oder jemand in deinem Umfeld ist nicht ganz aufrichtig. Bleib wachsam und schütze deine Interessen, aber frag dich auch ehrlich, ob die Abkürzung, die du im Auge hast, am Ende nicht mehr kostet als der lange Weg.',
    reversed:
      'Was verborgen war, bleibt es womöglich nicht mehr lange, oder du fühlst dich mit deinen eigenen Methoden zunehmend unwohl. Die umgekehrte Sieben kann auch bedeuten, dass du bereit bist, die cleveren Tricks sein zu lassen und reinen Tisch zu machen. Manchmal ist die Täuschung, die am dringendsten aufgedeckt werden muss, die, mit der wir uns selbst hinters Licht führen. Die Wahrheit zu sagen mag schwer sein, aber sie stellt dich wieder auf festen Boden.',
    interpretation:
      'Mit dem Mond im Wassermann verbunden, paart die Sieben einen flinken Verstand mit kühlen, distanzierten Gefühlen, was den Alleingang sehr verlockend macht. Ihre Lektion ist, Beweglichkeit von Ausweichen zu unterscheiden. Strategie ist an sich weder gut noch schlecht; entscheidend ist, ob du anderen schadest oder dich selbst täuschst. Wenn diese Karte erscheint, achte darauf, ob es etwas gibt, von dem lieber niemand erfahren soll, und frag dich, warum. Die Antwort zeigt dir, was du eigentlich zu schützen versuchst.',
    imagery:
      'Ein Mann schleicht auf Zehenspitzen aus einem Heerlager davon, fünf Schwerter im Arm gebündelt, und wirft mit listigem Grinsen einen Blick über die Schulter. Hinter ihm stecken noch zwei Schwerter im Boden, und in der Ferne stehen ein paar Soldaten bei den Zelten. Das Schleichen und der Blick zurück deuten Heimlichkeit und einen Anflug von Schuld an; die gestohlenen Schwerter sind mit List errungene Gewinne; die beiden zurückgelassenen deuten an, dass er nicht mit allem davongekommen ist und die Sache längst nicht abgeschlossen ist.',
    areas: {
      love: {
        upright:
          'Vielleicht bleibt etwas unausgesprochen oder verborgen. Achte darauf, ob Worte und Taten zusammenpassen, und frag dich, ob du selbst ganz offen bist.',
        reversed:
          'Ein Geheimnis kommt ans Licht und will geklärt werden. Sprecht ehrlich darüber und gebt dem Vertrauen eine Chance, neu zu wachsen.',
      },
      career: {
        upright:
          'Sich bedeckt zu halten und wendig zu bleiben funktioniert jetzt gut, aber achte auf Manöver im Büro. Sichere wichtige Dateien und sorge dafür, dass deine Arbeit dir zugeschrieben wird.',
        reversed:
          'Eine Arbeitsweise mit Abkürzungen fliegt womöglich auf. Kehr zu solider, ehrlicher Arbeit zurück und behebe Fehler selbst; so gewinnst du Vertrauen zurück.',
      },
      wealth: {
        upright:
          'Sei vorsichtig bei undurchsichtigen Anlagen und Geschäften, die zu gut klingen, um wahr zu sein. Prüfe, mit wem du es zu tun hast, lies den Vertrag und schütze deine persönlichen Daten.',
        reversed:
          'Versteckte Ausgaben oder ein Loch in der Kasse kommen ans Licht. Stopf es zügig und führe von nun an transparenter Buch.',
      },
      health: {
        upright:
          'Vielleicht übergehst du die Signale deines Körpers oder borgst dir Zeit vom Schlaf. Hier gibt es keine Abkürzungen, also sei ehrlich, wie es dir wirklich geht.',
        reversed:
          'Du stellst dich endlich einem Gesundheitsthema, das du übergangen hattest, und das ist gut so. Vereinbare die Untersuchung, folge ärztlichem Rat und schieb es nicht länger auf.',
      },
    },
  },
  'swords-08': {
    keywords: {
      upright: ['sich gefangen fühlen', 'einschränkende Überzeugungen', 'Hilflosigkeit', 'Angst'],
      reversed: ['sich befreien', 'einen Ausweg sehen', 'Wahlfreiheit zurückgewinnen', 'neue Sichtweise'],
    },
    upright:
      'Du fühlst dich eingeengt, mit Hindernissen auf allen Seiten und keinem Zug, der sich richtig anfühlt. Die Acht der Schwerter handelt von selbst gesetzten Grenzen: Was dich festhält, ist oft keine echte Mauer, sondern Angst, Selbstzweifel und die Stimme, die sagt, du kannst es nicht. Schau genauer hin, und du merkst, dass die Fesseln locker sitzen und der Ausweg nicht ganz versperrt ist. Eine veränderte Sicht auf die Lage genügt für einen ersten Schritt.',
    reversed:
      'Du beginnst zu erkennen, dass sich die Fesseln doch lösen lassen. Die umgekehrte Acht handelt davon, sich zu befreien und die eigene Wahl zurückzugewinnen: eine neue Idee oder eine Bitte um Hilfe, und plötzlich gibt es einen Ausweg. Wenn du dich aber noch tief in der Angst gefangen fühlst, erinnert dich diese Karte auch daran, nicht allein zu kämpfen. Es gibt Menschen, die dir helfen wollen, die Augenbinde abzunehmen.',
    interpretation:
      'Mit Jupiter in den Zwillingen verbunden, zeigt die Acht, wie zu viele Gedanken und zu viele Möglichkeiten dich erstarren lassen können. Ihre Lektion ist, Fakten von Gedanken zu trennen. Wenn du dich sagen hörst: „Ich habe keine Wahl“, formuliere es um in: „Ich sehe noch keine Wahl.“ Dann schreib jede Möglichkeit auf, die dir einfällt, wie absurd manche auch wirken. Oft reicht es schon, die Angst zu Papier zu bringen, um sie auf eine handhabbare Größe schrumpfen zu lassen.',
    imagery:
      'Eine Frau mit verbundenen Augen, locker in Stoffstreifen gewickelt, steht auf schlammigem, durchnässtem Boden. Acht Schwerter stecken um sie herum in der Erde wie ein unvollendeter Zaun, und auf einer Klippe in der Ferne steht eine Burg. Die Augenbinde bedeutet, dass sie ihre Lage nicht klar sehen kann; die schlaffen Fesseln zeigen, dass die Einschränkung schwächer ist, als sie sich anfühlt; die Lücken zwischen den Schwertern sind Ausgänge, die es immer gab; die ferne Burg ist die Sicherheit und Zugehörigkeit, die sie vorübergehend hinter sich gelassen hat.',
    areas: {
      love: {
        upright:
          'Du fühlst dich in einer Beziehung oder einem Muster ohne Ausweg gefangen. Sprich mit einem vertrauten Menschen darüber und versuch, deine Lage aus einem neuen Blickwinkel zu sehen.',
        reversed:
          'Du trittst aus einer Beziehung oder Denkweise heraus, die dich eingeengt hat, und findest deine eigene Stimme wieder. Sei mutig darin, zu sagen, was du brauchst.',
      },
      career: {
        upright:
          'Die Arbeit gibt dir das Gefühl, machtlos zu sein, als gäbe es keine Alternative. Schreib die Fähigkeiten und Mittel auf, die du hast; meist gibt es mehr Auswege, als du denkst.',
        reversed:
          'Neue Möglichkeiten kommen in Sicht, und du bist bereit, etwas anderes auszuprobieren. Geh Schritt für Schritt vor und fang mit Lernen oder Herumfragen an.',
      },
      wealth: {
        upright:
          'Geldsorgen haben dich überzeugt, dass jeder Schritt falsch ist. Leg die Zahlen auf den Tisch; die Wirklichkeit ist meist weniger düster als die Angst.',
        reversed:
          'Du hast einen Weg gefunden, deine Finanzen zu verbessern, und kletterst aus dem Loch. Bleib beim Plan und frag Fachleute, wenn du es brauchst.',
      },
      health: {
        upright:
          'Angst und Grübeln halten dich womöglich angespannt und lassen dich nicht zur Ruhe kommen. Probier tiefes Atmen oder sanfte Bewegung, und hol dir professionelle Hilfe, wenn die gedrückte Stimmung anhält.',
        reversed:
          'Deine Stimmung löst sich, und dein Körper entspannt sich mit. Bleib bei den Gewohnheiten, bei denen du dich wohlfühlst, und gönn dir mehr Raum zum Atmen.',
      },
    },
  },
  'swords-09': {
    keywords: {
      upright: ['Angst', 'Schlaflosigkeit', 'Albträume', 'übermäßige Sorge'],
      reversed: ['nachlassende Ängste', 'sich öffnen', 'Verzweiflung', 'verborgenes Grauen'],
    },
    upright:
      'Mitten in der Nacht fährst du hoch, und die Gedanken purzeln einer nach dem anderen, ohne Ausschalter. Die Neun der Schwerter ist Angst, Schlaflosigkeit und Sorge, die außer Kontrolle gerät. Im Dunkeln wächst das, was du fürchtest, auf ein Vielfaches. Denk daran, dass ein Gedanke keine Tatsache ist und das meiste, was wir fürchten, nie eintritt. Du musst diese Nacht nicht allein durchstehen; versuch, einem vertrauten Menschen zu erzählen, was dich umtreibt.',
    reversed:
      'Die schlimmsten Nächte gehen vielleicht vorüber. Du bist eher bereit, dich jemandem anzuvertrauen, oder hast Wege gefunden, dich selbst zu beruhigen. Die umgekehrte Neun kann aber auch bedeuten, dass die Angst noch tiefer verdrängt wurde und zu einer Verzweiflung erstarrt, die sich schwer in Worte fassen lässt. So oder so: Nimm deine Gefühle ernst und hol dir professionelle Unterstützung, wenn du sie brauchst. Das ist Mut, keine Schwäche.',
    interpretation:
      'Mit Mars in den Zwillingen verbunden, zeigt die Neun einen scharfen Verstand, der seine Klinge gegen sich selbst richtet, in einer endlosen Schleife der Selbstangriffe. Ihre Lektion ist, mit der Angst zu leben, ohne von ihr verschluckt zu werden. Wenn die Sorge aufsteigt, schreib auf, wovor du Angst hast, was das schlimmste Ergebnis wäre und eine Sache, die du jetzt gleich tatsächlich tun kannst. Ein Sturm im Kopf wird konkret und greifbar, sobald er auf dem Papier landet. Der Morgen kommt immer, und auch du kommst hindurch.',
    imagery:
      'In einem stockdunklen Zimmer sitzt eine Frau aufrecht im Bett, das Gesicht in den Händen vergraben, als hätte ein Albtraum sie geweckt. Neun Schwerter hängen waagerecht aufgereiht an der dunklen Wand hinter ihr. Ihre Bettdecke ist mit Rosen und astrologischen Zeichen gemustert, und in die Seite des Bettes ist eine Szene geschnitzt, in der eine Gestalt eine andere niederstreckt. Ihr verborgenes Gesicht ist Schmerz und Angst, die unerträglich scheinen; die Schwerter sind die Gedanken, die über ihr kreisen, doch keines berührt sie tatsächlich; die mit Rosen bedeckte Decke erinnert daran, dass Wärme und Hoffnung noch in Reichweite sind.',
    areas: {
      love: {
        upright:
          'Vielleicht machst du dich mit Sorgen um die Beziehung krank und hinterfragst alles, was dein Gegenüber tut. Statt allein in die Spirale zu geraten, frag behutsam und direkt nach.',
        reversed:
          'Du legst deine Ängste in der Liebe langsam ab oder öffnest dich endlich deinem Gegenüber. Zu teilen, was dich belastet, macht die Last leichter.',
      },
      career: {
        upright:
          'Arbeitsstress raubt dir den Schlaf, und du fürchtest ständig, Fehler zu machen. Schreib auf, was dich sorgt, und such die Teile heraus, bei denen du tatsächlich handeln kannst.',
        reversed:
          'Die Angst lässt nach, und dein Gefühl von Kontrolle kehrt zurück. Wenn der Druck noch schwer ist, sprich mit deiner Führungskraft oder deinem Team darüber, ihn zu teilen.',
      },
      wealth: {
        upright:
          'Geldsorgen halten dich nachts wach. Bring Einnahmen, Ausgaben und Schulden zu Papier; die Fakten sind oft weniger beängstigend als die Angst.',
        reversed:
          'Finanzielle Sorgen weichen, während du machbare Lösungen findest. Geh weiter Schritt für Schritt und hol dir, wo nötig, fachlichen Rat.',
      },
      health: {
        upright:
          'Angst und Schlaflosigkeit zehren an deiner Energie. Reduziere Reize vor dem Schlafengehen und probier Entspannungsübungen; wenn Schlaflosigkeit oder gedrückte Stimmung anhalten, geh bald zu einer Ärztin oder einem Arzt.',
        reversed:
          'Schlaf und Stimmung bessern sich allmählich. Halte deinen Rhythmus stabil und lass die Selbstfürsorge nicht schleifen, nur weil es besser wird.',
      },
    },
  },
  'swords-10': {
    keywords: {
      upright: ['Abschlüsse', 'Tiefpunkt', 'Niederlage', 'das Ende des Schmerzes'],
      reversed: ['Erholung', 'wieder aufstehen', 'das Schlimmste ist vorbei', 'nicht loslassen wollen'],
    },
    upright:
      'Etwas ist an sein Ende gekommen: eine Beziehung, ein Job oder ein Plan, dem du alles gegeben hast. Die Zehn der Schwerter sieht düster aus, trägt aber eine wichtige Botschaft: Das Schlimmste ist bereits geschehen, und von hier aus geht es nur noch aufwärts. Du musst nicht weiter darum kämpfen, zu retten, was vergangen ist. Gesteh dir ein, dass es vorbei ist, und lass es wirklich enden. Die dunkelste Stunde kommt tatsächlich kurz vor der Morgendämmerung.',
    reversed:
      'Langsam kletterst du vom Tiefpunkt herauf; die Wunden verschorfen, und Körper und Geist heilen. Die umgekehrte Zehn kann aber auch bedeuten, dass du dich noch weigerst, das Ende anzunehmen, und den Schmerz immer wieder durchlebst, sodass die alte Wunde nie heilt. Versuch loszulassen. Spar deine Kraft für den Neuanfang, statt noch einmal zu beweisen, wie weh es getan hat.',
    interpretation:
      'Mit der Sonne in den Zwillingen verbunden, zeigt die Zehn, dass selbst im dunkelsten Moment irgendwo am Horizont Licht aufsteigt. Ihre Lektion ist, Abschlüsse anzunehmen und die Keime der Erneuerung in ihnen zu finden. Oft schmerzt nicht der Verlust selbst am meisten, sondern unser Widerstand gegen ihn. Wenn diese Karte erscheint, gib diesem Kapitel einen richtigen Abschied: Schreib auf, was es dich gelehrt hat, und blättere dann bewusst um. Sobald du aufhörst zurückzuschauen, kann ein neuer Tag beginnen.',
    imagery:
      'Ein Mann liegt mit dem Gesicht nach unten am Ufer, zehn Schwerter im Rücken und ein rotes Tuch über sich. Der Himmel über ihm ist pechschwarz, doch am Horizont bricht über stillem Wasser ein goldener Streifen Morgenlicht hervor. Die zehn Schwerter markieren ein vollständiges, unumkehrbares Ende; der schwarze Himmel ist Schmerz auf seinem Höhepunkt; das ferne Licht und das ruhige Meer versprechen, dass auch dies vergeht und ein neuer Anfang bereits Gestalt annimmt.',
    areas: {
      love: {
        upright:
          'Eine Beziehung geht vielleicht zu Ende, oder du siehst endlich, dass es so nicht weitergehen kann. Erlaube dir zu trauern, und erlaube dir, die Tür zu schließen.',
        reversed:
          'Du erholst dich langsam von Liebeskummer. Geh nicht überstürzt zurück und stürz dich nicht überstürzt in etwas Neues; kümmere dich zuerst um dich selbst.',
      },
      career: {
        upright:
          'Ein gescheitertes Projekt, ein Jobverlust oder ein großer Rückschlag. Bring deine Gefühle zur Ruhe, nimm die Lage an, wie sie ist, und mach dann Bestandsaufnahme der Mittel, die dir bleiben.',
        reversed:
          'Die schwerste Strecke liegt hinter dir, und du kommst wieder auf die Beine. Lass die Erfahrung beim Wiederaufbau zu einer Quelle der Kraft werden.',
      },
      wealth: {
        upright:
          'Ein erheblicher finanzieller Verlust ist möglich. Begrenze die Verluste, statt gutes Geld schlechtem hinterherzuwerfen, und hol dir bei Bedarf fachlichen Rat.',
        reversed:
          'Deine Finanzen haben den Tiefpunkt erreicht und beginnen sich zu erholen. Mach einen praktischen Plan und bau stetig wieder auf, statt alles auf einmal zurückgewinnen zu wollen.',
      },
      health: {
        upright:
          'Du bist an einem Tiefpunkt, und die Erschöpfung sitzt tief. Mach Ruhe zur obersten Priorität, und wenn sich etwas falsch anfühlt, geh zu einer Ärztin oder einem Arzt, statt dich durchzubeißen.',
        reversed:
          'Körper und Stimmung erholen sich allmählich. Hab Geduld, folge fachlichem Rat und lass der Heilung ihren natürlichen Lauf.',
      },
    },
  },
  'swords-11': {
    keywords: {
      upright: ['Neugier', 'Wissensdurst', 'Wachsamkeit', 'seine Meinung sagen'],
      reversed: ['unbedachtes Gerede', 'Tratsch', 'nur Worte', 'Misstrauen'],
    },
    upright:
      'Dein Verstand ist gerade flink und neugierig und will allem auf den Grund gehen. Der Bube der Schwerter steht für Lernhunger, Wachheit und offene Worte. Er bringt vielleicht Neuigkeiten, eine Frage, die es wert ist, ihr nachzugehen, oder die Chance, etwas Neues zu lernen. Bewahre dir diese Schärfe und diesen Drang, Fragen zu stellen, und denk nur daran, eine Sekunde innezuhalten, bevor du sprichst.',
    reversed:
      'Die Neugier hat eine falsche Abzweigung genommen und ist in Tratsch, gedankenlose Bemerkungen oder Kritik ohne eigenes Zutun abgerutscht. Der umgekehrte Bube kann auch bedeuten, so sehr auf der Hut zu sein, dass jeder wie eine mögliche Bedrohung wirkt. Richte deine Schärfe in eine bessere Richtung: mehr prüfen und weniger spekulieren, mehr tun und weniger streiten.',
    interpretation:
      'Der Bube ist das jüngste Gesicht der Luft, eine frisch erwachte Kraft des Denkens und Sprechens. Seine Lektion ist, den Umgang mit diesem Schwert zu lernen: Fragen bringen Verständnis, können aber auch verletzen; Informationen helfen beim Entscheiden, können aber auch Verwirrung stiften. Wenn diese Karte erscheint, wähle eine Frage, auf die du wirklich eine Antwort willst, und recherchiere, frag nach und lies dich gründlich ein. Lass die Neugier das Lernen befeuern statt die Angst zu nähren.',
    imagery:
      'Eine junge Gestalt steht auf einer Anhöhe und hält ein aufrechtes Schwert in beiden Händen, den Körper in die eine Richtung gewandt, während sie in die andere zurückblickt. Der Wind zerzaust ihr Haar, Wolken brodeln über ihr, Vögel kreisen hoch am Himmel, und ferne Bäume biegen sich in den Böen. Wind und Vögel gehören zum Element Luft und zu einem rastlosen, beweglichen Geist; der Blick zurück ist Wachsamkeit und Neugier; der hohe Standpunkt zeigt die Sehnsucht, weiter zu sehen und mehr zu wissen.',
    areas: {
      love: {
        upright:
          'Du bist neugierig auf den anderen und willst ihn besser kennenlernen. Aufrichtige Fragen öffnen das Gespräch und bringen euch näher.',
        reversed:
          'Unablässige Fragen oder scharfe Worte setzen dein Gegenüber unter Druck. Vertrauen braucht Raum; lass Sorge nicht zum Verhör werden.',
      },
      career: {
        upright:
          'Eine gute Zeit, eine Fähigkeit zu lernen, zu recherchieren oder frische Ideen einzubringen. Dein scharfer Verstand und deine Lernfreude lassen dich herausstechen.',
        reversed:
          'Hüte dich vor Bürotratsch und ungeprüften Gerüchten. Wähle deine Worte sorgfältig und konzentriere dich auf solide Arbeit.',
      },
      wealth: {
        upright:
          'Lerne mehr über den Umgang mit Geld und verschaff dir ein klares Bild deiner eigenen Finanzen. Erst verstehen, dann handeln – das gibt dir Sicherheit.',
        reversed:
          'Hörensagen könnte dein Urteil trüben. Prüfe deine Quellen, bevor du investierst, und lauf nicht der Masse hinterher oder setze überstürzt.',
      },
      health: {
        upright:
          'Interessiere dich aktiv dafür, was dein Körper braucht, etwa indem du verlässliche Quellen liest oder eine Untersuchung vereinbarst. Neugier kann dir helfen, bessere Gewohnheiten aufzubauen.',
        reversed:
          'Symptome zu googeln macht dich ängstlicher, oder dein Kopf kommt nachts nicht zur Ruhe. Wenn du Fragen hast, stell sie einer Ärztin oder einem Arzt, statt dich selbst zu verunsichern.',
      },
    },
  },
  'swords-12': {
    keywords: {
      upright: ['Entschlossenheit', 'rasches Handeln', 'Direktheit', 'zielstrebiger Antrieb'],
      reversed: ['Leichtsinn', 'Impulsivität', 'verletzende Worte', 'Überstürzung'],
    },
    upright:
      'Du weißt, was du denkst, und bewegst dich schnell; sobald du ein Ziel im Blick hast, stürmst du mit voller Geschwindigkeit los. Der Ritter der Schwerter ist entschlossene, nüchterne Energie, ideal, um Dinge rasch voranzutreiben, deinen Standpunkt zu vertreten oder einen Stillstand zu durchbrechen. Dieser Antrieb kann Hindernisse aus dem Weg räumen, aber prüfe, ob die Menschen um dich herum mithalten können, und verlier mitten im Sturm nicht dein Gespür für Richtung und Maß.',
    reversed:
      'Bei diesem Tempo hast du die Kontrolle verloren. Vielleicht handelst du aus dem Impuls heraus, sagst spitze Dinge oder hetzt los, um dich zu beweisen, ohne die Folgen zu bedenken. Der umgekehrte Ritter kann auch auf eine herrische, streitlustige Person in deiner Nähe hinweisen. Mach langsamer und denk nach, bevor du zuschlägst; ein scharfes Schwert nützt nur, wenn es gezielt geführt wird.',
    interpretation:
      'Mit den Zwillingen verbunden, hat der Ritter einen schnellen Verstand, eine scharfe Zunge und den Drang, sofort zu handeln. Seine Lektion ist, Tempo und Urteilskraft Seite an Seite zu halten. Entschlossenheit ist eine seltene Stärke, doch wer nur aus Schwung voranprescht, verletzt oft andere und sich selbst. Nimm dir vor dem Handeln ein paar Minuten, um zu fragen, worauf du zielst und ob Informationen fehlen. Wenn das klar ist, gib alles.',
    imagery:
      'Ein gepanzerter Ritter prescht in vollem Galopp auf einem weißen Pferd heran, das Schwert hoch erhoben, der Umhang flatternd hinter ihm. Die Wolken werden vom Wind zerstreut, die Bäume biegen sich, und das Zaumzeug des Pferdes ist mit Schmetterlingen und Vögeln verziert. Das galoppierende Pferd ist drängendes, ungestümes Handeln; das erhobene Schwert ist scharfer Verstand und grimmige Entschlossenheit; die vom Wind zerzauste Landschaft zeigt die Kraft, die er aufwirbelt, und deutet an, dass solcher Schwung alles um ihn herum durcheinanderbringen kann.',
    areas: {
      love: {
        upright:
          'Die Dinge entwickeln sich schnell, und dein Gegenüber ist vielleicht direkt und intensiv. Ehrlichkeit ist ein Plus, aber vergiss nicht zuzuhören und freundlich zu sein.',
        reversed:
          'Verletzende Worte aus dem Impuls heraus oder eine Beziehung, die zu schnell voranprescht. Kühl dich ab und überleg, was der andere wirklich braucht.',
      },
      career: {
        upright:
          'Eine großartige Zeit, ein Projekt zu beschleunigen, deinen Standpunkt zu vertreten oder ein schwieriges Problem anzugehen. Entschlossenes Handeln verschafft dir den Vorsprung.',
        reversed:
          'Ungeduld führt zu Fehlern oder Reibung mit Kollegen. Drossle dein Tempo, hol Meinungen ein und entscheide dann.',
      },
      wealth: {
        upright:
          'Handle entschlossen bei Geldangelegenheiten, die du aufgeschoben hast. Entscheide schnell, aber erst, wenn die Informationen klar sind.',
        reversed:
          'Impulsives Investieren oder Ausgeben könnte dich teuer zu stehen kommen. Gönn dir eine Bedenkzeit und entscheide nie, während die Gefühle hochkochen.',
      },
      health: {
        upright:
          'Du steckst voller Energie und bist gut für zügige, schnelle Bewegung geeignet. Wärm dich richtig auf, damit Eile nicht zu einer Verletzung führt.',
        reversed:
          'Hast und Anspannung machen dich müde und unfallanfällig. Verlangsame dein Alltagstempo und gönn deinem Körper genug Ruhe.',
      },
    },
  },
  'swords-13': {
    keywords: {
      upright: ['Klarsicht', 'Unabhängigkeit', 'Offenheit', 'Urteilsvermögen'],
      reversed: ['Kälte', 'scharfe Zunge', 'Mauern hochziehen', 'hartes Urteil'],
    },
    upright:
      'Du siehst Menschen und Situationen mit seltener Klarheit, und weder Gefühle noch Schmeicheleien bringen dich leicht ins Wanken. Die Königin der Schwerter ist Unabhängigkeit, Offenheit und die Weisheit, Richtig von Falsch zu unterscheiden. Sie hat Stürme überstanden und versteht gerade deshalb den Wert von Grenzen. Vertrau jetzt deinem Urteil und sprich die Wahrheit direkt, aber freundlich aus. Dein klarer Kopf kann den Menschen um dich herum Orientierung geben.',
    reversed:
      'Klarheit ist zu Kälte abgekühlt, Offenheit ist verletzend geworden. Vielleicht hast du dich so fest in Vernunft gehüllt, dass niemand an dich herankommt, oder du bist zu hart mit anderen und mit dir selbst. Die umgekehrte Königin erinnert dich daran, dass die Wahrheit ausgesprochen werden muss – und dass sie auch sanft ausgesprochen werden will. Lass deine Deckung ein wenig sinken und erlaube dir etwas Weichheit.',
    interpretation:
      'Mit der Waage verbunden, sucht die Königin Gleichgewicht durch Fairness und Vernunft. Ihre Lektion ist, einen klaren Kopf und ein offenes Herz nebeneinander leben zu lassen. Frühere Erfahrungen haben dich vielleicht gelehrt, dich zu schützen, doch echte Stärke bedeutet nicht Härte. Sie bedeutet, alles klar zu sehen und trotzdem bereit zu sein, die Hand auszustrecken. Wenn diese Karte erscheint, übe ein klares Ja und ein klares Nein und achte auf deinen Ton, damit deine Grenzen und dein Wohlwollen zusammen gehört werden.',
    imagery:
      'Eine Königin sitzt im Profil auf einem hohen Thron, hält mit der rechten Hand ein Schwert senkrecht empor und streckt die linke Hand nach vorn, als würde sie jemanden hereinbitten oder ihm ein Zeichen geben. In ihren Thron sind Schmetterlinge, eine Mondsichel und ein geflügelter Putto geschnitzt, und Schmetterlinge schmücken ihre Krone. Unter ihr türmen sich Wolken, und ein einzelner Vogel fliegt hoch über ihr. Das aufrechte Schwert ist Gerechtigkeit und Klarheit; die ausgestreckte Hand ist die Bereitschaft zuzuhören; die Schmetterlinge sind Seele und Verwandlung; der einsame Vogel ist ihr unabhängiger, weitblickender Standpunkt.',
    areas: {
      love: {
        upright:
          'Du weißt, was du in der Liebe willst, und wirst dich weder mit weniger zufriedengeben noch dich kleiner machen. Offene Worte ziehen Menschen an, die dich wirklich verstehen.',
        reversed:
          'Alte Verletzungen haben eine hohe Mauer um dein Herz gebaut, und deine Worte können scharf herauskommen. Lass die Deckung sinken und gib jemandem die Chance, dich kennenzulernen.',
      },
      career: {
        upright:
          'Dein fachliches Urteil und deine klaren Worte werden geschätzt. Du glänzt in Aufgaben, die Analyse, Kommunikation oder Qualitätskontrolle verlangen.',
        reversed:
          'Himmelhohe Ansprüche oder ein schneidender Ton halten Kollegen womöglich auf Abstand. Halte deine Maßstäbe, aber ergänze sie um Verständnis und Lob.',
      },
      wealth: {
        upright:
          'Kühl und vernünftig erkennst du die Risiken und Schlupflöcher in jeder finanziellen Lage. Verwalte dein Geld nach Plan und lass dich nicht von den Gefühlen anderer mitreißen.',
        reversed:
          'Übermäßige Vorsicht oder Misstrauen lassen dich vielleicht solide Partnerschaften verpassen. Unterscheide Umsicht von Argwohn und beurteile jeden Fall für sich.',
      },
      health: {
        upright:
          'Du verstehst deinen Körper gut und kannst vernünftige Entscheidungen für deine Gesundheit treffen. Halte deine Grenzen und reduziere Verpflichtungen, die dich nur auslaugen.',
        reversed:
          'Aufgestaute Gefühle verspannen Nacken und Schultern und machen es schwer, loszulassen. Sei sanft mit dir, und wenn die Anspannung anhält, hol dir professionelle Unterstützung.',
      },
    },
  },
  'swords-14': {
    keywords: {
      upright: ['Vernunft', 'Autorität', 'Fairness', 'fachkundiges Urteil'],
      reversed: ['Kälte', 'Tyrannei', 'Machtmissbrauch', 'Manipulation'],
    },
    upright:
      'Du kannst eine Lage ruhig analysieren und Urteile fällen, die auf Logik und Grundsätzen beruhen. Der König der Schwerter ist reifer Verstand und Autorität: fair, klarsichtig und weitblickend, nie von Gefühlen herumgeführt. Diese Karte begünstigt rechtliche Angelegenheiten, Verträge, Verhandlungen oder alles, was ein fachkundiges Urteil verlangt. Vertrau deinen analytischen Fähigkeiten und zögere nicht, verlässliche Fachleute zu Rate zu ziehen, damit deine Entscheidungen jeder Prüfung standhalten.',
    reversed:
      'Vernunft ist zu Kälte erstarrt und Autorität zu Tyrannei. Vielleicht beharrst du auf deinen eigenen Ansichten und walzt mit Logik über die Gefühle anderer hinweg, oder jemand in deiner Nähe nutzt Fachwissen oder Stellung, um die Lage zu manipulieren. Der umgekehrte König erinnert dich daran, dass Weisheit nicht nur bedeutet, über Recht und Unrecht zu urteilen; sie bedeutet auch, Menschen zu verstehen. Bewahre deine Grundsätze, aber bewahre auch deine Menschlichkeit.',
    interpretation:
      'Mit dem Wassermann verbunden, ist der König die Luft in ihrer reifsten und weitsichtigsten Form. Seine Lektion ist, Intelligenz in den Dienst der Fairness zu stellen statt der Kontrolle. Ein klarer Verstand ist eine Form von Macht, und wer ihn hat, muss ihn mit Sorgfalt führen. Wenn diese Karte erscheint, schau dir die Entscheidung an, die vor dir liegt. Ist sie fair? Würde sie einer Prüfung standhalten? Hast du alle Seiten gehört? Wenn Vernunft und Gewissen zusammengehen, verdient dein Urteil echten Respekt.',
    imagery:
      'Ein König sitzt frontal auf seinem Thron, ein aufrechtes Schwert in der Hand, mit strengem, gefasstem Ausdruck. Der Thron ist mit Schmetterlingen und Mondsicheln verziert; hinter ihm ziehen ein paar Wolken über den Himmel, und in der Ferne fliegen zwei Vögel. Seine frontale Haltung steht für ein offenes, durchschaubares Urteil; das aufrechte Schwert ist Grundsatz und Gerechtigkeit; Schmetterlinge und Monde deuten die Verwandlung von Gedanken und Einsicht an; der weite Himmel zeigt, dass er hoch steht und weit sieht.',
    areas: {
      love: {
        upright:
          'Du bist in der Liebe vernünftig und verlässlich und schätzt Verbindlichkeit und klare Kommunikation. Vielleicht begegnest du auch einem reifen Menschen, der weiß, was er will.',
        reversed:
          'Mit Logik zu führen und Gefühle zu übergehen, kann dein Gegenüber kaltlassen. Versuch, zuerst die Gefühle zu verstehen, und sprecht dann darüber, wer recht hat.',
      },
      career: {
        upright:
          'Gut geeignet für Verträge, rechtliche Fragen oder strategische Entscheidungen. Dein Fachwissen und deine Fairness bringen dir das Vertrauen der Menschen.',
        reversed:
          'Ein allzu harter oder sturer Stil ruft Widerstand hervor. Hör dir abweichende Meinungen an, damit deine Entscheidungen ausgewogener werden.',
      },
      wealth: {
        upright:
          'Plane deine Finanzen vernünftig und hol dir bei Bedarf fachlichen Rat. Stütz Entscheidungen auf Daten und Fakten und geh stetig vor.',
        reversed:
          'Hüte dich vor Menschen, die dich mit Fachjargon oder einer Aura der Autorität in die Irre führen. Prüfe wichtige Verträge und Anlagen aus mehreren Blickwinkeln.',
      },
      health: {
        upright:
          'Geh deine Gesundheit vernünftig an, mit regelmäßigen Untersuchungen und fachlichem Rat. Ein klarer Plan macht es leichter, bei guten Gewohnheiten zu bleiben.',
        reversed:
          'Unterdrückte Gefühle und ein überarbeiteter Kopf können zu Anspannung und Schlaflosigkeit führen. Lerne abzuschalten und hol dir bei Bedarf Hilfe bei einer Ärztin, einem Arzt oder anderen Fachleuten.',
      },
    },
  },
};
