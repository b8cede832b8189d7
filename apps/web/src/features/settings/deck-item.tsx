import { useState } from 'react';
import { CheckList, List, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DECK_IDS, type DeckId } from '@tarot/contract/decks';
import { findCard } from '@tarot/core/tarot/deck';
import { showError } from '../../shared/api/show-error';
import { CardFace } from '../../shared/cards/card-face';
import { useDeck } from '../../shared/cards/deck-choice';
import { chooseDeck } from '../../shared/preferences/deck-sync';
import { trackEvent } from '../../shared/usage/track';
import styles from './settings-page.module.css';

/** The Star shows what each deck looks like. */
const SAMPLE = findCard('major-17')!;

/** Which deck every card face is drawn from: kept on this device, and on the account when signed in. */
export function DeckItem() {
  const { t } = useTranslation('settings');
  const deck = useDeck();
  const [open, setOpen] = useState(false);

  const choose = (value: DeckId) => {
    setOpen(false);
    if (value === deck) return;
    trackEvent('deck-changed', { to: value });
    chooseDeck(value).catch(showError);
  };

  return (
    <>
      <List.Item extra={t(`decks.${deck}`)} onClick={() => setOpen(true)} arrowIcon>
        {t('deck')}
      </List.Item>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
      >
        <h2 className={styles.sheetTitle}>{t('deck')}</h2>
        <CheckList value={[deck]} onChange={(values) => values[0] && choose(values[0] as DeckId)}>
          {DECK_IDS.map((id) => (
            <CheckList.Item key={id} value={id}>
              <span className={styles.deckOption}>
                <span className={styles.deckSample}>
                  <CardFace card={SAMPLE} name={t(`decks.${id}`)} deck={id} sizes="56px" />
                </span>
                {t(`decks.${id}`)}
              </span>
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </>
  );
}
