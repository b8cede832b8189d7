import type { ReadingTexts } from '../types';

/** 한국어 풀이: 중국어 원문을 바탕으로, 따뜻하고 구체적으로. 운명을 단정하지 않고 스스로를 돌아보게 돕는 글. */
export const texts: ReadingTexts = {
  'list.separator': ', ',
  'relation.name': '{{members}} {{kind}}',
  'relation.joiner': '',

  'element.木': '목',
  'element.火': '화',
  'element.土': '토',
  'element.金': '금',
  'element.水': '수',
  'god.比肩': '비견',
  'god.劫财': '겁재',
  'god.正印': '정인',
  'god.偏印': '편인',
  'god.食神': '식신',
  'god.伤官': '상관',
  'god.正财': '정재',
  'god.偏财': '편재',
  'god.正官': '정관',
  'god.七杀': '칠살',
  'category.peer': '비겁',
  'category.resource': '인성',
  'category.output': '식상',
  'category.wealth': '재성',
  'category.officer': '관성',

  'level.veryWeak': '극신약',
  'level.weak': '신약',
  'level.balanced': '중화',
  'level.strong': '신강',
  'level.veryStrong': '극신강',

  'strength.season.prosperous':
    '{{element}}의 기운이 가장 왕성한 {{branch}}월에 태어났어요. 계절이 일간과 같은 오행이라 힘을 보태 줘요(+{{points}}).',
  'strength.season.supported':
    '{{branch}}월에 태어났어요. 이 달의 {{element}}이(가) 일간을 생해 주니 계절이 일간을 도와요(+{{points}}).',
  'strength.season.resting':
    '{{branch}}월에 태어났어요. 일간이 이 달의 {{element}}을(를) 생해 주어야 하니 계절이 일간의 힘을 덜어 가요(+{{points}}).',
  'strength.season.confined':
    '{{branch}}월에 태어났어요. 일간이 이 달의 {{element}}을(를) 극해야 하니 계절이 일간을 지치게 해요(+{{points}}).',
  'strength.season.dead':
    '{{branch}}월에 태어났어요. 이 달의 {{element}}이(가) 일간을 극하니 계절이 일간에 맞서요(+{{points}}).',
  'strength.roots.found': '지지 속 지장간 {{stems}}이(가) 일간의 뿌리가 되거나 일간을 생해 줘요(+{{points}}).',
  'strength.roots.none': '지지의 지장간 가운데 일간의 뿌리가 되거나 일간을 생해 주는 것이 없어요(+0).',
  'strength.stems.found': '천간 {{stems}}이(가) 일간 곁에서 힘을 보태요(+{{points}}).',
  'strength.stems.none': '다른 천간 가운데 일간을 돕는 것이 없어요(+0).',

  'pattern.name.zhengGuan': '정관격',
  'pattern.name.qiSha': '칠살격',
  'pattern.name.zhengCai': '정재격',
  'pattern.name.pianCai': '편재격',
  'pattern.name.shiShen': '식신격',
  'pattern.name.shangGuan': '상관격',
  'pattern.name.zhengYin': '정인격',
  'pattern.name.pianYin': '편인격',
  'pattern.name.jianLu': '건록격',
  'pattern.name.yueRen': '양인격',
  'pattern.name.followWealth': '종재격',
  'pattern.name.followOfficer': '종살격',
  'pattern.name.followOutput': '종아격',
  'pattern.name.dominant': '전왕격',
  'pattern.about.zhengGuan': '질서와 공정함이 몸에 배어 있어요. 규칙을 분명히 알고, 결과에 책임지는 것을 좋아해요.',
  'pattern.about.qiSha':
    '압박과 용기가 함께 찾아와요. 중요한 순간에 앞으로 나서는 사람이고, 언제 힘을 빼야 할지 익히면 더 좋아요.',
  'pattern.about.zhengCai': '현실적이고 안정적이에요. 차근차근 쌓아 가는 것과 지킬 수 있는 약속을 소중히 여겨요.',
  'pattern.about.pianCai': '기회와 사람을 빠르게 알아보고, 한 가지 길보다 여러 길을 시도해 보는 것을 즐겨요.',
  'pattern.about.shiShen': '여유롭고 표현력이 풍부해요. 안목이 있고, 무엇이든 아름답게 해내는 것을 즐겨요.',
  'pattern.about.shangGuan':
    '재빠르고 독창적이라 정해진 틀을 싫어해요. 남들보다 한발 먼저 아이디어가 떠오를 때가 많아요.',
  'pattern.about.zhengYin': '배움과 좋은 평판을 중요하게 여겨요. 인내심이 있고, 스승이나 윗사람의 도움을 자주 받아요.',
  'pattern.about.pianYin': '직관이 뛰어나고 생각이 독립적이에요. 전문 분야 하나에 즐겁게 푹 빠져들 수 있어요.',
  'pattern.about.jianLu': '월지가 일간 자신의 터전이에요. 스스로의 손으로 길을 개척해 가는 편이에요.',
  'pattern.about.yueRen':
    '월지가 일간에게 가장 날카로운 칼날을 쥐여 줘요. 개성이 뚜렷하고 추진력이 넘치니, 정말 중요한 곳에 그 힘을 겨누세요.',
  'pattern.about.followWealth':
    '뿌리 없는 일간이 사주를 가득 채운 재성을 따라가요. 상황을 읽고 현실적으로 움직이면서 자기 자리를 찾아요.',
  'pattern.about.followOfficer':
    '뿌리 없는 일간이 사주를 가득 채운 관성을 따라가요. 분명한 체계 안에서 그 힘을 빌려 쓸 수 있어요.',
  'pattern.about.followOutput':
    '뿌리 없는 일간이 사주를 가득 채운 식상을 따라가요. 재능과 표현이 자연스러운 출구가 돼요.',
  'pattern.about.dominant':
    '{{element}} 한 가지 오행이 사주 전체를 쥐고 있고, 이를 견제할 것이 없어요. 그 흐름에 올라타는 것이 가장 자연스러워요.',
  'pattern.reason.main': '{{branch}}월의 본기 지장간 {{stem}}이(가) {{tenGod}}이므로, 이것으로 격을 정해요.',
  'pattern.reason.shown':
    '{{branch}}월에 숨은 {{stem}}이(가) 천간에 {{tenGod}}(으)로 투출했으므로, 이것으로 격을 정해요.',
  'pattern.reason.peerMonth':
    '{{branch}}월의 본기가 일간과 같은 오행이라, 그 안에 숨은 {{stem}}({{tenGod}})으로 격을 정해요.',
  'pattern.reason.lu': '일간이 임관(건록)의 자리인 {{branch}}월에 태어났어요.',
  'pattern.reason.ren': '일간이 힘이 가장 왕성한 제왕의 자리인 {{branch}}월에 태어났어요.',
  'pattern.reason.followWealth':
    '일간이 매우 약해요. 어느 지지에도 같은 오행의 뿌리가 없고 돕는 천간도 없으며, 재성이 가장 무거워요.',
  'pattern.reason.followOfficer':
    '일간이 매우 약해요. 어느 지지에도 같은 오행의 뿌리가 없고 돕는 천간도 없으며, 관성이 가장 무거워요.',
  'pattern.reason.followOutput':
    '일간이 매우 약해요. 어느 지지에도 같은 오행의 뿌리가 없고 돕는 천간도 없으며, 식상이 가장 무거워요.',
  'pattern.reason.dominant': '{{element}} 일간이 자기 계절을 얻었고, 사주 어디에도 관성이 없어요.',

  'balance.followWealth': '재성을 따르는 사주는 재성 자체가 용신이 돼요.',
  'balance.followOfficer': '관성을 따르는 사주는 관성 자체가 용신이 돼요.',
  'balance.followOutput': '식상을 따르는 사주는 식상 자체가 용신이 돼요.',
  'balance.dominant': '전왕한 사주는 그 강한 기세를 따라 자기 오행을 용신으로 삼아요.',
  'balance.strongPeers': '비겁이 많아 강한 일간은 관성으로 다듬어 주는 것이 가장 좋아요.',
  'balance.strongResource': '인성이 무거워 강한 일간은 재성으로 균형을 잡는 것이 가장 좋아요.',
  'balance.weakOfficer':
    '관성의 압박을 가장 크게 받는 약한 일간은 인성이 도와요. 인성이 그 압박을 힘이 되는 지원으로 바꿔 줘요.',
  'balance.weakWealth': '재성에 가장 많이 시달리는 약한 일간은 짐을 나눠 지는 비겁이 도와요.',
  'balance.weakOutput': '식상으로 기운이 가장 많이 새는 약한 일간은 인성이 회복시켜 줘요.',
  'balance.balancedScarce':
    '균형 잡힌 사주에 {{element}}이(가) {{count}}개뿐이에요. 부족한 것을 채워 주는 것이 가장 도움이 돼요.',
  'balance.balancedExcess': '균형 잡힌 사주에 이미 {{element}}이(가) {{count}}개 있어요. 더해지면 균형이 기울어요.',
  'balance.climate.winter':
    '조후: 겨울에 태어났는데 사주에 화가 {{count}}개뿐이라, 추위를 덥혀 줄 {{element}}이(가) 필요해요.',
  'balance.climate.summer':
    '조후: 여름에 태어났는데 사주에 수가 {{count}}개뿐이라, 더위를 식혀 줄 {{element}}이(가) 필요해요.',
  'balance.helps': '용신인 {{element}}을(를) 생해 주거나 함께 힘을 보태요.',
  'balance.against.strong': '이미 강한 일간을 더 강하게 만들어 균형을 더 무너뜨려요.',
  'balance.against.weak': '이미 여린 일간에게 부담을 더해요.',
  'balance.against.follow': '뿌리 없는 일간을 부추겨 따르던 흐름을 거슬러 헤엄치게 해요.',
  'balance.against.dominant': '사주를 쥐고 있는 단 하나의 오행과 부딪쳐요.',

  'personality.element.木': '목 일간은 나무처럼 자라요. 마음이 어질고 이상이 높으며, 조용히 끈기 있게 나아가요.',
  'personality.element.火':
    '화 일간은 따뜻하고 솔직하며 주변을 금세 물들여요. 곁에 있는 사람들에게 기꺼이 빛을 나눠 줘요.',
  'personality.element.土': '토 일간은 듬직하고 믿음직하며 한 말은 지켜요. 다른 사람들이 기대는 사람이에요.',
  'personality.element.金':
    '금 일간은 결단력 있고 원칙이 분명하며 의리가 있어요. 일을 깔끔하게 처리하는 것을 좋아해요.',
  'personality.element.水': '수 일간은 영리하고 유연하며 관찰력이 좋아요. 남들이 멈추는 곳에서도 돌아갈 길을 찾아내요.',
  'personality.output':
    '식상이 강해요. 표현하고 만들어 내는 것이 당신의 재능이에요. 아이디어에 출구를 열어 주면 삶이 한결 넉넉해져요.',
  'personality.officer':
    '관성이 강해요. 절제력과 책임감이 있어 스스로에게 많은 것을 요구해요. 가끔은 숨 돌릴 틈도 허락해 주세요.',
  'personality.resource':
    '인성이 강해요. 생각하고 배우는 것을 좋아하고, 마음의 평온을 중요하게 여겨요. 혼자만의 시간을 꼭 남겨 두세요.',
  'personality.peer':
    '비겁이 강해요. 독립적이고 자기 생각이 확고해요. 다른 목소리에도 귀를 기울이면 판단이 더 풍성해져요.',
  'personality.strong':
    '신강한 일간이에요. 의지가 굳고 행동이 빨라요. 귀 기울여 듣고 주도권을 나누면 다른 사람들도 당신의 힘을 더 잘 이해해요.',
  'personality.weak':
    '부드러운 일간이에요. 눈치가 빠르고 다른 사람에게 섬세해요. 경계를 세우고 스스로를 돌보는 일도 그만큼 중요해요.',

  'career.officer': '천간에 관성이 드러나 있어요. 관리직, 공직, 전문직처럼 역할이 분명한 곳에서 잘해 내요.',
  'career.output':
    '천간에 식상이 드러나 있어요. 기술, 창작, 표현하는 일에서 재능이 빛나요. 당신의 결과물이 당신을 대신 말해 줘요.',
  'career.wealth': '천간에 재성이 드러나 있어요. 자원과 시장을 읽는 눈이 있으니 사업, 영업, 금융 분야를 살펴볼 만해요.',
  'career.resource': '천간에 인성이 드러나 있어요. 교육, 연구, 상담, 돌봄처럼 인내가 보상받는 분야가 잘 맞아요.',
  'career.peer':
    '천간에 비겁이 드러나 있어요. 동료와 어깨를 나란히 하며 일하거나, 자기 기술로 독립해서 일하는 데 강해요.',
  'career.monthClash':
    '월주가 사주 안에서 충을 받아요. 일하는 환경이 자주 바뀔 수 있으니, 변화가 올 때마다 다시 계획할 기회로 삼으세요.',
  'career.general':
    '정답인 직업이 하나만 있는 건 아니에요. 이런 경향은 실마리로 삼고, 자신의 관심사와 상황에 비추어 시험해 보세요.',

  'wealth.outputFeeds':
    '식상이 재성을 생해요. 기술과 지식, 아이디어를 수입으로 바꾸는 것이 당신에게 자연스러운 길이에요.',
  'wealth.strongCarries':
    '강한 일간이 재성을 감당할 수 있어요. 기회를 잡을 뚝심이 있으니, 분명한 계획으로 흔들리지 않게 붙잡아 두세요.',
  'wealth.weakCarries':
    '여린 일간에 재성이 많아요. 기회는 많지만 힘이 분산되기 쉬우니, 속도를 조절하고 믿을 수 있는 사람과 손을 잡으세요.',
  'wealth.peersShare': '비겁이 강해요. 친구들 사이에서 돈이 자주 오가니, 나누거나 빌려줄 때는 조건을 미리 정해 두세요.',
  'wealth.little':
    '재성이 뒤편에 머물러 있어요. 돈이 가장 큰 원동력은 아닐 수 있으니, 예산과 저축의 기본기를 탄탄히 해 두면 든든해요.',
  'wealth.general':
    '길게, 나누어서, 감당할 수 있는 만큼이 건강한 기본이에요. 어디까지나 경향일 뿐, 어떤 수익도 약속하지 않아요.',

  'relationships.dayClash':
    '일지(배우자궁)가 충을 받아요. 가까운 관계에서 서로의 리듬이 다를 수 있으니, 자주 대화하고 서로에게 여유를 주세요.',
  'relationships.dayCombine': '일지가 합을 이루어요. 정과 오랜 인연을 소중히 여기고, 깊은 유대를 쉽게 맺어요.',
  'relationships.peers':
    '비겁이 강해요. 관계에서도 경쟁심이 드러나요. 공을 나누고 부드러운 모습을 보이면 사람들이 더 가까워져요.',
  'relationships.officer':
    '관성이 강해요. 자신에게도 상대에게도 기준이 높아요. 조금만 더 이해해 주면 관계가 한결 가벼워져요.',
  'relationships.candid':
    '천간에 상관이 드러나 있어요. 말이 직설적이고 핵심을 찔러요. 먼저 인정해 주고 그다음 제안하면 말이 더 잘 전해져요.',
  'relationships.general':
    '관계는 두 사람이 함께 만들어 가는 거예요. 이런 경향은 나의 습관을 돌아보라는 초대일 뿐이에요.',

  'health.element.木':
    '목은 뻗어 나가기를 좋아해요. 꾸준한 스트레칭과 자연 속에서 보내는 시간이 감정에 숨통을 틔워 줘요.',
  'health.element.火': '화는 뜨겁게 타올라요. 수면과 감정의 기복을 살피고, 온전히 고요해지는 시간을 챙기세요.',
  'health.element.土': '토는 소화를 맡아요. 제때 알맞게 먹으면 몸이 그 리듬에 보답해요.',
  'health.element.金':
    '금은 맑고 서늘해요. 천천히 호흡하는 것이 도움이 되고, 계절이 바뀔 때는 몸을 따뜻하고 촉촉하게 지켜 주세요.',
  'health.element.水': '수는 저장해요. 잠을 지키고 몸을 따뜻하게 하며, 비축한 힘으로 오래 버티지 마세요.',
  'health.strong': '에너지가 넘치면 무리하기 쉬워요. 운동도 일도 한 걸음씩 늘려 가세요.',
  'health.weak': '당신의 에너지는 소중히 모아 줄 때 살아나요. 일과 쉼의 균형을 잡고, 부드럽게 자주 움직이세요.',
  'health.general': '생활 습관에 대한 참고일 뿐이에요. 건강이 걱정된다면 꼭 전문 의사와 상담하세요.',

  'fortune.beforeDecades': '아직 대운이 시작되지 않았어요. 첫 대운은 {{date}}에 시작돼요.',
  'fortune.clash.day':
    '일주와 충해요({{relations}}). 집안과 가까운 관계에 변화가 있을 수 있어요. 반응하기보다 대화를 늘리세요.',
  'fortune.clash.month': '월주와 충해요({{relations}}). 일이나 환경이 바뀔 수 있어요. 미리 계획해 두면 마음이 편해요.',
  'fortune.clash.year': '연주와 충해요({{relations}}). 윗사람, 가족, 넓은 인맥과의 관계에 조금 더 마음을 써 주세요.',
  'fortune.clash.hour': '시주와 충해요({{relations}}). 계획이나 개인적인 프로젝트에 새로운 접근이 필요할 수 있어요.',
  'fortune.stemClash.day':
    '일간과 충해요({{relations}}). 선택지 사이에서 갈등할 수 있으니, 결정에 조금 더 시간을 주세요.',
  'fortune.combine.day':
    '일주와 합해요({{relations}}). 새로운 인연과 협력에 좋은 때예요. 다만 의무감에 휩쓸리지 않도록 조심하세요.',
  'fortune.combine.month': '월주와 합해요({{relations}}). 함께 일할 사람과 기회가 나타나기 쉬워요.',
  'fortune.punish.day':
    '일지와 형해요({{relations}}). 작은 마찰이 늘어날 수 있으니, 속도를 늦추고 세부 사항을 챙기세요.',
  'fortune.flow.good':
    '천간 {{stem}}({{stemElement}}), 지지 {{branch}}({{branchElement}}) 모두 사주가 반기는 오행을 가져와요. 원하는 일을 추진하기 좋은 때예요.',
  'fortune.flow.leanGood':
    '천간 {{stem}}({{stemElement}}), 지지 {{branch}}({{branchElement}}): 좋은 쪽으로 기울어요. 꾸준히 나아가기에 알맞아요.',
  'fortune.flow.even':
    '천간 {{stem}}({{stemElement}}), 지지 {{branch}}({{branchElement}}): 비슷하거나 엇갈려요. 한 걸음씩 차근차근 가세요.',
  'fortune.flow.leanHard':
    '천간 {{stem}}({{stemElement}}), 지지 {{branch}}({{branchElement}}): 불리한 쪽으로 기울어요. 스스로에게 여유를 남겨 두세요.',
  'fortune.flow.hard':
    '천간 {{stem}}({{stemElement}}), 지지 {{branch}}({{branchElement}}) 모두 사주가 버거워하는 오행을 가져와요. 서두를 필요 없이 내실을 다지는 때예요.',
};
