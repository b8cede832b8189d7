import type { FeedbackPage, SendFeedbackBody } from '@tarot/contract/feedback';
import { apiRequest } from '../../shared/api/http';

export const FEEDBACK_PAGE_SIZE = 20;

export const feedbackApi = {
  send: (body: SendFeedbackBody) => apiRequest<{ id: string }>('POST', '/api/feedback', body),
  mine: (page: number) =>
    apiRequest<FeedbackPage>('GET', `/api/feedback/mine?page=${page}&pageSize=${FEEDBACK_PAGE_SIZE}`),
};
