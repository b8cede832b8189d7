import { useEffect, useMemo, useReducer, useState } from 'react';
import { Button, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { shuffleDeck } from '@tarot/core/tarot/draw';
import { cryptoRandomInt } from '@tarot/core/tarot/random';
import { findSpread, type Spread } from '@tarot/core/tarot/spreads';
import { PageHeader } from '../../../shared/ui/page-header';
import { localStore } from '../../../shared/storage/local';
import { useTarotLookStyle } from '../../../shared/cards/use-tarot-look';
import { PAGES } from '../../../shared/config/paths';
import { useCardTexts } from '../hooks/use-card-texts';
import { QUESTION_MAX_LENGTH, readingSearch } from '../../../shared/links/reading-url';
import { CardFan } from './card-fan';
import { CutPiles } from './cut-piles';
import { drawReducer } from './draw-state';
import { DrawnSpread } from './drawn-spread';
import { ShuffleAnimation } from './shuffle-animation';
import { SpreadPositions } from './spread-positions';
import { ErrorBlock } from '../../../shared/ui/error-block';
import styles from './draw-page.module.css';

const SHUFFLE_MS = 1600;
const TURN_MS = 450;
/** The product's default: one card in two may lie reversed; the switch turns reversals off. */
const REVERSALS_KEY = 'tarot.reversals';
const REVERSAL_CHANCE = 0.5;

/** `/pages/tarot/paizhen?id=…`: ask, shuffle, cut, draw by feeling, turn over. */
export default function DrawPage() {
  const { t } = useTranslation(['spreads', 'tarot']);
  const [params] = useSearchParams();
  const spread = findSpread(params.get('id') ?? '');
  if (!spread) {
    return (
      <div className={styles.page}>
        <PageHeader title={t('tarot:draw.title')} />
        <ErrorBlock className={styles.error} status="empty" title={t('tarot:draw.unknownSpread')} description={null} />
      </div>
    );
  }
  return <DrawRitual key={spread.id} spread={spread} />;
}

function DrawRitual({ spread }: { spread: Spread }) {
  const { t } = useTranslation(['spreads', 'tarot']);
  const navigate = useNavigate();
  const reduce = useMemo(() => drawReducer(spread), [spread]);
  const [state, dispatch] = useReducer(reduce, { step: 'ask' });
  const [question, setQuestion] = useState('');
  const [reversals, setReversals] = useState(() => localStore.get(REVERSALS_KEY) !== 'off');
  const { data: texts } = useCardTexts();
  const look = useTarotLookStyle();
  const needed = spread.positions.length;

  useEffect(() => {
    if (state.step !== 'shuffle') return;
    const timer = window.setTimeout(() => dispatch({ type: 'shuffled' }), SHUFFLE_MS);
    return () => window.clearTimeout(timer);
  }, [state.step]);

  const revealing = state.step === 'reveal' && state.shown < state.cards.length;
  useEffect(() => {
    if (!revealing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'turnNext' }), TURN_MS);
    return () => window.clearTimeout(timer);
  });

  const start = () => {
    localStore.set(REVERSALS_KEY, reversals ? 'on' : 'off');
    dispatch({
      type: 'shuffle',
      deck: shuffleDeck(cryptoRandomInt, { reversalChance: reversals ? REVERSAL_CHANCE : 0 }),
    });
  };
  const read = () => {
    if (state.step !== 'reveal') return;
    void navigate(`${PAGES.reading}${readingSearch(spread.id, state.cards, question)}`, { replace: true });
  };

  const drawnCards =
    state.step === 'pick'
      ? state.picked.map((index) => state.deck[index]!)
      : state.step === 'reveal'
        ? state.cards
        : [];

  return (
    <div className={styles.page} style={look}>
      <PageHeader title={t(`${spread.id}.name`)} />
      {state.step === 'ask' && (
        <section className={styles.panel}>
          <p className={styles.purpose}>{t(`${spread.id}.purpose`)}</p>
          <DrawnSpread spread={spread} cards={[]} shown={0} texts={texts} maxHeight="40dvh" />
          <SpreadPositions spread={spread} />
          <label className={styles.label} htmlFor="tarot-question">
            {t('tarot:draw.questionLabel')}
          </label>
          <TextArea
            id="tarot-question"
            className={styles.question}
            placeholder={t('tarot:draw.questionPlaceholder')}
            value={question}
            onChange={setQuestion}
            maxLength={QUESTION_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
          <div className={styles.setting}>
            <span>
              {t('tarot:draw.reversals')}
              <small>{t('tarot:draw.reversalsHint')}</small>
            </span>
            <Switch checked={reversals} onChange={setReversals} aria-label={t('tarot:draw.reversals')} />
          </div>
          <div className={styles.startBar}>
            <Button block color="primary" shape="rounded" size="large" onClick={start}>
              {t('tarot:draw.start')}
            </Button>
          </div>
        </section>
      )}
      {state.step === 'shuffle' && (
        <section className={styles.stage} aria-live="polite">
          <ShuffleAnimation />
          <p className={styles.prompt}>{t('tarot:draw.shuffling')}</p>
        </section>
      )}
      {state.step === 'cut' && (
        <section className={styles.stage}>
          <p className={styles.prompt}>{t('tarot:draw.cutPrompt')}</p>
          <CutPiles onCut={(pile) => dispatch({ type: 'cut', pile })} />
        </section>
      )}
      {(state.step === 'pick' || state.step === 'reveal') && (
        <section className={styles.stage}>
          <DrawnSpread
            spread={spread}
            cards={drawnCards}
            shown={state.step === 'reveal' ? state.shown : 0}
            texts={texts}
            maxHeight={state.step === 'pick' ? '46dvh' : '62dvh'}
          />
          {state.step === 'pick' ? (
            <>
              <p className={styles.prompt} aria-live="polite">
                {t('tarot:draw.pickPrompt', { count: needed })}
                <strong>{t('tarot:draw.picked', { picked: state.picked.length, count: needed })}</strong>
              </p>
              <CardFan
                size={state.deck.length}
                picked={state.picked}
                onPick={(index) => dispatch({ type: 'pick', index })}
              />
            </>
          ) : (
            <div className={styles.actions}>
              <Button block color="primary" shape="rounded" size="large" disabled={revealing} onClick={read}>
                {t('tarot:draw.read')}
              </Button>
              <Button block fill="none" className={styles.again} onClick={() => dispatch({ type: 'restart' })}>
                {t('tarot:draw.again')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
