import { useState } from 'react';
import { List } from 'antd-mobile';
import type { PickerColumn } from 'antd-mobile/es/components/picker';
import { useTranslation } from 'react-i18next';
import { lunarDayName, lunarMonthName } from '@tarot/core/glossary/lunar-calendar';
import { isTermLanguage, type TermLanguage } from '@tarot/core/glossary/renderings';
import { pickerYears } from './picker-bounds';
import { useFormCalendar, type FormCalendar } from './use-form-calendar';
import { usePickerSheets } from './use-picker-sheets';

export interface BirthDate {
  readonly year: number;
  /** Lunar: negative for the leap month. */
  readonly month: number;
  readonly day: number;
}

interface BirthDateFieldProps {
  readonly calendar: 'solar' | 'lunar';
  readonly value: BirthDate;
  readonly onChange: (value: BirthDate) => void;
}

const { min, max } = pickerYears();
const NAMES_FIT: readonly TermLanguage[] = ['zh-Hans', 'zh-Hant', 'ja', 'ko'];
const years = Array.from({ length: max - min + 1 }, (_, index) => min + index);

/**
 * The birth date in the chosen calendar. The solar picker clamps the day to the month
 * itself; the lunar columns follow the chosen year's months (leap month included) and
 * the chosen month's length, so no impossible date can be picked.
 */
export function BirthDateField({ calendar, value, onChange }: BirthDateFieldProps) {
  const { t, i18n } = useTranslation('bazi');
  const [open, setOpen] = useState(false);
  const { module: sheets, load } = usePickerSheets();
  // The library names months and days in Chinese ('闰四月', '廿三'); the reader sees their own.
  const lang = isTermLanguage(i18n.language) ? i18n.language : 'zh-Hans';
  const monthName = (name: string) => lunarMonthName(lang, name) ?? name;
  const dayName = (name: string) => lunarDayName(lang, name) ?? name;
  // Lunar dates need the calendar library; until it arrives the lunar date says it is loading.
  const library = useFormCalendar();
  const lunarColumns =
    (lunar: FormCalendar) =>
    (picked: (string | number | null)[]): PickerColumn[] => {
      const year = Number(picked[0] ?? value.year);
      const months = lunar.lunarMonthsOf(year);
      const month = months.find((m) => m.month === Number(picked[1])) ?? months[0]!;
      return [
        years.map((y) => ({ label: t('form.yearLabel', { year: y }), value: y })),
        // A picker column is a third of the screen: Chinese, Japanese and Korean names fit
        // (四月, 4月, 4월); elsewhere the month's number does, not its full name.
        months.map((m) => ({
          label: NAMES_FIT.includes(lang)
            ? monthName(m.name)
            : t(m.month < 0 ? 'form.lunarLeapMonthOption' : 'form.lunarMonthOption', { month: Math.abs(m.month) }),
          value: m.month,
        })),
        lunar.LUNAR_DAY_NAMES.slice(0, month.dayCount).map((name, index) => ({
          label: dayName(name),
          value: index + 1,
        })),
      ];
    };
  const label =
    calendar === 'solar'
      ? t('form.solarDateValue', { year: value.year, month: value.month, day: value.day })
      : library
        ? t('form.lunarDateValue', {
            year: value.year,
            month: monthName(library.lunarMonthsOf(value.year).find((m) => m.month === value.month)?.name ?? ''),
            day: dayName(library.LUNAR_DAY_NAMES[value.day - 1] ?? ''),
          })
        : t('form.calendarLoading');

  return (
    <>
      <List.Item
        extra={label}
        onClick={() => {
          load();
          setOpen(calendar === 'solar' || library !== null);
        }}
        clickable
      >
        {t('form.birthDate')}
      </List.Item>
      {!sheets ? null : calendar === 'solar' ? (
        <sheets.DatePicker
          visible={open}
          onClose={() => setOpen(false)}
          title={t('form.birthDate')}
          min={new Date(min, 0, 1)}
          max={new Date(max, 11, 31)}
          value={new Date(value.year, value.month - 1, value.day)}
          onConfirm={(date) => onChange({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() })}
          cancelText={t('common:actions.cancel')}
          confirmText={t('common:actions.ok')}
        />
      ) : (
        library && (
          <sheets.Picker
            visible={open}
            onClose={() => setOpen(false)}
            title={t('form.birthDate')}
            columns={lunarColumns(library)}
            value={[value.year, value.month, value.day]}
            onConfirm={(picked) => {
              const [year, month, day] = picked.map(Number) as [number, number, number];
              const dayCount = library.lunarMonthsOf(year).find((m) => m.month === month)?.dayCount ?? 29;
              onChange({ year, month, day: Math.min(day, dayCount) });
            }}
            cancelText={t('common:actions.cancel')}
            confirmText={t('common:actions.ok')}
          />
        )
      )}
    </>
  );
}
