/**
 * Points: a sparkle in a ring. Not a coin with a currency sign — points have no cash value
 * (decision 0025). Sized and coloured like the antd-mobile icons beside it (1em, currentColor).
 */
export function PointsIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3.2" />
      <path
        d="M24 11.5c1 6.6 5.9 11.5 12.5 12.5-6.6 1-11.5 5.9-12.5 12.5-1-6.6-5.9-11.5-12.5-12.5 6.6-1 11.5-5.9 12.5-12.5Z"
        fill="currentColor"
      />
    </svg>
  );
}
