// @vitest-environment jsdom
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { pillarRelations } from '@tarot/core/calendar/bazi/relations';
import { testI18n } from '../../../shared/testing/i18n';
import { RelationMembers } from './relation-members';

beforeAll(() => testI18n);
afterEach(cleanup);
afterAll(() => i18next.changeLanguage('en'));

// 甲子 year against a 庚午 day: 甲庚 clash on the stems, 子午 on the branches.
const [stemClash, branchClash] = pillarRelations([
  { label: 'year', ganZhi: '甲子' },
  { label: 'day', ganZhi: '庚午' },
]);

describe('a relation’s members', () => {
  it('names each stem or branch beside its glyph in English and Russian', async () => {
    const { container, rerender } = render(<RelationMembers relation={stemClash!} />);
    expect(container.textContent).toBe('甲Yang Wood – 庚Yang Metal');
    expect([...container.querySelectorAll('[data-glyph]')].map((glyph) => glyph.textContent)).toEqual(['甲', '庚']);
    await i18next.changeLanguage('ru');
    rerender(<RelationMembers relation={branchClash!} />);
    expect(container.textContent).toBe('子Цзы (Крыса) – 午У (Лошадь)');
  });

  it('keeps the classical phrase in Simplified Chinese and the bare glyphs in Traditional', async () => {
    await i18next.changeLanguage('zh-Hans');
    const { container, rerender } = render(<RelationMembers relation={branchClash!} />);
    expect(container.textContent).toBe('子午冲');
    await i18next.changeLanguage('zh-Hant');
    rerender(<RelationMembers relation={branchClash!} />);
    expect(container.textContent).toBe('子 – 午');
  });
});
