import { describe, expect, it } from 'vitest';
import { feedbackProblem } from './feedback-form';

const draft = { content: '卡牌翻转太慢了', contact: '', mobile: '' };

describe('the feedback form', () => {
  it('needs a message of at most 500 characters', () => {
    expect(feedbackProblem({ ...draft, content: '  ' })).toBe('validation.contentRequired');
    expect(feedbackProblem({ ...draft, content: 'x'.repeat(501) })).toBe('validation.contentTooLong');
    expect(feedbackProblem({ ...draft, content: ` ${'x'.repeat(500)} ` })).toBeNull();
  });

  it('takes an optional mainland phone number and a short contact', () => {
    expect(feedbackProblem({ ...draft, mobile: '1380013800' })).toBe('validation.mobile');
    expect(feedbackProblem({ ...draft, mobile: '23800138000' })).toBe('validation.mobile');
    expect(feedbackProblem({ ...draft, mobile: '13800138000' })).toBeNull();
    expect(feedbackProblem({ ...draft, contact: 'c'.repeat(51) })).toBe('validation.contactTooLong');
    expect(feedbackProblem({ ...draft, contact: 'wechat: tarot' })).toBeNull();
  });
});
