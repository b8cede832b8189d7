import type { KeywordTopic } from './topics';

/**
 * Words that give a question's topic away, per language. The app's eleven interface
 * languages each have a list; a question is checked against all of them, because people
 * often ask in a language other than the one the interface is set to.
 *
 * Chinese, Japanese and Korean words match anywhere; words in other scripts match at the
 * start of a word, so a stem ("amor", "liebe") also catches its inflected forms, and a
 * trailing space ("ex ", "ama ") asks for the whole word. Longer words are matched first and
 * used up, so "人間関係" (colleagues) is not also read as "関係" (a couple), nor "casar"
 * (marry) as "casa" (house). The lists were tuned against `question-fixture.ts`, which was
 * written first. One line per topic (prettier-ignore), so they read as tables.
 */
export type KeywordTable = Readonly<Record<KeywordTopic, readonly string[]>>;

// prettier-ignore
export const TOPIC_KEYWORDS: Readonly<Record<string, KeywordTable>> = {
  'zh-Hans': {
    love: ['喜欢', '心里有我', '暗恋', '正缘', '桃花', '脱单', '爱我', '有感觉', '真心', '缘分', '对的人', '单身', '表白', '恋爱', '爱情', '心动', '感情'],
    relationship: ['这段感情', '我们的感情', '分手', '结婚', '婚姻', '变心', '出轨', '劈腿', '男朋友', '女朋友', '男友', '女友', '老公', '老婆', '丈夫', '妻子', '离婚', '订婚', '同居', '冷淡', '对象'],
    reconciliation: ['复合', '前任', '前男友', '前女友', '挽回', '回头', '回来找我', '会回来', '回到我身边', '回心转意', '破镜重圆', '和好', '还会联系', '联系我'],
    career: ['工作', '事业', '职业', '跳槽', '辞职', '离职', '升职', '加薪', '面试', 'offer', '老板', '领导', '上司', '同事', '公司', '创业', '项目', '求职', '职场', '裁员', '客户'],
    study: ['学习', '考试', '考研', '考公', '考证', '高考', '中考', '考好', '考得', '考上', '成绩', '学业', '论文', '留学', '学校', '录取', '读书', '上岸', '备考', '期末', '毕业', '学期'],
    money: ['钱', '财运', '财务', '收入', '投资', '理财', '存款', '存钱', '债', '贷款', '股票', '基金', '生意', '赚', '第一桶金', '偏财', '彩票'],
    property: ['房', '租', '搬家', '物业', '楼盘', '装修', '置业', '新居', '公寓', '地皮'],
    health: ['健康', '身体', '生病', '病', '睡眠', '失眠', '减肥', '锻炼', '康复', '手术', '住院', '医院', '体检', '怀孕', '疼'],
    decision: ['选择', '还是', '哪个', '决定', '抉择', '选哪', '怎么选'],
  },
  'zh-Hant': {
    love: ['喜歡', '心裡有我', '暗戀', '正緣', '桃花', '脫單', '愛我', '有感覺', '真心', '緣分', '對的人', '單身', '告白', '戀愛', '愛情', '心動', '感情'],
    relationship: ['這段感情', '我們的感情', '分手', '結婚', '婚姻', '變心', '出軌', '劈腿', '男朋友', '女朋友', '男友', '女友', '老公', '老婆', '丈夫', '妻子', '離婚', '訂婚', '同居', '冷淡', '對象'],
    reconciliation: ['復合', '前任', '前男友', '前女友', '挽回', '回頭', '回來找我', '會回來', '回到我身邊', '回心轉意', '破鏡重圓', '和好', '還會聯絡', '還會聯繫', '聯絡我', '聯繫我'],
    career: ['工作', '事業', '職業', '跳槽', '辭職', '離職', '升職', '加薪', '面試', '老闆', '主管', '上司', '同事', '公司', '創業', '專案', '項目', '求職', '職場', '裁員', '客戶'],
    study: ['學習', '考試', '考研', '學測', '指考', '統測', '研究所', '考好', '考得', '考上', '成績', '學業', '論文', '留學', '學校', '錄取', '讀書', '備考', '期末', '畢業', '學期'],
    money: ['錢', '財運', '財務', '收入', '投資', '理財', '存款', '存錢', '存到', '債', '貸款', '股票', '基金', '生意', '賺', '第一桶金', '偏財', '彩券'],
    property: ['房', '租', '搬家', '物業', '建案', '裝修', '置產', '新居', '公寓'],
    health: ['健康', '身體', '生病', '病', '睡眠', '失眠', '減肥', '鍛鍊', '運動', '康復', '手術', '住院', '醫院', '健檢', '懷孕', '疼'],
    decision: ['選擇', '還是', '哪個', '哪一個', '決定', '抉擇', '選哪', '怎麼選'],
  },
  en: {
    love: ['love', 'like me', 'likes me', 'feelings for', 'crush', 'meet someone', 'meet the one', 'soulmate', 'find someone', 'dating', 'date ', 'romance', 'romantic', 'single', 'attracted to', 'into me'],
    relationship: ['relationship', 'break up with', 'breaking up', 'leave him', 'leave her', 'divorce', 'cheating', 'cheat', 'unfaithful', 'affair', 'marri', 'marry', 'engaged', 'boyfriend', 'girlfriend', 'husband', 'wife', 'partner', 'move in together'],
    reconciliation: ['come back', 'comes back', 'back together', 'ex ', 'ex-', 'reconcil', 'text me again', 'call me again', 'contact me again', 'hear from', 'win him back', 'win her back', 'return to me', 'breakup'],
    career: ['job', 'career', 'work', 'boss', 'promotion', 'interview', 'colleague', 'coworker', 'business', 'company', 'office', 'startup', 'project', 'resign', 'quit', 'hired', 'client', 'manager', 'employer', 'laid off', 'fired'],
    study: ['study', 'studies', 'exam', 'test', 'school', 'university', 'college', 'degree', 'grade', 'thesis', 'course', 'learn', 'semester', 'scholarship', 'homework', 'admission'],
    money: ['money', 'financ', 'income', 'salary', 'invest', 'debt', 'loan', 'savings', 'stock', 'wealth', 'afford', 'pay off', 'crypto', 'lottery', 'rich ', 'wealthy'],
    property: ['house', 'home', 'apartment', 'flat', 'property', 'real estate', 'rent', 'lease', 'landlord', 'mortgage', 'move into', 'moving house', 'condo'],
    health: ['health', 'body', 'ill', 'sick', 'sleep', 'diet', 'exercise', 'stress', 'recover', 'energy', 'weight', 'surgery', 'operation', 'pain', 'doctor', 'hospital', 'heal', 'pregnan', 'symptom'],
    decision: ['choose', 'choice', 'decide', 'decision', 'which', ' or ', 'option', 'stay put'],
  },
  ja: {
    love: ['好き', '片思い', '運命の人', '出会', '気になる人', '恋', '愛', '両思い', '告白', '脈あり'],
    relationship: ['別れるべき', '別れたほうが', '彼氏', '関係', '浮気', '結婚', '旦那', '夫', '妻', '離婚', '同棲', '婚約', '交際', '付き合'],
    reconciliation: ['復縁', '元彼', '元カレ', '元カノ', '元夫', '元妻', '別れた', '戻って', 'やり直', 'よりを戻'],
    career: ['仕事', '転職', '職場', '就職', '会社', '上司', '昇進', '面接', '同僚', '起業', '退職', 'キャリア', '人間関係'],
    study: ['勉強', '試験', '受験', '学校', '大学', '成績', '合格', '留学', '資格', '入試', '学期', '卒業', '論文'],
    money: ['お金', '金運', '収入', '投資', '借金', '貯金', '給料', '副業', '宝くじ', '資産', '株'],
    property: ['マンション', '家を買', '土地', '引っ越', '部屋', '物件', '賃貸', '家賃', '住宅', '不動産', '新居'],
    health: ['健康', '体調', '病気', '睡眠', 'ダイエット', '手術', '病院', '疲れ', '治療', '妊娠', '痛み'],
    decision: ['選ぶ', '選択', 'どちら', 'どっち', '決め', '決断', '迷'],
  },
  ko: {
    love: ['좋아', '짝사랑', '인연', '썸', '사랑', '연애', '고백', '호감', '소개팅'],
    relationship: ['남자친구', '여자친구', '남친', '여친', '남편', '아내', '헤어져야', '헤어질', '바람', '결혼', '관계', '이혼', '연인', '애인'],
    reconciliation: ['재회', '전 남자친구', '전 여자친구', '전 남친', '전 여친', '헤어진', '돌아올', '다시 연락', '연락이 올'],
    career: ['이직', '직장', '취업', '회사', '상사', '승진', '면접', '사업', '업무', '퇴사', '창업', '동료'],
    study: ['공부', '시험', '수능', '학교', '대학', '성적', '입시', '유학', '자격증', '학기', '졸업'],
    money: ['돈', '재물', '금전', '수입', '투자', '빚', '저축', '주식', '재정', '월급', '코인', '대출'],
    property: ['집을', '집이', '내 집', '아파트', '청약', '전세', '월세', '이사', '부동산', '매매'],
    health: ['건강', '몸', '질병', '수면', '다이어트', '수술', '병원', '아프', '피곤', '치료'],
    decision: ['선택', '어느', '결정', '고민', '말지'],
  },
  de: {
    love: ['liebt', 'liebe', 'gefühle', 'schwarm', 'verliebt', 'kennenlernen', 'mag mich', 'partnersuche', 'single', 'flirt'],
    relationship: ['beziehung', 'trennen', 'trennung', 'betrüg', 'fremdgeh', 'heirat', 'hochzeit', 'ehe ', 'ehemann', 'ehefrau', 'freund', 'freundin', 'partner', 'scheidung', 'verlob'],
    reconciliation: ['ex ', 'ex-', 'zu mir zurück', 'zurückkommen', 'kommt zurück', 'wieder zusammen', 'zusammenkommen', 'wieder melden', 'versöhn', 'zurückgewinnen'],
    career: ['arbeit', 'beruf', 'job', 'karriere', 'chef', 'kolleg', 'bewerb', 'firma', 'kündig', 'beförder', 'vorstellungsgespräch', 'stelle', 'selbstständig', 'unternehm', 'projekt'],
    study: ['studium', 'studi', 'prüfung', 'schule', 'universität', 'uni ', 'noten', 'lernen', 'abitur', 'abschluss', 'klausur', 'ausbildung', 'semester', 'führerschein'],
    money: ['geld', 'finanz', 'einkommen', 'gehalt', 'invest', 'schulden', 'kredit', 'aktien', 'erspart', 'sparen', 'vermögen', 'lotto'],
    property: ['haus', 'wohnung', 'immobil', 'miete', 'vermiet', 'umzug', 'umziehen', 'eigentum', 'grundstück'],
    health: ['gesundheit', 'körper', 'krank', 'schlaf', 'stress', 'abnehmen', 'operation', 'schmerz', 'rücken', 'kopfschmerz', 'energie', 'arzt', 'heil', 'genes', 'schwanger', 'müde'],
    decision: ['entscheid', 'wählen', 'wahl', 'welche', ' oder ', 'bleiben'],
  },
  fr: {
    love: ['aime', 'amour', 'amoureu', 'sentiment', 'rencontrer', 'âme sœur', 'célibat', 'pense-t-il', 'pense-t-elle', 'plais', 'séduire'],
    relationship: ['le quitter', 'la quitter', 'couple', 'mari', 'femme', 'trompe', 'infidèle', 'divorc', 'relation', 'copain', 'copine', 'fiancé', 'séparer', 'rupture'],
    reconciliation: ['ex ', 'revenir', 'reviendra', 'revient', 'remette ensemble', 'remettre ensemble', 'recontact', 'reconquérir', 'réconcili'],
    career: ['travail', 'emploi', 'carrière', 'patron', 'collègue', 'entretien', 'entreprise', 'boulot', 'promotion', 'poste', 'démission', 'embauche', 'chômage', 'job', 'métier', 'licenci', 'client'],
    study: ['étude', 'examen', 'école', 'université', 'diplôme', 'concours', 'notes', 'bac ', 'partiel', 'master', 'fac ', 'lycée', 'permis'],
    money: ['argent', 'financ', 'revenu', 'salaire', 'investi', 'dette', 'prêt', 'économies', 'bourse', 'placement', 'rembourser', 'crédit', 'loto'],
    property: ['appartement', 'maison', 'logement', 'immobilier', 'loyer', 'louer', 'propriétaire', 'déménag', 'terrain', 'bail'],
    health: ['santé', 'corps', 'malad', 'sommeil', 'stress', 'régime', 'opération', 'chirurg', 'guéri', 'mal de', 'douleur', 'médecin', 'hôpital', 'énergie', 'fatigue', 'enceinte'],
    decision: ['choisir', 'choix', 'décid', 'décision', 'lequel', 'laquelle', ' ou ', 'chemin', 'rester'],
  },
  es: {
    love: ['me ama', 'ama ', 'amor', 'enamor', 'le gusto', 'siente', 'sentimientos', 'conoceré', 'alguien especial', 'alma gemela', 'solter', 'cita', 'ligar'],
    relationship: ['relación', 'dejar a mi', 'dejarlo', 'dejarla', 'separar', 'divorci', 'infiel', 'engaña', 'casar', 'boda', 'matrimonio', 'novio', 'novia', 'pareja', 'esposo', 'esposa', 'marido', 'ruptura'],
    reconciliation: ['volverá', 'volver', 'volvamos', 'vuelva', 'regres', 'ex ', 'reconcili', 'escribirá', 'buscará'],
    career: ['trabajo', 'empleo', 'carrera', 'jefe', 'colega', 'entrevista', 'empresa', 'negocio', 'ascenso', 'puesto', 'oficina', 'despido', 'renunciar'],
    study: ['estudi', 'examen', 'escuela', 'universidad', 'notas', 'oposicion', 'selectividad', 'aprob', 'máster', 'beca', 'curso', 'admitir'],
    money: ['dinero', 'finanz', 'ingreso', 'salario', 'invers', 'invertir', 'deuda', 'préstamo', 'ahorro', 'bolsa', 'económic', 'lotería', 'sueldo'],
    property: ['casa', 'piso', 'apartamento', 'alquil', 'hipoteca', 'vivienda', 'mudanza', 'mudar', 'inmueble', 'terreno'],
    health: ['salud', 'cuerpo', 'enferm', 'sueño', 'estrés', 'dieta', 'operación', 'cirugía', 'dolor', 'curar', 'curará', 'médico', 'hospital', 'energía', 'embaraz', 'cansad'],
    decision: ['elegir', 'elección', 'decidir', 'decisión', 'cuál', 'camino', 'me quedo', 'quedarme', 'opción'],
  },
  it: {
    love: ['mi ama', 'ama ', 'amore', 'innamor', 'piaccio', 'piace', 'prova lui', 'prova per me', 'sentiment', 'incontrer', 'anima gemella', 'single', 'cotta'],
    relationship: ['relazione', 'lasciarlo', 'lasciarla', 'tradisce', 'tradimento', 'spos', 'matrimonio', 'ragazzo', 'ragazza', 'fidanzat', 'marito', 'moglie', 'divorz', 'coppia'],
    reconciliation: ['ex ', 'tornerà', 'tornare insieme', 'rifarà vivo', 'rifarsi vivo', 'ci siamo lasciati', 'riconcili'],
    career: ['lavoro', 'carriera', 'capo', 'collega', 'colloquio', 'azienda', 'promozione', 'licenzi', 'posto', 'ufficio', 'assunzione'],
    study: ['studi', 'esame', 'scuola', 'università', 'voti', 'laurea', 'maturità', 'concorso', 'master'],
    money: ['soldi', 'denaro', 'finanz', 'reddito', 'stipendio', 'investi', 'debit', 'prestito', 'risparmi', 'borsa', 'economic'],
    property: ['casa', 'appartamento', 'affitto', 'mutuo', 'trasloc', 'immobil', 'terreno'],
    health: ['salute', 'corpo', 'malat', 'sonno', 'stress', 'dieta', 'operazione', 'intervento', 'mal di', 'dolore', 'guarir', 'medico', 'ospedale', 'energi', 'gravidanz'],
    decision: ['scegliere', 'scelta', 'decider', 'decisione', 'quale', ' oppure ', 'strada', 'restare'],
  },
  pt: {
    love: ['me ama', 'ama ', 'amor', 'apaixon', 'paixão', 'gosta de mim', 'sente por mim', 'conhecer alguém', 'alguém especial', 'alma gêmea', 'solteir'],
    relationship: ['relacionamento', 'terminar com', 'namorad', 'marido', 'esposa', 'casamento', 'casar', 'traindo', 'trair', 'divórcio', 'separa', 'noivo', 'noiva', 'término'],
    reconciliation: ['ex ', 'voltar para mim', 'voltar', 'reatar', 'me procurar', 'reconcili'],
    career: ['trabalho', 'emprego', 'carreira', 'chefe', 'colega', 'entrevista', 'empresa', 'promoção', 'demissão', 'negócio', 'cargo', 'vaga'],
    study: ['estud', 'prova', 'exame', 'escola', 'universidade', 'faculdade', 'notas', 'vestibular', 'mestrado', 'enem', 'concurso'],
    money: ['dinheiro', 'finan', 'renda', 'salário', 'invest', 'dívida', 'empréstimo', 'poupança', 'economias', 'bolsa', 'quitar'],
    property: ['apartamento', 'casa', 'imóvel', 'alugar', 'aluguel', 'mudança', 'terreno'],
    health: ['saúde', 'corpo', 'doen', 'sono', 'estresse', 'dieta', 'cirurgia', 'dor ', 'dor nas', 'curar', 'médico', 'hospital', 'energia', 'grávida'],
    decision: ['escolher', 'escolha', 'decidir', 'decisão', 'qual', 'caminho', 'fico', 'ficar', ' ou '],
  },
  ru: {
    love: ['любит', 'любов', 'нравлюсь', 'нравит', 'чувств', 'встречу', 'влюб', 'симпати', 'свидани'],
    relationship: ['отношени', 'расстаться', 'расстав', 'измен', 'пожен', 'свадьб', 'брак', 'муж', 'жена', 'парень', 'девушк', 'развод'],
    reconciliation: ['вернётся', 'вернется', 'помирит', 'бывш', 'напишет', 'после расставания', 'снова вместе'],
    career: ['работ', 'карьер', 'начальник', 'коллег', 'собеседовани', 'компани', 'бизнес', 'повышени', 'своё дело', 'свое дело', 'увольн', 'должност', 'ваканси'],
    study: ['учёб', 'учеб', 'экзамен', 'школ', 'университет', 'оценк', 'сесси', 'егэ', 'поступ', 'диплом', 'институт'],
    money: ['деньг', 'финанс', 'доход', 'зарплат', 'инвест', 'долг', 'кредит', 'сбережени', 'акци'],
    property: ['квартир', 'дом ', 'дом', 'аренд', 'ипотек', 'переезд', 'недвижимост', 'жиль', 'участок'],
    health: ['здоров', 'тело', 'болезн', 'сон', 'стресс', 'диет', 'операци', 'боль', 'вылеч', 'врач', 'больниц', 'сил', 'беремен', 'устал'],
    decision: ['выбрать', 'выбор', 'решить', 'решени', 'какой', ' или ', 'остаться', 'путь'],
  },
};

/**
 * How a question says it wants a yes or a no. `phrases` anywhere ("吗", "べき", " ли "),
 * `openings` as its first word ("should", "dois-je"), `open` as one of its first two words
 * (or anywhere, in Chinese, Japanese and Korean) makes it an open question ("how", "什么"),
 * and `alternatives` ("or", "还是") make it a choice between two things.
 */
export interface YesNoMarkers {
  readonly phrases: readonly string[];
  readonly openings: readonly string[];
  readonly open: readonly string[];
  readonly alternatives: readonly string[];
}

// prettier-ignore
export const YES_NO_MARKERS: Readonly<Record<string, YesNoMarkers>> = {
  'zh-Hans': { phrases: ['是否', '要不要', '该不该', '会不会', '能不能', '可不可以', '有没有', '是不是', '吗', '好不好', '行不行'], openings: [], open: ['怎么', '怎样', '如何', '什么', '哪', '为什么', '几', '多少'], alternatives: [] },
  'zh-Hant': { phrases: ['是否', '要不要', '該不該', '會不會', '能不能', '可不可以', '有沒有', '是不是', '嗎', '好不好', '行不行'], openings: [], open: ['怎麼', '怎樣', '如何', '什麼', '哪', '為什麼', '幾', '多少'], alternatives: [] },
  en: { phrases: [], openings: ['should', 'will', 'is', 'are', 'do', 'does', 'did', 'can', 'could', 'would', 'am', 'shall', 'may', 'has', 'have'], open: ['what', 'how', 'when', 'where', 'why', 'who', 'which', 'whom', 'whose'], alternatives: [' or '] },
  ja: { phrases: ['べき', 'ほうがいい', '方がいい', '大丈夫', 'ますか', 'ですか', 'でしょうか', 'ませんか'], openings: [], open: ['どう', '何', 'なに', 'いつ', 'どこ', '誰', 'どちら', 'どっち', 'どの', 'どれ', 'なぜ', '教えて'], alternatives: [] },
  ko: { phrases: ['까요', '나요', '할까', '될까', '을까', '인가요', '습니까', '말지'], openings: [], open: ['어떻게', '무엇', '뭐', '언제', '어디', '누가', '왜', '어느', '어떤', '얼마'], alternatives: [] },
  de: { phrases: [], openings: ['soll', 'sollte', 'sollen', 'werde', 'werden', 'wird', 'ist', 'sind', 'kann', 'könnte', 'darf', 'habe', 'hat', 'haben', 'gibt'], open: ['was', 'wie', 'wann', 'wo', 'warum', 'wer', 'welche', 'welcher', 'welchen', 'welches', 'wohin', 'wieso', 'weshalb'], alternatives: [' oder '] },
  fr: { phrases: ['est-ce que', 'est-ce', 'dois-je', 'devrais-je', 'vais-je', '-t-il', '-t-elle', 'serai-je', 'allons-nous', 'devons-nous'], openings: [], open: ['que', 'qu', 'quoi', 'comment', 'pourquoi', 'quand', 'où', 'quel', 'quelle', 'quels', 'quelles', 'lequel', 'laquelle', 'qui', 'combien'], alternatives: [' ou '] },
  es: { phrases: [], openings: ['debo', 'debería', 'puedo', 'podré', 'es', 'será', 'voy', 'va', 'tengo'], open: ['qué', 'cómo', 'cuándo', 'dónde', 'cuál', 'cuáles', 'quién', 'cuánto', 'por qué'], alternatives: [] },
  it: { phrases: [], openings: ['devo', 'dovrei', 'posso', 'potrò', 'è', 'sarà', 'riuscirò'], open: ['cosa', 'che', 'come', 'quando', 'dove', 'perché', 'quale', 'chi', 'quanto'], alternatives: [' oppure '] },
  pt: { phrases: [], openings: ['devo', 'deveria', 'posso', 'vou', 'vai', 'é', 'será', 'conseguirei'], open: ['que', 'como', 'quando', 'onde', 'qual', 'quem', 'quanto', 'por que', 'porque'], alternatives: [' ou '] },
  ru: { phrases: [' ли '], openings: ['стоит', 'будет', 'смогу', 'можно', 'пора'], open: ['что', 'как', 'какой', 'какая', 'какое', 'какие', 'когда', 'где', 'почему', 'зачем', 'кто', 'куда', 'сколько'], alternatives: [' или '] },
};
