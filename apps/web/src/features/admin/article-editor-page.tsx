import { useId, useState } from 'react';
import { Button, Input, List, Selector, Tabs, Tag, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdminArticle } from '@tarot/contract/admin';
import { ADDRESS_MAX, ARTICLE_LIMITS } from '@tarot/contract/admin-rules';
import { ARTICLE_CATEGORIES } from '@tarot/contract/article-rules';
import { queryClient } from '../../shared/api/query-client';
import { useAction } from '../../shared/api/use-action';
import { pageLink } from '../../shared/config/paths';
import { AdminGate } from './admin-gate';
import { adminApi } from './admin-api';
import {
  bodyFrom,
  draftFrom,
  draftProblems,
  EDITOR_LANGUAGES,
  type ArticleDraft,
  type EditorLanguage,
} from './article-form';
import { adminKeys, refreshAdminLists } from './admin-queries';
import { toast } from '../../shared/ui/toast';
import styles from './article-editor-page.module.css';

/** `/pages/admin/articles/edit?id=`: writes a new article (no id) or edits one, zh-Hans and English. */
export default function ArticleEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const article = useQuery(
    { queryKey: adminKeys.article(id), queryFn: () => adminApi.article(id!), enabled: !!id, staleTime: 0 },
    queryClient,
  );
  return (
    <AdminGate pending={!!id && article.isPending} error={article.error} onRetry={() => void article.refetch()}>
      {/* Keyed by the article, so the form starts from what the server holds and keeps edits after that. */}
      <ArticleEditor key={article.data?.id ?? 'new'} article={article.data} />
    </AdminGate>
  );
}

function ArticleEditor({ article }: { article: AdminArticle | undefined }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ArticleDraft>(() => draftFrom(article));
  const [language, setLanguage] = useState<EditorLanguage>('zh-Hans');
  // antd-mobile's TextArea puts an id, not aria attributes, on the textarea itself: label it by id.
  const summaryId = useId();
  const bodyId = useId();
  const save = useAction(adminApi.saveArticle);
  const publish = useAction(adminApi.publishArticle);
  const busy = save.busy || publish.busy;

  const setText = (field: 'title' | 'summary' | 'body', value: string) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } },
    }));

  const submit = async () => {
    const problems = draftProblems(draft);
    if (problems.length > 0) {
      if (problems.includes('enPartial') && problems.length === 1) setLanguage('en');
      else if (problems.some((problem) => problem.startsWith('zh'))) setLanguage('zh-Hans');
      toast.show({ content: problems.map((problem) => t(`editor.problems.${problem}`)).join(' ') });
      return;
    }
    const saved = await save.run(article?.id, bodyFrom(draft));
    if (!saved) return;
    toast.show({ icon: 'success', content: t('editor.saved') });
    await refreshAdminLists();
    if (!article) void navigate(pageLink('adminArticleEditor', { id: saved.id }), { replace: true });
  };

  const togglePublished = async () => {
    if (!article) return;
    const changed = await publish.run(article.id, article.status !== 'published');
    if (!changed) return;
    toast.show({
      icon: 'success',
      content: t(changed.status === 'published' ? 'editor.published' : 'editor.unpublished'),
    });
    await refreshAdminLists();
  };

  const text = draft.texts[language];
  return (
    <div className={styles.page}>
      <div className={styles.status}>
        <Tag color={article?.status === 'published' ? 'success' : 'default'}>
          {t(`filters.${article?.status ?? 'draft'}`)}
        </Tag>
        <span>{article ? t('editor.editing') : t('editor.creating')}</span>
      </div>
      <List mode="card">
        <List.Item title={t('editor.slug')} description={t('editor.slugHint')}>
          <Input
            aria-label={t('editor.slug')}
            value={draft.slug}
            onChange={(slug) => setDraft((current) => ({ ...current, slug }))}
            placeholder="the-fool-journey"
            maxLength={ARTICLE_LIMITS.slug}
            autoComplete="off"
          />
        </List.Item>
        <List.Item title={t('editor.category')}>
          <Selector
            columns={3}
            options={ARTICLE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            value={[draft.category]}
            onChange={([category]) => category && setDraft((current) => ({ ...current, category }))}
          />
        </List.Item>
        <List.Item title={t('editor.cover')} description={t('editor.coverHint')}>
          <Input
            aria-label={t('editor.cover')}
            value={draft.cover}
            onChange={(cover) => setDraft((current) => ({ ...current, cover }))}
            placeholder="/tarot/…"
            maxLength={ADDRESS_MAX}
          />
        </List.Item>
      </List>

      <Tabs activeKey={language} onChange={(key) => setLanguage(key as EditorLanguage)} className={styles.tabs}>
        {EDITOR_LANGUAGES.map((key) => (
          <Tabs.Tab key={key} title={t(`editor.languages.${key}`)} />
        ))}
      </Tabs>
      <List mode="card">
        <List.Item title={t('editor.title')}>
          <Input
            aria-label={t('editor.title')}
            value={text.title}
            onChange={(value) => setText('title', value)}
            maxLength={ARTICLE_LIMITS.title}
          />
        </List.Item>
        <List.Item title={<label htmlFor={summaryId}>{t('editor.summary')}</label>}>
          <TextArea
            id={summaryId}
            value={text.summary}
            onChange={(value) => setText('summary', value)}
            maxLength={ARTICLE_LIMITS.summary}
            autoSize
          />
        </List.Item>
        <List.Item title={<label htmlFor={bodyId}>{t('editor.body')}</label>} description={t('editor.bodyHint')}>
          <TextArea
            id={bodyId}
            value={text.body}
            onChange={(value) => setText('body', value)}
            maxLength={ARTICLE_LIMITS.body}
            autoSize={{ minRows: 8, maxRows: 24 }}
          />
        </List.Item>
      </List>
      {language === 'en' && <p className={styles.hint}>{t('editor.englishOptional')}</p>}

      <div className={styles.bar}>
        {article && (
          <Button
            block
            fill="outline"
            color="primary"
            disabled={busy}
            loading={publish.busy}
            onClick={() => void togglePublished()}
          >
            {article.status === 'published' ? t('editor.unpublish') : t('editor.publish')}
          </Button>
        )}
        <Button block color="primary" disabled={busy} loading={save.busy} onClick={() => void submit()}>
          {t('editor.save')}
        </Button>
      </div>
    </div>
  );
}
