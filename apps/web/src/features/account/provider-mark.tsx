import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import styles from './third-party-logins.module.css';

/** Short brand marks drawn in each provider's colour; decorative, the name is written beside. */
const MARKS: Record<ThirdPartyProvider, string> = { weixin: '微', apple: 'A', qq: 'QQ', xiaomi: 'mi' };

export function ProviderMark({ provider, small = false }: { provider: ThirdPartyProvider; small?: boolean }) {
  return (
    <span className={`${styles.badge} ${small ? styles.small : ''} ${styles[provider]}`} aria-hidden="true">
      {MARKS[provider]}
    </span>
  );
}
