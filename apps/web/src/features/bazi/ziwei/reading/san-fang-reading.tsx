import { useTranslation } from 'react-i18next';
import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ReadingTexts } from './reading-texts';
import styles from './ziwei-reading.module.css';

type Palace = ZiweiResponse['reading']['palaces'][number];

/** What meets the chosen palace from 三方四正: which palaces, which 吉 and 煞, which 生年四化, then its texts. */
export function SanFangReading({
  palace,
  palaces,
  texts,
}: {
  palace: Palace;
  palaces: readonly Palace[];
  texts: ZiweiTexts;
}) {
  const { t } = useTranslation('ziweiReading');
  const nameAt = (index: number) => {
    const at = palaces.find((p) => p.index === index);
    return at ? texts.names.palaces[at.palace] : '';
  };
  const stars = (ids: readonly Palace['sanFang']['lucky'][number][]) =>
    ids.length > 0 ? ids.map((id) => texts.names.stars[id]).join(' · ') : t('none');
  const { sanFang } = palace;
  return (
    <section className={styles.star}>
      <h4>{t('sanFang')}</h4>
      <dl className={styles.facts}>
        <dt>{t('sanFangPalaces')}</dt>
        <dd>{sanFang.palaces.slice(1).map(nameAt).join(' · ')}</dd>
        <dt>{t('lucky')}</dt>
        <dd>{stars(sanFang.lucky)}</dd>
        <dt>{t('malefic')}</dt>
        <dd>{stars(sanFang.malefic)}</dd>
        {sanFang.mutagens.length > 0 && (
          <>
            <dt>{t('natalMutagens')}</dt>
            <dd>
              {sanFang.mutagens
                .map((m) => `${texts.names.stars[m.star]}${texts.names.mutagens[m.mutagen]} (${nameAt(m.index)})`)
                .join(' · ')}
            </dd>
          </>
        )}
      </dl>
      <ReadingTexts texts={texts} codes={sanFang.codes} />
    </section>
  );
}
