import { listMyFeedback, sendFeedback, type SendFeedbackBody } from '@tarot/contract/feedback';
import { call } from '../../shared/api/call';
import { tokenStore } from '../../shared/auth/token-store';

export const FEEDBACK_PAGE_SIZE = 20;

/** The member's own feedback, keyed by the token so the next member on this device never sees it. */
export const myFeedbackKey = () => ['feedback', 'mine', tokenStore.current()] as const;

export const feedbackApi = {
  send: (body: SendFeedbackBody) => call(sendFeedback, { body }),
  mine: (page: number, cursor?: string) =>
    call(listMyFeedback, { query: { page, pageSize: FEEDBACK_PAGE_SIZE, cursor } }),
};
