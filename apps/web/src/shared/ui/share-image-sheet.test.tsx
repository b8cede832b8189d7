// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { t, testI18n } from '../testing/i18n';
import type { ShareImageContent } from './share-image';
import { ShareImageSheet } from './share-image-sheet';

// The canvas is the browser's; here the sheet is checked around a drawn picture.
vi.mock('./share-image', () => ({ renderShareImage: vi.fn(async () => new Blob(['png'], { type: 'image/png' })) }));

const content: ShareImageContent = { title: 'Past, present, future', blocks: [{ text: 'A reading' }], footer: 'App' };

beforeAll(async () => {
  await testI18n;
  URL.createObjectURL = vi.fn(() => 'blob:share-picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('the share sheet', () => {
  it('shows the drawn picture and offers it for download under the given name', async () => {
    const onClose = vi.fn();
    render(<ShareImageSheet content={content} fileName="tarot-three-times.png" onClose={onClose} />);
    expect((await screen.findByRole('img', { name: content.title })).getAttribute('src')).toBe('blob:share-picture');
    const download = screen.getByText(t('share.download')).closest('a')!;
    expect(download.getAttribute('href')).toBe('blob:share-picture');
    expect(download.getAttribute('download')).toBe('tarot-three-times.png');
    expect(download.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: t('actions.close') }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('fits a 375 px screen: its padding lies inside its width and the two actions share what is left', () => {
    // jsdom lays nothing out, so the rules that keep the sheet inside the screen are checked as written.
    const css = (file: string) => readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), file), 'utf8');
    const rule = (file: string, selector: string) =>
      css(file).match(new RegExp(`\\n?${selector.replace('.', '\\.')} \\{([^}]*)\\}`))?.[1] ?? '';
    // The popup body is `width: 100%`; content-box padding would push it 16 px past the screen edge.
    expect(rule('bottom-sheet.module.css', '.sheet')).toContain('box-sizing: border-box');
    expect(rule('share-image-sheet.module.css', '.actions')).toContain(
      'grid-template-columns: repeat(2, minmax(0, 1fr))',
    );
    expect(rule('share-image-sheet.module.css', '.download')).toContain('box-sizing: border-box');
  });
});
