import { describe, expect, it } from 'vitest';
import { messageRoute } from './message-route';

describe('the route a push message opens', () => {
  it.each([
    ['#/pages/ucenter/inbox/inbox', '/pages/ucenter/inbox/inbox'],
    ['/jinripaizhen', '/jinripaizhen'],
    ['zhen?x=1', '/zhen?x=1'],
  ])('%s → %s', (url, route) => {
    expect(messageRoute(url)).toBe(route);
  });
});
