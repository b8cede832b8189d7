import { setDefaultConfig } from 'antd-mobile';
import type { Locale } from 'antd-mobile/es/locales/base';

/**
 * Sets the default config rather than wrapping the tree in a ConfigProvider: imperative
 * `Dialog`/`Toast` render outside the tree and read only the default.
 */
export function setComponentLocale(locale: Locale): void {
  setDefaultConfig({ locale });
}
