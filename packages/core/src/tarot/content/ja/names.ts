import type { CardNameTable } from '../../types';
import { nameTable } from '../name-table';

/** 日本のタロット書で定着した名前（大アルカナは漢字、小アルカナはスートとランクのカタカナ）。 */
export const names: CardNameTable = nameTable({
  majors: [
    '愚者',
    '魔術師',
    '女教皇',
    '女帝',
    '皇帝',
    '教皇',
    '恋人',
    '戦車',
    '力',
    '隠者',
    '運命の輪',
    '正義',
    '吊るされた男',
    '死神',
    '節制',
    '悪魔',
    '塔',
    '星',
    '月',
    '太陽',
    '審判',
    '世界',
  ],
  ranks: ['エース', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'ペイジ', 'ナイト', 'クイーン', 'キング'],
  suits: { wands: 'ワンド', cups: 'カップ', swords: 'ソード', pentacles: 'ペンタクル' },
  minor: (rank, suit) => `${suit}の${rank}`,
});
