import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface FilterTabsProps<Key extends string> {
  readonly keys: readonly Key[];
  readonly active: Key;
  readonly onChange: (key: Key) => void;
}

/** The status filter over an admin list (all / open / replied, all / draft / published). */
export function FilterTabs<Key extends string>({ keys, active, onChange }: FilterTabsProps<Key>) {
  const { t } = useTranslation('admin');
  return (
    <CapsuleTabs activeKey={active} onChange={(key) => onChange(key as Key)}>
      {keys.map((key) => (
        <CapsuleTabs.Tab key={key} title={t(`filters.${key}`)} />
      ))}
    </CapsuleTabs>
  );
}
