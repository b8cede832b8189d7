import { useState } from 'react';
import { CheckList, List, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n/setup';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/languages';
import { trackEvent } from '../../shared/usage/track';
import { toast } from '../../shared/ui/toast';
import styles from './settings-page.module.css';

export function LanguageItem() {
  const { t, i18n } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const current = isLanguage(i18n.language) ? i18n.language : 'zh-Hans';

  const choose = async (value: string | undefined) => {
    setOpen(false);
    if (!isLanguage(value) || value === current) return;
    try {
      await changeLanguage(value);
      trackEvent('language-changed', { to: value });
    } catch {
      toast.show({ content: t('errors:network'), duration: 2000 });
    }
  };

  return (
    <>
      <List.Item extra={LANGUAGE_NAMES[current]} onClick={() => setOpen(true)} arrowIcon>
        {t('changeLanguage')}
      </List.Item>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
      >
        <h2 className={styles.sheetTitle}>{t('changeLanguage')}</h2>
        <CheckList value={[current]} onChange={(values) => void choose(values[0] as string | undefined)}>
          {LANGUAGES.map((language) => (
            <CheckList.Item key={language} value={language}>
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </>
  );
}
