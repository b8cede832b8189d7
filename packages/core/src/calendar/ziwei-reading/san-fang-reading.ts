import type { Board, BoardPalace } from './board';
import { holdsToken } from './conditions';
import { aroundOf, sanFangOf } from './san-fang';
import { sanFangCodes } from './san-fang-rules';
import type { SanFangReading } from './types';
import { isMutagenStar, LUCKY_STARS, MALEFIC_STARS, MUTAGENS, type MinorStarId } from './vocabulary';

const present = (palaces: readonly BoardPalace[], group: readonly MinorStarId[]) =>
  group.filter((star) => palaces.some((p) => holdsToken(p, star)));

/** The palace at `index` read with its 三方四正: which 吉 and 煞 meet it, and the 生年四化 there. */
export function sanFangReading(board: Board, index: number): SanFangReading {
  const s = sanFangOf(board, index);
  const around = aroundOf(s);
  const lucky = present(around, LUCKY_STARS);
  const malefic = present(around, MALEFIC_STARS);
  const mutagens = around.flatMap((p) =>
    p.stars.flatMap(({ id, mutagen }) => (mutagen && isMutagenStar(id) ? [{ mutagen, star: id, index: p.index }] : [])),
  );
  mutagens.sort((a, b) => MUTAGENS.indexOf(a.mutagen) - MUTAGENS.indexOf(b.mutagen));
  return {
    palaces: around.map((p) => p.index),
    lucky,
    malefic,
    mutagens,
    codes: sanFangCodes({
      lucky: lucky.length,
      malefic: malefic.length,
      lu: around.some((p) => holdsToken(p, 'lucun') || holdsToken(p, 'hua-lu')),
      jiSelf: holdsToken(s.self, 'hua-ji'),
      jiOpposite: holdsToken(s.opposite, 'hua-ji'),
    }),
  };
}
