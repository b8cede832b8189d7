// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CapsuleTabs } from './capsule-tabs';

afterEach(cleanup);

const TABS = [
  { key: 'major', title: 'Major Arcana' },
  { key: 'wands', title: 'Wands' },
  { key: 'cups', title: 'Cups' },
] as const;

function renderTabs(activeKey: (typeof TABS)[number]['key']) {
  const onChange = vi.fn();
  render(<CapsuleTabs tabs={TABS} activeKey={activeKey} onChange={onChange} />);
  return onChange;
}

describe('CapsuleTabs', () => {
  it('is a tablist whose chosen tab alone is selected and reachable by Tab', () => {
    renderTabs('wands');
    expect(screen.getByRole('tablist')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Major Arcana', 'Wands', 'Cups']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('reports a tap on another tab, and ignores one on the chosen tab', () => {
    const onChange = renderTabs('major');
    fireEvent.click(screen.getByRole('tab', { name: 'Major Arcana' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'Cups' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('cups');
  });

  it('moves with the arrow keys, round the ends, and with Home and End', () => {
    const onChange = renderTabs('major');
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['wands', 'cups', 'cups', 'major']);
  });
});
