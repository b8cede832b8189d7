import { useState } from 'react';
import { Button, Input, List, Result, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FEEDBACK_RULES } from '@tarot/contract/feedback';
import { loginAddress } from '../../shared/auth/login-page';
import { useSignedIn } from '../../shared/auth/token-store';
import { PAGES } from '../../shared/config/paths';
import { showError } from '../../shared/api/show-error';
import { feedbackApi } from './feedback-api';
import { feedbackProblem } from './feedback-form';
import { ImagePicker } from './image-picker';
import { useImageUploads } from './use-image-uploads';
import { MobileInput } from '../../shared/ui/digit-inputs';
import { toast } from '../../shared/ui/toast';
import styles from './feedback-page.module.css';
import { OfflineNotice } from '../../shared/offline/offline-notice';

/** Feedback (spec §2, §3): a message, up to nine images, contact and contact phone. */
export default function FeedbackPage() {
  const { t } = useTranslation(['feedback', 'errors']);
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const uploads = useImageUploads(FEEDBACK_RULES.imagesMax);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [mobile, setMobile] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    if (sending) return;
    const problem = feedbackProblem({ content, contact, mobile });
    if (problem) return void toast.show({ content: t(problem) });
    if (uploads.uploading) return void toast.show({ content: t('images.wait') });
    if (uploads.images.some((image) => image.status === 'failed')) {
      return void toast.show({ content: t('images.removeFailed') });
    }
    setSending(true);
    try {
      await feedbackApi.send({ content: content.trim(), images: uploads.fileIds, contact: contact.trim(), mobile });
      setContent('');
      setContact('');
      setMobile('');
      uploads.clear();
      if (signedIn) {
        toast.show({ icon: 'success', content: t('sent') });
        void navigate(PAGES.myFeedback);
      } else {
        setSent(true);
      }
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Result
        status="success"
        title={t('thanks')}
        description={
          <Button color="primary" fill="none" onClick={() => setSent(false)}>
            {t('sendAnother')}
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      {/* Sending needs the network: offline, say so before the form is filled in. */}
      <OfflineNotice kind="needed" />
      <List mode="card" header={<label htmlFor="feedback-content">{t('message')}</label>}>
        <List.Item>
          <TextArea
            id="feedback-content"
            value={content}
            onChange={setContent}
            placeholder={t('messagePlaceholder')}
            maxLength={FEEDBACK_RULES.contentMax}
            rows={5}
            showCount
          />
        </List.Item>
      </List>
      <List mode="card" header={t('images.title', { limit: FEEDBACK_RULES.imagesMax })}>
        <List.Item>
          {signedIn ? (
            <ImagePicker
              images={uploads.images}
              limit={FEEDBACK_RULES.imagesMax}
              onAdd={uploads.add}
              onRemove={uploads.remove}
            />
          ) : (
            <p className={styles.hint}>
              <Link to={loginAddress(PAGES.feedback)}>{t('images.signIn')}</Link>
            </p>
          )}
        </List.Item>
      </List>
      <List mode="card" header={t('contactTitle')}>
        <List.Item>
          <Input
            value={contact}
            onChange={setContact}
            placeholder={t('contactPlaceholder')}
            maxLength={FEEDBACK_RULES.contactMax}
            clearable
            aria-label={t('contact')}
          />
        </List.Item>
        <List.Item>
          <MobileInput placeholder={t('mobilePlaceholder')} label={t('mobile')} value={mobile} onChange={setMobile} />
        </List.Item>
      </List>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={sending}
          disabled={uploads.uploading}
          onClick={() => void submit()}
        >
          {t('submit')}
        </Button>
        {signedIn && (
          <Link className={styles.mine} to={PAGES.myFeedback}>
            {t('viewMine')}
          </Link>
        )}
      </div>
    </div>
  );
}
