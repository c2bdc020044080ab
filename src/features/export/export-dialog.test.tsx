/** @vitest-environment jsdom */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeGwAppText } from '../../domain/codecs/gw-app/gw-app-text';
import { writeMusterMarkdown } from '../../domain/codecs/muster-text/muster-markdown';
import type { DatasheetId, EnhancementId } from '../../domain/data/ids';
import { selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { ExportDialog } from './export-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function storeWithArmy() {
  const store = makeTestStore();
  openNewList(store, 'Kabal of the Flayed Skull');
  const archon = store.getState().addUnit('archon' as DatasheetId)!;
  store.getState().addUnit('kabalite-warriors' as DatasheetId);
  store.getState().makeWarlord(archon);
  store.getState().setEnhancement(archon, 'labyrinthine-cunning' as EnhancementId);
  return store;
}

async function renderExport() {
  const store = storeWithArmy();
  const rendered = renderWithStore(<ExportDialog isOpen onClose={vi.fn()} />, { store });
  const preview = (await screen.findByLabelText('Preview')) as HTMLTextAreaElement;
  const roster = selectOpenRoster(store.getState())!;
  const data = selectOpenGameData(store.getState())!;
  return { ...rendered, preview, roster, data };
}

describe('export dialog', () => {
  it('previews the open list as GW app text first', async () => {
    const { preview, roster, data } = await renderExport();
    expect(screen.getByRole('radio', { name: 'GW app' })).toHaveProperty('checked', true);
    expect(preview.value).toBe(writeGwAppText(roster, data, { dataVersion: 'test-1' }));
  });

  it('copies the previewed text and says it was copied', async () => {
    const { user, preview } = await renderExport();
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(screen.getByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(preview.value);
  });

  it('says how to copy by hand, with the text selected, when the browser refuses the clipboard', async () => {
    const { user, preview } = await renderExport();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(screen.queryByText('Copied')).toBeNull();
    expect(screen.getByText(/did not allow copying.*Ctrl\+C/)).toBeTruthy();
    expect(document.activeElement).toBe(preview);
    expect(preview.selectionEnd - preview.selectionStart).toBe(preview.value.length);
  });

  it('downloads the text as a .txt file named after the list', async () => {
    const { preview } = await renderExport();
    const download = screen.getByRole('link', { name: 'Download .txt' });
    expect(download.getAttribute('download')).toBe('Kabal of the Flayed Skull.txt');
    const href = download.getAttribute('href') ?? '';
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(preview.value);
  });

  it('switches to Markdown, with a .md download', async () => {
    const { user, preview, roster, data } = await renderExport();
    await user.click(screen.getByRole('radio', { name: 'Markdown' }));
    expect(preview.value).toBe(writeMusterMarkdown(roster, data, { dataVersion: 'test-1' }));
    expect(screen.getByRole('link', { name: 'Download .md' }).getAttribute('download')).toBe(
      'Kabal of the Flayed Skull.md',
    );
  });

  it('offers WTC-Compact, WTC and chat text, each with its own file name', async () => {
    const { user, preview } = await renderExport();
    const names: string[] = [];
    for (const format of ['WTC-Compact', 'WTC', 'Chat']) {
      const before = preview.value;
      await user.click(screen.getByRole('radio', { name: format }));
      expect(preview.value).not.toBe(before);
      expect(preview.value).toContain('Archon');
      names.push(screen.getByRole('link', { name: 'Download .txt' }).getAttribute('download') ?? '');
    }
    expect(names).toEqual([
      'Kabal of the Flayed Skull (WTC-Compact).txt',
      'Kabal of the Flayed Skull (WTC).txt',
      'Kabal of the Flayed Skull (chat).txt',
    ]);
  });
});
