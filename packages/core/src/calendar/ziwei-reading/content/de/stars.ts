import type { StarId } from '../../vocabulary';
import type { StarTexts } from '../../texts';

export const stars: Readonly<Record<StarId, StarTexts>> = {
  ziwei: {
    keywords: 'Ausstrahlung · Weitblick · Verantwortung',
    core: 'Zi Wei, der Kaiserstern, steht für Selbstbestimmung, Würde und den Wunsch, das große Ganze zu sehen. Er will, dass die Dinge gut und mit Anstand erledigt werden, und neigt dazu, die Verantwortung aller anderen als seine eigene zu tragen.',
    soul: 'Mit Zi Wei im Lebenspalast strahlst du oft eine ruhige Autorität aus, der Menschen vertrauen, und du überblickst gern das ganze Spielfeld, bevor du ziehst. Führung überzeugt am meisten, wenn sie auch zuhört.',
    wealth:
      'Zi Wei im Reichtumspalast neigt zu geplanten, würdevollen Ausgaben und langfristigen Vorkehrungen statt zu schnellen Gewinnen. Eine Frage, die sich lohnt: Wenn ich Geld ausgebe, erfülle ich dann ein Bedürfnis oder pflege ich ein Bild?',
    career:
      'Zi Wei im Karrierepalast passt zu Aufgaben, in denen man koordiniert, entscheidet und Verantwortung übernimmt. Such dir eine Bühne, auf der dein Organisationstalent wirken kann, und übe, Aufgaben an Menschen abzugeben, denen du vertraust.',
    spouse:
      'Zi Wei im Ehepalast schätzt in der Liebe Respekt und das rechte Maß und möchte zu seinem Gegenüber aufschauen können. Nähe hängt nicht davon ab, wer führt; versucht, euch auf Augenhöhe zu begegnen und gemeinsam zu entscheiden.',
    other:
      'Zi Wei zeigt hier einen Bereich, den du ordentlich angehen willst und in den du gern investierst. Gelassenheit bringt hier meist mehr als Kontrolle.',
  },
  tianji: {
    keywords: 'wacher Verstand · Strategie · Wandel',
    core: 'Tian Ji, der Stern der Weisheit und Bewegung, denkt wendig, analysiert und plant gut – und kann sich auch in Gedanken verlieren.',
    soul: 'Mit Tian Ji im Lebenspalast bist du scharfsinnig und schnell und neugierig auf die Gründe hinter den Dingen. Ein flinker Kopf ist ein Geschenk; gönn ihm auch mal eine Pause.',
    wealth:
      'Tian Ji im Reichtumspalast verwaltet Mittel durch Information und Planung statt mit Kraft. Ein klarer, schriftlicher Plan verhindert, dass aus zu vielen Ideen zu viele Kurswechsel werden.',
    career:
      'Tian Ji im Karrierepalast passt zu Arbeit, die den Kopf fordert: Planung, Forschung, Beratung, Technik. Veränderung ist deine Freundin; entscheide vor jeder Wende, was du behalten willst.',
    spouse:
      'Tian Ji im Ehepalast sucht ein Gegenüber zum Reden, jemanden, der dir in Gedanken begegnet. Gespräche nähren die Bindung: weniger raten, mehr sagen.',
    other:
      'Tian Ji macht dich hier zu der Person mit den Ideen – und manchmal zu der, die den Kurs ändert. Gib deinen Plänen die Geduld, umgesetzt zu werden.',
  },
  taiyang: {
    keywords: 'Wärme · Großzügigkeit · Offenheit',
    core: 'Tai Yang, die Sonne, steht für Licht und Wärme, fürs Geben, für Ansehen und öffentliches Leben. Er bringt andere gern zum Leuchten und vergisst dabei manchmal, für sich selbst zu sorgen.',
    soul: 'Mit Tai Yang im Lebenspalast bist du offenherzig und loyal und setzt dich schnell für andere ein. Deine Wärme steckt an; denk daran, dass auch wer Licht spendet, wieder auftanken muss.',
    wealth:
      'Tai Yang im Reichtumspalast geht großzügig mit Geld um und gibt es für Menschen und Ideale aus. Offenheit und ein guter Ruf tragen dich hier weit; behalte etwas Spielraum für dich selbst.',
    career:
      'Tai Yang im Karrierepalast passt zu Arbeit in der Öffentlichkeit und mit Einfluss: Lehre, Medien, Führung, öffentlicher Dienst. Begeisterung ist deine Visitenkarte; das richtige Tempo lässt sie andauern.',
    spouse:
      'Tai Yang im Ehepalast gibt und beschützt in der Liebe und möchte, dass alles klar und offen ist. Bevor du gibst, achte darauf, was dein Gegenüber wirklich braucht.',
    other:
      'Tai Yang leuchtet hier: In diesem Bereich gibst du zuerst und bringst Wärme mit. Prüfe ab und zu, ob deine eigene Energie noch aufgefüllt ist.',
  },
  wuqu: {
    keywords: 'entschlossen · praktisch · packt an',
    core: 'Wu Qu ist Reichtumsstern und General zugleich: entschlossen, praktisch und stark in der Umsetzung, mit einem Auge für Effizienz und Ergebnisse.',
    soul: 'Mit Wu Qu im Lebenspalast bist du direkt und entschieden, und auf dein Wort ist Verlass. Stärke ist dein Fundament; wo Weichheit gefragt ist, nimm den Ton ein wenig zurück.',
    wealth:
      'Wu Qu im Reichtumspalast ist, so sagt die Überlieferung, der Reichtumsstern zu Hause: ein Gespür für Zahlen und Methode. Das beschreibt eine Fähigkeit und eine Gewohnheit, kein garantiertes Ergebnis; Beständigkeit und Disziplin holen das Beste daraus hervor.',
    career:
      'Wu Qu im Karrierepalast passt zu Aufgaben, die Entscheidungen verlangen: Finanzen, Ingenieurwesen, Management. Du bringst Dinge ins Rollen; lass im Team auch anderen Raum.',
    spouse:
      'Wu Qu im Ehepalast zeigt Liebe eher durch Taten als durch süße Worte. Ab und zu auszusprechen, was du fühlst, gibt deinem Gegenüber Sicherheit.',
    other:
      'Wu Qu bringt in diesem Bereich einen Blick für Effizienz und Ergebnisse mit. Wer Festigkeit mit Beweglichkeit ausgleicht, hält die Dinge in Bewegung.',
  },
  tiantong: {
    keywords: 'sanft · zufrieden · genießt das Leben',
    core: 'Tian Tong, der Stern des Segens, ist mild und unbeschwert und weiß das Leben zu genießen, auch wenn ihm manchmal der Antrieb fehlt.',
    soul: 'Mit Tian Tong im Lebenspalast bist du beliebt und ausgeglichen und hast eine kindliche Offenheit. Leichtigkeit ist ein Segen; ein kleines eigenes Ziel gibt den Tagen eine Richtung.',
    wealth:
      'Tian Tong im Reichtumspalast nimmt Geld leicht und legt Wert auf Lebensqualität. Ein ruhiger, beständiger Umgang mit Raum für Genuss und fürs Sparen passt zu dir.',
    career:
      'Tian Tong im Karrierepalast passt zu warmen, harmonischen Orten: Dienstleistung, Gestaltung, Pflege, Kultur. Finde eine Arbeit, die dir Freude macht, und die Motivation folgt.',
    spouse:
      'Tian Tong im Ehepalast sehnt sich nach einer gemütlichen, entspannten Partnerschaft. Probleme gemeinsam anzugehen, statt um sie herumzugehen, macht sie belastbarer.',
    other:
      'Tian Tong lässt dich in diesem Bereich entspannt sein. Leichtigkeit gedeiht am besten, wenn du sie trotzdem pflegst.',
  },
  lianzhen: {
    keywords: 'Leidenschaft · Grundsätze · Selbstdisziplin',
    core: 'Lian Zhen ist vielschichtig und voller Spannung: grundsatztreu und selbstdiszipliniert, zugleich leidenschaftlich und voller Verlangen. Ein Stern, der gut gelenkt werden will.',
    soul: 'Mit Lian Zhen im Lebenspalast hast du eine starke Persönlichkeit, Charme und eigene Maßstäbe. Intensive Gefühle in Konzentration zu verwandeln ist deine große Stärke.',
    wealth:
      'Lian Zhen im Reichtumspalast ist ehrgeizig, was Mittel angeht, und hält sich an Regeln. Klare Regeln und klare Abrechnungen lassen diesen Ehrgeiz lange tragen.',
    career:
      'Lian Zhen im Karrierepalast passt zu Feldern mit Standards, Systemen oder Wettbewerb: Management, öffentlicher Dienst, Compliance, knifflige technische Probleme. Klare Grenzen lassen Erfolg verdient wirken.',
    spouse:
      'Lian Zhen im Ehepalast liebt intensiv und achtet darauf, wie sehr sich jeder von euch einbringt. Formuliere, was dir wichtig ist, als Wunsch statt als Forderung, und es wird leichter.',
    other:
      'Lian Zhen weckt in diesem Bereich deine Gefühle und deinen Ehrgeiz. Leg zuerst deine Grundsätze fest, dann bring die Leidenschaft ein.',
  },
  tianfu: {
    keywords: 'beständig · großzügig · bewahrend',
    core: 'Tian Fu, der Schatzkammerstern, steht für Beständigkeit, Großzügigkeit und das Bewahren des Aufgebauten; er sammelt an und kümmert sich.',
    soul: 'Mit Tian Fu im Lebenspalast wirkst du verlässlich und großzügig, mit einem guten Sinn für Maß. Beständigkeit ist deine Stärke; verlass ab und zu deine Komfortzone.',
    wealth:
      'Tian Fu im Reichtumspalast legt Wert auf Rücklagen und ein Gefühl von Sicherheit und plant voraus. Eine vorsichtige, beständige Neigung, die zu langfristigen Plänen passt; es gibt kein Rennen zu gewinnen.',
    career:
      'Tian Fu im Karrierepalast passt zu Aufgaben, die auf Stabilität und Vertrauen beruhen: Management, Verwaltung, Buchhaltung. Du bist der Ballast, der das Team ruhig hält; bitte auch um die Gelegenheit, selbst zu glänzen.',
    spouse:
      'Tian Fu im Ehepalast wünscht sich eine dauerhafte, gefestigte Beziehung und sorgt gern für sein Gegenüber. Bring neben der Stabilität ab und zu etwas Neues ein.',
    other:
      'Tian Fu macht dich in diesem Bereich zu jemandem, der bewahrt und aufbaut. Geh weiter voran, während du Sicherheit hältst, und du stehst auf festerem Boden.',
  },
  taiyin: {
    keywords: 'feinfühlig · sanft · nach innen gewandt',
    core: 'Tai Yin, der Mond, ist sanft, feinsinnig und gefühlvoll. Er regiert das Innenleben, das Zuhause und das Ersparte und wirkt im Stillen.',
    soul: 'Mit Tai Yin im Lebenspalast fühlst du tief, bemerkst Details und hast ein gutes Auge. Deine Sanftheit ist eine Stärke; sag aber auch, was du brauchst.',
    wealth:
      'Tai Yin im Reichtumspalast baut langsam und stetig auf und schätzt ein sicheres Zuhause. Geduldige, langfristige Pläne passen zu ihm.',
    career:
      'Tai Yin im Karrierepalast passt zu Arbeit, die Sorgfalt, Geschmack oder Fürsorge verlangt: Gestaltung, Schreiben, Finanzen, Bildung. Stille Beharrlichkeit fällt auf.',
    spouse:
      'Tai Yin im Ehepalast schätzt aufmerksame Details und sanfte Gesellschaft. Zu sagen, was du dir wünschst, ist besser, als darauf zu warten, dass dein Gegenüber es errät.',
    other:
      'Tai Yin legt in diesem Bereich einen sanften, sorgfältigen Umgang nahe; gerade das langsame Gehen hält dich stabil.',
  },
  tanlang: {
    keywords: 'viele Talente · neugierig · gesellig',
    core: 'Tan Lang ist begabt und neugierig, der Stern des Verlangens und des geselligen Lebens, angezogen von allem Neuen; er muss lernen, sich zu entscheiden.',
    soul: 'Mit Tan Lang im Lebenspalast hast du breite Interessen und reichlich Charme, und du kannst gut mit Menschen. Begeisterung ist dein Treibstoff; Konzentration lässt sie länger brennen.',
    wealth:
      'Tan Lang im Reichtumspalast verknüpft Mittel mit Menschen, Interessen und Talenten. Wenn sich die Ideen vervielfachen, unterscheide zuerst zwischen Wünschen und Bedürfnissen.',
    career:
      'Tan Lang im Karrierepalast passt zu geselligen, kreativen und ausdrucksstarken Feldern: Vertrieb, Medien, Kunst, Unterhaltung. Wenn du vieles ausprobiert hast, vertiefe ein Fachgebiet.',
    spouse:
      'Tan Lang im Ehepalast schätzt Anziehung und Spaß und hofft auf eine bunte Partnerschaft. Jenseits des Neuen sind Verbindlichkeit und Vertrauen genauso kostbar.',
    other:
      'Tan Lang weckt in diesem Bereich dein Interesse und deine Begeisterung. Wenn du vieles willst, wähle ein oder zwei Dinge und geh in die Tiefe.',
  },
  jumen: {
    keywords: 'Analyse · Redegewandtheit · Wahrheitssuche',
    core: 'Ju Men regiert die Rede und das kritische Denken: Er analysiert und hinterfragt und kann misstrauisch werden. Worte sind seine Gabe und zugleich seine Lektion.',
    soul: 'Mit Ju Men im Lebenspalast beobachtest du scharf, hast eigene Ansichten und schaust unter die Oberfläche. Zweifel in Forschung zu verwandeln ist dein Vorteil.',
    wealth:
      'Ju Men im Reichtumspalast verbindet Mittel mit Fachwissen, Rede oder Kenntnissen. Schriftliche Vereinbarungen und klare Erklärungen ersparen viele Missverständnisse.',
    career:
      'Ju Men im Karrierepalast passt zu Arbeit, die auf Worten und Fachwissen beruht: Lehre, Beratung, Medien, Forschung. Erst anerkennen, dann den eigenen Punkt ergänzen – so kommt er besser an.',
    spouse:
      'Ju Men im Ehepalast macht Kommunikation besonders wichtig; eine einzige Bemerkung kann eine lange Gedankenkette auslösen. Frag lieber „Meinst du …?“, statt etwas anzunehmen.',
    other:
      'Ju Men macht Kommunikation zum Schlüssel dieses Bereichs. Sag die Dinge klar und freundlich, und vieles läuft reibungsloser.',
  },
  tianxiang: {
    keywords: 'fair · diplomatisch · hält Versprechen',
    core: 'Tian Xiang, der Siegelstern, unterstützt, vermittelt und sorgt für Fairness; er schätzt gute Ordnung und ein gepflegtes Auftreten und ist in jeder Arbeit ein verlässlicher Partner.',
    soul: 'Mit Tian Xiang im Lebenspalast bist du höflich und hilfsbereit, und Fairness liegt dir am Herzen. Man vertraut dir als Vermittlerin oder Vermittler; behalte dabei auch deine eigenen Wünsche im Blick.',
    wealth:
      'Tian Xiang im Reichtumspalast hält Geldangelegenheiten geordnet und ausgewogen. Ein beständiger Umgang passt zu dir; du musst dich nicht übernehmen, um den Schein zu wahren.',
    career:
      'Tian Xiang im Karrierepalast passt zu unterstützenden und koordinierenden Aufgaben, zu Verwaltung, Arbeit mit Menschen oder beratender Tätigkeit. Steh hinter einem Ziel, das Unterstützung verdient, und dein Wert vervielfacht sich.',
    spouse:
      'Tian Xiang im Ehepalast schätzt Fairness und Anmut in einer Beziehung und kümmert sich um sein Gegenüber. Bei Meinungsverschiedenheiten zählen ehrliche Gefühle mehr als oberflächlicher Frieden.',
    other:
      'Tian Xiang macht dich in diesem Bereich zur vermittelnden Person, die auf Regeln achtet. Ein Sinn für Fairness schafft mit der Zeit Vertrauen.',
  },
  tianliang: {
    keywords: 'reif · fürsorglich · grundsatztreu',
    core: 'Tian Liang, der schützende Stern, steht für Schutz, Grundsätze und die Haltung eines älteren Menschen. Er kümmert sich gern um andere – und erklärt gern, wie die Dinge sein sollten.',
    soul: 'Mit Tian Liang im Lebenspalast bist du reif und gefestigt, mit dem Pflichtgefühl eines älteren Menschen; du bleibst ruhig, und andere kommen zu dir, wenn sie Hilfe brauchen. Lass auch dich einmal umsorgen.',
    wealth:
      'Tian Liang im Reichtumspalast macht wenig Aufhebens um Geld und achtet mehr auf Sicherheit und Grundsätze. Vorsichtige Vorkehrungen passen zu ihm; hilf anderen im Rahmen deiner Möglichkeiten.',
    career:
      'Tian Liang im Karrierepalast passt zu schützender Arbeit: Lehre, Sozialarbeit, Aufsicht, Beratung. Deine Erfahrung wird zu etwas, auf das sich andere stützen können.',
    spouse:
      'Tian Liang im Ehepalast übernimmt oft die fürsorgliche Rolle und bewundert ein reifes Gegenüber. Weniger belehren und mehr Seite an Seite gehen bringt euch näher.',
    other:
      'Tian Liang lässt dich in diesem Bereich nach anderen schauen, nach deinen eigenen Grundsätzen. Grundsätze, die sanft angeboten werden, nimmt man leichter an.',
  },
  qisha: {
    keywords: 'Kühnheit · Unabhängigkeit · Pioniergeist',
    core: 'Qi Sha, ein Stern der Feldherren, steht für Wagemut, Tatkraft und Unabhängigkeit; er stürmt voran und liebt Herausforderungen.',
    soul: 'Mit Qi Sha im Lebenspalast bist du willensstark und voller Tatkraft, und Herausforderungen wecken dich auf. Wenn du losstürmst, wirf einen Blick zurück auf deine Weggefährten.',
    wealth:
      'Qi Sha im Reichtumspalast geht kühn und effizient auf Mittel zu. Die eigenen Grenzen zu kennen, bevor du handelst, macht diese Kühnheit verlässlicher.',
    career:
      'Qi Sha im Karrierepalast passt zu bahnbrechender, fordernder Arbeit: Unternehmen gründen, Märkte erschließen, harte technische Probleme. Ziele in Etappen halten das Tempo gleichmäßig.',
    spouse:
      'Qi Sha im Ehepalast ist direkt in der Liebe, und ihr braucht beide eigenen Raum. Verwandle Beharren in Annehmen, und die Bindung wird widerstandsfähig.',
    other: 'Qi Sha lässt dich in diesem Bereich kräftig vorwärtsdrängen. Geplanter Mut kommt weiter als rohe Tatkraft.',
  },
  pojun: {
    keywords: 'Aufbruch · Erneuerung · unkonventionell',
    core: 'Po Jun, der Stern des Durchbruchs, wagt es, das Alte abzuräumen und Neues zu beginnen; er mag keine Routine, und der Wandel verlangt von ihm auch, geduldig aufzuräumen.',
    soul: 'Mit Po Jun im Lebenspalast bist du eigen und mutig und findest durch Veränderung oft neue Wege. Wagemut ist deine Gabe; etwas gut zu Ende zu bringen ist ebenfalls eine deiner Stärken.',
    wealth:
      'Po Jun im Reichtumspalast bringt viel Bewegung in die Mittel, die Ideen und Plänen folgen. Eine Rücklage, die du versprichst nicht anzurühren, schenkt dir inmitten des Wandels Seelenruhe.',
    career:
      'Po Jun im Karrierepalast passt zu Arbeit, die erneuert, reformiert oder Neuland erschließt. Wisse vor jeder Veränderung, was du mitnehmen willst.',
    spouse:
      'Po Jun im Ehepalast schätzt Ehrlichkeit und Frische in der Liebe und mag es nicht, eingeengt zu werden. Sprich offen und gebt einander Zeit, euch umzustellen.',
    other: 'Po Jun bringt Wandel und Neuanfänge in diesen Bereich. Sieh Veränderung als Erneuerung statt als Verlust.',
  },
};
