/** Do Not Track or Global Privacy Control: the visitor asked not to be counted, so nothing is sent. */
export function optedOut(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const window_ = globalThis as { doNotTrack?: string };
  return (
    signals.globalPrivacyControl === true ||
    [signals.doNotTrack, signals.msDoNotTrack, window_.doNotTrack].some((value) => value === '1' || value === 'yes')
  );
}
