import { listMyFeedback, sendFeedback, type SendFeedbackBody } from '@tarot/contract/feedback';
import { call } from '../../shared/api/call';

export const FEEDBACK_PAGE_SIZE = 20;

export const feedbackApi = {
  send: (body: SendFeedbackBody) => call(sendFeedback, { body }),
  mine: (page: number, cursor?: string) =>
    call(listMyFeedback, { query: { page, pageSize: FEEDBACK_PAGE_SIZE, cursor } }),
};
