import { useState } from 'react';
import { Button, Popup, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminFeedback } from '@tarot/contract/admin';
import { useAction } from '../../shared/api/use-action';
import { adminApi } from './admin-api';
import { toast } from '../../shared/ui/toast';
import styles from './feedback-page.module.css';

const REPLY_MAX = 1000;

interface ReplyPopupProps {
  readonly item: AdminFeedback | null;
  readonly onClose: () => void;
  readonly onReplied: () => void;
}

/** Writes (or rewrites) the answer to one feedback; the member sees it under "my feedback". */
export function ReplyPopup({ item, onClose, onReplied }: ReplyPopupProps) {
  const { t } = useTranslation(['admin', 'common']);
  // The parent keys this popup by the feedback, so each opens with that feedback's reply.
  const [text, setText] = useState(item?.reply ?? '');
  const { run, busy } = useAction(adminApi.reply);
  const send = async () => {
    if (!item) return;
    if (!(await run(item.id, text.trim()))) return;
    toast.show({ icon: 'success', content: t('feedback.replied') });
    onReplied();
  };
  return (
    <Popup visible={item !== null} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.popupTitle}>{t('feedback.replyTitle')}</h2>
      {item && <p className={styles.quote}>{item.content}</p>}
      <TextArea
        value={text}
        onChange={setText}
        placeholder={t('feedback.replyPlaceholder')}
        maxLength={REPLY_MAX}
        showCount
        autoSize={{ minRows: 4, maxRows: 8 }}
      />
      <div className={styles.popupActions}>
        <Button block onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button block color="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()}>
          {t('feedback.send')}
        </Button>
      </div>
    </Popup>
  );
}
