import { useState } from 'react';
import { List, Popup, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ZE_DAY_EVENT_GROUPS } from '@tarot/core/calendar/ze-day-events';
import styles from './event-picker.module.css';

interface EventPickerProps {
  readonly value: string;
  readonly onChange: (event: string) => void;
}

/** The event as a form row; a tap opens core's grouped lists in a bottom sheet. */
export function EventPicker({ value, onChange }: EventPickerProps) {
  const { t } = useTranslation('almanac');
  const [open, setOpen] = useState(false);
  const label = (id: string) => t(`zeDay.events.${id}`, { defaultValue: id });
  return (
    <>
      <List.Item extra={<span className={styles.value}>{label(value)}</span>} onClick={() => setOpen(true)} clickable>
        {t('zeDay.event')}
      </List.Item>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
        showCloseButton
      >
        <h2 className={styles.title}>{t('zeDay.pickEvent')}</h2>
        {ZE_DAY_EVENT_GROUPS.map((group) => (
          <section key={group.group} className={styles.group}>
            <h3>{t(`zeDay.groups.${group.group}`, { defaultValue: group.group })}</h3>
            <Selector
              columns={3}
              showCheckMark={false}
              value={[value]}
              options={group.events.map((event) => ({ label: label(event.id), value: event.id }))}
              onChange={(picked) => {
                const [event] = picked;
                if (event) onChange(event);
                setOpen(false);
              }}
            />
          </section>
        ))}
      </Popup>
    </>
  );
}
