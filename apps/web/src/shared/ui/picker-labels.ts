import i18next from 'i18next';

/**
 * What antd-mobile's picker wheels say to a screen reader, in the reader's language: the
 * library writes these labels in Chinese only (picker-view/wheel.js), so the build puts these
 * calls in their place (antd-picker-labels-plugin.ts). `common` is a first-screen namespace,
 * always loaded before a picker can open.
 */
export const pickerLabels = {
  current: (label: unknown) => i18next.t('common:picker.current', { label: String(label) }),
  none: () => i18next.t('common:picker.none'),
  previous: (label: unknown) => i18next.t('common:picker.previous', { label: String(label) }),
  noPrevious: () => i18next.t('common:picker.noPrevious'),
  next: (label: unknown) => i18next.t('common:picker.next', { label: String(label) }),
  noNext: () => i18next.t('common:picker.noNext'),
};
