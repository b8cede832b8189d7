import { useState } from 'react';
import { List, Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Person } from '@tarot/core/calendar/ze-day';
import { ZODIAC_NAMES } from '@tarot/core/calendar/zodiac';
import { CYCLE_GLOSSARY } from '@tarot/core/glossary/cycle-glossary';
import { useTerm } from '../../../shared/i18n/use-term';

interface ZodiacPickerProps {
  /** Whose 生肖: the user's, or the partner's for a marriage. */
  readonly person: Person;
  readonly value: string | null;
  /** The 生肖 the search uses when none is chosen: the member's chart's. */
  readonly fallback?: string | null;
  readonly onChange: (zodiac: string | null) => void;
}

const ANYONE = '';

const LABELS: Record<Person, { readonly title: string; readonly hint: string }> = {
  self: { title: 'zeDay.zodiac', hint: 'zeDay.zodiacHint' },
  partner: { title: 'zeDay.partnerZodiac', hint: 'zeDay.partnerZodiacHint' },
};

/** A 生肖 (optional; by default the chart's, if one is in use): days that clash with it are set aside, with the reason. */
export function ZodiacPicker({ person, value, fallback = null, onChange }: ZodiacPickerProps) {
  const { t } = useTranslation('almanac');
  const [open, setOpen] = useState(false);
  const { title, hint } = LABELS[person];
  const { term } = useTerm(CYCLE_GLOSSARY);
  const name = (zodiac: string) => term('zodiac', zodiac);
  const unchosen = fallback ? t('zeDay.zodiacOfChart', { zodiac: name(fallback) }) : t('zeDay.anyZodiac');
  const columns = [
    [{ label: unchosen, value: ANYONE }, ...ZODIAC_NAMES.map((zodiac) => ({ label: name(zodiac), value: zodiac }))],
  ];
  return (
    <>
      <List.Item description={t(hint)} extra={value ? name(value) : unchosen} onClick={() => setOpen(true)} clickable>
        {t(title)}
      </List.Item>
      <Picker
        visible={open}
        onClose={() => setOpen(false)}
        title={t(title)}
        columns={columns}
        value={[value ?? ANYONE]}
        onConfirm={([picked]) => onChange(typeof picked === 'string' && picked !== ANYONE ? picked : null)}
        cancelText={t('common:actions.cancel')}
        confirmText={t('common:actions.ok')}
      />
    </>
  );
}
