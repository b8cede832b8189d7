/**
 * The 八字 chart's own vocabulary: 十神 (with the day pillar's 元男 / 元女), 十二长生
 * (星运 and 自坐), the thirty 纳音, the 神煞 of calendar/bazi/shen-sha.ts and the kinds of
 * 刑冲合会. English
 * follows the usual BaZi books ("Seven Killings", "Gold in the Sea", "Peach Blossom");
 * Japanese uses the 四柱推命 names (印綬, 偏官, 建禄), Korean the 사주 readings.
 */
import type { GlossaryTable } from './renderings';

//               zh-Hant  en                    ja        ko      fr                        es                       de                     pt                       ru                       it
// prettier-ignore
export const TEN_GODS: GlossaryTable = {
  比肩: ['比肩', 'Friend', '比肩', '비견', 'Compagnon', 'Compañero', 'Gefährte', 'Companheiro', 'Друг', 'Compagno'],
  劫财: ['劫財', 'Rob Wealth', '劫財', '겁재', 'Voleur de richesse', 'Ladrón de riqueza', 'Reichtumsräuber', 'Ladrão de riqueza', 'Грабитель богатства', 'Ladro di ricchezza'],
  食神: ['食神', 'Eating God', '食神', '식신', 'Dieu nourricier', 'Dios de la comida', 'Essensgott', 'Deus da comida', 'Бог еды', 'Dio del cibo'],
  伤官: ['傷官', 'Hurting Officer', '傷官', '상관', 'Officier blessant', 'Oficial hiriente', 'Verletzender Beamter', 'Oficial que fere', 'Ранящий чиновник', 'Ufficiale ferente'],
  偏财: ['偏財', 'Indirect Wealth', '偏財', '편재', 'Richesse indirecte', 'Riqueza indirecta', 'Indirekter Reichtum', 'Riqueza indireta', 'Косвенное богатство', 'Ricchezza indiretta'],
  正财: ['正財', 'Direct Wealth', '正財', '정재', 'Richesse directe', 'Riqueza directa', 'Direkter Reichtum', 'Riqueza direta', 'Прямое богатство', 'Ricchezza diretta'],
  七杀: ['七殺', 'Seven Killings', '偏官', '칠살', 'Sept tueurs', 'Siete asesinos', 'Sieben Morde', 'Sete matanças', 'Семь убийств', 'Sette uccisioni'],
  正官: ['正官', 'Direct Officer', '正官', '정관', 'Officier direct', 'Oficial directo', 'Direkter Beamter', 'Oficial direto', 'Прямой чиновник', 'Ufficiale diretto'],
  偏印: ['偏印', 'Indirect Resource', '偏印', '편인', 'Ressource indirecte', 'Recurso indirecto', 'Indirekte Ressource', 'Recurso indireto', 'Косвенный ресурс', 'Risorsa indiretta'],
  正印: ['正印', 'Direct Resource', '印綬', '정인', 'Ressource directe', 'Recurso directo', 'Direkte Ressource', 'Recurso direto', 'Прямой ресурс', 'Risorsa diretta'],
  元男: ['元男', 'Day Master (male)', '日主（男）', '일주(남)', 'Maître du jour (homme)', 'Señor del día (hombre)', 'Tagesmeister (Mann)', 'Mestre do dia (homem)', 'Хозяин дня (муж.)', 'Maestro del giorno (uomo)'],
  元女: ['元女', 'Day Master (female)', '日主（女）', '일주(여)', 'Maître du jour (femme)', 'Señor del día (mujer)', 'Tagesmeister (Frau)', 'Mestre do dia (mulher)', 'Хозяин дня (жен.)', 'Maestro del giorno (donna)'],
};

/** 十二长生: a stem's twelve stages through the branches (星运, 自坐). */
// prettier-ignore
export const LIFE_STAGES: GlossaryTable = {
  长生: ['長生', 'Birth', '長生', '장생', 'Naissance', 'Nacimiento', 'Geburt', 'Nascimento', 'Рождение', 'Nascita'],
  沐浴: ['沐浴', 'Bath', '沐浴', '목욕', 'Bain', 'Baño', 'Bad', 'Banho', 'Омовение', 'Bagno'],
  冠带: ['冠帶', 'Capping', '冠帯', '관대', 'Couronnement', 'Coronación', 'Krönung', 'Coroação', 'Коронация', 'Incoronazione'],
  临官: ['臨官', 'Official Post', '建禄', '임관', 'Entrée en fonction', 'Toma de cargo', 'Amtsantritt', 'Posse do cargo', 'Вступление в должность', 'Insediamento'],
  帝旺: ['帝旺', 'Peak', '帝旺', '제왕', 'Apogée', 'Apogeo', 'Höhepunkt', 'Apogeu', 'Расцвет', 'Apice'],
  衰: ['衰', 'Decline', '衰', '쇠', 'Déclin', 'Declive', 'Niedergang', 'Declínio', 'Упадок', 'Declino'],
  病: ['病', 'Sickness', '病', '병', 'Maladie', 'Enfermedad', 'Krankheit', 'Doença', 'Болезнь', 'Malattia'],
  死: ['死', 'Death', '死', '사', 'Mort', 'Muerte', 'Tod', 'Morte', 'Смерть', 'Morte'],
  墓: ['墓', 'Tomb', '墓', '묘', 'Tombeau', 'Tumba', 'Grab', 'Túmulo', 'Могила', 'Tomba'],
  绝: ['絕', 'Extinction', '絶', '절', 'Extinction', 'Extinción', 'Auslöschung', 'Extinção', 'Угасание', 'Estinzione'],
  胎: ['胎', 'Conception', '胎', '태', 'Conception', 'Concepción', 'Empfängnis', 'Concepção', 'Зачатие', 'Concepimento'],
  养: ['養', 'Nurture', '養', '양', 'Gestation', 'Gestación', 'Reifung', 'Gestação', 'Вынашивание', 'Gestazione'],
};

/** 纳音: the thirty sounds, one for each pair of 干支. */
// prettier-ignore
export const NA_YIN: GlossaryTable = {
  海中金: ['海中金', 'Gold in the Sea', '海中金', '해중금', 'Or de la mer', 'Oro del mar', 'Gold im Meer', 'Ouro do mar', 'Золото в море', 'Oro del mare'],
  炉中火: ['爐中火', 'Fire in the Furnace', '炉中火', '노중화', 'Feu du fourneau', 'Fuego del horno', 'Feuer im Ofen', 'Fogo da fornalha', 'Огонь в печи', 'Fuoco della fornace'],
  大林木: ['大林木', 'Wood of the Great Forest', '大林木', '대림목', 'Bois de la grande forêt', 'Madera del gran bosque', 'Holz des großen Waldes', 'Madeira da grande floresta', 'Дерево большого леса', 'Legno della grande foresta'],
  路旁土: ['路旁土', 'Earth by the Roadside', '路傍土', '노방토', 'Terre du bord de la route', 'Tierra del camino', 'Erde am Wegesrand', 'Terra da beira da estrada', 'Земля у дороги', 'Terra del ciglio della strada'],
  剑锋金: ['劍鋒金', "Metal of the Sword's Edge", '剣鋒金', '검봉금', "Métal du fil de l'épée", 'Metal del filo de la espada', 'Metall der Schwertschneide', 'Metal do fio da espada', 'Металл острия меча', 'Metallo della lama'],
  山头火: ['山頭火', 'Fire on the Mountain Top', '山頭火', '산두화', 'Feu du sommet', 'Fuego de la cima', 'Feuer auf dem Gipfel', 'Fogo do cume', 'Огонь на вершине горы', 'Fuoco sulla vetta'],
  涧下水: ['澗下水', 'Water in the Ravine', '澗下水', '간하수', 'Eau du ravin', 'Agua del barranco', 'Wasser in der Schlucht', 'Água da ravina', 'Вода в ущелье', 'Acqua del burrone'],
  城头土: ['城頭土', 'Earth on the City Wall', '城頭土', '성두토', 'Terre des remparts', 'Tierra de la muralla', 'Erde auf der Stadtmauer', 'Terra da muralha', 'Земля городской стены', 'Terra delle mura'],
  白蜡金: ['白蠟金', 'White Wax Metal', '白鑞金', '백랍금', 'Métal de cire blanche', 'Metal de cera blanca', 'Weißwachs-Metall', 'Metal de cera branca', 'Металл белого воска', 'Metallo di cera bianca'],
  杨柳木: ['楊柳木', 'Willow Wood', '楊柳木', '양류목', 'Bois de saule', 'Madera de sauce', 'Weidenholz', 'Madeira de salgueiro', 'Дерево ивы', 'Legno di salice'],
  泉中水: ['泉中水', 'Water in the Spring', '泉中水', '천중수', 'Eau de source', 'Agua de manantial', 'Quellwasser', 'Água da nascente', 'Родниковая вода', 'Acqua di sorgente'],
  屋上土: ['屋上土', 'Earth on the Roof', '屋上土', '옥상토', 'Terre du toit', 'Tierra del tejado', 'Erde auf dem Dach', 'Terra do telhado', 'Земля на крыше', 'Terra del tetto'],
  霹雳火: ['霹靂火', 'Thunderbolt Fire', '霹靂火', '벽력화', 'Feu de la foudre', 'Fuego del rayo', 'Blitzfeuer', 'Fogo do raio', 'Огонь молнии', 'Fuoco del fulmine'],
  松柏木: ['松柏木', 'Pine and Cypress Wood', '松柏木', '송백목', 'Bois de pin et de cyprès', 'Madera de pino y ciprés', 'Kiefern- und Zypressenholz', 'Madeira de pinho e cipreste', 'Дерево сосны и кипариса', 'Legno di pino e cipresso'],
  长流水: ['長流水', 'Long-Flowing Water', '長流水', '장류수', 'Eau au long cours', 'Agua de largo curso', 'Lang fließendes Wasser', 'Água de longo curso', 'Долго текущая вода', 'Acqua che scorre a lungo'],
  沙中金: ['沙中金', 'Gold in the Sand', '沙中金', '사중금', 'Or dans le sable', 'Oro en la arena', 'Gold im Sand', 'Ouro na areia', 'Золото в песке', 'Oro nella sabbia'],
  山下火: ['山下火', "Fire at the Mountain's Foot", '山下火', '산하화', 'Feu au pied de la montagne', 'Fuego al pie de la montaña', 'Feuer am Bergfuß', 'Fogo ao pé da montanha', 'Огонь у подножия горы', 'Fuoco ai piedi del monte'],
  平地木: ['平地木', 'Wood of the Plain', '平地木', '평지목', 'Bois de la plaine', 'Madera de la llanura', 'Holz der Ebene', 'Madeira da planície', 'Дерево равнины', 'Legno della pianura'],
  壁上土: ['壁上土', 'Earth on the Wall', '壁上土', '벽상토', 'Terre du mur', 'Tierra del muro', 'Erde an der Wand', 'Terra do muro', 'Земля на стене', 'Terra del muro'],
  金箔金: ['金箔金', 'Gold Leaf Metal', '金箔金', '금박금', "Métal de feuille d'or", 'Metal de pan de oro', 'Blattgold-Metall', 'Metal de folha de ouro', 'Металл сусального золота', "Metallo di foglia d'oro"],
  覆灯火: ['覆燈火', 'Lamp Fire', '覆燈火', '복등화', 'Feu de la lampe', 'Fuego de la lámpara', 'Lampenfeuer', 'Fogo da lamparina', 'Огонь лампы', 'Fuoco della lampada'],
  天河水: ['天河水', 'Water of the Milky Way', '天河水', '천하수', 'Eau de la Voie lactée', 'Agua de la Vía Láctea', 'Wasser der Milchstraße', 'Água da Via Láctea', 'Вода Млечного Пути', 'Acqua della Via Lattea'],
  大驿土: ['大驛土', 'Earth of the Great Post Road', '大駅土', '대역토', 'Terre de la grande route', 'Tierra del gran camino', 'Erde der großen Poststraße', 'Terra da grande estrada', 'Земля большого тракта', 'Terra della grande strada'],
  钗钏金: ['釵釧金', 'Hairpin and Bracelet Metal', '釵釧金', '차천금', 'Métal des bijoux', 'Metal de las joyas', 'Schmuckmetall', 'Metal das joias', 'Металл украшений', 'Metallo dei gioielli'],
  桑柘木: ['桑柘木', 'Mulberry Wood', '桑柘木', '상자목', 'Bois de mûrier', 'Madera de morera', 'Maulbeerholz', 'Madeira de amoreira', 'Дерево шелковицы', 'Legno di gelso'],
  大溪水: ['大溪水', 'Water of the Great Stream', '大渓水', '대계수', 'Eau du grand ruisseau', 'Agua del gran arroyo', 'Wasser des großen Bachs', 'Água do grande riacho', 'Вода большого ручья', 'Acqua del grande ruscello'],
  沙中土: ['沙中土', 'Earth in the Sand', '沙中土', '사중토', 'Terre dans le sable', 'Tierra en la arena', 'Erde im Sand', 'Terra na areia', 'Земля в песке', 'Terra nella sabbia'],
  天上火: ['天上火', 'Fire in the Sky', '天上火', '천상화', 'Feu du ciel', 'Fuego del cielo', 'Feuer am Himmel', 'Fogo do céu', 'Небесный огонь', 'Fuoco del cielo'],
  石榴木: ['石榴木', 'Pomegranate Wood', '石榴木', '석류목', 'Bois de grenadier', 'Madera de granado', 'Granatapfelholz', 'Madeira de romãzeira', 'Дерево граната', 'Legno di melograno'],
  大海水: ['大海水', 'Water of the Great Sea', '大海水', '대해수', "Eau de l'océan", 'Agua del gran mar', 'Wasser des großen Meeres', 'Água do grande mar', 'Вода великого моря', 'Acqua del grande mare'],
};

/** The 神煞 calendar/bazi/shen-sha.ts finds in a chart and its 大运. */
// prettier-ignore
export const SHEN_SHA: GlossaryTable = {
  天乙贵人: ['天乙貴人', 'Heavenly Noble', '天乙貴人', '천을귀인', 'Noble céleste', 'Noble celestial', 'Himmlischer Edler', 'Nobre celestial', 'Небесный благодетель', 'Nobile celeste'],
  太极贵人: ['太極貴人', 'Tai Ji Noble', '太極貴人', '태극귀인', 'Noble du Taiji', 'Noble del Taiji', 'Taiji-Edler', 'Nobre do Taiji', 'Благодетель Тайцзи', 'Nobile del Taiji'],
  文昌贵人: ['文昌貴人', 'Academic Star', '文昌貴人', '문창귀인', 'Étoile des lettres', 'Estrella de las letras', 'Stern der Gelehrsamkeit', 'Estrela das letras', 'Звезда учёности', 'Stella delle lettere'],
  天德贵人: ['天德貴人', 'Heavenly Virtue Noble', '天徳貴人', '천덕귀인', 'Vertu céleste', 'Virtud celestial', 'Himmlische Tugend', 'Virtude celestial', 'Небесная добродетель', 'Virtù celeste'],
  月德贵人: ['月德貴人', 'Monthly Virtue Noble', '月徳貴人', '월덕귀인', 'Vertu du mois', 'Virtud del mes', 'Monatstugend', 'Virtude do mês', 'Добродетель месяца', 'Virtù del mese'],
  禄神: ['祿神', 'Prosperity Star', '禄神', '녹신', 'Étoile de prospérité', 'Estrella de prosperidad', 'Wohlstandsstern', 'Estrela da prosperidade', 'Звезда достатка', 'Stella della prosperità'],
  羊刃: ['羊刃', 'Goat Blade', '羊刃', '양인', 'Lame du bélier', 'Hoja del carnero', 'Widderklinge', 'Lâmina do carneiro', 'Клинок барана', "Lama dell'ariete"],
  金舆: ['金輿', 'Golden Carriage', '金輿', '금여', "Carrosse d'or", 'Carruaje dorado', 'Goldene Kutsche', 'Carruagem dourada', 'Золотая колесница', "Carrozza d'oro"],
  学堂: ['學堂', 'Study Hall', '学堂', '학당', "Salle d'étude", 'Sala de estudio', 'Lernhalle', 'Sala de estudo', 'Зал учения', 'Sala di studio'],
  驿马: ['驛馬', 'Travelling Horse', '駅馬', '역마', 'Cheval de poste', 'Caballo de posta', 'Postpferd', 'Cavalo de posta', 'Почтовая лошадь', 'Cavallo di posta'],
  桃花: ['桃花', 'Peach Blossom', '桃花', '도화', 'Fleur de pêcher', 'Flor de melocotonero', 'Pfirsichblüte', 'Flor de pessegueiro', 'Цветок персика', 'Fiore di pesco'],
  华盖: ['華蓋', 'Canopy', '華蓋', '화개', 'Dais', 'Dosel', 'Baldachin', 'Dossel', 'Балдахин', 'Baldacchino'],
  将星: ['將星', 'General Star', '将星', '장성', 'Étoile du général', 'Estrella del general', 'Generalsstern', 'Estrela do general', 'Звезда полководца', 'Stella del generale'],
  劫煞: ['劫煞', 'Robbery Sha', '劫殺', '겁살', 'Sha du vol', 'Sha del robo', 'Raub-Sha', 'Sha do roubo', 'Ша грабежа', 'Sha della rapina'],
  亡神: ['亡神', 'Lost Spirit', '亡神', '망신', 'Esprit perdu', 'Espíritu perdido', 'Verlorener Geist', 'Espírito perdido', 'Потерянный дух', 'Spirito perduto'],
  灾煞: ['災煞', 'Calamity Sha', '災殺', '재살', 'Sha de calamité', 'Sha de calamidad', 'Unheils-Sha', 'Sha da calamidade', 'Ша бедствия', 'Sha della calamità'],
  红鸾: ['紅鸞', 'Red Phoenix', '紅鸞', '홍란', 'Phénix rouge', 'Fénix rojo', 'Roter Phönix', 'Fênix vermelha', 'Красный феникс', 'Fenice rossa'],
  天喜: ['天喜', 'Heavenly Joy', '天喜', '천희', 'Joie céleste', 'Alegría celestial', 'Himmlische Freude', 'Alegria celestial', 'Небесная радость', 'Gioia celeste'],
  孤辰: ['孤辰', 'Lonely Star', '孤辰', '고진', 'Étoile solitaire', 'Estrella solitaria', 'Einsamer Stern', 'Estrela solitária', 'Одинокая звезда', 'Stella solitaria'],
  寡宿: ['寡宿', 'Widow Star', '寡宿', '과숙', 'Étoile de la veuve', 'Estrella viuda', 'Witwenstern', 'Estrela viúva', 'Вдовья звезда', 'Stella vedova'],
  天医: ['天醫', 'Heavenly Doctor', '天医', '천의', 'Médecin céleste', 'Médico celestial', 'Himmlischer Arzt', 'Médico celestial', 'Небесный лекарь', 'Medico celeste'],
  魁罡: ['魁罡', 'Kui Gang (Leader)', '魁罡', '괴강', 'Kui Gang (meneur)', 'Kui Gang (líder)', 'Kui Gang (Anführer)', 'Kui Gang (líder)', 'Куй Ган (вожак)', 'Kui Gang (capo)'],
  阴差阳错: ['陰差陽錯', 'Yin-Yang Mismatch', '陰差陽錯', '음차양착', 'Décalage yin-yang', 'Desajuste yin-yang', 'Yin-Yang-Verwechslung', 'Desencontro yin-yang', 'Разлад инь и ян', 'Disallineamento yin-yang'],
};

/** 刑冲合会: the kinds of relation calendar/bazi/relations.ts finds between pillars. */
// prettier-ignore
export const RELATIONS: GlossaryTable = {
  天干五合: ['天干五合', 'Stem Combination', '干合', '천간합', 'Union des troncs', 'Combinación de troncos', 'Stammverbindung', 'Combinação de troncos', 'Союз стволов', 'Unione dei tronchi'],
  天干相冲: ['天干相沖', 'Stem Clash', '干冲', '천간충', 'Choc des troncs', 'Choque de troncos', 'Stammkonflikt', 'Choque de troncos', 'Столкновение стволов', 'Scontro dei tronchi'],
  地支六合: ['地支六合', 'Six Harmony', '支合', '육합', 'Union des branches', 'Combinación de ramas', 'Zweigverbindung', 'Combinação de ramos', 'Союз ветвей', 'Unione dei rami'],
  三合: ['三合', 'Three Harmony', '三合', '삼합', 'Triple union', 'Triple combinación', 'Dreierverbindung', 'Tripla combinação', 'Тройной союз', 'Triplice unione'],
  半合: ['半合', 'Half Combination', '半会', '반합', 'Demi-union', 'Semicombinación', 'Halbe Verbindung', 'Semicombinação', 'Полусоюз', 'Semi-unione'],
  三会: ['三會', 'Directional Combination', '方合', '삼회', 'Réunion saisonnière', 'Reunión estacional', 'Jahreszeitenverbindung', 'Reunião sazonal', 'Сезонное собрание', 'Riunione stagionale'],
  六冲: ['六沖', 'Clash', '冲', '육충', 'Choc', 'Choque', 'Konflikt', 'Choque', 'Столкновение', 'Scontro'],
  三刑: ['三刑', 'Triple Punishment', '三刑', '삼형', 'Triple punition', 'Triple castigo', 'Dreifache Bestrafung', 'Tripla punição', 'Тройное наказание', 'Triplice punizione'],
  相刑: ['相刑', 'Punishment', '刑', '상형', 'Punition', 'Castigo', 'Bestrafung', 'Punição', 'Наказание', 'Punizione'],
  自刑: ['自刑', 'Self-Punishment', '自刑', '자형', 'Autopunition', 'Autocastigo', 'Selbstbestrafung', 'Autopunição', 'Самонаказание', 'Autopunizione'],
  六害: ['六害', 'Harm', '害', '육해', 'Nuisance', 'Daño', 'Schaden', 'Dano', 'Вред', 'Danno'],
  六破: ['六破', 'Break', '破', '육파', 'Rupture', 'Ruptura', 'Bruch', 'Ruptura', 'Разрыв', 'Rottura'],
};
