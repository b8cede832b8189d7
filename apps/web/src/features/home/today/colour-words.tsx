import { useTranslation } from 'react-i18next';

/**
 * Colour ids (core's English words) in the reader's language, with the element they belong to
 * when given. The names are the almanac's texts: the caller waits for them in a Suspense.
 */
export function ColourWords({ ids, element }: { readonly ids: readonly string[]; readonly element?: string }) {
  const { t } = useTranslation(['almanac', 'home']);
  const colours = ids.map((id) => t(`colour.names.${id}`, { defaultValue: id })).join(t('home:today.day.separator'));
  return <>{element ? t('home:today.colour.words', { colours, element }) : colours}</>;
}
