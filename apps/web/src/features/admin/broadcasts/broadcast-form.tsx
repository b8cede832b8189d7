import { useState } from 'react';
import { Button, Dialog, Input, List, Selector, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BROADCAST_RULES } from '@tarot/contract/broadcasts';
import { useAction } from '../../../shared/api/use-action';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/languages';
import { broadcastApi } from './broadcast-api';
import { bodyFrom, draftProblems, EMPTY_DRAFT, type BroadcastDraft } from './broadcast-draft';
import { toast } from '../../../shared/ui/toast';
import styles from './broadcasts-page.module.css';

/** Writes a broadcast and, once confirmed, hands it to the server to send. */
export function BroadcastForm({ onSent }: { readonly onSent: () => void }) {
  const { t } = useTranslation('broadcast');
  const [draft, setDraft] = useState<BroadcastDraft>(EMPTY_DRAFT);
  // Problems show once the administrator has tried to send, not while they type.
  const [tried, setTried] = useState(false);
  const { run, busy } = useAction(broadcastApi.send);
  const problems = tried ? draftProblems(draft) : [];
  const edit = (change: Partial<BroadcastDraft>) => setDraft((current) => ({ ...current, ...change }));
  const audience = draft.language ? LANGUAGE_NAMES[draft.language] : t('form.everyone');

  const send = async () => {
    setTried(true);
    if (draftProblems(draft).length > 0) return;
    const confirmed = await Dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.text', { title: draft.title.trim(), audience }),
      confirmText: t('confirm.send'),
      cancelText: t('confirm.cancel'),
    });
    if (!confirmed) return;
    const created = await run(bodyFrom(draft));
    if (!created) return;
    toast.show({ icon: 'success', content: t('sent', { count: created.recipients }) });
    setDraft(EMPTY_DRAFT);
    setTried(false);
    onSent();
  };

  const error = (field: 'title' | 'body' | 'url') =>
    problems.includes(field) ? (
      <span className={styles.problem} role="alert">
        {t(`problems.${field}`)}
      </span>
    ) : undefined;
  // Laid out with List rather than antd's Form: this form keeps its own state, and Form
  // would add its field-store library (about 20 KB gzipped) to the page for nothing.
  return (
    <section className={styles.card}>
      <List header={t('form.heading')}>
        <List.Item title={t('form.title')} description={error('title')}>
          <Input
            aria-label={t('form.title')}
            value={draft.title}
            onChange={(title) => edit({ title })}
            maxLength={BROADCAST_RULES.titleMax}
            placeholder={t('form.titlePlaceholder')}
          />
        </List.Item>
        <List.Item title={t('form.body')} description={error('body')}>
          <TextArea
            aria-label={t('form.body')}
            value={draft.body}
            onChange={(body) => edit({ body })}
            maxLength={BROADCAST_RULES.bodyMax}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('form.bodyPlaceholder')}
          />
        </List.Item>
        <List.Item title={t('form.url')} description={error('url') ?? t('form.urlHint')}>
          <Input
            aria-label={t('form.url')}
            value={draft.url}
            onChange={(url) => edit({ url })}
            placeholder="#/jinripaizhen"
          />
        </List.Item>
        <List.Item title={t('form.audience')}>
          <Selector
            className={styles.audience}
            columns={3}
            value={[draft.language]}
            onChange={([language]) => edit({ language: language ?? '' })}
            options={[
              { label: t('form.everyone'), value: '' as const },
              ...LANGUAGES.map((language) => ({ label: LANGUAGE_NAMES[language], value: language })),
            ]}
          />
        </List.Item>
      </List>
      <div className={styles.send}>
        <Button block color="primary" loading={busy} onClick={() => void send()}>
          {t('form.send')}
        </Button>
      </div>
    </section>
  );
}
