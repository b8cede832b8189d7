import { useTranslation } from 'react-i18next';
import type { Clash } from '@tarot/core/calendar/almanac-hours';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useTerm } from '../../shared/i18n/use-term';

/**
 * The day's 冲 as a line: the animal and its 干支 ("冲狗(戊戌)"), or the 干支's name alone
 * where that name already says the animal ("Earth Dog", "Собака (Земля)"), not the animal twice.
 */
export function useClashText(): (clash: Clash) => string {
  const { t } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  return (clash) => {
    const zodiac = term('zodiac', clash.zodiac);
    const ganZhi = term('ganZhi', clash.ganZhi);
    return ganZhi.includes(zodiac)
      ? t('huangli.clashWith', { name: ganZhi })
      : t('huangli.clashText', { zodiac, ganZhi });
  };
}
