import type { KeywordTopic } from './topics';

/**
 * Words that give a question's topic away, per language. The app's eleven interface
 * languages each have a list; a question is checked against all of them, because people
 * often ask in a language other than the one the interface is set to.
 *
 * Chinese, Japanese and Korean words match anywhere; words in other scripts match at the
 * start of a word, so a stem ("amor", "liebe") also catches its inflected forms. The
 * tables are kept one line per topic (prettier-ignore) so they read as tables.
 */
export type KeywordTable = Readonly<Record<KeywordTopic, readonly string[]>>;

// prettier-ignore
export const TOPIC_KEYWORDS: Readonly<Record<string, KeywordTable>> = {
  'zh-Hans': {
    love: ['感情', '爱情', '恋爱', '喜欢', '暗恋', '对象', '男友', '女友', '男朋友', '女朋友', '伴侣', '婚姻', '结婚', '复合', '前任', '分手', '桃花', '脱单', '老公', '老婆', '爱'],
    career: ['工作', '事业', '职业', '跳槽', '辞职', '升职', '加薪', '面试', '老板', '上司', '同事', '公司', '创业', '项目', '求职', 'offer'],
    money: ['钱', '财运', '财务', '收入', '投资', '理财', '存款', '债', '贷款', '股票', '基金', '生意', '赚'],
    study: ['学习', '考试', '考研', '高考', '成绩', '学业', '论文', '留学', '申请学校', '读书', '上岸', '备考'],
    health: ['健康', '身体', '生病', '疾病', '睡眠', '失眠', '减肥', '锻炼', '康复', '压力', '情绪'],
    decision: ['选择', '还是', '哪个', '决定', '抉择', '选哪'],
  },
  'zh-Hant': {
    love: ['感情', '愛情', '戀愛', '喜歡', '暗戀', '對象', '男友', '女友', '男朋友', '女朋友', '伴侶', '婚姻', '結婚', '復合', '前任', '分手', '桃花', '脫單', '老公', '老婆', '愛'],
    career: ['工作', '事業', '職業', '跳槽', '辭職', '升職', '加薪', '面試', '老闆', '上司', '同事', '公司', '創業', '專案', '項目', '求職'],
    money: ['錢', '財運', '財務', '收入', '投資', '理財', '存款', '債', '貸款', '股票', '基金', '生意', '賺'],
    study: ['學習', '考試', '考研', '成績', '學業', '論文', '留學', '申請學校', '讀書', '備考'],
    health: ['健康', '身體', '生病', '疾病', '睡眠', '失眠', '減肥', '鍛鍊', '運動', '康復', '壓力', '情緒'],
    decision: ['選擇', '還是', '哪個', '決定', '抉擇', '選哪'],
  },
  en: {
    love: ['love', 'relationship', 'partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'crush', 'dating', 'date', 'marri', 'romance', 'romantic', 'ex ', 'breakup', 'soulmate', 'feelings for'],
    career: ['job', 'career', 'work', 'boss', 'promotion', 'interview', 'colleague', 'business', 'company', 'office', 'startup', 'project', 'resign', 'quit'],
    money: ['money', 'financ', 'income', 'salary', 'invest', 'debt', 'loan', 'savings', 'stock', 'wealth', 'rent', 'afford'],
    study: ['study', 'studies', 'exam', 'school', 'university', 'college', 'degree', 'grade', 'thesis', 'course', 'learn'],
    health: ['health', 'body', 'ill', 'sick', 'sleep', 'diet', 'exercise', 'stress', 'recover', 'energy', 'weight'],
    decision: ['choose', 'choice', 'decide', 'decision', 'which', ' or '],
  },
  ja: {
    love: ['恋', '愛', '彼氏', '彼女', '結婚', '片思い', '復縁', '相手', '好きな人'],
    career: ['仕事', '転職', '職場', '就職', '会社', '上司', '昇進', '面接'],
    money: ['お金', '金運', '収入', '投資', '借金', '貯金'],
    study: ['勉強', '試験', '受験', '学校', '大学', '成績'],
    health: ['健康', '体調', '病気', '睡眠', 'ダイエット'],
    decision: ['選ぶ', '選択', 'どちら', '決める', '迷'],
  },
  ko: {
    love: ['사랑', '연애', '남자친구', '여자친구', '남친', '여친', '결혼', '짝사랑', '재회', '연인'],
    career: ['업무', '직장', '이직', '취업', '회사', '상사', '승진', '면접', '사업'],
    money: ['돈', '재물', '금전', '수입', '투자', '빚', '저축'],
    study: ['공부', '시험', '학교', '대학', '성적', '입시'],
    health: ['건강', '몸', '질병', '수면', '다이어트'],
    decision: ['선택', '어느', '결정', '고민'],
  },
  de: {
    love: ['liebe', 'beziehung', 'partner', 'freund', 'freundin', 'ehe', 'heirat', 'schwarm', 'verlieb'],
    career: ['arbeit', 'beruf', 'job', 'karriere', 'chef', 'kollege', 'bewerbung', 'firma', 'kündig'],
    money: ['geld', 'finanz', 'einkommen', 'gehalt', 'invest', 'schulden', 'kredit'],
    study: ['studium', 'studier', 'prüfung', 'schule', 'universität', 'uni ', 'noten', 'lernen'],
    health: ['gesundheit', 'körper', 'krank', 'schlaf', 'stress', 'abnehmen'],
    decision: ['entscheid', 'wählen', 'wahl', 'welche', ' oder '],
  },
  fr: {
    love: ['amour', 'amoureu', 'relation', 'couple', 'copain', 'copine', 'mari', 'femme', 'ex ', 'rupture', 'sentiment'],
    career: ['travail', 'emploi', 'carrière', 'patron', 'collègue', 'entretien', 'entreprise', 'boulot', 'promotion'],
    money: ['argent', 'financ', 'revenu', 'salaire', 'investi', 'dette', 'prêt', 'économies'],
    study: ['étude', 'examen', 'école', 'université', 'diplôme', 'concours', 'notes'],
    health: ['santé', 'corps', 'malad', 'sommeil', 'stress', 'régime'],
    decision: ['choisir', 'choix', 'décid', 'décision', 'lequel', 'laquelle', ' ou '],
  },
  es: {
    love: ['amor', 'relación', 'pareja', 'novio', 'novia', 'esposo', 'esposa', 'matrimonio', 'ex ', 'ruptura', 'enamor'],
    career: ['trabajo', 'empleo', 'carrera', 'jefe', 'colega', 'entrevista', 'empresa', 'negocio', 'ascenso'],
    money: ['dinero', 'finanz', 'ingreso', 'salario', 'invers', 'deuda', 'préstamo', 'ahorro'],
    study: ['estudi', 'examen', 'escuela', 'universidad', 'notas', 'oposicion'],
    health: ['salud', 'cuerpo', 'enferm', 'sueño', 'estrés', 'dieta'],
    decision: ['elegir', 'elección', 'decidir', 'decisión', 'cuál', ' o '],
  },
  it: {
    love: ['amore', 'relazione', 'partner', 'fidanzat', 'marito', 'moglie', 'matrimonio', 'ex ', 'innamor'],
    career: ['lavoro', 'carriera', 'capo', 'collega', 'colloquio', 'azienda', 'promozione'],
    money: ['soldi', 'denaro', 'finanz', 'reddito', 'stipendio', 'investi', 'debit', 'prestito', 'risparmi'],
    study: ['studi', 'esame', 'scuola', 'università', 'voti', 'laurea'],
    health: ['salute', 'corpo', 'malat', 'sonno', 'stress', 'dieta'],
    decision: ['scegliere', 'scelta', 'decider', 'decisione', 'quale', ' o '],
  },
  pt: {
    love: ['amor', 'relacionamento', 'namorad', 'marido', 'esposa', 'casamento', 'ex ', 'paixão', 'apaixon'],
    career: ['trabalho', 'emprego', 'carreira', 'chefe', 'colega', 'entrevista', 'empresa', 'promoção'],
    money: ['dinheiro', 'finan', 'renda', 'salário', 'invest', 'dívida', 'empréstimo', 'poupança'],
    study: ['estud', 'prova', 'exame', 'escola', 'universidade', 'faculdade', 'notas', 'vestibular'],
    health: ['saúde', 'corpo', 'doen', 'sono', 'estresse', 'dieta'],
    decision: ['escolher', 'escolha', 'decidir', 'decisão', 'qual', ' ou '],
  },
  ru: {
    love: ['любов', 'отношени', 'парень', 'девушк', 'муж', 'жена', 'брак', 'свадьб', 'бывш', 'влюб'],
    career: ['работ', 'карьер', 'начальник', 'коллег', 'собеседовани', 'компани', 'бизнес', 'повышени'],
    money: ['деньг', 'финанс', 'доход', 'зарплат', 'инвест', 'долг', 'кредит'],
    study: ['учёб', 'учеб', 'экзамен', 'школ', 'университет', 'оценк', 'сесси'],
    health: ['здоров', 'тело', 'болезн', 'сон', 'стресс', 'диет'],
    decision: ['выбрать', 'выбор', 'решить', 'решени', 'какой', ' или '],
  },
};

/**
 * Signs that the question wants a yes or a no. Chinese and Japanese mark it at the end
 * or with set phrases; European languages with how the question begins.
 */
// prettier-ignore
export const YES_NO_MARKERS: Readonly<Record<string, { readonly phrases: readonly string[]; readonly openings: readonly string[] }>> = {
  'zh-Hans': { phrases: ['是否', '要不要', '该不该', '会不会', '能不能', '可不可以', '有没有', '吗', '好不好', '行不行'], openings: [] },
  'zh-Hant': { phrases: ['是否', '要不要', '該不該', '會不會', '能不能', '可不可以', '有沒有', '嗎', '好不好', '行不行'], openings: [] },
  en: { phrases: [], openings: ['should', 'will', 'is', 'are', 'do', 'does', 'did', 'can', 'could', 'would', 'am', 'shall', 'may'] },
  ja: { phrases: ['べき', 'ほうがいい', '方がいい', '大丈夫', 'できますか', 'うまくいく'], openings: [] },
  ko: { phrases: ['할까', '될까', '까요', '나요', '을까'], openings: [] },
  de: { phrases: [], openings: ['soll', 'sollte', 'werde', 'wird', 'ist', 'sind', 'kann', 'könnte', 'darf', 'habe', 'hat'] },
  fr: { phrases: ['est-ce que', 'dois-je', 'devrais-je', 'vais-je', 'va-t-il', 'va-t-elle'], openings: [] },
  es: { phrases: [], openings: ['debo', 'debería', 'puedo', 'podré', 'es', 'será', 'voy', 'va', 'tengo'] },
  it: { phrases: [], openings: ['devo', 'dovrei', 'posso', 'potrò', 'è', 'sarà', 'riuscirò'] },
  pt: { phrases: [], openings: ['devo', 'deveria', 'posso', 'vou', 'vai', 'é', 'será', 'conseguirei'] },
  ru: { phrases: [' ли ', 'стоит ли', 'должен ли', 'должна ли'], openings: ['стоит', 'будет', 'смогу', 'можно'] },
};
