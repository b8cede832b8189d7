import type { CardNameTable } from '../../types';
import { nameTable } from '../name-table';

/** 한국 타로 책에서 쓰는 이름: 메이저 아르카나는 우리말, 마이너는 '수트 + 랭크'. */
export const names: CardNameTable = nameTable({
  majors: [
    '바보',
    '마법사',
    '여사제',
    '여황제',
    '황제',
    '교황',
    '연인',
    '전차',
    '힘',
    '은둔자',
    '운명의 수레바퀴',
    '정의',
    '매달린 사람',
    '죽음',
    '절제',
    '악마',
    '탑',
    '별',
    '달',
    '태양',
    '심판',
    '세계',
  ],
  ranks: ['에이스', '2', '3', '4', '5', '6', '7', '8', '9', '10', '페이지', '나이트', '퀸', '킹'],
  suits: { wands: '완드', cups: '컵', swords: '소드', pentacles: '펜타클' },
  minor: (rank, suit) => `${suit} ${rank}`,
});
