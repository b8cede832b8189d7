import type { ComponentType } from 'react';
import { Badge, List } from 'antd-mobile';
import {
  AppstoreOutline,
  BellOutline,
  FileOutline,
  GiftOutline,
  InformationCircleOutline,
  MessageOutline,
  SetOutline,
  StarOutline,
  UpCircleOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unreadPushCount } from '../../shared/push/push-stores';
import { PointsIcon } from '../../shared/ui/points-icon';
import type { MenuItem } from './menu';
import styles from './menu-list.module.css';

const ICONS: Record<string, ComponentType<{ className?: string }>> = {
  points: PointsIcon,
  invite: UserAddOutline,
  inbox: BellOutline,
  articles: FileOutline,
  rate: StarOutline,
  feedback: MessageOutline,
  settings: SetOutline,
  checkUpdate: UpCircleOutline,
  about: InformationCircleOutline,
  admin: AppstoreOutline,
};

interface MenuListProps {
  readonly items: readonly MenuItem[];
  readonly onCheckUpdate: () => void;
  readonly checkingUpdate: boolean;
}

/** The rest of the menu as cards of lists, one per group. */
export function MenuList({ items, onCheckUpdate, checkingUpdate }: MenuListProps) {
  const { t } = useTranslation('ucenter');
  const navigate = useNavigate();
  const groups = [...new Set(items.map((item) => item.group))];
  const unread = unreadPushCount.use();

  const activate = (item: MenuItem) => {
    if (item.action.kind === 'open') void navigate(item.action.path);
    else if (item.action.kind === 'check-update') onCheckUpdate();
  };
  return (
    <>
      {groups.map((group) => (
        <List key={group} mode="card" className={styles.list}>
          {items
            .filter((item) => item.group === group)
            .map((item) => {
              const Icon = ICONS[item.key] ?? GiftOutline;
              return (
                <List.Item
                  key={item.key}
                  prefix={<Icon className={styles.icon} />}
                  description={item.key === 'invite' ? t('menu.inviteHint') : undefined}
                  extra={item.key === 'inbox' && unread > 0 ? <Badge content={unread} /> : undefined}
                  disabled={item.action.kind === 'check-update' && checkingUpdate}
                  onClick={() => activate(item)}
                >
                  {t(`menu.${item.key}`)}
                </List.Item>
              );
            })}
        </List>
      ))}
    </>
  );
}
