import { useMemo, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isTermLanguage, type TermLanguage } from '@tarot/core/glossary/renderings';
import { qimenAnswerOf } from '@tarot/core/qimen/answer';
import { qimenChart } from '@tarot/core/qimen/chart';
import { qimenTerms } from '@tarot/core/qimen/reading/render';
import { DEFAULT_ZONE } from '@tarot/core/qimen/moment';
import type { PalaceNumber } from '@tarot/core/qimen/symbols';
import { canonicalZone } from '@tarot/core/qimen/zone';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { MomentBar } from './moment-bar';
import { PalaceDetail } from './palace-detail';
import { QimenBoard } from './qimen-board';
import { formFromParams, formToParams, momentOf, type QimenForm } from './qimen-form';
import { QimenReadingView } from './qimen-reading-view';
import { QimenFacts, QimenHeadline } from './qimen-summary';
import { QuestionPicker } from './question-picker';
import { SaveQimenButton } from './save-qimen-button';
import { useQimenTexts } from './use-qimen-texts';
import styles from './qimen-page.module.css';

/** The device's own time zone, the hour being read from the asker's clock; Beijing's when it names none the platform knows. */
function deviceZone(): string {
  try {
    return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return DEFAULT_ZONE;
  }
}

/**
 * 奇门遁甲: the hour chart of now (or any date and time, kept in the address), its nine palaces
 * south on top, and the reading for the question picked. Computed on the device from core, so
 * it works offline once the page and its texts have been fetched.
 */
export default function QimenPage() {
  const { t, i18n } = useTranslation('qimen');
  const language = isTermLanguage(i18n.language) ? i18n.language : 'zh-Hans';
  const [params, setParams] = useSearchParams();
  // The moment "now" stands for: read when the page opens and again whenever "now" is tapped.
  const [clock, setClock] = useState(() => new Date());
  const [zone] = useState(deviceZone);
  const paramsText = params.toString();
  const form = useMemo(() => formFromParams(new URLSearchParams(paramsText), clock, zone), [paramsText, clock, zone]);
  const update = (change: Partial<QimenForm>) => {
    if (change.now) setClock(new Date());
    // A moment set by hand is read in the zone the form shows; "now" goes back to the device's.
    setParams(formToParams({ ...form, ...change, ...(change.now ? { zone } : {}) }), { replace: true });
  };
  const chart = useMemo(() => qimenChart(momentOf(form), { method: form.method }), [form]);
  const texts = useQimenTexts(language);
  const answer = useMemo(
    () => (texts.data ? qimenAnswerOf(chart, form.question, texts.data, language) : null),
    [chart, form.question, texts.data, language],
  );
  const [picked, setPicked] = useState<PalaceNumber | null>(null);

  return (
    <div className={styles.page}>
      <MomentBar form={form} onChange={update} />
      {answer && texts.data ? (
        <Answered
          form={form}
          onChange={update}
          answer={answer}
          terms={qimenTerms(texts.data, language)}
          language={language}
          selected={picked ?? answer.reading.yongShen.palace}
          onSelect={setPicked}
        />
      ) : texts.isError ? (
        <p className={styles.card}>{t('failed')}</p>
      ) : (
        <p className={styles.card} role="status">
          {t('loading')} <DotLoading />
        </p>
      )}
      <Disclaimer text="qimen:note" />
    </div>
  );
}

interface AnsweredProps {
  readonly form: QimenForm;
  readonly onChange: (change: Partial<QimenForm>) => void;
  readonly answer: ReturnType<typeof qimenAnswerOf>;
  readonly terms: ReturnType<typeof qimenTerms>;
  readonly language: TermLanguage;
  readonly selected: PalaceNumber;
  readonly onSelect: (palace: PalaceNumber) => void;
}

function Answered({ form, onChange, answer, terms, language, selected, onSelect }: AnsweredProps) {
  const { t } = useTranslation('qimen');
  const describe = (palace: (typeof answer.palaces)[number]) =>
    [
      terms.palace(palace.palace),
      palace.star && terms.star(palace.star),
      palace.door && terms.door(palace.door),
      palace.god && terms.god(palace.god),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <>
      <QimenHeadline chart={answer} terms={terms} language={language} />
      <QimenBoard
        chart={answer}
        selected={selected}
        onSelect={onSelect}
        asker={answer.reading.asker.palace}
        matter={answer.reading.yongShen.palace}
        describe={describe}
      />
      <p className={styles.legend}>
        <span data-key="matter">{t('board.matter')}</span>
        <span data-key="asker">{t('board.asker')}</span>
        <span>{t('board.hint')}</span>
      </p>
      <PalaceDetail
        palace={answer.palaces[selected - 1]!}
        patterns={answer.patterns}
        terms={terms}
        language={language}
      />
      <QuestionPicker form={form} onChange={onChange} />
      <QimenReadingView reading={answer.reading} patterns={answer.patterns} language={language} />
      <QimenFacts chart={answer} terms={terms} language={language} />
      <SaveQimenButton form={form} />
    </>
  );
}
