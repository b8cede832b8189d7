import { useState } from 'react';
import { Button, Input, List, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX, BANNER_TITLE_MAX, isOwnPath, isSafeAddress } from '@tarot/contract/admin-rules';
import type { BannerResponse } from '@tarot/contract/banners';
import { useAction } from '../../shared/api/use-action';
import { adminApi } from './admin-api';
import { toast } from '../../shared/ui/toast';
import styles from './banners-page.module.css';

interface BannerPopupProps {
  /** The banner being edited, `'new'` for a new one, null when closed. */
  readonly banner: BannerResponse | 'new' | null;
  readonly nextSort: number;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/** Title, image address and link of one banner; new banners start as drafts at the end. */
export function BannerPopup({ banner, nextSort, onClose, onSaved }: BannerPopupProps) {
  const { t } = useTranslation(['admin', 'common']);
  const existing = banner !== 'new' && banner !== null ? banner : undefined;
  // The parent keys this popup by the banner, so each opens with that banner's values.
  const [title, setTitle] = useState(existing?.title ?? '');
  const [image, setImage] = useState(existing?.image ?? '');
  const [link, setLink] = useState(existing?.link ?? '');
  const { run, busy } = useAction(adminApi.saveBanner);
  const imageValid = isOwnPath(image.trim());
  const linkValid = link.trim() === '' || isSafeAddress(link.trim());

  const save = async () => {
    const body = { title: title.trim(), image: image.trim(), link: link.trim(), sort: existing?.sort ?? nextSort };
    if (!(await run(existing?.id, body))) return;
    toast.show({ icon: 'success', content: t('banners.saved') });
    onSaved();
  };

  return (
    <Popup visible={banner !== null} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.popupTitle}>{existing ? t('banners.edit') : t('banners.new')}</h2>
      <List mode="card">
        <List.Item title={t('banners.fields.title')}>
          <Input
            aria-label={t('banners.fields.title')}
            value={title}
            onChange={setTitle}
            maxLength={BANNER_TITLE_MAX}
          />
        </List.Item>
        <List.Item title={t('banners.fields.image')} description={t('banners.fields.imageHint')}>
          <Input
            aria-label={t('banners.fields.image')}
            value={image}
            onChange={setImage}
            placeholder="/tarot/…"
            maxLength={ADDRESS_MAX}
          />
          {image.trim() !== '' && !imageValid && <p className={styles.invalid}>{t('banners.fields.pathInvalid')}</p>}
        </List.Item>
        <List.Item title={t('banners.fields.link')} description={t('banners.fields.linkHint')}>
          <Input
            aria-label={t('banners.fields.link')}
            value={link}
            onChange={setLink}
            placeholder="/zhen"
            maxLength={ADDRESS_MAX}
          />
          {!linkValid && <p className={styles.invalid}>{t('banners.fields.addressInvalid')}</p>}
        </List.Item>
      </List>
      <div className={styles.popupActions}>
        <Button block onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!title.trim() || !imageValid || !linkValid}
          onClick={() => void save()}
        >
          {t('banners.save')}
        </Button>
      </div>
    </Popup>
  );
}
