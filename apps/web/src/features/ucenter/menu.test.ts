import { describe, expect, it } from 'vitest';
import { canSee, MENU_ITEMS, viewerOf, visibleMenuItems } from './menu';

const keysFor = (viewer: Parameters<typeof visibleMenuItems>[1]) =>
  visibleMenuItems(MENU_ITEMS, viewer).map((item) => item.key);

describe('who sees which Mine menu item', () => {
  it('shows visitors the public items only', () => {
    expect(keysFor('visitor')).toEqual([
      'checkIn',
      'adCheckIn',
      'articles',
      'rate',
      'feedback',
      'settings',
      'checkUpdate',
      'about',
    ]);
  });

  it('adds points, invitations and the inbox for members, but not the admin console', () => {
    const keys = keysFor('member');
    expect(keys).toContain('points');
    expect(keys).toContain('invite');
    expect(keys).toContain('inbox');
    expect(keys).not.toContain('admin');
    expect(keys).toHaveLength(11);
  });

  it('shows administrators everything, in the spec’s order', () => {
    expect(keysFor('admin')).toEqual(MENU_ITEMS.map((item) => item.key));
    expect(keysFor('admin').at(-1)).toBe('admin');
  });

  it.each([
    ['everyone', 'visitor', true],
    ['members', 'visitor', false],
    ['members', 'member', true],
    ['members', 'admin', true],
    ['admins', 'member', false],
    ['admins', 'visitor', false],
    ['admins', 'admin', true],
  ] as const)('%s is visible to a %s: %s', (visibility, viewer, visible) => {
    expect(canSee(visibility, viewer)).toBe(visible);
  });

  it('knows the viewer from the sign-in state and the roles', () => {
    expect(viewerOf(false, ['admin'])).toBe('visitor');
    expect(viewerOf(true, undefined)).toBe('member');
    expect(viewerOf(true, ['user'])).toBe('member');
    expect(viewerOf(true, ['admin'])).toBe('admin');
  });
});
