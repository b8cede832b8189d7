import { BROADCAST_RULES, isBroadcastLink, type BroadcastBody } from '@tarot/contract/broadcasts';
import type { UiLanguage } from '@tarot/contract/preferences';

export interface BroadcastDraft {
  title: string;
  body: string;
  url: string;
  /** Empty: every member. */
  language: UiLanguage | '';
}

export const EMPTY_DRAFT: BroadcastDraft = { title: '', body: '', url: '', language: '' };

/** What stops the draft from being sent, as keys of `broadcast:problems`; the server checks the same rules. */
export type DraftProblem = 'title' | 'body' | 'url';

export function draftProblems(draft: BroadcastDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const title = draft.title.trim();
  const body = draft.body.trim();
  if (!title || title.length > BROADCAST_RULES.titleMax) problems.push('title');
  if (!body || body.length > BROADCAST_RULES.bodyMax) problems.push('body');
  const url = draft.url.trim();
  if (url.length > BROADCAST_RULES.urlMax || !isBroadcastLink(url)) problems.push('url');
  return problems;
}

/** The request body: trimmed, with no language meaning everyone. */
export function bodyFrom(draft: BroadcastDraft): BroadcastBody {
  return {
    title: draft.title.trim(),
    body: draft.body.trim(),
    url: draft.url.trim(),
    ...(draft.language && { language: draft.language }),
  };
}
