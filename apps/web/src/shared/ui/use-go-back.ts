import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '../config/paths';

/** react-router keeps the position in the history stack in `history.state.idx`. */
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/** Back as the spec wants it: with one page on the stack (a deep link, a reload) go home. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(PAGES.home, { replace: true });
  }, [navigate]);
}
