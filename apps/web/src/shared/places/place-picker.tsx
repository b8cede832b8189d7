import { useDeferredValue, useState } from 'react';
import { List, Popup, SearchBar } from 'antd-mobile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLACE_SEARCH_LIMIT, searchPlaces } from '@tarot/contract/places';
import { UI_LANGUAGES, type UiLanguage } from '@tarot/contract/preferences';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { pickedPlaceOf, type PickedPlace } from './picked-place';
import { recentPlaces, rememberPlace } from './recent-places';
import styles from './place-picker.module.css';

interface PlacePickerProps {
  readonly visible: boolean;
  readonly onClose: () => void;
  readonly onPick: (place: PickedPlace) => void;
}

const uiLanguage = (language: string): UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : 'en';

/** The zone's offset now, so people see which clock the place keeps: “UTC+1”. */
function zoneNote(zone: string, language: string): string {
  try {
    const part = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((item) => item.type === 'timeZoneName');
    return part ? `${zone} · ${part.value}` : zone;
  } catch {
    return zone;
  }
}

/**
 * A birthplace anywhere in the world: the server's gazetteer searched as the user types (in
 * Chinese, English or the city's own name), with the places picked before on this device listed
 * first, so they can be picked again offline. Answers the place's name, coordinates and zone.
 */
export default function PlacePicker({ visible, onClose, onPick }: PlacePickerProps) {
  const { t, i18n } = useTranslation();
  const lang = uiLanguage(i18n.language);
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const results = useQuery(
    {
      queryKey: ['places', lang, query],
      queryFn: async () => (await call(searchPlaces, { query: { q: query, lang } })).items,
      enabled: query !== '',
      staleTime: Infinity,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const pick = (place: PickedPlace) => {
    rememberPlace(place);
    onPick(place);
    onClose();
  };
  const recent = recentPlaces();
  const found = query ? (results.data ?? []).slice(0, PLACE_SEARCH_LIMIT) : [];

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.title}>{t('places.title')}</h2>
      <SearchBar
        value={text}
        onChange={setText}
        placeholder={t('places.placeholder')}
        aria-label={t('places.placeholder')}
      />
      <div className={styles.results}>
        {query && results.isError && <p className={styles.note}>{t('places.offline')}</p>}
        {query && results.isSuccess && found.length === 0 && <p className={styles.note}>{t('places.none')}</p>}
        {found.length > 0 && (
          <List>
            {found.map((place) => {
              const picked = pickedPlaceOf(place, lang);
              return (
                <List.Item
                  key={place.id}
                  description={zoneNote(place.timeZone, lang)}
                  onClick={() => pick(picked)}
                  clickable
                >
                  {picked.name}
                </List.Item>
              );
            })}
          </List>
        )}
        {recent.length > 0 && (
          <List header={t('places.recent')}>
            {recent.map((place) => (
              <List.Item
                key={place.id}
                description={zoneNote(place.timeZone, lang)}
                onClick={() => pick(place)}
                clickable
              >
                {place.name}
              </List.Item>
            ))}
          </List>
        )}
        {!query && recent.length === 0 && <p className={styles.note}>{t('places.hint')}</p>}
      </div>
    </Popup>
  );
}
