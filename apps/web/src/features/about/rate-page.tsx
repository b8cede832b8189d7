import { useState } from 'react';
import { Button, List, Rate, Result, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rateApp, RATING_RULES } from '@tarot/contract/ratings';
import { call } from '../../shared/api/call';
import { showError } from '../../shared/api/show-error';
import { toast } from '../../shared/ui/toast';
import styles from './rate-page.module.css';

/** Rate the app: one to five stars and a comment, then a thank-you. */
export default function RatePage() {
  const { t } = useTranslation(['about', 'errors']);
  const navigate = useNavigate();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);

  const submit = async () => {
    if (sending) return;
    if (stars < RATING_RULES.starsMin) return void toast.show({ content: t('rating.chooseStars') });
    setSending(true);
    try {
      await call(rateApp, { body: { stars, comment: comment.trim() } });
      setThanked(true);
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  if (thanked) {
    return (
      <Result
        status="success"
        title={t('rating.thanks')}
        description={
          <Button color="primary" fill="none" onClick={() => void navigate(-1)}>
            {t('rating.back')}
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.stars}>
        <h2>{t('rating.question')}</h2>
        <Rate value={stars} onChange={setStars} style={{ '--star-size': '36px' }} aria-label={t('rating.stars')} />
        <p className={styles.level} aria-live="polite">
          {stars > 0 ? t(`rating.levels.${stars}`) : t('rating.tapToRate')}
        </p>
      </section>
      <List mode="card" header={<label htmlFor="rating-comment">{t('rating.comment')}</label>}>
        <List.Item>
          <TextArea
            id="rating-comment"
            value={comment}
            onChange={setComment}
            placeholder={t('rating.commentPlaceholder')}
            maxLength={RATING_RULES.commentMax}
            rows={4}
            showCount
          />
        </List.Item>
      </List>
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void submit()}>
          {t('rating.submit')}
        </Button>
      </div>
    </div>
  );
}
