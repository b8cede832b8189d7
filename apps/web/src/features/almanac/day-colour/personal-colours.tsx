import { useMemo, useState } from 'react';
import { Button, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ChartColourReading } from '@tarot/core/calendar/chart-colours';
import { queryClient } from '../../../shared/api/query-client';
import { baziChartsQuery } from '../../../shared/charts/chart-queries';
import { useSignedIn } from '../../../shared/auth/token-store';
import { PAGES } from '../../../shared/config/paths';
import { coloursOfBirth } from './birth-colours';
import type { BirthTools, NamedBirth } from './birth-tools';
import { ColourRows } from './colour-advice-list';
import styles from './personal-colours.module.css';

const pad = (value: number) => String(value).padStart(2, '0');
const ENTERED = 'entered';

interface Source {
  readonly id: string;
  readonly request: NamedBirth;
}

/** The colours by a chart's 用神, 喜神 and 忌神, each with its role and one line of why. */
function ChartColourList({ reading }: { reading: ChartColourReading }) {
  const { t } = useTranslation('almanac');
  const rows = reading.advice.map((advice) => ({
    element: advice.element,
    rating: advice.rating,
    english: advice.english,
    label: t(`colour.roles.${advice.basis}`),
    why: t(`colour.roleWhy.${advice.basis}`, { it: t(`elements.${advice.element}`) }),
  }));
  return <ColourRows rows={rows} />;
}

/**
 * 我的命盘穿衣: the colours by the 用神 and 忌神 the 八字 reading names for a birth entered here
 * (kept in the address, so a reload or a link keeps it) or for one of the member's saved
 * charts, their own (“this is me”) first. Anyone can enter a birth; the day's colours above
 * stay as they are. The birth form and the address format are the 八字 pages', handed in by the
 * route (`birth`).
 */
export default function PersonalColours({ birth }: { birth: BirthTools }) {
  const { t } = useTranslation('almanac');
  const [params] = useSearchParams();
  const { search } = useLocation();
  const signedIn = useSignedIn();
  const { data } = useQuery({ ...baziChartsQuery(), enabled: signedIn }, queryClient);
  // The form is open for the address it was opened at: submitting it changes the address and closes it.
  const [formAt, setFormAt] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const sources = useMemo((): Source[] => {
    const entered = birth.parse(params);
    // The chart marked “this is me” comes before the member's other saved charts.
    const saved = signedIn ? [...(data ?? [])].sort((a, b) => Number(b.self) - Number(a.self)) : [];
    return [
      ...(entered ? [{ id: ENTERED, request: entered }] : []),
      // A saved chart keeps its zone and place beside the birth: the colours read it as the chart pages do.
      ...saved.map((chart) => ({
        id: chart.id,
        request: { ...chart.birth, timeZone: chart.timeZone, location: chart.location },
      })),
    ];
  }, [birth, params, data, signedIn]);
  const source = sources.find((item) => item.id === chosen) ?? sources[0];
  const reading = useMemo(() => (source ? coloursOfBirth(source.request, new Date()) : null), [source]);

  // An unnamed chart goes by its birth date; a leap lunar month (negative) is said in words.
  const labelOf = ({ id, request }: Source) => {
    if (id === ENTERED) return t('colour.enteredBirth');
    if (request.name) return request.name;
    if (request.month < 0)
      return t('colour.chartLeapDate', { year: request.year, month: -request.month, day: request.day });
    return t('colour.chartDate', { year: request.year, month: pad(request.month), day: pad(request.day) });
  };
  const roleNames = (fit: 'useful' | 'unfavourable') =>
    (reading?.advice ?? [])
      .filter((advice) => advice.fit === fit)
      .map((advice) => t(`elements.${advice.element}`))
      .join(t('colour.listSeparator'));

  return (
    <section className={styles.personal}>
      <h3>{t('colour.personal')}</h3>
      {source && reading ? (
        <>
          <p className={styles.hint}>
            {t('colour.chartHint', { useful: roleNames('useful'), unfavourable: roleNames('unfavourable') || '—' })}{' '}
            <Link to={birth.readingLink(source.request)}>{t('colour.openReading')}</Link>
          </p>
          {sources.length > 1 && (
            <Selector
              columns={3}
              value={[source.id]}
              onChange={([id]) => id && setChosen(id)}
              options={sources.map((item) => ({ label: labelOf(item), value: item.id }))}
            />
          )}
          <ChartColourList reading={reading} />
        </>
      ) : (
        <p className={styles.hint}>{source ? t('colour.badBirth') : t('colour.personalInvite')}</p>
      )}
      {formAt === search ? (
        <birth.Form target={PAGES.dayColour} />
      ) : (
        <Button className={styles.enter} fill="outline" shape="rounded" onClick={() => setFormAt(search)}>
          {sources.some((item) => item.id === ENTERED) ? t('colour.changeBirth') : t('colour.enterBirth')}
        </Button>
      )}
    </section>
  );
}
